// blendMode(_:): how the view's pixels meet what is drawn beneath it: multiply (darken by the
// product), screen (lighten by the inverted product), plusLighter (add), or normal. The view is
// a layer of its own that the rasterizer combines with what is beneath (BlendKernel).

import PickerRenderLayout
import PickerRenderScene

package struct BlendModeEffect: EffectModifier {
    var mode: BlendMode

    package static let type = "blendMode"
    package static let fields = [SpecField("mode", .oneOf(BlendMode.allCases.map(\.rawValue)), required: true,
                                           "multiply, screen, plusLighter or normal"), PictureSpec.effectContentField]
    package init(mode: BlendMode) { self.mode = mode }
    package init(spec o: SpecObject) { mode = BlendMode(rawValue: o.string("mode")!)! }
    package func writeSpec(to w: inout SpecWriter) { w.set("mode", mode.rawValue) }

    package func layerEffect(in layout: ViewTreeLayout, path: String) throws(PickerError) -> any LayerEffect { Effect(mode: mode) }

    struct Effect: LayerEffect {
        let mode: BlendMode
        var name: String { "blendMode \(mode.rawValue)" }
        var run: LayerEffectRun { .alone }
        func apply(to layer: inout Layer, in box: EffectBox) { layer.blendMode = mode }
    }
}

extension View {
    /// SwiftUI's `.blendMode(_:)`.
    public func blendMode(_ mode: BlendMode) -> AnyView { modifier(BlendModeEffect(mode: mode)) }
}
