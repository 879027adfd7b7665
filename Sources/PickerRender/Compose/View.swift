// View: what a picture is made of, shaped like SwiftUI: a view is a value with a `body` made of
// other views, down to the primitives (stacks, text, shapes, images, scroll views, controls),
// whose body is Never. Every view comes down to one plain value of the picture model, its tree
// (ViewTree, the package's own): the tree is what the JSON spec reads and writes, what layout
// turns into scene nodes, and what equality compares, so a screen built in Swift and the same
// screen read from a spec file are the same value and draw the same bytes. Views are Sendable
// values; nothing here touches fonts or pixels.

import PickerRenderLayout
import PickerRenderScene

public protocol View: Sendable {
    associatedtype Body: View
    /// The views this view is made of (a primitive's is Never: the picture model holds it).
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
}

extension View where Body == Never {
    /// A primitive view has no body: the picture model holds it as it is.
    public var body: Never { preconditionFailure("\(Self.self) is a primitive view: it has no body") }
}

/// A view the picture model holds as it is: one case of the tree.
package protocol PrimitiveView {
    var primitiveTree: ViewTree { get }
}

extension View {
    /// This view as the picture model's tree: a primitive's own, a control's, or its body's.
    package var tree: ViewTree {
        if let p = self as? any PrimitiveView { return p.primitiveTree }
        if let c = self as? any PickerControl { return .picker(PickerNode(c)) }
        if let s = self as? any Shape { return .shape(ShapeView(s.kind, paint: .color(.primary))) }
        return body.tree
    }
}

/// A view that is only its tree: what the modifiers return, and a view of any type erased.
public struct AnyView: View, PrimitiveView, Equatable {
    public typealias Body = Never
    package let tree: ViewTree
    package init(_ tree: ViewTree) { self.tree = tree }
    public init(_ view: some View) { tree = view.tree }
    package var primitiveTree: ViewTree { tree }
}

/// The views a builder collects (SwiftUI's TupleView): in a stack, its children; as a body,
/// several views stack top to bottom.
public struct ViewList: View, PrimitiveView, Equatable {
    public typealias Body = Never
    package var trees: [ViewTree]
    package init(_ trees: [ViewTree]) { self.trees = trees }
    package var primitiveTree: ViewTree { trees.count == 1 ? trees[0] : .vstack(VStack(children: trees)) }
}

/// Collects the views of a body, a stack's or a picture's closure, as SwiftUI's ViewBuilder does.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression(_ view: some View) -> ViewList { ViewList([view.tree]) }
    public static func buildExpression(_ views: ViewList) -> ViewList { views }
    public static func buildBlock(_ parts: ViewList...) -> ViewList { ViewList(parts.flatMap(\.trees)) }
    public static func buildOptional(_ part: ViewList?) -> ViewList { part ?? ViewList([]) }
    public static func buildEither(first: ViewList) -> ViewList { first }
    public static func buildEither(second: ViewList) -> ViewList { second }
    public static func buildArray(_ parts: [ViewList]) -> ViewList { ViewList(parts.flatMap(\.trees)) }
}
