// APNGEncoder: frames of one size -> a lossless animated PNG (APNG 1.0), through CPickerRenderPNG's
// cpng_encode_apng (apng_encoder.h has the layout: acTL / fcTL / fdAT beside an IDAT that is
// frame 0, so PNG readers without APNG support show the first frame).
// Invariants: every frame decodes to exactly its input pixels; one colour type for all frames
// (the smallest that holds all of them); frames after the first store only the rectangle that
// changed; each frame shows 1/fps s; loops forever; the bytes depend on the pixels only.
// Memory: the frames are given to APNGWriter one at a time (the caller may draw each as it is
// asked for); C's output is copied and freed.

import PickerRenderFiles
import CPickerRenderPNG

public enum APNGEncoder {
    /// Most frames one APNG holds here (about 5 minutes at 30 fps). Frames are encoded as they
    /// are given (APNGWriter), so this bounds the time an animation takes, not its memory.
    public static let maximumFrames = 10_000

    /// Encodes `frames` (at least one, all of one size) shown `fps` frames per second
    /// (1 ... 65535; each frame's delay is 1/fps s), looping forever. `pixelsPerMeter` > 0 adds
    /// a pHYs chunk, as PNGCodec.encode does.
    public static func encode(_ frames: [RGBAImage], fps: Int, pixelsPerMeter: Int = 0) throws(PNGError) -> [UInt8] {
        precondition(!frames.isEmpty && frames.count <= maximumFrames,
                     "APNGEncoder.encode: \(frames.count) frames, not 1...\(maximumFrames)")
        let writer = APNGWriter(frameCount: frames.count, width: frames[0].width, height: frames[0].height, fps: fps,
                                pixelsPerMeter: pixelsPerMeter)
        while let i = writer.nextFrame { try writer.add(frames[i]) }
        return try writer.finish()
    }

    /// Encodes, then writes atomically (AtomicFile): `path` holds its old content or the whole APNG.
    public static func write(_ frames: [RGBAImage], fps: Int, to path: String, pixelsPerMeter: Int = 0) throws(PNGError) {
        let bytes: [UInt8]
        do { bytes = try encode(frames, fps: fps, pixelsPerMeter: pixelsPerMeter) } catch {
            if case let .encodingFailed(message) = error { throw .file(.writeFailed(path: path, reason: message)) }
            throw error
        }
        try PNGError.file { () throws(FileError) in try AtomicFile.write(bytes, to: path) }
    }
}
