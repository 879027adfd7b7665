// ColorEffect: SwiftUI's colour effects (hueRotation, brightness, contrast, saturation,
// grayscale, colorMultiply, colorInvert) and blendMode, each one file of this folder holding all
// of it: its View method, its spec form (type and fields), and its lowering to the one closed
// scene form, a layer's colour matrix or blend mode (PickerRenderScene's ColorFilter.swift).
// Reading and writing specs, checking numbers at the view's path, and placing the layer are
// done once for all of them here, in PictureSpec+Drawing and in ViewTreeLayout+Drawing, by
// going through `all`; a new colour effect is its file, its line in `all`, and its SwiftUI
// spelling in PickerRenderSwiftUI.
// Numbers are Expressions, so an effect written in a scroll item's visualEffect can depend on
// the item (`hueRotation(.degrees(position * 30))`).

import PickerRenderLayout
import PickerRenderScene

package protocol ColorEffect: Sendable, Equatable {
    /// The spec's "type": the SwiftUI modifier's name.
    static var type: String { get }
    /// The spec's fields besides "content".
    static var fields: [SpecField] { get }
    /// From a spec object already checked against `fields`.
    init(spec o: SpecObject) throws(SpecError)
    func writeSpec(to w: inout SpecWriter)
    /// The scene's form, each number checked through `inputs`.
    func lowered(_ inputs: ColorEffectInputs) throws(PickerError) -> EffectNode
}

/// Every colour effect, in the order the spec schema lists them.
package let colorEffects: [any ColorEffect.Type] = [
    HueRotation.self, Brightness.self, Contrast.self, Saturation.self, Grayscale.self,
    ColorMultiply.self, ColorInvert.self, BlendModeEffect.self,
]

/// What lowering an effect may ask: a number checked against a range at the view's path, the
/// palette colours resolve in.
package struct ColorEffectInputs {
    let check: (Expression, String, ClosedRange<Double>) throws(PickerError) -> Double
    package let palette: Palette

    package func number(_ e: Expression, _ name: String, in range: ClosedRange<Double>) throws(PickerError) -> Double {
        try check(e, name, range)
    }

    /// An angle in degrees (given in degrees or radians).
    package func degrees(_ a: Angle) throws(PickerError) -> Double {
        let v = try number(a.value, a.unit.rawValue, in: a.unit == .degrees ? -36_000...36_000 : -630...630)
        return a.unit == .degrees ? v : v * 180 / Double.pi
    }
}

/// A colour effect as a value of the picture model (`ViewEffect.color`).
public struct AnyColorEffect: Sendable, Equatable {
    package let effect: any ColorEffect
    package init(_ effect: some ColorEffect) { self.effect = effect }

    public static func == (a: AnyColorEffect, b: AnyColorEffect) -> Bool {
        func equal<E: ColorEffect>(_ x: E) -> Bool { (b.effect as? E) == x }
        return equal(a.effect)
    }

    package var type: String { Swift.type(of: effect).type }
}

extension View {
    func colorEffect(_ e: some ColorEffect) -> AnyView { effect(.color(AnyColorEffect(e))) }
}

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
