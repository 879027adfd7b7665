// YIQ: the colour arithmetic of pixelmatch (docs/architecture.md §11), on raw RGBA8 bytes.
// Invariants: every expression is evaluated in pixelmatch's order with Doubles (no fused
// multiply-add, no reassociation), so a delta that sits exactly at the threshold falls on the
// same side as in pixelmatch. Identical RGBA always gives exactly 0.

enum YIQ {
    @inline(__always) static func blend(_ c: Double, _ a: Double) -> Double { 255 + (c - 255) * a }
    @inline(__always) static func y(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }
    @inline(__always) static func i(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.59597799 - g * 0.27417610 - b * 0.32180189
    }
    @inline(__always) static func q(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    }

    /// Colour of the pixel at `p` blended over white by its alpha.
    @inline(__always) static func blended(_ p: UnsafePointer<UInt8>) -> (Double, Double, Double) {
        var r = Double(p[0]), g = Double(p[1]), b = Double(p[2])
        let a = p[3]
        if a < 255 {
            let f = Double(a) / 255
            r = blend(r, f); g = blend(g, f); b = blend(b, f)
        }
        return (r, g, b)
    }

    /// Signed YIQ delta: negative when the first pixel is the lighter one.
    @inline(__always) static func delta(_ p1: UnsafePointer<UInt8>, _ p2: UnsafePointer<UInt8>) -> Double {
        let (r1, g1, b1) = blended(p1)
        let (r2, g2, b2) = blended(p2)
        let dy = y(r1, g1, b1) - y(r2, g2, b2)
        let di = i(r1, g1, b1) - i(r2, g2, b2)
        let dq = q(r1, g1, b1) - q(r2, g2, b2)
        let d = 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
        return dy > 0 ? -d : d
    }

    /// Brightness difference (first minus second) of two pixels of one image; 0 when equal.
    @inline(__always) static func brightnessDelta(_ p1: UnsafePointer<UInt8>, _ p2: UnsafePointer<UInt8>) -> Double {
        if p1[0] == p2[0] && p1[1] == p2[1] && p1[2] == p2[2] && p1[3] == p2[3] { return 0 }
        let (r1, g1, b1) = blended(p1)
        let (r2, g2, b2) = blended(p2)
        return y(r1, g1, b1) - y(r2, g2, b2)
    }

    /// The diff image's faded greyscale of an unchanged pixel, truncated like pixelmatch.
    @inline(__always) static func faded(_ p: UnsafePointer<UInt8>, alpha: Double) -> UInt8 {
        let v = blend(y(Double(p[0]), Double(p[1]), Double(p[2])), alpha * Double(p[3]) / 255)
        return UInt8(v)
    }
}
