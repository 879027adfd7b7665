// SwiftUI's `brightness`, on a view and in a visualEffect closure: the view's colours with `amount` added to each colour channel (1 is white)
// (PickerRender's ColorEffects/Brightness.swift gives its matrix).

import PickerRender

extension View {
    public func brightness(_ amount: Double) -> some View { effect(Brightness(amount: Expression(amount))) }
}

extension VisualEffect {
    public func brightness(_ amount: Double) -> some VisualEffect { adding(Brightness(amount: Expression(amount))) }
}
