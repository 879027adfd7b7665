// APNGWriter (frames given one at a time) against its reference twin, cpng_encode_apng (every
// frame at once, two passes): the same bytes for frame sequences that keep the colour type and
// palette (each frame drawn once) and for ones whose later frames change them (a first
// translucent pixel, a 257th colour, a translucent colour that moves the palette's opaque
// entries, grey turning to colour): the writer then asks for every frame again, once. Every
// frame is asked for only after the one before it, and the writer holds at most the frame
// before the one it is given.

import CPickerRenderPNG
import Testing
@testable import PickerRenderPNG

@Suite struct APNGWriterTests {
    /// The reference: every frame at once.
    static func reference(_ frames: [RGBAImage], fps: Int) throws -> [UInt8] {
        var pointers: [UnsafePointer<UInt8>?] = []
        var out = cpng_buffer()
        defer { cpng_buffer_free(&out) }
        var message = [CChar](repeating: 0, count: 256)
        // The frames' storage outlives the call: `frames` is borrowed for the whole function.
        let copies = frames.map { frame in
            let p = UnsafeMutablePointer<UInt8>.allocate(capacity: frame.pixels.count)
            p.initialize(from: frame.pixels, count: frame.pixels.count)
            return p
        }
        defer { copies.forEach { $0.deallocate() } }
        pointers = copies.map { UnsafePointer($0) }
        let rc = cpng_encode_apng(pointers, UInt32(frames.count), UInt32(frames[0].width), UInt32(frames[0].height),
                                  frames[0].width * 4, 0, 1, UInt16(fps), &out, &message, message.count)
        try #require(rc == 0)
        return Array(UnsafeBufferPointer(start: out.data, count: out.size))
    }

    /// Frames of 24 x 16 pixels, each pixel `colour(frame, x, y)`.
    static func frames(count: Int, width: Int = 24, height: Int = 16, colour: (Int, Int, Int) -> [UInt8]) -> [RGBAImage] {
        (0..<count).map { i in
            var px: [UInt8] = []
            for y in 0..<height { for x in 0..<width { px += colour(i, x, y) } }
            return RGBAImage(width: width, height: height, pixels: px)
        }
    }

    /// Whether (x, y) is on frame i's bar, which moves 2 pixels a frame.
    static func bar(_ i: Int, _ x: Int, _ y: Int) -> Bool { x >= i * 2 && x < i * 2 + 4 && y >= 4 && y < 12 }

    struct Case: CustomStringConvertible, Sendable {
        let name: String, restarts: Int
        let colour: @Sendable (Int, Int, Int) -> [UInt8]
        var description: String { name }
    }

    static let background: [UInt8] = [242, 242, 247, 255]
    static let cases: [Case] = [
        Case(name: "one opaque colour (palette)", restarts: 0) { i, x, y in bar(i, x, y) ? [40, 60, 200, 255] : background },
        Case(name: "new opaque colours each frame (palette grows at its end)", restarts: 0) { i, x, y in
            bar(i, x, y) ? [UInt8(i * 20), 60, 200, 255] : background
        },
        Case(name: "more than 256 colours from the first frame (RGB)", restarts: 0) { i, x, y in
            bar(i, x, y) ? [9, 9, 9, 255] : [UInt8(x * 10), UInt8(y * 16), 7, 255]
        },
        Case(name: "a translucent colour in frame 3 moves the opaque entries", restarts: 1) { i, x, y in
            bar(i, x, y) ? (i == 3 ? [40, 60, 200, 128] : [UInt8(i * 20), 60, 200, 255]) : background
        },
        Case(name: "the 257th colour in frame 5 (palette to RGB)", restarts: 1) { i, x, y in
            i >= 5 && y >= 8 ? [UInt8(x * 10), UInt8(y * 16), UInt8(i), 255] : (bar(i, x, y) ? [UInt8(i), 60, 200, 255] : background)
        },
        Case(name: "grey, then colour in the last frame", restarts: 1) { i, x, y in
            bar(i, x, y) ? (i < 7 ? [90, 90, 90, 255] : [200, 0, 0, 255]) : [240, 240, 240, 255]
        },
        Case(name: "grey with many shades, then translucent", restarts: 1) { i, x, y in
            let v = UInt8((x * 16 + y * 7 + i) & 255)
            return i < 4 ? [v, v, v, 255] : [v, v, v, 100]
        },
        Case(name: "the first frame changes everything (RGBA)", restarts: 1) { i, x, y in
            i == 1 && bar(i, x, y) ? [UInt8(x * 10), UInt8(y * 16), 1, UInt8(x * 8)] : background
        },
    ]

    @Test(arguments: cases)
    func theWriterWritesTheBytesOfAllFramesAtOnce(_ c: Case) throws {
        let frames = Self.frames(count: 8, colour: c.colour)
        let writer = APNGWriter(frameCount: frames.count, width: frames[0].width, height: frames[0].height, fps: 30)
        var asked: [Int] = []
        while let i = writer.nextFrame {
            // A frame is asked for after the one before it (or from the first again).
            #expect(i == 0 || asked.last == i - 1, "\(asked) then \(i)")
            asked.append(i)
            try writer.add(frames[i])
        }
        let bytes = try writer.finish()
        #expect(bytes == (try Self.reference(frames, fps: 30)))
        #expect(writer.restarts == c.restarts)
        // Each frame once, or (after a restart) at most three times.
        #expect(c.restarts > 0 ? asked.count <= 3 * frames.count : asked == Array(0..<frames.count), "\(asked)")
        #expect(try APNGReader(bytes).frames.map(\.pixels) == frames.map(\.pixels))
    }

    @Test func aSingleFrameAndEqualFrames() throws {
        let one = Self.frames(count: 1) { _, _, _ in [1, 2, 3, 255] }
        #expect(try APNGEncoder.encode(one, fps: 10) == (try Self.reference(one, fps: 10)))
        let same = [RGBAImage](repeating: one[0], count: 5)
        #expect(try APNGEncoder.encode(same, fps: 10) == (try Self.reference(same, fps: 10)))
    }
}
