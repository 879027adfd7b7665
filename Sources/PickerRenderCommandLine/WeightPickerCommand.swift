// `picker-render weight-picker`: WeightPickerView (a unit segmented control, the custom ruler,
// the "Selected Weight" line), as tall as its content. Its flags are the view's spec fields
// (`--value` stays as another spelling of `--weight`). The view moves in whole units, as the
// SwiftUI code does (on appear it scrolls to Int(weight) x steps / multiplier): a weight between
// them is drawn as the one it settles on, and a warning says so.

import PickerRender

enum WeightPickerCommand {
    static let flags = SpecFlags(control: WeightPickerView.self, aliases: [("value", "weight")])

    static let command: RenderCommand = {
        var c = RenderCommand(
            name: "weight-picker", summary: "the custom weight picker (a kg/lbs segmented control over a ruler)",
            help: """
            Draws WeightPickerView: a lbs/kg segmented control, the custom ruler (hairline ticks,
            labels under the majors, the 1 x 40 pt indicator) and the "Selected Weight" line.
            It moves in whole units, as the SwiftUI view it draws does: on appear the ruler scrolls
            to Int(weight) x steps / multiplier, so --weight 72.5 is drawn (and read) as 72, with
            a warning saying so.

            """,
            flags: flags)
        c.notes = { a in
            guard let view = try? flags.control(a) as? WeightPickerView else { return [] }
            let drawn = view.picker.selectedValue
            guard drawn != view.weight else { return [] }
            return ["weight: \(PickerError.format(view.weight)) is drawn as \(PickerError.format(drawn)): the weight picker moves in whole units, as the SwiftUI view does (it scrolls to Int(weight) on appear)"]
        }
        return c
    }()
}
