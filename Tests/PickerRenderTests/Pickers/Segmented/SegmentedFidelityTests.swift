// The segmented control against the measurements of the iOS 18.5 image (2026-11) of a
// UISegmentedControl (three segments, 263 pt wide, @3x): corners, the whole-pixel thumb and its
// blurred shadow through the scene dump; the selected label's widening and the stroke of "m"
// measured on the rendered pixels.

import Testing
import PickerRender

@Suite struct SegmentedFidelityTests {
    func shapes(_ p: SegmentedPicker, width: Double, appearance: Appearance = .light) throws -> [[String: Any]] {
        let root = try SceneJSON.parse(p.sceneJSON(width: width, options: RenderOptions(appearance: appearance)))
        let control = try #require(SceneJSON.layerDict(root, named: "segmented \(p.title)"))
        return (control["children"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "shape" }
    }

    static let three = SegmentedPicker(title: "T", options: ["Day", "Week", "Month"], selection: "Week")

    @Test(arguments: [Appearance.light, .dark])
    func cornersAndWholePixelThumb(_ appearance: Appearance) throws {
        let s = try shapes(Self.three, width: 263, appearance: appearance)
        #expect(s.first?["cornerRadius"] as? Double == 8.5)          // iOS 8.5 (was 9.2 measured on ours)
        let thumb = try #require(s.last)
        #expect(thumb["cornerRadius"] as? Double == 6.2)              // iOS about 6.2 (was 7.1)
        let r = try #require(thumb["rect"] as? [String: Double])
        // Segment 2 of 263 spans 88...175 (87 + 1 + 87 + 1 + 87, as iOS 18.5): inset 2, edges on the @3x grid.
        for v in [r["x"]!, r["width"]!, r["x"]! + r["width"]!] { #expect(abs(v * 3 - (v * 3).rounded()) < 1e-9, "\(v)") }
        #expect(abs(r["x"]! - 90) < 0.01 && abs(r["width"]! - 83) < 0.01)      // iOS 83.0 (was 83.67)
        #expect(r["y"] == 2 && r["height"] == 28)
        // At a width whose segments fall between pixels the thumb still lands on them.
        let odd = try #require(try shapes(Self.three, width: 250.2, appearance: appearance).last?["rect"] as? [String: Double])
        for v in [odd["x"]!, odd["x"]! + odd["width"]!] { #expect(abs(v * 3 - (v * 3).rounded()) < 1e-9, "\(v)") }
    }

    @Test func thumbShadowIsABlurredShapeInLightOnly() throws {
        let light = try shapes(Self.three, width: 263)
        let thumb = try #require(light.last?["rect"] as? [String: Double])
        let shadow = try #require(light.dropLast().last)
        #expect(shadow["blur"] as? Double == 1.5)
        #expect(shadow["color"] as? String == "#00000021")            // black at 0.13
        #expect(shadow["cornerRadius"] as? Double == 6.2)
        let r = try #require(shadow["rect"] as? [String: Double])
        #expect(r["x"] == thumb["x"] && r["width"] == thumb["width"] && r["y"] == thumb["y"]! + 2 && r["height"] == thumb["height"])
        // Nothing else in the control is blurred; dark mode has no shadow.
        #expect(light.filter { $0["blur"] != nil }.count == 1)
        #expect(try shapes(Self.three, width: 263, appearance: .dark).allSatisfy { $0["blur"] == nil })
    }

    /// The advance width of `word`'s label, selected and not.
    func labelWidths(_ word: String, among options: [String]) throws -> (selected: Double, unselected: Double) {
        func width(selecting s: String) throws -> Double {
            let root = try SceneJSON.parse(SegmentedPicker(title: "T", options: options, selection: s).sceneJSON(width: 263))
            let control = try #require(SceneJSON.layerDict(root, named: "segmented T"))
            let text = try #require((control["children"] as? [[String: Any]])?.first { $0["string"] as? String == word })
            return try #require(text["width"] as? Double)
        }
        return (try width(selecting: word), try width(selecting: options.first { $0 != word }!))
    }

    @Test(arguments: ["Week", "Month", "Minutes"])
    func selectedLabelWidensAsSFDoes(word: String) throws {
        // iOS: 1.015 (was 0.998 on ours). The width comes from the variable font's advances at
        // wght 558 against 475.
        let w = try labelWidths(word, among: [word, "A", "B"])
        let ratio = w.selected / w.unselected
        #expect(abs(ratio - 1.015) < 0.005, "\(word): \(ratio)")
    }

    /// Stems of the "m" label: the label's ink rows (darkness over 0.5 anywhere), then rows 45-85 %
    /// down them; in each row, runs of ink (darkness over 0.01) summed into widths; the mean over
    /// rows with exactly three runs and the three stems. Darkness from the green channel against
    /// the label's own background (black text: 1 - v / background).
    static func stemWidth(_ image: RenderedImage, columns: Range<Int>) -> Double? {
        func g(_ x: Int, _ y: Int) -> Double { Double(image.image.pixels[(y * image.width + x) * 4 + 1]) }
        let midY = image.height / 2
        let background = g(columns.lowerBound + 3, midY)
        func dark(_ x: Int, _ y: Int) -> Double { max(0, 1 - g(x, y) / background) }
        let inkRows = (0..<image.height).filter { y in columns.contains { dark($0, y) > 0.5 } }
        guard let top = inkRows.first, let bottom = inkRows.last else { return nil }
        let h = Double(bottom - top + 1)
        var sums = 0.0, n = 0
        for y in (top + Int(h * 0.45))..<(top + Int(h * 0.85)) {
            var runs: [Double] = [], acc = 0.0
            for x in columns {
                let d = dark(x, y)
                if d > 0.01 { acc += d } else if acc > 0 { runs.append(acc); acc = 0 }
            }
            if acc > 0 { runs.append(acc) }
            if runs.count == 3 { sums += runs.reduce(0, +); n += 3 }
        }
        return n > 0 ? sums / Double(n) : nil
    }

    @Test func strokeOfMMatchesIOS() throws {
        // iOS 18.5 at 13 pt @3x: 3.81 px medium (unselected), 4.49 px semibold (selected); ours
        // were 3.97 / 4.84 before the weights were calibrated. Within 3 %.
        let options = ["m", "x", "z"]
        func measure(selecting s: String) throws -> Double {
            let image = try SegmentedPicker(title: "T", options: options, selection: s).render(width: 263)
            // The first segment, inside its 6-pt label inset, in pixels.
            let columns = (6 * 3)..<Int((263.0 / 3 - 6) * 3)
            return try #require(Self.stemWidth(image, columns: columns))
        }
        let selected = try measure(selecting: "m"), unselected = try measure(selecting: "x")
        #expect(abs(unselected / 3.81 - 1) < 0.03, "unselected m stem \(unselected) px")
        #expect(abs(selected / 4.49 - 1) < 0.03, "selected m stem \(selected) px")
        print("segmented m stems: unselected \(unselected) px, selected \(selected) px")
    }
}
