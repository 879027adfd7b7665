// SwiftUI's `grayscale`, on a view and in a visualEffect closure: the view's colours taken `amount` of the way to its luma (1 is grey)
// (PickerRender's ColorEffects/Grayscale.swift gives its matrix).

import PickerRender

extension View {
    public func grayscale(_ amount: Double) -> some View { effect(Grayscale(amount: Expression(amount))) }
}

extension VisualEffect {
    public func grayscale(_ amount: Double) -> some VisualEffect { adding(Grayscale(amount: Expression(amount))) }
}
