// `picker-render inline`: Picker(title, selection:) with .pickerStyle(.inline) in a List. Its
// flags are InlinePicker's spec fields.

import PickerRender

enum InlineCommand {
    static let flags = SpecFlags(control: InlinePicker.self, defaults: MenuCommand.flavorDefaults)

    static let command = RenderCommand(
        name: "inline", summary: "an inline-style Picker in a List: a row per option, a checkmark on the selection",
        help: """
        Draws Picker(title, selection:) with .pickerStyle(.inline) in a List as iOS 18 does: the
        title as the section's header, one row per option, a checkmark on the selected one.

        """,
        flags: flags)
}
