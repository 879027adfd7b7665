// MaskBlitter: composites an 8-bit coverage mask (a glyph) in one premultiplied colour onto a
// premultiplied RGBA8 target, source-over in gamma-encoded sRGB (as Core Animation does).
// Integer kernel: s = colour x coverage / 255 per channel, then d = s + d x (255 - s.a) / 255,
// each division rounded to nearest; the reference twin does the same in Double and rounds
// once, and they agree within one unit.

import Geometry

/// An 8-bit coverage mask placed in target pixels; the owner keeps `coverage` alive.
public struct CoverageMaskPointer {
    public var coverage: UnsafePointer<UInt8>
    public var width: Int
    public var height: Int
    public var stride: Int
    /// Target pixel of the mask's top-left element.
    public var x: Int
    public var y: Int
    public init(coverage: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, x: Int, y: Int) {
        self.coverage = coverage; self.width = width; self.height = height; self.stride = stride; self.x = x; self.y = y
    }
}

public enum MaskBlitter {
    /// x / 255 rounded to nearest, exact for x in 0...255*255.
    @inline(__always)
    public static func div255(_ x: UInt32) -> UInt32 { (x + 128 + ((x + 128) >> 8)) >> 8 }

    public static func blit(_ mask: CoverageMaskPointer, color: PremultipliedColor, into dst: PixelBufferPointer, clip: PixelRect) {
        let area = clip.intersection(PixelRect(x: 0, y: 0, width: dst.width, height: dst.height))
            .intersection(PixelRect(x: mask.x, y: mask.y, width: mask.width, height: mask.height))
        guard !area.isEmpty, color.a > 0 else { return }
        let cr = UInt32(color.r), cg = UInt32(color.g), cb = UInt32(color.b), ca = UInt32(color.a)
        for y in area.y..<area.maxY {
            let m = mask.coverage + (y - mask.y) * mask.stride - mask.x
            var d = dst.base + y * dst.stride + area.x * 4
            for x in area.x..<area.maxX {
                let c = UInt32(m[x])
                if c != 0 {
                    let sa = div255(ca * c)
                    let k = 255 - sa
                    d[0] = UInt8(div255(cr * c) + div255(UInt32(d[0]) * k))
                    d[1] = UInt8(div255(cg * c) + div255(UInt32(d[1]) * k))
                    d[2] = UInt8(div255(cb * c) + div255(UInt32(d[2]) * k))
                    d[3] = UInt8(sa + div255(UInt32(d[3]) * k))
                }
                d += 4
            }
        }
    }

    /// Reference twin: per pixel in Double, one rounding, explicit bounds tests.
    public static func blitReference(_ mask: CoverageMaskPointer, color: PremultipliedColor, into dst: PixelBufferPointer, clip: PixelRect) {
        let src = [Double(color.r), Double(color.g), Double(color.b), Double(color.a)]
        for my in 0..<mask.height {
            for mx in 0..<mask.width {
                let x = mask.x + mx, y = mask.y + my
                guard x >= clip.x, x < clip.maxX, y >= clip.y, y < clip.maxY, x >= 0, y >= 0, x < dst.width, y < dst.height else { continue }
                let c = Double(mask.coverage[my * mask.stride + mx]) / 255
                let sa = src[3] * c
                let d = dst.base + y * dst.stride + x * 4
                for ch in 0..<4 {
                    let v = src[ch] * c + Double(d[ch]) * (1 - sa / 255)
                    d[ch] = UInt8(min(max(v.rounded(), 0), 255))
                }
            }
        }
    }
}
