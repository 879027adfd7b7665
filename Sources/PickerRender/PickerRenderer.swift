// PickerRenderer: the pipeline behind every public render call: owns one TextEngine (FreeType
// and HarfBuzz objects are not Sendable, so one renderer belongs to one task), lays a view out
// into a scene, and rasterizes the scene into a RenderedImage.

import Geometry
import PNGCodec
import Raster
import Scene
import Text

public final class PickerRenderer {
    public let options: RenderOptions
    let engine: TextEngine
    let layout: LayoutContext
    let rasterizer: SceneRenderer

    /// Loads the fonts once; keep the renderer to draw many frames (not Sendable: one per task).
    public init(options: RenderOptions = RenderOptions()) throws(PickerError) {
        let options = try options.validated()
        self.options = options
        let dir = options.fontsDirectory ?? TextEngine.defaultFontsDirectory
        do {
            engine = try TextEngine(fontsDirectory: dir)
        } catch {
            // A fonts directory the caller chose that lacks a font, or holds something that is
            // not one, is bad input; the package's own fonts failing, or a read failing, is I/O.
            if options.fontsDirectory != nil, error.isBadInput {
                throw .invalidFonts("fonts: \(error.description)")
            }
            throw .fonts("fonts: \(error.description)")
        }
        layout = LayoutContext(engine: engine, scale: options.displayScale)
        rasterizer = SceneRenderer(engine: engine)
    }

    /// A scene exactly the size of `view` (its ideal size; flexible widths get what they ask).
    func scene(_ view: View, title: String, background: Color) -> Scene {
        let size = layout.measure(view, proposed: Size(.infinity, .infinity))
        let snapped = Size(PixelGrid.ceil(size.width, scale: layout.scale), PixelGrid.ceil(size.height, scale: layout.scale))
        return Scene(size: snapped, scale: layout.scale, background: background,
                     children: layout.place(view, in: Rect(origin: .zero, size: snapped)))
    }

    /// A full device screen: the background fills it, the content centres in the safe area.
    func screen(_ view: View, background: Color, device: Device = .iPhone16Pro) -> Scene {
        let safe = Rect(x: 0, y: device.safeTop, width: device.size.width,
                        height: device.size.height - device.safeTop - device.safeBottom)
        return Scene(size: device.size, scale: layout.scale, background: background,
                     children: layout.place(.fill(view), in: safe))
    }

    /// Rasterizes any scene (from a picker's `scene(...)` or built by hand).
    public func render(_ scene: Scene) -> RenderedImage {
        let pixmap = rasterizer.render(scene)
        return RenderedImage(width: pixmap.width, height: pixmap.height, scale: options.scale, rgba: pixmap.intoStraightRGBA())
    }
}

/// The device canvas of the gallery (DESIGN §5).
public struct Device: Sendable {
    public var size: Size
    public var safeTop: Double
    public var safeBottom: Double
    public static let iPhone16Pro = Device(size: Size(402, 874), safeTop: 62, safeBottom: 34)
}

/// A rendered picker: straight-alpha RGBA8 pixels at a display scale, ready for PNG.
public struct RenderedImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let scale: Int
    /// Non-premultiplied RGBA8, row-major, width x 4 bytes a row.
    public let rgba: [UInt8]

    /// PNG bytes: 8-bit RGBA, sRGB chunk, pHYs of 72 x scale dpi; identical run to run.
    public func pngData() throws(PickerError) -> [UInt8] {
        do {
            return try PNGCodec.encode(RGBAImage(width: width, height: height, pixels: rgba),
                                       pixelsPerMeter: PNGCodec.pixelsPerMeter(dpi: 72 * Double(scale)))
        } catch {
            throw .output("png: \(error.description)")
        }
    }

    /// Writes the PNG atomically (temporary file, then rename): on failure nothing is created
    /// or changed at `path`.
    public func write(to path: String) throws(PickerError) {
        let bytes = try pngData()
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw .output("output: \(error.description)")
        }
    }
}

extension WheelPicker {
    /// The resolved scene as JSON (DESIGN §1's scene dump).
    public func sceneJSON(width: Double = 171, offset: Double = 0, options: RenderOptions = RenderOptions()) throws(PickerError) -> String {
        SceneDump.json(try scene(width: width, offset: offset, options: options))
    }
}
