// A mask that is a LinearGradient filling the masked view's frame, as the SwiftUI ruler's
// `.mask { LinearGradient(stops: [clear, black, black, clear], startPoint: .leading, endPoint:
// .trailing) }`, applied as the layer's gradient mask (only the stops' alpha matters, sampled
// a column at a time for a horizontal gradient) with the layer clipped to its frame: the mask
// the built-in ruler's layer carries, so the composition and the control round alike
// (docs/architecture.md §19). Right to left the gradient's direction mirrors; it is written
// leading to trailing with its stops mirrored, and a gradient that is its own mirror image
// keeps its stops (1 - 0.82 is 0.18000000000000005, not 0.18).
// Invariant: any other mask (a shape, a gradient not filling the frame, a gradient whose
// colours differ in more than alpha, or a diagonal one) stays a shape mask.

import PickerRenderGeometry
import PickerRenderScene

extension LayoutContext {
    /// The gradient mask for `shape` placed at `frame` in a layer of `size`, or nil when the
    /// mask is not a frame-filling, horizontal or vertical, alpha-only linear gradient.
    package func frameGradientMask(_ shape: ShapeNode, at frame: Rect, size: Size) -> GradientMask? {
        guard shape.outline == .rectangle, shape.lineWidth == 0,
              case .linearGradient(let stops, let start, let end) = shape.paint, let first = stops.first,
              frame == Rect(origin: .zero, size: size),
              stops.allSatisfy({ $0.color.r == first.color.r && $0.color.g == first.color.g && $0.color.b == first.color.b }) else { return nil }
        let s = physical(unit: start), e = physical(unit: end)
        let horizontal = s.y == e.y && s.x != e.x, vertical = s.x == e.x && s.y != e.y
        guard horizontal || vertical else { return nil }
        let alphas = stops.map { GradientMask.Stop(location: $0.location, alpha: Double($0.color.a) / 255) }
        // Written from the smaller coordinate to the larger, its stops mirrored when it ran the other way.
        let backwards = horizontal ? s.x > e.x : s.y > e.y
        guard backwards else { return GradientMask(stops: alphas, start: s, end: e) }
        let mirrored = alphas.reversed().map { GradientMask.Stop(location: 1 - $0.location, alpha: $0.alpha) }
        let symmetric = zip(alphas, mirrored).allSatisfy { abs($0.location - $1.location) < 1e-12 && $0.alpha == $1.alpha }
        return GradientMask(stops: symmetric ? alphas : mirrored, start: e, end: s)
    }
}
