// `picker-render menu`: Picker(title, selection:) with the menu style, as a List row. Its flags
// are MenuPickerRow's spec fields.

import PickerRender

enum MenuCommand {
    /// A List row's picker without flags: the flavour picker of SwiftUI's Picker documentation.
    static let flavorDefaults: [(field: String, value: JSONValue)] = [
        ("title", .string("Flavor")), ("options", .array(["Chocolate", "Vanilla", "Strawberry"].map(JSONValue.string))),
    ]
    static let flags = SpecFlags(control: MenuPickerRow.self, defaults: flavorDefaults)

    static let command = RenderCommand(
        name: "menu", summary: "a menu-style Picker in a List row",
        help: """
        Draws Picker(title, selection:) in a List as iOS 18 does: the title leading, the selected
        option and the up-down chevron trailing, in an inset grouped section. Titles and subtitles
        wrap; --line-limit truncates the last allowed line with "…".

        """,
        flags: flags)
}
