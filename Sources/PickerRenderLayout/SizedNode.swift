// SizedNode and VisualEffectNode: the two places where a view's content waits for layout, as
// SwiftUI's GeometryReader and visualEffect do. A SizedNode takes the size it is offered (both
// axes flexible, as GeometryReader and ScrollView are) and builds its content for the size it
// is placed in; a VisualEffectNode's effects are worked out from the frame its view is placed
// in, measured in the coordinate spaces around it (LayoutContext.Geometry). Neither changes how
// the content is measured. They hold closures, so the tree stays on one task.

import PickerRenderGeometry

package struct SizedNode {
    /// The size when offered `proposed` (infinite on an axis: nothing proposed there).
    package var measure: (Size, LayoutContext) -> Size
    /// The content for the size the node is placed in, in its own space (origin at its top-left).
    package var content: (Size, LayoutContext) -> ViewNode
    package var flexibleWidth: Bool
    package var flexibleHeight: Bool

    package init(flexibleWidth: Bool = true, flexibleHeight: Bool = true,
                 measure: @escaping (Size, LayoutContext) -> Size, content: @escaping (Size, LayoutContext) -> ViewNode) {
        self.measure = measure; self.content = content
        self.flexibleWidth = flexibleWidth; self.flexibleHeight = flexibleHeight
    }

    /// GeometryReader's size: what is offered; on an axis where nothing is, SwiftUI's 10 points.
    package static func offered(_ proposed: Size) -> Size {
        Size(proposed.width.isFinite ? max(proposed.width, 0) : 10, proposed.height.isFinite ? max(proposed.height, 0) : 10)
    }
}

package struct VisualEffectNode {
    /// The effects for the view placed with `geometry`, outermost first.
    package var effects: (LayoutContext.Geometry, LayoutContext) -> [any LayerEffect]
    package init(effects: @escaping (LayoutContext.Geometry, LayoutContext) -> [any LayerEffect]) { self.effects = effects }
}
