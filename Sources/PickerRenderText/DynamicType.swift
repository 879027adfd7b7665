// DynamicType: the iOS point-size table per text style and size category (docs/architecture.md §7),
// and ScaledMetric. Pure functions over constant tables; all values in points.

import PickerRenderGeometry

public enum TextStyle: String, CaseIterable, Sendable, Codable, Hashable {
    // subheadline and footnote are the sizes the list rows and the segmented control use; as
    // styles they can be named for a user's font (`--font footnote=FILE`) and in a spec.
    case largeTitle, title, title2, title3, headline, subheadline, body, footnote, caption

    /// The weight a style has when none is asked for: only headline is semibold.
    public var defaultWeight: FontWeight { self == .headline ? .semibold : .regular }
}

package enum DynamicType {
    // Rows: styles; columns: xSmall ... AX5 (docs/architecture.md §7, Apple's HIG tables).
    private static func row(_ style: TextStyle) -> [Double] {
        switch style {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title:      [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2:     [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3:     [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline:   [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .body:       [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .footnote:   [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption:    [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        }
    }

    /// Point size of `style` at the size category `size`.
    package static func pointSize(_ style: TextStyle, _ size: DynamicTypeSize) -> Double {
        row(style)[size.index]
    }

    /// SwiftUI's `ScaledMetric(base, relativeTo: style)`: scaled like the style's font relative
    /// to the default category (large), then put on the pixel grid (nearest, halves up).
    package static func scaledMetric(_ base: Double, relativeTo style: TextStyle,
                                    size: DynamicTypeSize, displayScale: Double) -> Double {
        let scaled = base * pointSize(style, size) / pointSize(style, .large)
        return PixelGrid.round(scaled, scale: displayScale)
    }
}
