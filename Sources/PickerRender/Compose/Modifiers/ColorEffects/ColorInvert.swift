// colorInvert(): each colour channel c becomes 1 - c; alpha kept.

import PickerRenderLayout
import PickerRenderScene

package struct ColorInvert: FixedColorEffect {
    package static let type = "colorInvert"
    package static let matrix = ColorMatrix.rgb([[-1, 0, 0], [0, -1, 0], [0, 0, -1]], bias: [1, 1, 1])
    package init() {}
}

extension View {
    /// SwiftUI's `.colorInvert()`.
    public func colorInvert() -> AnyView { modifier(ColorInvert()) }
}
