// PNGDecodeStatistics: what one decode cost, and a choice of the code that decodes the image
// data, for the tests' structural bounds (how many calls into zlib or libpng's row reader,
// how many bytes the decoder held besides the pixels) and for holding the two paths to the
// same pixels. Package only: users get the automatic choice through PNGCodec.decode and read.

import CPickerRenderPNG
import PickerRenderFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Which code turns the image data into pixels (cpng.h explains the automatic choice).
package enum PNGDecodePath: Int32, Sendable, Equatable {
    case automatic = 0
    /// libpng's row reader.
    case libpng = 1
    /// block_decoder.c: zlib in 256 KB windows, the filters undone in place.
    case blocks = 2
}

package struct PNGDecodeStatistics: Sendable, Equatable {
    /// The image data went through block_decoder.c.
    package var usedBlocks: Bool
    /// inflate calls (blocks), or png_read_row calls (libpng, each at least one inflate call).
    package var dataCalls: Int
    /// The most bytes the decoder held at once besides the pixels.
    package var peakScratchBytes: Int

    init(_ c: cpng_decode_statistics) {
        usedBlocks = c.blocks != 0
        dataCalls = Int(c.data_calls)
        peakScratchBytes = Int(c.peak_scratch)
    }
}

package struct PNGDecodeResult: Sendable, Equatable {
    package var image: RGBAImage
    package var warnings: [String]
    package var statistics: PNGDecodeStatistics
}

extension PNGCodec {
    /// `decodeReportingWarnings` with the path chosen and the cost reported.
    package static func decodeMeasured(_ bytes: [UInt8], source: String = "<memory>", maxPixels: Int = 100_000_000,
                                       path: PNGDecodePath) throws(PNGError) -> PNGDecodeResult {
        precondition(maxPixels >= 0, "PNGCodec.decode: maxPixels must not be negative (\(maxPixels))")
        return try bytes.withUnsafeBufferPointer { data throws(PNGError) in
            try decoded(source: source, maxPixels: maxPixels) { out, w, h, msg in
                cpng_decoder_open_memory(data.baseAddress, data.count, UInt64(maxPixels), path.rawValue, out, w, h,
                                         msg.baseAddress, msg.count)
            }
        }
    }

    /// `readReportingWarnings` with the path chosen and the cost reported.
    package static func readMeasured(path: String, maxPixels: Int = 100_000_000,
                                     decodePath: PNGDecodePath) throws(PNGError) -> PNGDecodeResult {
        precondition(maxPixels >= 0, "PNGCodec.read: maxPixels must not be negative (\(maxPixels))")
        let (fd, size) = try PNGError.file { () throws(FileError) in try FileIO.openRegularFile(path) }
        defer { close(fd) }
        return try decoded(source: path, maxPixels: maxPixels) { out, w, h, msg in
            cpng_decoder_open_fd(fd, size, UInt64(maxPixels), decodePath.rawValue, out, w, h, msg.baseAddress, msg.count)
        }
    }
}
