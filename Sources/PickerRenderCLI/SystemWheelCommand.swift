// `picker-render system-wheel`: one SystemWheelPicker (UIPickerView's look) to PNG and/or its
// scene as JSON. One column from `--options a,b,c [--selection V]`, or several from repeated
// `--column VALUES[:SELECTION[:UNIT]]`, where VALUES is `a,b,c` or a whole-number range
// `A...B` / `A..<B` (no comma, starting with a digit or '-'). Ranges read as numbers: right-aligned with tabular digits; lists are
// centred. A column's values cannot contain ':' (it separates the parts of the spec).

import PickerRender

enum SystemWheelCommand {
    static let help = """
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
      --width PT               width in points, 1...4096 (default 402, the full screen)
      --offset ROWS            scroll offset in rows of every column, e.g. 0.5 (default 0)
      --output FILE.png        where to write the image

    Dynamic Type and --reduce-motion are accepted but change nothing: UIPickerView's rows keep
    their 21-pt text and 32-pt height, and its cylinder is not a motion effect.

    """ + CommonOptions.help

    static func run(_ args: [String]) throws -> Int32 {
        let a = try Arguments(args, options: CommonOptions.options.union(
            ["options", "selection", "title", "width", "offset", "output", "accessibility"]),
            switches: CommonOptions.switches, repeatable: ["column"])
        if a.has("help") { print(help); return 0 }
        guard a.positionals.isEmpty else { throw UsageError("unexpected argument '\(a.positionals[0])'") }
        let options = try CommonOptions.parse(a)
        let specs = a.all("column")
        var picker: SystemWheelPicker
        switch (a["options"], specs.isEmpty) {
        case (.some, false): throw UsageError("--options and --column: give one of them, not both")
        case (nil, true): throw UsageError("system-wheel needs --options or --column")
        case (let list?, true):
            let values = try items(list, option: "--options")
            let selection = a["selection"] ?? values[0]
            guard values.contains(selection) else { throw UsageError("--selection: '\(selection)' is not one of --options") }
            picker = SystemWheelPicker(title: a["title"] ?? "", options: values, selection: selection)
        case (nil, false):
            guard a["selection"] == nil else { throw UsageError("--selection goes with --options; give a column's selection in its --column") }
            picker = SystemWheelPicker(title: a["title"] ?? "", columns: try specs.map { (s: String) throws(UsageError) in try column(s) })
        }
        picker = picker.accessibilityLabel(a["title"])
        let width = try a.width(default: SystemWheelPicker.defaultWidth)
        let offset = try a.double("offset") ?? 0
        guard offset.magnitude <= Double(ValueList.maximumCount) else {
            throw UsageError("--offset: '\(a["offset"]!)' is not within -\(ValueList.maximumCount)...\(ValueList.maximumCount) rows")
        }
        let outputs = try RenderOutputs(a, command: "system-wheel")
        let renderer = try PickerRenderer(options: options)
        try outputs.emit(try picker.scene(width: width, offset: offset, using: renderer), renderer: renderer)
        return 0
    }

    /// `a,b,c` split; empty items and duplicates are errors naming the option and the text.
    static func items(_ s: String, option: String, spec: String? = nil) throws(UsageError) -> [String] {
        let shown = spec ?? s
        let parts = s.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard !s.isEmpty else { throw UsageError("\(option): '\(shown)' has no values") }
        if let i = parts.firstIndex(where: { $0.isEmpty }) {
            throw UsageError("\(option): '\(shown)' has an empty value at position \(i + 1)")
        }
        var seen = Set<String>()
        for p in parts where !seen.insert(p).inserted { throw UsageError("\(option): '\(shown)' has a duplicate value '\(p)'") }
        return parts
    }

    /// One `--column VALUES[:SELECTION[:UNIT]]`.
    static func column(_ spec: String) throws(UsageError) -> SystemWheelPicker.Column {
        let parts = spec.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count <= 3 else { throw UsageError("--column: '\(spec)' has more than VALUES:SELECTION:UNIT") }
        let valuesText = parts[0]
        // A range is a number, "..", and more, with no comma ("0...23", "0..<24"; "0..23" is a
        // mistyped range, not a one-value list); "Loading...,Done" stays a list.
        let isRange = !valuesText.contains(",") && valuesText.contains("..")
            && valuesText.first.map { $0.isNumber || $0 == "-" } == true
        let values: [String]
        if isRange {
            do {
                values = try ValueList.intRange(valuesText, by: 1).map(String.init)
            } catch {
                // intRange speaks of --range; say which option and spec were meant.
                let reason = error.description.split(separator: "'", maxSplits: 2).last.map { String($0) } ?? ""
                throw UsageError("--column: '\(spec)': '\(valuesText)'\(reason)")
            }
        } else {
            values = try items(valuesText, option: "--column", spec: spec)
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
