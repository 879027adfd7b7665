// SwiftUI's `blendMode`: how the view's pixels meet what is drawn beneath it
// (PickerRender's ColorEffects/BlendModeEffect.swift). The modes drawn are SwiftUI's normal,
// multiply, screen and plusLighter; code naming another of SwiftUI's modes does not compile
// here, rather than draw something else.

import PickerRender
import PickerRenderScene

public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, plusLighter

    var scene: PickerRenderScene.BlendMode {
        switch self {
        case .normal: .normal
        case .multiply: .multiply
        case .screen: .screen
        case .plusLighter: .plusLighter
        }
    }
}

extension View {
    public func blendMode(_ blendMode: BlendMode) -> some View { effect(BlendModeEffect(mode: blendMode.scene)) }
}
