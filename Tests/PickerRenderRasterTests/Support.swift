// Shared helpers for the Raster tests: a seeded generator and random simple polygons.
import PickerRenderRaster
import PickerRenderGeometry

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

/// A solid colour through float coverage (and an optional mask), one row, through the kernel.
func blendRow(_ dst: UnsafeMutablePointer<UInt8>, coverage: UnsafePointer<Float>, mask: UnsafePointer<Float>? = nil,
              count: Int, color: PremultipliedColor) {
    SourceOver.blendRow(dst, count: count, source: CoverageSource(color: color, coverage: coverage, mask: mask))
}

/// Independent twin for a colour through coverage: coverage quantised with Double rounding,
/// dst' = src k + dst (1 - srcA k / 255) in Double, rounded to nearest.
func referenceBlend(_ dst: PremultipliedColor, _ src: PremultipliedColor, coverage: Double) -> PremultipliedColor {
    let k = (min(1, max(0, coverage)) * 255).rounded() / 255
    let keep = 1 - Double(src.a) / 255 * k
    func ch(_ s: UInt8, _ d: UInt8) -> UInt8 { UInt8((Double(s) * k + Double(d) * keep).rounded()) }
    return PremultipliedColor(r: ch(src.r, dst.r), g: ch(src.g, dst.g), b: ch(src.b, dst.b), a: ch(src.a, dst.a))
}
