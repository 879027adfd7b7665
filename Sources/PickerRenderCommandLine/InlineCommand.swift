// `picker-render inline`: an inline-style Picker in a List (InlinePicker).

import PickerRender

enum InlineCommand {
    static let command = RenderCommand(
        name: "inline", summary: "an inline-style Picker in a List: a row per option, a checkmark on the selection",
        help: """
        usage: picker-render inline [--title T] [--options a,b,c] [--selection V] [--width PT]
                                    [options] --output FILE.png [--accessibility FILE.json]

        Draws Picker(title, selection:) with .pickerStyle(.inline) in a List as iOS 18 does: the
        title as the section's header, one row per option, a checkmark on the selected one.

          --title T                the picker's label, the section's header (default Flavor)
          --options a,b,c          the options, unique (default Chocolate,Vanilla,Strawberry)
          --selection V            the checked option (default: the first)

        """,
        options: ["title", "options", "selection"], control: InlinePicker.self, build: build)

    static func build(_ input: RenderCommand.Input) throws -> Picture {
        let a = input.arguments
        let items = try ValueList.items(a["options"] ?? "Chocolate,Vanilla,Strawberry", option: "--options")
        let selection = try ValueList.selection(a["selection"], in: items, option: "--options")
        return RenderCommand.alone(InlinePicker(a["title"] ?? "Flavor", selection: selection, options: items), input)
    }
}
