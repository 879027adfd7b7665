// PerspectiveSampler: draws a premultiplied RGBA8 texture through a homography into a
// premultiplied RGBA8 target, source-over, with a layer opacity.
//
// Sampling: every destination pixel is an area, not a point. It is split into nx x ny
// sub-pixels (nx, ny from the inverse map's Jacobian on that row, so that sub-samples fall
// about one texel apart: a box filter over the pixel's footprint in the texture), each
// sub-sample is mapped back perspective-correctly (one division) and read bilinearly with
// texel centres at +0.5. Minified rows are therefore averaged, not point-sampled (no shimmer
// as a row turns), magnified or 1:1 rows keep exactly their texels (an unturned row at a
// whole-pixel offset is copied, not blurred).
// Invariant: the texture has a transparent border of at least one texel on every side (the
// caller allocates it so), so clamping a coordinate into the texture reads transparency and
// the inner loop needs no bounds test. Pixel centres at +0.5; y down.

import PickerRenderGeometry

/// A borrowed view of premultiplied RGBA8 pixels; the owner keeps the memory alive.
package struct PixelBufferPointer {
    package var base: UnsafeMutablePointer<UInt8>
    package var width: Int
    package var height: Int
    /// Bytes per row.
    package var stride: Int
    package init(base: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        precondition(width >= 0 && height >= 0 && stride >= width * 4, "bad pixel buffer geometry")
        self.base = base; self.width = width; self.height = height; self.stride = stride
    }
}

package enum PerspectiveSampler {
    /// Largest number of sub-samples per axis; a footprint wider than 8 texels is averaged
    /// by 8 bilinear taps (the rows of a wheel shrink to 0.41 at most, needing 3).
    static let maxSamples = 8

    /// Sub-sample counts for destination row `y` over columns x0..<x1: the larger Jacobian
    /// column length of the inverse map at the row's ends and middle, over `spacing` (texels
    /// between taps), rounded up.
    static func sampleCounts(_ inv: Homography, y: Int, x0: Int, x1: Int, spacing: Double = 1) -> (nx: Int, ny: Int) {
        let m = inv.m
        var sx = 0.0, sy = 0.0
        let py = Double(y) + 0.5
        for k in 0..<3 {
            // The row's two ends and its middle: the Jacobian varies smoothly along a row.
            let px = k == 0 ? Double(x0) + 0.5 : k == 1 ? Double(x0 + x1) / 2 : Double(x1) - 0.5
            let w = m[6] * px + m[7] * py + m[8]
            guard w > 0 else { continue }
            let u = (m[0] * px + m[1] * py + m[2]) / w
            let v = (m[3] * px + m[4] * py + m[5]) / w
            let dudx = (m[0] - u * m[6]) / w, dvdx = (m[3] - v * m[6]) / w
            let dudy = (m[1] - u * m[7]) / w, dvdy = (m[4] - v * m[7]) / w
            sx = max(sx, (dudx * dudx + dvdx * dvdx).squareRoot())
            sy = max(sy, (dudy * dudy + dvdy * dvdy).squareRoot())
        }
        // Clamped before the conversion: a hostile scale can make s huge or NaN.
        func count(_ s: Double) -> Int {
            let c = (s / spacing - 1e-6).rounded(.up)
            guard c > 1 else { return 1 }
            return c >= Double(maxSamples) ? maxSamples : Int(c)
        }
        return (count(sx), count(sy))
    }

    /// Destination pixels the mapped texels `ink` can touch (a bilinear tap reaches one texel
    /// further), inside `clip`.
    static func coverage(of ink: PixelRect, map: Homography, clip: PixelRect) -> PixelRect {
        // Part behind the eye: let sampling decide.
        guard let b = landing(of: ink.grown(by: 1), map: map) else { return clip }
        return b.intersection(clip)
    }

    /// The destination pixels enclosing where `texels` land through `map`, or nil when a corner
    /// lies behind the eye. `snapping`: a side within a millionth of a pixel of a pixel edge is
    /// on it, so that the same view moved by whole pixels encloses the same columns (a side the
    /// map put at 48.9999999 in one picture and 129.0000001 in its padded twin enclosed 50 and
    /// 51 columns).
    static func landing(of texels: PixelRect, map: Homography, snapping: Bool = false) -> PixelRect? {
        let x0 = Double(texels.x), y0 = Double(texels.y), x1 = Double(texels.maxX), y1 = Double(texels.maxY)
        let corners = [Point(x0, y0), Point(x1, y0), Point(x1, y1), Point(x0, y1)].compactMap { map.apply($0) }
        guard corners.count == 4 else { return nil }
        func side(_ v: Double) -> Double {
            guard snapping else { return v }
            let edge = v.rounded()
            return abs(v - edge) < 1e-6 ? edge : v
        }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = side(xs.min()!), maxX = side(xs.max()!), minY = side(ys.min()!), maxY = side(ys.max()!)
        return PixelRect(enclosing: Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
    }

    /// The columns whose ends and middle give each row's sub-sample counts: where the ink lands,
    /// whatever the clip and the target (within +-2^24 px), so that a layer the canvas cuts
    /// samples the pixels it shows as the same layer uncut does. Taken inside the clip, the
    /// counts of a view turned in perspective changed with where the canvas ended: its edge
    /// differed by 20 levels from the same picture padded (LayerEffectsFuzzer's find). For an
    /// affine map the Jacobian is the same everywhere and so are the counts.
    /// When the ink's ring of texels crosses the horizon (a view turned toward the eye, so close
    /// that its texture's edge is behind it), the columns are where the ink itself lands, or its
    /// centre: never the clip, whose far ends gave counts that followed the canvas (a 1-pt circle
    /// turned 51 degrees drew (168, 210, 255) on its 1-pt canvas and (60, 153, 255) padded by
    /// 40 pt; both are (170, 211, 255) now, as they were while the counts followed the clip).
    static func countedColumns(of ink: PixelRect, map: Homography) -> PixelRect {
        let everywhere = PixelRect(x: -(1 << 24), y: -(1 << 24), width: 1 << 25, height: 1 << 25)
        if let b = landing(of: ink.grown(by: 1), map: map, snapping: true) ?? landing(of: ink, map: map, snapping: true) {
            return b.intersection(everywhere)
        }
        let centre = map.apply(Point(Double(ink.x) + Double(ink.width) / 2, Double(ink.y) + Double(ink.height) / 2))
        guard let c = centre, abs(c.x) < 1e7, abs(c.y) < 1e7 else { return PixelRect(x: 0, y: 0, width: 1, height: 1) }
        return PixelRect(x: Int(c.x.rounded(.down)), y: Int(c.y.rounded(.down)), width: 1, height: 1)
    }

    /// The fast kernel: incremental inverse mapping along each sub-row, no allocation.
    /// - ink: the texels that hold anything (default: all); work is limited to where they land.
    /// - tapSpacing: texels between sub-samples (1: about one texel apart; an image's averaged
    ///   level is read with taps 1.5 texels apart, ImageLevels).
    package static func draw(_ src: PixelBufferPointer, into dst: PixelBufferPointer, map: Homography,
                            clip: PixelRect, opacity: UInt8, ink: PixelRect? = nil, tapSpacing: Double = 1) {
        guard opacity > 0, src.width >= 2, src.height >= 2, let inv = map.inverse else { return }
        let ink = ink ?? PixelRect(x: 0, y: 0, width: src.width, height: src.height)
        let area = coverage(of: ink, map: map, clip: clip.intersection(PixelRect(x: 0, y: 0, width: dst.width, height: dst.height)))
        guard !area.isEmpty else { return }
        if let (tx, ty) = integerTranslation(map) {
            copy(src, into: dst, dx: tx, dy: ty, area: area, opacity: opacity)
            return
        }
        let m0 = Float(inv.m[0]), m1 = Float(inv.m[1]), m2 = Float(inv.m[2])
        let m3 = Float(inv.m[3]), m4 = Float(inv.m[4]), m5 = Float(inv.m[5])
        let m6 = Float(inv.m[6]), m7 = Float(inv.m[7]), m8 = Float(inv.m[8])
        let umax = Float(src.width) - 1.0001, vmax = Float(src.height) - 1.0001
        let op = Float(opacity) / 255
        let texels = UnsafeRawPointer(src.base)
        // Per row: the sub-pixel offsets (i + 0.5) / nx and, per sub-row, the three products of
        // the inverse map's y column, hoisted out of the pixel loop. Each value is the same Float
        // the plain expression gives (same operands, same order, Swift does not contract to FMA),
        // so the pixels are bit-identical to the loop before hoisting.
        withUnsafeTemporaryAllocation(of: Float.self, capacity: 4 * maxSamples) { scratch in
            let offsets = scratch.baseAddress!, uy = offsets + maxSamples, vy = uy + maxSamples, wy = vy + maxSamples
            let counted = countedColumns(of: ink, map: map)
            for y in area.y..<area.maxY {
                let (nx, ny) = sampleCounts(inv, y: y, x0: counted.x, x1: counted.maxX, spacing: tapSpacing)
                let weight = op / Float(nx * ny)
                for i in 0..<nx { offsets[i] = (Float(i) + 0.5) / Float(nx) }
                for j in 0..<ny {
                    let py = Float(y) + (Float(j) + 0.5) / Float(ny)
                    uy[j] = m1 * py; vy[j] = m4 * py; wy[j] = m7 * py
                }
                let row = dst.base + y * dst.stride
                for x in area.x..<area.maxX {
                    var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                    let fx = Float(x)
                    for j in 0..<ny {
                        let my1 = uy[j], my4 = vy[j], my7 = wy[j]
                        for i in 0..<nx {
                            let px = fx + offsets[i]
                            let w = m6 * px + my7 + m8
                            if w <= 0 { continue }
                            let rw = 1 / w
                            // Texel centres at +0.5: shift to texel index space, clamp into the
                            // transparent border.
                            let u = min(max((m0 * px + my1 + m2) * rw - 0.5, 0), umax)
                            let v = min(max((m3 * px + my4 + m5) * rw - 0.5, 0), vmax)
                            let iu = Int(u), iv = Int(v)
                            let o0 = iv * src.stride + iu * 4, o1 = o0 + src.stride
                            // Two texels per 8-byte load. A tap whose four texels are all
                            // transparent adds +0 to every sum (weights are >= 0): skipping it
                            // changes no bit. Most taps of a text row land there.
                            let q0 = texels.loadUnaligned(fromByteOffset: o0, as: UInt64.self)
                            let q1 = texels.loadUnaligned(fromByteOffset: o1, as: UInt64.self)
                            if q0 | q1 == 0 { continue }
                            let fu = u - Float(iu), fv = v - Float(iv)
                            let w00 = (1 - fu) * (1 - fv), w10 = fu * (1 - fv), w01 = (1 - fu) * fv, w11 = fu * fv
                            let p0 = UInt64(littleEndian: q0), p1 = UInt64(littleEndian: q1)
                            @inline(__always) func c(_ q: UInt64, _ k: UInt64) -> Float { Float(UInt8(truncatingIfNeeded: q >> (8 * k))) }
                            r += w00 * c(p0, 0) + w10 * c(p0, 4) + w01 * c(p1, 0) + w11 * c(p1, 4)
                            g += w00 * c(p0, 1) + w10 * c(p0, 5) + w01 * c(p1, 1) + w11 * c(p1, 5)
                            b += w00 * c(p0, 2) + w10 * c(p0, 6) + w01 * c(p1, 2) + w11 * c(p1, 6)
                            a += w00 * c(p0, 3) + w10 * c(p0, 7) + w01 * c(p1, 3) + w11 * c(p1, 7)
                        }
                    }
                    if a * weight < 0.5 / 255 { continue }
                    blend(row + x * 4, r * weight, g * weight, b * weight, a * weight)
                }
            }
        }
    }

    /// (tx, ty) when the map moves texels by whole pixels and nothing else: texel centres then
    /// land on pixel centres and bilinear filtering would return each texel unchanged.
    package static func integerTranslation(_ m: Homography) -> (Int, Int)? {
        let e = m.m
        guard e[0] == 1, e[1] == 0, e[3] == 0, e[4] == 1, e[6] == 0, e[7] == 0, e[8] == 1,
              e[2] == e[2].rounded(), e[5] == e[5].rounded(), abs(e[2]) < 1e9, abs(e[5]) < 1e9 else { return nil }
        return (Int(e[2]), Int(e[5]))
    }

    /// Source-over of texels moved by (dx, dy) with an opacity, over `area` of the target,
    /// through SourceOver's kernel.
    static func copy(_ src: PixelBufferPointer, into dst: PixelBufferPointer, dx: Int, dy: Int,
                     area: PixelRect, opacity: UInt8) {
        let sx0 = max(area.x - dx, 0), sy0 = max(area.y - dy, 0)
        let sx1 = min(area.maxX - dx, src.width), sy1 = min(area.maxY - dy, src.height)
        guard sx0 < sx1, sy0 < sy1 else { return }
        for sy in sy0..<sy1 {
            let d = dst.base + (sy + dy) * dst.stride + (sx0 + dx) * 4, t = src.base + sy * src.stride + sx0 * 4
            if opacity == 255 {
                SourceOver.blendRow(d, count: sx1 - sx0, source: TexelSource(texels: t))
            } else {
                SourceOver.blendRow(d, count: sx1 - sx0, source: FadedTexelSource(texels: t, opacity: opacity))
            }
        }
    }

    /// Source-over of a filtered sample (premultiplied, 0-255 floats) onto one destination
    /// pixel, rounding to nearest once. The one blend not in SourceOver's kernel: that kernel
    /// takes an exact integer source, and rounding the float sample to it first rounds twice;
    /// tried, it moved pixels by one level in 12 of the 50 references, so the sample keeps its
    /// own single rounding here (used by `draw` only).
    @inline(__always)
    static func blend(_ d: UnsafeMutablePointer<UInt8>, _ r: Float, _ g: Float, _ b: Float, _ a: Float) {
        let k = 1 - a / 255
        d[0] = UInt8(min(r + Float(d[0]) * k + 0.5, 255))
        d[1] = UInt8(min(g + Float(d[1]) * k + 0.5, 255))
        d[2] = UInt8(min(b + Float(d[2]) * k + 0.5, 255))
        d[3] = UInt8(min(a + Float(d[3]) * k + 0.5, 255))
    }

    /// The reference twin: the same filter written plainly, in Double, each sub-sample mapped
    /// by the full homography and read with explicit bounds tests, over the whole clip.
    package static func drawReference(_ src: PixelBufferPointer, into dst: PixelBufferPointer, map: Homography,
                                     clip: PixelRect, opacity: UInt8, ink: PixelRect? = nil, tapSpacing: Double = 1) {
        guard opacity > 0, let inv = map.inverse else { return }
        let area = clip.intersection(PixelRect(x: 0, y: 0, width: dst.width, height: dst.height))
        guard !area.isEmpty else { return }
        func texel(_ i: Int, _ j: Int, _ c: Int) -> Double {
            guard i >= 0, j >= 0, i < src.width, j < src.height else { return 0 }
            return Double(src.base[j * src.stride + i * 4 + c])
        }
        // The same per-row sample counts as the fast kernel (they depend on where the ink lands).
        let counted = countedColumns(of: ink ?? PixelRect(x: 0, y: 0, width: src.width, height: src.height), map: map)
        for y in area.y..<area.maxY {
            let (nx, ny) = sampleCounts(inv, y: y, x0: counted.x, x1: counted.maxX, spacing: tapSpacing)
            for x in area.x..<area.maxX {
                var acc = [0.0, 0.0, 0.0, 0.0]
                for j in 0..<ny {
                    for i in 0..<nx {
                        let p = Point(Double(x) + (Double(i) + 0.5) / Double(nx), Double(y) + (Double(j) + 0.5) / Double(ny))
                        guard let t = inv.apply(p) else { continue }
                        let u = t.x - 0.5, v = t.y - 0.5
                        let iu = Int(u.rounded(.down)), iv = Int(v.rounded(.down))
                        let fu = u - Double(iu), fv = v - Double(iv)
                        for c in 0..<4 {
                            acc[c] += (1 - fu) * (1 - fv) * texel(iu, iv, c) + fu * (1 - fv) * texel(iu + 1, iv, c)
                                + (1 - fu) * fv * texel(iu, iv + 1, c) + fu * fv * texel(iu + 1, iv + 1, c)
                        }
                    }
                }
                let k = Double(opacity) / 255 / Double(nx * ny)
                let s = acc.map { $0 * k }
                if s[3] < 0.5 / 255 { continue }
                let d = dst.base + y * dst.stride + x * 4
                for c in 0..<4 {
                    d[c] = UInt8(min(s[c] + Double(d[c]) * (1 - s[3] / 255) + 0.5, 255))
                }
            }
        }
    }
}
