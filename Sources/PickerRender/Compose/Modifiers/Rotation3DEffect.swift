// rotation3DEffect: the view drawn turned by an angle about an axis through an anchor of its
// frame, seen with a perspective (SwiftUI's m34 of -perspective / max(width, height); its
// default 1; the wheel's is WheelPicker.block's), its layout frame unchanged: the wheel's row turn. The view is
// one layer mapped by a homography, so a turned row is sampled once.
// Spec: {"type": "rotation3DEffect", "degrees": "position * -45", "axis": {"x": 1},
// "perspective": 0.4, "content": view}.

import PickerRenderGeometry
import PickerRenderLayout
import PickerRenderScene

/// A 3D rotation axis, as rotation3DEffect's `axis: (x:, y:, z:)`.
public struct Axis3D: Sendable, Equatable {
    public var x: Double, y: Double, z: Double
    public init(x: Double, y: Double, z: Double) { self.x = x; self.y = y; self.z = z }
}

package struct Rotation3DEffect: EffectModifier {
    var angle: Angle, axis: Axis3D, anchor: UnitPoint, perspective: Expression

    static let axisFields = ["x", "y", "z"].map { SpecField($0, .number(-1000...1000), "the axis's \($0) component (default 0)") }

    package static let type = "rotation3DEffect"
    package static let fields = PictureSpec.angleFields + [
        SpecField("axis", .object(axisFields), required: true, "the axis turned about, e.g. {\"x\": 1}"),
        PictureSpec.anchorField, PictureSpec.expressionField("perspective", 0...10, "1 is SwiftUI's default; 0 none"),
        PictureSpec.effectContentField,
    ]
    package init(_ angle: Angle, axis: Axis3D, anchor: UnitPoint, perspective: Expression) {
        self.angle = angle; self.axis = axis; self.anchor = anchor; self.perspective = perspective
    }
    package init(spec o: SpecObject) throws(SpecError) {
        let a = try o.object("axis", fields: Self.axisFields)!
        let axis = Axis3D(x: a.number("x") ?? 0, y: a.number("y") ?? 0, z: a.number("z") ?? 0)
        guard axis != Axis3D(x: 0, y: 0, z: 0) else { throw o.error("axis", "is all zero: give a direction, e.g. {\"x\": 1}") }
        self.init(try Angle.read(o), axis: axis, anchor: o.unitPoint("anchor") ?? .center, perspective: o.expression("perspective") ?? 1)
    }
    package func writeSpec(to w: inout SpecWriter) {
        angle.write(to: &w)
        var aw = SpecWriter()
        for (k, v) in [("x", axis.x), ("y", axis.y), ("z", axis.z)] where v != 0 { aw.set(k, v) }
        w.set("axis", aw.value)
        if anchor != .center { w.set("anchor", anchor) }
        w.set("perspective", perspective)
    }

    package func layerEffect(in layout: ViewTreeLayout, path: String) throws(PickerError) -> any LayerEffect {
        try ViewTreeLayout.check(anchor, name: "anchor", path: path)
        for (name, v) in [("axis.x", axis.x), ("axis.y", axis.y), ("axis.z", axis.z)] where !(v >= -1000 && v <= 1000) {
            throw ViewTreeLayout.at(path, .invalidOption(name: name, value: PickerError.format(v), expected: "a number from -1000 to 1000"))
        }
        guard axis.x != 0 || axis.y != 0 || axis.z != 0 else {
            throw ViewTreeLayout.at(path, .invalidOption(name: "axis", value: "(0, 0, 0)", expected: "a direction (not all zero)"))
        }
        return Effect(degrees: try angle.degrees(in: layout, path: path), axis: axis, anchor: Point(anchor.x, anchor.y),
                      perspective: try layout.number(perspective, name: "perspective", path: path, in: 0...10))
    }

    struct Effect: LayerEffect {
        let degrees: Double, axis: Axis3D, anchor: Point, perspective: Double
        var name: String { "rotation3DEffect" }
        var run: LayerEffectRun { .transform }
        func apply(to layer: inout Layer, in box: EffectBox) {
            layer.parameters.append(LayerParameter("rotation", [degrees]))
            if perspective != 1 { layer.parameters.append(LayerParameter("perspective", [perspective])) }
            layer.transform = layer.transform * Homography.rotation3D(
                degrees: degrees, axis: (axis.x, axis.y, axis.z), anchor: box.point(unit: anchor), perspective: perspective, box: box.size)
        }
    }
}

extension View {
    /// SwiftUI's `.rotation3DEffect(_:axis:anchor:perspective:)`.
    public func rotation3DEffect(_ angle: Angle, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint = .center,
                                 perspective: Expression = 1) -> AnyView {
        modifier(Rotation3DEffect(angle, axis: Axis3D(x: axis.x, y: axis.y, z: axis.z), anchor: anchor, perspective: perspective))
    }
}
