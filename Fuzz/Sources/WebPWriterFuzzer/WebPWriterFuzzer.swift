// WebPWriterFuzzer: libFuzzer target for the animated WebP writer (WebPWriter, as
// PictureAnimation's WebP format uses it): frames and timing made from the input (FuzzFrames).
// The WebP is read back with libwebp's animation decoder (DecodedAnimation). Invariants,
// besides "never traps, never reads out of bounds" (AddressSanitizer):
//   - it decodes, at the frames' size, with the plays as its loop count and its delays adding up
//     to the animation's length in milliseconds (FrameTimes), unless it shows one frame (one
//     given, or all alike): a still WebP has neither;
//   - the frame shown at each frame's start is that frame, byte for byte (lossless and exact:
//     translucent and transparent pixels' colours too).

import FuzzDriver
import FuzzFrames
import PickerRenderAnimatedImage
import PickerRenderPNG

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let input = FuzzFrames(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
    let bytes: [UInt8]
    do {
        let writer = try WebPWriter(width: input.width, height: input.height, plays: input.plays, times: input.times)
        for f in input.frames { try writer.add(f) }
        bytes = try writer.finish()
    } catch {
        preconditionFailure("the writer failed: \(error)")
    }
    guard let decoded = DecodedAnimation.webp(bytes) else { preconditionFailure("libwebp cannot read the WebP written") }
    precondition(decoded.width == input.width && decoded.height == input.height, "size \(decoded.width) x \(decoded.height)")
    // One frame shown (one given, or all alike) is a still WebP: no loop count, no duration.
    let still = decoded.frames.count == 1
    precondition(still || decoded.loop == input.plays, "loop \(String(describing: decoded.loop)) for \(input.plays) plays")
    precondition(still || decoded.totalTime == input.times.start(input.times.count, perSecond: 1000), "length \(decoded.totalTime) ms")
    for (i, f) in input.frames.enumerated() {
        let shown = still ? decoded.frames[0].pixels : decoded.frame(at: input.times.start(i, perSecond: 1000))
        precondition(shown == f.pixels, "frame \(i) differs by up to \(shown.map { DecodedAnimation.maximumDifference($0, f.pixels) } ?? -1)")
    }
    return 0
}

@_cdecl("WebPWriterFuzzer_main")
public func fuzzerMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv, testOneInput)
}
