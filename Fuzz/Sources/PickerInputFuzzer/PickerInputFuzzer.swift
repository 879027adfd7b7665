// PickerInputFuzzer: libFuzzer target for the library APIs that take a user's numbers and words
// today (issue 14): CustomWeightPicker's configuration and value (validated(), then every value
// derived from them), RulerScrollPickerScale, and Background(parsing:).
// Nothing here may trap for any input; when validated() accepts, the derived values must be in
// range. The CLI's argument parser and the picture-spec parser are not in a library yet (the
// lead is moving them); their targets belong here once they are.
// Input layout: 8 little-endian 64-bit words (missing bytes are 0), then UTF-8 text.

import PickerRender

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

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
    return 0
}

@_cdecl("PickerInputFuzzer_main")
public func fuzzerMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv, testOneInput)
}
