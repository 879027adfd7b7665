// ShapePath: a scene shape's outline as a Path in its parent's points, filled or stroked.
// A stroke is the ring between the outline grown by half the width and the outline shrunk by
// half the width, the inner one reversed, filled with the nonzero rule (Path+Ring):
//   - rect: sharp corners both ways (SwiftUI's default miter join keeps a rectangle's corners);
//   - circular corners (roundedRect, capsule): the offset of a quarter circle of radius r is a
//     quarter circle of r + w/2 outside and max(r - w/2, 0) inside, exactly;
//   - continuous corners: the same radii on Apple's profile (its offset is not exactly that
//     profile; the difference is a fraction of the stroke near the corner's middle);
//   - ellipse: offset along normals (Path.ellipseRing).
// When half the width reaches half the shorter side there is no hole: the stroke fills the
// shape grown by half the width. `tolerance` (points) bounds the sampling of ellipse offsets.

import PickerRenderGeometry
import PickerRenderScene

package enum ShapePath {
    package static func path(_ shape: ShapeItem, tolerance: Double) -> Path {
        if shape.kind == .strokedPolyline {
            return .roundStroke(shape.stroke?.points ?? [], width: shape.stroke?.lineWidth ?? 0)
        }
        let w = shape.strokeWidth
        guard w > 0, w.isFinite else { return outline(shape.kind, shape.rect, radius: shape.cornerRadius) }
        if shape.kind == .ellipse { return .ellipseRing(shape.rect, width: w, tolerance: tolerance) }
        guard !shape.rect.isEmpty else { return Path() }
        let h = w / 2
        // The radius the filled outline really has (Path clamps it to half the shorter side).
        let half = Swift.min(shape.rect.width, shape.rect.height) / 2
        let r: Double
        switch shape.kind {
        case .rect: r = 0
        case .capsule: r = half
        default: r = Swift.max(0, Swift.min(shape.cornerRadius, half))
        }
        var ring = outline(shape.kind, shape.rect.insetBy(dx: -h, dy: -h), radius: r == 0 ? 0 : r + h)
        let inner = shape.rect.insetBy(dx: h, dy: h)
        if !inner.isEmpty {
            ring.append(outline(shape.kind, inner, radius: Swift.max(0, r - h)).reversed())
        }
        return ring
    }

    /// The filled outline of a kind in `rect`.
    static func outline(_ kind: ShapeItem.Kind, _ rect: Rect, radius: Double) -> Path {
        switch kind {
        case .rect: return .rect(rect)
        case .roundedRect: return .roundedRect(rect, radius: radius)
        case .continuousRoundedRect: return .continuousRoundedRect(rect, radius: radius)
        case .capsule: return .capsule(rect)
        case .ellipse: return .ellipse(rect)
        case .strokedPolyline: return Path()
        }
    }
}
