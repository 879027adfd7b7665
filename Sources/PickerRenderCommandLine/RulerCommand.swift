// `picker-render ruler`: one RulerScrollPicker.

import PickerRender

enum RulerCommand {
    static let command = RenderCommand(
        name: "ruler", summary: "the RulerScrollPicker",
        help: """
        usage: picker-render ruler [--range 40...120] [--step S] [--value V] [--major-every N]
                                   [--tick-spacing PT] [--tint NAME|#RRGGBB] [--width PT] [--offset PT]
                                   [--title T] [options] --output FILE.png [--accessibility FILE.json]

        Draws the RulerScrollPicker: capsule ticks under a fixed centre indicator, labels on the
        major ticks, fading out at both ends.

          --range A...B            the values (default 0...100)
          --step S                 value between ticks (default 1; a bad step becomes 1, as RulerScrollPickerScale does)
          --value V                the selected value (default: the lower bound; clamped into the range)
          --major-every N          a labelled major tick every N ticks (default 10; at least 1)
          --tick-spacing PT        points between ticks (default 12; at least 4, at most \(Limits.maximumLengthText))
          --tint COLOUR            indicator colour: a system colour name, #RGB, #RRGGBB or #RRGGBBAA (default indigo)
          --major-tick-color C, --minor-tick-color C, --label-color C
                                   the ticks' and labels' colours (default primary, secondary, secondary)
          --title T                accessibility label (not drawn; default "Value")

        """,
        options: ["range", "step", "value", "major-every", "tick-spacing", "tint", "major-tick-color", "minor-tick-color",
                  "label-color", "title"],
        control: RulerScrollPicker.self, build: build)

    static func build(_ input: RenderCommand.Input) throws -> Picture {
        let a = input.arguments
        let range = try a["range"].map { (s: String) throws(UsageError) in try parseRange(s) } ?? 0...100
        let tint = try CommonOptions.colour(a, "tint") ?? .semantic(.indigo)
        // A tick spacing wider than the widest ruler shows at most one tick; far larger ones
        // (about 1e304 pt and up) make the resting offset index x spacing infinite, so the CLI
        // bounds it like --width. Below 4 it still becomes 4, as the SwiftUI ruler's guard makes
        // it.
        let tickSpacing = try a.double("tick-spacing") ?? 12
        guard tickSpacing <= Limits.maximumLength else {
            throw UsageError("--tick-spacing: '\(a["tick-spacing"] ?? "")' is more than \(Limits.maximumLengthText) points")
        }
        var ruler = RulerScrollPicker(title: a["title"] ?? "Value", value: try a.double("value") ?? range.lowerBound,
                                      range: range, step: try a.double("step") ?? 1,
                                      majorEvery: try a.int("major-every") ?? 10, tickSpacing: tickSpacing, tint: tint)
        ruler.majorTickColor = try CommonOptions.colour(a, "major-tick-color") ?? ruler.majorTickColor
        ruler.minorTickColor = try CommonOptions.colour(a, "minor-tick-color") ?? ruler.minorTickColor
        ruler.labelColor = try CommonOptions.colour(a, "label-color") ?? ruler.labelColor
        return RenderCommand.alone(ruler, input)
    }

    /// `A...B` of finite numbers with A <= B.
    static func parseRange(_ s: String) throws(UsageError) -> ClosedRange<Double> {
        let parts = s.components(separatedBy: "...")
        guard parts.count == 2,
              let lo = Double(parts[0].trimmingCharacters(in: .whitespaces)),
              let hi = Double(parts[1].trimmingCharacters(in: .whitespaces)),
              lo.isFinite, hi.isFinite else {
            throw UsageError("--range: '\(s)' is not a range of numbers like 40...120")
        }
        guard lo <= hi else { throw UsageError("--range: '\(s)' has its lower bound above its upper bound") }
        return lo...hi
    }
}

import Foundation
