// GaussianBlur: a separable Gaussian blur of a one-channel Float image (a shape's coverage, for
// soft shadows), in place, on unsafe row buffers.
//
// Weights: w(k) = exp(-k^2 / (2 sigma^2)) for |k| <= R = ceil(3 sigma), normalised to sum 1
// (the cut tail beyond 3 sigma is 0.27 % of the mass; normalising keeps a flat interior flat).
// The 2D kernel is w(i) w(j), so a horizontal pass then a vertical pass is exact. Pixels outside
// the image count as 0: callers pad the image by R on every side so no ink is lost.
// Memory: one scratch line (the longer side plus 2R), kept between calls; nothing else is
// allocated after warm-up. Not thread-safe (one per Compositor).
// The reference twin convolves with the full 2D kernel directly, in Double.

package final class GaussianBlur {
    private var scratch: [Float] = []
    private var weights: [Float] = []
    private var weightsSigma = -1.0

    package init() {}

    /// Half-width of the kernel in pixels for `sigma` (pixels).
    package static func radius(sigma: Double) -> Int { sigma > 0 ? Int((3 * sigma).rounded(.up)) : 0 }

    /// The normalised 1D kernel, 2R + 1 values, centre at index R.
    package static func kernel(sigma: Double) -> [Float] {
        let r = radius(sigma: sigma)
        guard r > 0 else { return [1] }
        let raw = (-r...r).map { k in exp(-Double(k * k) / (2 * sigma * sigma)) }
        let sum = raw.reduce(0, +)
        return raw.map { Float($0 / sum) }
    }

    /// Blurs `width` x `height` pixels of `channels` interleaved floats at `image` (rows `stride`
    /// floats apart) in place, each channel on its own.
    package func blur(_ image: UnsafeMutablePointer<Float>, width: Int, height: Int, stride: Int, sigma: Double,
                      channels: Int = 1) {
        let r = Self.radius(sigma: sigma)
        guard r > 0, width > 0, height > 0 else { return }
        if sigma != weightsSigma { weights = Self.kernel(sigma: sigma); weightsSigma = sigma }
        let need = max(width, height) + 2 * r
        if scratch.count < need { scratch = [Float](repeating: 0, count: need) }
        weights.withUnsafeBufferPointer { w in
            scratch.withUnsafeMutableBufferPointer { s in
                let line = s.baseAddress!, k = w.baseAddress!
                for y in 0..<height {
                    for c in 0..<channels {
                        Self.convolve(image + y * stride + c, step: channels, count: width, line: line, kernel: k, radius: r)
                    }
                }
                for x in 0..<width {
                    for c in 0..<channels {
                        Self.convolve(image + x * channels + c, step: stride, count: height, line: line, kernel: k, radius: r)
                    }
                }
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
