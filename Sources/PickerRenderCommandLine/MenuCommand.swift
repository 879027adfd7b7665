// `picker-render menu`: a menu-style Picker in a List row (MenuPickerRow).

import PickerRender

enum MenuCommand {
    static let command = RenderCommand(
        name: "menu", summary: "a menu-style Picker in a List row",
        help: """
        usage: picker-render menu [--title T] [--options a,b,c] [--selection V] [--subtitle S]
                                  [--line-limit N] [--width PT] [options] --output FILE.png [--accessibility FILE.json]

        Draws Picker(title, selection:) in a List as iOS 18 does: the title leading, the selected
        option and the up-down chevron trailing, in an inset grouped section.

          --title T                the picker's label, drawn and read by VoiceOver (default Flavor)
          --options a,b,c          the menu's options, unique (default Chocolate,Vanilla,Strawberry)
          --selection V            the selected option (default: the first)
          --subtitle S             a second text under the title, in secondary colour
          --line-limit N           lines the title and subtitle may each wrap onto, the last
                                   truncated with "…" (default: as many as they need)

        """,
        options: ["title", "options", "selection", "subtitle", "line-limit"], control: MenuPickerRow.self, build: build)

    static func build(_ input: RenderCommand.Input) throws -> Picture {
        let a = input.arguments
        let items = try ValueList.items(a["options"] ?? "Chocolate,Vanilla,Strawberry", option: "--options")
        let selection = try ValueList.selection(a["selection"], in: items, option: "--options")
        let lineLimit = try a.int("line-limit")
        if let lineLimit, lineLimit < 1 { throw UsageError("--line-limit: '\(lineLimit)' is not a number of lines, at least 1") }
        return RenderCommand.alone(MenuPickerRow(a["title"] ?? "Flavor", selection: selection, options: items,
                                                 subtitle: a["subtitle"], lineLimit: lineLimit), input)
    }
}
