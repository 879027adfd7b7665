// InkTally: one text's measurement (ContrastMeter's steps 2 to 4) gathered a band of rows at a
// time. `add` reads the footprint's rows of a band of B and Q beside the whole image F: every
// pixel with ink (k > 0 on opaque pixels) is kept with its k x D, its offset in F and B's colour
// there, so the band can be dropped; `result` then takes the ink pixels within the rounding
// noise of the largest k, as the meter did on whole canvases, and gives the same figures.
// Memory: 20 bytes per pixel with ink (glyphs ink well under half of their box).

import PickerRenderGeometry
import PickerRenderScene

struct InkTally {
    let color: Color
    let footprint: PixelRect
    /// Byte offsets in F of the pixels with ink.
    private var offsets: [Int] = []
    /// k x D of each, an integer: no rounding before the threshold.
    private var ks: [Int] = []
    /// B's RGB at each, packed 0xRRGGBB.
    private var behind: [UInt32] = []
    private var translucentInk = 0

    init(color: Color, footprint: PixelRect) {
        self.color = color
        self.footprint = footprint
        let area = footprint.width * footprint.height / 2
        offsets.reserveCapacity(area); ks.reserveCapacity(area); behind.reserveCapacity(area)
    }

    func reaches(_ rows: Range<Int>) -> Bool { footprint.y < rows.upperBound && footprint.maxY > rows.lowerBound }

    /// The footprint's pixels in `rows`, with `behind` and `probed` holding those rows only.
    mutating func add(rows: Range<Int>, full: [UInt8], behind bandB: [UInt8], probed bandQ: [UInt8], width: Int) {
        guard color.a > 0 else { return }
        let c = color
        // Signs make every channel's term positive where there is ink.
        let s0 = c.r < 128 ? -1 : 1, s1 = c.g < 128 ? -1 : 1, s2 = c.b < 128 ? -1 : 1
        let first = max(rows.lowerBound, footprint.y), last = min(rows.upperBound, footprint.maxY)
        full.withUnsafeBufferPointer { f in
            bandB.withUnsafeBufferPointer { b in
                bandQ.withUnsafeBufferPointer { q in
                    for y in first..<last {
                        var i = (y * width + footprint.x) * 4
                        var j = ((y - rows.lowerBound) * width + footprint.x) * 4
                        for _ in footprint.x..<footprint.maxX {
                            defer { i += 4; j += 4 }
                            let num = s0 * (Int(f[i]) - Int(q[j])) + s1 * (Int(f[i + 1]) - Int(q[j + 1]))
                                + s2 * (Int(f[i + 2]) - Int(q[j + 2]))
                            if f[i + 3] != 255 || b[j + 3] != 255 || q[j + 3] != 255 {
                                if num != 0 || f[i + 3] != q[j + 3] { translucentInk += 1 }
                                continue
                            }
                            if num > 0 {
                                offsets.append(i); ks.append(num)
                                behind.append(UInt32(b[j]) << 16 | UInt32(b[j + 1]) << 8 | UInt32(b[j + 2]))
                            }
                        }
                    }
                }
            }
        }
    }

    func result(full: [UInt8]) -> ContrastResult {
        guard color.a > 0 else { return .unmeasured("the text is fully transparent") }
        let p = ContrastMeter.probeColor(color)
        let d = abs(Int(color.r) - Int(p.r)) + abs(Int(color.g) - Int(p.g)) + abs(Int(color.b) - Int(p.b))
        guard let kmax = ks.max() else {
            return .unmeasured(translucentInk > 0 ? "the background is not opaque: nothing to measure against"
                                                  : "no ink on the pixels")
        }
        // Rounding leaves each of F and Q up to a level off per channel: 6 levels over D in all.
        let threshold = kmax - 6
        var ratios: [Double] = []
        var fSum = (0, 0, 0), bSum = (0, 0, 0)
        full.withUnsafeBufferPointer { f in
            for n in offsets.indices where ks[n] >= threshold {
                let i = offsets[n], packed = behind[n]
                let br = UInt8(packed >> 16), bg = UInt8((packed >> 8) & 255), bb = UInt8(packed & 255)
                let lf = WCAGContrast.luminance(r: f[i], g: f[i + 1], b: f[i + 2])
                let lb = WCAGContrast.luminance(r: br, g: bg, b: bb)
                ratios.append(WCAGContrast.ratio(lf, lb))
                fSum.0 += Int(f[i]); fSum.1 += Int(f[i + 1]); fSum.2 += Int(f[i + 2])
                bSum.0 += Int(br); bSum.1 += Int(bg); bSum.2 += Int(bb)
            }
        }
        ratios.sort()
        let n = ratios.count
        func mean(_ s: (Int, Int, Int)) -> Color {
            Color(r: UInt8((Double(s.0) / Double(n)).rounded()), g: UInt8((Double(s.1) / Double(n)).rounded()),
                  b: UInt8((Double(s.2) / Double(n)).rounded()))
        }
        let median = n % 2 == 1 ? ratios[n / 2] : (ratios[n / 2 - 1] + ratios[n / 2]) / 2
        return .measured(ContrastMeasurement(contrast: median, minimumContrast: ratios[0], foreground: mean(fSum),
                                             background: mean(bSum), inkOpacity: min(Double(kmax) / Double(d), 1),
                                             pixelCount: n))
    }
}
