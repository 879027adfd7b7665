// ViewNode: the tree layout walks (stacks, text, spacers, padding, frames, shapes, images,
// symbols, effects, scroll views, and the late views and custom layouts that hold layout code).
// Those hold closures (they lay out with the LayoutContext), so the tree is built and laid out on
// one task. Every leaf is a primitive the display list draws (a text run, a shape, an image, a
// symbol's strokes); no node draws scene nodes of its own.

import PickerRenderGeometry
import PickerRenderScene
import PickerRenderText

package indirect enum ViewNode {
    /// One line; shrunk down to `minimumScaleFactor` and then truncated at the tail when it is
    /// wider than offered.
    case text(String, Font, Color, minimumScaleFactor: Double)
    /// A scroll view's visible items, laid out already (ScrollNode).
    case scroll(ScrollNode)
    /// SwiftUI's wrapping `Text`: lines broken by UAX #14 in the width offered, at most
    /// `lineLimit` of them (nil: no limit), the last one truncated with "…" when the text
    /// does not fit; lines leading-aligned in the text's frame (the widest line).
    case paragraph(String, Font, Color, lineLimit: Int?)
    case vstack(spacing: Double, alignment: HorizontalAlignment = .center, [ViewNode])
    case hstack(spacing: Double, alignment: VerticalAlignment, [ViewNode])
    case padding(EdgeInsets, ViewNode)
    /// `.frame(maxWidth: .infinity, maxHeight: .infinity)`: takes all it is offered, centres its child.
    case fill(ViewNode)
    case background(Color, ViewNode)
    /// Flexible space along the stack it is in (at least `minLength`); nothing elsewhere.
    case spacer(minLength: Double)
    case frame(FrameSpec, ViewNode)
    /// SwiftUI's ZStack: children drawn in order, each aligned in the stack's frame (the
    /// largest child's size).
    case zstack(HorizontalAlignment, VerticalAlignment, [ViewNode])
    /// A shape filling the frame it is offered.
    case shape(ShapeNode)
    /// `.overlay` (`behind` false) or `.background` with a view: `decoration` is offered the
    /// base view's size and aligned on it; the base alone decides the size.
    case decorated(ViewNode, decoration: ViewNode, HorizontalAlignment, VerticalAlignment, behind: Bool)
    /// A drawing effect over the view (LayerEffect); the view's layout is unchanged.
    case effect(any LayerEffect, ViewNode)
    /// SwiftUI's Image: its natural size, or resizable to the offer (ImageNode).
    case image(ImageNode)
    /// A view made for the size it is placed in (GeometryReader, a scroll view whose length is
    /// its frame's): SizedNode.
    case sized(SizedNode)
    /// SwiftUI's `visualEffect`: effects worked out when the view's frame is known, from its
    /// geometry (VisualEffectNode); the view's layout is unchanged.
    case visualEffect(VisualEffectNode, ViewNode)
    /// `.coordinateSpace(.named(name))`: the view's frame, as a space `frame(in:)` can measure in.
    case coordinateSpace(String, ViewNode)
    /// A symbol drawn as stroked polylines (SymbolNode): its own size whatever it is offered.
    case symbol(SymbolNode)
    /// A container that measures and places its subviews itself (CustomLayoutNode).
    case custom(CustomLayoutNode, [ViewNode])
    /// The view the node came from (its JSON path and type): the layers placing it makes take
    /// it as their `source`, for errors about them. Layout and drawing are the child's.
    case source(LayerSource, ViewNode)
}

extension ViewNode {
    var isSpacer: Bool { if case .spacer = self { true } else { false } }
}

/// A scroll view at rest: `length` points along its axis, the visible items at their offsets
/// from its leading edge (on the pixel grid), each `itemLength` long; the cross axis takes what
/// is offered. Drawn clipped to its frame.
package struct ScrollNode {
    package struct Item {
        /// The item's index among the ForEach's (its layer is named by it in the scene dump).
        package var index: Int
        package var start: Double
        package var node: ViewNode
        package init(index: Int, start: Double, node: ViewNode) { self.index = index; self.start = start; self.node = node }
    }
    package var vertical: Bool
    package var length: Double
    package var itemLength: Double
    package var items: [Item]
    package init(vertical: Bool, length: Double, itemLength: Double, items: [Item]) {
        self.vertical = vertical; self.length = length; self.itemLength = itemLength; self.items = items
    }
}
