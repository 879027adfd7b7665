// RowSubviews: a UIKit cell's subviews (labels, symbols, separators) at frames worked out left
// to right in a box, and their frames right to left, where UIKit mirrors a cell: each subview
// moves to its mirror image in the box (texts and symbols moved, not flipped), exactly as
// LayoutContext.mirrored moves nodes: a text's frame from its pixel-grid origin, a shape or a
// symbol's strokes by their own bounds. Left to right the frames are as given.
// The list rows, the inline picker's options and the open menu's rows are built this way.

import PickerRenderGeometry
import PickerRenderLayout
import PickerRenderText

struct RowSubviews {
    let width: Double
    let ctx: TextMetrics
    private(set) var items: [(Rect, AnyView)] = []

    init(width: Double, ctx: TextMetrics) { self.width = width; self.ctx = ctx }

    /// A text (a line, or a paragraph's block) whose frame's top-left is `topLeft`.
    mutating func text(_ view: some View, topLeft: Point, size: Size) {
        let x = ctx.isRightToLeft ? ctx.grid(width - (ctx.grid(topLeft.x) + size.width)) : topLeft.x
        items.append((Rect(x: x, y: topLeft.y, width: size.width, height: size.height), AnyView(view)))
    }

    /// A shape filling `rect`.
    mutating func shape(_ view: some View, in rect: Rect) {
        let x = ctx.isRightToLeft ? width - rect.maxX : rect.minX
        items.append((Rect(x: x, y: rect.minY, width: rect.width, height: rect.height), AnyView(view)))
    }

    /// A symbol with its box's top-left at `origin`.
    mutating func symbol(_ glyph: SymbolGlyph, color: ColorSpec, origin: Point) {
        var x = origin.x
        if ctx.isRightToLeft {
            // Its strokes' bounds mirror in the box.
            let h = glyph.lineWidth / 2
            let xs = glyph.centrelines.flatMap { $0.map(\.x) }
            let lo = (xs.min() ?? 0) - h, hi = (xs.max() ?? 0) + h
            x = width - (origin.x + hi) - lo
        }
        items.append((Rect(x: x, y: origin.y, width: glyph.size.width, height: glyph.size.height),
                      AnyView(Image(symbol: glyph, color: color))))
    }

    /// The subviews as a layout of `size` with its layer's name and element.
    func layout(_ name: String, size: Size, accessibility: AccessibilityElement? = nil) -> AnyView {
        FramesLayout(name, size: size, frames: items.map(\.0), layer: CustomLayerStyle(accessibility: accessibility))(items.map(\.1.tree))
    }
}
