// Right to left inside the controls, pinned through the scene dump and the
// accessibility sidecar: the ruler's values increase to the left and its offset's sense mirrors,
// the first segment is the rightmost, list rows put the label on the right and the value and
// chevron on the left, UIPickerView's columns reverse, and the mirror helper leaves left-to-right
// nodes untouched. Every figure is compared with the left-to-right drawing of the same control.

import Foundation
import Testing
@testable import PickerRender
import PickerRenderScene
import PickerRenderText

@Suite struct RightToLeftTests {
    typealias Dict = [String: Any]
    static let rtl = RenderOptions(scale: 1, layoutDirection: .rightToLeft)
    static let ltr = RenderOptions(scale: 1)

    static func children(_ d: Dict) -> [Dict] { d["children"] as? [Dict] ?? [] }
    static func rect(_ d: Dict, _ key: String) -> [String: Double] { d[key] as? [String: Double] ?? [:] }
    /// Every text node under `d`, depth first, with its frame in `d`'s space when no layer in
    /// between moves it (the controls' texts sit directly in their layers).
    static func texts(_ d: Dict) -> [Dict] {
        children(d).flatMap { c -> [Dict] in c["kind"] as? String == "text" ? [c] : texts(c) }
    }

    /// A ruler label's number: ASCII or Arabic-Indic digits, "." or "٫" as the decimal separator.
    static func number(_ s: String) -> Double? {
        let ascii = String(s.unicodeScalars.compactMap { u -> Character? in
            switch u.value {
            case 0x0660...0x0669: return Character(String(u.value - 0x0660))
            case 0x066B, 0x2E: return "."
            case 0x30...0x39: return Character(u)
            default: return nil   // grouping separators and bidi marks
            }
        })
        return Double(ascii)
    }

    static let ruler = RulerScrollPicker(title: "Weight", value: 62, range: 40...120, step: 0.5)

    /// The ruler's labels as (value, centre x), and its tick rectangles, from a dump.
    static func rulerParts(_ r: RulerScrollPicker, offset: Double? = nil, options: RenderOptions) throws
        -> (labels: [(value: Double, midX: Double)], ticks: [[String: Double]]) {
        let root = try SceneJSON.parse(r.sceneJSON(offset: offset, options: options))
        let ticks = try #require(SceneJSON.layerDict(root, named: "scroll"))
        let labels = texts(ticks).map { t -> (Double, Double) in
            let f = rect(t, "frame")
            return (number(t["string"] as! String) ?? .nan, f["x"]! + f["width"]! / 2)
        }
        let shapes = children(ticks).filter { $0["kind"] as? String == "shape" }.map { rect($0, "rect") }
        return (labels, shapes)
    }

    @Test func rulerValuesIncreaseToTheLeft() throws {
        let W = RulerScrollPicker.defaultWidth
        let l = try Self.rulerParts(Self.ruler, options: Self.ltr), r = try Self.rulerParts(Self.ruler, options: Self.rtl)
        #expect(l.labels.count >= 3 && r.labels.count == l.labels.count)
        // Left to right, a label right of the centre is higher; right to left, lower.
        for (value, x) in l.labels where abs(x - W / 2) > 1 { #expect((x > W / 2) == (value > 62), "ltr \(value) at \(x)") }
        for (value, x) in r.labels where abs(x - W / 2) > 1 { #expect((x > W / 2) == (value < 62), "rtl \(value) at \(x)") }
        // Each label and each tick is the mirror image of its left-to-right self (a label to
        // within the pixel its frame's origin rounds by, half up either way: 1 pt at @1x).
        let rtlByValue = Dictionary(uniqueKeysWithValues: r.labels.map { ($0.value, $0.midX) })
        for (value, x) in l.labels { #expect(abs((rtlByValue[value] ?? .nan) - (W - x)) <= 1, "\(value)") }
        #expect(r.ticks.count == l.ticks.count)
        for (a, b) in zip(l.ticks, r.ticks) {
            #expect(abs(b["x"]! - (W - a["x"]! - a["width"]!)) < 1e-9 && a["height"] == b["height"] && a["width"] == b["width"])
        }
    }

    @Test func rulerOffsetSelectsTheSameValueMovingTheOtherWay() throws {
        // An offset of 16 ticks brings 70 under the indicator whatever the direction; the
        // content moved left to do it left to right, right right to left.
        let W = RulerScrollPicker.defaultWidth, offset = Self.ruler.restingOffset + 16 * Self.ruler.spacing
        #expect(Self.ruler.value(atContentOffset: offset) == 70)
        for options in [Self.ltr, Self.rtl] {
            let p = try Self.rulerParts(Self.ruler, offset: 16 * Self.ruler.spacing, options: options)
            let centred = try #require(p.labels.first { abs($0.midX - W / 2) < 1 })
            #expect(centred.value == 70, "\(options.layoutDirection)")
            let lower = try #require(p.labels.first { $0.value == 65 })
            #expect((lower.midX < W / 2) == (options.layoutDirection == .leftToRight))
        }
    }

    @Test func arabicRulerHasArabicIndicDigitsRightToLeft() throws {
        let options = RenderOptions(scale: 1, locale: "ar_EG", layoutDirection: .rightToLeft)
        let root = try SceneJSON.parse(Self.ruler.sceneJSON(options: options))
        let labels = Self.texts(try #require(SceneJSON.layerDict(root, named: "scroll")))
        #expect(!labels.isEmpty)
        for t in labels {
            let s = t["string"] as! String
            #expect(s.unicodeScalars.contains { (0x0660...0x0669).contains($0.value) }, "\(s)")
            #expect(!s.unicodeScalars.contains { (0x30...0x39).contains($0.value) }, "\(s)")
        }
        let parts = try Self.rulerParts(Self.ruler, options: options)
        let sorted = parts.labels.sorted { $0.midX < $1.midX }.map(\.value)
        #expect(sorted == sorted.sorted(by: >), "values fall from left to right: \(sorted)")
    }

    @Test func weightRulerMirrors() throws {
        let picker = CustomWeightPicker(config: .init(count: 30), value: 150)
        func labels(_ o: RenderOptions) throws -> [(Double, Double)] {
            let root = try SceneJSON.parse(picker.sceneJSON(options: o))
            return Self.texts(try #require(SceneJSON.layerDict(root, named: "ticks"))).map {
                let f = Self.rect($0, "frame")
                return (Double($0["string"] as! String)!, f["x"]! + f["width"]! / 2)
            }
        }
        let W = CustomWeightPicker.defaultWidth
        let l = try labels(Self.ltr), r = try labels(Self.rtl)
        #expect(l.count >= 3 && l.count == r.count)
        for (value, x) in r where abs(x - W / 2) > 1 { #expect((x > W / 2) == (value < 150), "\(value) at \(x)") }
        let rtlByValue = Dictionary(uniqueKeysWithValues: r)
        for (value, x) in l { #expect(abs((rtlByValue[value] ?? .nan) - (W - x)) <= 1, "\(value)") }
    }

    /// The weight ruler writes a locale's own digits, as the ruler does (its labels were ASCII
    /// under ar_EG); en_US keeps ASCII, and no grouping appears in either.
    @Test func weightRulerHasTheLocalesDigits() throws {
        let picker = CustomWeightPicker(config: .init(count: 300, steps: 10, multiplier: 10), value: 1500)
        func labels(_ locale: String) throws -> [String] {
            let o = RenderOptions(scale: 1, locale: locale, layoutDirection: .rightToLeft)
            let root = try SceneJSON.parse(picker.sceneJSON(options: o))
            return Self.texts(try #require(SceneJSON.layerDict(root, named: "ticks"))).map { $0["string"] as! String }
        }
        let arabic = try labels("ar_EG"), latin = try labels("en_US")
        #expect(!arabic.isEmpty && arabic.count == latin.count)
        #expect(latin.contains("1500"), "\(latin)")
        #expect(arabic.contains("١٥٠٠"), "\(arabic)")
        for s in arabic { #expect(!s.unicodeScalars.contains { (0x30...0x39).contains($0.value) }, "\(s)") }
        #expect(arabic.map { Self.number($0) } == latin.map { Double($0) })
    }

    // MARK: segmented

    @Test func segmentZeroIsTheRightmost() throws {
        let f = SegmentedPicker.segmentFrames(count: 3, width: 354, direction: .rightToLeft)
        // Equal segments with 1-pt slots (iOS 18), mirrored.
        #expect(zip(f.map(\.x), [710.0 / 3, 355.0 / 3, 0]).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(f.allSatisfy { abs($0.width - 352.0 / 3) < 1e-9 })
        let picker = SegmentedPicker(title: "Flavor", options: ["Chocolate", "Vanilla", "Strawberry"], selection: "Chocolate")
        let root = try SceneJSON.parse(picker.sceneJSON(options: Self.rtl))
        let control = try #require(SceneJSON.layerDict(root, named: "segmented Flavor"))
        let texts = Self.texts(control).map { ($0["string"] as! String, Self.rect($0, "frame")) }
        #expect(texts.map(\.0) == ["Chocolate", "Vanilla", "Strawberry"])
        let xs = texts.map { $0.1["x"]! }
        #expect(xs[0] > xs[1] && xs[1] > xs[2], "\(xs)")
        #expect(xs[0] > 236 && xs[2] + texts[2].1["width"]! < 118)
        // The thumb under the selected first segment, at the right: the last shape.
        let thumb = try #require(Self.children(control).last { $0["kind"] as? String == "shape" })
        let t = Self.rect(thumb, "rect")
        #expect(abs(t["x"]! - (710.0 / 3 + 2)) <= 0.5 && abs(t["x"]! + t["width"]! - 352) <= 0.5 && t["y"] == 2 && t["height"] == 28)
    }

    @Test func separatorsMirrorWithTheThumb() throws {
        let picker = SegmentedPicker(title: "T", options: ["A", "B", "C", "D"], selection: "A")
        let root = try SceneJSON.parse(picker.sceneJSON(width: 400, options: RenderOptions(layoutDirection: .rightToLeft)))
        let control = try #require(SceneJSON.layerDict(root, named: "segmented T"))
        let seps = Self.children(control).map { Self.rect($0, "rect") }.filter { $0["width"] == 1 }
        // Left to right they lie at B|C and C|D (199.5, 299.5); mirrored: 199.5 and 99.5.
        let xs = seps.map { $0["x"]! }.sorted()
        #expect(xs.count == 2)
        for (x, want) in zip(xs, [99.5, 199.5]) { #expect(abs(x - want) <= 1.0 / 6 + 1e-9, "\(xs)") }
    }

    // MARK: list rows

    @Test func menuRowPutsTheLabelRightAndTheValueLeft() throws {
        let row = MenuPickerRow("Flavor", selection: "Chocolate", options: ["Chocolate", "Vanilla"], subtitle: "Choose one")
        func parts(_ o: RenderOptions) throws -> (texts: [String: [String: Double]], chevron: [[Double]], width: Double) {
            let root = try SceneJSON.parse(row.sceneJSON(options: o))
            let section = try #require(SceneJSON.layerDict(root, named: "list section"))
            let layer = try #require(SceneJSON.layerDict(section, named: "row Flavor"))
            let texts = Dictionary(uniqueKeysWithValues: Self.texts(layer).map { ($0["string"] as! String, Self.rect($0, "frame")) })
            let chevron = Self.children(layer).filter { $0["shape"] as? String == "strokedPolyline" }
                .flatMap { $0["points"] as? [[Double]] ?? [] }
            return (texts, chevron, Self.rect(layer, "bounds")["width"]!)
        }
        let l = try parts(Self.ltr), r = try parts(Self.rtl)
        let W = r.width
        let title = try #require(r.texts["Flavor"]), subtitle = try #require(r.texts["Choose one"])
        let value = try #require(r.texts["Chocolate"])
        // Label and subtitle right-aligned 16 pt from the right edge.
        #expect(abs(title["x"]! + title["width"]! - (W - 16)) <= 1 && abs(subtitle["x"]! + subtitle["width"]! - (W - 16)) <= 1)
        // Chevron 16 pt from the left edge, the value right of it by the same gap as left to right.
        let minX = r.chevron.map { $0[0] }.min()!, maxX = r.chevron.map { $0[0] }.max()!
        let lMaxX = l.chevron.map { $0[0] }.max()!
        #expect(abs((W - lMaxX) - minX) < 0.01, "the chevron's mirror image")
        #expect(maxX < value["x"]! && value["x"]! < title["x"]!)
        let lValue = try #require(l.texts["Chocolate"])
        #expect(abs(value["x"]! - (W - lValue["x"]! - lValue["width"]!)) <= 1.0 / 3 + 1e-9)
        // The chevron is not flipped: up-down chevrons are symmetric, so its points match in y order.
        #expect(r.chevron.map { $0[1] } == l.chevron.map { $0[1] })
    }

    @Test func listSeparatorsRunFromTheRightInset() throws {
        let list = InsetGroupedList([ListSection([.value(title: "A", value: "1"), .value(title: "B", value: "2")])])
        let root = try SceneJSON.parse(list.sceneJSON(options: Self.rtl))
        let section = try #require(SceneJSON.layerDict(root, named: "list section"))
        let width = Self.rect(Self.children(section)[0], "rect")["width"]!
        let hairlines = Self.children(section).map { Self.rect($0, "rect") }.filter { $0["height"] == 1 }
        #expect(hairlines.count == 1)
        #expect(hairlines.first?["x"] == 0 && hairlines.first?["width"] == width - 16)
    }

    @Test func inlineCheckmarkOnTheLeftTextOnTheRight() throws {
        let picker = InlinePicker("Flavor", selection: "Vanilla", options: ["Chocolate", "Vanilla"])
        for (options, leftCheck) in [(Self.ltr, false), (Self.rtl, true)] {
            let root = try SceneJSON.parse(picker.sceneJSON(options: options))
            let row = try #require(SceneJSON.layerDict(root, named: "option Vanilla"))
            let W = Self.rect(row, "bounds")["width"]!
            let text = try #require(Self.texts(row).first), f = Self.rect(text, "frame")
            let check = try #require(Self.children(row).first { $0["shape"] as? String == "strokedPolyline" })
            let c = Self.rect(check, "rect")
            #expect((c["x"]! + c["width"]! / 2 < W / 2) == leftCheck)
            if leftCheck {
                #expect(abs(f["x"]! + f["width"]! - (W - 16)) <= 1, "right-aligned")
                // The checkmark keeps its drawing: the long arm still rises to the right.
                let pts = try #require(check["points"] as? [[Double]])
                #expect(pts.last![0] > pts.first![0] && pts.last![1] < pts.first![1])
            } else {
                #expect(f["x"] == 16)
            }
            // The header follows the card's leading edge.
            let header = try #require(Self.texts(root).first { $0["string"] as? String == "FLAVOR" })
            let h = Self.rect(header, "frame")
            #expect((h["x"]! > 402 / 2) == leftCheck)
        }
    }

    // MARK: system wheel

    static let timer = SystemWheelPicker(title: "Timer", columns: [
        .init(title: "Hours", options: (0...23).map(String.init), selection: "1", unit: "hours", monospacedDigits: true),
        .init(title: "Minutes", options: (0...59).map(String.init), selection: "30", unit: "min", monospacedDigits: true),
    ])

    @Test func systemWheelColumnsReverseAndUnitsGoLeft() throws {
        func columns(_ o: RenderOptions) throws -> [(x: Double, width: Double, texts: [String: [String: Double]])] {
            let root = try SceneJSON.parse(Self.timer.sceneJSON(options: o))
            return try (0..<2).map { j in
                let c = try #require(SceneJSON.layerDict(root, named: "column \(j)"))
                let x = (c["transform"] as! [Double])[2]
                var texts: [String: [String: Double]] = [:]
                for t in Self.texts(c) { texts[t["string"] as! String] = Self.rect(t, "frame") }
                return (x, Self.rect(c, "bounds")["width"]!, texts)
            }
        }
        let l = try columns(Self.ltr), r = try columns(Self.rtl)
        #expect(l[0].x < l[1].x && r[0].x > r[1].x, "first column rightmost right to left")
        let W = SystemWheelPicker.defaultWidth, cw = r[0].width
        #expect(cw == l[0].width && abs(r[0].x - (W - l[0].x - cw)) < 1e-9)
        // The unit is left of its number right to left, right of it left to right.
        for (cols, unitLeft) in [(l, false), (r, true)] {
            let unit = try #require(cols[0].texts["hours"]), one = try #require(cols[0].texts["1"])
            #expect((unit["x"]! < one["x"]!) == unitLeft)
        }
        // Mirror images inside the column.
        let lu = try #require(l[0].texts["hours"]), ru = try #require(r[0].texts["hours"])
        #expect(abs(ru["x"]! - (cw - lu["x"]! - lu["width"]!)) <= 1)
    }

    @Test func sidecarFramesFollowTheMirroredColumns() throws {
        let l = try Self.timer.accessibilityReport(options: Self.ltr), r = try Self.timer.accessibilityReport(options: Self.rtl)
        let W = SystemWheelPicker.defaultWidth
        func frame(_ rep: AccessibilityReport, _ label: String) throws -> Rect {
            try #require(rep.elements.first { $0.label == label }).frame
        }
        for label in ["Hours", "Minutes"] {
            let a = try frame(l, label), b = try frame(r, label)
            #expect(abs(b.x - (W - a.x - a.width)) < 0.01 && b.width == a.width, "\(label): \(a) \(b)")
        }
        #expect(try frame(r, "Hours").x > frame(r, "Minutes").x)
    }

    // MARK: the helper

    @Test func mirroringIsTheIdentityLeftToRightAndAnInvolutionRightToLeft() throws {
        let engine = try PickerRenderer(options: Self.ltr)
        let ltrCtx = engine.layoutContext(scale: 3), rtlCtx = engine.layoutContext(scale: 3, direction: .rightToLeft)
        let line = rtlCtx.line("Hello", Font(pointSize: 17))
        let nodes: [Node] = [
            .shape(ShapeItem(.rect, rect: Rect(x: 10, y: 2, width: 30, height: 4), color: Color(0, 0, 0))),
            rtlCtx.textNode("Hello", line: line, topLeft: Point(5, 10), color: Color(0, 0, 0)),
            .layer(Layer(name: "L", bounds: Rect(x: 0, y: 0, width: 40, height: 10), transform: .translation(20, 0),
                         children: [.shape(ShapeItem(stroking: [Point(1, 1), Point(9, 5)], lineWidth: 2, color: Color(0, 0, 0)))])),
        ]
        let same = SceneDump.json(Scene(size: Size(100, 40), scale: 3, background: Color(255, 255, 255),
                                        children: ltrCtx.mirrored(nodes, width: 100)))
        let original = SceneDump.json(Scene(size: Size(100, 40), scale: 3, background: Color(255, 255, 255), children: nodes))
        #expect(same == original)
        let once = rtlCtx.mirrored(nodes, width: 100)
        guard case .shape(let s) = once[0], case .text(let t) = once[1], case .layer(let l) = once[2] else {
            Issue.record("node kinds changed"); return
        }
        #expect(s.rect == Rect(x: 60, y: 2, width: 30, height: 4))
        #expect(abs(t.frame.maxX - 95) <= 1.0 / 3 && t.origin.x - t.frame.minX == 0)   // moved, not flipped
        let quad = l.quad.compactMap { $0 }
        #expect(quad.map(\.x).min() == 40 && quad.map(\.x).max() == 80)
        guard case .shape(let stroke) = l.children[0] else { Issue.record("stroke"); return }
        #expect(stroke.stroke?.points == [Point(31, 1), Point(39, 5)], "translated, drawing kept")
        let twice = SceneDump.json(Scene(size: Size(100, 40), scale: 3, background: Color(255, 255, 255),
                                         children: rtlCtx.mirrored(once, width: 100)))
        #expect(twice == original)
    }
}
