// EncoderComparison: PNGCodec.encode (the flat-picture encoder) against libpng at its default
// settings (PNGCodec.encodeWithLibpngDefaults, the yardstick the flat encoder was measured against)
// on the same pixels, for the wheel demo @3x (1206 x 2622), the wheel @3x (513 x 660) and the ruler
// @3x (1206 x 234). Both encoders are cases of the same interleaved run, so the time ratio is taken
// per round (shared-machine noise mostly cancels); the sizes are exact (both are
// deterministic). Targets (reported, never asserted): time new / libpng <= 1/3 (3 x faster),
// size new / libpng <= 1.00.

import PickerRenderPNG

struct EncoderComparison {
    let name: String
    let pixels: RGBAImage

    /// The case that times PNGCodec.encode on these pixels (defined in Cases.swift).
    var newKey: String { "\(name).png" }
    var yardstickKey: String { "\(name).png.libpng" }

    var yardstickCase: BenchCase {
        BenchCase(key: yardstickKey, label: "\(name) @3x  PNG libpng defaults") {
            consume(encodeWithLibpngDefaults(pixels, scale: 3))
        }
    }
}

/// The yardstick with the same pHYs as encodeOnly (72 x scale dpi).
func encodeWithLibpngDefaults(_ pixels: RGBAImage, scale: Int) -> [UInt8] {
    do { return try PNGCodec.encodeWithLibpngDefaults(pixels, pixelsPerMeter: PNGCodec.pixelsPerMeter(dpi: 72 * Double(scale))) }
    catch { fatalError("libpng encode failed: \(error)") }
}

func reportEncoders(_ comparisons: [EncoderComparison], _ s: Samples) {
    let ran = comparisons.filter { s.ms[$0.newKey] != nil && s.ms[$0.yardstickKey] != nil }
    guard !ran.isEmpty else { return }
    say("")
    say("PNG encoder against libpng's defaults, same pixels, same run (per-round median of ratios):")
    say(pad("picture", 24) + pad("new ms", 9, right: true) + pad("libpng ms", 11, right: true)
          + pad("time ratio", 12, right: true) + pad("speed-up", 10, right: true)
          + pad("new B", 9, right: true) + pad("libpng B", 10, right: true) + pad("size ratio", 12, right: true))
    for c in ran {
        let time = Stats(roundRatios(s, c.newKey, c.yardstickKey)).median
        let newSize = encodeOnly(c.pixels, scale: 3).count
        let oldSize = encodeWithLibpngDefaults(c.pixels, scale: 3).count
        let size = Double(newSize) / Double(oldSize)
        let picture = "\(c.name) \(c.pixels.width) x \(c.pixels.height)"
        say(pad(picture, 24) + pad(fmt(Stats(s.ms[c.newKey]!).median, 2), 9, right: true)
              + pad(fmt(Stats(s.ms[c.yardstickKey]!).median, 2), 11, right: true)
              + pad(fmt(time, 3), 12, right: true) + pad(fmt(1 / time, 2) + " x", 10, right: true)
              + pad("\(newSize)", 9, right: true) + pad("\(oldSize)", 10, right: true)
              + pad(fmt(size, 3), 12, right: true))
        say("  \(c.name): at least 3 x faster: \(time <= 1.0 / 3 ? "yes" : "NO"); no larger: \(size <= 1 ? "yes" : "NO")")
    }
}
