// ColorGlyphBlitter: composites a colour glyph (premultiplied RGBA8, an emoji) onto a
// premultiplied RGBA8 target, source-over in gamma-encoded sRGB like MaskBlitter, scaled by an
// opacity (the text colour's alpha). The glyph's own colours are kept: it is an image, not a
// coverage mask. The blend is SourceOver's kernel (texels at an opacity); the Double reference
// twin below rounds once; they agree within one.

import PickerRenderGeometry

/// A premultiplied RGBA8 image placed in target pixels; the owner keeps `pixels` alive.
package struct ColorImagePointer {
    package var pixels: UnsafePointer<UInt8>
    package var width: Int
    package var height: Int
    /// Bytes per row.
    package var stride: Int
    /// Target pixel of the image's top-left pixel.
    package var x: Int
    package var y: Int
    package init(pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, x: Int, y: Int) {
        precondition(width >= 0 && height >= 0 && stride >= width * 4, "bad colour image geometry")
        self.pixels = pixels; self.width = width; self.height = height; self.stride = stride; self.x = x; self.y = y
    }
}

package enum ColorGlyphBlitter {
    package static func blit(_ image: ColorImagePointer, opacity: UInt8, into dst: PixelBufferPointer, clip: PixelRect) {
        let area = clip.intersection(PixelRect(x: 0, y: 0, width: dst.width, height: dst.height))
            .intersection(PixelRect(x: image.x, y: image.y, width: image.width, height: image.height))
        guard !area.isEmpty, opacity > 0 else { return }
        // The module's one source-over kernel: a premultiplied image at an opacity is exactly
        // its "texels at an opacity" source.
        for y in area.y..<area.maxY {
            let s = image.pixels + (y - image.y) * image.stride + (area.x - image.x) * 4
            let d = dst.base + y * dst.stride + area.x * 4
            if opacity == 255 {
                SourceOver.blendRow(d, count: area.width, source: TexelSource(texels: s))
            } else {
                SourceOver.blendRow(d, count: area.width, source: FadedTexelSource(texels: s, opacity: opacity))
            }
        }
    }

    /// Reference twin: per pixel in Double, one rounding, explicit bounds tests.
    package static func blitReference(_ image: ColorImagePointer, opacity: UInt8, into dst: PixelBufferPointer, clip: PixelRect) {
        let k = Double(opacity) / 255
        for iy in 0..<image.height {
            for ix in 0..<image.width {
                let x = image.x + ix, y = image.y + iy
                guard x >= clip.x, x < clip.maxX, y >= clip.y, y < clip.maxY, x >= 0, y >= 0, x < dst.width, y < dst.height else { continue }
                let s = image.pixels + iy * image.stride + ix * 4
                let sa = Double(s[3]) * k
                let d = dst.base + y * dst.stride + x * 4
                for ch in 0..<4 {
                    let v = Double(s[ch]) * k + Double(d[ch]) * (1 - sa / 255)
                    d[ch] = UInt8(min(max(v.rounded(), 0), 255))
                }
            }
        }
    }
}
