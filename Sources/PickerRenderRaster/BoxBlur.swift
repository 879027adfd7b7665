// BoxBlur: a Gaussian of large standard deviation approximated by four passes of an "extended
// box", in time that does not depend on sigma: a pass is a running sum, one add and one subtract
// a sample whatever the box's width. An extended box is a box of radius r (2r + 1 equal weights c)
// with a smaller weight c1 on each end (at +-(r + 1)), r and c1 chosen so that each pass's
// variance is exactly sigma^2 / 4 (Gwosdek, Grewenig, Bruhn and Weickert, "Theoretical
// foundations of Gaussian convolution by extended box filtering", 2011); four passes then have
// the Gaussian's variance, and by the central limit theorem nearly its shape.
// Error against the exact Gaussian (GaussianBlur's kernel, cut at 3 sigma), measured on the
// kernels in Double for sigma from 12.3 to 600 px, in levels of 255 after blurring along both
// axes: any image is off by at most 6.7 (the positive part of the difference of the two 2D
// kernels; the image made of it reaches 6.6), a full-contrast edge by 2.1, a block's corner by
// 3.3, a one-pixel dot by under 0.03. For comparison the exact kernel's own cut at 3 sigma moves
// an image by up to 1.3 from the uncut Gaussian. Three passes were 9.4 (2.7 for an edge), five
// 5.3, six 4.5, eight 3.5: four is where the box stays under 7 levels with the fewest passes
// over the line. BoxBlurTests holds the fast lines to `reference` and the blur to the bound.
// Lines: a line is n pixels of four interleaved floats (RGBA, or four rows or columns of a plane
// side by side), laid out at `offset` in a buffer of `length(n)` pixels. Ink spreads r + 1 pixels
// out of the line a pass and back in: pass k is computed over the line and min(k, 4 - k) (r + 1)
// pixels each side, where its values can be non-zero and a later pass still reads them, so the
// result is the full convolution with zeros outside the line (as the exact kernel's) at a cost of
// 4n + 8 (r + 1) samples a line instead of 4 (n + 8 (r + 1)) for the whole reach. Before a line
// the caller zeroes 2 (r + 1) pixels each side of it in the first buffer; the second buffer's
// pixels beyond r + 1 of the line are never written, so zeroed once they stay zero.
// Invariants: every weight is positive and (2r + 1) c + 2 c1 = 1, so a flat line stays flat (up
// to Float rounding); the running sums drift by a few ulps of 255 (2r + 1) over a line at most.
// Plain Float loops on unsafe buffers (fast in debug builds too); nothing is allocated.

package enum BoxBlur {
    /// Passes of the extended box: see the file header for why four.
    package static let passes = 4
    /// Floats a pixel of a line.
    package static let lanes = 4

    /// One pass's box: radius `r`, centre weights `c`, end weights `c1`.
    package struct Plan: Equatable, Sendable {
        package let r: Int
        package let c: Float
        package let c1: Float

        /// The box whose `passes` passes have variance sigma^2 (sigma in samples, above 0).
        package init(sigma: Double) {
            precondition(sigma > 0 && sigma.isFinite, "BoxBlur: sigma must be positive and finite")
            let v = sigma * sigma / Double(BoxBlur.passes)
            // The widest plain box whose variance, r (r + 1) / 3, is at most v ...
            let r = Swift.max(0, Int(((12 * v + 1).squareRoot() - 1) / 2))
            let rd = Double(r)
            // ... and the end weight alpha that makes up the rest: (sum of k^2 over the box + 2 alpha
            // (r + 1)^2) / (2r + 1 + 2 alpha) = v.
            let alpha = (2 * rd + 1) * (v - rd * (rd + 1) / 3) / (2 * ((rd + 1) * (rd + 1) - v))
            let norm = 2 * rd + 1 + 2 * alpha
            self.r = r
            c = Float(1 / norm)
            c1 = Float(alpha / norm)
        }

        /// Pixels each side a line's ink can spread over the passes.
        package var reach: Int { BoxBlur.passes * (r + 1) }
        /// Where a line's first pixel goes in its buffer.
        package var offset: Int { reach + r + 1 }
        /// Pixels a buffer for a line of `n` pixels needs.
        package func length(_ n: Int) -> Int { n + 2 * offset }
        /// Pixels each side of a line the first buffer must hold zeros in before it is blurred.
        package var margin: Int { 2 * (r + 1) }
    }

    /// Blurs the line of `n` pixels at `plan.offset` in `a` (zero for `plan.margin` pixels each
    /// side), ping-ponging through `b` (same length, zero beyond r + 1 pixels of the line); the
    /// result is back in `a`'s line (the number of passes is even).
    package static func blurLine(_ a: UnsafeMutablePointer<Float>, _ b: UnsafeMutablePointer<Float>, n: Int, plan: Plan) {
        var src = a, dst = b
        for k in 1...passes {
            let spread = Swift.min(k, passes - k) * (plan.r + 1)
            pass(src, dst, from: plan.offset - spread, count: n + 2 * spread, plan: plan)
            swap(&src, &dst)
        }
    }

    /// One pass over pixels first..<first + count: for each of the four lanes,
    /// dst[i] = c (src[i - r] + ... + src[i + r]) + c1 (src[i - r - 1] + src[i + r + 1]).
    @inline(__always)
    static func pass(_ src: UnsafeMutablePointer<Float>, _ dst: UnsafeMutablePointer<Float>, from first: Int, count: Int, plan: Plan) {
        let c = plan.c, c1 = plan.c1, side = (plan.r + 1) * lanes
        var s0: Float = 0, s1: Float = 0, s2: Float = 0, s3: Float = 0
        var j = (first - plan.r) * lanes
        let stop = (first + plan.r + 1) * lanes
        while j < stop { s0 += src[j]; s1 += src[j + 1]; s2 += src[j + 2]; s3 += src[j + 3]; j += lanes }
        var p = first * lanes
        let end = (first + count) * lanes
        while p < end {
            // Pixel i's lanes at p; i - r - 1 at p - side, i + r + 1 at p + side, i - r at p - side + 4.
            let lo = p - side, hi = p + side
            dst[p] = s0 * c + (src[lo] + src[hi]) * c1
            dst[p + 1] = s1 * c + (src[lo + 1] + src[hi + 1]) * c1
            dst[p + 2] = s2 * c + (src[lo + 2] + src[hi + 2]) * c1
            dst[p + 3] = s3 * c + (src[lo + 3] + src[hi + 3]) * c1
            s0 = s0 + src[hi] - src[lo + 4]
            s1 = s1 + src[hi + 1] - src[lo + 5]
            s2 = s2 + src[hi + 2] - src[lo + 6]
            s3 = s3 + src[hi + 3] - src[lo + 7]
            p += lanes
        }
    }

    /// The four passes as one kernel, in Double: 4 (r + 1) taps a side, centre at `reach`.
    package static func kernel(_ plan: Plan) -> [Double] {
        let box = [Double(plan.c1)] + Array(repeating: Double(plan.c), count: 2 * plan.r + 1) + [Double(plan.c1)]
        var k = [1.0]
        for _ in 0..<passes {
            var next = [Double](repeating: 0, count: k.count + box.count - 1)
            for (i, x) in k.enumerated() { for (j, y) in box.enumerated() { next[i + j] += x * y } }
            k = next
        }
        return k
    }

    /// Reference twin: `kernel(plan)` applied to a line of one lane as a direct sum in Double,
    /// zeros outside (the values `blurLine` computes in each lane, written the slow way).
    package static func reference(_ line: [Double], plan: Plan) -> [Double] {
        let k = kernel(plan), reach = plan.reach
        return line.indices.map { i in
            var acc = 0.0
            for (t, w) in k.enumerated() {
                let j = i + t - reach
                if j >= 0 && j < line.count { acc += w * line[j] }
            }
            return acc
        }
    }
}
