// An animation's `loop` and `hold` read back from its APNG: acTL's num_plays is the loop count
// (0 forever), the first and the last fcTL's delay is one frame time plus the hold (rounded to a
// frame), every other frame's is one frame time; without the keys the file is the same bytes as
// before they existed (plays forever, no hold); the spec refuses values out of range at their path.

import PickerRenderPNG
import Testing
@testable import PickerRender

@Suite struct AnimationTimingTests {
    static let picture = #"{"canvas": "fit", "width": 120, "content": {"type": "wheel", "values": ["07", "08", "09"], "selection": "07"}}"#

    static func animation(_ extra: String) throws -> PictureAnimation {
        let picture = try Picture(json: Array(Self.picture.utf8))
        let spec = try JSONValue(parsing: Array(#"{"selectionChange": {"to": "09"}, "fps": 10, "duration": 0.5\#(extra)}"#.utf8))
        return try PictureAnimation(spec: spec, path: "animation", picture: picture)
    }

    /// acTL's num_plays and every fcTL's delay (numerator, denominator), in file order.
    static func timing(_ png: [UInt8]) -> (plays: UInt32, delays: [(UInt16, UInt16)]) {
        func u32(_ i: Int) -> UInt32 { png[i..<i + 4].reduce(0) { $0 << 8 | UInt32($1) } }
        func u16(_ i: Int) -> UInt16 { UInt16(png[i]) << 8 | UInt16(png[i + 1]) }
        var plays: UInt32 = 0, delays: [(UInt16, UInt16)] = []
        var i = 8
        while i + 8 <= png.count {
            let length = Int(u32(i)), type = String(decoding: png[i + 4..<i + 8], as: UTF8.self), data = i + 8
            if type == "acTL" { plays = u32(data + 4) }
            if type == "fcTL" { delays.append((u16(data + 20), u16(data + 22))) }
            i = data + length + 4
        }
        return (plays, delays)
    }

    @Test func loopAndHoldReadBack() throws {
        let a = try Self.animation(#", "loop": 3, "hold": 1.5"#)
        #expect(a.loopCount == 3 && a.holdSeconds == 1.5 && a.frameCount == 5)
        let t = Self.timing(try a.apngData())
        #expect(t.plays == 3)
        // 0.1 s a frame; the first and the last 0.1 + 1.5 s.
        #expect(t.delays.map(\.0) == [16, 1, 1, 1, 16] && t.delays.allSatisfy { $0.1 == 10 }, "\(t.delays)")
        // A hold of a part of a frame time rounds to the nearest frame: 0.26 s at 10 fps is 3.
        #expect(Self.timing(try Self.animation(#", "hold": 0.26"#).apngData()).delays.map(\.0) == [4, 1, 1, 1, 4])
    }

    @Test func withoutTheKeysItPlaysForeverWithoutAHold() throws {
        let plain = try Self.animation("")
        let t = Self.timing(try plain.apngData())
        #expect(t.plays == 0 && t.delays.map(\.0) == [1, 1, 1, 1, 1])
        // Explicit defaults are the same bytes.
        #expect(try Self.animation(#", "loop": 0, "hold": 0"#).apngData() == (try plain.apngData()))
    }

    @Test(arguments: [(#", "loop": -1"#, "animation.loop"), (#", "loop": 70000"#, "animation.loop"),
                      (#", "loop": 1.5"#, "animation.loop"), (#", "hold": 61"#, "animation.hold"), (#", "hold": "long""#, "animation.hold")])
    func outOfRangeValuesAreRefusedAtTheirPath(_ extra: String, _ path: String) {
        do { _ = try Self.animation(extra); Issue.record("accepted \(extra)") } catch let e as SpecError {
            #expect(e.path == path, "\(e)")
        } catch { Issue.record("\(error)") }
    }
}
