// CustomLayoutNode: a container that measures its subviews and places each where it decides,
// as SwiftUI's Layout protocol does (and UIKit's layoutSubviews): a system control's geometry
// (a segmented control's segments and thumb, a wheel's columns and rows) is a layout of plain
// subviews (texts, shapes), not drawing. The container is a layer at its frame's origin (on the
// pixel grid), so a layout's numbers are in its own box, origin top-left; placements are
// physical (a layout mirrors itself right to left, as UIKit controls do). Subviews draw in their
// order, back to front; a subview the layout does not place is not drawn.
// Holds closures (the layout's code), so it lives on the layout's task, as SizedNode does.

import PickerRenderGeometry
import PickerRenderScene
import PickerRenderText

package struct CustomLayoutNode {
    /// The container's layer name in the scene dump.
    package var name: String
    /// The container's layer as UIKit sets a view's layer: a transform after its place, an
    /// opacity, a clip to its bounds, the VoiceOver element it is.
    package var layer: CustomLayerStyle
    package var flexibleWidth: Bool
    package var flexibleHeight: Bool
    /// The container's size for a proposal (infinite on an axis: nothing proposed there).
    package var sizeThatFits: (Size, LayoutSubviews) -> Size
    /// Places the subviews in the container's box (origin at its top-left).
    package var placeSubviews: (Size, LayoutSubviews) -> Void

    package init(name: String, layer: CustomLayerStyle = CustomLayerStyle(), flexibleWidth: Bool, flexibleHeight: Bool,
                 sizeThatFits: @escaping (Size, LayoutSubviews) -> Size, placeSubviews: @escaping (Size, LayoutSubviews) -> Void) {
        self.name = name; self.layer = layer; self.flexibleWidth = flexibleWidth; self.flexibleHeight = flexibleHeight
        self.sizeThatFits = sizeThatFits; self.placeSubviews = placeSubviews
    }
}

/// A custom layout's own layer: CALayer's transform, opacity, masksToBounds and the accessibility
/// element, set by the control as UIKit sets them in layoutSubviews.
package struct CustomLayerStyle: Sendable, Equatable {
    /// Applied after the layer's place (its origin): a row's turn onto a cylinder.
    package var transform: Homography?
    package var opacity: Double
    package var clips: Bool
    package var accessibility: AccessibilityElement?
    package init(transform: Homography? = nil, opacity: Double = 1, clips: Bool = false, accessibility: AccessibilityElement? = nil) {
        self.transform = transform; self.opacity = opacity; self.clips = clips; self.accessibility = accessibility
    }
}

/// A custom layout's subviews: measured on request, placed once each.
package final class LayoutSubviews {
    let nodes: [ViewNode]
    package let context: LayoutContext
    fileprivate var placements: [Rect?]

    init(_ nodes: [ViewNode], context: LayoutContext) {
        self.nodes = nodes; self.context = context
        placements = Array(repeating: nil, count: nodes.count)
    }

    package var count: Int { nodes.count }

    /// Subview `i`'s size for a proposal.
    package func size(_ i: Int, proposal: Size) -> Size { context.measure(nodes[i], proposed: proposal) }

    /// Subview `i`'s first text baseline from its top, at a size.
    package func firstBaseline(_ i: Int, size: Size) -> Double { context.firstBaseline(nodes[i], size: size) }

    /// Subview `i` placed in `rect` of the container's box.
    package func place(_ i: Int, in rect: Rect) { placements[i] = rect }

    /// Subview `i` placed with its `anchor` (a unit point of it) at `point`, at the size it takes
    /// for `proposal`.
    package func place(_ i: Int, at point: Point, anchor: Point = Point(0, 0), proposal: Size) {
        let s = size(i, proposal: proposal)
        placements[i] = Rect(x: point.x - anchor.x * s.width, y: point.y - anchor.y * s.height, width: s.width, height: s.height)
    }
}

extension LayoutContext {
    func measureCustom(_ n: CustomLayoutNode, _ children: [ViewNode], proposed: Size) -> Size {
        n.sizeThatFits(proposed, LayoutSubviews(children, context: self))
    }

    func placeCustom(_ n: CustomLayoutNode, _ children: [ViewNode], in rect: Rect) -> [Node] {
        let origin = Point(grid(rect.minX), grid(rect.minY))
        let subviews = LayoutSubviews(children, context: self)
        n.placeSubviews(rect.size, subviews)
        let nodes: [Node] = entering(origin) {
            var out: [Node] = []
            for (child, placed) in zip(children, subviews.placements) {
                if let placed { out += place(child, in: placed) }
            }
            return out
        }
        let moved = Homography.translation(origin.x, origin.y)
        return [.layer(Layer(name: n.name, bounds: Rect(origin: .zero, size: rect.size),
                             transform: n.layer.transform.map { moved * $0 } ?? moved, opacity: n.layer.opacity,
                             clips: n.layer.clips, accessibility: n.layer.accessibility, children: nodes))]
    }
}
