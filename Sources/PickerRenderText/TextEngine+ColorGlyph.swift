// Colour glyphs: FreeType's FT_LOAD_COLOR on a CBDT face gives a premultiplied BGRA bitmap at
// the face's fixed strike (Noto Color Emoji: 109 ppem, bitmaps 136 x 128). It is resampled here
// to the pixel size asked for by a box filter (each output pixel averages the strike pixels its
// footprint covers, weighted by overlap), which keeps premultiplication exact, and converted to
// RGBA. Cached per (instance, glyph, pixel size) like coverage masks.

import CPickerRenderFreeType

extension TextEngine {
    /// The colour image of `glyph` in the colour face `face` at `pixelSize` pixels per em.
    package func colorGlyph(face: FaceInstance, glyph: UInt32, pixelSize: Double) -> ColorGlyphImage {
        precondition(pixelSize.isFinite && pixelSize > 0, "pixel size must be positive")
        let loadedFace = loaded(face.id)
        guard let strike = loadedFace.colorStrikePpem else { preconditionFailure("\(face.id) is not a colour face") }
        let key = MaskKey(face: face, glyph: glyph, pixelSizeBits: pixelSize.bitPattern, phaseX: 0, phaseY: 0)
        if let cached = colorCache[key] { return cached }
        let image = renderColor(loadedFace.ftFace, glyph: glyph, scale: pixelSize / Double(strike))
        colorCache[key] = image
        return image
    }

    private func renderColor(_ ft: FT_Face, glyph: UInt32, scale: Double) -> ColorGlyphImage {
        guard FT_Load_Glyph(ft, glyph, Int32(FT_LOAD_COLOR)) == 0, let slot = ft.pointee.glyph else { return .empty }
        let bitmap = slot.pointee.bitmap
        let sw = Int(bitmap.width), sh = Int(bitmap.rows)
        guard sw > 0, sh > 0, let src = bitmap.buffer,
              bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue) else { return .empty }
        let pitch = Int(bitmap.pitch)
        let dw = max(1, Int((Double(sw) * scale).rounded())), dh = max(1, Int((Double(sh) * scale).rounded()))
        let fx = Double(sw) / Double(dw), fy = Double(sh) / Double(dh)  // source pixels per output pixel
        var out = [UInt8](repeating: 0, count: dw * dh * 4)
        var acc = [Double](repeating: 0, count: 4)
        for y in 0..<dh {
            let y0 = Double(y) * fy, y1 = y0 + fy
            for x in 0..<dw {
                let x0 = Double(x) * fx, x1 = x0 + fx
                for c in 0..<4 { acc[c] = 0 }
                var sy = Int(y0)
                while Double(sy) < y1 && sy < sh {
                    let wy = min(y1, Double(sy + 1)) - max(y0, Double(sy))
                    var sx = Int(x0)
                    while Double(sx) < x1 && sx < sw {
                        let w = wy * (min(x1, Double(sx + 1)) - max(x0, Double(sx)))
                        let p = src + sy * pitch + sx * 4   // B, G, R, A
                        acc[0] += w * Double(p[2]); acc[1] += w * Double(p[1])
                        acc[2] += w * Double(p[0]); acc[3] += w * Double(p[3])
                        sx += 1
                    }
                    sy += 1
                }
                let area = fx * fy
                let a = min(255, (acc[3] / area).rounded())
                for c in 0..<3 { out[(y * dw + x) * 4 + c] = UInt8(min(a, (acc[c] / area).rounded())) }
                out[(y * dw + x) * 4 + 3] = UInt8(a)
            }
        }
        return ColorGlyphImage(width: dw, height: dh,
                               left: Int((Double(slot.pointee.bitmap_left) * scale).rounded()),
                               top: Int((Double(slot.pointee.bitmap_top) * scale).rounded()),
                               pixels: out)
    }
}
