// ViewEffect: SwiftUI's drawing modifiers as picture-model values: opacity, offset,
// scaleEffect, rotationEffect, rotation3DEffect, mask, clipShape, shadow and blur. None
// changes layout: the view is measured and placed as without it, then drawn through it
// (docs/architecture.md §17). Their numbers are Expressions, so the same modifier written in a
// scroll item's visualEffect can depend on the item (`position * -62`); outside one an
// expression may use the environment's variables only. Layout evaluates and checks every
// number at the view's path.

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

/// A 3D rotation axis, as rotation3DEffect's `axis: (x:, y:, z:)`.
public struct Axis3D: Sendable, Equatable {
    public var x: Double, y: Double, z: Double
    public init(x: Double, y: Double, z: Double) { self.x = x; self.y = y; self.z = z }
}

public indirect enum ViewEffect: Sendable, Equatable {
    case opacity(Expression)
    case offset(x: Expression, y: Expression)
    case scaleEffect(x: Expression, y: Expression, anchor: UnitPoint)
    case rotationEffect(Angle, anchor: UnitPoint)
    case rotation3DEffect(Angle, axis: Axis3D, anchor: UnitPoint, perspective: Expression)
    /// The view's alpha multiplied by the mask view's (a shape or a gradient), aligned in the frame.
    case mask(ViewTree, alignment: Alignment)
    case clipShape(ShapeKind)
    case shadow(color: ColorSpec, radius: Expression, x: Expression, y: Expression)
    case blur(radius: Expression)
    /// A colour effect or blend mode (ColorEffects/: hueRotation, brightness, contrast,
    /// saturation, grayscale, colorMultiply, colorInvert, blendMode).
    case color(AnyColorEffect)
    /// What VoiceOver reads for the view: one element, its frame the view's (SwiftUI's
    /// accessibilityElement(children: .ignore) with a label, a value and traits).
    case accessibility(label: String?, value: String?, traits: [String])
}

extension ViewEffect {
    /// SwiftUI's default shadow colour: black at 33 % opacity.
    public static let defaultShadowColor = ColorSpec.fixed(Color(0, 0, 0, alpha: 0.33))
}

extension View {
    func effect(_ e: ViewEffect) -> AnyView { AnyView(.effect(e, tree)) }

    public func opacity(_ opacity: Expression) -> AnyView { effect(.opacity(opacity)) }
    public func offset(x: Expression = 0, y: Expression = 0) -> AnyView { effect(.offset(x: x, y: y)) }
    public func scaleEffect(_ scale: Expression, anchor: UnitPoint = .center) -> AnyView {
        effect(.scaleEffect(x: scale, y: scale, anchor: anchor))
    }
    public func scaleEffect(x: Expression = 1, y: Expression = 1, anchor: UnitPoint = .center) -> AnyView {
        effect(.scaleEffect(x: x, y: y, anchor: anchor))
    }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> AnyView {
        effect(.rotationEffect(angle, anchor: anchor))
    }
    public func rotation3DEffect(_ angle: Angle, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint = .center,
                                 perspective: Expression = 1) -> AnyView {
        effect(.rotation3DEffect(angle, axis: Axis3D(x: axis.x, y: axis.y, z: axis.z), anchor: anchor, perspective: perspective))
    }
    public func mask(alignment: Alignment = .center, _ mask: some View) -> AnyView {
        effect(.mask(mask.tree, alignment: alignment))
    }
    public func clipShape(_ shape: some Shape) -> AnyView { effect(.clipShape(shape.kind)) }
    /// `.clipped()`: cut to the view's frame.
    public func clipped() -> AnyView { effect(.clipShape(.rectangle)) }
    public func shadow(color: ColorSpec = ViewEffect.defaultShadowColor, radius: Expression, x: Expression = 0, y: Expression = 0) -> AnyView {
        effect(.shadow(color: color, radius: radius, x: x, y: y))
    }
    public func blur(radius: Expression) -> AnyView { effect(.blur(radius: radius)) }

    /// The name VoiceOver reads; with `accessibilityValue` and `accessibilityAdjustableAction`
    /// one element.
    public func accessibilityLabel(_ label: String) -> AnyView { accessibility { $0.label = label } }
    /// The value VoiceOver reads after the name (a picker's selection).
    public func accessibilityValue(_ value: String) -> AnyView { accessibility { $0.value = value } }
    /// The adjustable trait: VoiceOver's swipe up and down change the value, as a picker's.
    public func accessibilityAdjustableAction() -> AnyView {
        accessibility { if !$0.traits.contains("adjustable") { $0.traits.append("adjustable") } }
    }

    /// This view's accessibility element changed by `change` (made when it has none).
    private func accessibility(_ change: (inout (label: String?, value: String?, traits: [String])) -> Void) -> AnyView {
        var e: (label: String?, value: String?, traits: [String]) = (nil, nil, [])
        var base = tree
        if case .effect(.accessibility(let l, let v, let t), let child) = tree { e = (l, v, t); base = child }
        change(&e)
        return AnyView(.effect(.accessibility(label: e.label, value: e.value, traits: e.traits), base))
    }

    /// A view drawn over this one, offered its size and aligned on it.
    public func overlay(alignment: Alignment = .center, _ content: some View) -> AnyView {
        AnyView(.decorated(Decoration(base: tree, decoration: content.tree, alignment: alignment, placement: .overlay)))
    }
    /// A view drawn behind this one, offered its size and aligned on it.
    public func background(alignment: Alignment = .center, _ content: some View) -> AnyView {
        AnyView(.decorated(Decoration(base: tree, decoration: content.tree, alignment: alignment, placement: .background)))
    }
}

/// `.overlay(alignment:) { ... }` or `.background(alignment:) { ... }` with a view.
public struct Decoration: Sendable, Equatable {
    public enum Placement: String, Sendable, Equatable { case overlay, background }
    public var base: ViewTree
    public var decoration: ViewTree
    public var alignment: Alignment
    public var placement: Placement
    public init(base: ViewTree, decoration: ViewTree, alignment: Alignment, placement: Placement) {
        self.base = base; self.decoration = decoration; self.alignment = alignment; self.placement = placement
    }
}
