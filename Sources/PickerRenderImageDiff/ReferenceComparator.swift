// ReferenceComparator: a deliberately plain twin of ImageComparator, for tests. It follows
// docs/architecture.md §11 and ImageComparator's header word for word with arrays and index
// arithmetic: no fast paths, no unsafe pointers, no sliding sums, no incremental region growth. It
// is slow (the window count is O(pixels x N²)); use it on small images only. Tests check that both
// comparators return equal results, diff images included.

import PickerRenderPNG

package enum ReferenceComparator {
    package static func compare(_ expected: RGBAImage, _ actual: RGBAImage, options: DiffOptions = DiffOptions(),
                               makeDiffImage: Bool = false) throws(ImageSizeMismatch) -> DiffResult {
        guard expected.width == actual.width, expected.height == actual.height else {
            throw ImageSizeMismatch(expectedWidth: expected.width, expectedHeight: expected.height,
                                    actualWidth: actual.width, actualHeight: actual.height)
        }
        let w = expected.width, h = expected.height
        let a = expected.pixels, b = actual.pixels

        func px(_ img: [UInt8], _ x: Int, _ y: Int) -> [Double] {
            let i = (y * w + x) * 4
            return [Double(img[i]), Double(img[i + 1]), Double(img[i + 2]), Double(img[i + 3])]
        }
        func sameRGBA(_ img1: [UInt8], _ x1: Int, _ y1: Int, _ img2: [UInt8], _ x2: Int, _ y2: Int) -> Bool {
            px(img1, x1, y1) == px(img2, x2, y2)
        }
        func overWhite(_ p: [Double]) -> [Double] {
            if p[3] == 255 { return [p[0], p[1], p[2]] }
            let alpha = p[3] / 255
            return [255 + (p[0] - 255) * alpha, 255 + (p[1] - 255) * alpha, 255 + (p[2] - 255) * alpha]
        }
        func luma(_ c: [Double]) -> Double { c[0] * 0.29889531 + c[1] * 0.58662247 + c[2] * 0.11448223 }
        func inphase(_ c: [Double]) -> Double { c[0] * 0.59597799 - c[1] * 0.27417610 - c[2] * 0.32180189 }
        func quadrature(_ c: [Double]) -> Double { c[0] * 0.21147017 - c[1] * 0.52261711 + c[2] * 0.31114694 }

        /// Signed YIQ delta, negative when the first pixel is lighter.
        func delta(_ x: Int, _ y: Int) -> Double {
            if sameRGBA(a, x, y, b, x, y) { return 0 }
            let c1 = overWhite(px(a, x, y)), c2 = overWhite(px(b, x, y))
            let dy = luma(c1) - luma(c2), di = inphase(c1) - inphase(c2), dq = quadrature(c1) - quadrature(c2)
            let d = 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
            return dy > 0 ? -d : d
        }
        func neighbours(_ x: Int, _ y: Int) -> [(Int, Int)] {
            var list: [(Int, Int)] = []
            for nx in max(x - 1, 0)...min(x + 1, w - 1) {           // column by column, as pixelmatch
                for ny in max(y - 1, 0)...min(y + 1, h - 1) where nx != x || ny != y { list.append((nx, ny)) }
            }
            return list
        }
        func onBorder(_ x: Int, _ y: Int) -> Bool { x == 0 || y == 0 || x == w - 1 || y == h - 1 }
        func manySiblings(_ img: [UInt8], _ x: Int, _ y: Int) -> Bool {
            var equal = onBorder(x, y) ? 1 : 0
            for (nx, ny) in neighbours(x, y) where sameRGBA(img, x, y, img, nx, ny) { equal += 1 }
            return equal >= 3
        }
        func antialiased(_ img: [UInt8], _ other: [UInt8], _ x: Int, _ y: Int) -> Bool {
            var equal = onBorder(x, y) ? 1 : 0
            var darkest = 0.0, brightest = 0.0
            var darkAt = (0, 0), brightAt = (0, 0)
            for (nx, ny) in neighbours(x, y) {
                let d = sameRGBA(img, x, y, img, nx, ny) ? 0 : luma(overWhite(px(img, x, y))) - luma(overWhite(px(img, nx, ny)))
                if d == 0 {
                    equal += 1
                    if equal > 2 { return false }
                } else if d < darkest {
                    darkest = d; darkAt = (nx, ny)
                } else if d > brightest {
                    brightest = d; brightAt = (nx, ny)
                }
            }
            if darkest == 0 || brightest == 0 { return false }
            return (manySiblings(img, darkAt.0, darkAt.1) && manySiblings(other, darkAt.0, darkAt.1))
                || (manySiblings(img, brightAt.0, brightAt.1) && manySiblings(other, brightAt.0, brightAt.1))
        }
        func fade(_ x: Int, _ y: Int) -> [UInt8] {
            let p = px(a, x, y)
            let v = UInt8(255 + (luma([p[0], p[1], p[2]]) - 255) * (options.fadeAlpha * p[3] / 255))
            return [v, v, v, 255]
        }
        func rgb(_ c: DiffColor) -> [UInt8] { [c.r, c.g, c.b, 255] }

        var isCounted = [[Bool]](repeating: [Bool](repeating: false, count: w), count: h)
        var counted = 0, aa = 0, changed = 0, largest = 0
        var out: [UInt8] = []
        let limit = 35215 * options.threshold * options.threshold
        for y in 0..<h {
            for x in 0..<w {
                let channels = zip(px(a, x, y), px(b, x, y)).map { Int(abs($0 - $1)) }
                if channels.contains(where: { $0 != 0 }) { changed += 1; largest = max(largest, channels.max()!) }
                let d = delta(x, y)
                var colour = fade(x, y)
                if abs(d) > limit {
                    if !options.includeAA && (antialiased(a, b, x, y) || antialiased(b, a, x, y)) {
                        aa += 1
                        colour = rgb(options.antialiasingColor)
                    } else {
                        counted += 1
                        isCounted[y][x] = true
                        colour = rgb(d < 0 ? options.alternateDiffColor ?? options.diffColor : options.diffColor)
                    }
                }
                out += colour
            }
        }

        let ww = min(options.windowSize, w), wh = min(options.windowSize, h)
        var best = 0
        var window: PixelBox? = nil
        var region: PixelBox? = nil
        if counted > 0 {
            for wy in 0...(h - wh) {
                for wx in 0...(w - ww) {
                    var n = 0
                    for y in wy..<(wy + wh) { for x in wx..<(wx + ww) where isCounted[y][x] { n += 1 } }
                    if n > best { best = n; window = PixelBox(x: wx, y: wy, width: ww, height: wh) }
                }
            }
            // Grow the box of the worst window's counted pixels until no counted pixel lies
            // within windowSize of it that it does not already contain.
            let win = window!
            var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
            for y in win.y...win.maxY { for x in win.x...win.maxX where isCounted[y][x] {
                x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x); y1 = max(y1, y)
            } }
            let gap = options.windowSize
            while true {
                var nx0 = x0, ny0 = y0, nx1 = x1, ny1 = y1
                for y in 0..<h { for x in 0..<w where isCounted[y][x] {
                    let dx = x < x0 ? x0 - x : (x > x1 ? x - x1 : 0)
                    let dy = y < y0 ? y0 - y : (y > y1 ? y - y1 : 0)
                    if max(dx, dy) <= gap { nx0 = min(nx0, x); ny0 = min(ny0, y); nx1 = max(nx1, x); ny1 = max(ny1, y) }
                } }
                if (nx0, ny0, nx1, ny1) == (x0, y0, x1, y1) { break }
                (x0, y0, x1, y1) = (nx0, ny0, nx1, ny1)
            }
            region = PixelBox(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
        }
        return DiffResult(width: w, height: h, identical: a == b, changedPixels: changed, largestChannelDifference: largest,
                          differentPixels: counted, antialiasedPixels: aa,
                          windowWidth: ww, windowHeight: wh, maxWindowCount: best, worstWindow: window,
                          worstRegion: region, diffImage: makeDiffImage ? RGBAImage(width: w, height: h, pixels: out) : nil)
    }
}
