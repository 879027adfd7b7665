// `picker-render segmented`: one segmented Picker.

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

        """,
        options: ["options", "selection", "title"], control: SegmentedPicker.self, build: build)

    static func build(_ input: RenderCommand.Input) throws -> Picture {
        let a = input.arguments
        guard let list = a["options"] else { throw UsageError("segmented needs --options a,b,c") }
        let labels = try ValueList.items(list, option: "--options")
        let selection = try ValueList.selection(a["selection"], in: labels, option: "--options")
        return RenderCommand.alone(SegmentedPicker(title: a["title"] ?? "Value", options: labels, selection: selection), input)
    }
}
