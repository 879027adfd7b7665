// ImageComparator: the pixelmatch-compatible comparison of docs/architecture.md §11, built for
// speed.
//
// Design:
// - Byte-identical buffers take an exact fast path (one memcmp); so does every identical row.
// - Every pixel that is not bitwise equal is counted (`changedPixels`) with its largest channel
//   difference, whatever the threshold: the exact comparison's answer beside pixelmatch's.
// - Inside a row, pixels are first compared as whole 32-bit words; only unequal ones pay for
//   the YIQ delta, and only those over the threshold pay for the anti-aliasing test
//   (Vysniauskas 2009, as pixelmatch applies it: a 3x3 neighbourhood, border pixels starting
//   with one "equal" neighbour, neighbours visited column by column).
// - All buffers (the counted-pixel mask, column sums, the diff image) are allocated before the
//   loops; the per-pixel loops run on unsafe pointers and allocate nothing. Nothing has an entry
//   per row: the window scan counts each mask row as it adds and removes it (per-row counts were
//   800 MB for a 1 x 100,000,000 image).
// - The window guard: W = min(N, width) x H = min(N, height); `maxWindowCount` is the largest
//   number of counted pixels in any W x H window inside the image, found with column sums
//   maintained row by row and a sliding horizontal sum (O(pixels), and only rows whose windows
//   hold more than the best so far are slid). `worstWindow` is the first such window in reading
//   order of its top-left corner.
// - The worst region: the bounding box of the counted pixels in the worst window, grown by
//   repeatedly taking in every counted pixel within N pixels (Chebyshev distance) of the box,
//   until it stops growing. Each pixel is scanned at most once while growing.
// Invariants: the result equals ReferenceComparator's (a plain twin) for every input; counts
// equal pixelmatch's (PyPI 0.4.0) for the same options; sizes must match (else an error).

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import PickerRenderPNG

package enum ImageComparator {
    /// Compares `expected` (pixelmatch's first image) with `actual`.
    /// - Parameter makeDiffImage: also draw pixelmatch's diff image.
    package static func compare(_ expected: RGBAImage, _ actual: RGBAImage, options: DiffOptions = DiffOptions(),
                               makeDiffImage: Bool = false) throws(ImageSizeMismatch) -> DiffResult {
        options.validate()
        guard expected.width == actual.width, expected.height == actual.height else {
            throw ImageSizeMismatch(expectedWidth: expected.width, expectedHeight: expected.height,
                                    actualWidth: actual.width, actualHeight: actual.height)
        }
        let w = expected.width, h = expected.height
        let ww = min(options.windowSize, w), wh = min(options.windowSize, h)
        let byteCount = w * h * 4

        let identical = expected.pixels.withUnsafeBytes { a in
            actual.pixels.withUnsafeBytes { b in byteCount == 0 || memcmp(a.baseAddress!, b.baseAddress!, byteCount) == 0 }
        }
        if identical {
            var diff: RGBAImage? = nil
            if makeDiffImage { diff = fadedCopy(expected, alpha: options.fadeAlpha) }
            return DiffResult(width: w, height: h, identical: true, changedPixels: 0, largestChannelDifference: 0,
                              differentPixels: 0, antialiasedPixels: 0,
                              windowWidth: ww, windowHeight: wh, maxWindowCount: 0, worstWindow: nil,
                              worstRegion: nil, diffImage: diff)
        }

        var mask = [UInt8](repeating: 0, count: w * h)
        var out = [UInt8](repeating: 0, count: makeDiffImage ? byteCount : 0)
        var counted = 0, antialiased = 0, changed = 0, largest = 0
        let maxDelta = options.maxDelta

        expected.pixels.withUnsafeBufferPointer { ea in
        actual.pixels.withUnsafeBufferPointer { ab in
        mask.withUnsafeMutableBufferPointer { mk in
        out.withUnsafeMutableBufferPointer { ob in
            let pa = ea.baseAddress!, pb = ab.baseAddress!
            let po = makeDiffImage ? ob.baseAddress : nil   // an empty array still has a base address
            let stride = w * 4
            let colour = options.diffColor, alt = options.alternateDiffColor ?? options.diffColor
            let aaColour = options.antialiasingColor
            for y in 0..<h {
                let rowA = pa + y * stride, rowB = pb + y * stride
                let rowOut = po.map { $0 + y * stride }
                if memcmp(rowA, rowB, stride) == 0 {
                    if let rowOut { fadeRow(rowA, into: rowOut, count: w, alpha: options.fadeAlpha) }
                    continue
                }
                var rowCount = 0
                for x in 0..<w {
                    let i = x * 4
                    let p1 = rowA + i, p2 = rowB + i
                    let same = UnsafeRawPointer(p1).loadUnaligned(as: UInt32.self) == UnsafeRawPointer(p2).loadUnaligned(as: UInt32.self)
                    if !same {
                        changed += 1
                        largest = max(largest, abs(Int(p1[0]) - Int(p2[0])), abs(Int(p1[1]) - Int(p2[1])),
                                      abs(Int(p1[2]) - Int(p2[2])), abs(Int(p1[3]) - Int(p2[3])))
                    }
                    let delta = same ? 0 : YIQ.delta(p1, p2)
                    if abs(delta) > maxDelta {
                        if !options.includeAA && (isAntialiased(pa, x, y, w, h, other: pb) || isAntialiased(pb, x, y, w, h, other: pa)) {
                            antialiased += 1
                            if let rowOut { paint(rowOut + i, aaColour) }
                        } else {
                            rowCount += 1
                            mk[y * w + x] = 1
                            if let rowOut { paint(rowOut + i, delta < 0 ? alt : colour) }
                        }
                    } else if let rowOut {
                        let v = YIQ.faded(p1, alpha: options.fadeAlpha)
                        rowOut[i] = v; rowOut[i + 1] = v; rowOut[i + 2] = v; rowOut[i + 3] = 255
                    }
                }
                counted += rowCount
            }
        }}}}

        var best = 0
        var window: PixelBox? = nil
        var region: PixelBox? = nil
        if counted > 0 {
            let found = WindowScan.maxWindow(mask: mask, width: w, height: h, windowWidth: ww, windowHeight: wh)
            best = found.count
            window = found.box
            region = WindowScan.region(mask: mask, width: w, height: h, window: found.box, gap: options.windowSize)
        }
        return DiffResult(width: w, height: h, identical: false, changedPixels: changed, largestChannelDifference: largest,
                          differentPixels: counted, antialiasedPixels: antialiased,
                          windowWidth: ww, windowHeight: wh, maxWindowCount: best, worstWindow: window,
                          worstRegion: region, diffImage: makeDiffImage ? RGBAImage(width: w, height: h, pixels: out) : nil)
    }

    // MARK: - anti-aliasing

    /// Whether the pixel (x1, y1) of `img` looks like anti-aliasing, judged with `other` too.
    static func isAntialiased(_ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int, _ w: Int, _ h: Int,
                              other: UnsafePointer<UInt8>) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, w - 1), y2 = min(y1 + 1, h - 1)
        let centre = img + (y1 * w + x1) * 4
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        var x = x0
        while x <= x2 {
            var y = y0
            while y <= y2 {
                if x != x1 || y != y1 {
                    let d = YIQ.brightnessDelta(centre, img + (y * w + x) * 4)
                    if d == 0 {
                        zeroes += 1
                        if zeroes > 2 { return false }
                    } else if d < minDelta {
                        minDelta = d; minX = x; minY = y
                    } else if d > maxDelta {
                        maxDelta = d; maxX = x; maxY = y
                    }
                }
                y += 1
            }
            x += 1
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(img, minX, minY, w, h) && hasManySiblings(other, minX, minY, w, h))
            || (hasManySiblings(img, maxX, maxY, w, h) && hasManySiblings(other, maxX, maxY, w, h))
    }

    /// Whether the pixel (x1, y1) has at least three neighbours of exactly its RGBA (a pixel on
    /// the border starts with one).
    static func hasManySiblings(_ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int, _ w: Int, _ h: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, w - 1), y2 = min(y1 + 1, h - 1)
        let raw = UnsafeRawPointer(img)
        let centre = raw.loadUnaligned(fromByteOffset: (y1 * w + x1) * 4, as: UInt32.self)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var x = x0
        while x <= x2 {
            var y = y0
            while y <= y2 {
                if x != x1 || y != y1, raw.loadUnaligned(fromByteOffset: (y * w + x) * 4, as: UInt32.self) == centre {
                    zeroes += 1
                    if zeroes > 2 { return true }
                }
                y += 1
            }
            x += 1
        }
        return false
    }

    // MARK: - diff image

    @inline(__always) static func paint(_ p: UnsafeMutablePointer<UInt8>, _ c: DiffColor) {
        p[0] = c.r; p[1] = c.g; p[2] = c.b; p[3] = 255
    }

    static func fadeRow(_ src: UnsafePointer<UInt8>, into dst: UnsafeMutablePointer<UInt8>, count: Int, alpha: Double) {
        for x in 0..<count {
            let v = YIQ.faded(src + x * 4, alpha: alpha)
            dst[x * 4] = v; dst[x * 4 + 1] = v; dst[x * 4 + 2] = v; dst[x * 4 + 3] = 255
        }
    }

    /// The diff image of two identical images: every pixel faded.
    static func fadedCopy(_ image: RGBAImage, alpha: Double) -> RGBAImage {
        var out = [UInt8](repeating: 0, count: image.pixels.count)
        image.pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                if let s = src.baseAddress, let d = dst.baseAddress {
                    fadeRow(s, into: d, count: image.width * image.height, alpha: alpha)
                }
            }
        }
        return RGBAImage(width: image.width, height: image.height, pixels: out)
    }
}
