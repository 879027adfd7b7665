// APNGEncoder: the chunk layout (acTL, fcTL and fdAT sequence numbers, CRCs), the first frame
// as a plain PNG, every frame composed back exactly (a small APNG reader below: each frame's
// data made into a standalone PNG of its rectangle for PNGCodec.decode, then blended with
// SOURCE over the previous canvas), one colour type chosen from all frames, the changed
// rectangles, and the changed-rectangle kernel against its reference twin.

import CPickerRenderPNG
import Testing
@testable import PickerRenderPNG

/// Frames of an APNG read back: each composed canvas, and each fcTL's fields.
struct APNGReader {
    struct Control: Equatable { var sequence, width, height, x, y: UInt32; var delay: (UInt16, UInt16); var dispose, blend: UInt8
        static func == (a: Control, b: Control) -> Bool {
            a.sequence == b.sequence && a.width == b.width && a.height == b.height && a.x == b.x && a.y == b.y
                && a.delay == b.delay && a.dispose == b.dispose && a.blend == b.blend
        }
    }
    var chunks: [Chunk]
    var controls: [Control] = []
    var frames: [RGBAImage] = []

    init(_ bytes: [UInt8]) throws {
        chunks = try #require(ChunkParser.parse(bytes))
        let ihdr = chunks[0].data
        let width = Int(ChunkParser.be32(ihdr, 0)), height = Int(ChunkParser.be32(ihdr, 4))
        let palette = chunks.filter { $0.type == "PLTE" || $0.type == "tRNS" }
        var canvas = RGBAImage(width: width, height: height, fill: SIMD4(0, 0, 0, 0))
        var i = 0
        while i < chunks.count {
            guard chunks[i].type == "fcTL" else { i += 1; continue }
            let d = chunks[i].data
            let c = Control(sequence: ChunkParser.be32(d, 0), width: ChunkParser.be32(d, 4), height: ChunkParser.be32(d, 8),
                            x: ChunkParser.be32(d, 12), y: ChunkParser.be32(d, 16),
                            delay: (UInt16(d[20]) << 8 | UInt16(d[21]), UInt16(d[22]) << 8 | UInt16(d[23])),
                            dispose: d[24], blend: d[25])
            controls.append(c)
            var data: [UInt8] = []
            i += 1
            while i < chunks.count, chunks[i].type == "IDAT" || chunks[i].type == "fdAT" {
                data += chunks[i].type == "IDAT" ? chunks[i].data : Array(chunks[i].data.dropFirst(4))
                i += 1
            }
            var head = ihdr
            head.replaceSubrange(0..<8, with: Self.be(c.width) + Self.be(c.height))
            let png = ChunkParser.signature + Self.chunk("IHDR", head) + palette.flatMap { Self.chunk($0.type, $0.data) }
                + Self.chunk("IDAT", data) + Self.chunk("IEND", [])
            let part = try PNGCodec.decode(png)
            for y in 0..<part.height {
                let from = y * part.width * 4, to = ((Int(c.y) + y) * width + Int(c.x)) * 4
                canvas.pixels.replaceSubrange(to..<(to + part.width * 4), with: part.pixels[from..<(from + part.width * 4)])
            }
            frames.append(canvas)
        }
    }

    static func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 255), UInt8((v >> 8) & 255), UInt8(v & 255)] }
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let t = Array(type.utf8)
        return be(UInt32(data.count)) + t + data + be(ChunkParser.crc32(t + data))
    }
}

@Suite struct APNGTests {
    /// A flat picture with a moving bar: three frames that change, then one that repeats.
    static func movingBar(width: Int = 40, height: Int = 30) -> [RGBAImage] {
        (0..<4).map { i in
            let x0 = 5 + min(i, 2) * 7
            var px: [UInt8] = []
            for y in 0..<height {
                for x in 0..<width {
                    let bar = x >= x0 && x < x0 + 4 && y >= 10 && y < 20
                    px += bar ? [40, 60, 200, 255] : [242, 242, 247, 255]
                }
            }
            return RGBAImage(width: width, height: height, pixels: px)
        }
    }

    @Test func chunkLayoutAndSequenceNumbers() throws {
        let frames = Self.movingBar()
        let bytes = try APNGEncoder.encode(frames, fps: 25, pixelsPerMeter: 8504)
        let r = try APNGReader(bytes)
        #expect(r.chunks.allSatisfy { $0.crcOK })
        #expect(r.chunks.first?.type == "IHDR")
        #expect(r.chunks.last?.type == "IEND" && r.chunks.last?.data == [])
        let types = r.chunks.map(\.type)
        let actl = try #require(r.chunks.first { $0.type == "acTL" })
        #expect(actl.data == APNGReader.be(4) + APNGReader.be(0))   // 4 frames, loops forever
        #expect(types.firstIndex(of: "acTL")! < types.firstIndex(of: "IDAT")!)
        #expect(types.firstIndex(of: "pHYs")! < types.firstIndex(of: "acTL")!)
        // fcTL 0, IDAT (frame 0), then fcTL, fdAT... with one sequence counting both.
        #expect(types.firstIndex(of: "fcTL")! < types.firstIndex(of: "IDAT")!)
        var sequence: [UInt32] = []
        for c in r.chunks where c.type == "fcTL" || c.type == "fdAT" { sequence.append(ChunkParser.be32(c.data, 0)) }
        #expect(sequence == Array(0..<UInt32(sequence.count)))
        #expect(types.filter { $0 == "fcTL" }.count == 4)
        #expect(types.filter { $0 == "fdAT" }.count >= 3)
        #expect(!types.contains("IDAT") || types.lastIndex(of: "IDAT")! < types.firstIndex(of: "fdAT")!)
        for c in r.controls { #expect(c.delay == (1, 25) && c.dispose == 0 && c.blend == 0) }
    }

    @Test func firstFrameIsThePlainPNG() throws {
        let frames = Self.movingBar()
        let bytes = try APNGEncoder.encode(frames, fps: 30)
        #expect(try PNGCodec.decode(bytes) == frames[0])
        // Frame 0's data is the flat encoder's: the same IDAT bytes as PNGCodec.encode.
        let plain = try #require(ChunkParser.parse(try PNGCodec.encode(frames[0])))
        let animated = try #require(ChunkParser.parse(bytes))
        #expect(plain.filter { $0.type == "IDAT" } == animated.filter { $0.type == "IDAT" })
    }

    @Test func everyFrameComposesBackExactly() throws {
        let frames = Self.movingBar()
        let r = try APNGReader(try APNGEncoder.encode(frames, fps: 30))
        #expect(r.frames == frames)
        // Only the changed rectangle is stored: the bar moved 7 px right, so columns 5...15 of
        // rows 10...19 changed; the repeated last frame is one pixel.
        #expect((r.controls[1].x, r.controls[1].y, r.controls[1].width, r.controls[1].height) == (5, 10, 11, 10))
        #expect((r.controls[3].x, r.controls[3].y, r.controls[3].width, r.controls[3].height) == (0, 0, 1, 1))
        #expect((r.controls[0].width, r.controls[0].height) == (40, 30))
    }

    @Test func gradientsAndAlphaRoundTrip() throws {
        let a = TestImages.gradient(), b = TestImages.gradient(width: 61, height: 37)
        var c = b
        for i in stride(from: 0, to: c.pixels.count, by: 4 * 13) { c.pixels[i] &+= 91; c.pixels[i + 3] = 7 }
        let r = try APNGReader(try APNGEncoder.encode([a, b, c], fps: 10))
        #expect(r.frames == [a, b, c])
        #expect(r.chunks[0].data[9] == 6)   // RGBA
    }

    @Test func oneColourTypeForAllFrames() throws {
        // Frame 0 is grey; frame 1 adds one red pixel: grey cannot hold it, a palette can.
        let grey = RGBAImage(width: 8, height: 4, fill: SIMD4(128, 128, 128, 255))
        var red = grey
        red.pixels[0...3] = [255, 0, 0, 255]
        let r = try APNGReader(try APNGEncoder.encode([grey, red], fps: 30))
        #expect(r.chunks[0].data[9] == 3)
        #expect(r.frames == [grey, red])
        #expect(try PNGCodec.encode(grey)[8 + 8 + 9] == 0)   // alone, frame 0 would be grey
        // 200 colours in each of two frames, 400 together: RGB, not a palette.
        func shades(_ base: Int) -> RGBAImage {
            RGBAImage(width: 200, height: 1, pixels: (0..<200).flatMap { [UInt8(($0 + base) % 256), UInt8(($0 + base) / 256), 9, 255] })
        }
        let r2 = try APNGReader(try APNGEncoder.encode([shades(0), shades(200)], fps: 30))
        #expect(r2.chunks[0].data[9] == 2)
        #expect(r2.frames == [shades(0), shades(200)])
    }

    @Test func deterministicBytes() throws {
        let frames = Self.movingBar()
        #expect(try APNGEncoder.encode(frames, fps: 30) == APNGEncoder.encode(frames, fps: 30))
        #expect(try APNGEncoder.encode(frames, fps: 30) != APNGEncoder.encode(frames, fps: 24))
    }

    @Test func changedRectangleKernelAgreesWithItsReference() {
        var rng = SystemRandomNumberGeneratorFree(seed: 7)
        for trial in 0..<300 {
            let w = 1 + Int(rng.next() % 23), h = 1 + Int(rng.next() % 17), stride = w * 4 + Int(rng.next() % 3)
            var a = (0..<(stride * h)).map { _ in UInt8(rng.next() % 3) }
            var b = a
            for _ in 0..<Int(rng.next() % 4) {
                let i = Int(rng.next() % UInt64(stride * h))
                b[i] &+= 1
            }
            if trial % 10 == 0 { a = b }
            let fast = cpng_changed_rect_fast(a, b, UInt32(w), UInt32(h), stride)
            let reference = cpng_changed_rect_reference(a, b, UInt32(w), UInt32(h), stride)
            #expect((fast.x, fast.y, fast.width, fast.height) == (reference.x, reference.y, reference.width, reference.height),
                    "trial \(trial): \(w) x \(h), stride \(stride)")
        }
    }
}

/// A seeded xorshift generator, so the random cases are the same every run.
struct SystemRandomNumberGeneratorFree {
    var state: UInt64
    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }
    mutating func next() -> UInt64 {
        state ^= state << 13; state ^= state >> 7; state ^= state << 17
        return state
    }
}
