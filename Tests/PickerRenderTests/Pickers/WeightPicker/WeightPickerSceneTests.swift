// The custom weight picker (custom-weight-picker.txt) pinned through the scene dump: hairline
// tick positions and heights, the Divider's colour over the tick's background, labels, the
// indicator, the SwiftUI code's scroll-position arithmetic, culling, the demo text and bad input.

import Foundation
import Testing
import PickerRender
import PickerRenderScene

@Suite struct WeightPickerSceneTests {
    typealias Dict = [String: Any]
    static let lbs = CustomWeightPicker(config: .init(count: 300, steps: 10, multiplier: 1), value: 150, unit: "lbs")

    struct Tick { let x, y, w, h: Double; let color: String }

    func dump(_ p: CustomWeightPicker, options: RenderOptions = RenderOptions()) throws -> (ticks: [Tick], labels: [Dict], root: Dict, ruler: Dict) {
        let root = try SceneJSON.parse(p.sceneJSON(options: options))
        let ruler = try #require((root["children"] as? [Dict])?.first)
        let layer = try #require(SceneJSON.layerDict(root, named: "ticks"))
        var ticks: [Tick] = [], labels: [Dict] = []
        for c in layer["children"] as? [Dict] ?? [] {
            if c["kind"] as? String == "text" { labels.append(c); continue }
            let r = c["rect"] as! [String: Double]
            ticks.append(Tick(x: r["x"]!, y: r["y"]!, w: r["width"]!, h: r["height"]!, color: c["color"] as! String))
        }
        return (ticks, labels, root, ruler)
    }

    @Test func tickPositionsAndHeights() throws {
        let d = try dump(Self.lbs)
        // Each tick is its background then the Divider's separator colour over it.
        let backs = stride(from: 0, to: d.ticks.count, by: 2).map { d.ticks[$0] }
        let overs = stride(from: 1, to: d.ticks.count, by: 2).map { d.ticks[$0] }
        // Width 370: tick i at 185 + (i - 1500) x 5 for x in [0, 370): i = 1463 ... 1536.
        #expect(backs.count == 74 && overs.count == 74)
        for (k, t) in backs.enumerated() {
            let i = 1463 + k
            let major = i % 10 == 0
            #expect(abs(t.x - (185 + Double(i - 1500) * 5)) < 1e-9, "tick \(i) at \(t.x)")
            #expect(abs(t.w - 1.0 / 3) < 1e-12, "a Divider is one device pixel")
            // Bottom-aligned in the 20-pt band centred in the 200-pt frame: 90 ... 110.
            #expect(t.h == (major ? 20 : 10) && t.y + t.h == 110)
            #expect(t.color == (major ? "#000000" : "#8E8E93"))
            let o = overs[k]
            #expect(o.x == t.x && o.y == t.y && o.w == t.w && o.h == t.h && o.color == "#3C3C434A")
        }
    }

    @Test func darkDividerColour() throws {
        let d = try dump(Self.lbs, options: RenderOptions(appearance: .dark))
        #expect(d.ticks[1].color == "#54545899")
        #expect(Set(d.ticks.enumerated().filter { $0.offset % 2 == 0 }.map(\.element.color)) == ["#FFFFFF", "#8E8E93"])
    }

    @Test func labelsUnderTheMajors() throws {
        let d = try dump(Self.lbs)
        #expect(d.labels.map { $0["string"] as? String } == ["147", "148", "149", "150", "151", "152", "153"])
        for l in d.labels {
            let i = Int(l["string"] as! String)! * 10
            let f = l["frame"] as! [String: Double]
            #expect(abs(f["x"]! + f["width"]! / 2 - (185 + Double(i - 1500) * 5)) <= 1.0 / 3)
            #expect(abs(f["y"]! + f["height"]! - 130) < 1e-9, "bottom 20 pt under the band")
            #expect(l["pointSize"] as? Double == 12 && (l["face"] as? String)?.hasSuffix("@558") == true)
            #expect(l["color"] as? String == "#000000")
        }
        let bare = CustomWeightPicker(config: .init(count: 300, steps: 10, multiplier: 1, showsText: false), value: 150)
        #expect(try dump(bare).labels.isEmpty)
    }

    @Test func indicatorAndClip() throws {
        let d = try dump(Self.lbs)
        // The ticks' layout is clipped to the frame (the ScrollView clips); the indicator, over
        // it, is not.
        let clip = try #require(SceneJSON.layerDict(d.root, named: "clipShape"))
        #expect(clip["clips"] as? Bool == true)
        #expect(((clip["children"] as? [Dict])?.first?["name"] as? String) == "ticks")
        let indicator = try #require((SceneJSON.layerDict(d.root, named: "indicator")?["children"] as? [Dict])?.first)
        let r = indicator["rect"] as! [String: Double]
        // 1 x 40, its origin (370 - 1) / 2 = 184.5 rounded half up to the grid; 20 pt above
        // the bottom of the 200-pt frame.
        #expect(abs(r["x"]! - 554.0 / 3) < 1e-9 && r["y"] == 140 && r["width"] == 1 && r["height"] == 40)
        #expect(indicator["color"] as? String == "#000000")
        let a = try #require(d.ruler["accessibility"] as? Dict)
        #expect(a["label"] as? String == "Weight" && a["value"] as? String == "150.0 lbs")
        #expect(a["traits"] as? [String] == ["adjustable"])
    }

    @Test func seedArithmetic() {
        // onAppear: (Int(value) x steps) / multiplier; onChange: position / steps x multiplier.
        #expect(Self.lbs.scrollPosition == 1500 && Self.lbs.selectedValue == 150)
        let tens = CustomWeightPicker(config: .init(count: 30), value: 155)
        #expect(tens.scrollPosition == 155 && tens.selectedValue == 155)
        #expect(tens.label(at: 150) == "150" && tens.label(at: 155) == nil)
        let kg = CustomWeightPicker(config: .init(count: 150, multiplier: 1), value: 68.7, unit: "kg")
        #expect(kg.scrollPosition == 680 && kg.formattedValue() == "68.0 kg", "Int() truncates, as the SwiftUI code's does")
        #expect(kg.formattedValue(locale: "es_ES") == "68,0 kg")
        #expect(kg.totalSteps == 1500)
    }

    @Test func onlyVisibleTicksAreLaidOut() throws {
        let huge = CustomWeightPicker(config: .init(count: 100_000, steps: 100, multiplier: 1), value: 50_000)
        let d = try dump(huge)
        #expect(d.ticks.count == 2 * 74)
        let atZero = try dump(CustomWeightPicker(config: .init(count: 300, multiplier: 1), value: 0))
        #expect(atZero.ticks.first?.x == 185, "index 0 centres: nothing left of it")
        #expect(atZero.labels.first?["string"] as? String == "0")
    }

    @Test func demoText() throws {
        for (unit, text) in [(WeightPickerView.Unit.lbs, "Selected Weight: 150.0 lbs"), (.kg, "Selected Weight: 68.0 kg")] {
            let root = try SceneJSON.parse(SceneDump.json(Gallery.scene(demo: "weight-\(unit.rawValue)")))
            let json = String(decoding: try JSONSerialization.data(withJSONObject: root), as: UTF8.self)
            #expect(json.contains(text))
            let ruler = try #require(SceneJSON.layers(root).first { $0.name == "accessibility Weight" })
            // 16 pt of padding on each side of 402.
            #expect(ruler.quad[0].0 == 16 && ruler.quad[1].0 == 386 && ruler.quad[2].1 - ruler.quad[1].1 == 200)
        }
    }

    @Test func badInput() {
        func bad(_ c: CustomWeightPicker.Config, value: Double = 1, name: String) {
            #expect(performing: { _ = try CustomWeightPicker(config: c, value: value).scene() },
                    throws: { ($0 as? PickerError).map { if case .invalidOption(name, _, _) = $0 { true } else { false } } ?? false })
        }
        bad(.init(count: 0), name: "count")
        bad(.init(count: 300, steps: 0), name: "steps")
        bad(.init(count: 300, multiplier: -1), name: "multiplier")
        bad(.init(count: 300, spacing: 0), name: "spacing")
        bad(.init(count: 300, spacing: .nan), name: "spacing")
        bad(.init(count: 300, multiplier: 1), value: 301, name: "value")
        bad(.init(count: 300), value: -1, name: "value")
        bad(.init(count: 300), value: .infinity, name: "value")
        #expect(throws: PickerError.invalidWidth("0")) { _ = try Self.lbs.scene(width: 0) }
    }
}
