// Shapes: Rectangle, RoundedRectangle, Capsule, Circle, Ellipse, filled by `.fill(_:)` with any
// ShapeStyle, or by the foreground style when not filled (as SwiftUI draws a bare shape).

import PickerRender

public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

public protocol Shape: View, Sendable {}

protocol KindedShape: PrimitiveView {
    var kind: ShapeKind { get }
}

extension KindedShape {
    /// A shape's default drawing: filled with the foreground style.
    @MainActor func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] {
        [Resolved(.shape(ShapeView(kind, paint: .color(env.foreground ?? .primary))))]
    }
}

extension Shape {
    var shapeKind: ShapeKind {
        // The common shapes by type first, as ShapeStyle.shapePaint (Color.swift).
        if Self.self == RoundedRectangle.self { return unsafeBitCast(self, to: RoundedRectangle.self).kind }
        if Self.self == Rectangle.self { return unsafeBitCast(self, to: Rectangle.self).kind }
        return (self as? any KindedShape)?.kind ?? .rectangle
    }
    public func fill<S: ShapeStyle>(_ content: S = .foreground) -> some View { FilledShape(kind: shapeKind, paint: content.shapePaint) }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        FilledShape(kind: shapeKind, paint: content.shapePaint, lineWidth: Double(lineWidth))
    }
}

/// The foreground style as a ShapeStyle (SwiftUI's ForegroundStyle).
public struct ForegroundStyle: ShapeStyle { public init() {} }
extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// @usableFromInline: what `fill` and `stroke` return, seen by the caller's compiler (ModifiedView.swift).
@usableFromInline
nonisolated struct FilledShape: View, PrimitiveView {
    let kind: ShapeKind, paint: ShapePaint?
    var lineWidth: Double?
    init(kind: ShapeKind, paint: ShapePaint?, lineWidth: Double? = nil) { self.kind = kind; self.paint = paint; self.lineWidth = lineWidth }
    @usableFromInline typealias Body = Never
    @MainActor func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] {
        [Resolved(.shape(ShapeView(kind, paint: paint ?? .color(env.foreground ?? .primary), lineWidth: lineWidth)))]
    }
}

nonisolated public struct Rectangle: Shape, KindedShape, PrimitiveView {
    public init() {}
    var kind: ShapeKind { .rectangle }
    public typealias Body = Never
}

nonisolated public struct RoundedRectangle: Shape, KindedShape, PrimitiveView {
    public var cornerRadius: CGFloat
    public var style: RoundedCornerStyle
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { self.cornerRadius = cornerRadius; self.style = style }
    var kind: ShapeKind { .roundedRectangle(cornerRadius: Double(cornerRadius), style: style == .continuous ? .continuous : .circular) }
    public typealias Body = Never
}

nonisolated public struct Capsule: Shape, KindedShape, PrimitiveView {
    public init(style: RoundedCornerStyle = .continuous) {}
    var kind: ShapeKind { .capsule }
    public typealias Body = Never
}

nonisolated public struct Circle: Shape, KindedShape, PrimitiveView {
    public init() {}
    var kind: ShapeKind { .circle }
    public typealias Body = Never
}

nonisolated public struct Ellipse: Shape, KindedShape, PrimitiveView {
    public init() {}
    var kind: ShapeKind { .ellipse }
    public typealias Body = Never
}

extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}
