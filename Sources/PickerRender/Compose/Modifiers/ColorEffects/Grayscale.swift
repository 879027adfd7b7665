// grayscale(_:): each colour taken `amount` of the way to its Rec. 709 luma (SwiftUI's
// monochrome in white): 0 leaves the view as it is, 1 is grey; a negative amount counts as 0.
// Between 0 and 1 it is saturation(1 - amount), and is built so.

import PickerRenderLayout
import PickerRenderScene

package struct Grayscale: AmountColorEffect {
    package var amount: Expression

    package static let type = "grayscale"
    package static let amountHelp = "0 none, 1 grey"
    package init(amount: Expression) { self.amount = amount }

    package static func matrix(amount: Double) -> ColorMatrix {
        Saturation.saturated(1 - max(amount, 0))
    }
}

extension View {
    /// SwiftUI's `.grayscale(_:)`.
    public func grayscale(_ amount: Expression) -> AnyView { modifier(Grayscale(amount: amount)) }
}
