// DiffPanels: the failure picture "expected | diff | actual", side by side under a caption band
// drawn with the package's bundled font (the project's own text engine and rasterizer).
// Design and invariants:
// - Panels keep their own sizes (a size mismatch still shows both images); the canvas is as tall
//   as the tallest panel plus the caption band, and opaque: translucent panel pixels are shown
//   over a light checkerboard, so transparency is visible in any viewer.
// - A missing panel (no reference, or sizes that cannot be compared) is drawn as a grey box with
//   its caption saying why. If the fonts cannot be loaded the captions are left out; the panels
//   are still drawn (an artifact must never hide the failure it documents).
// - Deterministic: the same inputs give the same pixels.

import PickerRenderGeometry
import PickerRenderPNG
import PickerRenderRaster
import PickerRenderScene
import PickerRenderText

enum DiffPanels {
    struct Panel {
        var image: RGBAImage?
        var caption: String
        /// Size of the grey placeholder when `image` is nil.
        var placeholderWidth: Int
        var placeholderHeight: Int
    }

    static let background: (UInt8, UInt8, UInt8) = (242, 242, 247)

    static func compose(_ panels: [Panel]) -> RGBAImage {
        let widths = panels.map { $0.image?.width ?? $0.placeholderWidth }
        let heights = panels.map { $0.image?.height ?? $0.placeholderHeight }
        let widest = max(1, widths.max() ?? 1)
        let gap = max(8, min(32, widest / 40))
        let fontPixels = Double(max(14, min(48, widest / 14)))
        let band = Int((fontPixels * 1.7).rounded(.up))
        let width = widths.reduce(0, +) + gap * (panels.count + 1)
        let height = band + (heights.max() ?? 0) + gap

        var px = [UInt8](repeating: 255, count: width * height * 4)
        for i in 0..<(width * height) {
            px[i * 4] = background.0; px[i * 4 + 1] = background.1; px[i * 4 + 2] = background.2
        }
        var x = gap
        var xs: [Int] = []
        for (k, panel) in panels.enumerated() {
            xs.append(x)
            if let img = panel.image {
                blit(img, into: &px, canvasWidth: width, atX: x, y: band)
            } else {
                fill(&px, canvasWidth: width, x: x, y: band, w: widths[k], h: heights[k], grey: 200)
            }
            x += widths[k] + gap
        }
        if let captions = captionBand(panels.map(\.caption), xs: xs, widths: widths, width: width,
                                      height: band, fontPixels: fontPixels) {
            for i in 0..<(width * band * 4) { px[i] = captions[i] }
        }
        return RGBAImage(width: width, height: height, pixels: px)
    }

    /// Straight-alpha `img` over an 8-pixel checkerboard, into the opaque canvas.
    static func blit(_ img: RGBAImage, into px: inout [UInt8], canvasWidth: Int, atX x0: Int, y y0: Int) {
        img.pixels.withUnsafeBufferPointer { src in
            px.withUnsafeMutableBufferPointer { dst in
                for y in 0..<img.height {
                    for x in 0..<img.width {
                        let s = (y * img.width + x) * 4
                        let d = ((y0 + y) * canvasWidth + x0 + x) * 4
                        let a = UInt32(src[s + 3])
                        let check: UInt32 = ((x / 8 + y / 8) % 2 == 0) ? 255 : 224
                        for c in 0..<3 {
                            dst[d + c] = UInt8((UInt32(src[s + c]) * a + check * (255 - a) + 127) / 255)
                        }
                        dst[d + 3] = 255
                    }
                }
            }
        }
    }

    static func fill(_ px: inout [UInt8], canvasWidth: Int, x: Int, y: Int, w: Int, h: Int, grey: UInt8) {
        for yy in y..<(y + h) {
            for xx in x..<(x + w) {
                let d = (yy * canvasWidth + xx) * 4
                px[d] = grey; px[d + 1] = grey; px[d + 2] = grey; px[d + 3] = 255
            }
        }
    }

    /// The caption band as straight RGBA (width x height), or nil when the fonts are unavailable.
    static func captionBand(_ captions: [String], xs: [Int], widths: [Int], width: Int, height: Int,
                            fontPixels: Double) -> [UInt8]? {
        guard let engine = try? TextEngine() else { return nil }
        let font = Font(pointSize: fontPixels, weight: .semibold)
        var items: [Node] = []
        for (k, caption) in captions.enumerated() {
            let line = engine.layoutLine(caption, font: font, maxWidth: Double(max(widths[k], 1)),
                                         minimumScaleFactor: 0.5, displayScale: 1)
            let top = ((Double(height) - line.height) / 2).rounded(.down)
            let frame = Rect(x: Double(xs[k]), y: top, width: line.frameWidth, height: line.height)
            items.append(.text(TextItem(string: caption, origin: Point(Double(xs[k]), top + line.baseline),
                                        frame: frame, line: line, color: Color(28, 28, 30))))
        }
        let scene = Scene(size: Size(Double(width), Double(height)), scale: 1,
                          background: Color(background.0, background.1, background.2), children: items)
        return SceneRenderer(engine: engine).renderStraightRGBA(scene)
    }
}
