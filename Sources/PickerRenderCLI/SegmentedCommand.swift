// `picker-render segmented`: one segmented Picker to PNG (and/or its scene as JSON).

import PickerRender

enum SegmentedCommand {
    static let help = """
    usage: picker-render segmented --options a,b,c [--selection V] [--title T] [--width PT]
                                   [options] --output FILE.png

    Draws a Picker with .pickerStyle(.segmented): equal segments on a rounded track, the
    selected one on a raised thumb in semibold.

      --options a,b,c          the segments, in order (must be distinct)
      --selection V            the selected segment (default: the first)
      --title T                accessibility label (not drawn; default "Value")
      --width PT               control width in points (default 354)
      --output FILE.png        where to write the image

    """ + CommonOptions.help

    static func run(_ args: [String]) throws -> Int32 {
        let a = try Arguments(args, options: CommonOptions.options.union(["options", "selection", "title", "width", "output", "accessibility"]),
                              switches: CommonOptions.switches)
        if a.has("help") { print(help); return 0 }
        guard a.positionals.isEmpty else { throw UsageError("unexpected argument '\(a.positionals[0])'") }
        let options = try CommonOptions.parse(a)
        guard let list = a["options"] else { throw UsageError("segmented needs --options a,b,c") }
        let labels = try ValueList.list(list, option: "options")
        let width = try a.width(default: 354)
        let picker = SegmentedPicker(title: a["title"] ?? "Value", options: labels, selection: a["selection"] ?? labels[0])
        let outputs = try RenderOutputs(a, command: "segmented")
        let renderer = try PickerRenderer(options: options)
        try outputs.emit(try picker.scene(width: width, using: renderer), renderer: renderer)
        return 0
    }
}
