// ColorEffect: SwiftUI's colour effects (hueRotation, brightness, contrast, saturation,
// grayscale, colorMultiply, colorInvert), each a modifier of one file of this folder (its View
// method, its spec form and its matrix), lowered to the scene's one closed form for them: a
// layer's colour matrix (PickerRenderScene's ColorFilter.swift). Colour effects next to each
// other are one layer whose matrix is their product, the innermost applied first. blendMode
// (BlendModeEffect.swift) is a drawing modifier of its own. A new colour effect is its file and
// its line in `colorEffects`, plus its SwiftUI spelling in PickerRenderSwiftUI.
// Numbers are Expressions, so an effect written in a scroll item's visualEffect can depend on
// the item (`hueRotation(.degrees(position * 30))`).

import PickerRenderLayout
import PickerRenderScene

package protocol ColorEffect: EffectModifier {
    /// The effect as a colour matrix, each number checked at the view's path.
    func matrix(in layout: ViewTreeLayout, path: String) throws(PickerError) -> ColorMatrix
}

extension ColorEffect {
    package func layerEffect(in layout: ViewTreeLayout, path: String) throws(PickerError) -> any LayerEffect {
        ColorMatrixEffect(matrix: try matrix(in: layout, path: path), name: Self.type)
    }
}

/// A colour effect of one number, `amount` (brightness, contrast, saturation, grayscale): its
/// spec form, `{"amount": 0.5}`, and its check, -100...100, written once.
package protocol AmountColorEffect: ColorEffect {
    var amount: Expression { get }
    init(amount: Expression)
    /// The spec field's help: what amounts mean.
    static var amountHelp: String { get }
    /// The matrix for a checked amount.
    static func matrix(amount: Double) -> ColorMatrix
}

extension AmountColorEffect {
    package static var fields: [SpecField] {
        [PictureSpec.expressionField("amount", -100...100, required: true, amountHelp), PictureSpec.effectContentField]
    }
    package init(spec o: SpecObject) { self.init(amount: o.expression("amount")!) }
    package func writeSpec(to w: inout SpecWriter) { w.set("amount", amount) }
    package func matrix(in layout: ViewTreeLayout, path: String) throws(PickerError) -> ColorMatrix {
        Self.matrix(amount: try layout.number(amount, name: "amount", path: path, in: -100...100))
    }
}

/// A colour effect of no number (colorInvert, luminanceToAlpha): its spec form is its content
/// alone, and its matrix is the same for every view.
package protocol FixedColorEffect: ColorEffect {
    init()
    static var matrix: ColorMatrix { get }
}

extension FixedColorEffect {
    package static var fields: [SpecField] { [PictureSpec.effectContentField] }
    package init(spec o: SpecObject) { self.init() }
    package func writeSpec(to w: inout SpecWriter) {}
    package func matrix(in layout: ViewTreeLayout, path: String) throws(PickerError) -> ColorMatrix { Self.matrix }
}

/// A layer's colour matrix: a run of colour effects multiplies into one, the outermost applied
/// to what the inner ones made.
struct ColorMatrixEffect: LayerEffect {
    let matrix: ColorMatrix
    let name: String
    var run: LayerEffectRun { .colorMatrix }
    func apply(to layer: inout Layer, in box: EffectBox) {
        // The run is outermost first: each later (inner) matrix applies before the ones so far.
        layer.colorMatrix = (layer.colorMatrix ?? .identity).after(matrix)
    }
}

/// Every colour effect and blend mode, in the order the spec schema lists them.
package let colorEffects: [any PictureModifier.Type] = [
    HueRotation.self, Brightness.self, Contrast.self, Saturation.self, Grayscale.self,
    ColorMultiply.self, ColorInvert.self, LuminanceToAlpha.self, BlendModeEffect.self,
]

/// Rec. 709's luma weights, which SwiftUI's saturation, grayscale and hue rotation use.
package enum Luma {
    package static let r = 0.2126, g = 0.7152, b = 0.0722

    /// Each output channel the luma of the input.
    static let projection: [[Double]] = (0..<3).map { _ in [r, g, b] }
}

extension ColorMatrix {
    /// The colour channels mixed by a 3 x 3 matrix plus a bias per channel; alpha kept.
    package static func rgb(_ m: [[Double]], bias: [Double] = [0, 0, 0]) -> ColorMatrix {
        ColorMatrix(rows: (0..<3).map { m[$0] + [0, bias[$0]] } + [[0, 0, 0, 1, 0]])
    }
}
