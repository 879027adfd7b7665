// Gallery+SystemWheel: the system wheel's demos on the iPhone 16 Pro canvas.
//   - "system-wheel": the seed's Select (Wheel) golden pattern (Fruit: Apple, Banana, Cherry,
//     Grape; Apple selected) under a visible "Fruit" headline, the must-have the seed asks
//     for: a visible label that matches the wheel's .accessibilityLabel.
//   - "duration": the iOS Timer's duration picker, three columns (0...23 hours, 0...59 min,
//     0...59 sec) showing 1 h 30 min 0 s: right-aligned tabular numbers, fixed unit labels.
// Both on systemBackground (a plain screen); the wheel takes the full screen width, as a wheel
// Picker takes all it is offered.

import Scene
import Text

extension Gallery {
    /// The seed's golden pattern: `Picker("Fruit", ...)` with `.accessibilityLabel("Fruit")`,
    /// below a visible `Text("Fruit").font(.headline)`.
    static func systemWheelDemoScene(_ r: PickerRenderer) throws(PickerError) -> Scene {
        let o = r.options
        let fruit = SystemWheelPicker(title: "Fruit", options: ["Apple", "Banana", "Cherry", "Grape"], selection: "Apple")
            .accessibilityLabel("Fruit")
            .visibleLabel("Fruit")
        let view: ViewNode = .vstack(spacing: 8, [
            .text("Fruit", .system(.headline, size: o.dynamicType), SemanticColor.label.resolved(o.appearance)),
            try fruit.view(options: o),
        ])
        return r.screen(view, background: o.background.resolved(default: .systemBackground, o.appearance))
    }

    /// The Timer's duration wheel: hours | min | sec, one band, each column its own element.
    static func durationDemoScene(_ r: PickerRenderer) throws(PickerError) -> Scene {
        let o = r.options
        return r.screen(try durationPicker.view(options: o),
                        background: o.background.resolved(default: .systemBackground, o.appearance))
    }

    /// 1 h 30 min 0 s, as the duration demo shows it.
    static var durationPicker: SystemWheelPicker {
        func column(_ title: String, _ range: ClosedRange<Int>, _ selection: Int, _ unit: String) -> SystemWheelPicker.Column {
            SystemWheelPicker.Column(title: title, options: range.map(String.init), selection: String(selection),
                                     alignment: .trailing, unit: unit, monospacedDigits: true)
        }
        return SystemWheelPicker(title: "Duration", columns: [
            column("Hours", 0...23, 1, "hours"), column("Minutes", 0...59, 30, "min"), column("Seconds", 0...59, 0, "sec"),
        ])
    }
}
