// Regression tests for what the fuzz targets of Fuzz/ found: each input that broke an
// invariant there, reduced, with the invariant it broke.

@testable import PickerRender
import PickerRenderLayout
import PickerRenderScene
import Testing
import PickerRenderText

@Suite struct FuzzFindingTests {
    /// PictureSpecFuzzer: a wheel whose selection is not among its values was written back with the
    /// first value as its selection, so the written spec drew where the original was refused. Such a
    /// spec is refused where it is read, naming the field; a wheel made in Swift with that selection
    /// is written as asked, so its spec is refused the same way, never drawn as another picture.
    @Test(arguments: [
        #"{"content": {"type": "wheel", "range": {"from": 0, "through": 59, "by": 5}, "format": "%02d", "selection": "01"}}"#,
        #"{"content": {"type": "wheel", "values": ["a", "b"], "selection": "c"}}"#,
    ])
    func refusedSelectionIsRefusedWhereItIsRead(_ json: String) throws {
        #expect { try Picture(json: Array(json.utf8)) } throws: { ($0 as? SpecError)?.path == "content.selection" }
    }

    @Test func refusedSelectionIsWrittenAsAsked() throws {
        let wheel = WheelPicker(title: "T", values: ["a", "b"], selection: "c") { $0 }
        let text = wheel.picture().specText
        #expect(text.contains(#""selection": "c""#))
        #expect { try Picture(json: Array(text.utf8)) } throws: {
            ($0 as? SpecError)?.description == "content.selection: 'c' is not one of the values (a, b)"
        }
    }

    /// CommandLineFuzzer: a range across all of Int was drawn, though its spec (JSON numbers are
    /// doubles) cannot hold its bounds; the library refuses it at layout like the spec reader does.
    @Test func rangeBeyondWhatASpecHoldsIsRefused() throws {
        let wheel = WheelPicker(title: "T", range: Int.min...Int.max, step: Int.max, selection: Int.min)
        let renderer = try PickerRenderer(options: RenderOptions(scale: 1))
        #expect(throws: PickerError.self) { try wheel.scene(width: 200, offset: nil, using: renderer) }
        let exact = WheelPicker(title: "T", range: -WheelPicker.rangeLimit...WheelPicker.rangeLimit, step: WheelPicker.rangeLimit,
                                selection: 0)
        _ = try exact.scene(width: 200, offset: nil, using: renderer)
    }

    /// CommandLineFuzzer: a system-wheel unit column of 235,235 values took 31 s, shaping every
    /// value to find the widest. With tabular digits it measures one string per digit shape; that
    /// shortcut must give the widest width of all values exactly (checked here against measuring
    /// each), for the centre row's font in every face the wheel can use.
    @Test func unitColumnWidestByShapeIsTheWidestOfAll() throws {
        let ctx = LayoutContext(engine: try TextEngine(), scale: 3)
        let values = (0...1200).map(String.init) + (-120...(-1)).map(String.init) + ["1:05", "12.5", "07"]
        for weight in [FontWeight.regular, .medium, .semibold] {
            var font = Font(pointSize: SystemWheelGeometry.textSize).monospacedDigit()
            font.weight = weight
            let all = values.map { ctx.line($0, font).width }.max()!
            let byShape = Set(values.map(SystemWheelLayout.digitShape)).map { ctx.line($0, font).width }.max()!
            #expect(all == byShape, "\(weight): \(all) vs \(byShape)")
        }
        #expect(SystemWheelLayout.digitShape("-1:59") == "-0:00")
    }

    /// A picture spec's content drawn at `scale` on white, alone and inside 40 pt of padding:
    /// the largest difference of a channel between the picture and the padded one's middle, and
    /// how many of the picture's channels hold ink (not white).
    func paddedTwinDifference(_ content: String, scale: Int) throws -> (worst: Int, ink: Int) {
        func drawn(padding: Int) throws -> RenderedImage {
            try Picture(json: Array(##"{"scale": \##(scale), "background": "#FFFFFF", "padding": \##(padding), "content": \##(content)}"##.utf8)).render()
        }
        let plain = try drawn(padding: 0), padded = try drawn(padding: 40)
        let margin = 40 * scale
        #expect(padded.width == plain.width + 2 * margin && padded.height == plain.height + 2 * margin)
        var worst = 0, ink = 0
        for y in 0..<plain.height {
            for x in 0..<(plain.width * 4) {
                let a = Int(plain.image.pixels[y * plain.width * 4 + x])
                worst = max(worst, abs(a - Int(padded.image.pixels[(y + margin) * padded.width * 4 + margin * 4 + x])))
                if a != 255 { ink += 1 }
            }
        }
        return (worst, ink)
    }

    /// LayerEffectsFuzzer: a view turned in perspective, wider than its canvas, drew its edge up
    /// to 20 levels away from the same picture inside 40 pt of padding, because the sampler took
    /// each row's sub-sample counts at the ends of the canvas's row, not of the ink's. A picture's
    /// pixels are its padded twin's middle: here to the byte (the fuzzer allows 8 levels for the
    /// blur's box passes, which this picture has none of).
    @Test func aViewTurnedInPerspectiveDrawsAsItsPaddedTwin() throws {
        let turned = #"{"type": "rotation3DEffect", "degrees": -116, "axis": {"x": -1, "y": -1}, "content": "#
        let content = turned + turned + #"{"type": "scaleEffect", "x": 14.0, "y": -11.5, "content": {"type": "clipShape", "shape": "ellipse", "#
            + #""content": {"type": "frame", "width": 120, "height": 37, "content": {"type": "circle", "fill": "indigo"}}}}}}"#
        let (worst, ink) = try paddedTwinDifference(content, scale: 1)
        #expect(worst == 0, "\(worst) levels")
        #expect(ink > 0, "nothing of the view is on the canvas, so this compares nothing")
    }

    /// LayerEffectsFuzzer: a 1-pt circle turned 51 degrees toward the eye, under two plusLighter
    /// layers, has a texture whose transparent ring lies partly behind the eye. The sampler then
    /// took its counts at the far ends of the canvas's clip, so its one pixel was (168, 210, 255)
    /// alone and (60, 153, 255) inside 40 pt of padding. It is its padded twin's middle pixel.
    @Test func aViewTurnedTowardTheEyeDrawsAsItsPaddedTwin() throws {
        let circle = #"{"type": "clipShape", "shape": "circle", "content": {"type": "frame", "width": 1, "height": 1, "content": {"type": "rectangle", "fill": "blue"}}}"#
        let content = #"{"type": "rotation3DEffect", "degrees": 51, "axis": {"x": 1, "y": -1}, "content": {"type": "blendMode", "mode": "plusLighter", "#
            + #""content": {"type": "blendMode", "mode": "plusLighter", "content": \#(circle)}}}"#
        let (worst, ink) = try paddedTwinDifference(content, scale: 1)
        #expect(worst == 0, "\(worst) levels")
        #expect(ink > 0, "the circle is on the canvas")
    }

    /// LayerEffectsFuzzer: a circle turned -99 degrees twice at @2x. Where its ink lands, a side
    /// fell at 48.9999999 px alone and at 129.0000001 px padded by 40 pt, so the columns the
    /// counts are taken at were 50 wide in one and 51 in the other, and five pixels differed by
    /// up to 64 levels. A side within a millionth of a pixel edge is on it: at most 1 level now,
    /// the Float rounding of a map moved by 80 pixels.
    @Test func aViewTurnedTwiceDrawsAsItsPaddedTwin() throws {
        let turned = #"{"type": "rotation3DEffect", "degrees": -99, "axis": {"x": -1, "y": -1}, "content": "#
        let content = turned + turned + #"{"type": "hueRotation", "degrees": 161, "content": {"type": "frame", "width": 24, "height": 37, "content": {"type": "circle", "fill": "red"}}}}}"#
        let (worst, ink) = try paddedTwinDifference(content, scale: 2)
        #expect(worst <= 1, "\(worst) levels")
        #expect(ink > 0, "nothing of the view is on the canvas, so this compares nothing")
    }
}
