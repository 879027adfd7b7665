// ControlLayout: what a control lays out as, for one environment, handed to the picture's layout:
// its body, laid out and checked exactly as a picture's views are. Every control makes it the
// same way, the package's and a user's (docs/architecture.md §27). It is opaque on purpose: the
// layout tree (stacks, frames, custom layouts that measure text with the text engine) is the
// package's own and may change. Not Sendable: it holds the layout code of views laid out late
// (a GeometryReader's), and lives only from `layout(in:)` to the picture's layout, on one task.

import PickerRenderLayout

public struct ControlLayout {
    package let node: ViewNode

    /// `view` as the control's layout: its numbers checked as a picture's are (a bad one names
    /// its path inside the control, `children[1].spacing`).
    public init(_ view: some View, in context: PickerContext) throws(PickerError) {
        node = try ViewTreeLayout(options: context.options).node(view.tree, path: "")
    }
}
