// WebPWriter: an animated WebP from frames given in order, through libwebp's animation encoder
// (libwebpmux), every frame lossless with `exact` (the colour under a transparent pixel kept
// too), so each frame decodes to exactly its input pixels.
// - Timing: each frame starts at its FrameTimes start in milliseconds (WebP's unit), the first
//   and the last held; the encoder stores a frame equal to the one before it as a longer delay
//   of that one, and only the rectangle that changed of the others. Loop: the ANIM chunk's count
//   of plays (0: forever), as APNG's.
// - Deterministic: one thread (thread_level 0), fixed effort (lossless, quality 75, method 4,
//   libwebp's defaults), no mixed lossy frames: the bytes depend on the pixels and times only.
// - Memory: libwebp keeps the frame before and its candidates; each frame is imported from its
//   RGBA rows into the encoder's ARGB and freed once added.
// libwebp reports errors by return codes (no longjmp), so it is called from Swift directly.

import CPickerRenderWebP
import PickerRenderPNG

public final class WebPWriter {
    public let width: Int
    public let height: Int
    private let times: FrameTimes
    private var encoder: OpaquePointer?
    private var config = WebPConfig()
    private var given = 0

    /// A writer for `times.count` frames of `width` x `height` (1 ... 16383, WebP's limit)
    /// pixels, playing `plays` times (0: forever; 1 ... 65535).
    public init(width: Int, height: Int, plays: Int, times: FrameTimes) throws(PNGError) {
        precondition((1...Self.maximumSide).contains(width) && (1...Self.maximumSide).contains(height), "WebPWriter: \(width) x \(height) pixels")
        precondition((0...65535).contains(plays), "WebPWriter: plays \(plays)")
        self.width = width; self.height = height; self.times = times
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0, WebPConfigInit(&config) != 0 else {
            throw .encodingFailed(message: "webp: libwebp's version does not match its headers")
        }
        options.anim_params.loop_count = Int32(plays)
        options.allow_mixed = 0
        options.minimize_size = 0
        config.lossless = 1
        config.exact = 1
        config.thread_level = 0
        guard WebPValidateConfig(&config) != 0, let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
            throw .encodingFailed(message: "webp: the encoder could not be made (out of memory?)")
        }
        self.encoder = encoder
    }

    /// WebP's largest width or height.
    public static let maximumSide = 16383

    deinit { if let encoder { WebPAnimEncoderDelete(encoder) } }

    /// Gives the next frame (`width` x `height`).
    public func add(_ frame: RGBAImage) throws(PNGError) {
        precondition(given < times.count, "WebPWriter.add: all \(times.count) frames were given")
        precondition(frame.width == width && frame.height == height, "WebPWriter.add: a \(frame.width) x \(frame.height) frame")
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw .encodingFailed(message: "webp: libwebp's version does not match its headers") }
        picture.use_argb = 1
        picture.width = Int32(width); picture.height = Int32(height)
        defer { WebPPictureFree(&picture) }
        let imported = frame.pixels.withUnsafeBufferPointer { WebPPictureImportRGBA(&picture, $0.baseAddress, Int32(width * 4)) }
        guard imported != 0 else { throw .encodingFailed(message: "webp: out of memory for frame \(given)") }
        let start = Int32(times.start(given, perSecond: 1000))
        guard WebPAnimEncoderAdd(encoder, &picture, start, &config) != 0 else { throw failure("frame \(given)") }
        given += 1
    }

    /// The whole animated WebP, once every frame has been given.
    public func finish() throws(PNGError) -> [UInt8] {
        precondition(given == times.count, "WebPWriter.finish: \(given) of \(times.count) frames given")
        guard WebPAnimEncoderAdd(encoder, nil, Int32(times.start(times.count, perSecond: 1000)), nil) != 0 else { throw failure("end") }
        var data = WebPData()
        guard WebPAnimEncoderAssemble(encoder, &data) != 0 else { throw failure("assembling") }
        defer { WebPDataClear(&data) }
        return Array(UnsafeBufferPointer(start: data.bytes, count: data.size))
    }

    private func failure(_ what: String) -> PNGError {
        let text = WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? "unknown error"
        return .encodingFailed(message: "webp \(what): \(text)")
    }
}
