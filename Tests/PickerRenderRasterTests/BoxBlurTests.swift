// The box approximation of wide Gaussians: its lines against their Double twin (the four boxes
// as one kernel), its kernel's mass and variance, and its pixels against the exact Gaussian
// within the error BoxBlur and GaussianBlur+RGBA state; which sigmas go to which kernel; and that
// the blurs' scratch follows a line, not the image.

import PickerRenderRaster
import Testing

@Suite struct BoxBlurTests {
    /// Sparse random values in 0...1 with a solid run: edges, isolated samples, a flat stretch.
    func line(_ n: Int, _ rng: inout SplitMix) -> [Float] {
        (0..<n).map { i in
            if (n / 3..<n / 2).contains(i) { return 1 }
            return Float.random(in: 0...1, using: &rng) < 0.3 ? Float.random(in: 0...1, using: &rng) : 0
        }
    }

    @Test(arguments: [12.5, 40.0, 150.0])
    func linesAgreeWithTheTwin(sigma: Double) {
        var rng = SplitMix(state: UInt64(sigma * 7))
        let plan = BoxBlur.Plan(sigma: sigma)
        for n in [1, 7, 300] {
            // Four lines side by side, one a lane.
            let values = (0..<4).map { lane -> [Float] in var v = line(n, &rng); v[0] = Float(lane + 1) / 4; return v }
            var a = [Float](repeating: 0, count: 4 * plan.length(n)), b = a
            for lane in 0..<4 { for i in 0..<n { a[4 * (plan.offset + i) + lane] = values[lane][i] } }
            a.withUnsafeMutableBufferPointer { pa in
                b.withUnsafeMutableBufferPointer { pb in BoxBlur.blurLine(pa.baseAddress!, pb.baseAddress!, n: n, plan: plan) }
            }
            for lane in 0..<4 {
                let want = BoxBlur.reference(values[lane].map(Double.init), plan: plan)
                let got = (0..<n).map { a[4 * (plan.offset + $0) + lane] }
                let worst = zip(got, want).map { abs(Double($0) - $1) }.max()!
                #expect(worst < 1e-5, "sigma \(sigma), n \(n), lane \(lane): off by \(worst)")
                #expect(got.contains { $0 != 0 })
            }
        }
    }

    @Test func linesOfShortAndLongOrderGiveTheSameResult() {
        // The second buffer is reused between lines: a long line's leftovers must not reach a short one.
        let plan = BoxBlur.Plan(sigma: 30)
        let length = 4 * plan.length(500)
        var a = [Float](repeating: 0, count: length), b = a
        func blur(_ values: [Float]) -> [Float] {
            let n = values.count
            for i in (4 * (plan.offset - plan.margin))..<(4 * (plan.offset + n + plan.margin)) { a[i] = 0 }
            for (i, v) in values.enumerated() { a[4 * (plan.offset + i)] = v }
            a.withUnsafeMutableBufferPointer { pa in
                b.withUnsafeMutableBufferPointer { pb in BoxBlur.blurLine(pa.baseAddress!, pb.baseAddress!, n: n, plan: plan) }
            }
            return (0..<n).map { a[4 * (plan.offset + $0)] }
        }
        let short = [Float](repeating: 1, count: 20)
        let alone = blur(short)
        _ = blur([Float](repeating: 0.5, count: 20))
        #expect(blur(short) == alone)
    }

    @Test(arguments: [0.7, 12.5, 33.0, 600.0])
    func kernelHasTheGaussiansMassAndVariance(sigma: Double) {
        let k = BoxBlur.kernel(BoxBlur.Plan(sigma: sigma))
        let centre = Double(k.count / 2)
        let mass = k.reduce(0, +)
        let variance = k.enumerated().reduce(0) { $0 + $1.1 * (Double($1.0) - centre) * (Double($1.0) - centre) }
        #expect(abs(mass - 1) < 1e-5)
        #expect(abs(variance - sigma * sigma) < 1e-4 * sigma * sigma, "\(variance) for \(sigma * sigma)")
        #expect(zip(k, k.reversed()).allSatisfy { abs($0 - $1) < 1e-12 }, "not symmetric")
        #expect(k.allSatisfy { $0 >= 0 })
    }

    /// The exact kernel (cut at 3 sigma, as GaussianBlur's) and the box one applied to a line.
    func bothKernels(_ values: [Double], sigma: Double) -> (exact: [Double], box: [Double]) {
        let g = GaussianBlur.kernel(sigma: sigma).map(Double.init), r = g.count / 2
        let exact = values.indices.map { i in
            g.enumerated().reduce(0.0) { acc, t in
                let j = i + t.offset - r
                return acc + (j >= 0 && j < values.count ? t.element * values[j] : 0)
            }
        }
        return (exact, BoxBlur.reference(values, plan: BoxBlur.Plan(sigma: sigma)))
    }

    @Test(arguments: [12.5, 20.0, 60.0, 200.0])
    func aStepIsWithinTheStatedErrorOfTheExactGaussian(sigma: Double) {
        // 0 then 255, with room for both kernels' reach on each side.
        let r = 4 * (BoxBlur.Plan(sigma: sigma).r + 1) + GaussianBlur.radius(sigma: sigma)
        let step = (0..<(4 * r)).map { $0 < 2 * r ? 0.0 : 255.0 }
        let (exact, box) = bothKernels(step, sigma: sigma)
        let worst = zip(exact, box).map { abs($0 - $1) }.max()!
        // BoxBlur's header: at most 2.1 levels; and it is an approximation, not the same kernel.
        #expect(worst <= 2.1, "sigma \(sigma): \(worst) levels")
        #expect(worst > 0.5)
    }

    @Test func wideSigmasGoToTheBox() {
        #expect(GaussianBlur.isExact(sigma: 12))        // R = 36
        #expect(!GaussianBlur.isExact(sigma: 12.01))    // R = 37
        #expect(GaussianBlur.isExact(sigma: 0.3))
    }

    /// An image of sparse random ink with an opaque block, on a clear margin of the kernel's reach.
    func texture(_ w: Int, _ h: Int, margin m: Int, _ rng: inout SplitMix) -> Pixmap {
        var t = Pixmap(width: w, height: h)
        for y in m..<(h - m) {
            for x in m..<(w - m) {
                let block = (w / 3..<w / 2).contains(x) && (h / 3..<h / 2).contains(y)
                if block { t.setPixel(x, y, PremultipliedColor(r: 200, g: 30, b: 90, a: 255)) } else if Double.random(in: 0...1, using: &rng) < 0.1 {
                    t.setPixel(x, y, randomPremultiplied(&rng))
                }
            }
        }
        return t
    }

    @Test func planeBoxIsWithinTheStatedErrorOfTheExactGaussian() {
        var rng = SplitMix(state: 41)
        let sigma = 13.0, w = 120, h = 90
        let image = (0..<(w * h)).map { i -> Float in
            let x = i % w, y = i / w
            if (40..<70).contains(x) && (30..<55).contains(y) { return 1 }
            return Float.random(in: 0...1, using: &rng) < 0.05 ? Float.random(in: 0...1, using: &rng) : 0
        }
        let want = GaussianBlur.blurReference(image, width: w, height: h, sigma: sigma)
        var got = image
        got.withUnsafeMutableBufferPointer { GaussianBlur().blur($0.baseAddress!, width: w, height: h, stride: w, sigma: sigma) }
        let worst = zip(got, want).map { abs($0 - $1) }.max()!
        // BoxBlur's bound for any image: 6.7 levels of 255 (a block's corner is about 3.3).
        #expect(worst * 255 <= 6.7, "\(worst * 255) levels")
        #expect(worst > 0)
    }

    @Test func theWorstImageReachesTheStatedBound() {
        // The image that is 1 where the box's 2D kernel weighs less than the exact one and 0
        // elsewhere: at its centre the two blurs differ by the positive part of the kernels'
        // difference, the most any image in 0...1 can make them differ by.
        let sigma = 20.0
        let g = GaussianBlur.kernel(sigma: sigma).map(Double.init), b = BoxBlur.kernel(BoxBlur.Plan(sigma: sigma))
        let n = b.count, pad = (n - g.count) / 2
        let gp = [Double](repeating: 0, count: pad) + g + [Double](repeating: 0, count: pad)
        var image = [Float](repeating: 0, count: n * n)
        for y in 0..<n { for x in 0..<n where gp[x] * gp[y] > b[x] * b[y] { image[y * n + x] = 1 } }
        var fast = image, exact = image
        fast.withUnsafeMutableBufferPointer { GaussianBlur().blur($0.baseAddress!, width: n, height: n, stride: n, sigma: sigma) }
        exact.withUnsafeMutableBufferPointer { p in
            // The exact kernel by its own path (the same kernel, applied separably in Float).
            GaussianBlurTests.separable(p.baseAddress!, width: n, height: n, kernel: GaussianBlur.kernel(sigma: sigma))
        }
        let centre = n / 2 * n + n / 2
        let levels = Double(exact[centre] - fast[centre]) * 255
        #expect(levels <= 6.7, "\(levels)")
        #expect(levels >= 6.3, "\(levels): the bound is not reached, so this image does not test it")
    }

    @Test(arguments: [13.0, 25.0])
    func rgbaBoxIsWithinTheStatedErrorOfTheExactGaussian(sigma: Double) {
        var rng = SplitMix(state: UInt64(sigma))
        let m = GaussianBlur.radius(sigma: sigma)
        let t = texture(2 * m + 60, 2 * m + 40, margin: m, &rng)
        var fast = t, floats: [Float] = []
        GaussianBlur().blurRGBA(&fast, sigma: sigma, floats: &floats)
        let slow = GaussianBlur.blurRGBAReference(t, sigma: sigma)
        let diffs = zip(fast.bytes, slow.bytes).map { abs(Int($0) - Int($1)) }
        // GaussianBlur+RGBA: BoxBlur's 6.7 levels, half a level rounded between the passes and
        // the final rounding of each: at most 8.
        #expect(diffs.max()! <= 8, "\(diffs.max()!)")
        #expect(diffs.max()! > 0)
        for y in 0..<fast.height { for x in 0..<fast.width { let p = fast.pixel(x, y); #expect(p.r <= p.a && p.g <= p.a && p.b <= p.a) } }
    }

    @Test func exactRingAgreesWithItsTwinAtTheWidestExactSigma() {
        var rng = SplitMix(state: 12)
        let t = texture(110, 95, margin: 36, &rng)
        var fast = t, floats: [Float] = []
        GaussianBlur().blurRGBA(&fast, sigma: 12, floats: &floats)
        let slow = GaussianBlur.blurRGBAReference(t, sigma: 12)
        let diffs = zip(fast.bytes, slow.bytes).map { abs(Int($0) - Int($1)) }
        #expect(diffs.max()! <= 1)
        #expect(diffs.filter { $0 != 0 }.count * 100 < diffs.count)
    }

    @Test func scratchFollowsALineNotTheImage() {
        // 400 x 300 texels: a float plane of the texture would be 480,000 floats.
        var rng = SplitMix(state: 3)
        let t = texture(400, 300, margin: 0, &rng)
        for sigma in [6.0, 40.0] {
            var fast = t, floats: [Float] = []
            GaussianBlur().blurRGBA(&fast, sigma: sigma, floats: &floats)
            let r = GaussianBlur.radius(sigma: sigma), plan = BoxBlur.Plan(sigma: sigma)
            let bound = GaussianBlur.isExact(sigma: sigma) ? 4 * ((2 * r + 1) * 400 + 400 + 2 * r + 400)
                                                           : 4 * (16 * plan.length(300) + plan.length(400))
            #expect(floats.count <= bound, "sigma \(sigma): \(floats.count) floats")
            #expect(floats.count < 4 * 400 * 300)
        }
    }
}
