// APNGEncoder: frames of one size -> a lossless animated PNG (APNG 1.0), through CPickerRenderPNG's
// cpng_encode_apng (apng_encoder.h has the layout: acTL / fcTL / fdAT beside an IDAT that is
// frame 0, so PNG readers without APNG support show the first frame).
// Invariants: every frame decodes to exactly its input pixels; one colour type for all frames
// (the smallest that holds all of them); frames after the first store only the rectangle that
// changed; each frame shows 1/fps s; loops forever; the bytes depend on the pixels only.
// Memory: Swift owns the frames (borrowed for the one C call); C's output is copied and freed.

import PickerRenderFiles
import CPickerRenderPNG

public enum APNGEncoder {
    /// Most frames one APNG holds here: the frames are borrowed by nested closures, one stack
    /// level each (about 5 minutes at 30 fps).
    public static let maximumFrames = 10_000

    /// Encodes `frames` (at least one, all of one size) shown `fps` frames per second
    /// (1 ... 65535; each frame's delay is 1/fps s), looping forever. `pixelsPerMeter` > 0 adds
    /// a pHYs chunk, as PNGCodec.encode does.
    public static func encode(_ frames: [RGBAImage], fps: Int, pixelsPerMeter: Int = 0) throws(PNGError) -> [UInt8] {
        precondition(!frames.isEmpty && frames.count <= maximumFrames,
                     "APNGEncoder.encode: \(frames.count) frames, not 1...\(maximumFrames)")
        let width = frames[0].width, height = frames[0].height
        precondition(width > 0 && height > 0, "APNGEncoder.encode: frames of \(width) x \(height) pixels")
        precondition(width <= Int(Int32.max) && height <= Int(Int32.max), "APNGEncoder.encode: \(width) x \(height) exceeds the PNG limit")
        for (i, f) in frames.enumerated() {
            precondition(f.width == width && f.height == height,
                         "APNGEncoder.encode: frame \(i) is \(f.width) x \(f.height), frame 0 \(width) x \(height)")
        }
        precondition((1...65535).contains(fps), "APNGEncoder.encode: fps \(fps) outside 1...65535")
        precondition(pixelsPerMeter >= 0 && pixelsPerMeter <= Int(Int32.max), "APNGEncoder.encode: pixelsPerMeter \(pixelsPerMeter)")
        var out = cpng_buffer()
        var message = [CChar](repeating: 0, count: 1024)
        var pointers: [UnsafePointer<UInt8>?] = []
        pointers.reserveCapacity(frames.count)
        let rc = withFramePointers(frames[...], &pointers) { list in
            message.withUnsafeMutableBufferPointer { msg in
                cpng_encode_apng(list, UInt32(frames.count), UInt32(width), UInt32(height), width * 4,
                                 UInt32(pixelsPerMeter), 1, UInt16(fps), &out, msg.baseAddress, msg.count)
            }
        }
        defer { cpng_buffer_free(&out) }
        guard rc == 0, let data = out.data else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw .encodingFailed(message: text)
        }
        return Array(UnsafeBufferPointer(start: data, count: out.size))
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

    /// Borrows every frame's pixels at once (nested borrows, one per frame) and calls `body`
    /// with the list of their base addresses.
    private static func withFramePointers<R>(_ frames: ArraySlice<RGBAImage>, _ pointers: inout [UnsafePointer<UInt8>?],
                                             _ body: (UnsafePointer<UnsafePointer<UInt8>?>) -> R) -> R {
        guard let first = frames.first else {
            return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
        }
        return first.pixels.withUnsafeBufferPointer { px in
            pointers.append(px.baseAddress)
            return withFramePointers(frames.dropFirst(), &pointers, body)
        }
    }
}
