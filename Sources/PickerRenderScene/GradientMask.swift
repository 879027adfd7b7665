// GradientMask: an alpha ramp over a layer's bounds, as SwiftUI's `.mask { LinearGradient(...) }`:
// stops at fractions of the way from `start` to `end`, which are unit points of the bounds
// (SwiftUI's UnitPoint: (0, 0.5) is .leading, (1, 0.5) .trailing, (0.5, 0) .top).
// The ramp's parameter at a point is its projection onto start -> end in the layer's points
// (lines of equal alpha are perpendicular to that line on screen, as Core Graphics draws a
// linear gradient), clamped to the end stops. `init(stops:)` is leading -> trailing.
// Coding: `start` and `end` are written only when they differ from leading and trailing, so a
// leading-to-trailing mask encodes exactly as it did before the two fields existed.

import PickerRenderGeometry

public struct GradientMask: Sendable, Hashable {
    public struct Stop: Sendable, Codable, Hashable {
        public var location: Double
        public var alpha: Double
        public init(location: Double, alpha: Double) { self.location = location; self.alpha = alpha }
    }
    public var stops: [Stop]
    /// Unit point of the bounds where the ramp has `stops.first`'s location 0.
    public var start: Point = GradientMask.leading
    /// Unit point of the bounds where the ramp has location 1.
    public var end: Point = GradientMask.trailing

    public static let leading = Point(0, 0.5)
    public static let trailing = Point(1, 0.5)

    /// Leading to trailing.
    public init(stops: [Stop]) {
        precondition(!stops.isEmpty, "a gradient needs a stop")
        self.stops = stops
    }

    /// From `start` to `end`, unit points of the layer's bounds.
    public init(stops: [Stop], start: Point, end: Point) {
        self.init(stops: stops)
        self.start = start; self.end = end
    }

    /// Alpha at a fraction of the way from start to end: linear between stops, flat beyond the ends.
    public func alpha(at t: Double) -> Double {
        guard let first = stops.first, let last = stops.last else { return 1 }
        if t <= first.location { return first.alpha }
        if t >= last.location { return last.alpha }
        for i in 1..<stops.count where t <= stops[i].location {
            let a = stops[i - 1], b = stops[i]
            let span = b.location - a.location
            return span > 0 ? a.alpha + (b.alpha - a.alpha) * (t - a.location) / span : b.alpha
        }
        return last.alpha
    }

    /// The ramp's parameter at `p` (the layer's local points) over `bounds`: the projection of p
    /// onto start -> end, in points; 0 when the two unit points meet on screen. A horizontal
    /// ramp is computed along x alone, (u - start.x) / (end.x - start.x) with u the fraction of
    /// the width (leading to trailing that is u itself, exactly), and a vertical one along y.
    public func location(of p: Point, in bounds: Rect) -> Double {
        let u = bounds.width > 0 ? (p.x - bounds.minX) / bounds.width : 0
        let v = bounds.height > 0 ? (p.y - bounds.minY) / bounds.height : 0
        if start.y == end.y { return end.x != start.x ? (u - start.x) / (end.x - start.x) : 0 }
        if start.x == end.x { return (v - start.y) / (end.y - start.y) }
        let dx = (end.x - start.x) * bounds.width, dy = (end.y - start.y) * bounds.height
        let length2 = dx * dx + dy * dy
        guard length2 > 0 else { return 0 }
        return ((u - start.x) * bounds.width * dx + (v - start.y) * bounds.height * dy) / length2
    }
}

extension GradientMask: Codable {
    private enum Key: String, CodingKey { case stops, start, end }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        let stops = try c.decode([Stop].self, forKey: .stops)
        guard !stops.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .stops, in: c, debugDescription: "a gradient needs a stop")
        }
        self.init(stops: stops,
                  start: try c.decodeIfPresent(Point.self, forKey: .start) ?? GradientMask.leading,
                  end: try c.decodeIfPresent(Point.self, forKey: .end) ?? GradientMask.trailing)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(stops, forKey: .stops)
        if start != GradientMask.leading { try c.encode(start, forKey: .start) }
        if end != GradientMask.trailing { try c.encode(end, forKey: .end) }
    }
}
