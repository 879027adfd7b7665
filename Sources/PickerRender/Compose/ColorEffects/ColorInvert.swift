// colorInvert(): each colour channel c becomes 1 - c; alpha kept.

import PickerRenderLayout
import PickerRenderScene

package struct ColorInvert: ColorEffect {
    package static let type = "colorInvert"
    package static let fields: [SpecField] = []
    package init() {}
    package init(spec o: SpecObject) {}
    package func writeSpec(to w: inout SpecWriter) {}

    package func lowered(_ inputs: ColorEffectInputs) throws(PickerError) -> EffectNode {
        .colorMatrix(.rgb([[-1, 0, 0], [0, -1, 0], [0, 0, -1]], bias: [1, 1, 1]), name: Self.type)
    }
}

extension View {
    /// SwiftUI's `.colorInvert()`.
    public func colorInvert() -> AnyView { colorEffect(ColorInvert()) }
}
