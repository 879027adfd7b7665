// WheelPicker's spec: its fields (the single source of the JSON keys, the command-line flags and
// the schema), the reader and the writer. The writer leaves out every key that equals the
// SwiftUI block's own value, so a wheel with the defaults writes the spec it always wrote.

extension WheelPicker {
    public static let specFields: [SpecField] = [
        SpecField("title", .string, "accessibility label, not drawn (default: none, which the sidecar warns about)"),
        SpecField("values", .strings, "the values as shown, unique (or give range)"),
        SpecField("range", .object(rangeFields), "whole numbers from a first to a last value, by a step (or give values)"),
        SpecField("format", .string, "with range: printf-style pattern of each value, e.g. %02d, in Western digits as String(format:) writes them (default %d); or number, the locale's digits and separators as Text(value, format: .number)"),
        SpecField("selection", .string, "the selected value as shown (default: the first)"),
        SpecField("visibleRows", .integer(-1_000_000...1_000_000), "rows shown, clamped to 1...15 as the SwiftUI wheel does (default \(block.visibleRows))"),
        SpecField("bandShape", .oneOf(ControlShape.names),
                  "the selection band's shape: a rounded rectangle with continuous corners, a capsule or a rectangle (default roundedRectangle)"),
        SpecField("bandColor", .color, "the selection band's fill (default quaternary)"),
        SpecField("bandCornerRadius", .number(0...1000), "the band's corner radius in points, for roundedRectangle (default \(PickerError.format(block.bandCornerRadius)))"),
        SpecField("textColor", .color, "the rows' text colour (default primary)"),
        SpecField("rowFont", .object(rowFontFields), "the rows' font"),
        SpecField("tilt", .number(-180...180), "degrees each row turns per unit of position, -1 at the top to 1 at the bottom (default \(PickerError.format(block.tilt)))"),
        SpecField("perspective", .number(0...1.5), "rotation3DEffect's perspective for the rows (default \(PickerError.format(block.perspective)))"),
        SpecField("scaleFalloff", .number(0...0.95), "how much smaller a row gets per unit of position (default \(PickerError.format(block.scaleFalloff)))"),
        SpecField("opacityFalloff", .number(0...1), "how much a row fades per unit of position (default \(PickerError.format(block.opacityFalloff)))"),
        SpecField("rowHeight", .number(8...400), "row height in points, scaled like title3 with Dynamic Type (default \(PickerError.format(block.rowHeight)))"),
    ]
    static let rowFontFields = ControlFont.specFields(defaults: defaultRowFont)
    static let rangeFields = [
        SpecField("from", .integer(-rangeLimit...rangeLimit), required: true, "first value"),
        SpecField("through", .integer(-rangeLimit...rangeLimit), required: true, "last value (included)"),
        SpecField("by", .integer(1...rangeLimit), "the range's step (default 1)"),
    ]

    public init(spec o: SpecObject) throws(SpecError) {
        let title = o.string("title") ?? ""
        let rows = o.int("visibleRows") ?? Self.block.visibleRows
        switch (o.strings("values"), try o.object("range", fields: Self.rangeFields)) {
        case (.some, .some): throw o.error("range", "give values or range, not both")
        case (nil, nil): throw o.error("values", "missing (give values, or range)")
        case (let texts?, nil):
            if o.has("format") { throw o.error("format", "goes with range, not values") }
            let selection = o.string("selection") ?? texts.first ?? ""
            self.init(title: title, values: texts, selection: selection, visibleRows: rows, text: { $0 })
        case (nil, let r?):
            let from = r.int("from")!, through = r.int("through")!
            guard from <= through else { throw o.error("range", "from \(from) is after through \(through)") }
            let format: IntegerFormat
            do { format = try IntegerFormat(o.string("format") ?? "%d") } catch {
                // The error names the field already ("format: '%s' is not ..."): not twice.
                guard case let .invalidOption(_, value, expected) = error else { throw o.error("format", error.description) }
                throw o.error("format", "'\(value)' is not \(expected)")
            }
            var selection = from
            if let text = o.string("selection") {
                guard let v = format.parse(text) ?? Int(text) else {
                    throw o.error("selection", "'\(text)' is not a value of the range as \(format.pattern) shows it")
                }
                selection = v
            }
            self.init(title: title, range: from...through, step: r.int("by") ?? 1, format: format.pattern,
                      selection: selection, visibleRows: rows)
        }
        // A spec is refused where it is read, naming the field (`content.selection`), rather
        // than when it is drawn: a command line or a reader learns of it before any layout.
        if let problem {
            guard let (field, message) = problem.fieldMessage else { throw SpecError(path: o.path, message: problem.description) }
            throw o.error(field, message)
        }
        if let s = o.string("bandShape") { bandShape = ControlShape(rawValue: s)! }
        if let c = o.color("bandColor") { bandColor = c }
        if let r = o.number("bandCornerRadius") { bandCornerRadius = r }
        if let c = o.color("textColor") { textColor = c }
        if let f = try o.object("rowFont", fields: Self.rowFontFields) { rowFont = ControlFont(spec: f, defaults: Self.defaultRowFont) }
        if let v = o.number("tilt") { tilt = v }
        if let v = o.number("perspective") { perspective = v }
        if let v = o.number("scaleFalloff") { scaleFalloff = v }
        if let v = o.number("opacityFalloff") { opacityFalloff = v }
        if let v = o.number("rowHeight") { rowHeight = v }
    }

    public func writeSpec(to w: inout SpecWriter) {
        w.set("title", title)
        switch values {
        case .list(let texts): w.set("values", texts)
        case .range(let r, let step, let format):
            var range = SpecWriter()
            range.set("from", r.lowerBound); range.set("through", r.upperBound); range.set("by", step)
            w.set("range", range.value)
            w.set("format", format.pattern)
        }
        // A selection that is not among the values is written as it was asked for, so the spec
        // still fails where the picture does (found by PictureSpecFuzzer: it was written as the
        // first value, and `render --print-spec` turned a refused picture into another one).
        if case .selectionNotFound(let asked, _)? = problem {
            w.set("selection", asked)
        } else if count > 0 {
            w.set("selection", selection)
        }
        w.set("visibleRows", visibleRows)
        if bandShape != .roundedRectangle { w.set("bandShape", bandShape.rawValue) }
        if bandColor != .quaternary { w.set("bandColor", bandColor.specText) }
        let block = Self.block
        if bandCornerRadius != block.bandCornerRadius { w.set("bandCornerRadius", bandCornerRadius) }
        if textColor != .primary { w.set("textColor", textColor.specText) }
        if let font = rowFont.specValue(defaults: Self.defaultRowFont) { w.set("rowFont", font) }
        if tilt != block.tilt { w.set("tilt", tilt) }
        if perspective != block.perspective { w.set("perspective", perspective) }
        if scaleFalloff != block.scaleFalloff { w.set("scaleFalloff", scaleFalloff) }
        if opacityFalloff != block.opacityFalloff { w.set("opacityFalloff", opacityFalloff) }
        if rowHeight != block.rowHeight { w.set("rowHeight", rowHeight) }
    }
}