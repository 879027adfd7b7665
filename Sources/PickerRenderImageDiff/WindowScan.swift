// WindowScan: the window guard and the worst region over a mask of counted pixels
// (1 = counted, 0 = not; row-major, width x height). Definitions are in ImageComparator's header.
// Invariants: the mask is only read; scratch buffers are allocated once per call, before the
// loops, and none has an entry per row (a 1 x 100,000,000 image would have needed 800 MB of row
// counts); every pixel is visited O(1) times (column sums add a row once and remove it once,
// counting its set pixels as they go; the region grows by scanning only the strips it has not
// scanned yet).

enum WindowScan {
    /// The largest count of set mask pixels in any windowWidth x windowHeight window inside the
    /// image, and the first window (reading order of its top-left corner) that holds it.
    /// Requires at least one set pixel.
    static func maxWindow(mask: [UInt8], width w: Int, height h: Int,
                          windowWidth ww: Int, windowHeight wh: Int) -> (count: Int, box: PixelBox) {
        var columns = [Int32](repeating: 0, count: w)
        var best = 0, bestX = 0, bestY = 0
        var inWindow = 0   // set pixels in rows y - wh + 1 ... y
        mask.withUnsafeBufferPointer { m in
        columns.withUnsafeMutableBufferPointer { col in
            for y in 0..<h {
                let row = m.baseAddress! + y * w
                for x in 0..<w where row[x] != 0 { col[x] += 1; inWindow += 1 }
                if y >= wh {
                    let old = m.baseAddress! + (y - wh) * w
                    for x in 0..<w where old[x] != 0 { col[x] -= 1; inWindow -= 1 }
                }
                // Windows whose bottom row is y; none can beat `best` unless their rows hold more.
                guard y >= wh - 1, inWindow > best else { continue }
                var sum = 0
                for x in 0..<ww { sum += Int(col[x]) }
                if sum > best { best = sum; bestX = 0; bestY = y - wh + 1 }
                var x = ww
                while x < w {
                    sum += Int(col[x]) - Int(col[x - ww])
                    if sum > best { best = sum; bestX = x - ww + 1; bestY = y - wh + 1 }
                    x += 1
                }
            }
        }}
        return (best, PixelBox(x: bestX, y: bestY, width: ww, height: wh))
    }

    /// The bounding box of the set pixels in `window`, grown by every set pixel within `gap`
    /// (Chebyshev distance) of the box until it stops growing. Requires a set pixel in `window`.
    static func region(mask: [UInt8], width w: Int, height h: Int, window: PixelBox, gap: Int) -> PixelBox {
        mask.withUnsafeBufferPointer { m in
            var box: (x0: Int, y0: Int, x1: Int, y1: Int)? = nil
            func scan(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {   // inclusive; may be empty
                guard x0 <= x1, y0 <= y1 else { return }
                for y in y0...y1 {
                    let row = m.baseAddress! + y * w
                    for x in x0...x1 where row[x] != 0 {
                        if let b = box {
                            box = (min(b.x0, x), min(b.y0, y), max(b.x1, x), max(b.y1, y))
                        } else {
                            box = (x, y, x, y)
                        }
                    }
                }
            }
            var s = (x0: window.x, y0: window.y, x1: window.maxX, y1: window.maxY)   // scanned so far
            scan(s.x0, s.y0, s.x1, s.y1)
            guard box != nil else { preconditionFailure("WindowScan.region: the window holds no set pixel") }
            while true {
                let b = box!
                let e = (x0: max(b.x0 - gap, 0), y0: max(b.y0 - gap, 0), x1: min(b.x1 + gap, w - 1), y1: min(b.y1 + gap, h - 1))
                // e contains s (the box only grows, and the first box lies within gap of the window).
                let grown = (x0: min(e.x0, s.x0), y0: min(e.y0, s.y0), x1: max(e.x1, s.x1), y1: max(e.y1, s.y1))
                if grown == s { break }
                scan(grown.x0, grown.y0, grown.x1, s.y0 - 1)          // above
                scan(grown.x0, s.y1 + 1, grown.x1, grown.y1)          // below
                scan(grown.x0, s.y0, s.x0 - 1, s.y1)                  // left
                scan(s.x1 + 1, s.y0, grown.x1, s.y1)                  // right
                s = grown
            }
            let b = box!
            return PixelBox(x: b.x0, y: b.y0, width: b.x1 - b.x0 + 1, height: b.y1 - b.y0 + 1)
        }
    }
}
