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
}
