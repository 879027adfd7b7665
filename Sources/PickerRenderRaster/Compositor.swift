// Compositor: fills a path with a solid premultiplied colour or a linear gradient: the
// rasterizer's coverage, row by row, through SourceOver's kernel (coverage quantised once to
// k = round(cov * 255); with a mask, cov * mask[x] quantised once; a gradient's row of colours is
// filled into a scratch row first, GradientRamp). Examples: opaque source at full coverage gives src
// exactly; k = 0 leaves dst untouched; opaque black at coverage 0.5 (k = 128) over white gives 127.
//
// Memory: the compositor owns one CoverageRasterizer (reused buffers, so drawing allocates
// nothing after warm-up); pixels are borrowed from the Pixmap for one call. Not thread-safe.

import PickerRenderGeometry

package final class Compositor {
    private let rasterizer = CoverageRasterizer()
    private let blur = GaussianBlur()
    /// The blurred coverage of the last soft fill, reused between calls.
    private var soft: [Float] = []
    /// One row of a gradient's packed colours, reused between rows and calls.
    private var gradientRow: [UInt32] = []

    package init() {}

    /// Fills `path` (in pixels) with `color`, source-over, into `pixmap`.
    /// - clip: pixels that may change (default: the whole pixmap).
    /// - mask: optional per-column alpha multipliers in 0...1, indexed by absolute pixmap column
    ///   (count must equal pixmap.width); used for horizontal gradient masks.
    package func drawPath(_ path: Path, color: PremultipliedColor, into pixmap: inout Pixmap,
                         clip: PixelRect? = nil, mask: [Float]? = nil, gradient: GradientRamp? = nil,
                         rule: FillRule = .nonZero, tolerance: Double = Path.defaultTolerance) {
        if let mask { precondition(mask.count == pixmap.width, "mask needs one value per column") }
        var area = PixelRect(x: 0, y: 0, width: pixmap.width, height: pixmap.height)
        if let clip { area = area.intersection(clip) }
        area = area.intersection(PixelRect(enclosing: path.bounds))
        if area.isEmpty || (color.a == 0 && gradient == nil) { return }
        rasterizer.rasterize(path, clip: area, rule: rule, tolerance: tolerance)
        if let gradient {
            compositeGradient(gradient, into: &pixmap, area: area)
        } else {
            Compositor.composite(rasterizer, color: color, into: &pixmap, mask: mask)
        }
    }

    /// The rasterizer's coverage over `area` through the gradient's colours.
    private func compositeGradient(_ gradient: GradientRamp, into pixmap: inout Pixmap, area: PixelRect) {
        if gradientRow.count < area.width { gradientRow = [UInt32](repeating: 0, count: area.width) }
        let rasterizer = self.rasterizer, width = pixmap.width
        gradientRow.withUnsafeMutableBufferPointer { row in
            pixmap.withUnsafeMutableBytes { px in
                for y in area.y..<area.maxY {
                    let span = rasterizer.span(row: y).clamped(to: area.x..<area.maxX)
                    if span.isEmpty { continue }
                    gradient.fillRow(y: y, x0: span.lowerBound, count: span.count, into: row.baseAddress!)
                    SourceOver.blendRow(px.baseAddress! + (y * width + span.lowerBound) * 4, count: span.count,
                                        source: GradientCoverageSource(colors: row.baseAddress!,
                                                                       coverage: rasterizer.rowPointer(y, column: span.lowerBound)))
                }
            }
        }
    }

    /// Fills `path` (in pixels) with `color` through its coverage blurred by a Gaussian of
    /// standard deviation `sigma` pixels (a soft shadow). The coverage is rasterized over the
    /// path's pixels grown by the blur's reach (3 sigma) on every side, so nothing is cut
    /// before blurring, but no further than that reach beyond the pixels that can change
    /// (`blurredRegion`); only pixels inside `clip` change.
    package func drawBlurredPath(_ path: Path, color: PremultipliedColor, sigma: Double, into pixmap: inout Pixmap,
                                clip: PixelRect? = nil, gradient: GradientRamp? = nil,
                                tolerance: Double = Path.defaultTolerance) {
        let reach = GaussianBlur.radius(sigma: sigma)
        let ink = PixelRect(enclosing: path.bounds)
        let area = (clip ?? pixmap.bounds).intersection(pixmap.bounds).intersection(ink.grown(by: reach))
        let grown = Self.blurredRegion(path.bounds, sigma: sigma, clip: (clip ?? pixmap.bounds).intersection(pixmap.bounds))
        if area.isEmpty || (color.a == 0 && gradient == nil) || grown.isEmpty { return }
        rasterizer.rasterize(path, clip: grown, rule: .nonZero, tolerance: tolerance)
        let w = grown.width, h = grown.height
        if soft.count < w * h { soft = [Float](repeating: 0, count: w * h) }
        let rasterizer = self.rasterizer, blur = self.blur, width = pixmap.width
        soft.withUnsafeMutableBufferPointer { buf in
            let image = buf.baseAddress!
            image.update(repeating: 0, count: w * h)
            for y in grown.y..<grown.maxY {
                let span = rasterizer.span(row: y)
                if span.isEmpty { continue }
                (image + (y - grown.y) * w + (span.lowerBound - grown.x))
                    .update(from: rasterizer.rowPointer(y, column: span.lowerBound), count: span.count)
            }
            blur.blur(image, width: w, height: h, stride: w, sigma: sigma)
            if gradientRow.count < area.width { gradientRow = [UInt32](repeating: 0, count: area.width) }
            gradientRow.withUnsafeMutableBufferPointer { row in
                pixmap.withUnsafeMutableBytes { px in
                    for y in area.y..<area.maxY {
                        let coverage = image + (y - grown.y) * w + (area.x - grown.x)
                        let dst = px.baseAddress! + (y * width + area.x) * 4
                        if let gradient {
                            gradient.fillRow(y: y, x0: area.x, count: area.width, into: row.baseAddress!)
                            SourceOver.blendRow(dst, count: area.width,
                                                source: GradientCoverageSource(colors: row.baseAddress!, coverage: coverage))
                        } else {
                            SourceOver.blendRow(dst, count: area.width, source: CoverageSource(color: color, coverage: coverage))
                        }
                    }
                }
            }
        }
    }

    /// The pixels a blurred fill of a path with `bounds` rasterizes and blurs when only `clip` may
    /// change: its pixels grown by the blur's reach, within that reach of the clip. A texel
    /// farther from the clip reaches no pixel of it. A path inside the clip keeps its whole grown
    /// box (its pixels unchanged); one far larger than the clip costs the clip, not its size.
    package static func blurredRegion(_ bounds: Rect, sigma: Double, clip: PixelRect) -> PixelRect {
        let reach = GaussianBlur.radius(sigma: sigma)
        let grown = PixelRect(enclosing: bounds).grown(by: reach)
        let shown = grown.intersection(clip)
        return shown.isEmpty ? shown : grown.intersection(shown.grown(by: reach))
    }

    /// Composites the rasterizer's current coverage with `color` into `pixmap`.
    package static func composite(_ rasterizer: CoverageRasterizer, color: PremultipliedColor,
                                 into pixmap: inout Pixmap, mask: [Float]? = nil) {
        let clip = rasterizer.clip.intersection(
            PixelRect(x: 0, y: 0, width: pixmap.width, height: pixmap.height))
        if clip.isEmpty { return }
        let width = pixmap.width
        pixmap.withUnsafeMutableBytes { px in
            let base = px.baseAddress!
            for y in clip.y..<clip.maxY {
                let span = rasterizer.span(row: y).clamped(to: clip.x..<clip.maxX)
                if span.isEmpty { continue }
                let dst = base + (y * width + span.lowerBound) * 4
                let cov = UnsafePointer(rasterizer.rowPointer(y, column: span.lowerBound))
                if let mask {
                    mask.withUnsafeBufferPointer { m in
                        SourceOver.blendRow(dst, count: span.count, source: CoverageSource(
                            color: color, coverage: cov, mask: m.baseAddress! + span.lowerBound))
                    }
                } else {
                    SourceOver.blendRow(dst, count: span.count, source: CoverageSource(color: color, coverage: cov))
                }
            }
        }
    }
}
