// AccessibilityReport: the accessibility sidecar of a render. For every accessibility element
// of a scene (any picker's: the walk knows layers, not pickers) it gives the label, value,
// traits and options VoiceOver would get, the element's frame, and each visible text under it
// with its contrast measured on the rendered pixels (ContrastMeter); then the warnings of the
// Select (Wheel) accessibility guideline's must-haves (AccessibilityAudit).
//
// Design and invariants:
// - Frames are in scene points (origin top-left, y down): an element's is its layer's bounds
//   mapped through its ancestors' transforms; a text's is its line box mapped the same way and
//   cut by the clips above it. Under perspective a frame is the mapped quad's bounding box.
// - Elements come in scene (pre-order) order, texts in scene order within their element.
// - "Selected": the element's visible text whose string equals its value, nearest the
//   element's centre when several do (for a wheel, the row in the band; for a segmented control,
//   the selected segment). An element whose value is not drawn (a ruler between labels) has none.
// - Figures are rounded (frames to 1/1000 pt, ratios and opacities to 1/1000) so the JSON reads
//   well; the JSON is deterministic (sorted keys), byte-identical for the same render.
// - The report needs the image the caller rendered from the same scene with the same renderer;
//   it renders the scene twice more per group of non-overlapping texts to measure, a band of
//   rows at a time (ContrastMeter), so it holds that image and two bands.

import Foundation
import PickerRenderFiles
import PickerRenderGeometry
import PickerRenderPNG
import PickerRenderRaster
import PickerRenderScene
import PickerRenderText

public struct AccessibilityReport: Codable, Sendable, Equatable {
    public var elements: [Element]
    /// One sentence each, starting with what failed ("unlabelled wheel: ..."); see AccessibilityAudit.
    public var warnings: [String]

    public struct Element: Codable, Sendable, Equatable {
        public var label: String?
        public var value: String?
        public var traits: [String]
        public var visibleLabel: String?
        public var options: [String]?
        /// The scene layer that carries the element (for finding it in a scene dump).
        public var layer: String
        public var frame: Rect
        public var texts: [Text]

        public var isAdjustable: Bool { traits.contains("adjustable") }
    }

    public struct Text: Codable, Sendable, Equatable {
        public var string: String
        public var frame: Rect
        public var isSelected: Bool
        /// What the scene asks for: colour alpha x layer opacities x mask (before anti-aliasing).
        public var opacity: Double
        /// WCAG ratio of the text's ink against what is behind it (median over its ink pixels).
        public var contrast: Double?
        /// The lowest ratio among its ink pixels.
        public var minimumContrast: Double?
        /// The ratio WCAG 1.4.3 asks of it: 4.5, or 3 for large text (18 pt, or 14 pt bold).
        public var requiredContrast: Double?
        /// Mean colour of the ink pixels as rendered, and of the same pixels without the text.
        public var foreground: Color?
        public var background: Color?
        /// The ink's effective opacity at its most covered pixels, as measured.
        public var inkOpacity: Double?
        /// How many pixels the figures come from.
        public var pixelCount: Int
        /// Why there are no figures, when there are none.
        public var note: String?
    }

    /// Text under this ratio is warned about (WCAG 1.4.3, the guideline's text contrast)...
    public static let minimumSelectedContrast = 4.5
    /// ...and large text (18 pt and up, or 14 pt and up in a bold face) under this one.
    public static let minimumLargeTextContrast = 3.0

    /// WCAG's large text, in iOS points: 18 pt, or 14 pt bold (a semibold or heavier face).
    static func isLarge(_ line: TextLine) -> Bool {
        let size = line.pointSize * line.scaleFactor
        let bold = line.runs.contains { $0.face.wght >= 600 || $0.face.id.rawValue.lowercased().contains("bold") }
        return size >= 18 || (size >= 14 && bold)
    }

    /// The report of `scene`, measured on `image` (straight RGBA), which must be what
    /// `renderer` draws of `scene`; the contrast passes draw through the same renderer, a band
    /// of `bandRows` rows at a time (nil: ContrastMeter.bandBytes' worth).
    package static func make(scene: Scene, image: RGBAImage, renderer: SceneRenderer, bandRows: Int? = nil) -> AccessibilityReport {
        let scan = AccessibilityScan(scene)
        let measured = ContrastMeter.measure(scan.texts, scene: scene, image: image, renderer: renderer, bandRows: bandRows)
        var elements = scan.elements.map { e in
            Element(label: e.element.label, value: e.element.value, traits: e.element.traits,
                    visibleLabel: e.element.visibleLabel, options: e.element.options, layer: e.layerName,
                    frame: rounded(e.frame), texts: [])
        }
        var selected: [Int: (id: Int, distance: Double)] = [:]
        for t in scan.texts where t.isVisible && t.item.string == scan.elements[t.element].element.value {
            let c = scan.elements[t.element].frame.center, m = t.frame.center
            let distance = ((m.x - c.x) * (m.x - c.x) + (m.y - c.y) * (m.y - c.y)).squareRoot()
            if selected[t.element].map({ distance < $0.distance }) ?? true { selected[t.element] = (t.id, distance) }
        }
        for t in scan.texts where t.isVisible {
            var text = Text(string: t.item.string, frame: rounded(t.frame), isSelected: selected[t.element]?.id == t.id,
                            opacity: round3(t.opacity), pixelCount: 0)
            text.requiredContrast = isLarge(t.item.line) ? minimumLargeTextContrast : minimumSelectedContrast
            switch measured[t.id] {
            case .measured(let m)?:
                text.contrast = round3(m.contrast); text.minimumContrast = round3(m.minimumContrast)
                text.foreground = m.foreground; text.background = m.background
                text.inkOpacity = round3(m.inkOpacity); text.pixelCount = m.pixelCount
            case .unmeasured(let why)?:
                text.note = why
            case nil:
                text.note = "not measured"
            }
            elements[t.element].texts.append(text)
        }
        var warnings = AccessibilityAudit.warnings(for: elements)
        // What VoiceOver reads is then not what is drawn: the sighted reader sees boxes.
        if let missing = scene.missingGlyphsDescription { warnings.append(missing) }
        return AccessibilityReport(elements: elements, warnings: warnings)
    }


    /// Pretty JSON with sorted keys: the same report gives the same bytes.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Writes `json()` atomically (temporary file, then rename): on failure nothing at `path`
    /// is created or changed.
    public func writeJSON(to path: String) throws(FileError) {
        try AtomicFile.write(Array(json().utf8), to: path)
    }

    /// To 1/1000; adding 0 turns a -0 into 0, so the JSON never says "-0".
    static func round3(_ v: Double) -> Double { (v * 1000).rounded() / 1000 + 0 }

    static func rounded(_ r: Rect) -> Rect {
        Rect(x: round3(r.x), y: round3(r.y), width: round3(r.width), height: round3(r.height))
    }
}
