// WheelTwin's selection band: its outline from the shapes' definitions (docs/architecture.md
// §10: Apple's continuous corner by its control points, blended toward a quarter circle of the
// same segment structure when it does not fit; a capsule's half circles; a rectangle) and its
// coverage computed exactly along each of 16 sub-rows a pixel. The band is convex and symmetric
// about its centre lines, so each sub-row is one span whose right end is read off the top-right
// corner's flattened outline.

import Foundation
import PickerRender

extension WheelTwin {
    /// Apple's continuous corner in units of r from the sharp corner (a back along the incoming
    /// edge, b along the outgoing one): cubic, line, cubic, line, cubic as 12 points.
    static let appleCorner: [(Double, Double)] = [
        (1.52866483, 0), (1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600),
        (0.63149399, 0.07491100), (0.37282392, 0.16905899), (0.16906013, 0.37282401), (0.07491176, 0.63149399),
        (0.06549600, 0.66993427), (0, 0.86840689), (0, 1.08849323), (0, 1.52866483),
    ]

    /// A quarter circle (centre (1, 1), radius 1) in the same 12-point structure, split at 21.7
    /// and 68.3 degrees, each arc one cubic with handles 4/3 tan(angle / 4).
    static let circleCorner: [(Double, Double)] = {
        func point(_ phi: Double) -> (Double, Double) { (1 - sin(phi), 1 - cos(phi)) }
        func arc(_ p0: Double, _ p1: Double) -> [(Double, Double)] {
            let h = 4.0 / 3 * tan((p1 - p0) / 4)
            let a = point(p0), b = point(p1)
            return [a, (a.0 - h * cos(p0), a.1 + h * sin(p0)), (b.0 + h * cos(p1), b.1 - h * sin(p1)), b]
        }
        let t = 21.7 * Double.pi / 180
        return arc(0, t) + arc(t, Double.pi / 2 - t) + arc(Double.pi / 2 - t, Double.pi / 2)
    }()

    /// The top-right corner's outline in (dx back from the right edge, dy down from the top), in
    /// points, flattened; dy increases along it.
    func cornerOutline(r: Double, profile: [(Double, Double)]) -> [(Double, Double)] {
        var out: [(Double, Double)] = []
        for seg in stride(from: 0, to: 12, by: 4) {
            let p = Array(profile[seg..<seg + 4])
            for step in 0...64 {
                let t = Double(step) / 64, u = 1 - t
                let x = u * u * u * p[0].0 + 3 * u * u * t * p[1].0 + 3 * u * t * t * p[2].0 + t * t * t * p[3].0
                let y = u * u * u * p[0].1 + 3 * u * u * t * p[1].1 + 3 * u * t * t * p[2].1 + t * t * t * p[3].1
                out.append((x * r, y * r))
            }
        }
        return out
    }

    func drawBand(into canvas: inout Canvas, top: Double) {
        let s = Double(scale), W = width, H = rowHeight, half = min(W, H) / 2
        let outline: [(Double, Double)]
        switch bandShape {
        case .rectangle: outline = [(0, 0), (0, half)]
        case .capsule: outline = cornerOutline(r: half, profile: Self.circleCorner)
        case .circularRoundedRectangle:
            let r = max(0, min(bandCornerRadius, half))
            outline = r == 0 ? [(0, 0), (0, half)] : cornerOutline(r: r, profile: Self.circleCorner)
        case .roundedRectangle:
            let r = max(0, min(bandCornerRadius, half)), e = 1.52866483
            let t = r == 0 || e * r <= half ? 0 : min(1, max(0, (e - half / r) / (e - 1)))
            let profile = zip(Self.appleCorner, Self.circleCorner).map { a, c in (a.0 + (c.0 - a.0) * t, a.1 + (c.1 - a.1) * t) }
            outline = r == 0 ? [(0, 0), (0, half)] : cornerOutline(r: r, profile: profile)
        }
        /// How far in from the right edge the band starts at `dy` below its top (or above its bottom).
        func inset(_ dy: Double) -> Double? {
            guard dy >= 0 else { return nil }
            if dy >= outline.last!.1 { return 0 }
            guard let j = outline.firstIndex(where: { $0.1 >= dy }) else { return 0 }
            if j == 0 { return outline[0].0 }
            let a = outline[j - 1], b = outline[j]
            return b.1 == a.1 ? min(a.0, b.0) : a.0 + (b.0 - a.0) * (dy - a.1) / (b.1 - a.1)
        }
        let alpha = Double(bandColor.a) / 255
        let py0 = max(0, Int((top * s).rounded(.down))), py1 = min(canvas.height - 1, Int(((top + H) * s).rounded(.up)))
        guard py0 <= py1 else { return }
        var coverage = [Double](repeating: 0, count: canvas.width)
        for py in py0...py1 {
            for i in coverage.indices { coverage[i] = 0 }
            for sub in 0..<16 {
                let y = (Double(py) + (Double(sub) + 0.5) / 16) / s - top
                guard y >= 0, y <= H, let d = inset(min(y, H - y)) else { continue }
                let xl = d * s, xr = (W - d) * s
                guard xr > xl else { continue }
                for px in max(0, Int(xl.rounded(.down)))...min(canvas.width - 1, Int(xr.rounded(.up))) {
                    let overlap = min(Double(px + 1), xr) - max(Double(px), xl)
                    if overlap > 0 { coverage[px] += overlap / 16 }
                }
            }
            for px in 0..<canvas.width where coverage[px] > 0 {
                canvas.blend(px, py, r: Double(bandColor.r), g: Double(bandColor.g), b: Double(bandColor.b), alpha: alpha * min(coverage[px], 1))
            }
        }
    }
}
