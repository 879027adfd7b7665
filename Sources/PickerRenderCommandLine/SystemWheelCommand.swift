// `picker-render system-wheel`: one SystemWheelPicker (UIPickerView's look) to PNG and/or its
// scene as JSON. One column from `--options a,b,c [--selection V]`, or several from repeated
// `--column VALUES[:SELECTION[:UNIT]]`, where VALUES is `a,b,c` or a whole-number range
// `A...B` / `A..<B` (no comma, starting with a digit or '-'). Ranges read as numbers: right-aligned with tabular digits; lists are
// centred. A column's values cannot contain ':' (it separates the parts of the spec).
// --band-color and --text-color theme it.

import PickerRender

enum SystemWheelCommand {
    static let command = RenderCommand(
        name: "system-wheel", summary: "a Picker with the wheel style, as UIPickerView draws it (one or more columns)",
        help: """
        usage: picker-render system-wheel (--options a,b,c [--selection V] | --column SPEC [--column SPEC ...])
                                          [--title T] [--width PT] [--offset ROWS] [options] --output FILE.png

        Draws SwiftUI's Picker with .pickerStyle(.wheel) as iOS 18's UIPickerView: rows on a
        cylinder, the centre row larger, one grey selection band behind every column.

          --options a,b,c          one column of values, shown as written (must be unique)
          --selection V            its selected value (default: the first)
          --column SPEC            a column: VALUES[:SELECTION[:UNIT]], repeat for more columns;
                                   VALUES is a,b,c or a range 0...23 / 0..<24 (right-aligned numbers);
                                   UNIT is a fixed label beside the selected row, e.g.
                                   --column 0...23:1:hours --column 0...59:30:min --column 0...59:0:sec
          --title T                the wheel's accessibility label (.accessibilityLabel; not drawn;
                                   default: none, an unnamed wheel)
          --band-color C           the selection band's fill (default: iOS's light grey)
          --text-color C           the rows' and unit labels' colour (default label)

        Dynamic Type and --reduce-motion are accepted but change nothing: UIPickerView's rows keep
        their 21-pt text and 32-pt height, and its cylinder is not a motion effect.

        """,
        options: ["options", "selection", "title", "band-color", "text-color"], repeatable: ["column"], control: SystemWheelPicker.self, build: build)

    static func build(_ input: RenderCommand.Input) throws -> Picture {
        let a = input.arguments
        let specs = a.all("column")
        var picker: SystemWheelPicker
        switch (a["options"], specs.isEmpty) {
        case (.some, false): throw UsageError("--options and --column: give one of them, not both")
        case (nil, true): throw UsageError("system-wheel needs --options or --column")
        case (let list?, true):
            let values = try ValueList.items(list, option: "--options")
            let selection = try ValueList.selection(a["selection"], in: values, option: "--options")
            picker = SystemWheelPicker(title: a["title"] ?? "", options: values, selection: selection)
        case (nil, false):
            guard a["selection"] == nil else { throw UsageError("--selection goes with --options; give a column's selection in its --column") }
            picker = SystemWheelPicker(title: a["title"] ?? "", columns: try specs.map { (s: String) throws(UsageError) in try column(s) })
        }
        picker.bandColor = try CommonOptions.colour(a, "band-color")
        picker.textColor = try CommonOptions.colour(a, "text-color")
        return RenderCommand.alone(picker.accessibilityLabel(a["title"]), input)
    }

    /// Most values a `--column` range may list: a column's options are listed, one string each.
    static let maximumColumnValues = 10_000_000

    /// One `--column VALUES[:SELECTION[:UNIT]]`.
    static func column(_ spec: String) throws(UsageError) -> SystemWheelPicker.Column {
        let parts = spec.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count <= 3 else { throw UsageError("--column: '\(spec)' has more than VALUES:SELECTION:UNIT") }
        let valuesText = parts[0]
        // A range is a number, "..", and more, with no comma ("0...23", "0..<24"; "0..23" is a
        // mistyped range, not a one-value list); "Loading...,Done" stays a list.
        let isRange = ValueList.looksLikeRange(valuesText)
        let values: [String]
        if isRange {
            let range = try ValueList.intRange(valuesText, option: "--column: '\(spec)':")
            // A column's options are listed (UIPickerView lists them), so its length is bounded.
            guard UInt(bitPattern: range.upperBound &- range.lowerBound) < UInt(maximumColumnValues) else {
                throw UsageError("--column: '\(spec)' has more than \(maximumColumnValues) values")
            }
            values = range.map(String.init)
        } else {
            values = try ValueList.items(valuesText, option: "--column", shown: spec)
        }
        var selection = values[0]
        if parts.count >= 2, !parts[1].isEmpty {
            // A range's selection is a number: "07" selects 7.
            let wanted = isRange ? Int(parts[1]).map(String.init) : parts[1]
            guard let wanted, values.contains(wanted) else {
                throw UsageError("--column: '\(spec)' selects '\(parts[1])', which is not one of its values")
            }
            selection = wanted
        }
        var unit: String?
        if parts.count == 3 {
            guard !parts[2].isEmpty else { throw UsageError("--column: '\(spec)' has an empty unit") }
            unit = parts[2]
        }
        return SystemWheelPicker.Column(title: unit, options: values, selection: selection,
                                        alignment: isRange ? .trailing : .center, unit: unit, monospacedDigits: isRange)
    }
}
