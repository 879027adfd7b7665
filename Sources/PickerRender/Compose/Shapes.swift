// Shapes: SwiftUI's Rectangle, RoundedRectangle, Capsule, Circle and Ellipse, with `.fill` (a
// colour or a LinearGradient) and `.stroke(_:lineWidth:)`, and Divider. A shape is a view that
// takes the whole frame it is offered (a circle: the largest one centred in it); unfilled, it
// fills with the primary colour, as SwiftUI's foreground style. The values are plain data;
// layout checks the numbers (a negative radius, a line width out of range) at the view's path.

import PickerRenderScene

/// The outline of a SwiftUI shape.
public enum ShapeKind: Sendable, Equatable {
    case rectangle
    case roundedRectangle(cornerRadius: Double, style: RoundedCornerStyle)
    case capsule
    case circle
    case ellipse
}

/// SwiftUI's RoundedCornerStyle: continuous corners (the iOS squircle) or circular arcs.
public enum RoundedCornerStyle: String, Sendable, Equatable, CaseIterable {
    case continuous, circular
}

/// A shape's paint: a colour, or a linear gradient over the shape's frame.
public enum ShapePaint: Sendable, Equatable {
    case color(ColorSpec)
    case linearGradient(LinearGradient)
}

/// A SwiftUI shape: a view, with `fill` and `stroke` that return a shape view.
public protocol Shape: View where Body == Never {
    var kind: ShapeKind { get }
}

extension Shape {
    public func fill(_ color: ColorSpec) -> ShapeView { ShapeView(kind, paint: .color(color)) }
    public func fill(_ gradient: LinearGradient) -> ShapeView { ShapeView(kind, paint: .linearGradient(gradient)) }
    /// The outline drawn `lineWidth` points wide, centred on the edge.
    public func stroke(_ color: ColorSpec, lineWidth: Double = 1) -> ShapeView {
        ShapeView(kind, paint: .color(color), lineWidth: lineWidth)
    }
    public func stroke(_ gradient: LinearGradient, lineWidth: Double = 1) -> ShapeView {
        ShapeView(kind, paint: .linearGradient(gradient), lineWidth: lineWidth)
    }
}

public struct Rectangle: Shape, Equatable {
    public init() {}
    public var kind: ShapeKind { .rectangle }
}

public struct RoundedRectangle: Shape, Equatable {
    public var cornerRadius: Double
    public var style: RoundedCornerStyle
    /// SwiftUI's default style is circular; iOS's own controls draw continuous corners.
    public init(cornerRadius: Double, style: RoundedCornerStyle = .circular) {
        self.cornerRadius = cornerRadius; self.style = style
    }
    public var kind: ShapeKind { .roundedRectangle(cornerRadius: cornerRadius, style: style) }
}

public struct Capsule: Shape, Equatable {
    public init() {}
    public var kind: ShapeKind { .capsule }
}

public struct Circle: Shape, Equatable {
    public init() {}
    public var kind: ShapeKind { .circle }
}

public struct Ellipse: Shape, Equatable {
    public init() {}
    public var kind: ShapeKind { .ellipse }
}

/// A shape filled or stroked: what `fill` and `stroke` return.
public struct ShapeView: View, PrimitiveView, Equatable {
    public typealias Body = Never
    public var kind: ShapeKind
    public var paint: ShapePaint
    /// nil: filled; else stroked this many points wide.
    public var lineWidth: Double?
    /// The shape's own Gaussian blur in points (a layer shadow UIKit casts, as the segmented
    /// control's thumb does): the shape spread, with no layer of its own.
    package var blur: Double = 0

    public init(_ kind: ShapeKind, paint: ShapePaint, lineWidth: Double? = nil) {
        self.kind = kind; self.paint = paint; self.lineWidth = lineWidth
    }

    /// The shape spread by a Gaussian of `sigma` points (`blur`).
    package func softened(_ sigma: Double) -> ShapeView { var s = self; s.blur = sigma; return s }

    package var primitiveTree: ViewTree { .shape(self) }
}

/// SwiftUI's Divider: a hairline (one device pixel) in the separator colour, across the width
/// (or, directly in an HStack, down the height).
public struct Divider: View, PrimitiveView, Equatable {
    public typealias Body = Never
    public init() {}
    package var primitiveTree: ViewTree { .divider }
}
