// The perspective sampler against its reference twin, and the properties a turned row needs:
// exact copies when unturned, averaging (not aliasing) when minified, constant ink as it moves.

import PickerRenderGeometry
import PickerRenderRaster
import Testing

/// A deterministic premultiplied texture with a transparent one-texel border.
private func texture(_ w: Int, _ h: Int, seed: UInt64) -> [UInt8] {
    var state = seed
    func next() -> UInt8 { state = state &* 6364136223846793005 &+ 1442695040888963407; return UInt8(truncatingIfNeeded: state >> 33) }
    var px = [UInt8](repeating: 0, count: w * h * 4)
    for y in 1..<(h - 1) {
        for x in 1..<(w - 1) {
            let a = next(), i = (y * w + x) * 4
            px[i] = UInt8(UInt32(next()) * UInt32(a) / 255); px[i + 1] = UInt8(UInt32(next()) * UInt32(a) / 255)
            px[i + 2] = UInt8(UInt32(next()) * UInt32(a) / 255); px[i + 3] = a
        }
    }
    return px
}

private func draw(_ src: [UInt8], _ sw: Int, _ sh: Int, over background: [UInt8], _ dw: Int, _ dh: Int,
                  map: Homography, opacity: UInt8, reference: Bool) -> [UInt8] {
    var s = src, d = background
    s.withUnsafeMutableBufferPointer { sp in
        d.withUnsafeMutableBufferPointer { dp in
            let a = PixelBufferPointer(base: sp.baseAddress!, width: sw, height: sh, stride: sw * 4)
            let b = PixelBufferPointer(base: dp.baseAddress!, width: dw, height: dh, stride: dw * 4)
            let clip = PixelRect(x: 0, y: 0, width: dw, height: dh)
            if reference {
                PerspectiveSampler.drawReference(a, into: b, map: map, clip: clip, opacity: opacity)
            } else {
                PerspectiveSampler.draw(a, into: b, map: map, clip: clip, opacity: opacity)
            }
        }
    }
    return d
}

@Suite struct PerspectiveSamplerTests {
    static let maps: [Homography] = [
        .translation(5, 7),
        .translation(5.25, 6.6),
        .translation(4, 3) * .scale(0.5, 0.5),
        .translation(2, 9) * .scale(1.7, 1.3),
        .translation(3, 20) * .scale(0.88, about: Point(30, 12)) * .rotationX(degrees: 62, perspective: 0.55, box: Size(60, 24)),
        .translation(3, 20) * .rotationX(degrees: -35, perspective: 0.55, box: Size(60, 24)),
    ]

    @Test(arguments: 0..<maps.count)
    func fastKernelAgreesWithReference(index: Int) {
        let (sw, sh, dw, dh) = (60, 24, 80, 50)
        let src = texture(sw, sh, seed: UInt64(index) + 1)
        let bg = (0..<(dw * dh)).flatMap { i -> [UInt8] in let v = UInt8(i % 251); return [v / 2, v / 3, v / 4, v] }
        for opacity: UInt8 in [255, 140] {
            let fast = draw(src, sw, sh, over: bg, dw, dh, map: Self.maps[index], opacity: opacity, reference: false)
            let slow = draw(src, sw, sh, over: bg, dw, dh, map: Self.maps[index], opacity: opacity, reference: true)
            let worst = zip(fast, slow).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(worst <= 1, "map \(index) opacity \(opacity): largest difference \(worst)")
            #expect(fast != bg, "something was drawn")
        }
    }

    @Test func unturnedLayerAtAWholePixelIsCopiedExactly() {
        let (sw, sh) = (20, 10)
        let src = texture(sw, sh, seed: 9)
        let out = draw(src, sw, sh, over: [UInt8](repeating: 0, count: 30 * 20 * 4), 30, 20,
                       map: .translation(4, 6), opacity: 255, reference: false)
        for y in 0..<sh {
            for x in 0..<sw {
                let s = (y * sw + x) * 4, d = ((y + 6) * 30 + x + 4) * 4
                #expect(Array(out[d..<d + 4]) == Array(src[s..<s + 4]), "texel \(x),\(y)")
            }
        }
    }

    @Test func minifiedStripesAverageToGrey() {
        // Alternating opaque black and white texel rows, shrunk to a third: every output pixel
        // must be a blend, never a stripe picked by chance.
        let (sw, sh) = (40, 62)
        var src = [UInt8](repeating: 0, count: sw * sh * 4)
        for y in 1..<(sh - 1) {
            for x in 1..<(sw - 1) {
                let v: UInt8 = y % 2 == 0 ? 255 : 0
                src.replaceSubrange((y * sw + x) * 4..<(y * sw + x) * 4 + 4, with: [v, v, v, 255])
            }
        }
        // Halved: each pixel covers one black and one white row.
        let half = draw(src, sw, sh, over: [UInt8](repeating: 255, count: 40 * 40 * 4), 40, 40,
                        map: .scale(1, 0.5), opacity: 255, reference: false)
        for y in 2..<28 {
            let g = Int(half[(y * 40 + 20) * 4])
            #expect(abs(g - 128) <= 2, "row \(y) is \(g)")
        }
        // A third: each pixel covers three rows, two of one colour (85 or 170), never a pure stripe.
        let third = draw(src, sw, sh, over: [UInt8](repeating: 255, count: 40 * 40 * 4), 40, 40,
                         map: .scale(1, 1.0 / 3), opacity: 255, reference: false)
        for y in 2..<18 {
            let g = Int(third[(y * 40 + 20) * 4])
            #expect((60...195).contains(g), "row \(y) is \(g): aliasing")
        }
    }

    @Test func inkStaysConstantAsTheLayerMoves() {
        // A turned row moved by quarter pixels keeps its total ink (no shimmer).
        let (sw, sh) = (60, 24)
        var src = [UInt8](repeating: 0, count: sw * sh * 4)
        for y in 6..<18 { for x in 10..<50 { src.replaceSubrange((y * sw + x) * 4..<(y * sw + x) * 4 + 4, with: [255, 255, 255, 255]) } }
        var totals: [Double] = []
        for dy in [0.0, 0.25, 0.5, 0.75, 1.0 / 3] {
            let map = Homography.translation(5, 10 + dy) * .rotationX(degrees: 50, perspective: 0.55, box: Size(60, 24))
            let out = draw(src, sw, sh, over: [UInt8](repeating: 0, count: 70 * 50 * 4), 70, 50, map: map, opacity: 255, reference: false)
            totals.append(stride(from: 3, to: out.count, by: 4).reduce(0.0) { $0 + Double(out[$1]) })
        }
        let lo = totals.min()!, hi = totals.max()!
        #expect((hi - lo) / hi < 0.01, "ink varies: \(totals)")
    }

    @Test func nothingIsDrawnOutsideTheClip() {
        let src = texture(20, 20, seed: 3)
        var d = [UInt8](repeating: 7, count: 40 * 40 * 4)
        var s = src
        s.withUnsafeMutableBufferPointer { sp in
            d.withUnsafeMutableBufferPointer { dp in
                PerspectiveSampler.draw(PixelBufferPointer(base: sp.baseAddress!, width: 20, height: 20, stride: 80),
                                        into: PixelBufferPointer(base: dp.baseAddress!, width: 40, height: 40, stride: 160),
                                        map: .translation(10, 10), clip: PixelRect(x: 15, y: 15, width: 5, height: 5), opacity: 255)
            }
        }
        for y in 0..<40 { for x in 0..<40 where !(15..<20).contains(x) || !(15..<20).contains(y) {
            #expect(d[(y * 40 + x) * 4 + 3] == 7)
        } }
    }
}
