// saturation(_:): each colour mixed with its Rec. 709 luma, M = L + s (I - L): 1 leaves the view
// as it is, 0 is its grey, above 1 is more vivid; a negative amount counts as 0, as in SwiftUI.

import PickerRenderLayout
import PickerRenderScene

package struct Saturation: ColorEffect {
    var amount: Expression

    package static let type = "saturation"
    package static let fields = [PictureSpec.expressionField("amount", -100...100, required: true, "1 none, 0 grey, above 1 more vivid"), PictureSpec.effectContentField]
    package init(amount: Expression) { self.amount = amount }
    package init(spec o: SpecObject) { amount = o.expression("amount")! }
    package func writeSpec(to w: inout SpecWriter) { w.set("amount", amount) }

    package func matrix(in layout: ViewTreeLayout, path: String) throws(PickerError) -> ColorMatrix {
        Self.matrix(max(try layout.number(amount, name: "amount", path: path, in: -100...100), 0))
    }

    /// The colour `s` of the way from its luma to itself.
    package static func matrix(_ s: Double) -> ColorMatrix {
        .rgb((0..<3).map { i in
            (0..<3).map { j -> Double in
                let l = Luma.projection[i][j]
                return l + s * ((i == j ? 1 : 0) - l)
            }
        })
    }
}

extension View {
    /// SwiftUI's `.saturation(_:)`.
    public func saturation(_ amount: Expression) -> AnyView { modifier(Saturation(amount: amount)) }
}
