// LayerMask: the two masks a layer's texture is multiplied by, with their reference twins.
//
// Gradient mask (GradientMask over the layer's bounds): each texel is multiplied by
// k = round(alpha x 256) as (p x k + 128) >> 8, alpha taken at the texel centre's point. Three
// paths, one formula (GradientMask.location): a horizontal ramp needs one value a column (the
// table the ruler's fade has always used; columns at k = 256 are skipped), a vertical one a
// value a row, any other angle a value a texel. The twin evaluates every texel on its own.
//
// Shape mask (a shape's coverage, times a gradient's alpha when the shape has one): each texel
// becomes round(p x k / 255) with k = round(coverage x alpha x 255); texels outside the shape's
// rows and spans become transparent. The twin takes the coverage as a plain array.

import PickerRenderGeometry
import PickerRenderScene

package enum LayerMask {
    /// Multiplies `texture` (whose pixel (0, 0) is `texOrigin`'s corner at the display `scale`)
    /// by `mask` laid over `bounds` (local points).
    package static func applyGradient(_ mask: GradientMask, bounds: Rect, to texture: inout Pixmap, texOrigin: PixelRect,
                                      scale: Double) {
        let w = texture.width, h = texture.height
        func k(_ x: Int, _ y: Int) -> UInt32 {
            let p = Point((Double(texOrigin.x + x) + 0.5) / scale, (Double(texOrigin.y + y) + 0.5) / scale)
            return UInt32((mask.alpha(at: mask.location(of: p, in: bounds)) * 256).rounded())
        }
        if mask.start.y == mask.end.y {
            // Horizontal: one value a column; columns where the mask is opaque change nothing.
            let column = (0..<w).map { k($0, 0) }
            let ramp = (0..<w).filter { column[$0] != 256 }
            texture.withUnsafeMutableBytes { buf in
                for y in 0..<h {
                    let row = buf.baseAddress! + y * w * 4
                    for x in ramp { scale4(row + x * 4, column[x]) }
                }
            }
        } else if mask.start.x == mask.end.x {
            // Vertical: one value a row.
            texture.withUnsafeMutableBytes { buf in
                for y in 0..<h {
                    let f = k(0, y)
                    if f == 256 { continue }
                    let row = buf.baseAddress! + y * w * 4
                    for x in 0..<w { scale4(row + x * 4, f) }
                }
            }
        } else {
            texture.withUnsafeMutableBytes { buf in
                for y in 0..<h {
                    let row = buf.baseAddress! + y * w * 4
                    for x in 0..<w { scale4(row + x * 4, k(x, y)) }
                }
            }
        }
    }

    @inline(__always)
    static func scale4(_ p: UnsafeMutablePointer<UInt8>, _ k: UInt32) {
        if k == 256 { return }
        for c in 0..<4 { p[c] = UInt8((UInt32(p[c]) * k + 128) >> 8) }
    }

    /// Reference twin of applyGradient: every texel on its own, in the order the formula reads.
    package static func applyGradientReference(_ mask: GradientMask, bounds: Rect, to texture: inout Pixmap,
                                               texOrigin: PixelRect, scale: Double) {
        for y in 0..<texture.height {
            for x in 0..<texture.width {
                let p = Point((Double(texOrigin.x + x) + 0.5) / scale, (Double(texOrigin.y + y) + 0.5) / scale)
                let k = UInt32((mask.alpha(at: mask.location(of: p, in: bounds)) * 256).rounded())
                let c = texture.pixel(x, y)
                func m(_ v: UInt8) -> UInt8 { UInt8((UInt32(v) * k + 128) >> 8) }
                texture.setPixel(x, y, PremultipliedColor(r: m(c.r), g: m(c.g), b: m(c.b), a: m(c.a)))
            }
        }
    }

    /// Multiplies `texture` by the coverage the rasterizer holds (its clip must be the texture's
    /// bounds) times `alphaRow`'s values where a gradient fills it (`fillAlpha` writes a row's).
    package static func applyShape(_ rasterizer: CoverageRasterizer, to texture: inout Pixmap, gradient: GradientRamp?,
                           alphaRow: UnsafeMutablePointer<Float>) {
        let w = texture.width, h = texture.height
        texture.withUnsafeMutableBytes { buf in
            for y in 0..<h {
                let row = buf.baseAddress! + y * w * 4
                let span = rasterizer.span(row: y).clamped(to: 0..<w)
                if span.isEmpty { row.update(repeating: 0, count: w * 4); continue }
                row.update(repeating: 0, count: span.lowerBound * 4)
                (row + span.upperBound * 4).update(repeating: 0, count: (w - span.upperBound) * 4)
                let cov = rasterizer.rowPointer(y, column: span.lowerBound)
                gradient?.fillAlphaRow(y: y, x0: span.lowerBound, count: span.count, into: alphaRow)
                for i in 0..<span.count {
                    let k = SourceOver.quantize(gradient == nil ? cov[i] : cov[i] * alphaRow[i])
                    let p = row + (span.lowerBound + i) * 4
                    if k == 255 { continue }
                    for c in 0..<4 { p[c] = UInt8(SourceOver.div255(UInt32(p[c]) * k)) }
                }
            }
        }
    }

    /// Reference twin of applyShape: `coverage` and `alpha` (1 where nil) one value a texel,
    /// row-major; each texel times round(coverage x alpha x 255) / 255, rounded, in Double.
    package static func applyShapeReference(_ texture: inout Pixmap, coverage: [Float], alpha: [Float]?) {
        for y in 0..<texture.height {
            for x in 0..<texture.width {
                let i = y * texture.width + x
                let a = Double(alpha?[i] ?? 1)
                let k = (Swift.min(1, Swift.max(0, Double(coverage[i]) * a)) * 255).rounded()
                let c = texture.pixel(x, y)
                func m(_ v: UInt8) -> UInt8 { UInt8((Double(v) * k / 255).rounded()) }
                texture.setPixel(x, y, PremultipliedColor(r: m(c.r), g: m(c.g), b: m(c.b), a: m(c.a)))
            }
        }
    }
}
