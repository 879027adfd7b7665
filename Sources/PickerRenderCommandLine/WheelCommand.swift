// `picker-render wheel`: one WheelPicker. Its flags are the wheel's spec fields (`--range` is
// written A...B or A..<B, its step `--by`). A range is never turned into an array: the picker
// formats only the rows it draws, so `--range 0...999999` costs what `0...23` does.

import PickerRender

enum WheelCommand {
    static let flags = SpecFlags(control: WheelPicker.self, defaults: [("title", .string("Value"))],
                                 aliases: [("tint", "band-color"), ("corner-radius", "band-corner-radius"), ("step", "by")])

    static let command = RenderCommand(
        name: "wheel", summary: "the 3D WheelPicker",
        help: """
        Draws the 3D WheelPicker: rows folded like the front of a drum, fading and shrinking away
        from the centre, the selection band behind the selected row. Give --values (or
        --values-file) or --range; with --range, --selection is a whole number or the value as
        --format shows it. --title "" makes an unlabelled wheel, which --accessibility warns about.
        Numbers and the locale: a printf --format (%d, %02d) writes Western digits in every
        locale, as String(format:) and Text("\\(value)") do on iOS; --format number writes the
        locale's digits and separators (ar_EG: ١٢, de_DE: 1.234), as Text(value, format: .number).
        The ruler's and the weight picker's labels are the locale's, as their SwiftUI code
        formats them; the system wheel draws its columns as given unless --format number, and
        the segmented and menu pickers draw their texts as given.

        """,
        flags: flags)
}
