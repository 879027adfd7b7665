// TextBlock: a paragraph laid out on several lines (SwiftUI's wrapping Text). Lines are stacked
// on their own line boxes (TextLine.height, whole pixels) with no extra leading; each line's
// origin is the top-left of its box, x from the alignment within `width`.

import PickerRenderGeometry

/// SwiftUI's TextAlignment / multilineTextAlignment: leading and trailing follow the layout
/// direction (leading is the right edge in right-to-left).
package enum TextAlignment: String, CaseIterable, Sendable, Codable, Hashable {
    case leading, center, trailing

    /// How much of a line's slack goes to its left in `direction`: 0 (flush left), 0.5, or 1.
    package func leftFactor(_ direction: LayoutDirection) -> Double {
        switch (self, direction) {
        case (.center, _): return 0.5
        case (.leading, .leftToRight), (.trailing, .rightToLeft): return 0
        case (.leading, .rightToLeft), (.trailing, .leftToRight): return 1
        }
    }
}

package struct TextBlock: Hashable, Sendable {
    package var lines: [TextLine]
    /// Top-left of each line's box, points, relative to the block's top-left.
    package var origins: [Point]
    /// The width lines were aligned in (the max width asked for).
    public var width: Double
    /// Sum of the line heights.
    public var height: Double
    /// True when the text did not fit in the line limit and the last line ends in "…".
    public var truncated: Bool
    package init(lines: [TextLine], origins: [Point], width: Double, height: Double, truncated: Bool) {
        self.lines = lines; self.origins = origins; self.width = width; self.height = height; self.truncated = truncated
    }

    /// Code points no face has, over all lines, without repeats.
    package var missingCodePoints: [UInt32] {
        var all: [UInt32] = []
        for line in lines { for v in line.missingCodePoints where !all.contains(v) { all.append(v) } }
        return all
    }
}
