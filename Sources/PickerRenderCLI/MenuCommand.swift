// `picker-render menu`: a menu-style Picker in a List row (MenuPickerRow) to PNG (and/or its
// scene as JSON): the row in its inset grouped section, 16 pt of grouped background around.

import PickerRender

enum MenuCommand {
    static let help = """
    usage: picker-render menu [--title T] [--options a,b,c] [--selection V] [--subtitle S]
                              [--width PT] [options] --output FILE.png

    Draws Picker(title, selection:) in a List as iOS 18 does: the title leading, the selected
    option and the up-down chevron trailing, in an inset grouped section.

      --title T                the picker's label (default Flavor)
      --options a,b,c          the menu's options, unique (default Chocolate,Vanilla,Strawberry)
      --selection V            the selected option (default: the first)
      --subtitle S             a second line under the title, in secondary colour
      --width PT               image width in points, 33...4096 (default 402)
      --output FILE.png        where to write the image

    """ + CommonOptions.help

    static func run(_ args: [String]) throws -> Int32 {
        let a = try Arguments(args, options: CommonOptions.options.union(
            ["title", "options", "selection", "subtitle", "width", "output", "accessibility"]),
            switches: CommonOptions.switches)
        if a.has("help") { print(help); return 0 }
        guard a.positionals.isEmpty else { throw UsageError("unexpected argument '\(a.positionals[0])'") }
        let options = try CommonOptions.parse(a)
        let items = try parseOptions(a["options"] ?? "Chocolate,Vanilla,Strawberry")
        let selection = a["selection"] ?? items[0]
        guard items.contains(selection) else {
            throw UsageError("--selection: '\(selection)' is not one of the options (\(items.joined(separator: ", ")))")
        }
        let width = try a.width(default: 402, minimum: 33)
        let row = MenuPickerRow(a["title"] ?? "Flavor", selection: selection, options: items, subtitle: a["subtitle"])
        let outputs = try RenderOutputs(a, command: "menu")
        let renderer = try PickerRenderer(options: options)
        try outputs.emit(try row.scene(width: width, using: renderer), renderer: renderer)
        return 0
    }

    /// `a,b,c`: no empty items, no repeats.
    static func parseOptions(_ s: String) throws(UsageError) -> [String] {
        guard !s.isEmpty else { throw UsageError("--options: '' has no options") }
        let items = s.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        if let i = items.firstIndex(where: \.isEmpty) {
            throw UsageError("--options: '\(s)' has an empty option at position \(i + 1)")
        }
        var seen = Set<String>()
        for item in items where !seen.insert(item).inserted {
            throw UsageError("--options: '\(s)' repeats '\(item)' (options must be unique)")
        }
        return items
    }
}
