// `picker-render segmented`: one segmented Picker, optionally themed (thumb, track, label colours).

import PickerRender

enum SegmentedCommand {
    static let command = RenderCommand(
        name: "segmented", summary: "a Picker with the segmented style",
        help: """
        usage: picker-render segmented --options a,b,c [--selection V] [--title T] [--width PT]
                                       [options] --output FILE.png [--accessibility FILE.json]

        Draws a Picker with .pickerStyle(.segmented): equal segments on a rounded track, the
        selected one on a raised thumb in semibold.

          --options a,b,c          the segments, in order (must be unique)
          --selection V            the selected segment (default: the first)
          --title T                accessibility label (not drawn; default "Value")
          --thumb-color C          the selected segment's thumb (default white / 99,99,102 in dark)
          --track-color C          the track behind the segments (default tertiarySystemFill)
          --text-color C           the labels' colour (default label)
          --selected-text-color C  the selected label's colour (default: --text-color)

        """,
        options: ["options", "selection", "title", "thumb-color", "track-color", "text-color", "selected-text-color"], control: SegmentedPicker.self, build: build)

    static func build(_ input: RenderCommand.Input) throws -> Picture {
        let a = input.arguments
        guard let list = a["options"] else { throw UsageError("segmented needs --options a,b,c") }
        let labels = try ValueList.items(list, option: "--options")
        let selection = try ValueList.selection(a["selection"], in: labels, option: "--options")
        var picker = SegmentedPicker(title: a["title"] ?? "Value", options: labels, selection: selection)
        picker.thumbColor = try CommonOptions.colour(a, "thumb-color")
        picker.trackColor = try CommonOptions.colour(a, "track-color")
        picker.textColor = try CommonOptions.colour(a, "text-color")
        picker.selectedTextColor = try CommonOptions.colour(a, "selected-text-color")
        return RenderCommand.alone(picker, input)
    }
}
