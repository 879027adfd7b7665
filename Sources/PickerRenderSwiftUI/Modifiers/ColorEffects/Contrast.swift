// SwiftUI's `contrast`, on a view and in a visualEffect closure: the view's colours with each channel moved from mid grey by `amount` (0 is grey, below 0 inverts)
// (PickerRender's ColorEffects/Contrast.swift gives its matrix).

import PickerRender

extension View {
    public func contrast(_ amount: Double) -> some View { effect(Contrast(amount: Expression(amount))) }
}

extension VisualEffect {
    public func contrast(_ amount: Double) -> some VisualEffect { adding(Contrast(amount: Expression(amount))) }
}
