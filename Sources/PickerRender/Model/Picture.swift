// Picture: one image, described completely: the environment (RenderOptions: scale,
// appearance, Dynamic Type, Reduce Motion, locale, background), the canvas (a device screen,
// or fit to the content with padding, optionally at an offered width) and a tree of views.
// It is the value the Swift API builds, a JSON spec decodes to (PictureSpec), every CLI command
// prints with --print-spec, the gallery is made of, and Snapshot.verify draws; this file is
// the one path from it to a scene and pixels.
// Invariants: every number is validated before it is used (layout names the path of the bad
// one); a fit canvas is ceil-to-pixel in both dimensions, at least one pixel on each side (content
// that measures nothing gives a one-pixel side) and at most `maximumPixels`.

import PickerRenderGeometry
import PickerRenderLayout
import PickerRenderScene

public struct Picture: View, PrimitiveView, Sendable, Equatable {
    public typealias Body = Never
    public enum Canvas: Sendable, Equatable {
        /// As large as the content (at `width` when given) plus the padding.
        case fit
        /// A device screen: the background fills it, the content is laid out in its safe area
        /// (the chrome's, when the picture has any).
        case device(Device)
    }

    public var canvas: Canvas
    /// Fit canvas only: the width offered to the content, padding included (nil: its ideal
    /// width, or a control's default width when the content is one control).
    public var width: Double?
    /// Fit canvas only: background around the content.
    public var padding: EdgeInsets
    public var options: RenderOptions
    /// Device canvas only: the status bar, navigation bar and home indicator drawn over the
    /// content; a navigation bar lowers the safe area's top (default: none).
    public var chrome: DeviceChrome
    package var content: ViewTree
    /// Where the content's parts were written, when it came from a spec with components (for
    /// errors; equality ignores it).
    package var origins = ComponentOrigins()

    public init(canvas: Canvas = .fit, width: Double? = nil, padding: EdgeInsets = EdgeInsets(),
                options: RenderOptions = RenderOptions(), chrome: DeviceChrome = DeviceChrome(), content: some View) {
        self.canvas = canvas; self.width = width; self.padding = padding; self.options = options
        self.chrome = chrome; self.content = content.tree
    }

    /// Several views are stacked vertically with SwiftUI's default spacing.
    public init(canvas: Canvas = .fit, width: Double? = nil, padding: EdgeInsets = EdgeInsets(),
                options: RenderOptions = RenderOptions(), chrome: DeviceChrome = DeviceChrome(),
                @ViewBuilder content: () -> ViewList) {
        self.init(canvas: canvas, width: width, padding: padding, options: options, chrome: chrome, content: content())
    }

    /// A picture is a view too: its content (so a picture can be placed in another).
    package var primitiveTree: ViewTree { content }

    /// Most pixels a picture may have (a 10,000 x 10,000 image): keeps memory bounded.
    public static let maximumPixels = Limits.maximumPixels
    /// Widest width or padding accepted, in points.
    public static let maximumLength = Limits.maximumLength

    /// The background when the options say `.automatic`: a control alone sits on its own
    /// default; anything else on systemBackground.
    var automaticBackground: SemanticColor { content.pickerType?.defaultBackground ?? .systemBackground }

    public func scene() throws(PickerError) -> Scene { try scene(using: PickerRenderer(options: options)) }

    /// The scene laid out with a kept renderer (only its fonts are used: the environment is
    /// the picture's own). `root` prefixes the paths of errors ("content" for a spec).
    public func scene(using renderer: PickerRenderer) throws(PickerError) -> Scene {
        try scene(using: renderer, root: "content")
    }

    func scene(using renderer: PickerRenderer, root: String) throws(PickerError) -> Scene {
        do {
            let scene = try laidOut(using: renderer, root: root)
            try renderer.checkFallbackFaces(scene)
            try SceneBudget.check(scene, root: LayerSource(path: root, type: content.typeName))
            return scene
        } catch {
            // A path inside a component's body names the body, in its file (ComponentOrigins).
            throw origins.located(error)
        }
    }

    private func laidOut(using renderer: PickerRenderer, root: String) throws(PickerError) -> Scene {
        // A renderer's options passed validation when it was made (its init is the only way to
        // one), so a picture in that same environment is not checked again: render(), scene(),
        // accessibilityReport(), a control's render and every frame of an animation make their
        // renderer from the picture's own options. Any other environment is checked here, once.
        let o = options == renderer.options ? options : try options.validated()
        let scale = o.displayScale
        let ctx = renderer.layoutContext(scale: scale, direction: o.layoutDirection)
        // Views laid out late (GeometryReader, visualEffect) record their first error while
        // placing; it is thrown once the scene is made.
        ctx.deferredError = nil
        ctx.spaces = LayoutContext.Spaces()
        defer { ctx.deferredError = nil }
        let node = try ViewTreeLayout(options: o).node(content, path: root)
        let scene = try place(node, ctx: ctx, options: o, scale: scale)
        if let error = ctx.deferredError {
            throw (error as? PickerError) ?? .invalidOption(name: "view", value: "\(error)", expected: "a view that lays out")
        }
        return scene
    }

    private func place(_ node: ViewNode, ctx: LayoutContext, options o: RenderOptions, scale: Double) throws(PickerError) -> Scene {
        let background = o.background.resolved(default: automaticBackground, o.palette)
        switch canvas {
        case .device(let device):
            // SwiftUI offers the root view the safe area and centres it at the size it takes
            // (a VStack with a Spacer takes the whole height, so its content starts at the top).
            try chrome.check()
            let content = ctx.place(.fill(node), in: device.safeArea(chrome, o))
            return Scene(size: device.size, scale: scale, background: background,
                         children: content + chrome.nodes(device: device, ctx: ctx, options: o))
        case .fit:
            guard chrome.isEmpty else {
                throw .invalidOption(name: "chrome", value: "a status bar, navigation bar or home indicator on a fit canvas",
                                     expected: "chrome on a device canvas (.device(.iPhone16Pro)) only")
            }
            // A control alone with no width offered takes its own default, as when drawn alone.
            let width = self.width ?? content.pickerType.map { $0.defaultWidth + padding.leading + padding.trailing }
            if let width {
                let least = content.pickerType?.minimumWidth ?? 0
                guard width.isFinite, width * scale >= 1, width >= least, width <= Limits.maximumLength else {
                    throw .invalidWidth(PickerError.format(width))
                }
            }
            try ViewTreeLayout.check(padding, name: "padding")
            let padded: ViewNode = padding == EdgeInsets() ? node : .padding(padding, node)
            let measured = ctx.measure(padded, proposed: Size(width ?? .infinity, .infinity))
            // What measures nothing (an empty text, one of only zero-width characters) still
            // makes a picture: one pixel on that side.
            let onePixel = 1 / scale
            let size = Size(PixelGrid.ceil(width ?? max(measured.width, onePixel), scale: scale),
                            PixelGrid.ceil(max(measured.height, onePixel), scale: scale))
            let pixels = (size.width * scale) * (size.height * scale)
            guard size.width * scale >= 1, size.height * scale >= 1, pixels <= Double(Limits.maximumPixels) else {
                throw .invalidOption(name: "canvas", value: "\(PickerError.format(size.width)) x \(PickerError.format(size.height)) pt",
                                     expected: "a picture of one pixel to \(Limits.maximumPixels) pixels")
            }
            return Scene(size: size, scale: scale, background: background,
                         children: ctx.place(padded, in: Rect(origin: .zero, size: size)))
        }
    }

    public func render() throws(PickerError) -> RenderedImage { try render(using: PickerRenderer(options: options)) }

    public func render(using renderer: PickerRenderer) throws(PickerError) -> RenderedImage {
        renderer.render(try scene(using: renderer))
    }

    /// The resolved scene as JSON (docs/architecture.md §1's scene dump).
    public func sceneJSON() throws(PickerError) -> String { SceneDump.json(try scene()) }

    /// The accessibility sidecar of the picture.
    public func accessibilityReport() throws(PickerError) -> AccessibilityReport {
        let renderer = try PickerRenderer(options: options)
        return AccessibilityReport.make(scene: try scene(using: renderer), renderer: renderer)
    }
}
