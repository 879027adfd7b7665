// Mirroring inside a control: right to left, UIKit and SwiftUI lay a control's insides
// out from the right (a list row's label on the right and its value on the left, a segmented
// control's first segment on the right, a horizontal scale increasing to the left), but they
// never mirror the glyphs: text keeps reading as it reads, and a symbol without a right-to-left
// variant (the menu's up-down chevron, the checkmark) keeps its drawing.
// Two tools: `leadingX` for a control that computes its positions itself (rulers, segments), and
// `mirrored` for one drawn left to right first (list rows): every node moves to its mirror image
// about the box's vertical centre line; text, strokes, images and layers' contents are moved, not
// flipped (SwiftUI's Image keeps its drawing right to left unless asked to flip).
// Invariants: left to right both are the identity (the nodes come back untouched, so left-to-right
// pictures stay byte-identical); mirroring twice gives the nodes back (up to the pixel grid of
// text origins, which a box on the grid keeps exact).

import PickerRenderGeometry
import PickerRenderScene

extension LayoutContext {
    /// The left edge of a span `width` wide that starts `x` from the leading edge of a box
    /// `container` wide: `x` left to right, its mirror image right to left.
    package func leadingX(_ x: Double, width: Double, in container: Double) -> Double {
        isRightToLeft ? container - x - width : x
    }

    /// Nodes laid out left to right in a box `width` wide (x from 0), placed where right to left
    /// puts them; left to right, the nodes themselves.
    package func mirrored(_ nodes: [Node], width: Double) -> [Node] {
        guard isRightToLeft else { return nodes }
        return nodes.map { mirror($0, lo: 0, hi: width) }
    }

    /// `node` moved to its mirror image in the span lo...hi of its parent's x.
    private func mirror(_ node: Node, lo: Double, hi: Double) -> Node {
        switch node {
        case .text(var t):
            // Moved, not flipped; the frame's origin stays on the pixel grid.
            let x = grid(lo + hi - t.frame.maxX)
            t.origin.x += x - t.frame.minX
            t.frame.x = x
            return .text(t)
        case .shape(var s):
            let dx = (lo + hi - s.rect.maxX) - s.rect.minX
            s.rect.x += dx
            // A symbol's strokes are moved as a whole: its drawing is kept (see the header).
            if var stroke = s.stroke {
                stroke.points = stroke.points.map { Point($0.x + dx, $0.y) }
                s.stroke = stroke
            }
            // A gradient's axis is part of the paint, not a drawing: it mirrors with the box.
            if var g = s.gradient {
                g.start.x = lo + hi - g.start.x; g.end.x = lo + hi - g.end.x
                s.gradient = g
            }
            return .shape(s)
        case .image(var i):
            i.rect.x = lo + hi - i.rect.maxX
            return .image(i)
        case .layer(var l):
            // The layer's span mirrors in the parent and its children mirror in its bounds:
            // the transform conjugated by the two flips (a translation stays a translation, a
            // row turned about its centre line stays turned the same way).
            let b = l.bounds
            let flipParent = Homography.translation(lo + hi, 0) * Homography.scale(-1, 1)
            let flipLocal = Homography.translation(b.minX + b.maxX, 0) * Homography.scale(-1, 1)
            l.transform = flipParent * l.transform * flipLocal
            l.children = l.children.map { mirror($0, lo: b.minX, hi: b.maxX) }
            if var mask = l.mask {
                if mask.start == GradientMask.leading, mask.end == GradientMask.trailing {
                    mask = GradientMask(stops: mask.stops.reversed().map { .init(location: 1 - $0.location, alpha: $0.alpha) })
                } else {
                    mask.start.x = 1 - mask.start.x; mask.end.x = 1 - mask.end.x
                }
                l.mask = mask
            }
            if let shape = l.shapeMask, case .shape(let m) = mirror(.shape(shape), lo: b.minX, hi: b.maxX) { l.shapeMask = m }
            l.shadow?.x.negate()
            return .layer(l)
        }
    }
}
