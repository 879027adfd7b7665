// The segmented control in the iOS 26 design, against the numbers measured on iOS 26's
// "One / Two / Three" control at @3x (docs/architecture.md §24): the capsule track 33 pt tall,
// the white capsule thumb 2 pt inside its segment, no separators and no shadow, equal segments
// without slots, the labels centred; the iOS 18 design stays the default; references light and dark.

import Testing
import PickerRender
import PickerRenderTesting

@Suite struct SegmentedCapsuleTests {
    static let numbers = SegmentedPicker(title: "N", options: ["One", "Two", "Three"], selection: "One")
    static let ios26 = RenderOptions(design: .ios26)

    func parts(_ p: SegmentedPicker, options: RenderOptions) throws -> (control: [String: Any], shapes: [[String: Any]], texts: [[String: Any]]) {
        let root = try SceneJSON.parse(p.sceneJSON(width: 354, options: options))
        let control = try #require(SceneJSON.layerDict(root, named: "segmented \(p.title)"))
        let children = try #require(control["children"] as? [[String: Any]])
        return (control, children.filter { $0["kind"] as? String == "shape" }, children.filter { $0["kind"] as? String == "text" })
    }

    @Test func theDefaultDesignIsIOS18() {
        #expect(RenderOptions().design == .ios18)
    }

    @Test func capsuleTrackAndThumbWithoutSeparatorsOrShadow() throws {
        let (_, shapes, _) = try parts(Self.numbers, options: Self.ios26)
        // Exactly two shapes: the track and the thumb (no separator, no shadow).
        #expect(shapes.count == 2)
        // Track: 354 x 32 pt (iOS 26.2's 96 px), a capsule, tertiarySystemFill (238,238,239 over white).
        #expect(shapes[0]["shape"] as? String == "capsule")
        #expect(shapes[0]["rect"] as? [String: Double] == ["x": 0, "y": 0, "width": 354, "height": 32])
        #expect(shapes[0]["color"] as? String == "#7676801F")
        // Thumb: the first 118-pt third inset 2 on every side (measured px 78...420; 28 pt tall in the 32-pt track).
        #expect(shapes[1]["shape"] as? String == "capsule")
        #expect(shapes[1]["rect"] as? [String: Double] == ["x": 2, "y": 2, "width": 114, "height": 28])
        #expect(shapes[1]["color"] as? String == "#FFFFFF")
        #expect(shapes[1]["blur"] == nil)
    }

    @Test func thumbMovesBySegmentWithoutSlots() throws {
        var p = Self.numbers
        p.selection = "Three"
        let (_, shapes, _) = try parts(p, options: Self.ios26)
        // The third segment is 236...354: equal thirds, no 1-pt slots between them.
        #expect(shapes[1]["rect"] as? [String: Double] == ["x": 238, "y": 2, "width": 114, "height": 28])
    }

    @Test func labelsCentredOnTheirSegments() throws {
        let (_, _, texts) = try parts(Self.numbers, options: Self.ios26)
        #expect(texts.map { $0["string"] as! String } == ["One", "Two", "Three"])
        #expect(texts.map { $0["face"] as! String } == ["text@558", "text@475", "text@475"])
        // iOS: centres 59.0, 177.0, 294.8 pt from the control's left, the cap height centred on 16.5.
        for (t, want) in zip(texts, [59.0, 177.0, 295.0]) {
            let f = t["frame"] as! [String: Double]
            #expect(abs(f["x"]! + f["width"]! / 2 - want) <= 1.0 / 3)
            #expect(abs(f["y"]! + f["height"]! / 2 - 16.5) <= 1.0 / 3)
        }
    }

    @Test func darkUsesTheDarkFillAndThumb() throws {
        let (_, shapes, _) = try parts(Self.numbers, options: RenderOptions(appearance: .dark, design: .ios26))
        #expect(shapes[0]["color"] as? String == "#7676803D")
        #expect(shapes[1]["color"] as? String == "#636366")
    }

    @Test func theDesignIsReadWrittenAndRefused() throws {
        let spec = #"{"design": "ios26", "content": {"type": "segmented", "options": ["A", "B"]}}"#
        let picture = try Picture(json: Array(spec.utf8))
        #expect(picture.options.design == .ios26)
        #expect(picture.specText.contains(#""design":"ios26""#) || picture.specText.contains(#""design": "ios26""#))
        #expect(try Picture(json: Array(picture.specText.utf8)).options.design == .ios26)
        let bad = #"{"design": "ios19", "content": {"type": "segmented", "options": ["A"]}}"#
        #expect(throws: SpecError.self) { _ = try Picture(json: Array(bad.utf8)) }
    }

    @Test(arguments: [Appearance.light, .dark])
    func numbersSnapshot(_ appearance: Appearance) throws {
        Snapshot.verify(Self.numbers, as: .picker(options: RenderOptions(appearance: appearance, design: .ios26)),
                            named: "ios26-numbers-\(appearance.rawValue)", suite: "SegmentedSnapshots")
    }
}
