// rotationEffect: the view drawn turned clockwise by an angle about an anchor of its frame (its
// centre by default), its layout frame unchanged. Angle is SwiftUI's: degrees or radians, an
// Expression so a scroll item's turn can follow its position.
// Spec: {"type": "rotationEffect", "degrees": 30 (or "radians"), "anchor": "top", "content": view}.

import Foundation
import PickerRenderGeometry
import PickerRenderLayout
import PickerRenderScene

/// An angle as SwiftUI's Angle: degrees or radians.
public struct Angle: Sendable, Equatable {
    public enum Unit: String, Sendable, Equatable { case degrees, radians }
    public var value: Expression
    public var unit: Unit
    public init(_ value: Expression, unit: Unit) { self.value = value; self.unit = unit }
    public static func degrees(_ value: Expression) -> Angle { Angle(value, unit: .degrees) }
    public static func radians(_ value: Expression) -> Angle { Angle(value, unit: .radians) }
}

extension Angle {
    /// The spec's "degrees" or "radians" field (one of them).
    static func read(_ o: SpecObject) throws(SpecError) -> Angle {
        switch (o.expression("degrees"), o.expression("radians")) {
        case (.some, .some): throw o.error("radians", "give degrees or radians, not both")
        case (nil, nil): throw o.error("degrees", "missing (give degrees, or radians)")
        case (let d?, nil): return .degrees(d)
        case (nil, let r?): return .radians(r)
        }
    }

    func write(to w: inout SpecWriter) { w.set(unit.rawValue, value) }

    /// Its value in degrees, checked against SwiftUI-sized turns (100 turns) at `path`.
    func degrees(in layout: ViewTreeLayout, path: String) throws(PickerError) -> Double {
        let v = try layout.number(value, name: unit.rawValue, path: path, in: unit == .degrees ? -36_000...36_000 : -630...630)
        return unit == .degrees ? v : v * 180 / Double.pi
    }
}

package struct RotationEffect: EffectModifier {
    var angle: Angle, anchor: UnitPoint

    package static let type = "rotationEffect"
    package static let fields = PictureSpec.angleFields + [PictureSpec.anchorField, PictureSpec.effectContentField]
    package init(_ angle: Angle, anchor: UnitPoint) { self.angle = angle; self.anchor = anchor }
    package init(spec o: SpecObject) throws(SpecError) { self.init(try Angle.read(o), anchor: o.unitPoint("anchor") ?? .center) }
    package func writeSpec(to w: inout SpecWriter) {
        angle.write(to: &w)
        if anchor != .center { w.set("anchor", anchor) }
    }

    package func layerEffect(in layout: ViewTreeLayout, path: String) throws(PickerError) -> any LayerEffect {
        try ViewTreeLayout.check(anchor, name: "anchor", path: path)
        return Effect(degrees: try angle.degrees(in: layout, path: path), anchor: Point(anchor.x, anchor.y))
    }

    struct Effect: LayerEffect {
        /// Clockwise on screen (SwiftUI's positive angle).
        let degrees: Double, anchor: Point
        var name: String { "rotationEffect" }
        var run: LayerEffectRun { .transform }
        func apply(to layer: inout Layer, in box: EffectBox) {
            layer.parameters.append(LayerParameter("rotation", [degrees]))
            layer.transform = layer.transform * box.about(anchor, .rotation(degrees: degrees))
        }
    }
}

extension View {
    /// SwiftUI's `.rotationEffect(_:anchor:)`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> AnyView { modifier(RotationEffect(angle, anchor: anchor)) }
}
