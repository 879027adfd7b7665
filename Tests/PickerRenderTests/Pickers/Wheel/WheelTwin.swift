// WheelTwin: a second, independent renderer of the SwiftUI wheel, written from its formulas
// (docs/architecture.md §3, §10) and nothing of the package's geometry or raster code, so
// the package's wheel can be checked against it pixel by pixel. What it shares with the package
// is only the text: each row's label is drawn flat by the package (a Picture of that Text alone)
// and the twin maps it itself:
// - rows: top on the pixel grid, position clamp((midY - h/2) / (h/2), -1, 1); the row's box is
//   turned by rotation3DEffect (translate(c) · perspective(d = max(W, H) / perspective) ·
//   rotateX(tilt x position) · translate(-c), as a 3x3 matrix on the plane z = 0), then scaled by
//   1 - scaleFalloff |position| about its centre and faded by 1 - opacityFalloff |position|;
//   each destination pixel centre goes back through the inverse matrix into the flat text
//   image and is sampled bilinearly (premultiplied, transparent outside).
// - band: full width, row height tall, its top on the grid at (h - rowHeight) / 2, filled with
//   its colour; its outline is built from Apple's continuous corner (§10's control points,
//   blended toward a quarter circle split at 21.7 and 68.3 degrees when 1.52866 r exceeds half
//   the height), a capsule's half circles or a rectangle, and its coverage is exact across each
//   of 16 sub-rows a pixel.
// - compositing: straight source-over on 8-bit sRGB values, rows after the band.
// Dynamic Type is the default (large), where the row height is the constant itself.

import Foundation
import PickerRender

struct WheelTwin {
    var texts: [String]
    var selected: Int
    var offset = 0.0
    var visibleRows = 5
    var width = 171.0
    var scale = 3
    var tilt = -62.0, perspective = 0.55, scaleFalloff = 0.12, opacityFalloff = 0.72, rowHeight = 44.0
    var bandShape = ControlShape.roundedRectangle, bandCornerRadius = 12.0
    var bandColor = SemanticColor.quaternary.resolved(.light)
    var textColor = ColorSpec.primary
    var background = SemanticColor.systemGroupedBackground.resolved(.light)

    /// A 3x3 matrix acting on column vectors (x, y, 1).
    struct Matrix {
        var m: [Double]
        static func * (a: Matrix, b: Matrix) -> Matrix {
            var r = [Double](repeating: 0, count: 9)
            for i in 0..<3 { for j in 0..<3 { for k in 0..<3 { r[i * 3 + j] += a.m[i * 3 + k] * b.m[k * 3 + j] } } }
            return Matrix(m: r)
        }
        static func translate(_ x: Double, _ y: Double) -> Matrix { Matrix(m: [1, 0, x, 0, 1, y, 0, 0, 1]) }
        static func scale(_ k: Double) -> Matrix { Matrix(m: [k, 0, 0, 0, k, 0, 0, 0, 1]) }
        func apply(_ x: Double, _ y: Double) -> (Double, Double) {
            let w = m[6] * x + m[7] * y + m[8]
            return ((m[0] * x + m[1] * y + m[2]) / w, (m[3] * x + m[4] * y + m[5]) / w)
        }
        /// The inverse by the adjugate.
        var inverse: Matrix {
            let a = m
            let c0 = a[4] * a[8] - a[5] * a[7], c1 = a[5] * a[6] - a[3] * a[8], c2 = a[3] * a[7] - a[4] * a[6]
            let det = a[0] * c0 + a[1] * c1 + a[2] * c2
            let adj = [c0, a[2] * a[7] - a[1] * a[8], a[1] * a[5] - a[2] * a[4],
                       c1, a[0] * a[8] - a[2] * a[6], a[2] * a[3] - a[0] * a[5],
                       c2, a[1] * a[6] - a[0] * a[7], a[0] * a[4] - a[1] * a[3]]
            return Matrix(m: adj.map { $0 / det })
        }
    }

    /// Straight RGBA, opaque, built on the background.
    struct Canvas {
        let width: Int, height: Int
        var rgba: [Double]
        init(width: Int, height: Int, fill c: Color) {
            self.width = width; self.height = height
            rgba = [Double](repeating: 255, count: width * height * 4)
            for i in stride(from: 0, to: rgba.count, by: 4) { rgba[i] = Double(c.r); rgba[i + 1] = Double(c.g); rgba[i + 2] = Double(c.b) }
        }
        /// Source-over of a straight colour at `alpha` (0...1).
        mutating func blend(_ x: Int, _ y: Int, r: Double, g: Double, b: Double, alpha: Double) {
            guard x >= 0, y >= 0, x < width, y < height, alpha > 0 else { return }
            let i = (y * width + x) * 4
            rgba[i] = r * alpha + rgba[i] * (1 - alpha)
            rgba[i + 1] = g * alpha + rgba[i + 1] * (1 - alpha)
            rgba[i + 2] = b * alpha + rgba[i + 2] * (1 - alpha)
        }
        var image: RGBAImage {
            RGBAImage(width: width, height: height, pixels: rgba.map { UInt8(max(0, min(255, $0.rounded()))) })
        }
    }

    func grid(_ v: Double) -> Double { (v * Double(scale) + 0.5).rounded(.down) / Double(scale) }

    func render() throws -> RGBAImage {
        let s = Double(scale)
        let height = rowHeight * Double(max(1, min(visibleRows, 15)))
        var canvas = Canvas(width: Int((width * s).rounded(.up)), height: Int((height * s).rounded(.up)), fill: background)
        drawBand(into: &canvas, top: grid((height - rowHeight) / 2))
        let position = Double(selected) + offset
        for i in texts.indices {
            let top = grid(height / 2 + (Double(i) - position) * rowHeight - rowHeight / 2)
            guard top + rowHeight > 0, top < height else { continue }
            try drawRow(texts[i], top: top, wheelHeight: height, into: &canvas)
        }
        return canvas.image
    }

    // MARK: rows

    func drawRow(_ text: String, top: Double, wheelHeight h: Double, into canvas: inout Canvas) throws {
        let s = Double(scale), W = width, H = rowHeight
        let position = min(max((top + H / 2 - h / 2) / (h / 2), -1), 1)
        let a = tilt * position * Double.pi / 180
        let k = 1 - scaleFalloff * abs(position)
        let opacity = 1 - opacityFalloff * abs(position)
        let d = max(W, H) / perspective
        let turn = Matrix(m: [1, 0, 0, 0, cos(a), 0, 0, -sin(a) / d, 1])
        let toWheel = Matrix.translate(0, top) * .translate(W / 2, H / 2) * .scale(k) * turn * .translate(-W / 2, -H / 2)
        let back = toWheel.inverse
        // The label, drawn flat by the package's text rendering, centred in the row on the grid.
        var options = RenderOptions(scale: scale)
        options.background = .transparent
        let flat = try Picture(options: options, content: Text(text).font(.title3).fontWeight(.semibold).monospacedDigit()
            .foregroundStyle(textColor)).render().image
        let tx = grid((W - Double(flat.width) / s) / 2), ty = grid((H - Double(flat.height) / s) / 2)
        let premultiplied = flat.pixels.enumerated().map { j, v -> Double in
            j % 4 == 3 ? Double(v) : Double(v) * Double(flat.pixels[j | 3]) / 255
        }
        // Destination pixels inside the mapped text rectangle's bounds.
        let corners = [(tx, ty), (tx + Double(flat.width) / s, ty), (tx, ty + Double(flat.height) / s),
                       (tx + Double(flat.width) / s, ty + Double(flat.height) / s)].map { toWheel.apply($0.0, $0.1) }
        let x0 = max(0, Int((corners.map(\.0).min()! * s).rounded(.down)) - 1)
        let x1 = min(canvas.width - 1, Int((corners.map(\.0).max()! * s).rounded(.up)) + 1)
        let y0 = max(0, Int((corners.map(\.1).min()! * s).rounded(.down)) - 1)
        let y1 = min(canvas.height - 1, Int((corners.map(\.1).max()! * s).rounded(.up)) + 1)
        guard x0 <= x1, y0 <= y1 else { return }
        for py in y0...y1 {
            for px in x0...x1 {
                let (lx, ly) = back.apply((Double(px) + 0.5) / s, (Double(py) + 0.5) / s)
                let sample = bilinear(premultiplied, width: flat.width, height: flat.height,
                                      u: (lx - tx) * s - 0.5, v: (ly - ty) * s - 0.5)
                let alpha = sample.3 / 255
                guard alpha > 0 else { continue }
                canvas.blend(px, py, r: sample.0 / alpha, g: sample.1 / alpha, b: sample.2 / alpha, alpha: alpha * opacity)
            }
        }
    }

    /// Bilinear sample of premultiplied RGBA at pixel-centre coordinates (u, v); 0 outside.
    func bilinear(_ p: [Double], width: Int, height: Int, u: Double, v: Double) -> (Double, Double, Double, Double) {
        let fx = u.rounded(.down), fy = v.rounded(.down)
        let ix = Int(fx), iy = Int(fy), wx = u - fx, wy = v - fy
        var out = (0.0, 0.0, 0.0, 0.0)
        for (dx, dy, w) in [(0, 0, (1 - wx) * (1 - wy)), (1, 0, wx * (1 - wy)), (0, 1, (1 - wx) * wy), (1, 1, wx * wy)] {
            let x = ix + dx, y = iy + dy
            guard x >= 0, y >= 0, x < width, y < height, w > 0 else { continue }
            let i = (y * width + x) * 4
            out.0 += p[i] * w; out.1 += p[i + 1] * w; out.2 += p[i + 2] * w; out.3 += p[i + 3] * w
        }
        return out
    }
}
