// WeightPickerView: the usage demo of custom-weight-picker.txt. A VStack (default spacing,
// 8 pt between these views) of:
//   Picker("Unit") { lbs, kg }.pickerStyle(.segmented).padding()      -> SegmentedPicker, 16 pt
//   WheelPicker(config: count lbs 300 / kg 150, multiplier 1, steps 10).frame(height: 200).padding()
//                                                                      -> CustomWeightPicker
//   Text("Selected Weight: \(weight, specifier: "%.1f") \(unit)").font(.headline).padding()
// The article's call lists `multiplier:` before `steps:`, which Swift's memberwise initializer
// does not accept; the meaning is plain (steps 10, multiplier 1 in both units) and is what is
// drawn. The weight shown is the ruler's settled value (see CustomWeightPicker), so the text
// and the ruler always agree. On a screen the stack centres in the safe area (DESIGN §5) on
// systemBackground, the article's (unstyled) background.

import Foundation
import Geometry
import Scene
import Text

public struct WeightPickerView: Sendable {
    public enum Unit: String, Sendable, CaseIterable {
        case lbs, kg
    }

    public var unit: Unit
    public var weight: Double
    public var config: CustomWeightPicker.Config

    /// The article's configuration for a unit: 300 lbs or 150 kg, ten steps a unit, multiplier 1.
    public static func config(for unit: Unit) -> CustomWeightPicker.Config {
        CustomWeightPicker.Config(count: unit == .lbs ? 300 : 150, steps: 10, multiplier: 1)
    }

    /// - Parameters:
    ///   - weight: the bound weight (the article starts at 150).
    ///   - config: the ruler's configuration; nil means the article's for `unit`.
    public init(unit: Unit = .lbs, weight: Double = 150, config: CustomWeightPicker.Config? = nil) {
        self.unit = unit; self.weight = weight; self.config = config ?? Self.config(for: unit)
    }

    public var picker: CustomWeightPicker {
        CustomWeightPicker(title: "Weight", config: config, value: weight, unit: unit.rawValue)
    }

    static let padding = 16.0, spacing = 8.0, rulerHeight = 200.0

    func view(options o: RenderOptions) throws(PickerError) -> View {
        let segmented = SegmentedPicker(title: "Unit", options: Unit.allCases.map(\.rawValue), selection: unit.rawValue)
        let ruler = picker
        try ruler.validated()   // before anything is derived from the user's numbers
        let text = "Selected Weight: \(ruler.formattedValue(locale: o.locale))"
        let all = EdgeInsets(top: Self.padding, leading: Self.padding, bottom: Self.padding, trailing: Self.padding)
        return .vstack(spacing: Self.spacing, [
            .padding(all, try segmented.view(options: o)),
            .padding(all, try ruler.view(options: o, height: Self.rulerHeight)),
            .padding(all, .text(text, .system(.headline, size: o.dynamicType), SemanticColor.primary.resolved(o.appearance))),
        ])
    }

    /// The demo on the iPhone 16 Pro screen.
    func screenScene(using r: PickerRenderer) throws(PickerError) -> Scene {
        let o = r.options
        return r.screen(try view(options: o), background: o.background.resolved(default: .systemBackground, o.appearance))
    }

    /// The demo `width` wide, as tall as its content (no device canvas).
    public func scene(width: Double = 402, options: RenderOptions = RenderOptions()) throws(PickerError) -> Scene {
        try scene(width: width, using: PickerRenderer(options: options))
    }

    public func scene(width: Double = 402, using renderer: PickerRenderer) throws(PickerError) -> Scene {
        guard width.isFinite, width >= 2 * Self.padding + 1, width <= WheelModel.maximumWidth else {
            throw .invalidWidth(PickerError.format(width))
        }
        let o = renderer.options
        let view = try self.view(options: o)
        let ctx = renderer.layout
        let h = PixelGrid.ceil(ctx.measure(view, proposed: Size(width, .infinity)).height, scale: ctx.scale)
        let size = Size(width, h)
        return Scene(size: size, scale: ctx.scale, background: o.background.resolved(default: .systemBackground, o.appearance),
                     children: ctx.place(view, in: Rect(origin: .zero, size: size)))
    }

    public func render(width: Double = 402, options: RenderOptions = RenderOptions()) throws(PickerError) -> RenderedImage {
        let renderer = try PickerRenderer(options: options)
        return renderer.render(try scene(width: width, using: renderer))
    }

    public func sceneJSON(width: Double = 402, options: RenderOptions = RenderOptions()) throws(PickerError) -> String {
        SceneDump.json(try scene(width: width, options: options))
    }
}
