// GlyphMask: 8-bit coverage of one glyph, rendered by FreeType (grayscale, unhinted) at a pixel
// size and a quarter-pixel phase.
//
// Placement contract (pixel coordinates, y down, pixel (i, j) covers [i, i+1) x [j, j+1)):
// a glyph whose origin (left end of its baseline) lies at the continuous position (x, y) is drawn
// by splitting x and y with `TextEngine.quantize` into (penX, phaseX) and (penY, phaseY), asking
// for the mask at those phases, and putting the mask's top-left pixel at
// (penX + left, penY - top). Row r, column c of `coverage` then covers pixel
// (penX + left + c, penY - top + r). The phase shift (phase/4 px right and down) is already inside
// the coverage, so the outline origin lands at (penX + phaseX/4, penY + phaseY/4).

package struct GlyphMask: Hashable, Sendable {
    package var width: Int
    package var height: Int
    /// Column of the bitmap's left edge relative to penX (FreeType's bitmap_left).
    package var left: Int
    /// Rows from the bitmap's top edge up to penY (FreeType's bitmap_top; positive = above).
    package var top: Int
    /// Rows top to bottom, stride = width, 0 = no ink, 255 = fully covered.
    package var coverage: [UInt8]

    package init(width: Int, height: Int, left: Int, top: Int, coverage: [UInt8]) {
        precondition(width >= 0 && height >= 0 && coverage.count == width * height,
                     "coverage must hold width x height bytes")
        self.width = width; self.height = height; self.left = left; self.top = top
        self.coverage = coverage
    }

    package static let empty = GlyphMask(width: 0, height: 0, left: 0, top: 0, coverage: [])

    package var isEmpty: Bool { width == 0 || height == 0 }
}
