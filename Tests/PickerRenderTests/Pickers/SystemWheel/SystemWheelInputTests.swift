// Bad input to SystemWheelPicker's Swift API: each is a typed PickerError naming the value
// (and, with several columns, the column), thrown before anything is drawn.

import Testing
import PickerRender

@Suite struct SystemWheelInputTests {
    func scene(_ picker: SystemWheelPicker, width: Double = 402, offset: Double = 0,
               options: RenderOptions = RenderOptions()) throws(PickerError) {
        _ = try picker.scene(width: width, offset: offset, options: options)
    }

    func one(_ options: [String], _ selection: String) -> SystemWheelPicker {
        SystemWheelPicker(title: "T", options: options, selection: selection)
    }

    @Test func oneColumnUsesThePickersErrors() {
        #expect(throws: PickerError.noValues) { try scene(one([], "x")) }
        #expect(throws: PickerError.duplicateValue("b")) { try scene(one(["a", "b", "b"], "a")) }
        #expect(throws: PickerError.selectionNotFound("z")) { try scene(one(["a", "b"], "z")) }
    }

    @Test func severalColumnsNameTheColumn() {
        let good = SystemWheelPicker.Column(options: ["0", "1"], selection: "0")
        func two(_ bad: SystemWheelPicker.Column) -> SystemWheelPicker { SystemWheelPicker(title: "T", columns: [good, bad]) }
        #expect(throws: PickerError.invalidOption(name: "column 2", value: "[]", expected: "a list of at least one option")) {
            try scene(two(.init(options: [], selection: "")))
        }
        #expect(throws: PickerError.invalidOption(name: "column 2", value: "x", expected: "a unique option (it appears twice)")) {
            try scene(two(.init(options: ["x", "y", "x"], selection: "y")))
        }
        #expect(throws: PickerError.invalidOption(name: "column 2 selection", value: "7", expected: "one of its options")) {
            try scene(two(.init(options: ["5", "6"], selection: "7")))
        }
        #expect(throws: PickerError.invalidOption(name: "columns", value: "[]", expected: "at least one column")) {
            try scene(SystemWheelPicker(title: "T", columns: []))
        }
    }

    @Test func widthAndOffsetMustBeUsable() {
        let p = one(["a"], "a")
        #expect(throws: PickerError.invalidWidth("0")) { try scene(p, width: 0) }
        #expect(throws: PickerError.invalidWidth("nan")) { try scene(p, width: .nan) }
        #expect(throws: PickerError.invalidWidth("5000")) { try scene(p, width: 5000) }
        #expect(throws: PickerError.invalidWidth("0.5")) { try scene(p, width: 0.5, options: RenderOptions(scale: 1)) }
        #expect(throws: PickerError.invalidOffset(control: "system-wheel", value: "nan", unit: .rows)) { try scene(p, offset: .nan) }
        #expect(throws: PickerError.invalidOffset(control: "system-wheel", value: "20000000", unit: .rows)) { try scene(p, offset: 2e7) }
        let column = SystemWheelPicker.Column(options: ["a"], selection: "a", offset: .infinity)
        #expect(throws: PickerError.invalidOffset(control: "system-wheel", value: "inf", unit: .rows)) { try scene(SystemWheelPicker(title: "T", columns: [column])) }
    }

    @Test func scaleMustBeOneTwoOrThree() {
        #expect(throws: PickerError.invalidScale("4")) { try scene(one(["a"], "a"), options: RenderOptions(scale: 4)) }
    }

    @Test func anOffsetPastTheEndDrawsOnlyTheBand() throws {
        let json = try one(["a", "b"], "a").sceneJSON(offset: 50)
        #expect(!json.contains("\"row "))
        #expect(json.contains("continuousRoundedRect"))
    }
}
