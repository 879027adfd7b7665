// `picker-render weight-picker`: custom-weight-picker.txt's WeightPickerView (unit segmented
// control, the ruler, "Selected Weight"), as tall as its content.

import PickerRender

enum WeightPickerCommand {
    static let command = RenderCommand(
        name: "weight-picker", summary: "the custom weight picker (kg/lbs ruler) of custom-weight-picker.txt",
        help: """
        usage: picker-render weight-picker [--unit lbs|kg] [--value V] [--count N] [--steps N]
                                           [--multiplier N] [--spacing PT] [--shows-text true|false]
                                           [--width PT] [options] --output FILE.png

        Draws the article's WeightPickerView: a lbs/kg segmented control, the custom ruler (hairline
        ticks, labels under the majors, the 1 x 40 pt indicator) and the "Selected Weight" line.

          --unit lbs|kg            the selected unit (default lbs)
          --value V                the weight, 0 ... count x multiplier (default 150 lbs, 68 kg)
          --count N                units on the ruler (default 300 lbs, 150 kg)
          --steps N                ticks per unit (default 10)
          --multiplier N           value of one unit (default 1, the article's usage)
          --spacing PT             points between ticks, 1...1000 (default 5)
          --shows-text true|false  labels under the major ticks (default true)

        """,
        options: ["unit", "value", "count", "steps", "multiplier", "spacing", "shows-text"],
        control: WeightPickerView.self, build: build)

    static func build(_ input: RenderCommand.Input) throws -> Picture {
        let a = input.arguments
        let unit: WeightPickerView.Unit
        switch a["unit"] {
        case nil: unit = .lbs
        case let s?:
            guard let u = WeightPickerView.Unit(rawValue: s.lowercased()) else { throw UsageError("--unit: '\(s)' is not lbs or kg") }
            unit = u
        }
        var config = WeightPickerView.config(for: unit)
        config.count = try a.int("count") ?? config.count
        config.steps = try a.int("steps") ?? config.steps
        config.multiplier = try a.int("multiplier") ?? config.multiplier
        config.spacing = try a.double("spacing") ?? config.spacing
        if let s = a["shows-text"] {
            switch s.lowercased() {
            case "true", "yes", "1": config.showsText = true
            case "false", "no", "0": config.showsText = false
            default: throw UsageError("--shows-text: '\(s)' is not true or false")
            }
        }
        let view = WeightPickerView(unit: unit, weight: try a.double("value") ?? (unit == .lbs ? 150 : 68), config: config)
        // The library names its parameters; here they are options: check them now, so a bad one
        // is named as the option it came from.
        do {
            _ = try view.scene(options: RenderOptions(scale: 1))
        } catch {
            throw asOptionError(error)
        }
        return RenderCommand.alone(view, input)
    }

    static func asOptionError(_ e: PickerError) -> any Error {
        if case .invalidOption(let name, let value, let expected) = e {
            return UsageError("--\(name): '\(value)' is not \(expected)")
        }
        return e
    }
}
