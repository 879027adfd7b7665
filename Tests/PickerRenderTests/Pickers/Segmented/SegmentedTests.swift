// The segmented control: segment frames and its parts pinned through the scene dump, input
// errors, and snapshots of the documentation's Flavor and Topping pickers.

import Testing
import PickerRender
import PickerRenderTesting

@Suite struct SegmentedTests {
    static let flavor = SegmentedPicker(title: "Flavor", options: ["Chocolate", "Vanilla", "Strawberry"], selection: "Vanilla")

    func parts(_ p: SegmentedPicker, width: Double = 354, options: RenderOptions = RenderOptions()) throws -> (shapes: [[String: Any]], texts: [[String: Any]]) {
        let root = try SceneJSON.parse(p.sceneJSON(width: width, options: options))
        let control = try #require(SceneJSON.layerDict(root, named: "segmented \(p.title)"))
        let children = try #require(control["children"] as? [[String: Any]])
        return (children.filter { $0["kind"] as? String == "shape" }, children.filter { $0["kind"] as? String == "text" })
    }

    @Test func segmentsAreEqualWithOnePointSlots() {
        // iOS 18.5 tiles a 263-pt control 87 + 1 + 87 + 1 + 87.
        let ios = SegmentedPicker.segmentFrames(count: 3, width: 263)
        #expect(ios.map(\.width) == [87, 87, 87] && ios.map(\.x) == [0, 88, 176])
        let f = SegmentedPicker.segmentFrames(count: 3, width: 354)
        #expect(f.allSatisfy { abs($0.width - 352.0 / 3) < 1e-9 })
        #expect(zip(f.map(\.x), [0, 355.0 / 3, 710.0 / 3]).allSatisfy { abs($0 - $1) < 1e-9 })
        // The iOS 26 capsule has no slots.
        #expect(SegmentedPicker.segmentFrames(count: 3, width: 354, slots: false).map(\.x) == [0, 118, 236])
        #expect(f.allSatisfy { $0.height == 32 && $0.y == 0 })
        #expect(SegmentedPicker.segmentFrames(count: 0, width: 354).isEmpty)
    }

    @Test func trackThumbAndSeparators() throws {
        let (shapes, _) = try parts(Self.flavor)
        let rects = shapes.map { $0["rect"] as! [String: Double] }
        // Track: the whole control, radius 8.5, tertiarySystemFill (118,118,128 @ round(0.12 x 255) = 31).
        #expect(rects[0] == ["x": 0, "y": 0, "width": 354, "height": 32])
        #expect(shapes[0]["cornerRadius"] as? Double == 8.5)
        #expect(shapes[0]["color"] as? String == "#7676801F")
        // Thumb: the selected segment inset 2, radius 6.2, white; drawn last of the shapes.
        let thumb = try #require(shapes.last)
        // Segment 1 spans 118.33...235.67 (equal segments, 1-pt slots); inset 2, on the @3x grid.
        let t = try #require(thumb["rect"] as? [String: Double])
        #expect(abs(t["x"]! - 361.0 / 3) < 1e-9 && abs(t["width"]! - 340.0 / 3) < 1e-9 && t["y"] == 2 && t["height"] == 28)
        #expect(thumb["cornerRadius"] as? Double == 6.2)
        #expect(thumb["color"] as? String == "#FFFFFF")
        // Both separators touch the selected middle segment: none is drawn.
        #expect(!rects.contains { $0["width"] == 1 })
    }

    @Test func separatorsHideOnlyBesideTheThumb() throws {
        let first = SegmentedPicker(title: "T", options: ["A", "B", "C", "D"], selection: "A")
        let (shapes, _) = try parts(first, width: 400)
        let seps = shapes.compactMap { $0["rect"] as? [String: Double] }.filter { $0["width"] == 1 }
        // Between B|C and C|D, 5 pt from the top and bottom.
        let xs: [Double] = seps.map { $0["x"]! }.sorted()
        #expect(xs.count == 2)
        // Each 1-pt line centred on the boundary (200, 300), its origin on the @3x grid.
        let want: [Double] = [199.5, 299.5]
        for (x, w) in zip(xs, want) { #expect(abs(x - w) <= 1.0 / 6 + 1e-9) }
        let ys: [Double] = seps.map { $0["y"]! }, hs: [Double] = seps.map { $0["height"]! }
        #expect(ys == [5, 5] && hs == [22, 22])
    }

    @Test func selectedTextIsSemiboldOthersMedium() throws {
        let (_, texts) = try parts(Self.flavor)
        #expect(texts.map { $0["string"] as! String } == ["Chocolate", "Vanilla", "Strawberry"])
        #expect(texts.map { $0["face"] as! String } == ["text@475", "text@558", "text@475"])
        #expect(texts.allSatisfy { $0["pointSize"] as? Double == 13 })
        // Each label centred in its segment.
        for (i, t) in texts.enumerated() {
            let f = t["frame"] as! [String: Double]
            let midX: Double = f["x"]! + f["width"]! / 2, midY: Double = f["y"]! + f["height"]! / 2
            let want: Double = Double(i) * (352.0 / 3 + 1) + 176.0 / 3
            #expect(abs(midX - want) <= 1.0 / 3)
            #expect(abs(midY - 16) <= 1.0 / 3)
        }
    }

    @Test func darkThumb() throws {
        let (shapes, _) = try parts(Self.flavor, options: RenderOptions(appearance: .dark))
        #expect(shapes.last?["color"] as? String == "#636366")
    }

    @Test func badInput() {
        #expect(throws: PickerError.noValues) { _ = try SegmentedPicker(title: "T", options: [], selection: "a").scene() }
        #expect(throws: PickerError.duplicateValue("a")) { _ = try SegmentedPicker(title: "T", options: ["a", "a"], selection: "a").scene() }
        #expect(throws: PickerError.selectionNotFound("z", among: ["a"])) { _ = try SegmentedPicker(title: "T", options: ["a"], selection: "z").scene() }
        #expect(throws: PickerError.invalidWidth("0")) { _ = try Self.flavor.scene(width: 0) }
    }

    @Test(arguments: [Appearance.light, .dark])
    func demoSnapshot(_ appearance: Appearance) throws {
        let renderer = try PickerRenderer(options: RenderOptions(appearance: appearance))
        Snapshot.verify(renderer.render(try Gallery.scene(demo: "segmented", using: renderer)),
                            named: "demo-\(appearance.rawValue)", suite: "SegmentedSnapshots")
    }

    @Test func componentSnapshot() throws {
        Snapshot.verify(try Self.flavor.render(), named: "flavor-vanilla", suite: "SegmentedSnapshots")
    }
}
