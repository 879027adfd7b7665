// `picker-render ruler`: one RulerScrollPicker. Its flags are the ruler's spec fields (`--range`
// is written A...B). `--offset` is points past the value's resting position, as a picture spec's
// "offset" is; `--content-offset` gives the absolute scroll position (tick index x spacing, as
// a ScrollView reports it) instead.

import PickerRender

enum RulerCommand {
    static let flags = SpecFlags(control: RulerScrollPicker.self, defaults: [("title", .string("Value"))])

    static let command = RenderCommand(
        name: "ruler", summary: "the RulerScrollPicker",
        help: """
        Draws the RulerScrollPicker: capsule ticks under a fixed centre indicator, labels on the
        major ticks, fading out at both ends. --offset PT scrolls it that many points past its
        value (positive: toward higher values); --content-offset PT puts it at an absolute scroll
        position instead (the tick index at the centre times the spacing; the value at rest is
        at its index x spacing).
          --content-offset PT      absolute scroll position in points (instead of --offset)

        """,
        options: ["content-offset"], repeatable: flags.repeatable, control: RulerScrollPicker.self, flags: flags,
        build: { input in
            guard let ruler = try flags.control(input.arguments) as? RulerScrollPicker else {
                preconditionFailure("the ruler's flags make a RulerScrollPicker")
            }
            var offset = input.offset
            if let text = input.arguments["content-offset"] {
                guard offset == nil else { throw UsageError("--content-offset: give it or --offset, not both") }
                guard let v = try input.arguments.double("content-offset"), abs(v) <= ScrollUnit.points.limit else {
                    throw UsageError("--content-offset: '\(text)' is not within +-\(PickerError.format(ScrollUnit.points.limit)) points")
                }
                offset = ruler.offset(forScrollPosition: v)
            }
            return ruler.picture(width: input.width, offset: offset, options: input.options)
        })
}
