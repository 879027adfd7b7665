// Shared helpers for the Raster tests: a seeded generator and random simple polygons.
import Geometry

struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A star-shaped (hence simple) polygon around `c`: sorted angles, random radii.
func randomStar(_ rng: inout SplitMix, center c: Point, maxRadius: Double, vertices n: Int) -> [Point] {
    var angles = (0..<n).map { _ in Double.random(in: 0..<(2 * Double.pi), using: &rng) }
    angles.sort()
    return angles.map { a in
        let r = Double.random(in: 0.2...1, using: &rng) * maxRadius
        return Point(c.x + r * cos(a), c.y + r * sin(a))
    }
}

func shoelace(_ poly: [Point]) -> Double {
    var s = 0.0
    for i in 0..<poly.count {
        let a = poly[i], b = poly[(i + 1) % poly.count]
        s += a.x * b.y - b.x * a.y
    }
    return abs(s) / 2
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
