// PNGCodec: RGBAImage <-> PNG bytes and files, on top of the CPickerRenderPNG C target.
// Design and invariants:
// - libpng is reached only through CPickerRenderPNG, whose C functions own every setjmp; Swift only passes
//   buffers in and copies results out, so no longjmp can cross a Swift frame.
// - Memory: Swift owns the input arrays (borrowed for the duration of the C calls). Encoded bytes
//   are copied out of C's buffer and released with cpng_buffer_free; decoded pixels are written
//   by libpng straight into the Swift array that becomes the image (cpng_decoder_read), so
//   decoding holds the pixels once. The decoder is closed on every path.
// - Output: the smallest exact colour type at bit depth 8 (flat_encoder.h explains the choice
//   and the filter and zlib settings, with the measurements behind them), sRGB chunk, optional
//   pHYs, nothing time-dependent, so the bytes are identical run to run. libpng's defaults stay
//   available as encodeWithLibpngDefaults, the benchmark's yardstick. Input: any PNG to RGBA8
//   with stored values (no gamma).
// - Files are written atomically (AtomicFile) after encoding completely in memory. Files are read
//   streaming (cpng_decoder_open_fd), never whole: decoding peaks at the RGBA8 pixels once plus a
//   few rows, a 64 KB read buffer and a bounded ancillary-chunk store. Rows of a few bytes and
//   rows of millions of pixels have their image data decoded by block_decoder.c instead of
//   libpng's row reader (cpng.h, CPNG_PATH_AUTOMATIC); PNGDecodeStatistics says which, and what
//   it cost.

import PickerRenderFiles
import CPickerRenderPNG
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

public enum PNGCodec {
    /// Bytes of the C message buffer handed to libpng wrappers.
    private static let messageCapacity = 1024

    /// Encodes `image` losslessly with the encoder made for flat pictures (flat_encoder.h in
    /// CPickerRenderPNG): the smallest exact colour type (grey, palette, RGB, grey + alpha or RGBA, bit
    /// depth 8), an sRGB chunk and, when `pixelsPerMeter` > 0, a pHYs chunk. Deterministic.
    /// Decodes to exactly `image`'s pixels. The image must be at least 1 x 1.
    /// A picture of more than one segment (about 1 MB of filtered rows, flat_encoder.h) has its
    /// segments compressed on every core that is free; the bytes do not depend on how many.
    public static func encode(_ image: RGBAImage, pixelsPerMeter: Int = 0) throws(PNGError) -> [UInt8] {
        try encode(image, pixelsPerMeter: pixelsPerMeter) { rgba, width, height, stride, ppm, out, err, errlen in
            cpng_encode_flat_with(rgba, width, height, stride, ppm, SegmentRunner.run, nil, out, err, errlen)
        }
    }

    /// Runs `body` with encodes started on this thread (`encode`, and the PNGs of whatever
    /// `body` calls) taking at most `helpers` threads from Dispatch's pool: 0 keeps each encode
    /// on its own thread (a batch at `--jobs 1`; the bench's one-core encoder comparison).
    package static func withEncodeHelpers<T, E: Error>(_ helpers: Int, _ body: () throws(E) -> T) throws(E) -> T {
        try SegmentRunner.with(.pool(helpers: helpers), body)
    }

    /// Runs `body` with encodes started on this thread offered to the threads that call
    /// `helpSharedEncode` instead of to Dispatch's pool: for a batch's workers, where every
    /// core already has a worker and only one that has run out of pictures should help.
    package static func withSharedEncodes<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        try SegmentRunner.with(.shared, body)
    }

    /// Compresses one segment of an encode started under `withSharedEncodes` on another
    /// thread; false when none is waiting.
    package static func helpSharedEncode() -> Bool { SegmentRunner.helpShared() }

    /// `encode` with its segments compressed one after the other on the calling thread: the
    /// reference the parallel path must match byte for byte (tests).
    package static func encodeSerially(_ image: RGBAImage, pixelsPerMeter: Int = 0) throws(PNGError) -> [UInt8] {
        try encode(image, pixelsPerMeter: pixelsPerMeter, with: cpng_encode_flat)
    }

    /// libpng at its default settings (RGBA, adaptive filters, zlib level 6): the encoder
    /// `encode` replaced, kept as the benchmark's yardstick. Same chunks, same pixels, slower
    /// and larger for PickerRender's pictures.
    public static func encodeWithLibpngDefaults(_ image: RGBAImage, pixelsPerMeter: Int = 0) throws(PNGError) -> [UInt8] {
        try encode(image, pixelsPerMeter: pixelsPerMeter, with: cpng_encode_rgba8_libpng_defaults)
    }

    typealias CEncoder = (UnsafePointer<UInt8>?, UInt32, UInt32, Int, UInt32,
                                  UnsafeMutablePointer<cpng_buffer>?, UnsafeMutablePointer<CChar>?, Int) -> Int32

    private static func encode(_ image: RGBAImage, pixelsPerMeter: Int, with encoder: CEncoder) throws(PNGError) -> [UInt8] {
        precondition(image.width > 0 && image.height > 0,
                     "PNGCodec.encode: a PNG needs at least 1 x 1 pixels, got \(image.width) x \(image.height)")
        precondition(image.width <= Int(Int32.max) && image.height <= Int(Int32.max),
                     "PNGCodec.encode: \(image.width) x \(image.height) exceeds the PNG limit of 2^31-1")
        precondition(pixelsPerMeter >= 0 && pixelsPerMeter <= Int(Int32.max),
                     "PNGCodec.encode: pixelsPerMeter \(pixelsPerMeter) outside 0...2^31-1")
        var out = cpng_buffer()
        var message = [CChar](repeating: 0, count: messageCapacity)
        let rc = image.pixels.withUnsafeBufferPointer { px in
            message.withUnsafeMutableBufferPointer { msg in
                encoder(px.baseAddress, UInt32(image.width), UInt32(image.height),
                        image.width * 4, UInt32(pixelsPerMeter), &out, msg.baseAddress, msg.count)
            }
        }
        defer { cpng_buffer_free(&out) }
        guard rc == 0, let data = out.data else {
            throw .encodingFailed(message: string(from: message))
        }
        return Array(UnsafeBufferPointer(start: data, count: out.size))
    }

    /// Decodes PNG bytes to straight RGBA8 with the stored sample values (no gamma correction).
    /// Images with more than `maxPixels` pixels are refused before their pixels are allocated.
    public static func decode(_ bytes: [UInt8], source: String = "<memory>",
                              maxPixels: Int = 100_000_000) throws(PNGError) -> RGBAImage {
        try decodeReportingWarnings(bytes, source: source, maxPixels: maxPixels).image
    }

    /// Like `decode`, and also returns libpng's warnings (for example "bKGD: out of place"),
    /// which do not stop decoding.
    public static func decodeReportingWarnings(
        _ bytes: [UInt8], source: String = "<memory>", maxPixels: Int = 100_000_000
    ) throws(PNGError) -> (image: RGBAImage, warnings: [String]) {
        precondition(maxPixels >= 0, "PNGCodec.decode: maxPixels must not be negative (\(maxPixels))")
        let result = try decodeMeasured(bytes, source: source, maxPixels: maxPixels, path: .automatic)
        return (result.image, result.warnings)
    }

    /// Reads and decodes the PNG file at `path`, streaming it (the file is never held in
    /// memory). Only a regular file is read: it is opened non-blocking and its type checked
    /// first, so a FIFO, a device or a directory is refused at once (`.file(.readFailed)`) instead of
    /// blocking or reading forever. Errors name the path.
    public static func read(path: String, maxPixels: Int = 100_000_000) throws(PNGError) -> RGBAImage {
        try readReportingWarnings(path: path, maxPixels: maxPixels).image
    }

    /// Like `read`, and also returns libpng's warnings.
    public static func readReportingWarnings(path: String, maxPixels: Int = 100_000_000) throws(PNGError) -> (image: RGBAImage, warnings: [String]) {
        let result = try readMeasured(path: path, maxPixels: maxPixels, decodePath: .automatic)
        return (result.image, result.warnings)
    }

    /// Opens a CPickerRenderPNG decoder with `open`, then decodes straight into the array that becomes the
    /// image's pixels (allocated once the header gave the size), and turns failures into
    /// PNGErrors.
    static func decoded(
        source: String, maxPixels: Int,
        _ open: (UnsafeMutablePointer<OpaquePointer?>, UnsafeMutablePointer<UInt32>, UnsafeMutablePointer<UInt32>,
                 UnsafeMutableBufferPointer<CChar>) -> Int32
    ) throws(PNGError) -> PNGDecodeResult {
        var decoder: OpaquePointer? = nil
        var width: UInt32 = 0, height: UInt32 = 0
        var message = [CChar](repeating: 0, count: messageCapacity)
        var rc = message.withUnsafeMutableBufferPointer { msg in open(&decoder, &width, &height, msg) }
        defer { cpng_decoder_close(decoder) }
        let w = Int(width), h = Int(height)
        if rc == 0 {
            // The decoder checked width x height <= maxPixels, so this is at most 4 x maxPixels.
            let pixels = [UInt8](unsafeUninitializedCapacity: w * h * 4) { buffer, count in
                rc = message.withUnsafeMutableBufferPointer { msg in
                    cpng_decoder_read(decoder, buffer.baseAddress, msg.baseAddress, msg.count)
                }
                count = rc == 0 ? w * h * 4 : 0
            }
            if rc == 0 {
                let text = string(from: message)
                let warnings = text.isEmpty ? [] : text.split(separator: "\n").map(String.init)
                var stats = cpng_decode_statistics()
                cpng_decoder_statistics(decoder, &stats)
                return PNGDecodeResult(image: RGBAImage(width: w, height: h, pixels: pixels), warnings: warnings,
                                       statistics: PNGDecodeStatistics(stats))
            }
        }
        let text = string(from: message)
        switch rc {
        case -2: throw .tooLarge(source: source, width: w, height: h, limit: maxPixels)
        case -3: throw .file(.readFailed(path: source, reason: text))
        default: throw .malformed(source: source, message: text)
        }
    }

    /// Encodes fully in memory, then writes atomically: `path` holds either its old content or
    /// the complete new PNG, never a partial file.
    public static func write(_ image: RGBAImage, to path: String, pixelsPerMeter: Int = 0) throws(PNGError) {
        let bytes: [UInt8]
        do { bytes = try encode(image, pixelsPerMeter: pixelsPerMeter) } catch {
            if case let .encodingFailed(message) = error { throw .file(.writeFailed(path: path, reason: message)) }
            throw error
        }
        try PNGError.file { () throws(FileError) in try AtomicFile.write(bytes, to: path) }
    }

    /// Pixels per metre for a resolution in dots per inch, rounded (72 dpi -> 2835).
    public static func pixelsPerMeter(dpi: Double) -> Int {
        precondition(dpi.isFinite && dpi >= 0, "PNGCodec.pixelsPerMeter: dpi must be finite and >= 0, got \(dpi)")
        let ppm = (dpi / 0.0254).rounded()
        precondition(ppm <= Double(Int32.max), "PNGCodec.pixelsPerMeter: \(dpi) dpi is too large for pHYs")
        return Int(ppm)
    }

    private static func string(from message: [CChar]) -> String {
        let bytes = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
