// The accessibility sidecar: names, values, traits and frames of the wheel, ruler and
// segmented control; contrast figures of known renders against hand computations from
// docs/architecture.md §3 and §7 (WCAG written out again here, not borrowed from the library); the
// Select (Wheel) guideline's warnings firing where they should and nowhere else.

import Foundation
import Testing
import PickerRenderGeometry
import PickerRender
import PickerRenderScene

@Suite struct AccessibilityReportTests {
    static let hours = (0..<24).map { $0 < 10 ? "0\($0)" : "\($0)" }

    static func hourWheel(title: String = "Hour", values: [String] = hours, selection: String = "07") -> WheelPicker {
        WheelPicker(title: title, values: values, selection: selection, text: { $0 })
    }

    static func report(_ wheel: WheelPicker, offset: Double = 0,
                       options: RenderOptions = RenderOptions()) throws -> AccessibilityReport {
        let renderer = try PickerRenderer(options: options)
        return AccessibilityReport.make(scene: try wheel.scene(offset: offset, using: renderer), renderer: renderer)
    }

    // MARK: WCAG by hand

    /// sRGB channel (0-255, fractional allowed: a composite before rounding) to linear light.
    static func linear(_ v: Double) -> Double {
        let c = v / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    static func luminance(_ r: Double, _ g: Double, _ b: Double) -> Double {
        0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }
    static func ratio(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
        let la = luminance(a.0, a.1, a.2), lb = luminance(b.0, b.1, b.2)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }
    /// Source-over of a colour at `alpha` on an opaque one, on gamma-encoded values
    /// (docs/architecture.md §2).
    static func over(_ c: (Double, Double, Double), alpha: Double, _ d: (Double, Double, Double)) -> (Double, Double, Double) {
        (d.0 + (c.0 - d.0) * alpha, d.1 + (c.1 - d.1) * alpha, d.2 + (c.2 - d.2) * alpha)
    }
    static let groupedBackground = (242.0, 242.0, 247.0)
    /// quaternary (60,60,67 @ round(0.18 x 255) = 46) over systemGroupedBackground.
    static let band = over((60, 60, 67), alpha: 46 / 255, groupedBackground)

    // MARK: names, values, traits, frames

    @Test func wheelElementCarriesNameValueTraitsOptionsAndFrame() throws {
        let r = try Self.report(Self.hourWheel())
        #expect(r.elements.count == 1)
        let e = try #require(r.elements.first)
        #expect(e.label == "Hour")
        #expect(e.value == "07")
        #expect(e.traits == ["adjustable"])
        #expect(e.options == Self.hours)
        #expect(e.visibleLabel == nil)
        #expect(e.frame == Rect(x: 0, y: 0, width: 171, height: 220))
        #expect(e.texts.map(\.string) == ["05", "06", "07", "08", "09"])
        #expect(e.texts.filter(\.isSelected).map(\.string) == ["07"])
        #expect(r.warnings == [])
    }

    /// Each row's text frame is its line box folded, scaled and placed by docs/architecture.md §3's
    /// closed form (written out here), as a bounding box in the wheel's space.
    @Test(arguments: [0.0, 0.3])
    func wheelTextFramesFollowTheRowProjection(offset: Double) throws {
        let wheel = Self.hourWheel()
        let r = try Self.report(wheel, offset: offset)
        let dump = try SceneJSON.parse(wheel.sceneJSON(offset: offset))
        let W = 171.0, H = 44.0, height = 220.0, s = 7 + offset
        let texts = try #require(r.elements.first?.texts)
        #expect(texts.count >= 5)
        for t in texts {
            let i = try #require(Int(t.string))
            let row = try #require(SceneJSON.rows(dump)[i])
            let local = try #require(row.children.first?["frame"] as? [String: Double])
            let top = ((height / 2 + (Double(i) - s) * H - H / 2) * 3 + 0.5).rounded(.down) / 3
            let p = min(max((top + H / 2 - height / 2) / (height / 2), -1), 1)
            let a = -62 * p * Double.pi / 180, k = 1 - 0.12 * abs(p), d = max(W, H) / 0.55
            let corners = [(local["x"]!, local["y"]!), (local["x"]! + local["width"]!, local["y"]!),
                           (local["x"]!, local["y"]! + local["height"]!),
                           (local["x"]! + local["width"]!, local["y"]! + local["height"]!)].map { (x, y) in
                let v = y - H / 2, w = 1 - v * sin(a) / d
                let px = W / 2 + (x - W / 2) / w, py = H / 2 + v * cos(a) / w
                return (W / 2 + k * (px - W / 2), top + H / 2 + k * (py - H / 2))
            }
            // Clipped to the wheel, as the rows layer clips.
            let x0 = max(corners.map(\.0).min()!, 0), x1 = min(corners.map(\.0).max()!, W)
            let y0 = max(corners.map(\.1).min()!, 0), y1 = min(corners.map(\.1).max()!, height)
            let f = t.frame
            let tol = 0.0011   // the report rounds to 1/1000 pt
            #expect(abs(f.x - x0) < tol && abs(f.y - y0) < tol && abs(f.width - (x1 - x0)) < tol
                    && abs(f.height - (y1 - y0)) < tol, "row \(i): \(f) vs \((x0, y0, x1 - x0, y1 - y0))")
        }
    }

    @Test func rulerElementIsAdjustableWithItsFormattedValueAndFrame() throws {
        let ruler = RulerScrollPicker(title: "Weight", value: 62, range: 40...120, step: 0.5)
        let renderer = try PickerRenderer()
        let r = AccessibilityReport.make(scene: try ruler.scene(using: renderer), renderer: renderer)
        let e = try #require(r.elements.first)
        #expect(r.elements.count == 1)
        #expect(e.label == "Weight")
        #expect(e.value == "62")
        #expect(e.traits == ["adjustable"])
        #expect(e.options == nil)
        // 48 tick area + 22 label height (caption at large) + 8.
        #expect(e.frame == Rect(x: 0, y: 0, width: 402, height: 78))
        // Labels every 5 kg (10 ticks of 0.5), 120 pt apart: 55, 60, 65, 70 reach the frame.
        #expect(e.texts.map(\.string) == ["55", "60", "65", "70"])
        // 62 is between labels: no text is the selected one.
        #expect(!e.texts.contains { $0.isSelected })
        // The labels sit on the ruler's bottom edge.
        for t in e.texts { #expect(abs(t.frame.y + t.frame.height - 78) < 0.0011, "\(t.string)") }
        #expect(r.warnings == [])
    }

    @Test func segmentedElementListsItsOptionsAndSelectsTheValueSegment() throws {
        let picker = SegmentedPicker(title: "Flavor", options: ["Chocolate", "Vanilla", "Strawberry"], selection: "Vanilla")
        let renderer = try PickerRenderer()
        let r = AccessibilityReport.make(scene: try picker.scene(using: renderer), renderer: renderer)
        let e = try #require(r.elements.first)
        #expect(e.label == "Flavor" && e.value == "Vanilla")
        #expect(e.traits == ["button", "selected"])
        #expect(e.options == ["Chocolate", "Vanilla", "Strawberry"])
        #expect(e.frame == Rect(x: 0, y: 0, width: 354, height: 32))
        #expect(e.texts.map(\.string) == ["Chocolate", "Vanilla", "Strawberry"])
        #expect(e.texts.filter(\.isSelected).map(\.string) == ["Vanilla"])
        // Each label is centred in its third of the track.
        for (i, t) in e.texts.enumerated() {
            #expect(abs(t.frame.x + t.frame.width / 2 - (Double(i) + 0.5) * 118) < 0.5, "\(t.string)")
            #expect(abs(t.frame.y + t.frame.height / 2 - 16) < 0.5, "\(t.string)")
        }
        // Black on the white thumb; the others black on tertiarySystemFill (118,118,128 @ 31/255)
        // over systemGroupedBackground.
        let selected = try #require(e.texts.first { $0.isSelected })
        let selectedContrast = try #require(selected.contrast)
        #expect(abs(selectedContrast - 21) < 0.05)
        let fill = Self.over((118, 118, 128), alpha: 31 / 255, Self.groupedBackground)
        let expected = Self.ratio((0, 0, 0), fill)
        for t in e.texts where !t.isSelected {
            let c = try #require(t.contrast)
            #expect(abs(c - expected) < 0.05, "\(t.string): \(c) vs \(expected)")
        }
    }

    /// Frames compose the layers' transforms: an element two layers down, scaled by 2 inside a
    /// translated parent, has its bounds scaled then moved.
    @Test func elementFramesComposeNestedTransforms() throws {
        let element = Layer(name: "inner", bounds: Rect(x: 0, y: 0, width: 50, height: 10),
                            transform: .scale(2, 2) * .translation(5, 0),
                            accessibility: AccessibilityElement(label: "Inner", value: "1"), children: [])
        let outer = Layer(name: "outer", bounds: Rect(x: 0, y: 0, width: 200, height: 100),
                          transform: .translation(10, 20), children: [.layer(element)])
        let scene = Scene(size: Size(200, 100), scale: 1, background: .white, children: [.layer(outer)])
        let r = AccessibilityReport.make(scene: scene, renderer: try PickerRenderer(options: RenderOptions(scale: 1)))
        #expect(r.elements.map(\.frame) == [Rect(x: 20, y: 20, width: 100, height: 20)])
        #expect(r.elements.first?.layer == "inner")
        #expect(r.warnings == [])   // not adjustable, no visible label: nothing to check
    }

    // MARK: contrast against hand computations

    /// The selected row: black text on the band composited over systemGroupedBackground.
    @Test func selectedRowContrastMatchesTheBandByHand() throws {
        let t = try #require(try Self.report(Self.hourWheel()).elements.first?.texts.first { $0.isSelected })
        let expected = Self.ratio((0, 0, 0), Self.band)     // 13.83
        let measured = try #require(t.contrast)
        #expect(abs(measured - expected) < 0.05, "\(measured) vs \(expected)")
        #expect(t.foreground == Color(0, 0, 0))
        let bg = try #require(t.background)
        #expect(abs(Double(bg.r) - Self.band.0) < 1 && abs(Double(bg.g) - Self.band.1) < 1 && abs(Double(bg.b) - Self.band.2) < 1)
        #expect(t.inkOpacity == 1)
        #expect(t.pixelCount > 100)
    }

    /// Faded rows: black at the row's opacity 1 - 0.72|p| (quantised to 8 bits as the layer's
    /// opacity is) over systemGroupedBackground. Rows 6 and 8 sit at |p| = 0.4, rows 5 and 9 at
    /// 0.8. (A dark foreground moves the ratio by up to 0.13 per 8-bit level: 0.05 is well under
    /// one level of disagreement.)
    @Test(arguments: [("05", 0.8), ("06", 0.4), ("08", 0.4), ("09", 0.8)])
    func fadedRowContrastMatchesItsOpacityByHand(row: String, position: Double) throws {
        let texts = try #require(try Self.report(Self.hourWheel()).elements.first?.texts)
        let t = try #require(texts.first { $0.string == row })
        let opacity = ((1 - 0.72 * position) * 255).rounded() / 255
        let ink = Self.over((0, 0, 0), alpha: opacity, Self.groupedBackground)
        let expected = Self.ratio(ink, Self.groupedBackground)
        let measured = try #require(t.contrast)
        #expect(abs(measured - expected) < 0.05, "row \(row): \(measured) vs \(expected)")
        // The probe measures the ink's opacity where it is fully covered: the row's opacity.
        let inkOpacity = try #require(t.inkOpacity)
        #expect(abs(inkOpacity - opacity) <= 2.0 / 255, "row \(row)")
        #expect(abs(t.opacity - (1 - 0.72 * position)) < 0.0011)
        #expect(!t.isSelected)
    }

    /// What is behind a text is what the pixels show: a text drawn exactly over an identical
    /// black one has black behind its ink (1:1), and the one underneath shows almost no ink.
    @Test func textOverTextIsMeasuredAgainstTheTextBelow() throws {
        let renderer = try PickerRenderer(options: RenderOptions(scale: 2))
        let wheelScene = try Self.hourWheel().scene(using: renderer)
        let item = try #require(Self.firstText("07", in: wheelScene.children))
        let element = Layer(name: "pair", bounds: Rect(x: 0, y: 0, width: 171, height: 44),
                            accessibility: AccessibilityElement(label: "Pair", value: "07"),
                            children: [.text(item), .text(item)])
        let scene = Scene(size: Size(171, 44), scale: 2, background: .white, children: [.layer(element)])
        let texts = try #require(AccessibilityReport.make(scene: scene, renderer: renderer).elements.first?.texts)
        #expect(texts.count == 2)
        let top = try #require(texts[1].contrast), underneath = try #require(texts[0].inkOpacity)
        #expect(abs(top - 1) < 0.01)
        #expect(underneath < 0.5)
        // Alone, the same text measures black on white.
        let alone = Scene(size: Size(171, 44), scale: 2, background: .white,
                          children: [.layer(Layer(name: "one", bounds: element.bounds, accessibility: element.accessibility,
                                                  children: [.text(item)]))])
        let one = try #require(AccessibilityReport.make(scene: alone, renderer: renderer).elements.first?.texts.first)
        let alone21 = try #require(one.contrast)
        #expect(abs(alone21 - 21) < 0.01)
    }

    static func firstText(_ s: String, in nodes: [Node]) -> TextItem? {
        for n in nodes {
            switch n {
            case .text(let t) where t.string == s: return t
            case .layer(let l): if let t = firstText(s, in: l.children) { return t }
            default: continue
            }
        }
        return nil
    }

    @Test func transparentBackgroundLeavesContrastUnmeasuredWithANote() throws {
        let r = try Self.report(Self.hourWheel(), options: RenderOptions(background: .transparent))
        let texts = try #require(r.elements.first?.texts)
        #expect(texts.count == 5)
        for t in texts {
            #expect(t.contrast == nil, "\(t.string)")
            #expect(t.note?.contains("not opaque") == true, "\(t.string)")
        }
        #expect(r.warnings == [])   // nothing measured, nothing to warn about
    }

    // MARK: warnings

    @Test(arguments: ["", "   "])
    func unlabelledWheelIsWarnedAbout(title: String) throws {
        let r = try Self.report(Self.hourWheel(title: title))
        #expect(r.warnings.count == 1)
        #expect(r.warnings.first?.hasPrefix("unlabelled wheel: element 0 (value \"07\", at 0,0 171x220)") == true,
                "\(r.warnings)")
    }

    @Test func visibleLabelThatDiffersFromTheNameIsWarnedAbout() throws {
        func scene(label: String?, visible: String?) -> Scene {
            let layer = Layer(name: "fruit", bounds: Rect(x: 0, y: 0, width: 100, height: 50),
                              accessibility: AccessibilityElement(label: label, value: "Apple", traits: ["adjustable"],
                                                                  visibleLabel: visible), children: [])
            return Scene(size: Size(100, 50), scale: 1, background: .white, children: [.layer(layer)])
        }
        let renderer = try PickerRenderer(options: RenderOptions(scale: 1))
        let differs = AccessibilityReport.make(scene: scene(label: "Fruits", visible: "Fruit"), renderer: renderer)
        #expect(differs.warnings == ["accessible name differs from visible label: element 0 \"Fruits\" "
                                     + "(value \"Apple\", at 0,0 100x50) shows \"Fruit\" but is named \"Fruits\" (WCAG 2.5.3)"])
        let same = AccessibilityReport.make(scene: scene(label: "Fruit", visible: "Fruit"), renderer: renderer)
        #expect(same.warnings == [])
        // No name and a visible label: both failures.
        let none = AccessibilityReport.make(scene: scene(label: nil, visible: "Fruit"), renderer: renderer)
        #expect(none.warnings.map { String($0.prefix(while: { $0 != ":" })) }
                == ["unlabelled wheel", "accessible name differs from visible label"])
    }

    @Test func optionsThatReadTheSameAreWarnedAbout() throws {
        // Distinct values, indistinct text: 1.0 and 1.04 both read "1.0".
        let picker = WheelPicker(title: "Size", values: [0.5, 1.0, 1.04, 1.5], selection: 1.0,
                                 text: { String(format: "%.1f", $0) })
        let renderer = try PickerRenderer()
        let r = AccessibilityReport.make(scene: try picker.scene(using: renderer), renderer: renderer)
        #expect(r.elements.first?.options == ["0.5", "1.0", "1.0", "1.5"])
        #expect(r.warnings.count == 1)
        #expect(r.warnings.first?.hasPrefix("options not distinct: element 0 \"Size\"") == true, "\(r.warnings)")
        #expect(r.warnings.first?.contains("repeats \"1.0\";") == true)
    }

    /// Listing options costs a label per value: up to 1,000 values they are listed, past that
    /// the list is left out (so nothing can be checked), and a frame costs what its rows cost.
    @Test func longWheelsLeaveTheirOptionsOut() throws {
        let renderer = try PickerRenderer(options: RenderOptions(scale: 1))
        for (count, listed) in [(1000, true), (1001, false)] {
            let picker = WheelPicker(title: "N", values: Array(0..<count), selection: 500, text: { String($0) })
            let e = try #require(AccessibilityReport.make(scene: try picker.scene(using: renderer), renderer: renderer).elements.first)
            #expect(listed ? e.options?.count == count : e.options == nil, "\(count)")
        }
    }

    /// Any control's text under 4.5:1 is warned about, naming it: a white label on an orange
    /// thumb (#FF5A36, 3.1:1), which no rule caught when only adjustable elements were audited.
    @Test func aSegmentsLabelUnderTheRatioIsWarnedAbout() throws {
        var picker = SegmentedPicker(title: "Size", options: ["S", "M", "L"], selection: "M")
        picker.thumbColor = .fixed(Color(0xFF, 0x5A, 0x36))
        picker.selectedTextColor = .fixed(Color(255, 255, 255))
        let r = try picker.accessibilityReport()
        #expect(r.warnings.count == 1, "\(r.warnings)")
        let w = try #require(r.warnings.first)
        #expect(w.hasPrefix("text contrast: element 0 \"Size\" (value \"M\", ") && w.contains("shows \"M\" at 3.1") && w.hasSuffix("under 4.5:1 (WCAG 1.4.3)"), "\(w)")
        #expect(try SegmentedPicker(title: "Size", options: ["S", "M", "L"], selection: "M").accessibilityReport().warnings == [])
    }

    @Test func lowContrastSelectedRowIsWarnedAboutButFadedRowsAreNot() throws {
        // Black text on a dark grey: the selected row fails; rows around it fail worse, silently.
        let o = RenderOptions(background: .color(.fixed(Color(64, 64, 64))))
        let r = try Self.report(Self.hourWheel(), options: o)
        #expect(r.warnings.count == 1)
        let w = try #require(r.warnings.first)
        #expect(w.hasPrefix("selected row contrast: element 0 \"Hour\" (value \"07\", at 0,0 171x220) shows \"07\" at "), "\(w)")
        #expect(w.hasSuffix("under 3:1 for large text (WCAG 1.4.3)"), "the wheel's rows are 20 pt: large text")
        let texts = try #require(r.elements.first?.texts)
        #expect(texts.allSatisfy { ($0.contrast ?? 99) < 4.5 })
    }

    /// Apple's faded rows measure under 4.5:1 (FB15338784) in the demo screens; no warning. The
    /// one warning the demos raise is iOS's own: secondaryLabel (a menu row's value and the
    /// inline picker's subtitle) measures 3.44:1 on white, which WCAG fails.
    @Test(arguments: Gallery.demos)
    func demosRaiseNoWarnings(demo: String) throws {
        for appearance in Appearance.allCases {
            let renderer = try PickerRenderer(options: RenderOptions(appearance: appearance))
            let r = AccessibilityReport.make(scene: try Gallery.scene(demo: demo, using: renderer), renderer: renderer)
            #expect(!r.elements.isEmpty)
            let secondaryLabel = r.warnings.filter { $0.hasPrefix("text contrast: ") && $0.contains(" at 3.44:1 ") }
            #expect(r.warnings == secondaryLabel, "\(demo) \(appearance): \(r.warnings)")
            #expect(secondaryLabel.isEmpty == (demo != "menu" || appearance == .dark), "\(demo) \(appearance): \(r.warnings)")
            if demo == "wheel" {
                #expect(r.elements.map(\.label) == ["Hour", "Minute"])
                #expect(r.elements.map(\.value) == ["07", "30"])
                // Some faded row is under 4.5:1, reported but not warned about.
                #expect(r.elements.flatMap(\.texts).contains { !$0.isSelected && ($0.contrast ?? 99) < 4.5 })
            }
        }
    }

    // MARK: JSON

    @Test func jsonIsDeterministicSortedAndRoundTrips() throws {
        let renderer = try PickerRenderer(options: RenderOptions(scale: 1))
        let scene = try Self.hourWheel(title: "").scene(using: renderer)
        let a = AccessibilityReport.make(scene: scene, renderer: renderer).json()
        let b = AccessibilityReport.make(scene: scene, renderer: renderer).json()
        #expect(a == b)
        let decoded = try JSONDecoder().decode(AccessibilityReport.self, from: Data(a.utf8))
        #expect(decoded.json() == a)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(a.utf8)) as? [String: Any])
        #expect(Set(root.keys) == ["elements", "warnings"])
        #expect((root["warnings"] as? [String])?.count == 1)
        // Keys sorted: "elements" before "warnings", "frame" before "label" in an element.
        let e = try #require(a.range(of: "\"elements\"")), w = try #require(a.range(of: "\"warnings\""))
        #expect(e.lowerBound < w.lowerBound)
        #expect(!a.contains("-0,") && !a.contains("-0\n"))
    }
}
