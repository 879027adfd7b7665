// View: what a picture is made of, shaped like the SwiftUI the demo screens use. Every view is
// sugar over one plain value, its `tree` (ViewTree): the tree is what the JSON spec reads and
// writes, what layout turns into scene nodes, and what equality compares. So a screen built
// in Swift and the same screen read from a spec file are the same value and draw the same
// bytes. Views are Sendable values; nothing here touches fonts or pixels.

import PickerRenderLayout
import PickerRenderScene

public protocol View: Sendable {
    /// This view as the picture model's tree.
    var tree: ViewTree { get }
}

/// A view that is only its tree: what the modifiers return.
public struct AnyView: View, Equatable {
    public let tree: ViewTree
    public init(_ tree: ViewTree) { self.tree = tree }
    public init(_ view: some View) { tree = view.tree }
}

/// Collects the views of a stack's or a picture's closure, as SwiftUI's ViewBuilder does.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression(_ view: some View) -> [ViewTree] { [view.tree] }
    public static func buildExpression(_ views: [ViewTree]) -> [ViewTree] { views }
    public static func buildBlock(_ parts: [ViewTree]...) -> [ViewTree] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [ViewTree]?) -> [ViewTree] { part ?? [] }
    public static func buildEither(first: [ViewTree]) -> [ViewTree] { first }
    public static func buildEither(second: [ViewTree]) -> [ViewTree] { second }
    public static func buildArray(_ parts: [[ViewTree]]) -> [ViewTree] { parts.flatMap { $0 } }
}

/// Edges for `padding(_:_:)`, as SwiftUI's Edge.Set.
public struct Edges: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = Edges(rawValue: 1), leading = Edges(rawValue: 2)
    public static let bottom = Edges(rawValue: 4), trailing = Edges(rawValue: 8)
    public static let horizontal: Edges = [.leading, .trailing], vertical: Edges = [.top, .bottom]
    public static let all: Edges = [.horizontal, .vertical]

    /// A spec's names for the sets SwiftUI spells `.padding(.horizontal, 24)`.
    package static let named: [(String, Edges)] = [
        ("all", .all), ("horizontal", .horizontal), ("vertical", .vertical),
        ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
    ]

    /// `length` on these edges, zero on the others.
    package func insets(_ length: Double) -> EdgeInsets {
        EdgeInsets(top: contains(.top) ? length : 0, leading: contains(.leading) ? length : 0,
                   bottom: contains(.bottom) ? length : 0, trailing: contains(.trailing) ? length : 0)
    }
}

extension View {
    /// Space around the view: `padding()` is SwiftUI's default 16 points on every edge.
    public func padding(_ edges: Edges = .all, _ length: Double = 16) -> AnyView {
        padding(edges.insets(length))
    }

    public func padding(_ length: Double) -> AnyView { padding(.all, length) }

    public func padding(_ insets: EdgeInsets) -> AnyView { AnyView(.padding(insets, tree)) }

    /// A fixed width and/or height (nil keeps the view's own), the view aligned inside.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> AnyView {
        AnyView(.frame(Frame(width: width, height: height, alignment: alignment), tree))
    }

    /// A flexible frame: the view offered what the frame is offered, clamped to min...max
    /// (`maxWidth: .infinity` takes all the width offered).
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> AnyView {
        AnyView(.frame(Frame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                             idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment), tree))
    }

    /// A colour filling the view's frame behind it.
    public func background(_ color: ColorSpec) -> AnyView { AnyView(.background(color, tree)) }
}
