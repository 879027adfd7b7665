// `picker-render segmented`: one segmented Picker, optionally themed (thumb, track, label
// colours). Its flags are SegmentedPicker's spec fields.

import PickerRender

enum SegmentedCommand {
    static let flags = SpecFlags(control: SegmentedPicker.self, defaults: [("title", .string("Value"))])

    static let command = RenderCommand(
        name: "segmented", summary: "a Picker with the segmented style",
        help: """
        Draws a Picker with .pickerStyle(.segmented): equal segments on a rounded track, the
        selected one on a raised thumb in semibold.

        """,
        flags: flags)
}
