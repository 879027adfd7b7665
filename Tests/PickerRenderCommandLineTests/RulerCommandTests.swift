// `picker-render ruler` end to end: README's example command's size at
// @3x and @1x, --dump-scene's tick labels, help, determinism, and the inputs the SwiftUI ruler
// clamps rather than rejects (each compared byte for byte with the value it clamps to).

import Foundation
import Testing
import PickerRenderPNG

/// Extra arguments that must render the same bytes as `same`, and differently from the
/// acceptance command (so the equality is not vacuous: the option does change the picture).
struct Clamped: Sendable, CustomTestStringConvertible {
    var args: [String]
    var same: [String]
    var testDescription: String { "\(args.joined(separator: " ")) == \(same.joined(separator: " "))" }
    init(_ args: [String], _ same: [String]) { self.args = args; self.same = same }
}

@Suite struct RulerCommandTests {
    static let acceptance = ["ruler", "--range", "40...120", "--step", "0.5", "--value", "62"]

    /// Runs `args --output name` in `dir`, expects success, returns the PNG's bytes.
    static func render(_ args: [String], _ name: String, in dir: URL,
                       sourceLocation: SourceLocation = #_sourceLocation) throws -> Data {
        let r = try CLI.run(args + ["--output", name], in: dir)
        #expect(r.status == 0, "\(r)", sourceLocation: sourceLocation)
        #expect(r.stderr == "", sourceLocation: sourceLocation)
        return try Data(contentsOf: dir.appendingPathComponent(name))
    }

    /// The text strings of the layer named "scroll" in a scene dump, in order.
    static func tickLabels(_ json: String) throws -> [String] {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        func find(_ n: [String: Any]) -> [String: Any]? {
            if n["kind"] as? String == "layer", n["name"] as? String == "scroll" { return n }
            return (n["children"] as? [[String: Any]] ?? []).lazy.compactMap(find).first
        }
        let ticks = try #require(find(root), "no layer named ticks")
        return (ticks["children"] as? [[String: Any]] ?? []).compactMap { $0["string"] as? String }
    }

    @Test func acceptanceCommandWritesA1206By234PNG() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(Self.acceptance + ["--output", "r.png"], in: dir)
            #expect(r.status == 0, "\(r)")
            #expect(r.stderr == "" && r.stdout == "")
            #expect(listing(dir) == ["r.png"])   // no temporary file left behind
            let size = try #require(try pngSize(dir.appendingPathComponent("r.png")))
            #expect(size.width == 1206 && size.height == 234)
            let image = try PNGCodec.read(path: dir.appendingPathComponent("r.png").path)
            #expect(image.width == 1206 && image.height == 234)
        }
    }

    @Test func scale1Gives402By78() throws {
        try withTemporaryDirectory { dir in
            _ = try Self.render(Self.acceptance + ["--scale", "1"], "r.png", in: dir)
            let size = try #require(try pngSize(dir.appendingPathComponent("r.png")))
            #expect(size.width == 402 && size.height == 78)
        }
    }

    @Test func dumpSceneLabelsTheVisibleMajorTicks() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(Self.acceptance + ["--dump-scene"], in: dir)
            #expect(r.status == 0, "\(r)")
            #expect(r.stderr == "")
            #expect(listing(dir) == [])   // no --output: no file
            #expect(try Self.tickLabels(r.stdout) == ["55", "60", "65", "70"])
        }
    }

    @Test(arguments: [["ruler", "--help"], ["ruler", "-h"]])
    func helpExitsZeroAndListsTheOptions(_ args: [String]) throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(args, in: dir)
            #expect(r.status == 0, "\(r)")
            #expect(r.stdout.hasPrefix("usage: picker-render ruler"), "\(r)")
            #expect(r.stderr == "")
            #expect(listing(dir) == [])
            for option in ["--range", "--step", "--value", "--major-every", "--tick-spacing", "--tint", "--width",
                           "--offset", "--title", "--output", "--scale", "--locale", "--dump-scene"] {
                #expect(r.stdout.contains(option), "ruler --help does not mention \(option)")
            }
        }
    }

    @Test func twoRunsAreByteIdentical() throws {
        try withTemporaryDirectory { dir in
            let a = try Self.render(Self.acceptance, "a.png", in: dir)
            let b = try Self.render(Self.acceptance, "b.png", in: dir)
            #expect(a.count > 1000)
            #expect(a == b)
        }
    }

    /// Not errors: the SwiftUI ruler clamps these, and so does the CLI (exit 0, the clamped
    /// picture).
    @Test(arguments: [
        Clamped(["--value", "500"], ["--value", "120"]),
        Clamped(["--value", "-500"], ["--value", "40"]),
        Clamped(["--step", "0"], ["--step", "1"]),
        Clamped(["--step", "-1"], ["--step", "1"]),
        Clamped(["--tick-spacing", "2"], ["--tick-spacing", "4"]),
        Clamped(["--major-every", "0"], ["--major-every", "1"]),
    ])
    func clampedInputRendersAsItsClampedValue(_ c: Clamped) throws {
        try withTemporaryDirectory { dir in
            let base = Self.acceptance + ["--scale", "1"]
            let clamped = try Self.render(base + c.args, "clamped.png", in: dir)
            let same = try Self.render(base + c.same, "same.png", in: dir)
            let plain = try Self.render(base, "plain.png", in: dir)
            #expect(clamped == same)
            #expect(same != plain, "\(c.same) does not change the picture, so the comparison proves nothing")
        }
    }

    /// RulerScrollPickerScale's clamp for a value so far out that (value - lower) / step overflows.
    @Test func hugeValueFollowsTheSeedsClamp() throws {
        try withTemporaryDirectory { dir in
            let base = Self.acceptance + ["--scale", "1"]
            let huge = try Self.render(base + ["--value", "1e308"], "huge.png", in: dir)
            let bottom = try Self.render(base + ["--value", "40"], "bottom.png", in: dir)
            // RulerScrollPickerScale.index(for:) sends a value whose quotient (value - lower) /
            // step is not finite to index 0: 1e308 / 0.5 overflows, so the ruler rests on 40, as on
            // iOS.
            #expect(huge == bottom)
        }
    }

    @Test func hexTintIsAcceptedAndDrawn() throws {
        try withTemporaryDirectory { dir in
            let base = Self.acceptance + ["--scale", "1"]
            let pink = try Self.render(base + ["--tint", "#FF2D55"], "pink.png", in: dir)
            let plain = try Self.render(base, "plain.png", in: dir)
            #expect(pink != plain)   // the indicator changed colour (default indigo)
        }
    }

    @Test func localeFormatsTheLabels() throws {
        try withTemporaryDirectory { dir in
            let args = ["ruler", "--range", "0...20000", "--value", "10000", "--dump-scene"]
            let es = try CLI.run(args + ["--locale", "es_ES"], in: dir)
            let us = try CLI.run(args, in: dir)
            #expect(es.status == 0 && us.status == 0, "\(es)\n\(us)")
            #expect(try Self.tickLabels(es.stdout) == ["9990", "10.000", "10.010"])
            #expect(try Self.tickLabels(us.stdout) == ["9,990", "10,000", "10,010"])
            let png = try CLI.run(["ruler", "--locale", "es_ES", "--scale", "1", "--output", "es.png"], in: dir)
            #expect(png.status == 0, "\(png)")
            #expect(listing(dir) == ["es.png"])
        }
    }

    /// `--offset` is points past the value (a ruler at 62 and one at 70 scrolled by the same
    /// offset differ); `--content-offset` is the absolute position, and names the same picture.
    @Test func offsetIsPastTheValueAndContentOffsetIsAbsolute() throws {
        try withTemporaryDirectory { dir in
            let base = ["ruler", "--range", "40...120", "--step", "0.5", "--scale", "1"]
            for (name, args) in [("past62.png", ["--value", "62", "--offset", "6"]), ("past70.png", ["--value", "70", "--offset", "6"]),
                                 ("abs.png", ["--value", "62", "--content-offset", "534"])] {
                let r = try CLI.run(base + args + ["--output", name], in: dir)
                #expect(r.status == 0, "\(r)")
            }
            let read = { (n: String) in try Data(contentsOf: dir.appendingPathComponent(n)) }
            #expect(try read("past62.png") != read("past70.png"), "the same offset past two values is two pictures")
            #expect(try read("past62.png") == read("abs.png"), "6 points past 62 is content offset 44 x 12 + 6")
            let both = try CLI.run(base + ["--offset", "6", "--content-offset", "534", "--output", "x.png"], in: dir)
            expectFailure(both, status: 2, naming: ["--content-offset", "not both"])
            #expect(!exists(dir.appendingPathComponent("x.png")))
        }
    }
}
