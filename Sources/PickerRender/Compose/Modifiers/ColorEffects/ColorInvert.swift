// colorInvert(): each colour channel c becomes 1 - c; alpha kept.

import PickerRenderLayout
import PickerRenderScene

package struct ColorInvert: ColorEffect {
    package static let type = "colorInvert"
    package static let fields: [SpecField] = [PictureSpec.effectContentField]
    package init() {}
    package init(spec o: SpecObject) {}
    package func writeSpec(to w: inout SpecWriter) {}

    package func matrix(in layout: ViewTreeLayout, path: String) throws(PickerError) -> ColorMatrix {
        .rgb([[-1, 0, 0], [0, -1, 0], [0, 0, -1]], bias: [1, 1, 1])
    }
}

extension View {
    /// SwiftUI's `.colorInvert()`.
    public func colorInvert() -> AnyView { modifier(ColorInvert()) }
}
