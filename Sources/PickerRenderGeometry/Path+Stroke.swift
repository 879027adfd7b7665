// Path+Stroke: the outline of a polyline stroked with round caps and round joins, as SF Symbols
// draw their strokes (the chevrons of chevron.up.chevron.down). The result is one closed
// subpath to be filled with the non-zero rule: side A of the polyline forward, a round cap,
// side B backward (side A of the reversed polyline), a round cap.
// Why an exact outline rather than a union of capsules: the coverage rasterizer clamps the
// accumulated winding per pixel, so overlapping anti-aliased pieces would darken the edge
// pixels at every joint; one outline has no overlap where the stroke is simple.
// Joins: the outer side of a turn gets a circular arc about the vertex; the inner side meets
// at the intersection of the two offset lines. When that intersection falls outside either
// segment (segments shorter than the stroke is wide), the inner side pivots through the
// vertex instead, which still fills correctly under the non-zero rule.
// Arcs are cubic Beziers of at most 90 degrees (handle 4/3 tan(sweep/4) r).

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Path {
    /// The outline of `points` stroked `width` wide, round caps and joins. Consecutive equal
    /// points are merged; a single point (or all equal) gives a dot of diameter `width`; an
    /// empty list or a width that is not positive and finite gives an empty path.
    package static func roundStroke(_ points: [Point], width: Double) -> Path {
        guard width.isFinite, width > 0 else { return Path() }
        var pts: [Point] = []
        for p in points where p.x.isFinite && p.y.isFinite && pts.last != p { pts.append(p) }
        guard let first = pts.first else { return Path() }
        let h = width / 2
        var path = Path()
        if pts.count == 1 {
            path.moveTo(first + Point(h, 0))
            appendArc(&path, center: first, radius: h, from: 0, sweep: 2 * .pi)
            path.close()
            return path
        }
        let reversed = Array(pts.reversed())
        path.moveTo(first + normal(pts[0], pts[1]) * h)
        appendSide(&path, pts, h)
        appendCap(&path, at: pts[pts.count - 1], direction: direction(pts[pts.count - 2], pts[pts.count - 1]), h)
        appendSide(&path, reversed, h)
        appendCap(&path, at: first, direction: direction(pts[1], pts[0]), h)
        path.close()
        return path
    }

    /// Unit direction from a to b (a != b).
    static func direction(_ a: Point, _ b: Point) -> Point {
        let d = b - a
        let l = (d.x * d.x + d.y * d.y).squareRoot()
        return Point(d.x / l, d.y / l)
    }

    /// Side A's unit normal of segment a -> b: the direction turned +90 degrees (atan2 sense).
    static func normal(_ a: Point, _ b: Point) -> Point {
        let d = direction(a, b)
        return Point(-d.y, d.x)
    }

    /// Walks side A of `pts` from the first segment's start offset (already the current point)
    /// to the last segment's end offset.
    private static func appendSide(_ path: inout Path, _ pts: [Point], _ h: Double) {
        for i in 0..<(pts.count - 1) {
            let a = pts[i], b = pts[i + 1]
            let n = normal(a, b)
            guard i + 2 < pts.count else { path.lineTo(b + n * h); break }
            let c = pts[i + 2]
            let d0 = direction(a, b), d1 = direction(b, c)
            let n1 = normal(b, c)
            let cross = d0.x * d1.y - d0.y * d1.x
            if abs(cross) < 1e-12 && d0.x * d1.x + d0.y * d1.y > 0 {
                path.lineTo(b + n * h)                       // straight on: nothing to join
            } else if cross > 0 {
                // Turning toward side A: side A is the inside of the turn.
                let p0 = a + n * h, p1 = b + n1 * h
                let denom = d0.x * d1.y - d0.y * d1.x
                let t = ((p1.x - p0.x) * d1.y - (p1.y - p0.y) * d1.x) / denom
                let s = ((p1.x - p0.x) * d0.y - (p1.y - p0.y) * d0.x) / denom
                let len0 = distance(a, b), len1 = distance(b, c)
                if t >= 0 && t <= len0 && s >= 0 && s <= len1 {
                    path.lineTo(p0 + d0 * t)
                } else {
                    path.lineTo(b + n * h); path.lineTo(b); path.lineTo(b + n1 * h)
                }
            } else {
                // Side A is the outside: an arc about the vertex, the short way round.
                path.lineTo(b + n * h)
                let a0 = atan2(n.y, n.x), a1 = atan2(n1.y, n1.x)
                var sweep = a1 - a0
                while sweep > .pi { sweep -= 2 * .pi }
                while sweep <= -.pi { sweep += 2 * .pi }
                // A full reversal (cross == 0, opposite directions) turns through the tip.
                if abs(cross) < 1e-12 { sweep = -.pi }
                appendArc(&path, center: b, radius: h, from: a0, sweep: sweep)
            }
        }
    }

    /// The round cap at the end of a segment heading `direction`: a half circle from side A
    /// through the tip to side B.
    private static func appendCap(_ path: inout Path, at p: Point, direction d: Point, _ h: Double) {
        appendArc(&path, center: p, radius: h, from: atan2(d.x, -d.y), sweep: -.pi)
    }

    static func distance(_ a: Point, _ b: Point) -> Double {
        let d = b - a
        return (d.x * d.x + d.y * d.y).squareRoot()
    }

    /// Appends a circular arc (the current point is already its start) in pieces of at most
    /// 90 degrees.
    static func appendArc(_ path: inout Path, center c: Point, radius r: Double, from a0: Double, sweep: Double) {
        let pieces = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4) * r
        for i in 0..<pieces {
            let t0 = a0 + step * Double(i), t1 = t0 + step
            let p0 = Point(c.x + r * cos(t0), c.y + r * sin(t0))
            let p1 = Point(c.x + r * cos(t1), c.y + r * sin(t1))
            let c1 = p0 + Point(-sin(t0), cos(t0)) * k
            let c2 = p1 - Point(-sin(t1), cos(t1)) * k
            path.cubicTo(c1, c2, p1)
        }
    }
}
