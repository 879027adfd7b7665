// A ScrollView over a ForEach as numbers in the scene dump: where each item lands for a value
// at an anchor, a content offset, an offset between items (and snapped), clamped at the ends,
// right to left; only the items that reach the view are laid out, of a million as of ten; and
// each item's effects see its own position and index.

import Foundation
import Testing
import PickerRender

@Suite struct ScrollSceneTests {
    /// A 100-point scroll of 20-point rows, each row its value's text.
    static func scroll(_ position: ScrollPosition, offset: Double = 0, snapping: ScrollSnapping = .none,
                       margins: Double = 40, axis: ScrollAxis = .vertical, range: ClosedRange<Int> = 0...9) -> ScrollView {
        ScrollView(axis, length: 100, contentMargins: margins, position: position, offset: offset, snapping: snapping) {
            ForEach(range) { item in
                if axis == .vertical {
                    Text(item.value).frame(height: 20)
                } else {
                    Text(item.value).frame(width: 20)
                }
            }
        }
    }

    /// The scroll layer's texts whose rows reach the 100-point view: string and the top (or left)
    /// of the frame they are centred in. (Rows up to 120 points beyond the view are laid out too,
    /// and clipped, so a label overhanging its row still shows.)
    func rows(_ view: some View, width: Double = 60, options: RenderOptions = RenderOptions(scale: 2),
              vertical: Bool = true) throws -> [(String, Double)] {
        let scene = try SceneJSON.parse(Picture(width: width, options: options, content: view).sceneJSON())
        let layer = try #require(SceneJSON.layers(scene).first { $0.name == "scroll" })
        return layer.children.compactMap { c in
            guard c["kind"] as? String == "text", let f = c["frame"] as? [String: Double] else { return nil }
            // A row's text is centred in its 20-point frame.
            return vertical ? (c["string"] as! String, f["y"]! - (20 - f["height"]!) / 2) : (c["string"] as! String, f["x"]! + f["width"]! / 2 - 10)
        }.filter { $0.1 + 20 > 0.5 && $0.1 < 99.5 }
    }

    @Test func aValueAtTheCentreAnchor() throws {
        // Row i starts at 50 + (i - 3) 20 - 10: rows 1 to 5 reach the 100-point view.
        let r = try rows(Self.scroll(.value("3", anchor: .center)))
        #expect(r.map(\.0) == ["1", "2", "3", "4", "5"])
        for (s, top) in r { #expect(abs(top - (40 + (Double(s)! - 3) * 20)) < 0.26, "\(s) at \(top)") }
    }

    @Test func offsetsBetweenRowsAndSnapping() throws {
        let between = try rows(Self.scroll(.value("3", anchor: .center), offset: 12))
        #expect(abs(between.first { $0.0 == "3" }!.1 - 28) < 0.26)
        let snapped = try rows(Self.scroll(.value("3", anchor: .center), offset: 12, snapping: .viewAligned))
        #expect(abs(snapped.first { $0.0 == "4" }!.1 - 40) < 0.26)
    }

    @Test func contentOffsetsAreClampedAtTheEnds() throws {
        // Without margins, value 0 at the centre would need a negative offset: it rests at 0.
        let top = try rows(Self.scroll(.value("0", anchor: .center), margins: 0))
        #expect(top.first?.0 == "0" && abs(top.first!.1) < 0.26)
        // A content offset past the end rests with the last row at the bottom (10 rows, 200 points).
        let end = try rows(Self.scroll(.contentOffset(5000), margins: 0))
        #expect(end.last?.0 == "9" && abs(end.last!.1 - 80) < 0.26)
    }

    @Test func onlyTheVisibleItemsOfAMillionAreLaidOut() throws {
        let view = Self.scroll(.value("500000", anchor: .center), range: 0...999_999)
        let r = try rows(view)
        #expect(r.map(\.0) == ["499998", "499999", "500000", "500001", "500002"])
        // Laid out: the five whose frames reach the view.
        let scene = try SceneJSON.parse(Picture(width: 60, options: RenderOptions(scale: 2), content: view).sceneJSON())
        #expect(SceneJSON.layers(scene).first { $0.name == "scroll" }?.children.count == 5)
        // Items whose content is fixed-size may overhang them (a ruler's labels): those within
        // 120 points beyond each end are laid out too, and what of them reaches the view is kept.
        let overhanging = ScrollView(.horizontal, length: 100, contentMargins: 40, position: .value("500000", anchor: .center)) {
            ForEach(0...999_999) { item in Text("\(item.value) wide").fixedSize().frame(width: 20) }
        }
        let wide = try SceneJSON.parse(Picture(width: 100, options: RenderOptions(scale: 2), content: overhanging).sceneJSON())
        let texts = (SceneJSON.layerDict(wide, named: "scroll")?["children"] as? [[String: Any]] ?? []).compactMap { $0["string"] as? String }
        // Wider than their 20-point cells, the labels of two items beyond each end reach in.
        #expect(texts == (499_996...500_004).map { "\($0) wide" }, "\(texts)")
    }

    @Test func rightToLeftAHorizontalScrollRunsFromTheRight() throws {
        var o = RenderOptions(scale: 2)
        o.layoutDirection = .rightToLeft
        let ltr = try rows(Self.scroll(.value("3", anchor: .center), axis: .horizontal), width: 100, vertical: false)
        let rtl = try rows(Self.scroll(.value("3", anchor: .center), axis: .horizontal), width: 100, options: o, vertical: false)
        #expect(ltr.map(\.0) == ["1", "2", "3", "4", "5"] && rtl.map(\.0) == ltr.map(\.0))
        for ((_, l), (_, r)) in zip(ltr, rtl) { #expect(abs((l + r) - 80) < 0.6, "\(l) mirrors to \(r)") }
    }

    @Test func eachItemsEffectsSeeItsPositionAndIndex() throws {
        let view = ScrollView(.vertical, length: 100, contentMargins: 40, position: .value("3", anchor: .center)) {
            ForEach(0...9) { item in
                Text(item.value).frame(height: 20).offset(x: item.position * 100, y: item.indexNumber)
            }
        }
        let scene = try SceneJSON.parse(Picture(width: 60, options: RenderOptions(scale: 2), content: view).sceneJSON())
        // Rows 1 to 5 reach the view and are laid out, each moved by its own numbers.
        let offsets = SceneJSON.layers(scene).filter { $0.name.hasSuffix(": offset") }
        #expect(offsets.map { $0.name.prefix { $0 != ":" } } == (1...5).map { "item \($0)" })
        for (n, layer) in offsets.enumerated() {
            let i = Double(n + 1), top = 40 + (i - 3) * 20
            let position = min(max((top + 10 - 50) / 50, -1), 1)
            // The layer's frame is the row's (x 0, y top), moved by (position x 100, index).
            #expect(abs(layer.quad[0].0 - position * 100) < 1e-9 && abs(layer.quad[0].1 - (top + i)) < 1e-9, "\(layer.quad)")
        }
    }
}
