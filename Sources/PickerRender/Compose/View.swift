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
