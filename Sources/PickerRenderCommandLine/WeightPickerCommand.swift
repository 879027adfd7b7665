// `picker-render weight-picker`: WeightPickerView (a unit segmented control, the custom ruler,
// the "Selected Weight" line), as tall as its content. Its flags are the view's spec fields
// (`--value` stays as another spelling of `--weight`).

import PickerRender

enum WeightPickerCommand {
    static let flags = SpecFlags(control: WeightPickerView.self, aliases: [("value", "weight")])

    static let command = RenderCommand(
        name: "weight-picker", summary: "the custom weight picker (a kg/lbs segmented control over a ruler)",
        help: """
        Draws WeightPickerView: a lbs/kg segmented control, the custom ruler (hairline ticks,
        labels under the majors, the 1 x 40 pt indicator) and the "Selected Weight" line.

        """,
        flags: flags)
}
