// PickerInputFuzzer: libFuzzer target for the library APIs that take a user's numbers and words
// today: CustomWeightPicker's configuration and value (validated(), then every value
// derived from them), RulerScrollPickerScale, Background(parsing:), and the scenes (layout, no
// rasterizing) of the weight ruler, the wheel, the ruler and the system wheel for fuzzed widths,
// offsets, row counts, ranges and steps: each must be a scene or a PickerError, never a trap.
// Nothing here may trap for any input; when validated() accepts, the derived values must be in
// range. The CLI's argument parser and the picture-spec parser are not in a library yet (the
// lead is moving them); their targets belong here once they are.
// Input layout: 8 little-endian 64-bit words (missing bytes are 0), then UTF-8 text.

import FuzzDriver
import PickerRender

/// One renderer for the process (fonts loaded once), at @1x to keep scenes small.
nonisolated(unsafe) let renderer = try! PickerRenderer(options: RenderOptions(scale: 1))

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    func word(_ i: Int) -> UInt64 {
        (0..<8).reduce(UInt64(0)) { acc, k in
            let at = i * 8 + k
            return acc | (at < bytes.count ? UInt64(bytes[at]) << (8 * UInt64(k)) : 0)
        }
    }
    // Whole numbers: sometimes small, sometimes anything (the overflow cases).
    func int(_ i: Int) -> Int {
        let w = word(i)
        return w & 1 == 0 ? Int(truncatingIfNeeded: w >> 1) : Int(truncatingIfNeeded: w >> 1) % 2_000
    }
    func double(_ i: Int) -> Double {
        let w = word(i)
        return w & 1 == 0 ? Double(bitPattern: w) : Double(Int64(truncatingIfNeeded: w >> 1) % 1_000_000) / 7
    }
    let text = String(decoding: bytes.dropFirst(64), as: UTF8.self)

    let config = CustomWeightPicker.Config(count: int(0), steps: int(1), multiplier: int(2), spacing: double(3),
                                           showsText: word(4) & 1 == 0)
    let picker = CustomWeightPicker(config: config, value: double(5), unit: "kg")
    let valid = (try? picker.validated()) != nil
    // Reading derived values must not trap even before (or without) validation.
    let position = picker.scrollPosition, total = picker.totalSteps
    _ = picker.selectedValue
    _ = picker.label(at: position)
    if valid {
        precondition(total >= 1 && (0...total).contains(position), "position \(position) outside 0...\(total)")
        _ = picker.formattedValue()
    }

    let scale = RulerScrollPickerScale(lowerBound: double(5), upperBound: double(6), step: double(7))
    precondition((1...RulerScrollPickerScale.maximumTickCount).contains(scale.tickCount))
    let index = scale.index(for: double(3))
    precondition((0..<scale.tickCount).contains(index))
    _ = scale.value(at: int(0))
    precondition((0..<scale.tickCount).contains(scale.index(forOffset: double(6), spacing: double(7))))

    _ = Background(parsing: text)

    // Scenes: layout only. Widths and offsets straight from the input (the pickers validate).
    let width = double(6), offset = double(7)
    var tall = picker
    tall.height = double(3)   // checked by the picker (60...4096), like the width
    _ = try? tall.scene(width: width, using: renderer)
    let n = Int(word(1) % 40) + 1
    let wheel = WheelPicker(title: "T", values: Array(0..<n), selection: int(2) % n, visibleRows: int(0), text: { "\($0)" })
    _ = try? wheel.scene(width: width, offset: offset, using: renderer)
    let lo = double(5), hi = double(6)
    if lo <= hi {   // ClosedRange's own precondition (NaN fails it): a caller's mistake, not input
        let ruler = RulerScrollPicker(title: "R", value: double(3), range: lo...hi, step: double(7), majorEvery: int(0),
                                      tickSpacing: double(4))
        _ = try? ruler.scene(width: double(2), offset: word(4) & 2 == 0 ? nil : offset, using: renderer)
    }
    let options = (0..<n).map { "o\($0)" }
    _ = try? SystemWheelPicker(title: "S", options: options, selection: options[abs(int(2) % n)])
        .scene(width: width, offset: offset, using: renderer)
    return 0
}

@_cdecl("PickerInputFuzzer_main")
public func fuzzerMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    return runFuzzer(argc, argv, testOneInput)
}
