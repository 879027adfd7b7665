// SwiftUI's `luminanceToAlpha`: the view's luma as the alpha of black
// (PickerRender's ColorEffects/LuminanceToAlpha.swift).

import PickerRender

extension View {
    public func luminanceToAlpha() -> some View { effect(PickerRender.LuminanceToAlpha()) }
}
