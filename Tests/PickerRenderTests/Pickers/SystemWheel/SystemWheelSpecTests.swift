// SystemWheelPicker's spec: `options` reads as the one-column initialiser, a column's `range` as
// `Column(range:selection:)` (a range's selection is a number, alignment and tabular digits its
// defaults), writing then reading gives back an equal picker, and each broken rule is refused
// where it is read, at its JSON path, rather than when the wheel is drawn.

import Testing
import PickerRender

@Suite struct SystemWheelSpecTests {
    func read(_ content: String) throws -> Picture {
        try Picture(json: Array(#"{"content": \#(content)}"#.utf8))
    }

    func picture(_ picker: SystemWheelPicker) -> Picture { Picture(content: picker) }

    @Test func optionsAreTheOneColumnInitialiser() throws {
        let spec = try read(#"{"type": "system-wheel", "title": "Fruit", "options": ["Apple", "Cherry"], "selection": "Cherry"}"#)
        #expect(spec == picture(SystemWheelPicker(title: "Fruit", options: ["Apple", "Cherry"], selection: "Cherry")))
        let first = try read(#"{"type": "system-wheel", "options": ["Apple", "Cherry"]}"#)
        #expect(first == picture(SystemWheelPicker(title: "", options: ["Apple", "Cherry"], selection: "Apple")))
    }

    @Test func aRangeColumnIsTheRangeInitialiser() throws {
        let spec = try read(#"{"type": "system-wheel", "columns": [{"range": {"from": 0, "through": 23}, "selection": "07", "unit": "hours"}]}"#)
        let column = SystemWheelPicker.Column(range: 0...23, selection: 7, unit: "hours")
        #expect(spec == picture(SystemWheelPicker(title: "", columns: [column])))
        #expect(column.options.count == 24 && column.alignment == .trailing && column.monospacedDigits)
        let centred = try read(#"{"type": "system-wheel", "columns": [{"range": {"from": -2, "through": 2}, "alignment": "center", "monospacedDigits": false}]}"#)
        #expect(centred == picture(SystemWheelPicker(title: "", columns: [.init(options: ["-2", "-1", "0", "1", "2"], selection: "-2")])))
    }

    /// A stepped range (the duration picker's minutes in tens, seconds in fifteens): every
    /// step-th number from the start, tabular and right-aligned; written back as range and step.
    @Test func aSteppedRangeListsEveryStepthNumber() throws {
        let spec = try read(#"{"type": "system-wheel", "columns": [{"range": {"from": 0, "through": 59}, "step": 15, "selection": "45", "unit": "sec"}]}"#)
        let column = SystemWheelPicker.Column(range: 0...59, step: 15, selection: 45, unit: "sec")
        #expect(column.options == ["0", "15", "30", "45"] && column.monospacedDigits && column.alignment == .trailing)
        #expect(spec == picture(SystemWheelPicker(title: "", columns: [column])))
        let text = spec.specText
        #expect(text.contains(#""step": 15"#) && text.contains(#""through": 45"#), "\(text)")
        #expect(try Picture(json: Array(text.utf8)) == spec)
        // A selection between the steps, a step on a list, a step of 0: refused where read.
        for (bad, path) in [(#"{"range": {"from": 0, "through": 50}, "step": 10, "selection": "35"}"#, "content.columns[0].selection"),
                            (#"{"options": ["a", "b"], "step": 2}"#, "content.columns[0].step"),
                            (#"{"range": {"from": 0, "through": 50}, "step": 0}"#, "content.columns[0].step")] {
            #expect { _ = try read(#"{"type": "system-wheel", "columns": [\#(bad)]}"#) } throws: { error in
                (error as? SpecError)?.path == path
            }
        }
    }

    static let roundTrips: [SystemWheelPicker] = [
        SystemWheelPicker(title: "Fruit", options: ["Apple", "Banana"], selection: "Banana").accessibilityLabel("Fruit"),
        SystemWheelPicker(title: "Duration", columns: [
            .init(title: "Hours", range: 0...23, selection: 1, unit: "hours"),
            .init(range: 0...59, selection: 30, unit: "min", offset: 0.5),
            .init(range: -10...10, step: 5, selection: 5, unit: "s"),
        ]).bandStyle(ColorSpec(parsing: "#FF950033")!),
        // Numbers that are not a range as the reader makes one: listed, with what differs written.
        SystemWheelPicker(title: "", columns: [
            .init(options: ["0", "1", "2"], selection: "1", alignment: .trailing),
            .init(options: ["1", "3"], selection: "3", alignment: .trailing, monospacedDigits: true),
            .init(options: ["5", "6"], selection: "6", alignment: .center, monospacedDigits: true),
        ]),
        SystemWheelPicker(title: "", columns: [.init(title: "Size", options: ["S", "M"], selection: "M", alignment: .leading)])
            .visibleLabel("Size").foregroundStyle(ColorSpec(parsing: "blue")!),
    ]

    @Test(arguments: roundTrips)
    func writingThenReadingGivesItBack(_ picker: SystemWheelPicker) throws {
        let written = picture(picker).specText
        #expect(try Picture(json: Array(written.utf8)) == picture(picker), "\(written)")
    }

    @Test func aRangeIsWrittenAsOne() {
        let text = picture(SystemWheelPicker(title: "", columns: [.init(range: 0...59, selection: 30, unit: "min")])).specText
        #expect(text.contains("\"range\"") && !text.contains("\"options\"") && !text.contains("\"alignment\""))
    }

    static let refusals: [(spec: String, path: String, naming: String)] = [
        (#"{"type": "system-wheel"}"#, "content.options", "missing"),
        (#"{"type": "system-wheel", "options": ["a"], "columns": [{"options": ["a"]}]}"#, "content.columns", "not both"),
        (#"{"type": "system-wheel", "columns": [{"options": ["a"]}], "selection": "a"}"#, "content.selection", "goes with options"),
        (#"{"type": "system-wheel", "options": ["a", "b"], "selection": "c"}"#, "content.selection", "'c'"),
        (#"{"type": "system-wheel", "options": ["a", "a"]}"#, "content.options", "'a'"),
        (#"{"type": "system-wheel", "options": []}"#, "content.options", "at least one"),
        (#"{"type": "system-wheel", "columns": [{"options": ["a"]}, {"options": ["x", "y", "x"]}]}"#, "content.columns[1].options", "'x'"),
        (#"{"type": "system-wheel", "columns": [{"options": ["a"], "selection": "b"}]}"#, "content.columns[0].selection", "'b'"),
        (#"{"type": "system-wheel", "columns": [{"options": ["a"], "range": {"from": 0, "through": 1}}]}"#, "content.columns[0].range", "not both"),
        (#"{"type": "system-wheel", "columns": [{"unit": "min"}]}"#, "content.columns[0].options", "missing"),
        (#"{"type": "system-wheel", "columns": [{"range": {"from": 5, "through": 1}}]}"#, "content.columns[0].range", "after"),
        (#"{"type": "system-wheel", "columns": [{"range": {"from": 0, "through": 10000000}}]}"#, "content.columns[0].range", "10000000"),
        (#"{"type": "system-wheel", "columns": [{"range": {"from": 0, "through": 23}, "selection": "24"}]}"#, "content.columns[0].selection", "'24'"),
        (#"{"type": "system-wheel", "columns": [{"range": {"from": 0, "through": 23}, "selection": "one"}]}"#, "content.columns[0].selection", "'one'"),
    ]

    @Test(arguments: refusals.indices)
    func brokenRulesAreRefusedAtTheirField(_ i: Int) {
        let (spec, path, naming) = Self.refusals[i]
        #expect { try read(spec) } throws: { error in
            guard let e = error as? SpecError else { return false }
            return e.path == path && e.message.contains(naming)
        }
    }

    @Test func aColumnIsNamedByItsUnitWhenUntitled() throws {
        let picker = SystemWheelPicker(title: "", columns: [.init(range: 0...23, selection: 1, unit: "hours"),
                                                            .init(title: "Minutes", range: 0...59, selection: 0, unit: "min")])
        let json = try picker.sceneJSON()
        #expect(json.contains("\"label\" : \"hours\"") && json.contains("\"label\" : \"Minutes\"") && !json.contains("\"label\" : \"min\""))
    }
}
