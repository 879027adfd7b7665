// brightness(_:): `amount` added to each colour channel (0 leaves the view as it is, 1 makes it
// white, negative values darken); alpha kept.

import PickerRenderLayout
import PickerRenderScene

package struct Brightness: ColorEffect {
    var amount: Expression

    package static let type = "brightness"
    package static let fields = [PictureSpec.expressionField("amount", -100...100, required: true, "added to each colour channel: 0 none, 1 white"), PictureSpec.effectContentField]
    package init(amount: Expression) { self.amount = amount }
    package init(spec o: SpecObject) { amount = o.expression("amount")! }
    package func writeSpec(to w: inout SpecWriter) { w.set("amount", amount) }

    package func matrix(in layout: ViewTreeLayout, path: String) throws(PickerError) -> ColorMatrix {
        let v = try layout.number(amount, name: "amount", path: path, in: -100...100)
        return .rgb([[1, 0, 0], [0, 1, 0], [0, 0, 1]], bias: [v, v, v])
    }
}

extension View {
    /// SwiftUI's `.brightness(_:)`.
    public func brightness(_ amount: Expression) -> AnyView { modifier(Brightness(amount: amount)) }
}
