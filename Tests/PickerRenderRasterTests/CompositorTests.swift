// Compositing: exact source-over math, the kernel against its Double reference twin, masks and
// drawPath end to end, plus a timing measurement.
import Testing
import PickerRenderGeometry
import PickerRenderRaster

func blendOne(_ dst: PremultipliedColor, _ src: PremultipliedColor, _ cov: Float) -> PremultipliedColor {
    var px: [UInt8] = [dst.r, dst.g, dst.b, dst.a]
    var c = cov
    px.withUnsafeMutableBufferPointer { p in blendRow(p.baseAddress!, coverage: &c, count: 1, color: src) }
    return PremultipliedColor(r: px[0], g: px[1], b: px[2], a: px[3])
}

func randomPremultiplied(_ rng: inout SplitMix) -> PremultipliedColor {
    let a = UInt8.random(in: 0...255, using: &rng)
    return PremultipliedColor(r: UInt8.random(in: 0...a, using: &rng), g: UInt8.random(in: 0...a, using: &rng),
                              b: UInt8.random(in: 0...a, using: &rng), a: a)
}

@Test func compositeBasics() {
    var rng = SplitMix(state: 1)
    let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
    for _ in 0..<1000 {
        let dst = randomPremultiplied(&rng)
        #expect(blendOne(dst, red, 1) == red)                        // opaque over anything = src
        #expect(blendOne(dst, randomPremultiplied(&rng), 0) == dst)  // zero coverage = dst
        #expect(blendOne(dst, .clear, 1) == dst)                     // transparent source = dst
    }
    let white = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)
    let black = PremultipliedColor(r: 0, g: 0, b: 0, a: 255)
    // Coverage 0.5 quantises to k = round(127.5) = 128: 255 * (1 - 128/255) = 127.
    #expect(blendOne(white, black, 0.5) == PremultipliedColor(r: 127, g: 127, b: 127, a: 255))
    // Black at alpha round(0.5 * 255) = 128, full coverage: also 127.
    #expect(blendOne(white, RGBA8(r: 0, g: 0, b: 0, alpha: 0.5).premultiplied, 1)
            == PremultipliedColor(r: 127, g: 127, b: 127, a: 255))
    // Over a transparent pixel the result is the source scaled by coverage.
    #expect(blendOne(.clear, white, 0.5) == PremultipliedColor(r: 128, g: 128, b: 128, a: 128))
}

@Test func kernelAgreesWithReferenceTwin() {
    var rng = SplitMix(state: 77)
    let n = 4096
    var dst: [UInt8] = []
    var covs: [Float] = []
    var masks: [Float] = []
    var dsts: [PremultipliedColor] = []
    for i in 0..<n {
        let d = randomPremultiplied(&rng)
        dsts.append(d); dst += [d.r, d.g, d.b, d.a]
        // Include exact 0 and 1 and dyadic halves, which hit rounding ties in the quantiser.
        covs.append(i % 7 == 0 ? Float(i % 3) / 2 : Float.random(in: 0...1, using: &rng))
        masks.append(i % 5 == 0 ? 1 : Float.random(in: 0...1, using: &rng))
    }
    for _ in 0..<20 {
        let src = randomPremultiplied(&rng)
        var plain = dst, masked = dst
        plain.withUnsafeMutableBufferPointer { p in
            blendRow(p.baseAddress!, coverage: covs, count: n, color: src)
        }
        masked.withUnsafeMutableBufferPointer { p in
            blendRow(p.baseAddress!, coverage: covs, mask: masks, count: n, color: src)
        }
        var exact = 0, maskedOff = 0
        for i in 0..<n {
            let ref = referenceBlend(dsts[i], src, coverage: Double(covs[i]))
            let got = PremultipliedColor(r: plain[4 * i], g: plain[4 * i + 1], b: plain[4 * i + 2], a: plain[4 * i + 3])
            if got == ref { exact += 1 }
            let mref = referenceBlend(dsts[i], src, coverage: Double(covs[i] * masks[i]))
            for (g, r) in [(masked[4 * i], mref.r), (masked[4 * i + 1], mref.g), (masked[4 * i + 2], mref.b), (masked[4 * i + 3], mref.a)] {
                maskedOff = max(maskedOff, abs(Int(g) - Int(r)))
            }
            #expect(got.r <= got.a && got.g <= got.a && got.b <= got.a)   // stays premultiplied
        }
        #expect(exact == n, "\(n - exact) of \(n) differ from the reference")
        #expect(maskedOff == 0, "masked kernel off by \(maskedOff)")
    }
}

@Test func drawPathMatchesCoverageTimesReference() {
    // End to end: drawPath equals the reference blend applied with the rasterizer's coverage,
    // and nothing outside the clip changes.
    let bg = PremultipliedColor(r: 240, g: 240, b: 245, a: 255)
    var pix = Pixmap(width: 64, height: 48, fill: bg)
    let shape = Path.continuousRoundedRect(Rect(x: 5.3, y: 4.6, width: 50.2, height: 36.9), radius: 11)
    let color = RGBA8(r: 0, g: 122, b: 255, alpha: 0.8).premultiplied
    let clip = PixelRect(x: 0, y: 0, width: 40, height: 48)
    Compositor().drawPath(shape, color: color, into: &pix, clip: clip)
    let r = CoverageRasterizer()
    r.rasterize(shape, clip: clip)
    // drawPath rasterizes over the shape's bounds within the clip, a different origin, so its
    // float coverage can differ by an ulp and cross a quantisation boundary: allow one unit.
    var off = 0
    for y in 0..<48 {
        for x in 0..<64 {
            let e = referenceBlend(bg, color, coverage: Double(r.coverage(x: x, y: y)))
            let g = pix.pixel(x, y)
            let d = max(abs(Int(g.r) - Int(e.r)), abs(Int(g.g) - Int(e.g)), abs(Int(g.b) - Int(e.b)), abs(Int(g.a) - Int(e.a)))
            #expect(d <= 1, "pixel \(x), \(y): \(g) vs \(e)")
            if d > 0 { off += 1 }
        }
    }
    #expect(off < 10, "\(off) pixels off by one")
    #expect(pix.pixel(50, 20) == bg)   // inside the shape but outside the clip
}

@Test func drawPathWithColumnMask() {
    let bg = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)
    var pix = Pixmap(width: 32, height: 8, fill: bg)
    let mask = (0..<32).map { Float($0) / 31 }   // a left-to-right ramp
    let black = PremultipliedColor(r: 0, g: 0, b: 0, a: 255)
    Compositor().drawPath(.rect(Rect(x: 0, y: 0, width: 32, height: 8)), color: black, into: &pix, mask: mask)
    for x in 0..<32 {
        let expected = referenceBlend(bg, black, coverage: Double(mask[x]))
        #expect(pix.pixel(x, 3) == expected, "column \(x)")
    }
    #expect(pix.pixel(0, 0) == bg && pix.pixel(31, 7) == black)
}

@Test func timingFilledRoundedRect() {
    // Measurement, printed: ns per pixel of the 500 x 500 shape's bounding box for drawPath
    // (flatten + rasterize + composite). The check is that the result is right.
    let side = 500
    var pix = Pixmap(width: side + 20, height: side + 20, fill: PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
    let shape = Path.continuousRoundedRect(Rect(x: 10.5, y: 10.25, width: Double(side), height: Double(side)), radius: 60)
    let color = RGBA8(r: 52, g: 199, b: 89, alpha: 0.9).premultiplied
    let opaque = RGBA8(r: 52, g: 199, b: 89).premultiplied
    let compositor = Compositor()
    compositor.drawPath(shape, color: opaque, into: &pix)   // warm-up
    let iterations = 20
    let clock = ContinuousClock()
    let t = clock.measure {
        for _ in 0..<iterations { compositor.drawPath(shape, color: color, into: &pix) }
    }
    let ns = Double(t.components.seconds) * 1e9 + Double(t.components.attoseconds) / 1e9
    print("drawPath 500x500 continuous rounded rect: \(ns / Double(iterations * side * side)) ns/pixel")
    #expect(pix.pixel(260, 260) == opaque)   // alpha 0.9 over the opaque same colour stays put
    #expect(pix.pixel(2, 2) == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
}
