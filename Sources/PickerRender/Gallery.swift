// Gallery: the seed demos on the iPhone 16 Pro canvas (DESIGN §5), the pictures `make demo`
// and the no-argument run produce.

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
            out.append(GalleryImage(fileName: "wheel-demo-\(appearance.rawValue).png",
                                    image: renderer.render(wheelDemoScene(renderer))))
        }
        return out
    }

    /// The scene of a demo, for dumps and tests.
    public static func scene(demo: String, options: RenderOptions = RenderOptions()) throws(PickerError) -> Scene {
        try scene(demo: demo, using: PickerRenderer(options: options))
    }

    /// The scene of a demo laid out by a kept renderer (draw it with `renderer.render(_:)`).
    public static func scene(demo: String, using renderer: PickerRenderer) throws(PickerError) -> Scene {
        switch demo {
        case "wheel": return wheelDemoScene(renderer)
        default: throw .invalidOption(name: "demo", value: demo, expected: "a demo name (wheel)")
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
        let view: View = .vstack(spacing: 28, [
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
}
