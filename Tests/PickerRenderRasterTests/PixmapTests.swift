// Pixmap storage and the premultiply / un-premultiply conversions.
import Testing
import PickerRenderGeometry
import PickerRenderRaster

@Test func fillAndPixelAccess() {
    let c = PremultipliedColor(r: 10, g: 20, b: 30, a: 40)
    var p = Pixmap(width: 3, height: 2, fill: c)
    #expect(p.stride == 12 && p.bytes.count == 24)
    #expect(p.pixel(2, 1) == c)
    p.setPixel(1, 0, .clear)
    #expect(p.pixel(1, 0) == .clear && p.pixel(0, 0) == c)
    #expect(Array(p.bytes[4..<8]) == [0, 0, 0, 0])   // row-major, 4 bytes per pixel
}

@Test func opaqueRoundTripIsExact() {
    var bytes: [UInt8] = []
    for v in 0...255 { bytes += [UInt8(v), UInt8(255 - v), UInt8((v * 7) & 255), 255] }
    let p = Pixmap(straightRGBA: bytes, width: 256, height: 1)
    #expect(p.bytes == bytes)             // premultiplying by 255 changes nothing
    #expect(p.straightRGBA() == bytes)
}

@Test func premultiplyRoundsToNearest() {
    // 200 * 128 / 255 = 100.39 -> 100; 255 * 1 / 255 = 1; 127 * 128 / 255 = 63.75 -> 64.
    let p = Pixmap(straightRGBA: [200, 255, 127, 128, 9, 9, 9, 0], width: 2, height: 1)
    #expect(p.pixel(0, 0) == PremultipliedColor(r: 100, g: 128, b: 64, a: 128))
    #expect(p.pixel(1, 0) == .clear)
    #expect(RGBA8(r: 200, g: 255, b: 127, a: 128).premultiplied == p.pixel(0, 0))
    #expect(RGBA8(r: 0, g: 0, b: 0, alpha: 0.5).a == 128)   // round(127.5) = 128
}

@Test func unpremultiplyRoundsAndZeroesTransparent() {
    var p = Pixmap(width: 2, height: 1)
    p.setPixel(0, 0, PremultipliedColor(r: 100, g: 128, b: 64, a: 128))
    p.setPixel(1, 0, PremultipliedColor(r: 0, g: 0, b: 0, a: 0))
    // 100 * 255 / 128 = 199.2 -> 199; 128 -> 255; 64 * 255 / 128 = 127.5 -> 128.
    #expect(p.straightRGBA() == [199, 255, 128, 128, 0, 0, 0, 0])
    #expect(PremultipliedColor(r: 100, g: 128, b: 64, a: 128).straight == RGBA8(r: 199, g: 255, b: 128, a: 128))
    // Round trip through premultiplied storage is within one unit for every alpha >= 128
    // (the quantisation step 255 / a is at most about 2).
    for a in stride(from: 128, through: 255, by: 1) {
        for c in stride(from: 0, through: 255, by: 5) {
            let back = RGBA8(r: UInt8(c), g: 0, b: 0, a: UInt8(a)).premultiplied.straight
            #expect(abs(Int(back.r) - c) <= 1, "c \(c) a \(a) -> \(back.r)")
        }
    }
}

@Test func bulkConversionsAgreeWithPerPixelTwins() {
    // The row loops in Pixmap against the per-colour conversions, on random pixels.
    var rng = SplitMix(state: 3)
    let n = 2000
    let straight = (0..<(n * 4)).map { _ in UInt8.random(in: 0...255, using: &rng) }
    let p = Pixmap(straightRGBA: straight, width: n, height: 1)
    for i in 0..<n {
        let c = RGBA8(r: straight[4 * i], g: straight[4 * i + 1], b: straight[4 * i + 2], a: straight[4 * i + 3])
        #expect(p.pixel(i, 0) == c.premultiplied)
    }
    let back = p.straightRGBA()
    for i in 0..<n {
        let s = p.pixel(i, 0).straight
        #expect(Array(back[(4 * i)..<(4 * i + 4)]) == [s.r, s.g, s.b, s.a])
    }
}

/// The in-place kernel (sixteen pixels a block) against its byte-at-a-time twin: every (c, a),
/// opaque blocks, a translucent pixel beside opaque ones, and a count that leaves a tail.
@Test func unpremultiplyKernelAgreesWithTwin() {
    var bytes: [UInt8] = []
    for a in 0...255 { for c in 0...255 { bytes += [UInt8(c), UInt8(255 - c), UInt8((c * 7) & 255), UInt8(a)] } }
    bytes += [200, 100, 50, 255, 90, 80, 70, 128, 1, 2, 3, 0]   // opaque, translucent, clear: odd count
    let fast = Pixmap.unpremultiplied(bytes)
    #expect(fast == Pixmap.unpremultiplyReference(bytes))
    #expect(fast != bytes, "something was converted")
}

/// A lone translucent or clear pixel at every position of an opaque run, for every run length
/// from 0 to 40 pixels: each place in a sixteen-pixel block and in the tail after the blocks.
@Test func unpremultiplyKernelFindsALoneTranslucentPixelAnywhere() {
    let opaque: [UInt8] = [30, 60, 90, 255]
    for count in 0...40 {
        for spot in 0..<max(count, 1) {
            for odd: [UInt8] in [[100, 50, 25, 128], [0, 0, 0, 0], [7, 8, 9, 254]] {
                var bytes = [UInt8](repeating: 0, count: 4 * count)
                for i in 0..<count { bytes.replaceSubrange((4 * i)..<(4 * i + 4), with: i == spot ? odd : opaque) }
                let fast = Pixmap.unpremultiplied(bytes)
                #expect(fast == Pixmap.unpremultiplyReference(bytes), "count \(count) spot \(spot) \(odd)")
                if count > 0 && odd[3] == 128 { #expect(fast != bytes, "count \(count) spot \(spot)") }
            }
        }
    }
}
