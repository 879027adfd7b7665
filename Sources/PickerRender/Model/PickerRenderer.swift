// PickerRenderer: the pipeline behind every public render call: owns one TextEngine (FreeType
// and HarfBuzz objects are not Sendable, so one renderer belongs to one task), lays a view out
// into a scene, and rasterizes the scene into a RenderedImage. Its engine comes from EnginePool
// (with the options' own fonts, `customFonts`, loaded) and goes back there in deinit.

import Dispatch
import PickerRenderFiles
import PickerRenderGeometry
import PickerRenderPNG
import PickerRenderRaster
import PickerRenderLayout
import PickerRenderScene
import PickerRenderText
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public final class PickerRenderer {
    public let options: RenderOptions
    let engine: TextEngine
    let layout: LayoutContext
    let rasterizer: SceneRenderer
    /// The faces of `options.customFonts`, by style (loaded in `engine`).
    let customFaces: CustomFaces

    /// Loads the fonts once; keep the renderer to draw many frames (not Sendable: one per task).
    public convenience init(options: RenderOptions = RenderOptions()) throws(PickerError) {
        try self.init(options: options, freshEngine: false)
    }

    /// `freshEngine`: a newly made engine rather than an idle one from the pool (`prewarm`).
    init(options: RenderOptions, freshEngine: Bool) throws(PickerError) {
        let options = try options.validated()
        self.options = options
        let dir = options.fontsDirectory ?? TextEngine.defaultFontsDirectory
        let custom = options.customFonts.entries
        do {
            engine = try EnginePool.take(fontsDirectory: dir, customFonts: custom.map(\.font), fresh: freshEngine)
        } catch {
            // A user's font file that fails names its role and path.
            if let role = custom.first(where: { $0.font.path == error.path })?.role {
                throw .invalidFont(role: role, Self.namingDirectory(error))
            }
            // A fonts directory the caller chose that lacks a font, or holds something that is
            // not one, is bad input; the package's own fonts failing, or a read failing, is I/O.
            if options.fontsDirectory != nil, error.isBadInput { throw .invalidFonts(error) }
            throw .fonts(error)
        }
        // The pool loaded them with the engine: these look-ups find them loaded.
        var faces = CustomFaces()
        for (role, font) in custom {
            guard let id = try? engine.loadFont(path: font.path, index: font.index) else { continue }
            if let style = TextStyle(rawValue: role) { faces.styles[style] = id }
            else if let weight = CustomFonts.familyWeight(ofRole: role) { faces.weights[weight] = id }
            else { faces.all = id }
        }
        customFaces = faces
        layout = LayoutContext(engine: engine, scale: options.displayScale, customFaces: faces)
        // The rasterizer travels with its engine through the pool (warm scratch buffers).
        let pooled = engine.companion as? SceneRenderer
        rasterizer = pooled ?? SceneRenderer(engine: engine)
        engine.companion = rasterizer
    }

    /// The engine goes back to the process's pool: the next renderer starts with open fonts and
    /// warm caches (a one-shot render costs what a kept one does). `engine` is internal and
    /// lent to nothing that outlives this renderer (its layout context and rasterizer die with it).
    deinit { EnginePool.giveBack(engine) }

    /// Makes `count` renderers' engines (fonts open, rasterizer with them) on other threads and
    /// leaves them idle in the pool, so that workers starting later find them ready. For a
    /// command about to start `count + 1` workers: the serial part before them (process start,
    /// reading the spec, the font check, which makes one engine) then has the other cores
    /// making the rest instead of each worker making its own once drawing has begun. Returns at
    /// once; a font error is left to the caller's own check, which reports it.
    package static func prewarm(options: RenderOptions, count: Int) {
        for _ in 0..<max(0, min(count, 3)) {
            DispatchQueue.global().async { _ = try? PickerRenderer(options: options, freshEngine: true) }
        }
    }

    /// "not a regular file" says more as "a directory" when that is what the path is.
    static func namingDirectory(_ error: TextError) -> TextError {
        guard case .notAFont(let path, _) = error else { return error }
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return error }
        return .notAFont(path: path, reason: "a directory, not a font file")
    }

    /// The layout context at a display scale and direction (the renderer's own when they match).
    func layoutContext(scale: Double, direction: LayoutDirection = .leftToRight) -> LayoutContext {
        scale == layout.scale && direction == layout.direction ? layout
            : LayoutContext(engine: engine, scale: scale, direction: direction, customFaces: customFaces)
    }

    /// Fonts are needed only where text needs them (docs/architecture.md §14): a fallback face
    /// that is not installed, or not the pinned bytes, fails only the picture with a character
    /// that reached it, named with the face and its package.
    func checkFallbackFaces(_ scene: Scene) throws(PickerError) {
        guard !engine.fallbackFailures.isEmpty, let text = scene.textsWithMissingGlyphs.first else { return }
        let faces = engine.fallbackFailures.sorted { $0.key < $1.key }.map(\.value)
        throw .fonts(.fallbackUnavailable(text: text.text, codePoints: text.codePoints, faces: faces))
    }

    /// Rasterizes any scene (from a picker's `scene(...)` or built by hand).
    public func render(_ scene: Scene) -> RenderedImage {
        RenderedImage(image: RGBAImage(width: scene.pixelWidth, height: scene.pixelHeight,
                                       pixels: rasterizer.renderStraightRGBA(scene)),
                      scale: Int(scene.scale))
    }
}
