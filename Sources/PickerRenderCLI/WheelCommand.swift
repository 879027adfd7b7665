// `picker-render wheel`: one WheelPicker to PNG (and/or its scene as JSON).

import PickerRender

enum WheelCommand {
    static let help = """
    usage: picker-render wheel (--values a,b,c | --range 0...23 [--by N] [--format %02d])
                               [--selection V] [--visible-rows N] [--width PT] [--offset ROWS]
                               [--title T] [options] --output FILE.png [--accessibility FILE.json]

    Draws the 3D WheelPicker: rows folded like the front of a drum, fading and shrinking away
    from the centre, the selection band behind the selected row.

      --values a,b,c           the values, shown as written (must be unique)
      --range A...B | A..<B    whole numbers; --by N steps (default 1); --format %02d formats them
      --selection V            the selected value (default: the first)
      --visible-rows N         rows shown, clamped to 1...15 as the seed does (default 5)
      --width PT               wheel width in points, 1...4096 (default 171)
      --offset ROWS            scroll offset in rows from the selection, e.g. 0.5 (default 0)
      --title T                accessibility label (not drawn; default "Value"; --title "" makes an
                               unlabelled wheel, which --accessibility warns about)
      --output FILE.png        where to write the image

    """ + CommonOptions.help

    /// The widest wheel the command line draws (about 0.5 GB of pixels at scale 3, AX5, 15 rows).

    static func run(_ args: [String]) throws -> Int32 {
        let a = try Arguments(args, options: CommonOptions.options.union(
            ["values", "range", "by", "format", "selection", "visible-rows", "width", "offset", "title", "output"]),
            switches: CommonOptions.switches)
        if a.has("help") { print(help); return 0 }
        guard a.positionals.isEmpty else { throw UsageError("unexpected argument '\(a.positionals[0])'") }
        let options = try CommonOptions.parse(a)
        let labels: [String]
        var selectionText: String?
        switch (a["values"], a["range"]) {
        case (.some, .some): throw UsageError("--values and --range: give one of them, not both")
        case (nil, nil): throw UsageError("wheel needs --values or --range")
        case (let v?, nil):
            guard a["by"] == nil, a["format"] == nil else { throw UsageError("--by and --format go with --range, not --values") }
            labels = try ValueList.list(v)
            selectionText = a["selection"]
        case (nil, let r?):
            let format = try a["format"].map { (f: String) throws(UsageError) in try IntFormat(f) }
            let ints = try ValueList.intRange(r, by: try a.int("by") ?? 1)
            let fmt: (Int) -> String = { format?($0) ?? String($0) }
            labels = ints.map(fmt)
            if let s = a["selection"] {
                guard let v = Int(s) else { throw UsageError("--selection: '\(s)' is not a whole number in --range") }
                selectionText = fmt(v)
                guard ints.first.map({ v >= $0 }) == true, ints.last.map({ v <= $0 }) == true,
                      UInt(bitPattern: v &- ints[0]) % UInt(try a.int("by") ?? 1) == 0 else {
                    throw UsageError("--selection: '\(s)' is not one of the values of --range \(r)")
                }
            }
        }
        let visibleRows = try a.int("visible-rows") ?? 5
        let width = try a.width(default: 171)
        let offset = try a.double("offset") ?? 0
        // A huge offset would trap converting rows to Int: bad input, so exit 2, not a crash.
        guard offset.magnitude <= Double(ValueList.maximumCount) else {
            throw UsageError("--offset: '\(a["offset"]!)' is not within -\(ValueList.maximumCount)...\(ValueList.maximumCount) rows")
        }
        let picker = WheelPicker(title: a["title"] ?? "Value", values: labels, selection: selectionText ?? labels[0],
                                 visibleRows: visibleRows, text: { $0 })
        let outputs = try RenderOutputs(a, command: "wheel")
        let renderer = try PickerRenderer(options: options)
        try outputs.emit(try picker.scene(width: width, offset: offset, using: renderer), renderer: renderer)
        return 0
    }
}
