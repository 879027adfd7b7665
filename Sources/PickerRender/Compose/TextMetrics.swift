// TextMetrics: what a control's layout measures of text while it is built, as UIKit sizes its
// labels in layoutSubviews: lines and paragraphs as the text engine sets them, the pixel grid
// and the layout direction. A GeometryReader made `measuring` its content is handed one
// (SizedView); the controls laid out as UIKit lays them out read it (the system wheel's widest
// value, a list row's wrapped title). It lives on the layout's task, as the context it wraps.

import PickerRenderGeometry
import PickerRenderLayout
import PickerRenderText

/// What a control's layout measures of text while it is built: lines as the text engine sets
/// them, the pixel grid and the layout direction (UIKit's label sizing in layoutSubviews).
package struct TextMetrics {
    let context: LayoutContext
    init(_ context: LayoutContext) { self.context = context }

    /// One line of `s` in `font`, shrunk down to `minimumScaleFactor` and then truncated to fit
    /// `maxWidth` (nil: no limit).
    package func line(_ s: String, _ font: Font, maxWidth: Double? = nil, minimumScaleFactor: Double = 1) -> TextLine {
        context.line(s, font, maxWidth: maxWidth, minimumScaleFactor: minimumScaleFactor)
    }

    /// A paragraph of `s` wrapped to `maxWidth`, at most `lineLimit` lines, its lines aligned
    /// in its frame.
    package func paragraph(_ s: String, _ font: Font, maxWidth: Double, lineLimit: Int? = nil,
                           alignment: TextAlignment = .leading) -> (block: TextBlock, frameWidth: Double, origins: [Point]) {
        context.paragraph(s, font, maxWidth: maxWidth, lineLimit: lineLimit, alignment: alignment)
    }

    package func grid(_ v: Double) -> Double { context.grid(v) }
    package var scale: Double { context.scale }
    package var isRightToLeft: Bool { context.isRightToLeft }
    package var direction: LayoutDirection { context.direction }
    package func leadingX(_ x: Double, width: Double, in container: Double) -> Double { context.leadingX(x, width: width, in: container) }
}
