// A SwiftUI view as a picture: its graph settled (ViewGraph) in the picture's environment,
// GeometryReaders measured by laying the tree out, then the settled tree is the picture's
// content, drawn, snapshotted and batched as any picture. `ViewPictureMaker` is the part a
// still picture and an animation's frames share.

import PickerRender

extension Picture {
    /// A SwiftUI view as a picture, as PickerRender's own views make one (`Picture(canvas:content:)`):
    /// on an iPhone 16 Pro screen unless a canvas is given, since such a view is usually a screen.
    /// Throws when its state never settles (the view and the state that kept changing named).
    @MainActor
    public init(canvas: Canvas = .device(.iPhone16Pro), width: Double? = nil, padding: PickerRender.EdgeInsets = PickerRender.EdgeInsets(),
                options: RenderOptions = RenderOptions(), chrome: DeviceChrome = DeviceChrome(),
                content view: some PickerRenderSwiftUI.View) throws(PickerError) {
        let maker = ViewPictureMaker(canvas: canvas, width: width, padding: padding, options: options, chrome: chrome)
        let graph = ViewGraph()
        self = maker.picture(try graph.settle(view, env: maker.environment, layout: maker.layout))
    }
}

/// The picture of a resolved view, and the layout a graph asks for while it settles.
@MainActor
final class ViewPictureMaker {
    let canvas: Picture.Canvas, width: Double?, padding: PickerRender.EdgeInsets, options: RenderOptions, chrome: DeviceChrome
    /// Fonts are opened only when a GeometryReader asks for a layout.
    private var renderer: PickerRenderer?

    init(canvas: Picture.Canvas, width: Double?, padding: PickerRender.EdgeInsets, options: RenderOptions, chrome: DeviceChrome) {
        self.canvas = canvas; self.width = width; self.padding = padding; self.options = options; self.chrome = chrome
    }

    var environment: EnvironmentValues {
        var env = EnvironmentValues()
        env.options = options
        return env
    }

    /// Lays `tree` out as the picture would, so its GeometryReaders learn their sizes.
    func layout(_ tree: ViewTree) throws(PickerError) {
        let r: PickerRenderer
        if let kept = renderer { r = kept } else { r = try PickerRenderer(options: options); renderer = r }
        _ = try Picture(canvas: canvas, width: width, padding: padding, options: options, chrome: chrome, content: AnyView(tree)).scene(using: r)
    }

    func picture(_ resolved: Resolved) -> Picture {
        var o = options
        var tree = resolved.tree
        // A background that extends under the safe area, on a view filling the screen: the screen's.
        if case .device = canvas, o.background == .automatic, let fill = resolved.fillsBackground {
            o.background = .color(fill)
            // Its fill is then the canvas's own: an opaque one drawn again over it changes no pixel
            // and cost 42 % of the wheel demo's render at @3x (a full-screen composite), so it goes.
            if case .modified(let m, let inner) = tree, let b = m.base as? BackgroundModifier, case .color(let c) = b.fill, c == fill,
               c.resolved(options.palette).a == 255 { tree = inner }
        }
        return Picture(canvas: canvas, width: width, padding: padding, options: o, chrome: chrome, content: AnyView(tree))
    }
}
