// Effects whose cost is bounded, through the CLI: the reproducers of a blur on the largest canvas,
// wide blurs on a small frame, thousands of blurred views and transforms nested past any canvas
// each draw or are refused with one error line naming the view, the layer limit is tested on
// both sides, and memory is bounded by the child's peak RSS (MeasuredRun), never by time
// (docs/performance.md holds the times).

import Foundation
import Testing

@Suite struct HostileEffectsTests {
    static let frame = #"{"type": "frame", "width": 40, "height": 40, "content": {"type": "rectangle", "fill": "red"}}"#

    func spec(_ content: String, scale: Int = 1) -> String { ##"{"scale": \##(scale), "background": "#FFFFFF", "content": \##(content)}"## }

    func blur(_ radius: Double, _ content: String = frame) -> String { #"{"type": "blur", "radius": \#(radius), "content": \#(content)}"# }

    /// `render` of the spec, to a PNG, or with `--dump-scene` alone (the limits are checked when
    /// the scene is made, before drawing).
    func render(_ json: String, in dir: URL, draw: Bool = true) throws -> MeasuredResult {
        try Data(json.utf8).write(to: dir.appendingPathComponent("s.json"))
        return try MeasuredRun.run(["render", "s.json"] + (draw ? ["--output", "o.png"] : ["--dump-scene"]), in: dir)
    }

    @Test func aBlurOnTheLargestCanvasIsRefusedNamingIt() throws {
        // 3333 x 3333 pt at @3x is under the 100 MP limit; its blurred layer is not under the layers'.
        let big = #"{"type": "frame", "width": 3333, "height": 3333, "content": {"type": "rectangle", "fill": "red"}}"#
        try withTemporaryDirectory { dir in
            let r = try render(spec(blur(50, big), scale: 3), in: dir)
            expectFailure(r.run, status: 2, naming: ["content.type: 'blur'", "20000000 pixels"])
            #expect(r.maxRSS < HostileInputTests.refusalBound, "\(r)")
            #expect(!exists(dir.appendingPathComponent("o.png")))
        }
    }

    @Test(arguments: [20.0, 100.0, 200.0])
    func aWideBlurOfASmallFrameDraws(radius: Double) throws {
        try withTemporaryDirectory { dir in
            let r = try render(spec(blur(radius)), in: dir)
            #expect(r.run.status == 0, "\(r)")
            #expect(r.maxRSS < HostileInputTests.refusalBound, "\(r)")
        }
    }

    /// `count` blurs of 5 pt on 40-pt frames in a 400-pt ZStack, none cut by the canvas: 72 x 72
    /// texels each (the frame, 15 px of reach each side and the sampler's ring), 5,184.
    func blurs(_ count: Int) -> String {
        let one = #"{"type": "frame", "width": 400, "height": 400, "content": \#(blur(5))}"#
        return spec(#"{"type": "zstack", "children": [\#(Array(repeating: one, count: count).joined(separator: ", "))]}"#)
    }

    @Test func theLayerLimitHoldsOnBothSides() throws {
        // 20,000,000 / 5,184: 3,858 blurred layers fit; the 3,859th is refused, named.
        try withTemporaryDirectory { dir in
            let fits = try render(blurs(3858), in: dir, draw: false)
            #expect(fits.run.status == 0 && fits.run.stderr.isEmpty, "\(fits)")
            let over = try render(blurs(3859), in: dir, draw: false)
            expectFailure(over.run, status: 2, naming: ["content.children[3858].content.type: 'blur'"])
            #expect(over.maxRSS < HostileInputTests.refusalBound, "\(over)")
        }
    }

    @Test func tenThousandBlursAreRefusedNamingTheFirstThatDoesNotFit() throws {
        try withTemporaryDirectory { dir in
            let r = try render(spec(#"{"type": "zstack", "children": [\#(Array(repeating: blur(5), count: 10_000).joined(separator: ", "))]}"#), in: dir)
            expectFailure(r.run, status: 2, naming: ["content.children[", "].type: 'blur'"])
            #expect(r.maxRSS < HostileInputTests.refusalBound, "\(r)")
        }
    }

    @Test func transformsNestedPastAnyCanvasDrawInsteadOfTrapping() throws {
        // Twelve scale effects of 100, each around a blur: the content is 10^24 points wide.
        var view = Self.frame
        for _ in 0..<12 { view = #"{"type": "scaleEffect", "scale": 100, "content": \#(blur(1, view))}"# }
        try withTemporaryDirectory { dir in
            let r = try render(spec(view), in: dir)
            #expect(r.run.status == 0 || r.run.status == 2, "\(r)")
            #expect(r.run.status == 0 || r.run.stderrLines.count == 1, "\(r)")
            #expect(r.maxRSS < HostileInputTests.refusalBound, "\(r)")
        }
    }
}
