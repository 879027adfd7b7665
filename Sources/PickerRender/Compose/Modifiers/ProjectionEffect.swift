// projectionEffect: the view drawn through a projective transform of its frame's space (origin
// at its top-left), its layout frame unchanged: SwiftUI's `.projectionEffect(ProjectionTransform)`,
// and the way a UIKit control sets a row's layer transform (UIPickerView's rows on their
// cylinder). ProjectionTransform uses SwiftUI's names and row-vector convention: a point (x, y)
// goes to ((m11 x + m21 y + m31) / w, (m12 x + m22 y + m32) / w), w = m13 x + m23 y + m33. The
// view is one layer mapped by one homography, so it is sampled once.
// Spec: {"type": "projectionEffect", "m11": 1, "m12": 0, ..., "m33": 1, "content": view}
// (entries left out are the identity's).

import PickerRenderGeometry
import PickerRenderLayout
import PickerRenderScene

/// SwiftUI's ProjectionTransform: a 3 x 3 projective transform, row-vector convention.
public struct ProjectionTransform: Sendable, Equatable {
    public var m11 = 1.0, m12 = 0.0, m13 = 0.0
    public var m21 = 0.0, m22 = 1.0, m23 = 0.0
    public var m31 = 0.0, m32 = 0.0, m33 = 1.0
    public init() {}

    /// The transform a homography (column-vector, row-major `m`) is.
    package init(_ h: Homography) {
        (m11, m21, m31) = (h.m[0], h.m[1], h.m[2])
        (m12, m22, m32) = (h.m[3], h.m[4], h.m[5])
        (m13, m23, m33) = (h.m[6], h.m[7], h.m[8])
    }

    /// As the scene's homography.
    package var homography: Homography { Homography([m11, m21, m31, m12, m22, m32, m13, m23, m33]) }

    static let names = ["m11", "m12", "m13", "m21", "m22", "m23", "m31", "m32", "m33"]
    var entries: [Double] { [m11, m12, m13, m21, m22, m23, m31, m32, m33] }
}

package struct ProjectionEffect: EffectModifier {
    var transform: ProjectionTransform

    package static let type = "projectionEffect"
    package static let fields = ProjectionTransform.names.map {
        SpecField($0, .number(-1e9...1e9), "the transform's \($0) (default: the identity's)")
    } + [PictureSpec.effectContentField]
    package init(_ transform: ProjectionTransform) { self.transform = transform }
    package init(spec o: SpecObject) throws(SpecError) {
        let identity = ProjectionTransform().entries
        let e = ProjectionTransform.names.enumerated().map { o.number($1) ?? identity[$0] }
        var t = ProjectionTransform()
        (t.m11, t.m12, t.m13, t.m21, t.m22, t.m23, t.m31, t.m32, t.m33) = (e[0], e[1], e[2], e[3], e[4], e[5], e[6], e[7], e[8])
        transform = t
    }
    package func writeSpec(to w: inout SpecWriter) {
        let identity = ProjectionTransform().entries
        for (i, (name, v)) in zip(ProjectionTransform.names, transform.entries).enumerated() where v != identity[i] { w.set(name, v) }
    }

    package func layerEffect(in layout: ViewTreeLayout, path: String) throws(PickerError) -> any LayerEffect {
        for (name, v) in zip(ProjectionTransform.names, transform.entries) where !(v.isFinite && abs(v) <= 1e9) {
            throw ViewTreeLayout.at(path, .invalidOption(name: name, value: PickerError.format(v), expected: "a number from -1e9 to 1e9"))
        }
        return Effect(homography: transform.homography)
    }

    struct Effect: LayerEffect {
        let homography: Homography
        var name: String { "projectionEffect" }
        var run: LayerEffectRun { .transform }
        func apply(to layer: inout Layer, in box: EffectBox) { layer.transform = layer.transform * homography }
    }
}

extension View {
    /// SwiftUI's `.projectionEffect(_:)`.
    public func projectionEffect(_ transform: ProjectionTransform) -> AnyView { modifier(ProjectionEffect(transform)) }
}
