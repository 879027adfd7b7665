// The Gaussian blur: the separable kernel against its direct 2D twin on random images, its mass
// and symmetry, and a blurred fill on a small hand-made scene against the erf edge profile.

import Foundation
import PickerRenderGeometry
import PickerRenderRaster
import Testing

@Suite struct GaussianBlurTests {
    @Test(arguments: [0.4, 1.0, 2.5, 4.5])
    func separableAgreesWithTheDirectTwin(sigma: Double) {
        var rng = SplitMix(state: UInt64(sigma * 1000))
        let w = 23, h = 17
        // Sparse random ink with a solid block: edges, isolated pixels and a flat interior.
        let image = (0..<(w * h)).map { i -> Float in
            let x = i % w, y = i / w
            if (8..<14).contains(x) && (5..<11).contains(y) { return 1 }
            return Float.random(in: 0...1, using: &rng) < 0.2 ? Float.random(in: 0...1, using: &rng) : 0
        }
        let want = GaussianBlur.blurReference(image, width: w, height: h, sigma: sigma)
        var got = image
        got.withUnsafeMutableBufferPointer { GaussianBlur().blur($0.baseAddress!, width: w, height: h, stride: w, sigma: sigma) }
        let worst = zip(got, want).map { abs($0 - $1) }.max()!
        #expect(worst < 1e-5, "sigma \(sigma): off by \(worst)")
        #expect(got != image)
    }

    /// The separable convolution with `kernel`, in Float, zeros outside: the exact kernel
    /// whatever sigma (GaussianBlur switches to the box above its exact reach).
    static func separable(_ p: UnsafeMutablePointer<Float>, width: Int, height: Int, kernel: [Float]) {
        let r = kernel.count / 2
        func line(_ at: (Int) -> Int, _ n: Int) {
            let values = (0..<n).map { p[at($0)] }
            for i in 0..<n {
                var acc: Float = 0
                for t in 0..<kernel.count where i + t - r >= 0 && i + t - r < n { acc += values[i + t - r] * kernel[t] }
                p[at(i)] = acc
            }
        }
        for y in 0..<height { line({ y * width + $0 }, width) }
        for x in 0..<width { line({ $0 * width + x }, height) }
    }

    @Test func kernelIsNormalisedAndSymmetric() {
        for sigma in [0.3, 1.5, 6.0] {
            let k = GaussianBlur.kernel(sigma: sigma)
            #expect(k.count == 2 * GaussianBlur.radius(sigma: sigma) + 1)
            #expect(abs(k.reduce(0, +) - 1) < 1e-6)
            #expect(k == Array(k.reversed()))
        }
        #expect(GaussianBlur.radius(sigma: 1.5) == 5)
        #expect(GaussianBlur.kernel(sigma: 0) == [1])
    }

    @Test func blurredEdgeFollowsTheErfProfile() {
        // Opaque black half-plane x < 20 (a 40-px rect) on white, sigma 3 px: along a row in the
        // middle, coverage at x is Phi((20 - (x + 0.5)) / sigma) up to the box filter of the pixel.
        let white = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)
        var pix = Pixmap(width: 40, height: 40, fill: white)
        Compositor().drawBlurredPath(.rect(Rect(x: -20, y: -20, width: 40, height: 80)), color: PremultipliedColor(r: 0, g: 0, b: 0, a: 255),
                                     sigma: 3, into: &pix)
        for x in 10..<32 {
            let t = (20 - (Double(x) + 0.5)) / 3
            let coverage = 0.5 * erfc(-t / 2.squareRoot())
            let want = 255 * (1 - coverage)
            #expect(abs(Double(pix.pixel(x, 20).r) - want) <= 2.5, "column \(x): \(pix.pixel(x, 20).r) vs \(want)")
        }
        // Far from the edge: untouched white, and solid black.
        #expect(pix.pixel(39, 20) == white)
        #expect(pix.pixel(2, 20).r == 0)
    }

    @Test func clipLimitsWhatChangesNotWhatIsBlurred() {
        let white = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)
        let shape = Path.rect(Rect(x: 10, y: 10, width: 12, height: 12))
        var full = Pixmap(width: 32, height: 32, fill: white), clipped = full
        let c = Compositor()
        c.drawBlurredPath(shape, color: PremultipliedColor(r: 0, g: 0, b: 0, a: 128), sigma: 2, into: &full)
        c.drawBlurredPath(shape, color: PremultipliedColor(r: 0, g: 0, b: 0, a: 128), sigma: 2,
                          into: &clipped, clip: PixelRect(x: 0, y: 0, width: 16, height: 32))
        for y in 0..<32 { for x in 0..<32 {
            #expect(clipped.pixel(x, y) == (x < 16 ? full.pixel(x, y) : white))
        } }
    }
}
