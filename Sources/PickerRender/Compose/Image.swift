// Image: SwiftUI's Image, from a PNG file or from decoded pixels. Not resizable, its size is its
// pixel size divided by `scale` (pixels per point, default 1; an @2x asset is scale 2, as
// UIImage(named:) reads the file's suffix); `.resizable()` makes it take the frame offered,
// `.aspectRatio(contentMode:)` / `.scaledToFit()` / `.scaledToFill()` keep its aspect ratio
// while doing so (a filled image overflows its frame, as SwiftUI's does, until `.clipped()`).
// The pixels are premultiplied and framed for the rasterizer once, here (ImageTexture), and
// shared by every picture drawn from the value.
// A spec names an image by `path`, relative to the spec file's folder: a spec given as a value
// keeps the path without pixels, and reading the spec from its file loads them
// (Picture+Images.swift); laying out an image without pixels is an error at its path.

import PickerRenderFiles
import PickerRenderPNG
import PickerRenderScene

/// SwiftUI's ContentMode: fit inside the space offered, or fill it.
public enum ContentMode: String, Sendable, Equatable, CaseIterable {
    case fit, fill
}

public struct Image: View, PrimitiveView, Equatable {
    public typealias Body = Never
    /// The file as a spec names it (relative to the spec's folder); nil for pixels given in Swift.
    public var path: String?
    /// Image pixels per point (2 for an @2x asset).
    public var scale: Double
    public var isResizable: Bool
    /// With `isResizable`: keep the aspect ratio, inside (fit) or covering (fill) the frame;
    /// nil stretches to the frame. Without it the image keeps its natural size, as SwiftUI's.
    public var contentMode: ContentMode?
    /// The pixels; nil until a spec read from its file loads them.
    package var texture: ImageTexture?
    /// A symbol a control draws instead of pixels (a list row's chevron), in its colour.
    package var symbol: (glyph: SymbolGlyph, color: ColorSpec)?

    /// Largest image, in pixels: 4096 x 4096, a whole @3x screen many times over. A PNG whose
    /// header says more is refused before its pixels are allocated.
    public static let maximumPixels = 4096 * 4096
    /// Largest PNG file read for an image.
    package static let maximumFileBytes = 64 << 20
    /// The scales accepted (pixels per point).
    package static let scales = 0.01...100.0

    /// An image of decoded straight-alpha pixels (for example `PNGCodec.decode`'s).
    public init(_ image: RGBAImage, scale: Double = 1) {
        precondition(image.width >= 1 && image.height >= 1, "Image: an image needs at least one pixel")
        self.init(path: nil, scale: scale, texture: ImageTexture(straightRGBA: image.pixels, width: image.width, height: image.height))
    }

    /// The PNG file at `path` (relative to the working directory), decoded now. Throws a
    /// PickerError: `.file` when it cannot be read (exit 3), `.invalidOption` when it is not a
    /// PNG or is larger than `maximumPixels` (exit 2).
    public init(contentsOfFile path: String, scale: Double = 1) throws(PickerError) {
        let read: [UInt8]?
        do { read = try FileIO.readRegularFile(path, limit: Self.maximumFileBytes) } catch { throw .file(what: "image", error) }
        guard let bytes = read else {
            throw .invalidOption(name: "image", value: path, expected: "a PNG file of at most \(Self.maximumFileBytes >> 20) MB")
        }
        self.init(path: path, scale: scale, texture: try Self.decode(bytes, shown: path, name: "image"))
    }

    init(path: String?, scale: Double = 1, texture: ImageTexture?) {
        self.path = path; self.scale = scale; self.texture = texture
        isResizable = false; contentMode = nil
    }

    /// A symbol drawn as its strokes, as `Image(systemName:)` draws an SF Symbol at its font's size.
    package init(symbol glyph: SymbolGlyph, color: ColorSpec) {
        self.init(path: nil, texture: nil)
        symbol = (glyph, color)
    }

    public static func == (a: Image, b: Image) -> Bool {
        a.path == b.path && a.scale == b.scale && a.isResizable == b.isResizable && a.contentMode == b.contentMode
            && a.texture == b.texture && a.symbol?.glyph == b.symbol?.glyph && a.symbol?.color == b.symbol?.color
    }

    /// The PNG `bytes` as a texture; an error names `name` and `shown` (the file).
    static func decode(_ bytes: [UInt8], shown: String, name: String) throws(PickerError) -> ImageTexture {
        do {
            let image = try PNGCodec.decode(bytes, source: shown, maxPixels: maximumPixels)
            return ImageTexture(straightRGBA: image.pixels, width: image.width, height: image.height)
        } catch {
            switch error {
            case .tooLarge(_, let w, let h, _):
                throw .invalidOption(name: name, value: shown, expected: "an image of at most \(maximumPixels) pixels (it is \(w) x \(h))")
            case .file(let e): throw .file(what: name, e)
            case .malformed(_, let message): throw .invalidOption(name: name, value: shown, expected: "a PNG file (\(message))")
            default: throw .invalidOption(name: name, value: shown, expected: "a PNG file (\(error.description))")
            }
        }
    }

    /// The image's size in pixels (nil before a spec's image is loaded).
    public var pixelWidth: Int? { texture?.width }
    public var pixelHeight: Int? { texture?.height }

    package var primitiveTree: ViewTree { .image(self) }

    /// Takes the frame offered instead of its natural size.
    public func resizable() -> Image { var i = self; i.isResizable = true; return i }
    /// Keeps the aspect ratio when resizable: inside the frame (fit) or covering it (fill).
    public func aspectRatio(contentMode: ContentMode) -> Image { var i = self; i.contentMode = contentMode; return i }
    public func scaledToFit() -> Image { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> Image { aspectRatio(contentMode: .fill) }
}
