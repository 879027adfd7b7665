// ColorGlyphImage: a colour glyph (emoji) as premultiplied RGBA8, scaled to the pixel size asked
// for. Placement is GlyphMask's contract without sub-pixel phase: the top-left pixel goes at
// (penX + left, penY - top) where (penX, penY) is the glyph origin rounded to whole pixels.
// Invariant: every channel <= alpha (premultiplied), pixels.count == width * height * 4.

package struct ColorGlyphImage: Hashable, Sendable {
    package var width: Int
    package var height: Int
    package var left: Int
    package var top: Int
    /// Rows top to bottom, 4 bytes a pixel in R, G, B, A order, premultiplied.
    package var pixels: [UInt8]

    package init(width: Int, height: Int, left: Int, top: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4,
                     "pixels must hold width x height x 4 bytes")
        self.width = width; self.height = height; self.left = left; self.top = top
        self.pixels = pixels
    }

    package static let empty = ColorGlyphImage(width: 0, height: 0, left: 0, top: 0, pixels: [])
    package var isEmpty: Bool { width == 0 || height == 0 }
}
