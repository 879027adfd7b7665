// Coordinate spaces while placing: where the picture's origin, each named space
// (`.coordinateSpace(.named(_))`) and the nearest scroll view's visible bounds are, in the space
// nodes are being placed into. A layer (an effect run, a scroll view, a custom layout) starts a space
// of its own at its origin; entering it moves every known origin by that origin, so a frame
// measured in a space is (frame in the layer) - (space's origin in the layer), exact where the
// two are the same number. Frames are layout frames: render effects (rotation, scale, offset)
// never move them, as in SwiftUI.

import PickerRenderGeometry

extension LayoutContext {
    package struct Spaces {
        /// The current space's origin in the picture's (global) space.
        package var global = Point(0, 0)
        package var named: [String: Point] = [:]
        /// The nearest enclosing scroll view's visible bounds' origin, in the current space.
        package var scrollView: Point?
        package init() {}
    }

    /// A view's frame in every space around it, as `GeometryProxy.frame(in:)` reads it.
    package struct Geometry: Sendable, Equatable {
        /// The frame in the space it was placed in.
        package var local: Rect
        package var global: Rect
        package var named: [String: Rect]
        package var scrollView: Rect?
        package var size: Size { local.size }
    }

    package func geometry(of rect: Rect) -> Geometry {
        func moved(_ o: Point) -> Rect { Rect(x: rect.minX - o.x, y: rect.minY - o.y, width: rect.width, height: rect.height) }
        return Geometry(local: rect, global: moved(Point(-spaces.global.x, -spaces.global.y)),
                        named: spaces.named.mapValues(moved), scrollView: spaces.scrollView.map(moved))
    }

    /// Runs `body` in a space starting at `origin` of the current one (a scroll view's, when
    /// `scroll`), then restores the spaces.
    func entering<T>(_ origin: Point, scroll: Bool = false, _ body: () -> T) -> T {
        let saved = spaces
        spaces.global = Point(saved.global.x + origin.x, saved.global.y + origin.y)
        spaces.named = saved.named.mapValues { Point($0.x - origin.x, $0.y - origin.y) }
        spaces.scrollView = scroll ? Point(0, 0) : saved.scrollView.map { Point($0.x - origin.x, $0.y - origin.y) }
        defer { spaces = saved }
        return body()
    }

    /// Records the first error a deferred view (a SizedNode's content, a visual effect) met; the
    /// picture's layout throws it once placing is done.
    package func record(_ error: any Error) { if deferredError == nil { deferredError = error } }
}
