// SymbolGlyph+Disclosure: chevron.forward as a List's navigation row ends in it (UIKit's
// disclosure indicator), measured on iOS 26.4's inset grouped List at @3x (17-pt body text):
// the ink is 6.67 x 11.33 pt, two round-capped arms meeting at the right at mid-height, the
// stroke about 1.75 pt across (5-6 px of full ink along a row at 45 degrees, anti-aliased
// edges aside). Invariant, as every SymbolGlyph's: the strokes lie inside the box.

import PickerRenderGeometry

extension SymbolGlyph {
    fileprivate init(size: Size, lineWidth: Double, centrelines: [[Point]]) {
        self.size = size; self.lineWidth = lineWidth; self.centrelines = centrelines
    }

    /// `chevron.forward`, pointing right: right to left, a row draws it `flipped` (mirroring a
    /// row moves its symbols without flipping them, and UIKit's disclosure indicator points left).
    package static func disclosureChevron(pointSize: Double) -> SymbolGlyph {
        let k = pointSize / 17
        let size = Size(6.67 * k, 11.33 * k), lw = 1.75 * k, h = lw / 2
        return SymbolGlyph(size: size, lineWidth: lw,
                           centrelines: [[Point(h, h), Point(size.width - h, size.height / 2), Point(h, size.height - h)]])
    }

    /// The glyph's mirror image in its own box.
    package var flipped: SymbolGlyph {
        SymbolGlyph(size: size, lineWidth: lineWidth, centrelines: centrelines.map { $0.map { Point(size.width - $0.x, $0.y) } })
    }
}
