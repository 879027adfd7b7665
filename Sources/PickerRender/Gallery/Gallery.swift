// Gallery: the demo screens on the iPhone 16 Pro canvas (docs/architecture.md §5), the pictures
// `make demo` and the no-argument run produce. Each demo is a Picture built with the public API
// alone (GalleryDemos), so the gallery is one more user of the picture model, not a special case.

import PickerRenderScene

public struct GalleryImage: Sendable {
    public let fileName: String
    public let image: RenderedImage
}

public enum Gallery {
    /// The demos, in gallery order.
    public static let demos = GalleryDemos.all.map(\.name)

    /// The picture of a demo in an environment: the demo's own background unless `options`
    /// names one.
    /// `chrome`: with the status bar, the home indicator and the demo's navigation bar (the
    /// wheel an inline "Alarm" with Cancel and Save, the ruler and the list large titles).
    public static func picture(demo: String, options: RenderOptions = RenderOptions(),
                               chrome: Bool = false) throws(PickerError) -> Picture {
        guard let d = GalleryDemos.all.first(where: { $0.name == demo }) else {
            throw .invalidOption(name: "demo", value: demo, expected: "a demo name (\(demos.joined(separator: ", ")))")
        }
        var o = options
        if o.background == .automatic { o.background = .color(.semantic(d.background)) }
        return Picture(canvas: .device(.iPhone16Pro), options: o, chrome: chrome ? d.chrome : DeviceChrome(), content: d.content(options))
    }

    /// A demo's content in an environment (the ruler demo formats its value in `options.locale`).
    package static func content(demo: String, options: RenderOptions) -> ViewTree? {
        GalleryDemos.all.first { $0.name == demo }?.content(options).tree
    }

    /// Every demo in each appearance, rendered with `options` (its appearance is overridden).
    public static func render(appearances: [Appearance] = [.light, .dark],
                              options: RenderOptions = RenderOptions()) throws(PickerError) -> [GalleryImage] {
        var out: [GalleryImage] = []
        // One renderer for every appearance: only its fonts are used (the pictures carry their
        // own environment), and making it validates `options` once, before anything is drawn.
        let renderer = try PickerRenderer(options: options)
        for appearance in appearances {
            var o = options
            o.appearance = appearance
            for demo in demos {
                out.append(GalleryImage(fileName: "\(demo)-demo-\(appearance.rawValue).png",
                                        image: try picture(demo: demo, options: o).render(using: renderer)))
            }
        }
        return out
    }

    /// The gallery as a batch spec (`picker-render gallery` runs it): every demo, light and
    /// dark, as `<demo>-demo-<appearance>.png`.
    /// `fit`: each demo cropped to its content (402 pt wide, 16 pt of its background above and
    /// below) instead of the whole screen.
    /// `chrome`: each screen with its status bar, navigation bar and home indicator.
    public static func batchSpec(appearances: [Appearance] = [.light, .dark], fit: Bool = false, chrome: Bool = false) -> String {
        let withChrome = chrome ? ", \"chrome\": true" : ""
        let pictures = demos.map { "    {\"name\": \"\($0)\", \"gallery\": \"\($0)\"\(withChrome)}" }.joined(separator: ",\n")
        return """
        {
          "output": "{name}-demo-{appearance}.png",
          "axes": {"appearance": [\(appearances.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))]\(fit ? #", "canvas": ["fit"], "width": [402], "padding": [{"top": 16, "bottom": 16}]"# : "")},
          "pictures": [
        \(pictures)
          ]
        }

        """
    }

    /// The scene of a demo, for dumps and tests.
    public static func scene(demo: String, options: RenderOptions = RenderOptions()) throws(PickerError) -> Scene {
        try picture(demo: demo, options: options).scene()
    }

    /// The scene of a demo laid out by a kept renderer, in the renderer's environment.
    public static func scene(demo: String, using renderer: PickerRenderer) throws(PickerError) -> Scene {
        try picture(demo: demo, options: renderer.options).scene(using: renderer)
    }
}
