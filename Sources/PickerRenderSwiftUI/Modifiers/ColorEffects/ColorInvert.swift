// SwiftUI's `colorInvert`: each colour channel c of the view becomes 1 - c
// (PickerRender's ColorEffects/ColorInvert.swift).

import PickerRender

extension View {
    public func colorInvert() -> some View { effect(PickerRender.ColorInvert()) }
}
