// LinearGradientPaint: SwiftUI's `.fill(LinearGradient(...))` for a shape: colour stops along
// the line start -> end, in the same space as the shape's `rect` (the parent's points).
// A point's colour is the gradient at its projection onto start -> end (lines of equal colour
// are perpendicular to it), clamped to the end stops, and interpolated between stops in
// premultiplied RGBA, so a fade to `.clear` keeps its hue instead of darkening (as on iOS).
// Invariant: at least one stop; locations are used in the order given (SwiftUI sorts nothing
// either: a stop before its predecessor makes a hard edge).

import PickerRenderGeometry

public struct LinearGradientPaint: Sendable, Codable, Hashable {
    public struct Stop: Sendable, Codable, Hashable {
        public var color: Color
        public var location: Double
        public init(color: Color, location: Double) { self.color = color; self.location = location }
    }
    public var stops: [Stop]
    public var start: Point
    public var end: Point

    public init(stops: [Stop], start: Point, end: Point) {
        precondition(!stops.isEmpty, "a gradient needs a stop")
        self.stops = stops; self.start = start; self.end = end
    }

    /// The gradient's parameter at `p`: its projection onto start -> end as a fraction of the
    /// line (0 when start and end meet).
    public func location(of p: Point) -> Double {
        let dx = end.x - start.x, dy = end.y - start.y
        let length2 = dx * dx + dy * dy
        guard length2 > 0 else { return 0 }
        return ((p.x - start.x) * dx + (p.y - start.y) * dy) / length2
    }
}
