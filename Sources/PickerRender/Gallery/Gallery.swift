// Gallery: the seed demos on the iPhone 16 Pro canvas (DESIGN §5), the pictures `make demo`
// and the no-argument run produce.

import Foundation
import Scene
import Text

public struct GalleryImage: Sendable {
    public let fileName: String
    public let image: RenderedImage
}

public enum Gallery {
    /// Every demo in each appearance, rendered with `options` (its appearance is overridden).
    public static func render(appearances: [Appearance] = [.light, .dark],
                              options: RenderOptions = RenderOptions()) throws(PickerError) -> [GalleryImage] {
        var out: [GalleryImage] = []
        for appearance in appearances {
            var o = try options.validated()
            o.appearance = appearance
            let renderer = try PickerRenderer(options: o)
            for demo in demos {
                out.append(GalleryImage(fileName: "\(demo)-demo-\(appearance.rawValue).png",
                                        image: renderer.render(try scene(demo: demo, using: renderer))))
            }
        }
        return out
    }

    /// The demos, in gallery order.
    public static let demos = ["wheel", "ruler", "segmented", "system-wheel", "duration", "menu", "weight-lbs", "weight-kg"]

    /// The scene of a demo, for dumps and tests.
    public static func scene(demo: String, options: RenderOptions = RenderOptions()) throws(PickerError) -> Scene {
        try scene(demo: demo, using: PickerRenderer(options: options))
    }

    /// The scene of a demo laid out by a kept renderer (draw it with `renderer.render(_:)`).
    public static func scene(demo: String, using renderer: PickerRenderer) throws(PickerError) -> Scene {
        switch demo {
        case "wheel": return wheelDemoScene(renderer)
        case "ruler": return rulerDemoScene(renderer)
        case "segmented": return try segmentedDemoScene(renderer)
        case "system-wheel": return try systemWheelDemoScene(renderer)
        case "duration": return try durationDemoScene(renderer)
        case "menu": return try menuDemoScene(renderer)
        case "weight-lbs": return try weightDemoScene(renderer, unit: .lbs)
        case "weight-kg": return try weightDemoScene(renderer, unit: .kg)
        default: throw .invalidOption(name: "demo", value: demo, expected: "a demo name (\(demos.joined(separator: ", ")))")
        }
    }

    /// WheelPickerDemo: "Wake Up" over "07:30" over two wheels (Hour, Minute).
    static func wheelDemoScene(_ r: PickerRenderer) -> Scene {
        let o = r.options
        let two: (Int) -> String = { $0 < 10 ? "0\($0)" : "\($0)" }
        let hours = WheelModel(title: "Hour", count: 24, label: two, selectedIndex: 7,
                               visibleRows: 5, width: 171, offset: 0)
        let minutes = WheelModel(title: "Minute", count: 12, label: { two($0 * 5) }, selectedIndex: 6,
                                 visibleRows: 5, width: 171, offset: 0)
        let view: ViewNode = .vstack(spacing: 28, [
            .vstack(spacing: 4, [
                .text("Wake Up", .system(.headline, size: o.dynamicType), SemanticColor.secondary.resolved(o.appearance)),
                .text("07:30", Font.system(.largeTitle, size: o.dynamicType, weight: .bold, design: .rounded).monospacedDigit(),
                      SemanticColor.primary.resolved(o.appearance)),
            ]),
            .padding(.horizontal(24), .hstack(spacing: 12, alignment: .center, [
                hours.view(options: o, fixedWidth: false),
                minutes.view(options: o, fixedWidth: false),
            ])),
        ])
        return r.screen(view, background: o.background.resolved(default: .systemGroupedBackground, o.appearance))
    }

    /// RulerScrollPickerDemo: "Your weight", "62.0 kg" on a shared baseline, the ruler.
    static func rulerDemoScene(_ r: PickerRenderer) -> Scene {
        let o = r.options
        let weight = 62.0
        let ruler = RulerScrollPicker(title: "Weight in kilograms", value: weight, range: 40...120, step: 0.5)
        let secondary = SemanticColor.secondary.resolved(o.appearance)
        let number = weight.formatted(.number.precision(.fractionLength(1)).locale(Locale(identifier: o.locale)))
        let view: ViewNode = .padding(.vertical(24), .vstack(spacing: 36, [
            .text("Your weight", .system(.title, size: o.dynamicType, weight: .semibold, design: .rounded), secondary),
            .hstack(spacing: 6, alignment: .firstTextBaseline, [
                .text(number, Font.system(.largeTitle, size: o.dynamicType, weight: .bold, design: .rounded).monospacedDigit(),
                      SemanticColor.primary.resolved(o.appearance)),
                .text("kg", .system(.title3, size: o.dynamicType), secondary),
            ]),
            ruler.view(options: o, width: nil, contentOffset: nil),
        ]))
        return r.screen(view, background: o.background.resolved(default: .systemBackground, o.appearance))
    }

    /// The Picker documentation's two segmented pickers, Flavor and Topping, in a VStack.
    static func segmentedDemoScene(_ r: PickerRenderer) throws(PickerError) -> Scene {
        let o = r.options
        let flavor = SegmentedPicker(title: "Flavor", options: ["Chocolate", "Vanilla", "Strawberry"], selection: "Chocolate")
        let topping = SegmentedPicker(title: "Topping", options: ["Nuts", "Cookies", "Blueberries"], selection: "Nuts")
        let view: ViewNode = .padding(.horizontal(16), .vstack(spacing: 16, [try flavor.view(options: o), try topping.view(options: o)]))
        return r.screen(view, background: o.background.resolved(default: .systemBackground, o.appearance))
    }
}
