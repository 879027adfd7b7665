// CoverageRasterizer: analytic anti-aliased coverage of flattened paths, in pixels (origin
// top-left, y down, pixel (x, y) covers [x, x+1) x [y, y+1)), restricted to a clip rectangle.
//
// Method (signed-area accumulation, as font rasterizers do it; this is our own code): every
// edge going down adds +1 winding, going up -1. An edge piece inside one pixel row and one cell
// column, with signed height dy and mean x `m` (measured from the cell's left side), adds
// dy * (1 - m) to its own cell and dy * m to the next one. A running sum along the row then gives,
// for every pixel, the exact signed area of the pixel lying right of the edges, i.e. the
// area-weighted winding number. Coverage is min(|sum|, 1) for nonzero and the sum folded into
// [0, 1] (period 2) for even-odd. This is exact for every pixel whose area has a single winding
// value (any simple polygon, any sub-pixel placement). Where edges of different windings cross
// inside one pixel it is the clamped mean winding, not the exact area of the filled region (the
// usual trade-off of this method).
// Edges outside the clip still count: parts left of it are pushed onto x = 0 (they add their full
// winding), parts right of it onto x = width (a spare column that is never read).
//
// Memory: the rasterizer owns two manually allocated buffers that grow but never shrink:
// `cells` ((clip width + 2) floats per row, one row per clip row) and per-row spans. After
// warm-up, rasterizing allocates nothing. Only touched rows and cells are cleared before the
// next call. Not thread-safe: use one instance per thread (it is a class and not Sendable).
// Results (coverage(x:y:) and the row spans) stay valid until the next rasterize call.

import PickerRenderGeometry

package enum FillRule: Sendable, Hashable {
    case nonZero
    case evenOdd
}

package final class CoverageRasterizer {
    package private(set) var clip = PixelRect(x: 0, y: 0, width: 0, height: 0)
    package private(set) var fillRule = FillRule.nonZero

    private var cells: UnsafeMutablePointer<Float>
    private var cellCapacity = 0
    private var lo: UnsafeMutablePointer<Int>      // first touched cell per row (Int.max: none)
    private var hi: UnsafeMutablePointer<Int>      // one past the last touched / written cell
    private var spanEnd: UnsafeMutablePointer<Int> // one past the last cell that may be non-zero
    private var rowCapacity = 0
    private var stride = 0
    private var w = 0.0, h = 0.0, ox = 0.0, oy = 0.0
    private var dirtyRows = 0   // rows of the previous clip that may hold non-zero cells

    package init() {
        cells = .allocate(capacity: 1); cells.initialize(to: 0)
        lo = .allocate(capacity: 1); hi = .allocate(capacity: 1); spanEnd = .allocate(capacity: 1)
    }

    deinit {
        cells.deallocate(); lo.deallocate(); hi.deallocate(); spanEnd.deallocate()
    }

    /// Rasterizes `path` (already in pixels) into the coverage buffer over `clip`.
    package func rasterize(_ path: Path, clip: PixelRect, rule: FillRule = .nonZero,
                          tolerance: Double = Path.defaultTolerance) {
        begin(clip, rule)
        if !clip.isEmpty { path.forEachFlattenedEdge(tolerance: tolerance) { a, b in addEdge(a, b) } }
        resolve()
    }

    /// Rasterizes closed polylines (each implicitly closed) over `clip`.
    package func rasterize(polylines: [[Point]], clip: PixelRect, rule: FillRule = .nonZero) {
        begin(clip, rule)
        if !clip.isEmpty {
            for poly in polylines where poly.count >= 2 {
                for i in 0..<poly.count { addEdge(poly[i], poly[(i + 1) % poly.count]) }
            }
        }
        resolve()
    }

    /// Coverage in 0...1 of pixel (x, y) (absolute pixel coordinates) from the last call;
    /// 0 outside the clip.
    package func coverage(x: Int, y: Int) -> Float {
        guard x >= clip.x, x < clip.maxX, y >= clip.y, y < clip.maxY else { return 0 }
        let r = y - clip.y, c = x - clip.x
        guard c >= lo[r], c < spanEnd[r] else { return 0 }
        return cells[r * stride + c]
    }

    /// Absolute columns of row y that may have non-zero coverage (empty when none).
    package func span(row y: Int) -> Range<Int> {
        guard y >= clip.y, y < clip.maxY else { return 0..<0 }
        let r = y - clip.y
        guard lo[r] < spanEnd[r] else { return 0..<0 }
        return (clip.x + lo[r])..<(clip.x + spanEnd[r])
    }

    /// Coverage of row y (absolute) starting at absolute column `span(row: y).lowerBound`;
    /// for kernels in this module. Valid until the next rasterize call.
    func rowPointer(_ y: Int, column x: Int) -> UnsafeMutablePointer<Float> {
        cells + (y - clip.y) * stride + (x - clip.x)
    }

    // MARK: accumulation

    private func begin(_ newClip: PixelRect, _ rule: FillRule) {
        // Clear what the previous call touched, then make room for the new clip.
        for r in 0..<dirtyRows where lo[r] != Int.max {
            let row = cells + r * stride
            let end = Swift.max(hi[r], spanEnd[r])
            (row + lo[r]).update(repeating: 0, count: end - lo[r])
        }
        dirtyRows = 0
        clip = newClip; fillRule = rule
        let newStride = newClip.width + 2
        let need = newStride * newClip.height
        if need > cellCapacity || newStride != stride {
            if need > cellCapacity {
                cells.deallocate()
                cellCapacity = Swift.max(need, cellCapacity * 2)
                cells = .allocate(capacity: cellCapacity)
                cells.initialize(repeating: 0, count: cellCapacity)
            }
            // Cells are all zero here (cleared above or fresh), so a new stride is harmless.
            stride = newStride
        }
        if newClip.height > rowCapacity {
            lo.deallocate(); hi.deallocate(); spanEnd.deallocate()
            rowCapacity = Swift.max(newClip.height, rowCapacity * 2)
            lo = .allocate(capacity: rowCapacity); hi = .allocate(capacity: rowCapacity)
            spanEnd = .allocate(capacity: rowCapacity)
        }
        lo.update(repeating: Int.max, count: newClip.height)
        hi.update(repeating: 0, count: newClip.height)
        spanEnd.update(repeating: 0, count: newClip.height)
        dirtyRows = newClip.height
        w = Double(newClip.width); h = Double(newClip.height)
        ox = Double(newClip.x); oy = Double(newClip.y)
    }

    /// One edge in absolute pixel coordinates.
    private func addEdge(_ a: Point, _ b: Point) {
        var x0 = a.x - ox, y0 = a.y - oy, x1 = b.x - ox, y1 = b.y - oy
        if y0 == y1 || !(x0.isFinite && y0.isFinite && x1.isFinite && y1.isFinite) { return }
        var dir = 1.0
        if y0 > y1 { swap(&x0, &x1); swap(&y0, &y1); dir = -1 }
        if y1 <= 0 || y0 >= h { return }
        let dxdy = (x1 - x0) / (y1 - y0)
        if y0 < 0 { x0 += (0 - y0) * dxdy; y0 = 0 }
        if y1 > h { x1 -= (y1 - h) * dxdy; y1 = h }
        if y0 >= y1 { return }
        let inside = x0 >= 0 && x0 <= w && x1 >= 0 && x1 <= w
        if inside { addLine(x0, y0, x1, y1, dir); return }
        // Split where the edge crosses x = 0 and x = w, then clamp x into [0, w].
        let dx = x1 - x0
        var ta = 1.0, tb = 1.0
        if dx != 0 {
            let t0 = (0 - x0) / dx, tw = (w - x0) / dx
            let c0 = t0 > 0 && t0 < 1, cw = tw > 0 && tw < 1
            if c0 && cw { ta = Swift.min(t0, tw); tb = Swift.max(t0, tw) }
            else if c0 { ta = t0 } else if cw { ta = tw }
        }
        var ts = 0.0, xs = x0, ys = y0
        func piece(_ te: Double) {
            guard te > ts else { return }
            let xe = te == 1 ? x1 : x0 + dx * te
            let ye = te == 1 ? y1 : y0 + (y1 - y0) * te
            let ca = Swift.min(w, Swift.max(0, xs)), cb = Swift.min(w, Swift.max(0, xe))
            if ye > ys { addLine(ca, ys, cb, ye, dir) }
            ts = te; xs = xe; ys = ye
        }
        piece(ta); piece(tb); piece(1)
    }

    /// y0 < y1 within [0, h], x within [0, w].
    private func addLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ dir: Double) {
        let dxdy = (x1 - x0) / (y1 - y0)
        let xmin = Swift.min(x0, x1), xmax = Swift.max(x0, x1)
        var r = Int(y0)
        var ya = y0, xa = x0
        while true {
            let bottom = Double(r + 1)
            let yb: Double, xb: Double
            if y1 <= bottom { yb = y1; xb = x1 }
            else { yb = bottom; xb = Swift.min(xmax, Swift.max(xmin, x0 + (yb - y0) * dxdy)) }
            addRowPiece(r, xa, xb, (yb - ya) * dir)
            if yb >= y1 { break }
            ya = yb; xa = xb; r += 1
        }
    }

    /// A piece of edge within row r, from x = xa to xb, with signed height dy.
    private func addRowPiece(_ r: Int, _ xa: Double, _ xb: Double, _ dy: Double) {
        let row = cells + r * stride
        let xl = Swift.min(xa, xb), xr = Swift.max(xa, xb)
        let il = Int(xl)
        var ir = Int(xr)
        if ir > il && Double(ir) == xr { ir -= 1 }
        if il < lo[r] { lo[r] = il }
        if ir + 2 > hi[r] { hi[r] = ir + 2 }
        if il == ir {
            let m = (xl + xr) * 0.5 - Double(il)
            row[il] += Float(dy * (1 - m))
            row[il + 1] += Float(dy * m)
            return
        }
        let s = dy / (xr - xl)              // height per unit of x
        var wd = Double(il + 1) - xl        // width inside the first cell
        var d = s * wd
        row[il] += Float(d * wd * 0.5)
        row[il + 1] += Float(d * (1 - wd * 0.5))
        let half = Float(s * 0.5)
        var i = il + 1
        while i < ir { row[i] += half; row[i + 1] += half; i += 1 }
        wd = xr - Double(ir)                // width inside the last cell
        d = s * wd
        row[ir] += Float(d * (1 - wd * 0.5))
        row[ir + 1] += Float(d * wd * 0.5)
    }

    /// Running sums turn accumulated areas into coverage, in place.
    private func resolve() {
        let width = clip.width
        let evenOdd = fillRule == .evenOdd
        for r in 0..<clip.height where lo[r] != Int.max {
            let row = cells + r * stride
            let start = lo[r], end = Swift.min(hi[r], width)
            var s: Float = 0
            var j = start
            while j < end {
                s += row[j]
                row[j] = CoverageRasterizer.fold(s, evenOdd)
                j += 1
            }
            // Past the last touched cell the sum is constant: zero for a path closed inside the
            // clip (up to float residue), or the winding of edges cut off by the clip's right.
            let tail = CoverageRasterizer.fold(s, evenOdd)
            if end < width && tail > 1.0 / 4096 {
                (row + end).update(repeating: tail, count: width - end)
                spanEnd[r] = width
            } else {
                spanEnd[r] = end
            }
        }
    }

    @inline(__always)
    static func fold(_ s: Float, _ evenOdd: Bool) -> Float {
        let a = Swift.abs(s)
        if !evenOdd { return Swift.min(a, 1) }
        let m = a - 2 * (a * 0.5).rounded(.down)
        return m > 1 ? 2 - m : m
    }

    // MARK: reference twin

    /// Reference twin: point-sampled coverage with the exact winding number at each sample,
    /// `samplesPerAxis` squared samples on a regular grid at (i + 0.5) / n. Row-major over
    /// `clip`. Slow and simple, for tests only.
    /// Measured on 30 random star polygons: a 16 x 16 grid differs from the analytic coverage
    /// by up to 0.026 (its own sampling error, worst at vertices and near-axis edges, where all
    /// sample rows err the same way); 32 x 32 by up to 0.011; 128 x 128 by 0.0013. Hence the
    /// default of 32.
    package static func referenceCoverage(polylines: [[Point]], clip: PixelRect, rule: FillRule,
                                         samplesPerAxis n: Int = 32) -> [Float] {
        var out = [Float](repeating: 0, count: clip.width * clip.height)
        for py in 0..<clip.height {
            for sy in 0..<n {
                // The crossings of this sample row with every edge, then a winding per sample.
                let y = Double(clip.y + py) + (Double(sy) + 0.5) / Double(n)
                let xs = crossings(polylines, y)
                for px in 0..<clip.width {
                    var inside = 0
                    for sx in 0..<n {
                        let x = Double(clip.x + px) + (Double(sx) + 0.5) / Double(n)
                        var wn = 0
                        for c in xs where c.x < x { wn += c.dir }
                        if rule == .nonZero ? wn != 0 : wn % 2 != 0 { inside += 1 }
                    }
                    out[py * clip.width + px] += Float(inside) / Float(n * n)
                }
            }
        }
        return out
    }

    /// Where the horizontal line at y crosses the edges (half-open in y, so a vertex is counted
    /// once), with +1 for edges going down and -1 going up.
    static func crossings(_ polylines: [[Point]], _ y: Double) -> [(x: Double, dir: Int)] {
        var out: [(x: Double, dir: Int)] = []
        for poly in polylines where poly.count >= 2 {
            for i in 0..<poly.count {
                let a = poly[i], b = poly[(i + 1) % poly.count]
                let down = a.y <= y && y < b.y, up = b.y <= y && y < a.y
                if !(down || up) { continue }
                out.append((a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y), down ? 1 : -1))
            }
        }
        return out
    }
}
