// Cases: what is timed. Each case is one call of a public API exactly as a user makes it.
// "kept": one PickerRenderer drawn with frame after frame (fonts open, glyph cache warm), as
// a snapshot suite or an animation would; "one-shot": a new renderer every call, which
// borrows an idle engine (fonts open, caches warm) from EnginePool, so the pair's
// ratio measures what a one-shot call still pays (target <= 1.05). Layout, rasterization and un-premultiplying are inside both. Inputs
// (value arrays, pickers, whose init indexes the values once, and the pixels the
// encode-alone cases encode) are built once, outside the timed region.
// Why: "encode alone" of the same pixels is the floor a render+encode call cannot beat; the
// 24-vs-1,000,000-value pair checks that rows are culled (cost must not grow with values);
// the 161-vs-20,000-tick ruler pair checks the same for ticks; the composed-vs-built-in wheel
// pair what a picker written with the general vocabulary costs over the built-in one; the pair
// of blurs of 5 and 200 pt on one 400-pt frame at @3x that a blur's time does not grow with its
// radius (the wide one's spread is cut to the canvas, LayerPlan, and is blurred by BoxBlur).

import PickerRender
import PickerRenderPNG

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

    /// The ruler demo's ruler: 40...120 step 0.5 (161 ticks), value 62.
    let ruler = RulerScrollPicker(title: "Weight in kilograms", value: 62, range: 40...120, step: 0.5)

    /// 161 vs 20,000 ticks (the scale's cap) drawing the same picture. 40...120 at 62 would
    /// show two-digit labels (55 ... 70) and 0...19999 five-digit ones, so label shaping and
    /// ink would differ along with the tick count. Instead both select 10080 with step 1:
    /// 10000...10160 (161 ticks, index 80) and 0...19999 (20,000 ticks, index 10080). Major
    /// (every 10th) and middle ticks fall on the same values, so the visible ticks, their
    /// positions and the labels (10,070 10,080 10,090) are identical: only the count differs.
    /// The bench checks that both render the same pixels before timing them.
    let ticks161 = RulerScrollPicker(title: "N", value: 10_080, range: 10_000...10_160, step: 1)
    let ticks20k = RulerScrollPicker(title: "N", value: 10_080, range: 0...19_999, step: 1)

    /// The adapted wheel twice: written as a general composition (a component of the documented
    /// spec file: ZStack, band, ScrollView over ForEach, the rows' effects as expressions), and
    /// as the built-in WheelPicker with the same constants. They draw the same pixels (checked
    /// before timing); the pair measures what the general path costs.
    let composedWheel: Picture = {
        do {
            var p = try Picture(contentsOfFile: "docs/examples/adapted-wheel.json")
            p.options = RenderOptions(scale: 3, background: .color(.systemGroupedBackground))
            return p
        } catch { fatalError("docs/examples/adapted-wheel.json (run from the package's folder): \(error)") }
    }()
    /// A 400 x 400 pt circle blurred by `radius` points at @3x, on white.
    static func blurred(_ radius: Int) -> Picture {
        let json = ##"{"scale": 3, "background": "#FFFFFF", "content": {"type": "blur", "radius": \##(radius), "content": "##
            + #"{"type": "frame", "width": 400, "height": 400, "content": {"type": "circle", "fill": "blue"}}}}"#
        do { return try Picture(json: Array(json.utf8)) } catch { fatalError("blur picture: \(error)") }
    }
    let blur5 = Inputs.blurred(5), blur200 = Inputs.blurred(200)

    let builtInWheel: Picture = {
        var w = WheelPicker(title: "Hour", range: 0...23, format: "%02d", selection: 7)
        w.tilt = -45; w.perspective = 0.4; w.opacityFalloff = 0.5; w.rowHeight = 50; w.bandCornerRadius = 20
        return Picture(width: 171, options: RenderOptions(scale: 3, background: .color(.systemGroupedBackground)), content: w)
    }()
}

func mustRender(_ p: some PickerControl) -> RenderedImage {
    do { return try p.render(options: Inputs.options) } catch { fatalError("render failed: \(error)") }
}

/// The wheel demo, one-shot: a new PickerRenderer (fonts opened) and the demo's scene, which
/// is what Gallery.render does for each appearance. Gallery.render itself now draws every demo
/// (wheel and ruler) per appearance, so timing it would no longer be the wheel demo alone.
func mustGallery() -> RenderedImage {
    do {
        let renderer = try PickerRenderer(options: Inputs.options)
        return renderer.render(try Gallery.scene(demo: "wheel", using: renderer))
    } catch { fatalError("wheel demo failed: \(error)") }
}

func mustRulerDemo(_ renderer: PickerRenderer) -> RenderedImage {
    do { return renderer.render(try Gallery.scene(demo: "ruler", using: renderer)) } catch { fatalError("ruler demo failed: \(error)") }
}

func mustRenderer() -> PickerRenderer {
    do { return try PickerRenderer(options: Inputs.options) } catch { fatalError("renderer: \(error)") }
}

/// A one-shot's renderer alone: made with the bench's options and dropped at once.
func mustRendererOptions() -> [UInt8] {
    let renderer = mustRenderer()
    return [UInt8(truncatingIfNeeded: renderer.options.scale)]
}

func mustPNG(_ image: RenderedImage) -> [UInt8] {
    do { return try image.pngData() } catch { fatalError("png failed: \(error)") }
}

/// The encode-alone floor: PNGCodec.encode on pixels rendered once, with the same pHYs that
/// RenderedImage.pngData() writes (72 x scale dpi). On one core (no segment helpers), as libpng
/// is: the encoder comparison is one core against one core.
func encodeOnly(_ pixels: RGBAImage, scale: Int) -> [UInt8] {
    do {
        return try PNGCodec.withEncodeHelpers(0) { () throws(PNGError) in
            try PNGCodec.encode(pixels, pixelsPerMeter: PNGCodec.pixelsPerMeter(dpi: 72 * Double(scale)))
        }
    } catch { fatalError("encode failed: \(error)") }
}

func makeCases(_ inputs: Inputs) -> (cases: [BenchCase], encoders: [EncoderComparison]) {
    let wheel = mustRender(inputs.hours)
    let wheelPixels = wheel.image
    let demo = mustGallery()
    let demoPixels = demo.image
    // Frames: one renderer kept across calls, as a snapshot suite or an animation keeps it
    // (fonts open, glyph cache warm). One-shot: a new renderer (fonts, cache) every call.
    let renderer = mustRenderer()
    let frame = { (p: WheelPicker) -> RenderedImage in
        do { return try p.render(using: renderer) } catch { fatalError("render failed: \(error)") }
    }
    let demoFrame = { () -> RenderedImage in
        do { return renderer.render(try Gallery.scene(demo: "wheel", using: renderer)) } catch { fatalError("demo failed: \(error)") }
    }
    let rulerFrame = { (r: RulerScrollPicker) -> RenderedImage in
        do { return try r.render(using: renderer) } catch { fatalError("ruler render failed: \(error)") }
    }
    let ruler = rulerFrame(inputs.ruler)
    let rulerPixels = ruler.image
    let rulerDemo = mustRulerDemo(renderer)
    let rulerDemoPixels = rulerDemo.image
    let pictureFrame = { (p: Picture) -> RenderedImage in
        do { return try p.render(using: renderer) } catch { fatalError("picture render failed: \(error)") }
    }
    precondition(pictureFrame(inputs.composedWheel) == pictureFrame(inputs.builtInWheel),
                 "the composed and the built-in adapted wheel must draw the same pixels to be comparable")
    precondition(rulerFrame(inputs.ticks161) == rulerFrame(inputs.ticks20k),
                 "161- and 20,000-tick rulers must draw the same pixels to be comparable")
    let encoders = [EncoderComparison(name: "demo", pixels: demoPixels),
                    EncoderComparison(name: "wheel", pixels: wheelPixels),
                    EncoderComparison(name: "ruler", pixels: rulerPixels)]

    let cases = [
        BenchCase(key: "wheel.frame", label: "wheel @3x  render (kept renderer)") { consume(frame(inputs.hours).image.pixels) },
        BenchCase(key: "wheel.render", label: "wheel @3x  render (one-shot)") { consume(mustRender(inputs.hours).image.pixels) },
        // What a one-shot call pays besides the drawing: a renderer made (an engine borrowed from
        // the pool) and dropped (the engine given back).
        BenchCase(key: "renderer.new", label: "PickerRenderer made and dropped") { consume(mustRendererOptions()) },
        BenchCase(key: "wheel.frame+png", label: "wheel @3x  render + PNG (kept)") { consume(mustPNG(frame(inputs.hours))) },
        BenchCase(key: "wheel.render+png", label: "wheel @3x  render + PNG (one-shot)") { consume(mustPNG(mustRender(inputs.hours))) },
        BenchCase(key: "wheel.png", label: "wheel @3x  PNG encode alone") { consume(encodeOnly(wheelPixels, scale: 3)) },

        BenchCase(key: "demo.frame", label: "demo @3x  render (kept renderer)") { consume(demoFrame().image.pixels) },
        BenchCase(key: "demo.frame+png", label: "demo @3x  render + PNG (kept)") { consume(mustPNG(demoFrame())) },
        BenchCase(key: "demo.render+png", label: "demo @3x  render + PNG (one-shot)") { consume(mustPNG(mustGallery())) },
        BenchCase(key: "demo.png", label: "demo @3x  PNG encode alone") { consume(encodeOnly(demoPixels, scale: 3)) },

        BenchCase(key: "ruler.frame", label: "ruler @3x  render (kept renderer)") { consume(rulerFrame(inputs.ruler).image.pixels) },
        BenchCase(key: "ruler.frame+png", label: "ruler @3x  render + PNG (kept)") { consume(mustPNG(rulerFrame(inputs.ruler))) },
        BenchCase(key: "ruler.render+png", label: "ruler @3x  render + PNG (one-shot)") { consume(mustPNG(mustRender(inputs.ruler))) },
        BenchCase(key: "ruler.png", label: "ruler @3x  PNG encode alone") { consume(encodeOnly(rulerPixels, scale: 3)) },

        BenchCase(key: "rdemo.frame", label: "ruler demo @3x  render (kept)") { consume(mustRulerDemo(renderer).image.pixels) },
        BenchCase(key: "rdemo.frame+png", label: "ruler demo @3x  render + PNG (kept)") { consume(mustPNG(mustRulerDemo(renderer))) },
        BenchCase(key: "rdemo.png", label: "ruler demo @3x  PNG encode alone") { consume(encodeOnly(rulerDemoPixels, scale: 3)) },

        BenchCase(key: "t161.frame", label: "161 ticks  render (kept)") { consume(rulerFrame(inputs.ticks161).image.pixels) },
        BenchCase(key: "t20k.frame", label: "20,000 ticks  render (kept)") { consume(rulerFrame(inputs.ticks20k).image.pixels) },

        BenchCase(key: "cwheel.frame", label: "composed wheel @3x  render (kept)") { consume(pictureFrame(inputs.composedWheel).image.pixels) },
        BenchCase(key: "bwheel.frame", label: "built-in wheel @3x  render (kept)") { consume(pictureFrame(inputs.builtInWheel).image.pixels) },

        BenchCase(key: "blur.r5", label: "blur 5 pt, 400 pt @3x  render (kept)") { consume(pictureFrame(inputs.blur5).image.pixels) },
        BenchCase(key: "blur.r200", label: "blur 200 pt, 400 pt @3x  render (kept)") { consume(pictureFrame(inputs.blur200).image.pixels) },

        BenchCase(key: "n24.frame", label: "24 values  render (kept)") { consume(frame(inputs.small).image.pixels) },
        BenchCase(key: "n1M.frame", label: "1,000,000 values  render (kept)") { consume(frame(inputs.million).image.pixels) },
        BenchCase(key: "n24.render", label: "24 values  render (one-shot)") { consume(mustRender(inputs.small).image.pixels) },
        BenchCase(key: "n1M.render", label: "1,000,000 values  render (one-shot)") { consume(mustRender(inputs.million).image.pixels) },
    ]
    return (cases + encoders.map(\.yardstickCase), encoders)
}
