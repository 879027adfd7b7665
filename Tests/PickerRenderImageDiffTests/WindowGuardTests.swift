// The window guard and the worst region: a compact change stands out even when its share of
// all pixels is tiny, and the region names the changed box exactly.

import Testing
import PickerRenderPNG
import PickerRenderImageDiff

@Suite struct WindowGuardTests {
    /// A full-screen @3x canvas (1206 x 2622) with a light pattern, and a copy with a dark
    /// block of `side` x `side` at (x, y).
    static func pair(side: Int, x: Int, y: Int) -> (RGBAImage, RGBAImage) {
        let w = 1206, h = 2622
        var px = [UInt8](repeating: 255, count: w * h * 4)
        for row in stride(from: 0, to: h, by: 37) { for col in 0..<w { px[(row * w + col) * 4] = 200 } }
        let a = RGBAImage(width: w, height: h, pixels: px)
        var b = a
        for yy in y..<(y + side) { for xx in x..<(x + side) { b.setPixel(x: xx, y: yy, SIMD4(20, 30, 40, 255)) } }
        return (a, b)
    }

    @Test func twentyByTwentyBlockOnAFullScreenImage() throws {
        let (a, b) = Self.pair(side: 20, x: 601, y: 1303)
        let r = try ImageComparator.compare(a, b)
        #expect(r.differentPixels == 400)
        #expect(r.differentRatio < 0.0002)                 // tiny share of 3.16 M pixels
        #expect(r.windowWidth == 16 && r.windowHeight == 16)
        #expect(r.maxWindowCount == 256)                   // a full window
        #expect(r.worstWindow == PixelBox(x: 601, y: 1303, width: 16, height: 16))
        #expect(r.worstRegion == PixelBox(x: 601, y: 1303, width: 20, height: 20))
        #expect(r.worstRegion?.description == "x 601...620, y 1303...1322 (20 x 20 px)")
    }

    @Test func scatteredDifferencesHaveASmallWindowCount() throws {
        // 400 single pixels spread on a grid 40 apart: same total as the block, window count 1.
        let w = 1206, h = 2622
        let a = RGBAImage(width: w, height: h, fill: SIMD4(255, 255, 255, 255))
        var b = a
        var n = 0
        for y in stride(from: 5, to: h, by: 40) { for x in stride(from: 5, to: w, by: 40) where n < 400 {
            b.setPixel(x: x, y: y, SIMD4(0, 0, 0, 255)); n += 1
        } }
        let r = try ImageComparator.compare(a, b)
        #expect(r.differentPixels == 400 && r.maxWindowCount == 1)
        #expect(r.worstRegion == PixelBox(x: 5, y: 5, width: 1, height: 1))
    }

    @Test func regionJoinsPartsCloserThanTheWindow() throws {
        var a = RGBAImage(width: 100, height: 60, fill: SIMD4(255, 255, 255, 255))
        a.setPixel(x: 0, y: 0, SIMD4(255, 255, 255, 255))
        var b = a
        for (x, y) in [(10, 10), (11, 10), (26, 12), (42, 30), (90, 55)] { b.setPixel(x: x, y: y, SIMD4(0, 0, 0, 255)) }
        let r = try ImageComparator.compare(a, b, options: DiffOptions(windowSize: 16))
        // (10,10),(11,10) -> (26,12) is 15 away -> (42,30) is 16 away in x but 18 in y: stops there.
        #expect(r.maxWindowCount == 2)   // (10,10) and (26,12) are 17 apart: no 16 x 16 window holds 3
        #expect(r.worstRegion == PixelBox(x: 10, y: 10, width: 17, height: 3))
        #expect(r == (try ReferenceComparator.compare(a, b, options: DiffOptions(windowSize: 16))))
    }

    @Test func windowIsClampedToSmallImages() throws {
        let a = RGBAImage(width: 5, height: 40, fill: SIMD4(0, 0, 0, 255))
        var b = a
        b.setPixel(x: 2, y: 30, SIMD4(255, 255, 255, 255))
        let r = try ImageComparator.compare(a, b)
        #expect(r.windowWidth == 5 && r.windowHeight == 16 && r.maxWindowCount == 1)
        #expect(r.worstWindow == PixelBox(x: 0, y: 15, width: 5, height: 16))
    }
}
