// CustomLayout: SwiftUI's Layout protocol for the package's own controls: a value that sizes a
// container for a proposal and places its subviews, measuring them first where it needs to (a
// label's width, a baseline). The system controls are such layouts of plain subviews (texts,
// shapes, effects), as UIKit's controls lay out their subviews, so every pixel they draw goes
// through the picture model's vocabulary and its one lowering. The layout is pure geometry: its
// numbers are in its own box, on the pixel grid where it puts them there (`grid`), mirrored by
// the layout itself right to left. A layout is Swift code, so a tree holding one writes no spec
// (its control writes its own fields instead).

import PickerRenderGeometry
import PickerRenderLayout

package protocol CustomLayout: Sendable, Equatable {
    /// The container's layer name in the scene dump ("segmented Size").
    var name: String { get }
    /// The container's layer: a transform after its place, opacity, clip, VoiceOver element.
    var layer: CustomLayerStyle { get }
    /// Whether the container takes the width (height) it is offered, inside a stack.
    var flexibleWidth: Bool { get }
    var flexibleHeight: Bool { get }
    /// The container's size for a proposal (infinite on an axis: nothing proposed there).
    func sizeThatFits(proposal: Size, subviews: LayoutSubviews) -> Size
    /// Places the subviews in a box of `size` (origin top-left, physical coordinates).
    func placeSubviews(size: Size, subviews: LayoutSubviews)
}

extension CustomLayout {
    package var layer: CustomLayerStyle { CustomLayerStyle() }
    package var flexibleWidth: Bool { true }
    package var flexibleHeight: Bool { false }

    /// The layout over `content`'s views, as SwiftUI's `layout { ... }`.
    package func callAsFunction(@ViewBuilder _ content: () -> ViewList) -> AnyView {
        AnyView(.layout(AnyLayout(self), content().trees))
    }

    package func callAsFunction(_ subviews: [ViewTree]) -> AnyView { AnyView(.layout(AnyLayout(self), subviews)) }
}

/// A layout as the tree holds it: equal when of one type and equal.
public struct AnyLayout: Sendable, Equatable {
    package let base: any CustomLayout
    package init(_ base: some CustomLayout) { self.base = base }

    public static func == (a: AnyLayout, b: AnyLayout) -> Bool {
        func equal<L: CustomLayout>(_ x: L) -> Bool { (b.base as? L) == x }
        return equal(a.base)
    }
}

extension ViewTreeLayout {
    func customNode(_ layout: AnyLayout, _ children: [ViewTree], path: String) throws(PickerError) -> ViewNode {
        var nodes: [ViewNode] = []
        nodes.reserveCapacity(children.count)
        for i in children.indices { nodes.append(try node(children[i], path: Self.join(path, "children[\(i)]"))) }
        let l = layout.base
        return .custom(CustomLayoutNode(name: l.name, layer: l.layer, flexibleWidth: l.flexibleWidth, flexibleHeight: l.flexibleHeight,
                                        sizeThatFits: { l.sizeThatFits(proposal: $0, subviews: $1) },
                                        placeSubviews: { l.placeSubviews(size: $0, subviews: $1) }), nodes)
    }
}

extension LayoutSubviews {
    /// `v` on the pixel grid.
    package func grid(_ v: Double) -> Double { context.grid(v) }
    package var scale: Double { context.scale }
    package var isRightToLeft: Bool { context.isRightToLeft }
}

/// Subviews placed in frames worked out before layout (a control that computes its geometry
/// from the size it is given, as UIKit's layoutSubviews does): subview i in `frames[i]`, or not
/// drawn when that is nil. The container is `size` when it is given, else what it is offered.
package struct FramesLayout: CustomLayout {
    package var name: String
    package var size: Size?
    package var frames: [Rect?]
    package var layer: CustomLayerStyle

    package init(_ name: String, size: Size? = nil, frames: [Rect?], layer: CustomLayerStyle = CustomLayerStyle()) {
        self.name = name; self.size = size; self.frames = frames; self.layer = layer
    }

    package var flexibleHeight: Bool { size == nil }
    package var flexibleWidth: Bool { size == nil }

    package func sizeThatFits(proposal: Size, subviews: LayoutSubviews) -> Size { size ?? SizedNode.offered(proposal) }

    package func placeSubviews(size: Size, subviews: LayoutSubviews) {
        for i in frames.indices where i < subviews.count { if let f = frames[i] { subviews.place(i, in: f) } }
    }
}
