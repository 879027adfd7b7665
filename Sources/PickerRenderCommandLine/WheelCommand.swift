// `picker-render wheel`: one WheelPicker. A range is never turned into an array: the picker
// formats only the rows it draws, so `--range 0...999999` costs what `0...23` does.

import PickerRender

enum WheelCommand {
    static let command = RenderCommand(
        name: "wheel", summary: "the 3D WheelPicker",
        help: """
        usage: picker-render wheel (--values a,b,c | --range 0...23 [--by N] [--format %02d])
                                   [--selection V] [--visible-rows N] [--width PT] [--offset ROWS]
                                   [--title T] [options] --output FILE.png [--accessibility FILE.json]

        Draws the 3D WheelPicker: rows folded like the front of a drum, fading and shrinking away
        from the centre, the selection band behind the selected row.

          --values a,b,c           the values, shown as written (must be unique; spaces are kept)
          --values-file FILE       the values one per line (so a value may hold commas)
          --range A...B | A..<B    whole numbers; --by N (or --step N) steps (default 1); --format %02d formats them
          --selection V            the selected value (default: the first); with --range, a whole number
          --visible-rows N         rows shown, clamped to 1...15 as WheelPicker does (default 5)
          --band-color C           the selection band's fill (default quaternary); --tint C is the same
          --corner-radius PT       the band's corner radius, 0...1000 (default 12)
          --text-color C           the rows' text colour (default primary)
          --title T                accessibility label (not drawn; default "Value"; --title "" makes an
                                   unlabelled wheel, which --accessibility warns about)

        """,
        options: ["values", "values-file", "range", "by", "step", "format", "selection", "visible-rows", "title",
                  "tint", "band-color", "corner-radius", "text-color"],
        control: WheelPicker.self, build: build)

    static func build(_ input: RenderCommand.Input) throws -> Picture {
        let a = input.arguments
        let title = a["title"] ?? "Value", rows = try a.int("visible-rows") ?? 5
        let picker: WheelPicker
        let lists = [a["values"], a["values-file"]].compactMap { $0 }
        switch (lists.first, a["range"]) {
        case (.some, .some): throw UsageError("--values (or --values-file) and --range: give one of them, not both")
        case (nil, nil): throw UsageError("wheel needs --values, --values-file or --range")
        case (.some, nil):
            guard lists.count == 1 else { throw UsageError("--values and --values-file: give one of them, not both") }
            guard a["by"] == nil, a["step"] == nil, a["format"] == nil else {
                throw UsageError("--by, --step and --format go with --range, not --values")
            }
            let labels = try a["values"].map { (v: String) throws(UsageError) in try ValueList.items(v, option: "--values") }
                ?? ValueList.lines(ofFile: a["values-file"]!, option: "--values-file")
            let selection = try ValueList.selection(a["selection"], in: labels, option: a["values"] != nil ? "--values" : "--values-file")
            picker = WheelPicker(title: title, values: labels, selection: selection, visibleRows: rows, text: { $0 })
        case (nil, let r?):
            guard a["by"] == nil || a["step"] == nil else { throw UsageError("--by and --step: give one of them (they mean the same)") }
            let range = try ValueList.intRange(r, option: "--range")
            let stepName = a["step"] != nil ? "step" : "by"
            let step = try a.int(stepName) ?? 1
            guard step > 0 else { throw UsageError("--\(stepName): '\(step)' is not a positive step") }
            // The spec's limits (--print-spec must write what `render` reads back; CommandLineFuzzer).
            let limit = WheelPicker.rangeLimit
            guard (-limit...limit).contains(range.lowerBound), (-limit...limit).contains(range.upperBound) else {
                throw UsageError("--range: '\(r)' has a bound beyond +-\(limit)")
            }
            guard step <= limit else { throw UsageError("--\(stepName): '\(step)' is larger than \(limit)") }
            guard UInt(bitPattern: range.upperBound &- range.lowerBound) / UInt(step) < UInt(WheelPicker.maximumCount) else {
                throw UsageError("--range: '\(r)' has more than \(WheelPicker.maximumCount) values")
            }
            let format = a["format"] ?? "%d"
            do { _ = try IntegerFormat(format) } catch { throw UsageError("--" + error.description) }
            var selection = range.lowerBound
            if let s = a["selection"] {
                guard let v = Int(s) else { throw UsageError("--selection: '\(s)' is not a whole number in --range") }
                guard range.contains(v), UInt(bitPattern: v &- range.lowerBound) % UInt(step) == 0 else {
                    throw UsageError("--selection: '\(s)' is not one of the values of --range \(r)")
                }
                selection = v
            }
            picker = WheelPicker(title: title, range: range, step: step, format: format, selection: selection, visibleRows: rows)
        }
        guard a["tint"] == nil || a["band-color"] == nil else { throw UsageError("--tint and --band-color: give one of them (they mean the same)") }
        var themed = picker
        themed.bandColor = try CommonOptions.colour(a, a["tint"] != nil ? "tint" : "band-color") ?? themed.bandColor
        themed.textColor = try CommonOptions.colour(a, "text-color") ?? themed.textColor
        if let r = try a.double("corner-radius") {
            guard (0...1000).contains(r) else { throw UsageError("--corner-radius: '\(a["corner-radius"]!)' is not a number of points from 0 to 1000") }
            themed.bandCornerRadius = r
        }
        return RenderCommand.alone(themed, input)
    }
}
