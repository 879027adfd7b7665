// Bad input to the Swift API: each is a typed error naming the value.

import Testing
import PickerRender

@Suite struct WheelInputTests {
    func render(_ values: [String], selection: String, width: Double = 171, offset: Double = 0,
                options: RenderOptions = RenderOptions()) throws(PickerError) {
        _ = try WheelPicker(title: "T", values: values, selection: selection, text: { $0 })
            .scene(width: width, offset: offset, options: options)
    }

    @Test func noValues() {
        #expect(throws: PickerError.noValues) { try render([], selection: "x") }
    }

    @Test func duplicateValues() {
        #expect(throws: PickerError.duplicateValue("b")) { try render(["a", "b", "b"], selection: "a") }
    }

    @Test func selectionMustBeAValue() {
        #expect(throws: PickerError.selectionNotFound("z", among: ["a", "b"])) { try render(["a", "b"], selection: "z") }
    }

    @Test func widthMustBePositiveAndFinite() {
        #expect(throws: PickerError.invalidWidth("0")) { try render(["a"], selection: "a", width: 0) }
        #expect(throws: PickerError.invalidWidth("-5")) { try render(["a"], selection: "a", width: -5) }
        #expect(throws: PickerError.invalidWidth("nan")) { try render(["a"], selection: "a", width: .nan) }
    }

    @Test func offsetMustBeFinite() {
        #expect(throws: PickerError.invalidOffset(control: "wheel", value: "nan", unit: .rows)) { try render(["a"], selection: "a", offset: .nan) }
    }

    /// The wheel's own constants keep to the ranges its spec fields give (a tilt past 180 degrees,
    /// a perspective that puts rows behind the eye, a scale that reaches zero, a NaN).
    @Test func theWheelsConstantsStayInTheirRanges() {
        let cases: [(WritableKeyPath<WheelPicker, Double>, String, Double)] = [
            (\.tilt, "tilt", 181), (\.tilt, "tilt", .nan), (\.perspective, "perspective", 2), (\.perspective, "perspective", -0.1),
            (\.scaleFalloff, "scaleFalloff", 1), (\.opacityFalloff, "opacityFalloff", 1.5), (\.rowHeight, "rowHeight", 4),
            (\.rowHeight, "rowHeight", .infinity), (\.bandCornerRadius, "bandCornerRadius", -1),
        ]
        for (path, name, value) in cases {
            var picker = WheelPicker(title: "T", values: ["a"], selection: "a", text: { $0 })
            picker[keyPath: path] = value
            #expect { try picker.scene() } throws: { error in
                guard case .invalidOption(let n, let v, _) = error as? PickerError else { return false }
                return n == name && v == PickerError.format(value)
            }
        }
    }

    @Test func scaleMustBeOneTwoOrThree() {
        #expect(throws: PickerError.invalidScale("0")) { try render(["a"], selection: "a", options: RenderOptions(scale: 0)) }
        #expect(throws: PickerError.invalidScale("4")) { try render(["a"], selection: "a", options: RenderOptions(scale: 4)) }
    }

    @Test func aMissingFontsDirectoryOfTheCallersIsBadInput() {
        do {
            try render(["a"], selection: "a", options: RenderOptions(fontsDirectory: "/nonexistent/fonts"))
            Issue.record("expected an error")
        } catch {
            #expect(!error.isIO)
            #expect(error.description.contains("/nonexistent/fonts"))
        }
    }

    @Test func anEmptyFontsDirectoryIsBadInput() {
        #expect(throws: PickerError.invalidOption(name: "fonts", value: "", expected: "a fonts directory")) {
            try render(["a"], selection: "a", options: RenderOptions(fontsDirectory: ""))
        }
    }

    @Test func genericValuesUseTheirText() throws {
        let picker = WheelPicker(title: "Minute", values: Array(stride(from: 0, to: 60, by: 5)), selection: 30,
                                 text: { $0 < 10 ? "0\($0)" : "\($0)" })
        let json = try picker.sceneJSON()
        #expect(json.contains("\"string\" : \"30\""))
        #expect(throws: PickerError.selectionNotFound("31", among: ["0", "30"])) {
            _ = try WheelPicker(title: "Minute", values: [0, 30], selection: 31, text: { "\($0)" }).scene()
        }
    }
}

@Suite struct WheelLimitTests {
    @Test func widthAndOffsetStayWithinBounds() {
        let p = WheelPicker(title: "T", values: ["a", "b"], selection: "a", text: { $0 })
        #expect(throws: PickerError.invalidWidth("5000")) { _ = try p.scene(width: 5000) }
        #expect(throws: PickerError.invalidWidth("1e-300")) { _ = try p.scene(width: 1e-300) }
        #expect(throws: PickerError.invalidOffset(control: "wheel", value: "1e+300", unit: .rows)) { _ = try p.scene(offset: 1e300) }
        #expect(throws: Never.self) { _ = try p.scene(width: 0.5, options: RenderOptions(scale: 2)) }
    }

    @Test func duplicatesAreFoundOnceAtInitAndReportedOnRender() {
        let p = WheelPicker(title: "T", values: [1, 2, 3, 2], selection: 1, text: { "v\($0)" })
        #expect(throws: PickerError.duplicateValue("v2")) { _ = try p.scene() }
    }

    @Test func aKeptRendererDrawsFramesLikeAFreshOne() throws {
        let p = WheelPicker(title: "T", values: Array(0..<24), selection: 7, text: { "\($0)" })
        let renderer = try PickerRenderer(options: RenderOptions(scale: 1))
        let first = try p.render(offset: 0.25, using: renderer)
        _ = try p.render(offset: 0.5, using: renderer)
        let again = try p.render(offset: 0.25, using: renderer)
        #expect(first == again)
        #expect(first == (try p.render(offset: 0.25, options: RenderOptions(scale: 1))))
    }
}
