// brightness(_:): `amount` added to each colour channel (0 leaves the view as it is, 1 makes it
// white, negative values darken); alpha kept.

import PickerRenderLayout
import PickerRenderScene

package struct Brightness: AmountColorEffect {
    package var amount: Expression

    package static let type = "brightness"
    package static let amountHelp = "added to each colour channel: 0 none, 1 white"
    package init(amount: Expression) { self.amount = amount }

    package static func matrix(amount: Double) -> ColorMatrix {
        .rgb([[1, 0, 0], [0, 1, 0], [0, 0, 1]], bias: [amount, amount, amount])
    }
}

extension View {
    /// SwiftUI's `.brightness(_:)`.
    public func brightness(_ amount: Expression) -> AnyView { modifier(Brightness(amount: amount)) }
}
