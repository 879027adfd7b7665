// The fast ImageComparator against its plain twin ReferenceComparator on synthetic images:
// many sizes (including 1 x N and images smaller than the window), option sets (thresholds,
// includeAA, window sizes, the alternate colour) and seeds. Results, diff images included,
// must be equal.

import Testing
import PickerRenderPNG
import PickerRenderImageDiff

@Suite struct ComparatorTwinTests {
    static let sizes: [(Int, Int)] = [(1, 1), (1, 7), (9, 1), (2, 2), (5, 3), (17, 13), (40, 31), (64, 20)]

    @Test(arguments: sizes)
    func twinsAgree(width: Int, height: Int) throws {
        let optionSets = [
            DiffOptions(),
            DiffOptions(threshold: 0, includeAA: false, windowSize: 3),
            DiffOptions(threshold: 0.05, includeAA: true, windowSize: 1),
            DiffOptions(threshold: 0.3, windowSize: 8, fadeAlpha: 0.5, alternateDiffColor: DiffColor(0, 200, 0)),
            DiffOptions(threshold: 1),
        ]
        var sawCounted = false, sawAA = false
        for seed in UInt64(1)...6 {
            let a = Synthetic.scene(width: width, height: height, seed: seed)
            let b = Synthetic.perturb(a, seed: seed &* 31, changes: max(1, width * height / 6))
            for options in optionSets {
                let fast = try ImageComparator.compare(a, b, options: options, makeDiffImage: true)
                let plain = try ReferenceComparator.compare(a, b, options: options, makeDiffImage: true)
                #expect(fast == plain, "\(width)x\(height) seed \(seed) \(options)")
                sawCounted = sawCounted || fast.differentPixels > 0
                sawAA = sawAA || fast.antialiasedPixels > 0
            }
        }
        #expect(sawCounted)
        if width * height >= 100 { #expect(sawAA, "the synthetic images should exercise anti-aliasing detection") }
    }

    @Test func identicalImagesTakeTheFastPath() throws {
        let a = Synthetic.scene(width: 30, height: 20, seed: 9)
        let r = try ImageComparator.compare(a, a, makeDiffImage: true)
        #expect(r.identical && r.differentPixels == 0 && r.antialiasedPixels == 0 && r.maxWindowCount == 0)
        #expect(r.worstWindow == nil && r.worstRegion == nil)
        #expect(r == (try ReferenceComparator.compare(a, a, makeDiffImage: true)))
        // Same pixels under different threshold: still identical, and not with one byte changed.
        var b = a
        b.pixels[7] ^= 1
        #expect(!(try ImageComparator.compare(a, b)).identical)
    }

    @Test func differentSizesAreAnError() {
        let a = RGBAImage(width: 4, height: 3, fill: SIMD4(0, 0, 0, 255))
        let b = RGBAImage(width: 3, height: 4, fill: SIMD4(0, 0, 0, 255))
        #expect(throws: ImageSizeMismatch(expectedWidth: 4, expectedHeight: 3, actualWidth: 3, actualHeight: 4)) {
            try ImageComparator.compare(a, b)
        }
        #expect(throws: ImageSizeMismatch.self) { try ReferenceComparator.compare(a, b) }
        let message = ImageSizeMismatch(expectedWidth: 4, expectedHeight: 3, actualWidth: 3, actualHeight: 4).description
        #expect(message.contains("4 x 3") && message.contains("3 x 4"))
    }

    @Test func emptyImagesAreIdentical() throws {
        let e = RGBAImage(width: 0, height: 5, pixels: [])
        let r = try ImageComparator.compare(e, e)
        #expect(r.identical && r.totalPixels == 0 && r.differentRatio == 0)
    }
}
