// coordinateSpace: SwiftUI's `.coordinateSpace(.named(name))`: the view's frame, as a space a
// visualEffect's `frame(in: .named(name))` measures in (LayoutContext+Spaces). A name changes
// no pixel, so a spec keeps the content alone.

import PickerRenderLayout

/// `.coordinateSpace(.named(name))`: the view's frame, as a space `frame(in:)` can measure in.
/// A name changes no pixel, so a spec keeps the content alone.
package struct CoordinateSpaceName: PictureModifier {
    package var name: String
    package init(_ name: String) { self.name = name }

    package static let type = "coordinateSpace"
    package static let fields: [SpecField] = []
    package init(spec o: SpecObject) throws(SpecError) { throw o.error("type", "a coordinate space is written as its content") }
    package func writeSpec(to w: inout SpecWriter) {}
    package var specForm: ModifierSpecForm { .contentOnly }

    package func node(in layout: ViewTreeLayout, path: String, content: () throws(PickerError) -> ViewNode) throws(PickerError) -> ViewNode {
        .coordinateSpace(name, try content())
    }
}
