// ControlLayout: what a control lays out as, for one environment, handed to the picture's layout.
// It is opaque on purpose: the layout tree (stacks, frames, components that draw into the display
// list with the text engine) is the package's own and may change; a control of your own describes
// itself with the public views (Text, stacks, padding, frames, backgrounds), which are laid out
// and checked exactly as a picture's are. Not Sendable: it holds the drawing closures of the
// built-in controls, and lives only from `layout(in:)` to the picture's layout, on one task.

import PickerRenderLayout

public struct ControlLayout {
    package let node: ViewNode

    /// A built-in control's own layout tree.
    package init(_ node: ViewNode) { self.node = node }

    /// `view` as the control's layout: its numbers checked as a picture's are (a bad one names
    /// its path inside the control, `children[1].spacing`).
    public init(_ view: some View, in context: PickerContext) throws(PickerError) {
        node = try ViewTreeLayout(options: context.options).node(view.tree, path: "")
    }
}
