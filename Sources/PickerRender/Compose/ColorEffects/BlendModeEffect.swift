// blendMode(_:): how the view's pixels meet what is drawn beneath it: multiply (darken by the
// product), screen (lighten by the inverted product), plusLighter (add), or normal.

import PickerRenderLayout
import PickerRenderScene

package struct BlendModeEffect: ColorEffect {
    var mode: BlendMode

    package static let type = "blendMode"
    package static let fields = [SpecField("mode", .oneOf(BlendMode.allCases.map(\.rawValue)), required: true,
                                           "multiply, screen, plusLighter or normal")]
    package init(mode: BlendMode) { self.mode = mode }
    package init(spec o: SpecObject) { mode = BlendMode(rawValue: o.string("mode")!)! }
    package func writeSpec(to w: inout SpecWriter) { w.set("mode", mode.rawValue) }

    package func lowered(_ inputs: ColorEffectInputs) throws(PickerError) -> EffectNode { .blendMode(mode) }
}

extension View {
    /// SwiftUI's `.blendMode(_:)`.
    public func blendMode(_ mode: BlendMode) -> AnyView { colorEffect(BlendModeEffect(mode: mode)) }
}
