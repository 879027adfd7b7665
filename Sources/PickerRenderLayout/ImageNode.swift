// ImageNode: SwiftUI's Image as layout sizes it. Not resizable, an image is its natural size
// (its pixel size divided by its scale, pixels per point) whatever it is offered. Resizable, it
// takes the size offered on each axis (an axis offered nothing keeps its natural length); with
// a content mode it keeps its aspect ratio: fit is the largest size inside the offer, fill the
// smallest that covers it (larger than the offer on one axis, as SwiftUI's `.scaledToFill()`:
// the overflow is drawn unless the view is `.clipped()`). Offered one axis only, an aspect-ratio
// image follows that axis (a fitted image in a vertical scroll takes the width). Placed, the
// image is centred in its rect with its origin on the pixel grid; its size is not rounded, so
// an @3x image at display scale 3 lands on whole pixels one for one.

import PickerRenderGeometry
import PickerRenderScene

package struct ImageNode {
    /// `.aspectRatio(contentMode:)`: inside the offer, or covering it.
    package enum ContentMode: Sendable { case fit, fill }

    package var texture: ImageTexture
    /// Image pixels per point (the scale of an @2x or @3x asset).
    package var scale: Double
    package var resizable: Bool
    /// nil: a resizable image stretches to the offer on both axes.
    package var contentMode: ContentMode?

    package init(texture: ImageTexture, scale: Double, resizable: Bool, contentMode: ContentMode?) {
        self.texture = texture; self.scale = scale; self.resizable = resizable; self.contentMode = contentMode
    }

    /// The pixel size divided by the scale.
    package var naturalSize: Size { Size(Double(texture.width) / scale, Double(texture.height) / scale) }

    /// The image's size when offered `proposed` (an infinite axis: nothing offered).
    package func size(proposed: Size) -> Size {
        let n = naturalSize
        guard resizable else { return n }
        let w = proposed.width.isFinite ? max(proposed.width, 0) : nil
        let h = proposed.height.isFinite ? max(proposed.height, 0) : nil
        guard let mode = contentMode else { return Size(w ?? n.width, h ?? n.height) }
        let factor: Double
        switch (w, h) {
        case let (w?, h?): factor = mode == .fit ? min(w / n.width, h / n.height) : max(w / n.width, h / n.height)
        case let (w?, nil): factor = w / n.width
        case let (nil, h?): factor = h / n.height
        case (nil, nil): return n
        }
        return Size(n.width * factor, n.height * factor)
    }
}

extension LayoutContext {
    /// The image's scene node, its size for `rect` centred in `rect`, origin on the pixel grid.
    func placeImage(_ image: ImageNode, in rect: Rect) -> Node {
        let s = image.size(proposed: rect.size)
        let x = grid(rect.minX + (rect.width - s.width) / 2), y = grid(rect.minY + (rect.height - s.height) / 2)
        return .image(ImageItem(rect: Rect(x: x, y: y, width: s.width, height: s.height), texture: image.texture))
    }
}

/// A symbol (an SF Symbol drawn as stroked polylines with round caps and joins): its box, and
/// its strokes' centrelines in that box. Not resizable; placed at its rect's origin, its
/// strokes keep their fractional points.
package struct SymbolNode {
    package var size: Size
    package var lineWidth: Double
    package var centrelines: [[Point]]
    package var color: Color
    package init(size: Size, lineWidth: Double, centrelines: [[Point]], color: Color) {
        self.size = size; self.lineWidth = lineWidth; self.centrelines = centrelines; self.color = color
    }
}

extension LayoutContext {
    /// The symbol's strokes with its box's top-left at `rect`'s (put on the pixel grid by
    /// whoever places it: a row mirrored right to left moves it by its strokes' bounds).
    func placeSymbol(_ s: SymbolNode, in rect: Rect) -> [Node] {
        let origin = Point(rect.minX, rect.minY)
        return s.centrelines.map { line in .shape(ShapeItem(stroking: line.map { $0 + origin }, lineWidth: s.lineWidth, color: s.color)) }
    }
}
