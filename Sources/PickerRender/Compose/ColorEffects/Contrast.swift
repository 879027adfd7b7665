// contrast(_:): each colour channel moved away from (or toward) mid grey, c' = 0.5 + k (c - 0.5):
// 1 leaves the view as it is, 0 is flat grey, negative values invert as well; alpha kept.

import PickerRenderLayout
import PickerRenderScene

package struct Contrast: ColorEffect {
    var amount: Expression

    package static let type = "contrast"
    package static let fields = [PictureSpec.expressionField("amount", -100...100, required: true, "1 none, 0 mid grey, below 0 inverted too")]
    package init(amount: Expression) { self.amount = amount }
    package init(spec o: SpecObject) { amount = o.expression("amount")! }
    package func writeSpec(to w: inout SpecWriter) { w.set("amount", amount) }

    package func lowered(_ inputs: ColorEffectInputs) throws(PickerError) -> EffectNode {
        let k = try inputs.number(amount, "amount", in: -100...100), bias = (1 - k) * 0.5
        return .colorMatrix(.rgb([[k, 0, 0], [0, k, 0], [0, 0, k]], bias: [bias, bias, bias]), name: Self.type)
    }
}

extension View {
    /// SwiftUI's `.contrast(_:)`.
    public func contrast(_ amount: Expression) -> AnyView { colorEffect(Contrast(amount: amount)) }
}
