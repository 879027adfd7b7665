// contrast(_:): each colour channel moved away from (or toward) mid grey, c' = 0.5 + k (c - 0.5):
// 1 leaves the view as it is, 0 is flat grey, negative values invert as well; alpha kept.

import PickerRenderLayout
import PickerRenderScene

package struct Contrast: ColorEffect {
    var amount: Expression

    package static let type = "contrast"
    package static let fields = [PictureSpec.expressionField("amount", -100...100, required: true, "1 none, 0 mid grey, below 0 inverted too"), PictureSpec.effectContentField]
    package init(amount: Expression) { self.amount = amount }
    package init(spec o: SpecObject) { amount = o.expression("amount")! }
    package func writeSpec(to w: inout SpecWriter) { w.set("amount", amount) }

    package func matrix(in layout: ViewTreeLayout, path: String) throws(PickerError) -> ColorMatrix {
        let k = try layout.number(amount, name: "amount", path: path, in: -100...100), bias = (1 - k) * 0.5
        return .rgb([[k, 0, 0], [0, k, 0], [0, 0, k]], bias: [bias, bias, bias])
    }
}

extension View {
    /// SwiftUI's `.contrast(_:)`.
    public func contrast(_ amount: Expression) -> AnyView { modifier(Contrast(amount: amount)) }
}
