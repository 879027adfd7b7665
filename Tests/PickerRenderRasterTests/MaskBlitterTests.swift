// Glyph-mask compositing: the blitter (through SourceOver) against its Double twin, exactly, and its fixed points.

import PickerRenderGeometry
import PickerRenderRaster
import Testing

@Suite struct MaskBlitterTests {
    func blit(_ mask: [UInt8], _ mw: Int, _ mh: Int, at x: Int, _ y: Int, color: PremultipliedColor,
              over dst: [UInt8], _ dw: Int, _ dh: Int, clip: PixelRect? = nil, reference: Bool = false) -> [UInt8] {
        var d = dst
        mask.withUnsafeBufferPointer { mp in
            d.withUnsafeMutableBufferPointer { dp in
                let m = CoverageMaskPointer(coverage: mp.baseAddress!, width: mw, height: mh, stride: mw, x: x, y: y)
                let b = PixelBufferPointer(base: dp.baseAddress!, width: dw, height: dh, stride: dw * 4)
                let c = clip ?? PixelRect(x: 0, y: 0, width: dw, height: dh)
                if reference { MaskBlitter.blitReference(m, color: color, into: b, clip: c) } else { MaskBlitter.blit(m, color: color, into: b, clip: c) }
            }
        }
        return d
    }

    @Test func agreesWithTheReferenceTwin() {
        var state: UInt32 = 12345
        func next() -> UInt8 { state = state &* 1103515245 &+ 12345; return UInt8(truncatingIfNeeded: state >> 16) }
        for _ in 0..<20 {
            let mask = (0..<(13 * 9)).map { _ in next() }
            let dst = (0..<(20 * 16)).flatMap { _ -> [UInt8] in let a = next(); return [min(next(), a), min(next(), a), min(next(), a), a] }
            let a = next()
            let color = PremultipliedColor(r: min(next(), a), g: min(next(), a), b: min(next(), a), a: a)
            let x = Int(next() % 12) - 3, y = Int(next() % 10) - 2
            let fast = blit(mask, 13, 9, at: x, y, color: color, over: dst, 20, 16)
            let slow = blit(mask, 13, 9, at: x, y, color: color, over: dst, 20, 16, reference: true)
            #expect(fast == slow)
        }
    }

    @Test func fullCoverageOfAnOpaqueColourIsThatColour() {
        let out = blit([255], 1, 1, at: 1, 1, color: PremultipliedColor(r: 10, g: 20, b: 30, a: 255),
                       over: [UInt8](repeating: 200, count: 3 * 3 * 4), 3, 3)
        #expect(Array(out[16..<20]) == [10, 20, 30, 255])
        #expect(Array(out[0..<4]) == [200, 200, 200, 200])
    }

    @Test func halfCoverageOfBlackOverWhite() {
        let out = blit([128], 1, 1, at: 0, 0, color: PremultipliedColor(r: 0, g: 0, b: 0, a: 255),
                       over: [255, 255, 255, 255], 1, 1)
        #expect(out == [127, 127, 127, 255])
    }

    @Test func clipIsRespected() {
        let mask = [UInt8](repeating: 255, count: 4 * 4)
        let out = blit(mask, 4, 4, at: 0, 0, color: PremultipliedColor(r: 255, g: 255, b: 255, a: 255),
                       over: [UInt8](repeating: 0, count: 4 * 4 * 4), 4, 4, clip: PixelRect(x: 1, y: 1, width: 2, height: 2))
        for y in 0..<4 { for x in 0..<4 {
            let inside = (1...2).contains(x) && (1...2).contains(y)
            #expect(out[(y * 4 + x) * 4 + 3] == (inside ? 255 : 0))
        } }
    }
}

@Suite struct FastPathTests {
    @Test func memoisedBlendOverAFlatRowEqualsTheReference() {
        // A band over a flat background: every pixel repeats, the memo answers all but the first.
        let color = PremultipliedColor(r: 11, g: 11, b: 12, a: 46)
        let background = PremultipliedColor(r: 242, g: 242, b: 247, a: 255)
        var row = [UInt8](repeating: 0, count: 64 * 4)
        for i in 0..<64 { row.replaceSubrange(i * 4..<i * 4 + 4, with: [background.r, background.g, background.b, background.a]) }
        let coverage = (0..<64).map { i -> Float in i < 3 ? Float(i) / 3 : i > 60 ? 0.5 : 1 }
        row.withUnsafeMutableBufferPointer { d in
            coverage.withUnsafeBufferPointer { c in
                blendRow(d.baseAddress!, coverage: c.baseAddress!, count: 64, color: color)
            }
        }
        for i in 0..<64 {
            let want = referenceBlend(background, color, coverage: Double(coverage[i]))
            #expect(PremultipliedColor(r: row[i * 4], g: row[i * 4 + 1], b: row[i * 4 + 2], a: row[i * 4 + 3]) == want, "pixel \(i)")
        }
    }

    @Test func inkBoundsFindTheDrawnPixels() {
        var p = Pixmap(width: 10, height: 8)
        #expect(p.inkBounds() == nil)
        p.setPixel(3, 2, PremultipliedColor(r: 0, g: 0, b: 0, a: 1))
        p.setPixel(7, 5, PremultipliedColor(r: 9, g: 9, b: 9, a: 9))
        #expect(p.inkBounds() == PixelRect(x: 3, y: 2, width: 5, height: 4))
    }

    @Test func samplingOnlyTheInkGivesTheSameImage() {
        // A texture with ink in a small region: limiting work to it changes nothing.
        var tex = [UInt8](repeating: 0, count: 40 * 30 * 4)
        for y in 10..<16 { for x in 12..<25 { tex.replaceSubrange((y * 40 + x) * 4..<(y * 40 + x) * 4 + 4, with: [200, 100, 50, 220]) } }
        let map = Homography.translation(3, 4) * .rotationX(degrees: 40, perspective: 0.55, box: Size(40, 30))
        func run(_ ink: PixelRect?) -> [UInt8] {
            var d = [UInt8](repeating: 255, count: 50 * 40 * 4), s = tex
            s.withUnsafeMutableBufferPointer { sp in d.withUnsafeMutableBufferPointer { dp in
                PerspectiveSampler.draw(PixelBufferPointer(base: sp.baseAddress!, width: 40, height: 30, stride: 160),
                                        into: PixelBufferPointer(base: dp.baseAddress!, width: 50, height: 40, stride: 200),
                                        map: map, clip: PixelRect(x: 0, y: 0, width: 50, height: 40), opacity: 200, ink: ink)
            } }
            return d
        }
        let whole = run(nil), limited = run(PixelRect(x: 12, y: 10, width: 13, height: 6))
        #expect(zip(whole, limited).allSatisfy { abs(Int($0) - Int($1)) <= 1 })
        #expect(whole != [UInt8](repeating: 255, count: 50 * 40 * 4))
    }
}
