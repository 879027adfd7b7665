// `picker-render ruler`: one RulerScrollPicker. Its flags are the ruler's spec fields (`--range`
// is written A...B).

import PickerRender

enum RulerCommand {
    static let flags = SpecFlags(control: RulerScrollPicker.self, defaults: [("title", .string("Value"))])

    static let command = RenderCommand(
        name: "ruler", summary: "the RulerScrollPicker",
        help: """
        Draws the RulerScrollPicker: capsule ticks under a fixed centre indicator, labels on the
        major ticks, fading out at both ends.

        """,
        flags: flags)
}
