// WeightPickerView: the usage demo of custom-weight-picker.txt. A VStack (default spacing,
// 8 pt between these views) of:
//   Picker("Unit") { lbs, kg }.pickerStyle(.segmented).padding()      -> SegmentedPicker, 16 pt
//   WheelPicker(config: count lbs 300 / kg 150, multiplier 1, steps 10).frame(height: 200).padding()
//                                                                      -> CustomWeightPicker
//   Text("Selected Weight: \(weight, specifier: "%.1f") \(unit)").font(.headline).padding()
// The caption wraps as SwiftUI's Text does (a long one at the accessibility sizes takes several
// lines, leading-aligned, the block centred as the stack centres it). The article's call lists `multiplier:` before `steps:`, which Swift's memberwise initializer
// does not accept; the meaning is plain (steps 10, multiplier 1 in both units) and is what is
// drawn. The weight shown is the ruler's settled value (see CustomWeightPicker), so the text
// and the ruler always agree. On a screen the stack centres in the safe area (docs/architecture.md
// §5) on systemBackground, the article's (unstyled) background.

import Foundation
import PickerRenderGeometry
import PickerRenderLayout
import PickerRenderScene
import PickerRenderText

public struct WeightPickerView: PickerControl {
    public enum Unit: String, Sendable, CaseIterable {
        case lbs, kg
    }

    public var unit: Unit
    public var weight: Double
    public var config: CustomWeightPicker.Config

    /// The configuration for a unit: 300 lbs or 150 kg, ten steps a unit, multiplier 1.
    public static func config(for unit: Unit) -> CustomWeightPicker.Config {
        CustomWeightPicker.Config(count: unit == .lbs ? 300 : 150, steps: 10, multiplier: 1)
    }

    /// The weight the picker starts at for a unit: 150 lbs, or 68 kg (about the same).
    public static func defaultWeight(for unit: Unit) -> Double { unit == .lbs ? 150 : 68 }

    /// - Parameters:
    ///   - weight: the bound weight; nil means `defaultWeight(for: unit)`.
    ///   - config: the ruler's configuration; nil means `config(for: unit)`.
    public init(unit: Unit = .lbs, weight: Double? = nil, config: CustomWeightPicker.Config? = nil) {
        self.unit = unit; self.weight = weight ?? Self.defaultWeight(for: unit); self.config = config ?? Self.config(for: unit)
    }

    public var picker: CustomWeightPicker {
        CustomWeightPicker(title: "Weight", config: config, value: weight, unit: unit.rawValue)
    }

    static let padding = 16.0, spacing = 8.0, rulerHeight = 200.0

    public static let kind = "weight-picker"
    public static let defaultWidth = 402.0
    /// The 16-pt padding on both sides needs room.
    public static let minimumWidth = 2 * padding + 1
    public static let defaultBackground = SemanticColor.systemBackground

    public func layout(in context: PickerContext) throws(PickerError) -> ControlLayout {
        do { return try ControlLayout(body(in: context), in: context) } catch {
            // The ruler calls the weight its value; here it is the view's `weight`.
            guard case let .invalidOption("value", value, expected) = error else { throw error }
            throw .invalidOption(name: "weight", value: value, expected: expected)
        }
    }

    public static let specFields: [SpecField] = [
        SpecField("unit", .oneOf(Unit.allCases.map(\.rawValue)), "the segmented control's unit (default lbs)"),
        SpecField("weight", .number(-1e300...1e300), "the bound weight (default 150 lbs or 68 kg)"),
    ] + zip(CustomWeightPicker.configFields, [
        "units on the ruler (default 300 lbs or 150 kg)", "ticks per unit (default 10)",
        "value of a unit (default 1)", "points between ticks (default 5)", "labels under the major ticks (default true)",
    ]).map { SpecField($0.name, $0.kind, $1) }

    public init(spec o: SpecObject) throws(SpecError) {
        let unit = o.string("unit").flatMap(Unit.init(rawValue:)) ?? .lbs
        // Each key the spec gives replaces the unit's own, as each flag of `weight-picker` does.
        var config = Self.config(for: unit)
        if let v = o.int("count") { config.count = v }
        if let v = o.int("steps") { config.steps = v }
        if let v = o.int("multiplier") { config.multiplier = v }
        if let v = o.number("spacing") { config.spacing = v }
        if let v = o.bool("showsText") { config.showsText = v }
        self.init(unit: unit, weight: o.number("weight"), config: config)
    }

    public func writeSpec(to w: inout SpecWriter) {
        w.set("unit", unit.rawValue); w.set("weight", weight)
        if config != Self.config(for: unit) { CustomWeightPicker.write(config, to: &w) }
    }

    /// The demo's body, as the article writes it: the unit's segmented Picker, the ruler 200 pt
    /// tall and the caption, each with SwiftUI's default 16-pt padding, in a VStack.
    func body(in context: PickerContext) throws(PickerError) -> AnyView {
        let ruler = picker
        try ruler.validated()   // before anything is derived from the user's numbers
        var framed = ruler
        framed.height = Self.rulerHeight
        return AnyView(VStack(spacing: Self.spacing) {
            SegmentedPicker(title: "Unit", options: Unit.allCases.map(\.rawValue), selection: unit.rawValue).padding(Self.padding)
            framed.padding(Self.padding)
            Text("Selected Weight: \(ruler.formattedValue(locale: context.options.locale))").font(.headline).padding(Self.padding)
        })
    }
}
