// SystemWheelPicker's spec: the fields, their reader and writer. One column is written as the
// Swift initialiser writes it (`options`, `selection`); several as `columns`, each of `options`
// or of a whole-number `range` (the Timer's 0...23, right-aligned with tabular digits, as
// `Column(range:selection:)` makes it). On the command line a column is one `--column`
// (`0...23:1:hours`): the `columns` field's shorthand, so the flag and the spec key read the same
// object by the same rules.
// Invariants: the reader refuses, at the field, what `validated` would refuse when drawing (no
// options, a repeated one, a selection not among them), so a spec or a flag never fails later;
// `writeSpec` then `init(spec:)` gives back an equal picker.

public extension SystemWheelPicker {
    /// Most values one column's `range` may list: a column holds every one of its values as a
    /// string (UIPickerView lists its rows), so its length is bounded.
    static let maximumRangeValues = 10_000_000

    static let specFields: [SpecField] = [
        SpecField("title", .string, "the Picker's label (wheel style neither draws nor speaks it)"),
        SpecField("options", .strings, "one column of values, shown as written (or give columns)"),
        SpecField("selection", .string, "with options: the selected value (default: the first)"),
        SpecField("columns", .objects(columnFields), shorthand: ["range|options", "selection", "unit", "step"],
                  "the wheel's components, left to right (or give options)"),
        SpecField("accessibilityLabel", .string, "the wheel's accessibility label (default: none, an unnamed wheel)"),
        SpecField("visibleLabel", .string, "the visible text that names the wheel on screen, if any"),
        SpecField("bandColor", .color, "the selection band's fill (default: iOS's, tertiarySystemFill's hue, lighter)"),
        SpecField("textColor", .color, "the rows' and unit labels' colour (default label)"),
        SpecField("format", .oneOf(["number"]), "number: every column's whole numbers in the locale's digits and separators, as Text(value, format: .number) (default: as written)"),
    ]

    init(spec o: SpecObject) throws(SpecError) {
        let title = o.string("title") ?? ""
        switch (o.strings("options"), try o.objects("columns", fields: Self.columnFields)) {
        case (.some, .some): throw o.error("columns", "give options or columns, not both")
        case (nil, nil): throw o.error("options", "missing (give options, or columns)")
        case (let options?, nil):
            let column = Column(options: options, selection: o.string("selection") ?? options.first ?? "")
            try Self.check(column, in: o, options: "options")
            self.init(title: title, columns: [column])
        case (nil, let objects?):
            if o.has("selection") { throw o.error("selection", "goes with options, not columns (a column has its own)") }
            self.init(title: title, columns: try objects.map { c throws(SpecError) in try Self.column(c) })
        }
        if o.string("format") == "number" { for i in columns.indices { columns[i].localizesNumbers = true } }
        accessibilityLabel = o.string("accessibilityLabel")
        visibleLabel = o.string("visibleLabel")
        bandColor = o.color("bandColor"); textColor = o.color("textColor")
    }

    func writeSpec(to w: inout SpecWriter) {
        w.set("title", title)
        if columns.count == 1, columns[0] == Column(options: columns[0].options, selection: columns[0].selection) {
            w.set("options", columns[0].options); w.set("selection", columns[0].selection)
        } else {
            w.set("columns", .array(columns.map(Self.spec)))
        }
        w.set("accessibilityLabel", accessibilityLabel)
        w.set("visibleLabel", visibleLabel)
        w.set("bandColor", bandColor?.specText); w.set("textColor", textColor?.specText)
    }
}

extension SystemWheelPicker {
    static let columnFields: [SpecField] = [
        SpecField("title", .string, "the column's accessibility label (default: its unit)"),
        SpecField("range", .object(rangeFields), "whole numbers from...through (A...B, A..<B), right-aligned with tabular digits"),
        SpecField("step", .integer(1...WheelPicker.rangeLimit), "with range: every step-th number from its start (0...59 step 15: 0, 15, 30, 45; default 1)"),
        SpecField("options", .strings, "the column's values, unique (a,b,c; or give range)"),
        SpecField("selection", .string, "the selected value (default: the first)"),
        SpecField("alignment", .oneOf(Alignment.allCases.map(\.rawValue)), "where values sit in the column (default: center; trailing for a range)"),
        SpecField("unit", .string, "a fixed label beside the selected row (\"min\")"),
        SpecField("monospacedDigits", .boolean, "tabular digits (default: true for a range)"),
        SpecField("offset", .number(-ScrollUnit.rows.limit...ScrollUnit.rows.limit), "this column's own scroll offset in rows"),
        SpecField("format", .oneOf(["number"]), "number: whole numbers in the locale's digits and separators, as Text(value, format: .number) (default: as written, as a String is in every locale)"),
    ]
    static let rangeFields = [
        SpecField("from", .integer(-WheelPicker.rangeLimit...WheelPicker.rangeLimit), required: true, "first value"),
        SpecField("through", .integer(-WheelPicker.rangeLimit...WheelPicker.rangeLimit), required: true, "last value (included)"),
    ]

    /// How many values a range holds in steps of `step`, without trapping for any bounds.
    static func rangeCount(_ r: ClosedRange<Int>, step: Int = 1) -> UInt {
        UInt(bitPattern: r.upperBound &- r.lowerBound) / UInt(max(step, 1)) &+ 1
    }

    private static func column(_ c: SpecObject) throws(SpecError) -> Column {
        let title = c.string("title"), unit = c.string("unit"), offset = c.number("offset") ?? 0
        var column: Column
        switch (c.strings("options"), try c.object("range", fields: rangeFields)) {
        case (.some, .some): throw c.error("range", "give options or range, not both")
        case (nil, nil): throw c.error("options", "missing (give options, or range)")
        case (let options?, nil):
            if c.has("step") { throw c.error("step", "applies to a range (give range, or list the options)") }
            column = Column(title: title, options: options, selection: c.string("selection") ?? options.first ?? "",
                            unit: unit, offset: offset)
        case (nil, let r?):
            let from = r.int("from")!, through = r.int("through")!
            guard from <= through else { throw c.error("range", "from \(from) is after through \(through)") }
            let step = c.int("step") ?? 1
            guard rangeCount(from...through, step: step) <= maximumRangeValues else {
                throw c.error("range", "\(from)...\(through) has more than \(maximumRangeValues) values")
            }
            // A range's selection is a number: "07" selects 7.
            var selection = from
            if let text = c.string("selection") {
                guard let v = Int(text), (from...through).contains(v) else {
                    throw c.error("selection", "'\(text)' is not a whole number from \(from) to \(through)")
                }
                selection = v
            }
            column = Column(title: title, range: from...through, step: step, selection: selection, unit: unit, offset: offset)
        }
        if let a = c.string("alignment").flatMap(Alignment.init(rawValue:)) { column.alignment = a }
        if let m = c.bool("monospacedDigits") { column.monospacedDigits = m }
        if c.string("format") == "number" { column.localizesNumbers = true }
        try check(column, in: c, options: c.has("range") ? "range" : "options")
        return column
    }

    /// The rules a column's options obey (SwiftUI's Picker's: at least one, each once, the
    /// selection among them), refused at the field that breaks them.
    private static func check(_ column: Column, in o: SpecObject, options key: String) throws(SpecError) {
        do {
            _ = try PickerError.checkOptions(column.options, selection: column.selection)
        } catch {
            let (field, message) = error.fieldMessage!
            throw o.error(field == "selection" ? "selection" : key, message)
        }
    }

    private static func spec(_ c: Column) -> JSONValue {
        var w = SpecWriter()
        w.set("title", c.title)
        if let (r, step) = c.range {
            w.set("range", .object([("from", .number(Double(r.lowerBound))), ("through", .number(Double(r.upperBound)))]))
            if step != 1 { w.set("step", step) }
        } else {
            w.set("options", c.options)
        }
        w.set("selection", c.selection)
        // Each written only when it differs from what the reader assumes for this kind of column.
        if c.alignment != (c.range == nil ? .center : .trailing) { w.set("alignment", c.alignment.rawValue) }
        w.set("unit", c.unit)
        if c.monospacedDigits != (c.range != nil) { w.set("monospacedDigits", c.monospacedDigits) }
        if c.offset != 0 { w.set("offset", c.offset) }
        if c.localizesNumbers { w.set("format", "number") }
        return w.value
    }
}
