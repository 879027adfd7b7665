// luminanceToAlpha(): the view's Rec. 709 luma becomes its alpha over black (SwiftUI's
// luminanceToAlpha, a mask made from a picture: white opaque, black clear). Alpha out =
// 0.2126 r + 0.7152 g + 0.0722 b of the straight colour (a clear pixel's is black: it stays
// clear); the colour is black.

import PickerRenderLayout
import PickerRenderScene

package struct LuminanceToAlpha: FixedColorEffect {
    package static let type = "luminanceToAlpha"
    package static let matrix = ColorMatrix(rows: [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [Luma.r, Luma.g, Luma.b, 0, 0]])
    package init() {}
}

extension View {
    /// SwiftUI's `.luminanceToAlpha()`.
    public func luminanceToAlpha() -> AnyView { modifier(LuminanceToAlpha()) }
}
