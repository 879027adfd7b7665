// Drawing effects that never change layout (opacity, offset, scale, rotation, blur, shadow) and
// visualEffect, whose closure runs when its view's frame is known and returns those effects as
// plain numbers (VisualEffect); the closure is @Sendable, as SwiftUI's.

import PickerRender

public protocol VisualEffect: Sendable {}

/// The effects a visualEffect closure built, in the order it applied them.
public struct VisualEffectChain: VisualEffect {
    var applied: [AnyModifier] = []
}
public typealias EmptyVisualEffect = VisualEffectChain

extension VisualEffect {
    func adding(_ e: some EffectModifier) -> VisualEffectChain {
        var c = (self as? VisualEffectChain) ?? VisualEffectChain()
        c.applied.append(AnyModifier(e))
        return c
    }
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect {
        adding(Rotation3DEffect(angle.pickerRender, axis: Axis3D(x: Double(axis.x), y: Double(axis.y), z: Double(axis.z)),
                                anchor: anchor.pickerRender, perspective: Expression(Double(perspective))))
    }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(ScaleEffect(x: Expression(Double(scale)), y: Expression(Double(scale)), anchor: anchor.pickerRender))
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(ScaleEffect(x: Expression(Double(x)), y: Expression(Double(y)), anchor: anchor.pickerRender))
    }
    public func opacity(_ opacity: Double) -> some VisualEffect { adding(Opacity(Expression(opacity))) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { adding(Offset(x: Expression(Double(x)), y: Expression(Double(y)))) }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(RotationEffect(angle.pickerRender, anchor: anchor.pickerRender))
    }
    public func blur(radius: CGFloat) -> some VisualEffect { adding(Blur(radius: Expression(Double(radius)))) }
}

extension View {
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        wrapped(PickerRender.VisualEffect { geometry in
            let proxy = GeometryProxy(geometry: geometry, measured: geometry.spaces.size)
            let chain = (effect(VisualEffectChain(), proxy) as? VisualEffectChain) ?? VisualEffectChain()
            return chain.applied.reversed()
        })
    }

    func effect(_ e: some PictureModifier) -> ModifiedView { wrapped(e) }
    // Animatable, as SwiftUI's are: an animation moves their numbers (AnimationTimeline).
    public func opacity(_ opacity: Double) -> some View { animatable([opacity]) { Opacity(Expression($0[0])) } }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        animatable([Double(x), Double(y)]) { Offset(x: Expression($0[0]), y: Expression($0[1])) }
    }
    public func offset(_ size: CGSize) -> some View { offset(x: size.width, y: size.height) }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { scaleEffect(x: scale, y: scale, anchor: anchor) }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        let a = anchor.pickerRender
        return animatable([Double(x), Double(y)]) { ScaleEffect(x: Expression($0[0]), y: Expression($0[1]), anchor: a) }
    }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        let a = anchor.pickerRender
        return animatable([angle.degrees]) { RotationEffect(Angle(degrees: $0[0]).pickerRender, anchor: a) }
    }
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        effect(Rotation3DEffect(angle.pickerRender, axis: Axis3D(x: Double(axis.x), y: Double(axis.y), z: Double(axis.z)),
                                anchor: anchor.pickerRender, perspective: Expression(Double(perspective))))
    }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { effect(Blur(radius: Expression(Double(radius)))) }
    public func shadow(color: Color = .defaultShadow, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        effect(ShadowModifier(color: color.spec, radius: Expression(Double(radius)), x: Expression(Double(x)), y: Expression(Double(y))))
    }
}
