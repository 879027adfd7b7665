// APNGWriter: an APNG from frames given one at a time (CPickerRenderPNG's apng_writer.h), the
// same bytes as APNGEncoder.encode of all the frames at once. The caller asks which frame is
// wanted (`nextFrame`), draws it and gives it: usually each frame once, in order; when a frame
// changes the colour type or the palette the frames before were written with, the writer asks
// for the rest and then for every frame again from the first (`restarts` counts that). So an
// animation holds two frames (the one given and the one before it) and its compressed bytes,
// never all its frames: 100 frames of a 4096 pt wheel (12,288 px a side at @3x) or 3,600 frames
// of a normal one ran out of memory when every frame was kept until the APNG was written.
// Invariant: a frame is asked for only after the frame before it was given (frame 0 first).

import CPickerRenderPNG

package final class APNGWriter {
    private let writer: OpaquePointer
    private var previous: RGBAImage?
    package let frameCount: Int
    package let width: Int
    package let height: Int

    /// A writer for `frameCount` (1 ... APNGEncoder.maximumFrames) frames of `width` x `height`
    /// pixels shown `fps` (1 ... 65535) frames per second; `pixelsPerMeter` > 0 adds a pHYs
    /// chunk. `plays` is how many times it plays (0: forever); the first and the last frame are
    /// shown `firstFrames` and `lastFrames` frame times (1 ... 65535: more holds them).
    package init(frameCount: Int, width: Int, height: Int, fps: Int, pixelsPerMeter: Int = 0,
                 plays: Int = 0, firstFrames: Int = 1, lastFrames: Int = 1) {
        precondition((1...APNGEncoder.maximumFrames).contains(frameCount), "APNGWriter: \(frameCount) frames, not 1...\(APNGEncoder.maximumFrames)")
        precondition(width > 0 && height > 0, "APNGWriter: frames of \(width) x \(height) pixels")
        precondition(width <= Int(Int32.max) && height <= Int(Int32.max), "APNGWriter: \(width) x \(height) exceeds the PNG limit")
        precondition((1...65535).contains(fps), "APNGWriter: fps \(fps) outside 1...65535")
        precondition(pixelsPerMeter >= 0 && pixelsPerMeter <= Int(Int32.max), "APNGWriter: pixelsPerMeter \(pixelsPerMeter)")
        guard let w = cpng_apng_writer_new(UInt32(frameCount), UInt32(width), UInt32(height), width * 4, UInt32(pixelsPerMeter), 1, UInt16(fps)) else {
            fatalError("APNGWriter: out of memory")
        }
        precondition((0...Int(UInt32.max)).contains(plays), "APNGWriter: plays \(plays)")
        precondition((1...65535).contains(firstFrames) && (1...65535).contains(lastFrames), "APNGWriter: holds \(firstFrames), \(lastFrames)")
        cpng_apng_writer_set_timing(w, UInt32(plays), UInt16(firstFrames), UInt16(lastFrames))
        writer = w
        self.frameCount = frameCount; self.width = width; self.height = height
    }

    deinit { cpng_apng_writer_free(writer) }

    /// The frame to give next, or nil when every frame has been given.
    package var nextFrame: Int? {
        let next = Int(cpng_apng_writer_next(writer))
        return next < frameCount ? next : nil
    }

    /// How many times the frames were asked for again from the first (0 or 1).
    package var restarts: Int { Int(cpng_apng_writer_restarts(writer)) }

    /// Gives frame `nextFrame` (`width` x `height`).
    package func add(_ frame: RGBAImage) throws(PNGError) {
        guard let index = nextFrame else { preconditionFailure("APNGWriter.add: every frame was given") }
        precondition(frame.width == width && frame.height == height,
                     "APNGWriter.add: frame \(index) is \(frame.width) x \(frame.height), not \(width) x \(height)")
        // After a rescan the frames start again from the first, which has no frame before it.
        if index == 0 { previous = nil }
        var message = [CChar](repeating: 0, count: 1024)
        let rc = frame.pixels.withUnsafeBufferPointer { px in
            message.withUnsafeMutableBufferPointer { msg in
                if let previous {
                    return previous.pixels.withUnsafeBufferPointer { before in
                        cpng_apng_writer_add(writer, before.baseAddress, px.baseAddress, msg.baseAddress, msg.count)
                    }
                }
                return cpng_apng_writer_add(writer, nil, px.baseAddress, msg.baseAddress, msg.count)
            }
        }
        guard rc == 0 else { throw .encodingFailed(message: Self.text(message)) }
        previous = frame
    }

    /// The whole APNG, once every frame has been given.
    package func finish() throws(PNGError) -> [UInt8] {
        precondition(nextFrame == nil, "APNGWriter.finish: frame \(nextFrame ?? 0) of \(frameCount) not given")
        previous = nil
        var out = cpng_buffer()
        var message = [CChar](repeating: 0, count: 1024)
        let rc = message.withUnsafeMutableBufferPointer { cpng_apng_writer_finish(writer, &out, $0.baseAddress, $0.count) }
        defer { cpng_buffer_free(&out) }
        guard rc == 0, let data = out.data else { throw .encodingFailed(message: Self.text(message)) }
        return Array(UnsafeBufferPointer(start: data, count: out.size))
    }

    private static func text(_ message: [CChar]) -> String {
        String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
