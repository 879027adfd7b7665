// ImageItem: a bitmap in the scene (SwiftUI's Image): premultiplied RGBA8 pixels stretched over
// `rect`, in the parent's points. The pixels are an ImageTexture, made once when the image is
// made (a decoded PNG, or pixels given in Swift) and shared by every scene drawn from it (an
// array, copy on write): layout and drawing never copy, premultiply or pad them again.
// Invariants: the texture holds the image inside one transparent texel on every side, the
// border PerspectiveSampler's inner loop relies on (a clamped coordinate reads transparency);
// width and height are at least 1; `digest` is FNV-1a 64 of the premultiplied pixels (no
// border), so a scene dump names the pixels without holding them.

import PickerRenderGeometry

/// An image's pixels as the rasterizer samples them (see the file header).
package struct ImageTexture: Sendable, Equatable {
    /// The image's size in pixels (without the border).
    package let width: Int
    package let height: Int
    /// (width + 2) x (height + 2) premultiplied RGBA8 texels, row-major: the image at (1, 1).
    package let texels: [UInt8]
    /// FNV-1a 64 of the premultiplied pixels, 16 hex digits.
    package let digest: String

    /// Bytes a row of `texels`.
    package var stride: Int { (width + 2) * 4 }

    /// From straight-alpha RGBA8 (a decoded PNG): each pixel premultiplied with
    /// (c x a + 127) / 255, as Pixmap(straightRGBA:) does, and framed by the transparent ring.
    package init(straightRGBA pixels: [UInt8], width: Int, height: Int) {
        precondition(width >= 1 && height >= 1 && pixels.count == width * height * 4,
                     "ImageTexture: \(pixels.count) bytes for \(width) x \(height) pixels")
        self.width = width; self.height = height
        let stride = (width + 2) * 4
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        texels = [UInt8](unsafeUninitializedCapacity: stride * (height + 2)) { out, count in
            out.initialize(repeating: 0)
            pixels.withUnsafeBufferPointer { src in
                for y in 0..<height {
                    var s = y * width * 4, d = (y + 1) * stride + 4
                    for _ in 0..<width {
                        let a = UInt32(src[s + 3])
                        for c in 0..<3 {
                            let v = a == 255 ? src[s + c] : UInt8((UInt32(src[s + c]) * a + 127) / 255)
                            out[d + c] = v
                            hash = (hash ^ UInt64(v)) &* 0x0000_0100_0000_01b3
                        }
                        out[d + 3] = src[s + 3]
                        hash = (hash ^ UInt64(a)) &* 0x0000_0100_0000_01b3
                        s += 4; d += 4
                    }
                }
            }
            count = stride * (height + 2)
        }
        let hex = String(hash, radix: 16)
        digest = String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Equal sizes and texels; the digests decide first, so unequal images rarely read their pixels.
    package static func == (a: ImageTexture, b: ImageTexture) -> Bool {
        a.width == b.width && a.height == b.height && a.digest == b.digest && a.texels == b.texels
    }
}

/// A bitmap filling `rect` (parent points): SwiftUI's Image, drawn through the current
/// transform with the PerspectiveSampler (bilinear over the pixel's footprint), or copied when
/// one image pixel is one device pixel at a whole-pixel offset.
public struct ImageItem: Sendable {
    public var rect: Rect
    package var texture: ImageTexture

    package init(rect: Rect, texture: ImageTexture) {
        self.rect = rect; self.texture = texture
    }

    /// The image's size in pixels.
    public var pixelWidth: Int { texture.width }
    public var pixelHeight: Int { texture.height }
    /// FNV-1a 64 of the premultiplied pixels (hex), as the scene dump writes it.
    public var digest: String { texture.digest }

    /// Where the image can put ink, in its parent's points: `rect` grown by half an image pixel,
    /// as far as a bilinear tap at a pixel centre outside the rect still reaches an edge texel.
    package var inkBounds: Rect {
        rect.insetBy(dx: -rect.width / Double(2 * texture.width), dy: -rect.height / Double(2 * texture.height))
    }
}
