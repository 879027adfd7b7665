// saturation(_:): each colour mixed with its Rec. 709 luma, M = L + s (I - L): 1 leaves the view
// as it is, 0 is its grey, above 1 is more vivid; a negative amount counts as 0, as in SwiftUI.

import PickerRenderLayout
import PickerRenderScene

package struct Saturation: AmountColorEffect {
    package var amount: Expression

    package static let type = "saturation"
    package static let amountHelp = "1 none, 0 grey, above 1 more vivid"
    package init(amount: Expression) { self.amount = amount }

    package static func matrix(amount: Double) -> ColorMatrix {
        saturated(max(amount, 0))
    }

    /// The colour `s` of the way from its luma to itself.
    package static func saturated(_ s: Double) -> ColorMatrix {
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
