// GradientRamp: a LinearGradientPaint made ready for pixels. The gradient's parameter is an
// affine function of the pixel, t = c + a (x + 0.5) + b (y + 0.5) at pixel centres, found by
// mapping three pixels back into the shape's points (so a scaled or sheared layer projects in
// its own points, as Core Graphics does). Colours are kept premultiplied in Float (c x a / 255,
// not rounded), interpolated linearly between stops, clamped to the end stops, and rounded once
// per pixel to an 8-bit premultiplied value: at a stop that is exactly RGBA8.premultiplied, and
// a fade to clear keeps its hue (premultiplied interpolation has no dark fringe).
// A row is filled into a caller's scratch of packed words (R | G << 8 | B << 16 | A << 24), then
// blended through GradientCoverageSource with the row's coverage: nothing is allocated a pixel.
// Reference twin: `referenceColor(at:)` maps the pixel centre through the inverse transform and
// interpolates in Double, stop by stop, as the definition reads.

import PickerRenderGeometry
import PickerRenderScene

package struct GradientRamp {
    let gradient: LinearGradientPaint
    /// Pixel -> the gradient's points.
    let inverse: Homography
    let a: Double, b: Double, c: Double
    /// Stop locations and premultiplied colours (0...255), in the order given.
    let locations: [Double]
    let colors: [SIMD4<Float>]

    /// nil when `toPixels` cannot be inverted (a shape drawn edge-on has no pixels anyway).
    package init?(_ gradient: LinearGradientPaint, toPixels: Homography) {
        guard let inv = toPixels.inverse, toPixels.isAffine else { return nil }
        self.gradient = gradient; inverse = inv
        func t(_ x: Double, _ y: Double) -> Double { gradient.location(of: inv.apply(Point(x, y)) ?? .zero) }
        let t0 = t(0, 0)
        a = t(1, 0) - t0; b = t(0, 1) - t0; c = t0
        locations = gradient.stops.map(\.location)
        colors = gradient.stops.map { s in
            let al = Float(s.color.a)
            return SIMD4(Float(s.color.r) * al / 255, Float(s.color.g) * al / 255, Float(s.color.b) * al / 255, al)
        }
    }

    /// Premultiplied colour (0...255 per component) at parameter t.
    @inline(__always)
    func color(at t: Double) -> SIMD4<Float> {
        let n = locations.count
        if t <= locations[0] { return colors[0] }
        if t >= locations[n - 1] { return colors[n - 1] }
        var i = 1
        while i < n && t > locations[i] { i += 1 }
        let span = locations[i] - locations[i - 1]
        guard span > 0 else { return colors[i] }
        let f = Float((t - locations[i - 1]) / span)
        return colors[i - 1] + (colors[i] - colors[i - 1]) * f
    }

    /// Packed 8-bit premultiplied colours of pixels x0..<x0+count of row y, into `out`.
    func fillRow(y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let rowT = c + b * (Double(y) + 0.5)
        var i = 0
        while i < count {
            out[i] = GradientRamp.pack(color(at: rowT + a * (Double(x0 + i) + 0.5)))
            i += 1
        }
    }

    /// Alpha (0...1) of pixels x0..<x0+count of row y, into `out`: a gradient used as a mask.
    func fillAlphaRow(y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<Float>) {
        let rowT = c + b * (Double(y) + 0.5)
        var i = 0
        while i < count {
            out[i] = color(at: rowT + a * (Double(x0 + i) + 0.5)).w / 255
            i += 1
        }
    }

    @inline(__always)
    static func pack(_ v: SIMD4<Float>) -> UInt32 {
        // Interpolated in float, a component may pass its alpha by an ulp: keep r, g, b <= a.
        let a = UInt32(v.w + 0.5)
        let r = Swift.min(UInt32(v.x + 0.5), a), g = Swift.min(UInt32(v.y + 0.5), a), b = Swift.min(UInt32(v.z + 0.5), a)
        return r | g << 8 | b << 16 | a << 24
    }

    // MARK: reference twin

    /// The premultiplied 8-bit colour of pixel (x, y): its centre mapped into the gradient's
    /// points, projected, and interpolated in Double between the two stops around it.
    package func referenceColor(x: Int, y: Int) -> PremultipliedColor {
        let p = inverse.apply(Point(Double(x) + 0.5, Double(y) + 0.5)) ?? .zero
        let t = gradient.location(of: p)
        let stops = gradient.stops
        func premul(_ s: LinearGradientPaint.Stop) -> [Double] {
            let a = Double(s.color.a)
            return [Double(s.color.r) * a / 255, Double(s.color.g) * a / 255, Double(s.color.b) * a / 255, a]
        }
        var v = premul(stops[stops.count - 1])
        if t <= stops[0].location {
            v = premul(stops[0])
        } else if let i = stops.indices.dropFirst().first(where: { t <= stops[$0].location }) {
            let lo = stops[i - 1], hi = stops[i]
            let span = hi.location - lo.location
            let f = span > 0 ? (t - lo.location) / span : 1
            v = zip(premul(lo), premul(hi)).map { $0 + ($1 - $0) * f }
        }
        let q = v.map { UInt8(($0 + 0.5).rounded(.down)) }
        return PremultipliedColor(r: q[0], g: q[1], b: q[2], a: q[3])
    }
}

/// A row of per-pixel colours (packed 8-bit premultiplied) through float coverage, quantised
/// once: S = colour x round(coverage x 255), as CoverageSource does for one colour.
package struct GradientCoverageSource: SourceOverRow {
    package let colors: UnsafePointer<UInt32>
    package let coverage: UnsafePointer<Float>
    package init(colors: UnsafePointer<UInt32>, coverage: UnsafePointer<Float>) {
        self.colors = colors; self.coverage = coverage
    }
    @inline(__always)
    package func sourcePixel(at i: Int) -> SIMD4<UInt32>? {
        let k = SourceOver.quantize(coverage[i])
        if k == 0 { return nil }
        let w = colors[i]
        return SIMD4(w & 0xFF, w >> 8 & 0xFF, w >> 16 & 0xFF, w >> 24) &* k
    }
}
