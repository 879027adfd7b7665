// The flat encoder's segments (flat_encoder.h, "Segments"): a picture of several segments is
// one standard zlib stream whose bytes do not depend on how many threads compressed it, and it
// decodes to exactly its pixels, with cuts at the start of a long run of repeated rows, inside
// one, and in rows that never repeat (noise: a forced cut).

import Dispatch
import PickerRenderLocking
import Synchronization
import Testing
import PickerRenderPNG
#if canImport(Glibc)
import Glibc
#endif

@Suite struct SegmentedEncodeTests {
    /// 700 x 9000 RGB(A): noise rows, a run of repeated rows crossing several segments, stripes.
    static func picture(opaque: Bool) -> RGBAImage {
        let width = 700, height = 9000
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var seed: UInt32 = 0x9E37_79B9
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let value: UInt8
                switch y {
                case 0..<600, 8000..<9000:  // noise: no repeated rows, so forced cuts
                    seed = seed &* 1_664_525 &+ 1_013_904_223
                    value = UInt8(truncatingIfNeeded: seed >> 24)
                case 600..<5200: value = 200  // one long run over several segments
                default: value = UInt8(truncatingIfNeeded: (x / 7 + y / 3) * 5)
                }
                pixels[i] = value; pixels[i + 1] = value &+ 40; pixels[i + 2] = 255 &- value
                pixels[i + 3] = opaque ? 255 : UInt8(truncatingIfNeeded: 128 + x % 100)
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    @Test(arguments: [true, false])
    func parallelAndSerialBytesAgreeAndDecodeToThePixels(opaque: Bool) throws {
        let image = Self.picture(opaque: opaque)
        let parallel = try PNGCodec.encode(image, pixelsPerMeter: 2835)
        let serial = try PNGCodec.encodeSerially(image, pixelsPerMeter: 2835)
        let oneThread = try PNGCodec.withEncodeHelpers(0) { () throws(PNGError) in try PNGCodec.encode(image, pixelsPerMeter: 2835) }
        #expect(parallel == serial)
        #expect(oneThread == serial)
        #expect(try PNGCodec.decode(parallel) == image)
    }

    @Test func aSmallPictureIsOneSegmentAndDecodes() throws {
        let image = TestImages.gradient(width: 61, height: 37)
        let bytes = try PNGCodec.encode(image)
        #expect(bytes == (try PNGCodec.encodeSerially(image)))
        #expect(try PNGCodec.decode(bytes) == image)
    }

    /// Every cut's bits are joined without gaps: the stream ends exactly where its trailer
    /// starts (libpng checks the Adler-32 and warns of data after the stream).
    @Test func theStreamHasNoTrailingBytes() throws {
        let image = Self.picture(opaque: true)
        let decoded = try PNGCodec.decodeReportingWarnings(try PNGCodec.encode(image))
        #expect(decoded.image == image)
        #expect(decoded.warnings.isEmpty, "\(decoded.warnings)")
    }

    /// A batch's way: two threads encode in shared mode while a third, out of work, takes their
    /// segments (PNGCodec.helpSharedEncode) until both are done; both files are the serial bytes.
    /// Dispatch hands out the iterations in order, so the helper starts after an encoder has.
    @Test func sharedEncodesHelpedByAnIdleThreadGiveTheSerialBytes() throws {
        let image = Self.picture(opaque: true)
        let serial = try PNGCodec.encodeSerially(image)
        let results = Locked<[[UInt8]]>([])
        let finished = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 3) { i in
            if i < 2 {
                let bytes = try? PNGCodec.withSharedEncodes { () throws(PNGError) in try PNGCodec.encode(image) }
                results.withLock { $0.append(bytes ?? []) }
                finished.add(1, ordering: .releasing)
            } else {
                while finished.load(ordering: .acquiring) < 2 {
                    if !PNGCodec.helpSharedEncode() { usleep(50) }
                }
            }
        }
        #expect(results.withLock { $0 } == [serial, serial])
    }

    /// RGBA noise (incompressible: zlib writes stored blocks, which are byte-aligned) with rows
    /// `run` one grey ramp repeated. Eight bytes of noise per step of a 64-bit generator.
    static func noise(width: Int, height: Int, run: Range<Int>) -> RGBAImage {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        pixels.withUnsafeMutableBytes { raw in
            var i = 0
            while i + 8 <= raw.count {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                raw.storeBytes(of: state, toByteOffset: i, as: UInt64.self)
                i += 8
            }
            for y in run {
                for x in 0..<width {
                    let p = (y * width + x) * 4
                    raw[p] = UInt8(x & 255); raw[p + 1] = UInt8(x & 255); raw[p + 2] = UInt8(x & 255); raw[p + 3] = 255
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// Noise after a run segment, whose length in bits varies with the row length: the zlib
    /// segment after it starts on a byte boundary (the run block is made to end on one), so its
    /// stored blocks decode. Before the run blocks, segments were joined at any bit, and noise
    /// after a cut at a bit other than 0 made a PNG no reader could decode (999 x 3000 did).
    @Test(arguments: [997, 998, 999, 1000, 1001])
    func storedBlocksAfterARunSegmentDecode(width: Int) throws {
        let image = Self.noise(width: width, height: 1400, run: 300..<1000)
        let bytes = try PNGCodec.encode(image)
        #expect(bytes == (try PNGCodec.encodeSerially(image)))
        let decoded = try PNGCodec.decodeReportingWarnings(bytes)
        #expect(decoded.image == image)
        #expect(decoded.warnings.isEmpty, "\(decoded.warnings)")
    }

    /// A stretch without runs longer than 16 segments' worth (17 MB of RGBA noise) is cut where
    /// it falls; the first zlib segment then ends on a byte boundary (a sync flush) for the next.
    @Test func aForcedCutBetweenTwoZlibSegmentsDecodes() throws {
        let image = Self.noise(width: 2048, height: 2100, run: 0..<0)
        let bytes = try PNGCodec.encode(image)
        #expect(try PNGCodec.decode(bytes) == image)
    }
}
