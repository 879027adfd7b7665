// SourceOver: the one kernel against its Double twin on random rows, for every kind of source,
// and against the formulas of the copies it replaced (their pixels must not move).

import PickerRenderRaster
import Testing

@Suite struct SourceOverTests {
    /// Random premultiplied pixels, a row of them as bytes.
    func randomRow(_ n: Int, _ rng: inout SplitMix) -> [UInt8] {
        (0..<n).flatMap { _ -> [UInt8] in
            let c = randomPremultiplied(&rng)
            return [c.r, c.g, c.b, c.a]
        }
    }

    func color(_ row: [UInt8], _ i: Int) -> PremultipliedColor {
        PremultipliedColor(r: row[4 * i], g: row[4 * i + 1], b: row[4 * i + 2], a: row[4 * i + 3])
    }

    /// Runs the kernel over `dst` with `source`, and checks every pixel against the twin fed
    /// the same widened source.
    func check<S: SourceOverRow>(_ dst: [UInt8], _ source: S, _ label: String) {
        let n = dst.count / 4
        var out = dst
        out.withUnsafeMutableBufferPointer { SourceOver.blendRow($0.baseAddress!, count: n, source: source) }
        var wrong = 0
        for i in 0..<n {
            let want = source.widenedPixel(at: i).map { SourceOver.reference(color(dst, i), source: $0) } ?? color(dst, i)
            let got = color(out, i)
            if got != want { wrong += 1 }
            #expect(got.r <= got.a && got.g <= got.a && got.b <= got.a)
        }
        #expect(wrong == 0, "\(label): \(wrong) of \(n) pixels differ from the twin")
    }

    @Test func kernelAgreesWithTwinOnRandomRows() {
        var rng = SplitMix(state: 4242)
        let n = 2048
        for round in 0..<12 {
            // Runs of one background make the memo answer; random ones defeat it.
            var dst = randomRow(n, &rng)
            if round % 2 == 0 { for i in 0..<n where i % 64 > 8 { dst.replaceSubrange(4 * i..<4 * i + 4, with: dst[0..<4]) } }
            let c = randomPremultiplied(&rng)
            let cov = (0..<n).map { i in i % 9 == 0 ? Float(i % 3) / 2 : Float.random(in: -0.1...1.1, using: &rng) }
            let mask = (0..<n).map { _ in Float.random(in: 0...1, using: &rng) }
            let bytes = (0..<n).map { i in i % 5 == 0 ? UInt8(255) : UInt8.random(in: 0...255, using: &rng) }
            let texels = randomRow(n, &rng)
            let opacity = round % 3 == 0 ? UInt8(255) : UInt8.random(in: 1...254, using: &rng)
            cov.withUnsafeBufferPointer { cp in
                mask.withUnsafeBufferPointer { mp in
                    check(dst, CoverageSource(color: c, coverage: cp.baseAddress!), "coverage")
                    check(dst, CoverageSource(color: c, coverage: cp.baseAddress!, mask: mp.baseAddress!), "coverage x mask")
                }
            }
            bytes.withUnsafeBufferPointer { check(dst, MaskSource(color: c, mask: $0.baseAddress!), "glyph mask") }
            texels.withUnsafeBufferPointer {
                check(dst, TexelSource(texels: $0.baseAddress!), "texels")
                check(dst, FadedTexelSource(texels: $0.baseAddress!, opacity: opacity), "faded texels")
            }
        }
    }

    @Test func kernelKeepsTheFormulasItReplaced() {
        // Exhaustive over colour value, alpha, coverage and a spread of destinations: the glyph
        // blitter's two roundings (s = c m / 255, then s + d (255 - sa) / 255) and the texel copy's
        // (t + d (255 - ta) / 255), rounded to nearest, are what the kernel gives.
        func div255(_ x: Int) -> Int { (x * 2 + 255) / 510 }
        var mismatches = 0
        for a in stride(from: 0, through: 255, by: 3) {
            for v in stride(from: 0, through: a, by: 5) {
                let c = PremultipliedColor(r: UInt8(v), g: UInt8(v / 2), b: 0, a: UInt8(a))
                for d in stride(from: 0, through: 255, by: 17) {
                    let dst = [UInt8(d), UInt8(d), UInt8(d), 255]
                    let masks = (0...255).map { UInt8($0) }
                    var out = [UInt8](repeating: 0, count: 256 * 4)
                    for i in 0..<256 { out.replaceSubrange(4 * i..<4 * i + 4, with: dst) }
                    masks.withUnsafeBufferPointer { m in
                        out.withUnsafeMutableBufferPointer { SourceOver.blendRow($0.baseAddress!, count: 256, source: MaskSource(color: c, mask: m.baseAddress!)) }
                    }
                    for m in 0..<256 {
                        let sa = div255(a * m), s = div255(v * m)
                        let want = m == 0 ? d : s + div255(d * (255 - sa))
                        if Int(out[4 * m]) != want { mismatches += 1 }
                    }
                    // The texel copy: the colour itself as a texel.
                    var one = dst
                    let texel = [c.r, c.g, c.b, c.a]
                    texel.withUnsafeBufferPointer { t in
                        one.withUnsafeMutableBufferPointer { SourceOver.blendRow($0.baseAddress!, count: 1, source: TexelSource(texels: t.baseAddress!)) }
                    }
                    if Int(one[0]) != (a == 0 ? d : v + div255(d * (255 - a))) { mismatches += 1 }
                }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func eightBitSourceIsTheWidenedFormulaExhaustively() {
        // Every 8-bit source value and alpha (v <= a) over every third destination value: the shift
        // path of 8-bit sources equals the widened formula (S = 255 s) through the twin.
        var wrong = 0
        for a in 0...255 {
            let texels = (0...a).flatMap { v in [UInt8(v), UInt8(v), UInt8(v), UInt8(a)] }
            for d in stride(from: 0, through: 255, by: 3) {
                var row = [UInt8](repeating: 0, count: texels.count)
                for i in 0..<(a + 1) { row[4 * i] = UInt8(d); row[4 * i + 1] = UInt8(d); row[4 * i + 2] = UInt8(d); row[4 * i + 3] = 255 }
                texels.withUnsafeBufferPointer { t in
                    row.withUnsafeMutableBufferPointer { SourceOver.blendRow($0.baseAddress!, count: a + 1, source: TexelSource(texels: t.baseAddress!)) }
                }
                for v in 0...a where a > 0 {
                    let want = SourceOver.reference(PremultipliedColor(r: UInt8(d), g: UInt8(d), b: UInt8(d), a: 255),
                                                    source: SIMD4(UInt32(v), UInt32(v), UInt32(v), UInt32(a)) &* 255)
                    if row[4 * v] != want.r || row[4 * v + 3] != want.a { wrong += 1 }
                }
            }
        }
        #expect(wrong == 0)
    }

    @Test func opaqueSourceIsStoredAndEmptySourceSkipped() {
        var row: [UInt8] = [9, 9, 9, 9, 200, 100, 50, 255]
        let c = PremultipliedColor(r: 1, g: 2, b: 3, a: 255)
        let cov: [Float] = [1, 0]
        cov.withUnsafeBufferPointer { cp in
            row.withUnsafeMutableBufferPointer { SourceOver.blendRow($0.baseAddress!, count: 2, source: CoverageSource(color: c, coverage: cp.baseAddress!)) }
        }
        #expect(row == [1, 2, 3, 255, 200, 100, 50, 255])
    }
}
