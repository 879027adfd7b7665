// Cases: what is timed. Each case is one call of a public API exactly as a user makes it.
// "kept": one PickerRenderer drawn with frame after frame (fonts open, glyph cache warm), as
// a snapshot suite or an animation would; "one-shot": a new renderer (fonts opened, cache
// cold) every call. Layout, rasterization and un-premultiplying are inside both. Inputs
// (value arrays, pickers, whose init indexes the values once, and the pixels the
// encode-alone cases encode) are built once, outside the timed region.
// Why: "encode alone" of the same pixels is the floor a render+encode call cannot beat; the
// 24-vs-1,000,000-value pair checks that rows are culled (cost must not grow with values).

import PickerRender
import PNGCodec

struct BenchCase {
    let key: String
    let label: String
    let run: () -> Void
}

/// Two-digit labels, as the demo's Hour wheel shows them.
func twoDigits(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }

/// Built once, before any timing.
struct Inputs {
    static let options = RenderOptions(scale: 3)

    /// The demo's Hour wheel: 0..<24, selection 7.
    let hours = WheelPicker(title: "Hour", values: Array(0..<24), selection: 7, text: twoDigits)

    /// 24 vs 1,000,000 values around the same selection, so the visible rows (499998...500002)
    /// and their text are identical: only the number of values differs.
    let small = WheelPicker(title: "N", values: Array(499_988..<500_012), selection: 500_000, text: { "\($0)" })
    let million = WheelPicker(title: "N", values: Array(0..<1_000_000), selection: 500_000,
                              text: { "\($0)" })

    let millionValues = Array(0..<1_000_000)
}

func mustRender<V>(_ p: WheelPicker<V>) -> RenderedImage {
    do { return try p.render(options: Inputs.options) } catch { fatalError("render failed: \(error)") }
}

func mustGallery() -> RenderedImage {
    do {
        let images = try Gallery.render(appearances: [.light], options: Inputs.options)
        precondition(images.count == 1, "Gallery.render(light) returned \(images.count) images")
        return images[0].image
    } catch { fatalError("Gallery.render failed: \(error)") }
}

func mustRenderer() -> PickerRenderer {
    do { return try PickerRenderer(options: Inputs.options) } catch { fatalError("renderer: \(error)") }
}

func mustPNG(_ image: RenderedImage) -> [UInt8] {
    do { return try image.pngData() } catch { fatalError("png failed: \(error)") }
}

/// The encode-alone floor: PNGCodec.encode on pixels rendered once, with the same pHYs that
/// RenderedImage.pngData() writes (72 x scale dpi).
func encodeOnly(_ pixels: RGBAImage, scale: Int) -> [UInt8] {
    do { return try PNGCodec.encode(pixels, pixelsPerMeter: PNGCodec.pixelsPerMeter(dpi: 72 * Double(scale))) }
    catch { fatalError("encode failed: \(error)") }
}

func makeCases(_ inputs: Inputs) -> [BenchCase] {
    let wheel = mustRender(inputs.hours)
    let wheelPixels = RGBAImage(width: wheel.width, height: wheel.height, pixels: wheel.rgba)
    let demo = mustGallery()
    let demoPixels = RGBAImage(width: demo.width, height: demo.height, pixels: demo.rgba)
    // Frames: one renderer kept across calls, as a snapshot suite or an animation keeps it
    // (fonts open, glyph cache warm). One-shot: a new renderer (fonts, cache) every call.
    let renderer = mustRenderer()
    let frame = { (p: WheelPicker<Int>) -> RenderedImage in
        do { return try p.render(using: renderer) } catch { fatalError("render failed: \(error)") }
    }
    let demoFrame = { () -> RenderedImage in
        do { return renderer.render(try Gallery.scene(demo: "wheel", using: renderer)) } catch { fatalError("demo failed: \(error)") }
    }

    return [
        BenchCase(key: "wheel.frame", label: "wheel @3x  render (kept renderer)") { consume(frame(inputs.hours).rgba) },
        BenchCase(key: "wheel.frame+png", label: "wheel @3x  render + PNG (kept)") { consume(mustPNG(frame(inputs.hours))) },
        BenchCase(key: "wheel.render+png", label: "wheel @3x  render + PNG (one-shot)") { consume(mustPNG(mustRender(inputs.hours))) },
        BenchCase(key: "wheel.png", label: "wheel @3x  PNG encode alone") { consume(encodeOnly(wheelPixels, scale: 3)) },

        BenchCase(key: "demo.frame", label: "demo @3x  render (kept renderer)") { consume(demoFrame().rgba) },
        BenchCase(key: "demo.frame+png", label: "demo @3x  render + PNG (kept)") { consume(mustPNG(demoFrame())) },
        BenchCase(key: "demo.render+png", label: "demo @3x  render + PNG (Gallery, one-shot)") { consume(mustPNG(mustGallery())) },
        BenchCase(key: "demo.png", label: "demo @3x  PNG encode alone") { consume(encodeOnly(demoPixels, scale: 3)) },

        BenchCase(key: "n24.frame", label: "24 values  render (kept)") { consume(frame(inputs.small).rgba) },
        BenchCase(key: "n1M.frame", label: "1,000,000 values  render (kept)") { consume(frame(inputs.million).rgba) },
        BenchCase(key: "n24.render", label: "24 values  render (one-shot)") { consume(mustRender(inputs.small).rgba) },
        BenchCase(key: "n1M.render", label: "1,000,000 values  render (one-shot)") { consume(mustRender(inputs.million).rgba) },
    ]
}
