// ShadowCompositor: SwiftUI's `.shadow(color:radius:x:y:)` on a layer's texture, in place:
// the content's alpha, moved by (dx, dy) pixels, blurred by a Gaussian of `sigma` pixels,
// tinted with the premultiplied colour, and the content drawn over it source-over.
//   1. plane(x, y) = alpha(x - dx, y - dy) / 255, read bilinearly: the whole pixels of the
//      offset (floor) by copying, the fraction f by one pass a direction,
//      p[x] = (1 - f) p[x] + f p[x - 1] (right to left, so p[x - 1] is still unmoved);
//   2. the plane blurred (GaussianBlur, zero outside);
//   3. a row's shadow pixels are the colour through the plane as coverage, k = round(s x 255),
//      over transparency (CoverageSource: round(c x k / 255)); the content's texels are blended
//      over them (TexelSource), and the row goes back into the texture.
// The caller sizes the texture so the moved and blurred alpha stays inside it (EffectPlan).
// Memory: the plane (one float a texel) and one row of bytes, kept by the caller between layers.
// The twin reads the moved alpha bilinearly at each texel, blurs with blurReference and blends
// with SourceOver.reference.

import PickerRenderGeometry

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

package enum ShadowCompositor {
    package static func compose(_ texture: inout Pixmap, color: PremultipliedColor, sigma: Double, dx: Double, dy: Double,
                                blur: GaussianBlur, plane: inout [Float], row: inout [UInt8]) {
        let w = texture.width, h = texture.height
        guard w > 0, h > 0, dx.isFinite, dy.isFinite else { return }
        if plane.count < w * h { plane = [Float](repeating: 0, count: w * h) }
        if row.count < w * 4 { row = [UInt8](repeating: 0, count: w * 4) }
        let ix = PixelRect.whole(dx.rounded(.down)), iy = PixelRect.whole(dy.rounded(.down))
        let fx = Float(dx - Double(ix)), fy = Float(dy - Double(iy))
        plane.withUnsafeMutableBufferPointer { planeBuffer in
            row.withUnsafeMutableBufferPointer { rowBuffer in
                texture.withUnsafeMutableBytes { bytes in
                    let p = planeBuffer.baseAddress!, px = bytes.baseAddress!, line = rowBuffer.baseAddress!
                    p.update(repeating: 0, count: w * h)
                    // 1. The alpha moved by whole pixels ...
                    let x0 = Swift.max(0, ix), x1 = Swift.min(w, w + ix)
                    if x0 < x1 {
                        for y in Swift.max(0, iy)..<Swift.max(Swift.max(0, iy), Swift.min(h, h + iy)) {
                            let src = px + ((y - iy) * w + (x0 - ix)) * 4 + 3, dst = p + y * w + x0
                            for i in 0..<(x1 - x0) { dst[i] = Float(src[4 * i]) / 255 }
                        }
                    }
                    // ... and by the fraction.
                    if fx > 0 {
                        for y in 0..<h {
                            let r = p + y * w
                            var x = w - 1
                            while x > 0 { r[x] = (1 - fx) * r[x] + fx * r[x - 1]; x -= 1 }
                            r[0] *= 1 - fx
                        }
                    }
                    if fy > 0 {
                        var y = h - 1
                        while y >= 0 {
                            let r = p + y * w
                            if y > 0 {
                                let above = r - w
                                for x in 0..<w { r[x] = (1 - fy) * r[x] + fy * above[x] }
                            } else {
                                for x in 0..<w { r[x] *= 1 - fy }
                            }
                            y -= 1
                        }
                    }
                    // 2. Blurred.
                    blur.blur(p, width: w, height: h, stride: w, sigma: sigma)
                    // 3. The shadow beneath the content, a row at a time.
                    for y in 0..<h {
                        line.update(repeating: 0, count: w * 4)
                        SourceOver.blendRow(line, count: w, source: CoverageSource(color: color, coverage: p + y * w))
                        let texels = px + y * w * 4
                        SourceOver.blendRow(line, count: w, source: TexelSource(texels: texels))
                        texels.update(from: line, count: w * 4)
                    }
                }
            }
        }
    }

    /// Reference twin: the same steps per texel, in Double where the fast path uses Float.
    package static func composeReference(_ texture: Pixmap, color: PremultipliedColor, sigma: Double,
                                         dx: Double, dy: Double) -> Pixmap {
        let w = texture.width, h = texture.height
        func alpha(_ x: Int, _ y: Int) -> Double {
            x >= 0 && y >= 0 && x < w && y < h ? Double(texture.pixel(x, y).a) / 255 : 0
        }
        var plane = [Float](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                // Bilinear read of the alpha at (x - dx, y - dy), texel by texel.
                let u = Double(x) - dx, v = Double(y) - dy
                let u0 = Int(floor(u)), v0 = Int(floor(v))
                let fu = u - Double(u0), fv = v - Double(v0)
                let s = (1 - fu) * (1 - fv) * alpha(u0, v0) + fu * (1 - fv) * alpha(u0 + 1, v0)
                    + (1 - fu) * fv * alpha(u0, v0 + 1) + fu * fv * alpha(u0 + 1, v0 + 1)
                plane[y * w + x] = Float(s)
            }
        }
        plane = GaussianBlur.blurReference(plane, width: w, height: h, sigma: sigma)
        var out = texture
        for y in 0..<h {
            for x in 0..<w {
                let k = SourceOver.quantize(plane[y * w + x])
                let shadow = SourceOver.reference(.clear, source: SourceOver.widen(color, coverage: k))
                let c = texture.pixel(x, y)
                let s = SIMD4(UInt32(c.r), UInt32(c.g), UInt32(c.b), UInt32(c.a)) &* 255
                out.setPixel(x, y, SourceOver.reference(shadow, source: s))
            }
        }
        return out
    }
}
