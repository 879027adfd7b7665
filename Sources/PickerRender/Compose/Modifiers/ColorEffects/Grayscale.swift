// grayscale(_:): each colour taken `amount` of the way to its Rec. 709 luma (SwiftUI's
// monochrome in white): 0 leaves the view as it is, 1 is grey; a negative amount counts as 0.
// Between 0 and 1 it is saturation(1 - amount), and is built so.

import PickerRenderLayout
import PickerRenderScene

package struct Grayscale: ColorEffect {
    var amount: Expression

    package static let type = "grayscale"
    package static let fields = [PictureSpec.expressionField("amount", -100...100, required: true, "0 none, 1 grey"), PictureSpec.effectContentField]
    package init(amount: Expression) { self.amount = amount }
    package init(spec o: SpecObject) { amount = o.expression("amount")! }
    package func writeSpec(to w: inout SpecWriter) { w.set("amount", amount) }

    package func matrix(in layout: ViewTreeLayout, path: String) throws(PickerError) -> ColorMatrix {
        Saturation.matrix(1 - max(try layout.number(amount, name: "amount", path: path, in: -100...100), 0))
    }
}

extension View {
    /// SwiftUI's `.grayscale(_:)`.
    public func grayscale(_ amount: Expression) -> AnyView { modifier(Grayscale(amount: amount)) }
}
