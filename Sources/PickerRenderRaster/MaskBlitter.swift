// MaskBlitter: composites an 8-bit coverage mask (a glyph) in one premultiplied colour onto a
// premultiplied RGBA8 target, source-over in gamma-encoded sRGB (as Core Animation does).
// Each mask row goes through SourceOver's kernel as an 8-bit source: s = colour x coverage / 255
// rounded per channel, then d = s + d x (255 - s.a) / 255 rounded (MaskSource).

import PickerRenderGeometry

/// An 8-bit coverage mask placed in target pixels; the owner keeps `coverage` alive.
package struct CoverageMaskPointer {
    package var coverage: UnsafePointer<UInt8>
    package var width: Int
    package var height: Int
    package var stride: Int
    /// Target pixel of the mask's top-left element.
    package var x: Int
    package var y: Int
    package init(coverage: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, x: Int, y: Int) {
        self.coverage = coverage; self.width = width; self.height = height; self.stride = stride; self.x = x; self.y = y
    }
}

package enum MaskBlitter {
    package static func blit(_ mask: CoverageMaskPointer, color: PremultipliedColor, into dst: PixelBufferPointer, clip: PixelRect) {
        let area = clip.intersection(PixelRect(x: 0, y: 0, width: dst.width, height: dst.height))
            .intersection(PixelRect(x: mask.x, y: mask.y, width: mask.width, height: mask.height))
        guard !area.isEmpty, color.a > 0 else { return }
        for y in area.y..<area.maxY {
            let m = mask.coverage + (y - mask.y) * mask.stride + (area.x - mask.x)
            SourceOver.blendRow(dst.base + y * dst.stride + area.x * 4, count: area.width,
                                source: MaskSource(color: color, mask: m))
        }
    }

    /// Reference twin: per pixel, explicit bounds tests, SourceOver's Double reference.
    package static func blitReference(_ mask: CoverageMaskPointer, color: PremultipliedColor, into dst: PixelBufferPointer, clip: PixelRect) {
        for my in 0..<mask.height {
            for mx in 0..<mask.width {
                let x = mask.x + mx, y = mask.y + my
                guard x >= clip.x, x < clip.maxX, y >= clip.y, y < clip.maxY, x >= 0, y >= 0, x < dst.width, y < dst.height else { continue }
                let c = Double(mask.coverage[my * mask.stride + mx]) / 255
                // The glyph's own pixel: colour times coverage, rounded to 8 bits.
                func s(_ v: UInt8) -> UInt32 { UInt32((Double(v) * c).rounded()) * 255 }
                let d = dst.base + y * dst.stride + x * 4
                let out = SourceOver.reference(PremultipliedColor(r: d[0], g: d[1], b: d[2], a: d[3]),
                                               source: SIMD4(s(color.r), s(color.g), s(color.b), s(color.a)))
                d[0] = out.r; d[1] = out.g; d[2] = out.b; d[3] = out.a
            }
        }
    }
}
