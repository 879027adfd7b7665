// RenderedImage: a rendered picture, its pixels (the package's one RGBA image type, straight
// alpha, as PNG files hold them) at the display scale it was drawn for. The scale only
// decides the PNG's pHYs (72 dpi per point); comparing, diffing and decoding work on `image`.

import PickerRenderFiles
import PickerRenderPNG

public struct RenderedImage: Sendable, Equatable {
    /// Straight-alpha RGBA8 pixels, row-major.
    public let image: RGBAImage
    /// The display scale (1, 2 or 3): pixels per point.
    public let scale: Int

    public var width: Int { image.width }
    public var height: Int { image.height }

    /// Pixels made elsewhere (a decoded PNG, a test's hand-made image) at a display scale.
    public init(image: RGBAImage, scale: Int) {
        precondition(scale >= 1, "RenderedImage: scale \(scale) is below 1")
        self.image = image; self.scale = scale
    }

    /// PNG bytes: the smallest exact colour type, sRGB chunk, pHYs of 72 x scale dpi; identical
    /// run to run.
    public func pngData() throws(PickerError) -> [UInt8] {
        do {
            return try PNGCodec.encode(image, pixelsPerMeter: PNGCodec.pixelsPerMeter(dpi: 72 * Double(scale)))
        } catch {
            throw .output(what: "png", error)
        }
    }

    /// Writes the PNG atomically (temporary file, then rename): on failure nothing is created
    /// or changed at `path`.
    public func write(to path: String) throws(PickerError) {
        let bytes = try pngData()
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw .file(what: "output", error)
        }
    }
}
