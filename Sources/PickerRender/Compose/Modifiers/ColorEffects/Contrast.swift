// contrast(_:): each colour channel moved away from (or toward) mid grey, c' = 0.5 + k (c - 0.5):
// 1 leaves the view as it is, 0 is flat grey, negative values invert as well; alpha kept.

import PickerRenderLayout
import PickerRenderScene

package struct Contrast: AmountColorEffect {
    package var amount: Expression

    package static let type = "contrast"
    package static let amountHelp = "1 none, 0 mid grey, below 0 inverted too"
    package init(amount: Expression) { self.amount = amount }

    package static func matrix(amount: Double) -> ColorMatrix {
        let bias = (1 - amount) * 0.5
        return .rgb([[amount, 0, 0], [0, amount, 0], [0, 0, amount]], bias: [bias, bias, bias])
    }
}

extension View {
    /// SwiftUI's `.contrast(_:)`.
    public func contrast(_ amount: Expression) -> AnyView { modifier(Contrast(amount: amount)) }
}
