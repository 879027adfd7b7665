// GIF and animated WebP read back with giflib and libwebp (AnimatedImageDecoding): the frame
// each shows at every APNG frame's start equals that APNG frame (WebP exactly; GIF within its
// palette's stated error, which is 0 when the frames have at most 256 colours); the delays add up
// to the APNG's timeline (centiseconds and milliseconds, rounded without drift), the first and
// the last frame held; loop counts read back (GIF's NETSCAPE2.0 as repeats); the same bytes
// twice; on a transparent background WebP keeps every pixel and a GIF has alpha < 128
// transparent, the rest opaque, each frame cleared before the next; a GIF above 50 fps and an
// unknown format are refused at their spec paths.

import PickerRenderAnimatedImage
import PickerRenderPNG
import Testing
@testable import PickerRender

@Suite struct AnimationFormatTests {
    static func animation(_ extra: String, picture: String = AnimationTimingTests.picture, fps: Int = 10) throws -> PictureAnimation {
        let picture = try Picture(json: Array(picture.utf8))
        let spec = try JSONValue(parsing: Array(#"{"selectionChange": {"to": "09"}, "fps": \#(fps), "duration": 0.8\#(extra)}"#.utf8))
        return try PictureAnimation(spec: spec, path: "animation", picture: picture)
    }

    static func colourCount(_ frames: [RGBAImage]) -> Int {
        var seen = Set<UInt32>()
        for f in frames {
            for p in stride(from: 0, to: f.pixels.count, by: 4) {
                seen.insert(UInt32(f.pixels[p]) << 16 | UInt32(f.pixels[p + 1]) << 8 | UInt32(f.pixels[p + 2]))
            }
        }
        return seen.count
    }

    /// Every APNG frame against the frame the GIF shows at its start; the largest difference.
    static func compareGIF(_ a: PictureAnimation) throws -> (error: Int, stated: Int, colours: Int, decoded: DecodedAnimation) {
        let frames = try a.renderFrames().map(\.image)
        #expect(frames.allSatisfy { f in stride(from: 3, to: f.pixels.count, by: 4).allSatisfy { f.pixels[$0] == 255 } }, "an opaque picture")
        let (bytes, stated) = try a.gifData(using: nil) { _, _ throws(PickerError) in }
        let decoded = try #require(DecodedAnimation.gif(bytes))
        #expect(decoded.width == frames[0].width && decoded.height == frames[0].height)
        let times = a.frameTimes
        var worst = 0
        for (i, f) in frames.enumerated() {
            let shown = try #require(decoded.frame(at: times.start(i, perSecond: 100)), "frame \(i)")
            worst = max(worst, DecodedAnimation.maximumDifference(shown, f.pixels))
        }
        #expect(decoded.totalTime == times.start(times.count, perSecond: 100))
        return (worst, stated, colourCount(frames), decoded)
    }

    @Test func gifFramesAreTheAPNGsWithinThePalettesStatedError() throws {
        let a = try Self.animation(#", "format": "gif", "loop": 3, "hold": 0.25"#)
        let r = try Self.compareGIF(a)
        #expect(r.error <= r.stated, "measured \(r.error), stated \(r.stated)")
        #expect((r.colours <= 256) == (r.stated == 0), "\(r.colours) colours, stated error \(r.stated)")
        // Three plays: NETSCAPE2.0 counts repeats after the first.
        #expect(r.decoded.loop == 2)
        // 10 fps: 10 cs a frame; held 0.25 s -> 1 + 3 frame times (rounded to frames, as APNG) = 40 cs.
        #expect(r.decoded.frames.first?.delay == 40, "\(r.decoded.frames.map(\.delay))")
        #expect(r.decoded.frames.last?.delay ?? 0 >= 40, "\(r.decoded.frames.map(\.delay))")
    }

    @Test func aGIFOfManyColoursStaysWithinItsStatedError() throws {
        let picture = #"{"canvas": "fit", "width": 120, "scale": 3, "appearance": "dark", "content": {"type": "wheel", "values": ["07", "08", "09"], "selection": "07"}}"#
        let r = try Self.compareGIF(try Self.animation(#", "format": "gif""#, picture: picture))
        #expect(r.colours > 256 && r.stated > 0 && r.error <= r.stated, "\(r.colours) colours, measured \(r.error), stated \(r.stated)")
        #expect(r.decoded.loop == 0)
    }

    @Test func webpFramesAreTheAPNGsExactly() throws {
        let a = try Self.animation(#", "format": "webp", "loop": 3, "hold": 0.25"#)
        let frames = try a.renderFrames().map(\.image)
        let decoded = try #require(DecodedAnimation.webp(try a.data()))
        let times = a.frameTimes
        for (i, f) in frames.enumerated() {
            let shown = try #require(decoded.frame(at: times.start(i, perSecond: 1000)), "frame \(i)")
            #expect(shown == f.pixels, "frame \(i)")
        }
        #expect(decoded.loop == 3)
        #expect(decoded.frames.first?.delay == 400 && decoded.totalTime == times.start(times.count, perSecond: 1000),
                "\(decoded.frames.map(\.delay))")
    }

    /// On a transparent background: WebP keeps every pixel, translucent ones included; a GIF
    /// has pixels of alpha < 128 transparent and the others opaque in their colour (within the
    /// palette's error), each frame cleared before the next so no earlier frame shows through.
    @Test func translucentPicturesInWebPAndGIF() throws {
        let picture = #"{"canvas": "fit", "width": 120, "background": "transparent", "content": {"type": "wheel", "values": ["07", "08", "09"], "selection": "07"}}"#
        let webp = try Self.animation(#", "format": "webp""#, picture: picture)
        let frames = try webp.renderFrames().map(\.image)
        #expect(frames[0].pixels.enumerated().contains { $0.offset % 4 == 3 && $0.element > 0 && $0.element < 255 }, "translucent pixels")
        let w = try #require(DecodedAnimation.webp(try webp.data()))
        for (i, f) in frames.enumerated() { #expect(w.frame(at: webp.frameTimes.start(i, perSecond: 1000)) == f.pixels, "frame \(i)") }
        let gifAnimation = try Self.animation(#", "format": "gif""#, picture: picture)
        let (bytes, stated) = try gifAnimation.gifData(using: nil) { _, _ throws(PickerError) in }
        let g = try #require(DecodedAnimation.gif(bytes))
        for (i, f) in frames.enumerated() {
            let shown = try #require(g.frame(at: gifAnimation.frameTimes.start(i, perSecond: 100)))
            var worst = 0
            for p in stride(from: 0, to: f.pixels.count, by: 4) {
                if f.pixels[p + 3] < 128 { #expect(shown[p + 3] == 0); continue }
                #expect(shown[p + 3] == 255)
                for c in 0..<3 { worst = max(worst, abs(Int(shown[p + c]) - Int(f.pixels[p + c]))) }
            }
            #expect(worst <= stated, "frame \(i): \(worst) > \(stated)")
        }
    }

    @Test func oneGIFPlayHasNoLoopBlockAndForeverIsZero() throws {
        #expect(DecodedAnimation.gif(try Self.animation(#", "format": "gif", "loop": 1"#).data())?.loop == nil)
        #expect(DecodedAnimation.gif(try Self.animation(#", "format": "gif""#).data())?.loop == 0)
        #expect(DecodedAnimation.webp(try Self.animation(#", "format": "webp""#).data())?.loop == 0)
    }

    @Test(arguments: ["gif", "webp"]) func theSameBytesTwice(_ format: String) throws {
        let a = try Self.animation(#", "format": "\#(format)", "hold": 0.5"#)
        #expect(try a.data() == (try a.data()))
    }

    @Test(arguments: [(#", "format": "gif""#, 51, "animation.fps"), (#", "format": "mp4""#, 10, "animation.format")])
    func refusedAtTheirPath(_ extra: String, _ fps: Int, _ path: String) throws {
        // 50 fps is a GIF's most; 51 is refused.
        if fps == 51 { _ = try Self.animation(extra, fps: 50) }
        do { _ = try Self.animation(extra, fps: fps); Issue.record("accepted \(extra)") } catch let e as SpecError {
            #expect(e.path == path, "\(e)")
        } catch { Issue.record("\(error)") }
    }

    /// GIF delays in centiseconds: 30 fps rounds to 3, 4, 3 ... with no drift (10 cs every 3 frames).
    @Test func centisecondDelaysDoNotDrift() {
        let t = FrameTimes(count: 31, fps: 30, held: 1)
        #expect((0..<6).map { t.delay($0, perSecond: 100) } == [3, 4, 3, 3, 4, 3])
        #expect(t.start(30, perSecond: 100) == 100)
    }
}
