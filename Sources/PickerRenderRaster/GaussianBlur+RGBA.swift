// GaussianBlur+RGBA: SwiftUI's `.blur(radius:)` on a layer's texture: the four premultiplied
// channels blurred alike (blurring premultiplied values is what keeps a blurred edge from
// darkening: colour and coverage spread together), a pixel as four floats, and every value
// rounded back to 8 bits with colour clamped to alpha (the float sums may pass it by an ulp).
// Texels outside the texture count as 0: the renderer grows a blurred layer's texture by the
// kernel's reach, so no ink is cut. Two kernels (GaussianBlur's header says when each is used):
//   - exact: a row's horizontal sums go into a ring of the last 2R + 1 rows, and each output row
//     is the weighted sum of the ring's rows, so memory is those rows, not a float plane of the
//     texture (the plane was 16 bytes a texel: 1.9 GB for a 100-megapixel layer). The sums are
//     the same floats in the same order as the plane's, so the pixels are those of the plane.
//     When the ring would pass `maximumRingBytes` (a texture wider than about 28,000 pixels at
//     R = 36) the box kernel is used instead;
//   - box: BoxBlur's passes along each row, the row rounded back into the texture, then along
//     each column a band of columns at a time. Memory is a few lines. The rounding between the
//     passes adds up to half a level to BoxBlur's 6.7, and the twin rounds on its own: a texel is
//     within 8 levels of the twin's (BoxBlurTests).
// Nothing is allocated after warm-up beyond the scratch this type keeps. The twin blurs each
// channel with blurReference (the direct 2D sum in Double).

extension GaussianBlur {
    /// Most bytes the exact kernel's ring of rows may take.
    package static let maximumRingBytes = 32 << 20

    /// Blurs the premultiplied RGBA8 `texture` in place; `floats` is the caller's scratch.
    package func blurRGBA(_ texture: inout Pixmap, sigma: Double, floats: inout [Float]) {
        let r = Self.radius(sigma: sigma)
        let w = texture.width, h = texture.height
        guard r > 0, w > 0, h > 0 else { return }
        if r <= Self.exactReach && (2 * r + 1) * w * 4 * MemoryLayout<Float>.stride <= Self.maximumRingBytes {
            blurRGBAExact(&texture, sigma: sigma, floats: &floats)
        } else {
            blurRGBABox(&texture, plan: BoxBlur.Plan(sigma: sigma), floats: &floats)
        }
    }

    /// The exact kernel over a ring of 2R + 1 horizontally blurred rows (see the file header).
    private func blurRGBAExact(_ texture: inout Pixmap, sigma: Double, floats: inout [Float]) {
        let r = Self.radius(sigma: sigma), taps = 2 * r + 1
        let w = texture.width, h = texture.height, n = 4 * w
        // The ring, then one padded input line, then one output row: four floats a pixel.
        let ringCount = taps * n, lineCount = n + 8 * r
        let need = ringCount + lineCount + n
        if floats.count < need { floats = [Float](repeating: 0, count: need) }
        let kernel = exactWeights(sigma: sigma)
        kernel.withUnsafeBufferPointer { kb in
            floats.withUnsafeMutableBufferPointer { fb in
                texture.withUnsafeMutableBytes { bytes in
                    let k = kb.baseAddress!, ring = fb.baseAddress!, line = ring + ringCount, out = line + lineCount
                    let px = bytes.baseAddress!
                    line.update(repeating: 0, count: 4 * r)
                    (line + 4 * r + n).update(repeating: 0, count: 4 * r)
                    var next = 0
                    for y in 0..<h {
                        // The rows the output row needs, horizontally blurred into their ring slots:
                        // each float the sum over the taps in order, as the plane's was.
                        while next <= Swift.min(y + r, h - 1) {
                            let src = px + next * n
                            for i in 0..<n { line[4 * r + i] = Float(src[i]) }
                            let slot = ring + (next % taps) * n
                            slot.update(repeating: 0, count: n)
                            for t in 0..<taps {
                                let weight = k[t], from = line + 4 * t
                                for i in 0..<n { slot[i] += from[i] * weight }
                            }
                            next += 1
                        }
                        // Rows above the top and below the bottom are zeros: adding 0 x w changes
                        // no sum, so they are skipped.
                        out.update(repeating: 0, count: n)
                        for t in Swift.max(0, r - y)..<Swift.min(taps, h - y + r) {
                            let weight = k[t], slot = ring + ((y - r + t) % taps) * n
                            for i in 0..<n { out[i] += slot[i] * weight }
                        }
                        Self.store(out, into: px + y * n, count: w, step: 1)
                    }
                }
            }
        }
    }

    /// BoxBlur's passes along the rows, then along the columns a band at a time.
    private func blurRGBABox(_ texture: inout Pixmap, plan: BoxBlur.Plan, floats: inout [Float]) {
        let w = texture.width, h = texture.height
        let rowLength = plan.length(w) * 4, columnLength = plan.length(h) * 4, o = plan.offset * 4, m = plan.margin * 4
        let aCount = Swift.max(rowLength, Self.band * columnLength), bCount = Swift.max(rowLength, columnLength)
        if floats.count < aCount + bCount { floats = [Float](repeating: 0, count: aCount + bCount) }
        floats.withUnsafeMutableBufferPointer { fb in
            texture.withUnsafeMutableBytes { bytes in
                let a = fb.baseAddress!, b = a + aCount, px = bytes.baseAddress!
                b.update(repeating: 0, count: bCount)
                for y in 0..<h {
                    let row = px + y * w * 4
                    (a + o - m).update(repeating: 0, count: 4 * w + 2 * m)
                    for i in 0..<(4 * w) { a[o + i] = Float(row[i]) }
                    BoxBlur.blurLine(a, b, n: w, plan: plan)
                    Self.store(a + o, into: row, count: w, step: 1)
                }
                // The row passes wrote where a column's zeros must be when columns are shorter.
                b.update(repeating: 0, count: columnLength)
                var x0 = 0
                while x0 < w {
                    let n = Swift.min(Self.band, w - x0)
                    for i in 0..<n { (a + i * columnLength + o - m).update(repeating: 0, count: 4 * h + 2 * m) }
                    for y in 0..<h {
                        let row = px + (y * w + x0) * 4
                        for i in 0..<n {
                            let d = a + i * columnLength + o + 4 * y, s = row + 4 * i
                            d[0] = Float(s[0]); d[1] = Float(s[1]); d[2] = Float(s[2]); d[3] = Float(s[3])
                        }
                    }
                    for i in 0..<n { BoxBlur.blurLine(a + i * columnLength, b, n: h, plan: plan) }
                    for i in 0..<n { Self.store(a + i * columnLength + o, into: px + x0 * 4 + 4 * i, count: h, step: w) }
                    x0 += n
                }
            }
        }
    }

    /// `count` blurred pixels (four floats each) rounded into texels `step` pixels apart, colour
    /// clamped to alpha.
    @inline(__always)
    static func store(_ values: UnsafeMutablePointer<Float>, into px: UnsafeMutablePointer<UInt8>, count: Int, step: Int) {
        for i in 0..<count {
            let v = values + 4 * i, d = px + i * step * 4
            let a = byte(v[3])
            d[0] = Swift.min(byte(v[0]), a)
            d[1] = Swift.min(byte(v[1]), a)
            d[2] = Swift.min(byte(v[2]), a)
            d[3] = a
        }
    }

    @inline(__always)
    static func byte(_ v: Float) -> UInt8 { UInt8(Swift.min(255, Swift.max(0, v + 0.5))) }

    /// Reference twin: each channel through blurReference, rounded and clamped as above.
    package static func blurRGBAReference(_ texture: Pixmap, sigma: Double) -> Pixmap {
        var out = texture
        let w = texture.width, h = texture.height
        var channels: [[Float]] = []
        for c in 0..<4 {
            let plane = (0..<(w * h)).map { i -> Float in
                let p = texture.pixel(i % w, i / w)
                return Float([p.r, p.g, p.b, p.a][c])
            }
            channels.append(blurReference(plane, width: w, height: h, sigma: sigma))
        }
        for i in 0..<(w * h) {
            let a = byte(channels[3][i])
            out.setPixel(i % w, i / w, PremultipliedColor(r: min(byte(channels[0][i]), a), g: min(byte(channels[1][i]), a),
                                                          b: min(byte(channels[2][i]), a), a: a))
        }
        return out
    }
}
