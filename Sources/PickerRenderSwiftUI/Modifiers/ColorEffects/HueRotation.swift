// SwiftUI's `hueRotation`, on a view and in a visualEffect closure: the view's colours by an angle about the grey axis, keeping each colour's luma
// (PickerRender's ColorEffects/HueRotation.swift gives its matrix).

import PickerRender

extension View {
    public func hueRotation(_ angle: Angle) -> some View { effect(HueRotation(angle: angle.pickerRender)) }
}

extension VisualEffect {
    public func hueRotation(_ angle: Angle) -> some VisualEffect { adding(HueRotation(angle: angle.pickerRender)) }
}
