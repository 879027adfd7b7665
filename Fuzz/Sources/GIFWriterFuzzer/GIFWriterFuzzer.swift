// GIFWriterFuzzer: libFuzzer target for the animated GIF writer (GIFPalette and GIFWriter, as
// PictureAnimation's GIF format uses them): frames and timing made from the input (FuzzFrames).
// The GIF is read back with giflib (DecodedAnimation). Invariants, besides "never traps, never
// reads out of bounds" (AddressSanitizer):
//   - it decodes, at the frames' size;
//   - its delays add up to the animation's length in centiseconds (FrameTimes), its loop count is
//     NETSCAPE2.0's repeats (none for one play, 0 for ever, plays - 1 else);
//   - the frame shown at each frame's start is that frame: a pixel of alpha < 128 transparent,
//     any other opaque and within the palette's stated error on every channel.

import FuzzDriver
import FuzzFrames
import PickerRenderAnimatedImage
import PickerRenderPNG

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let input = FuzzFrames(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
    var count = ColourCount()
    for f in input.frames { count.add(f) }
    let palette = GIFPalette(count)
    let bytes: [UInt8]
    do {
        let writer = try GIFWriter(width: input.width, height: input.height, palette: palette, plays: input.plays, times: input.times)
        for f in input.frames { try writer.add(f) }
        bytes = try writer.finish()
    } catch {
        preconditionFailure("the writer failed: \(error)")
    }
    guard let decoded = DecodedAnimation.gif(bytes) else { preconditionFailure("giflib cannot read the GIF written") }
    precondition(decoded.width == input.width && decoded.height == input.height, "size \(decoded.width) x \(decoded.height)")
    precondition(decoded.totalTime == input.times.start(input.times.count, perSecond: 100), "length \(decoded.totalTime) cs")
    precondition(decoded.loop == (input.plays == 1 ? nil : input.plays == 0 ? 0 : input.plays - 1), "loop \(String(describing: decoded.loop))")
    for (i, f) in input.frames.enumerated() {
        guard let shown = decoded.frame(at: input.times.start(i, perSecond: 100)) else { preconditionFailure("no frame \(i)") }
        for p in stride(from: 0, to: f.pixels.count, by: 4) {
            if f.pixels[p + 3] < GIFPalette.opaqueAlpha {
                precondition(shown[p + 3] == 0, "frame \(i), byte \(p): transparent drawn as \(shown[p + 3])")
            } else {
                precondition(shown[p + 3] == 255, "frame \(i), byte \(p): opaque drawn with alpha \(shown[p + 3])")
                for c in 0..<3 {
                    precondition(abs(Int(shown[p + c]) - Int(f.pixels[p + c])) <= palette.maximumError,
                                 "frame \(i), byte \(p + c): \(shown[p + c]) for \(f.pixels[p + c]), beyond \(palette.maximumError)")
                }
            }
        }
    }
    return 0
}

@_cdecl("GIFWriterFuzzer_main")
public func fuzzerMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv, testOneInput)
}
