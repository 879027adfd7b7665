// Cases: what is timed. Each case is one call of a public API exactly as a user makes it, so
// every per-call cost (option validation, WheelPicker's uniqueness Set and label mapping over
// all values, a new PickerRenderer/TextEngine that opens the fonts, layout, rasterization,
// un-premultiplying) is inside the measurement. Inputs (value arrays, pickers, the pixels
// the encode-alone cases encode) are built once, outside the timed region.
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

    /// 24 vs 1,000,000 values, selection in the middle, labels as a user writes them ("\(v)").
    let small = WheelPicker(title: "N", values: Array(0..<24), selection: 12, text: { "\($0)" })
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
    let values = inputs.millionValues
    let middle = 500_000

    return [
        BenchCase(key: "wheel.render", label: "wheel @3x  render") { consume(mustRender(inputs.hours).rgba) },
        BenchCase(key: "wheel.render+png", label: "wheel @3x  render + PNG") { consume(mustPNG(mustRender(inputs.hours))) },
        BenchCase(key: "wheel.png", label: "wheel @3x  PNG encode alone") { consume(encodeOnly(wheelPixels, scale: 3)) },

        BenchCase(key: "demo.render", label: "demo @3x  render (Gallery)") { consume(mustGallery().rgba) },
        BenchCase(key: "demo.render+png", label: "demo @3x  render + PNG") { consume(mustPNG(mustGallery())) },
        BenchCase(key: "demo.png", label: "demo @3x  PNG encode alone") { consume(encodeOnly(demoPixels, scale: 3)) },

        BenchCase(key: "n24.render", label: "24 values  render") { consume(mustRender(inputs.small).rgba) },
        BenchCase(key: "n1M.render", label: "1,000,000 values  render") { consume(mustRender(inputs.million).rgba) },

        // Replicas of WheelPicker.model(width:offset:)'s O(values) steps, written out here
        // (that method is internal). They run specialized for Int, while the library's
        // generic WheelPicker<Int> code is not specialized for the bench's type, so these
        // are lower bounds of what the library pays; callgrind gives the exact split.
        BenchCase(key: "n1M.set", label: "1M: uniqueness Set (replica)") {
            var seen = Set<Int>()
            for v in values where !seen.insert(v).inserted { fatalError("duplicate \(v)") }
            sink &+= UInt64(seen.count)
        },
        BenchCase(key: "n1M.labels", label: "1M: values.map(text) (replica)") {
            let labels = values.map { "\($0)" }
            sink &+= UInt64(labels.count) &+ UInt64(labels[middle].utf8.count)
        },
        BenchCase(key: "n1M.index", label: "1M: firstIndex(of:) (replica)") {
            sink &+= UInt64(values.firstIndex(of: middle) ?? 0)
        },
    ]
}
