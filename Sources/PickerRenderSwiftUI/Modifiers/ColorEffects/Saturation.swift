// SwiftUI's `saturation`, on a view and in a visualEffect closure: the view's colours mixed with its luma (0 is grey, 1 as it is)
// (PickerRender's ColorEffects/Saturation.swift gives its matrix).

import PickerRender

extension View {
    public func saturation(_ amount: Double) -> some View { effect(Saturation(amount: Expression(amount))) }
}

extension VisualEffect {
    public func saturation(_ amount: Double) -> some VisualEffect { adding(Saturation(amount: Expression(amount))) }
}
