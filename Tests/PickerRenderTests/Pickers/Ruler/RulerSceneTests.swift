// The ruler's geometry pinned through the scene dump: tick cells, widths and heights, labels,
// mask stops and the indicator, for the demo, a mid-tick offset (relative to the value's resting
// position) and a spacing below 4.

import Foundation
import Testing
import PickerRender
import PickerRenderText

@Suite struct RulerSceneTests {
    struct Tick { let x: Double; let width: Double; let height: Double; let y: Double; let color: String }
    struct Label { let text: String; let frame: [String: Double] }

    func dump(_ ruler: RulerScrollPicker, width: Double = 402, offset: Double? = nil,
              options: RenderOptions = RenderOptions()) throws -> (ticks: [Tick], labels: [Label], root: [String: Any], layer: DumpedLayer) {
        let root = try SceneJSON.parse(ruler.sceneJSON(width: width, offset: offset, options: options))
        let layer = try #require(SceneJSON.layers(root).first { $0.name == "scroll" })
        var ticks: [Tick] = [], labels: [Label] = []
        for c in layer.children {
            if c["kind"] as? String == "shape", let r = c["rect"] as? [String: Double] {
                ticks.append(Tick(x: r["x"]!, width: r["width"]!, height: r["height"]!, y: r["y"]!, color: c["color"] as! String))
            } else if c["kind"] as? String == "text" {
                labels.append(Label(text: c["string"] as! String, frame: c["frame"] as! [String: Double]))
            }
        }
        return (ticks, labels, root, layer)
    }

    static let demo = RulerScrollPicker(title: "Weight in kilograms", value: 62, range: 40...120, step: 0.5)

    /// Expected tick rects by hand: cell i starts at (W - s)/2 + i s - offset, on the @3x grid.
    static func expectedTicks(W: Double, spacing s: Double, offset: Double, count: Int, major: Int) -> [Int: (x: Double, w: Double, h: Double)] {
        var out: [Int: (Double, Double, Double)] = [:]
        for i in 0..<count {
            let cell = (((W - s) / 2 + Double(i) * s - offset) * 3 + 0.5).rounded(.down) / 3
            let isMajor = i % major == 0, isMiddle = !isMajor && major >= 2 && i % (major / 2) == 0
            let w = isMajor ? 2.5 : 1.5, x = cell + (s - w) / 2
            // A tick whose ink is wholly beyond the view is not kept.
            guard x + w > 0, x < W else { continue }
            out[i] = (x, w, isMajor ? 48 : isMiddle ? 48 * 0.7 : 48 * 0.45)
        }
        return out
    }

    func check(_ got: [Tick], _ want: [Int: (x: Double, w: Double, h: Double)]) {
        #expect(got.count == want.count)
        let sortedWant = want.keys.sorted().map { want[$0]! }
        for (g, w) in zip(got.sorted { $0.x < $1.x }, sortedWant) {
            #expect(abs(g.x - w.x) < 1e-9 && g.width == w.w && abs(g.height - w.h) < 1e-9 && g.y == 0, "\(g) vs \(w)")
        }
    }

    @Test func demoTicks() throws {
        let d = try dump(Self.demo)
        check(d.ticks, Self.expectedTicks(W: 402, spacing: 12, offset: 528, count: 161, major: 10))
        // Majors in primary, the others secondary at 0.6: 60,60,67 @ round(0.6 x 0.6 x 255) = 92.
        #expect(Set(d.ticks.filter { $0.width == 2.5 }.map(\.color)) == ["#000000"])
        #expect(Set(d.ticks.filter { $0.width == 1.5 }.map(\.color)) == ["#3C3C435C"])
        let size = try #require(d.root["size"] as? [String: Double])
        #expect(size == ["width": 402, "height": 78])
    }

    @Test func demoLabels() throws {
        let d = try dump(Self.demo)
        #expect(d.labels.map(\.text) == ["55", "60", "65", "70"])
        for l in d.labels {
            let i = Int((Double(l.text)! - 40) / 0.5)
            let cell = ((195 + Double(i) * 12 - 528) * 3 + 0.5).rounded(.down) / 3
            let f = l.frame
            #expect(abs(f["x"]! + f["width"]! / 2 - (cell + 6)) <= 1.0 / 3, "\(l.text) centred on its cell")
            #expect(abs(f["y"]! + f["height"]! - 78) < 1e-9, "\(l.text) sits on the ruler's bottom")
        }
    }

    @Test func maskAndIndicator() throws {
        let d = try dump(Self.demo)
        #expect(d.layer.clips)
        let mask = try #require((SceneJSON.layerDict(d.root, named: "mask")?["mask"] as? [String: Any])?["stops"] as? [[String: Double]])
        #expect(mask.map { [$0["location"]!, $0["alpha"]!] } == [[0, 0], [0.18, 1], [0.82, 1], [1, 0]])
        let ruler = try #require((d.root["children"] as? [[String: Any]])?.first)
        let indicator = try #require((ruler["children"] as? [[String: Any]])?.last)
        #expect(indicator["shape"] as? String == "capsule")
        #expect(indicator["rect"] as? [String: Double] == ["x": 199, "y": 0, "width": 4, "height": 56])
        #expect(indicator["color"] as? String == "#5856D6")
    }

    @Test func midTickOffset() throws {
        let d = try dump(Self.demo, offset: 6)   // 528 + 6 points of content offset
        check(d.ticks, Self.expectedTicks(W: 402, spacing: 12, offset: 534, count: 161, major: 10))
        // Half a cell to the left of the resting position: the indicator sits between two ticks.
        let nearest = d.ticks.map { abs($0.x + $0.width / 2 - 201) }.min()!
        #expect(abs(nearest - 6) < 0.34)
    }

    /// The offset is points past the value's own resting position, as the wheel's is rows past
    /// its selection: the same offset on two values draws two different places.
    @Test func theOffsetIsRelativeToTheValue() throws {
        for value in [62.0, 70] {
            var ruler = Self.demo
            ruler.value = value
            let d = try dump(ruler, offset: 24)
            check(d.ticks, Self.expectedTicks(W: 402, spacing: 12, offset: ruler.restingOffset + 24, count: 161, major: 10))
            #expect(ruler.value(atContentOffset: ruler.restingOffset + 24) == value + 1, "two ticks of 0.5 past \(value)")
        }
    }

    @Test func spacingBelowFourIsFour() throws {
        let r = RulerScrollPicker(title: "t", value: 50, range: 0...100, step: 1, tickSpacing: 2)
        let d = try dump(r)
        check(d.ticks, Self.expectedTicks(W: 402, spacing: 4, offset: 200, count: 101, major: 10))
    }

    @Test func onlyVisibleTicksAreLaidOut() throws {
        let r = RulerScrollPicker(title: "t", value: 10_000, range: 0...19_999)
        let d = try dump(r)
        // The ticks whose ink reaches the 402-point view, as the closed form counts them.
        #expect(d.ticks.count == Self.expectedTicks(W: 402, spacing: 12, offset: 120_000, count: 20_000, major: 10).count)
        #expect(d.ticks.count == 33)
        #expect(d.labels.count <= 6)
    }

    @Test func labelsFollowTheLocale() throws {
        var o = RenderOptions(); o.locale = "es_ES"
        let r = RulerScrollPicker(title: "t", value: 62.5, range: 60...65, step: 0.5, majorEvery: 1)
        #expect(try dump(r, options: o).labels.map(\.text).contains("62,5"))
        #expect(try dump(r).labels.map(\.text).contains("62.5"))
        let big = RulerScrollPicker(title: "t", value: 1000, range: 0...10_000, step: 10)
        #expect(try dump(big).labels.map(\.text).contains("1,000"))
    }

    @Test(arguments: zip(DynamicTypeSize.allCases, [11.0, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]))
    func heightFollowsDynamicType(size: DynamicTypeSize, caption: Double) throws {
        var o = RenderOptions(); o.dynamicType = size
        let d = try dump(Self.demo, options: o)
        let label = ((22 * caption / 12) * 3 + 0.5).rounded(.down) / 3
        let h = try #require((d.root["size"] as? [String: Double])?["height"])
        #expect(abs(h - (48 + label + 8)) < 1e-9)
    }

    @Test func badGeometryIsAnError() {
        #expect(throws: PickerError.invalidWidth("0")) { _ = try Self.demo.scene(width: 0) }
        #expect(throws: PickerError.invalidOffset(control: "ruler", value: "nan", unit: .points)) { _ = try Self.demo.scene(offset: .nan) }
    }
}
