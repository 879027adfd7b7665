// SwiftUI's `colorMultiply`: each channel of the view, alpha too, multiplied by the colour's
// (PickerRender's ColorEffects/ColorMultiply.swift).

import PickerRender

extension View {
    public func colorMultiply(_ color: Color) -> some View { effect(PickerRender.ColorMultiply(color: color.spec)) }
}
