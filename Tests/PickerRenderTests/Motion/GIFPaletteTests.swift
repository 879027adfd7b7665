// GIFPalette on synthetic frames: up to 256 colours (255 with a transparent pixel) the table is
// exactly the colours and the error 0; above, every colour is within the stated error of its
// entry, a flat fill (the most frequent colour of its box) is an entry exactly, and the same
// colours give the same table whatever order the pixels came in.

import PickerRenderAnimatedImage
import PickerRenderPNG
import Testing

@Suite struct GIFPaletteTests {
    /// A 64-pixel-wide image: `fill` everywhere but the first row, which runs through `colours`.
    static func image(_ colours: [UInt32], fill: UInt32, alpha: UInt8 = 255) -> RGBAImage {
        let width = 64, height = max(2, (colours.count + 63) / 64 + 1)
        var px = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<(width * height) {
            let c = i < colours.count ? colours[i] : fill
            px[i * 4] = UInt8(c >> 16 & 255); px[i * 4 + 1] = UInt8(c >> 8 & 255); px[i * 4 + 2] = UInt8(c & 255)
            px[i * 4 + 3] = i == width * height - 1 ? alpha : 255
        }
        return RGBAImage(width: width, height: height, pixels: px)
    }

    @Test func upTo256ColoursItIsExact() {
        var count = ColourCount()
        let colours = (0..<255).map { UInt32($0) * 0x010203 & 0xFFFFFF }
        count.add(Self.image(colours, fill: 0xF2F2F7))
        let palette = GIFPalette(count)
        #expect(palette.maximumError == 0 && palette.transparentIndex == nil && palette.colours.count <= 256)
        for c in colours + [0xF2F2F7] { #expect(palette.colours[Int(palette.index(of: c))] == c) }
    }

    @Test func aTransparentPixelTakesAnIndexOfItsOwn() {
        var count = ColourCount()
        count.add(Self.image((0..<255).map { UInt32($0) << 8 }, fill: 0xFFFFFF, alpha: 0))
        let palette = GIFPalette(count)
        // 256 opaque colours do not fit beside the transparent index: no longer exact.
        #expect(palette.transparentIndex == 255 && palette.colours.count == 255 && palette.maximumError > 0)
    }

    @Test func aboveItEveryColourIsWithinTheStatedErrorAndFillsAreExact() {
        let ramp: [UInt32] = (0..<3000).map { (i: Int) -> UInt32 in
            let r = UInt32(i % 256), g = UInt32(i / 256 * 20), b = UInt32((i * 7) % 256)
            return r << 16 | g << 8 | b
        }
        var count = ColourCount()
        count.add(Self.image(ramp, fill: 0x1C1C1E))
        let palette = GIFPalette(count)
        #expect(palette.maximumError > 0 && palette.maximumError < 64, "\(palette.maximumError)")
        for c in ramp {
            let e = palette.colours[Int(palette.index(of: c))]
            var d = 0
            for shift: UInt32 in [16, 8, 0] {
                let a = Int(c >> shift & 255), b = Int(e >> shift & 255)
                d = max(d, abs(a - b))
            }
            #expect(d <= palette.maximumError)
        }
        #expect(palette.colours[Int(palette.index(of: 0x1C1C1E))] == 0x1C1C1E)
        // The same colours counted in another order: the same table.
        var reversed = ColourCount()
        reversed.add(Self.image(ramp.reversed(), fill: 0x1C1C1E))
        #expect(GIFPalette(reversed).colours == palette.colours)
    }
}
