// A SwiftUI view as a picture: its graph settled (ViewGraph) in the picture's environment,
// GeometryReaders measured by laying the tree out, then the settled tree is the picture's
// content, drawn, snapshotted and batched as any picture.

import PickerRender

extension Picture {
    @MainActor
    public init(canvas: Canvas = .device(.iPhone16Pro), width: Double? = nil, options: RenderOptions = RenderOptions(),
                chrome: DeviceChrome = DeviceChrome(), swiftUI view: some PickerRenderSwiftUI.View) throws(PickerError) {
        var env = EnvironmentValues()
        env.options = options
        let graph = ViewGraph()
        // Fonts are opened only when a GeometryReader asks for a layout.
        var renderer: PickerRenderer?
        let resolved = try graph.settle(view, env: env) { (tree: ViewTree) throws(PickerError) in
            let r: PickerRenderer
            if let kept = renderer { r = kept } else { r = try PickerRenderer(options: options); renderer = r }
            _ = try Picture(canvas: canvas, width: width, options: options, chrome: chrome, content: AnyView(tree)).scene(using: r)
        }
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
        self.init(canvas: canvas, width: width, options: o, chrome: chrome, content: AnyView(tree))
    }
}
