// GaussianBlur: a Gaussian blur of a one-channel Float image (a shape's coverage, a shadow's
// alpha), in place, on unsafe row buffers; GaussianBlur+RGBA blurs a layer's texture.
//
// Weights: w(k) = exp(-k^2 / (2 sigma^2)) for |k| <= R = ceil(3 sigma), normalised to sum 1
// (the cut tail beyond 3 sigma is 0.27 % of the mass; normalising keeps a flat interior flat).
// The 2D kernel is w(i) w(j), so a horizontal pass then a vertical pass is exact. Pixels outside
// the image count as 0: callers pad the image by R on every side so no ink is lost.
// Two kernels, so that the time a pixel takes does not grow with sigma:
//   - exact (R <= exactReach): the weighted sum of the 2R + 1 neighbours, at most 73 taps;
//   - BoxBlur (R > exactReach): four running-sum passes, the same few operations whatever sigma,
//     within the error BoxBlur states of the exact kernel.
// Why 36 px: it keeps every blur the package's own pictures and the snapshot references draw below
// 12 pt at @1x, 6 pt at @2x and 4 pt at @3x exact (their pixels unchanged), while a hostile 200-pt
// blur costs what a 12-px one does. The menu's shadow (12 pt) at @2x and @3x is the box's.
// Memory: one scratch line for the exact kernel and two for the box (the longer side plus the
// padding, four floats a pixel: the box blurs four rows or columns at once); kept between calls,
// nothing allocated after warm-up. Not thread-safe (one per Compositor or LayerEffects).
// The reference twin convolves with the full 2D kernel directly, in Double.

import PickerRenderGeometry

package final class GaussianBlur {
    /// Largest kernel radius (pixels) blurred exactly; wider ones go through BoxBlur.
    package static let exactReach = 36
    /// Columns of a texture gathered at a time for its vertical box pass (64 bytes a row).
    static let band = 16

    private var scratch: [Float] = []
    private var pong: [Float] = []
    private var weights: [Float] = []
    private var weightsSigma = -1.0

    package init() {}

    /// Half-width of the kernel in pixels for `sigma` (pixels).
    package static func radius(sigma: Double) -> Int { sigma > 0 ? PixelRect.whole((3 * sigma).rounded(.up)) : 0 }

    /// Whether `sigma` (pixels) is blurred by the exact kernel.
    package static func isExact(sigma: Double) -> Bool { radius(sigma: sigma) <= exactReach }

    /// The normalised 1D kernel, 2R + 1 values, centre at index R.
    package static func kernel(sigma: Double) -> [Float] {
        let r = radius(sigma: sigma)
        guard r > 0 else { return [1] }
        let raw = (-r...r).map { k in exp(-Double(k * k) / (2 * sigma * sigma)) }
        let sum = raw.reduce(0, +)
        return raw.map { Float($0 / sum) }
    }

    /// The exact kernel's weights for `sigma`, made once per sigma.
    func exactWeights(sigma: Double) -> [Float] {
        if sigma != weightsSigma { weights = Self.kernel(sigma: sigma); weightsSigma = sigma }
        return weights
    }

    /// Blurs `width` x `height` floats at `image` (rows `stride` floats apart) in place.
    package func blur(_ image: UnsafeMutablePointer<Float>, width: Int, height: Int, stride: Int, sigma: Double) {
        let r = Self.radius(sigma: sigma)
        guard r > 0, width > 0, height > 0 else { return }
        if r <= Self.exactReach { blurExact(image, width: width, height: height, stride: stride, sigma: sigma) } else {
            blurBox(image, width: width, height: height, stride: stride, plan: BoxBlur.Plan(sigma: sigma))
        }
    }

    private func blurExact(_ image: UnsafeMutablePointer<Float>, width: Int, height: Int, stride: Int, sigma: Double) {
        let r = Self.radius(sigma: sigma)
        let kernel = exactWeights(sigma: sigma)
        let need = Swift.max(width, height) + 2 * r
        if scratch.count < need { scratch = [Float](repeating: 0, count: need) }
        kernel.withUnsafeBufferPointer { w in
            scratch.withUnsafeMutableBufferPointer { s in
                let line = s.baseAddress!, k = w.baseAddress!
                for y in 0..<height {
                    Self.convolve(image + y * stride, step: 1, count: width, line: line, kernel: k, radius: r)
                }
                for x in 0..<width {
                    Self.convolve(image + x, step: stride, count: height, line: line, kernel: k, radius: r)
                }
            }
        }
    }

    /// The box passes along the rows, four at a time (row y + k in lane k of one line), then
    /// along the columns, four neighbours at a time: four floats a pixel, as BoxBlur's lines are.
    private func blurBox(_ image: UnsafeMutablePointer<Float>, width: Int, height: Int, stride: Int, plan: BoxBlur.Plan) {
        let lanes = BoxBlur.lanes, longest = plan.length(Swift.max(width, height)) * lanes
        if scratch.count < longest { scratch = [Float](repeating: 0, count: longest) }
        if pong.count < longest { pong = [Float](repeating: 0, count: longest) }
        scratch.withUnsafeMutableBufferPointer { s in
            pong.withUnsafeMutableBufferPointer { p in
                let a = s.baseAddress!, b = p.baseAddress!, o = plan.offset * lanes
                // `across` lines of `n` floats `along` apart, line j starting at `start(j)`.
                func lines(count n: Int, across: Int, start: (Int) -> UnsafeMutablePointer<Float>, along: Int) {
                    b.update(repeating: 0, count: plan.length(n) * lanes)
                    var k0 = 0
                    while k0 < across {
                        let k = Swift.min(lanes, across - k0)
                        (a + o - plan.margin * lanes).update(repeating: 0, count: (n + 2 * plan.margin) * lanes)
                        for lane in 0..<k {
                            let line = start(k0 + lane)
                            for i in 0..<n { a[o + i * lanes + lane] = line[i * along] }
                        }
                        BoxBlur.blurLine(a, b, n: n, plan: plan)
                        for lane in 0..<k {
                            let line = start(k0 + lane)
                            for i in 0..<n { line[i * along] = a[o + i * lanes + lane] }
                        }
                        k0 += k
                    }
                }
                lines(count: width, across: height, start: { image + $0 * stride }, along: 1)
                lines(count: height, across: width, start: { image + $0 }, along: stride)
            }
        }
    }

    /// One line of `count` values `step` apart, convolved in place: copied into `line` between
    /// R zeros on each side, then each output is the weighted sum of its 2R + 1 neighbours.
    @inline(__always)
    static func convolve(_ p: UnsafeMutablePointer<Float>, step: Int, count: Int, line: UnsafeMutablePointer<Float>,
                         kernel: UnsafePointer<Float>, radius r: Int) {
        line.update(repeating: 0, count: r)
        (line + r + count).update(repeating: 0, count: r)
        var i = 0
        while i < count { line[r + i] = p[i * step]; i += 1 }
        let taps = 2 * r + 1
        i = 0
        while i < count {
            var acc: Float = 0
            let src = line + i
            var t = 0
            while t < taps { acc += src[t] * kernel[t]; t += 1 }
            p[i * step] = acc
            i += 1
        }
    }

    /// Reference twin: the direct 2D convolution in Double, zero outside the image.
    package static func blurReference(_ image: [Float], width: Int, height: Int, sigma: Double) -> [Float] {
        let r = radius(sigma: sigma)
        guard r > 0 else { return image }
        let raw = (-r...r).map { k in exp(-Double(k * k) / (2 * sigma * sigma)) }
        let sum = raw.reduce(0, +)
        var out = [Float](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                var acc = 0.0
                for j in -r...r where y + j >= 0 && y + j < height {
                    for i in -r...r where x + i >= 0 && x + i < width {
                        acc += raw[i + r] * raw[j + r] / (sum * sum) * Double(image[(y + j) * width + x + i])
                    }
                }
                out[y * width + x] = Float(acc)
            }
        }
        return out
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
