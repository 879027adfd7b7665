// `picker-render compare` and `picker-render snapshots --orphans` end to end: exit statuses
// (0 identical, 1 different, 2 bad input, 3 I/O), exact by default with the perceptual count
// beside it, the JSON summary, the diff image, and the orphan
// list against a usage log laid out as PickerRenderTesting writes it.

import Foundation
import Testing
import PickerRenderPNG

@Suite struct CompareCommandTests {
    static func picture(block: Bool) -> RGBAImage {
        var img = RGBAImage(width: 120, height: 90, fill: SIMD4(250, 250, 250, 255))
        for x in 0..<120 { img.setPixel(x: x, y: 45, SIMD4(0, 0, 0, 255)) }
        if block { for y in 20..<40 { for x in 60..<80 { img.setPixel(x: x, y: y, SIMD4(255, 0, 128, 255)) } } }
        return img
    }

    @Test func sameDifferentAndJSON() throws {
        try withTemporaryDirectory { dir in
            try PNGCodec.write(Self.picture(block: false), to: dir.appendingPathComponent("a.png").path)
            try PNGCodec.write(Self.picture(block: true), to: dir.appendingPathComponent("b.png").path)
            let same = try CLI.run(["compare", "a.png", "a.png"], in: dir)
            #expect(same.status == 0 && same.stdout == "identical: all 10800 pixels are equal\n", "\(same)")

            let diff = try CLI.run(["compare", "a.png", "b.png", "--diff", "d.png"], in: dir)
            #expect(diff.status == 1, "\(diff)")
            #expect(diff.stdout.hasPrefix("different: 400 of 10800 pixels differ (3.7037 %), largest channel difference 250 of 255\n"), "\(diff)")
            #expect(diff.stdout.contains("perceptually (threshold 0.1): 400 pixels over it"))
            #expect(diff.stdout.contains("worst region: x 60...79, y 20...39 (20 x 20 px)"))
            let d = try PNGCodec.read(path: dir.appendingPathComponent("d.png").path)
            #expect(d.width == 120 && d.pixel(x: 70, y: 30) == SIMD4(255, 0, 0, 255))

            let json = try CLI.run(["compare", "a.png", "b.png", "--json"], in: dir)
            #expect(json.status == 1)
            let obj = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            #expect((obj["differentPixels"] as? NSNumber)?.intValue == 400)
            #expect((obj["antialiasedPixels"] as? NSNumber)?.intValue == 0)
            #expect((obj["totalPixels"] as? NSNumber)?.intValue == 10800)
            #expect((obj["maxWindowCount"] as? NSNumber)?.intValue == 256)
            #expect(obj["result"] as? String == "different" && obj["comparison"] as? String == "exact")
            #expect((obj["changedPixels"] as? NSNumber)?.intValue == 400 && (obj["largestChannelDifference"] as? NSNumber)?.intValue == 250)

            // Limits: a ratio above 400/10800 passes; the window guard alone still fails it.
            #expect(try CLI.run(["compare", "a.png", "b.png", "--max-ratio", "0.05"], in: dir).status == 0)
            #expect(try CLI.run(["compare", "a.png", "b.png", "--max-ratio", "0.05", "--max-window-count", "64"], in: dir).status == 1)
            #expect(try CLI.run(["compare", "a.png", "b.png", "--max-different-pixels", "400"], in: dir).status == 0)
        }
    }

    /// A white screen against the grouped background's grey (242, 242, 247): 13 levels on
    /// every pixel, under pixelmatch's threshold everywhere. Never "identical", and different
    /// unless the perceptual comparison is asked for, which then says "same" and why.
    @Test func nearlyEqualPicturesAreNotIdentical() throws {
        try withTemporaryDirectory { dir in
            try PNGCodec.write(RGBAImage(width: 40, height: 30, fill: SIMD4(255, 255, 255, 255)), to: dir.appendingPathComponent("white.png").path)
            try PNGCodec.write(RGBAImage(width: 40, height: 30, fill: SIMD4(242, 242, 247, 255)), to: dir.appendingPathComponent("grey.png").path)
            let exact = try CLI.run(["compare", "white.png", "grey.png"], in: dir)
            #expect(exact.status == 1 && !exact.stdout.contains("identical"), "\(exact)")
            #expect(exact.stdout.hasPrefix("different: 1200 of 1200 pixels differ (100.0000 %), largest channel difference 13 of 255\n"), "\(exact)")
            #expect(exact.stdout.contains("perceptually (threshold 0.1): 0 pixels over it"), "\(exact)")
            let perceptual = try CLI.run(["compare", "white.png", "grey.png", "--perceptual"], in: dir)
            #expect(perceptual.status == 0 && perceptual.stdout.hasPrefix("same (judged perceptually): 1200 of 1200 pixels differ"), "\(perceptual)")
            let json = try CLI.run(["compare", "white.png", "grey.png", "--json", "--perceptual"], in: dir)
            let obj = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            #expect(obj["result"] as? String == "same" && obj["identical"] as? Bool == false && obj["comparison"] as? String == "perceptual")
        }
    }

    @Test func badInputAndIOErrors() throws {
        try withTemporaryDirectory { dir in
            try PNGCodec.write(Self.picture(block: false), to: dir.appendingPathComponent("a.png").path)
            try PNGCodec.write(RGBAImage(width: 3, height: 3, fill: SIMD4(0, 0, 0, 255)), to: dir.appendingPathComponent("small.png").path)
            try Data("not a png".utf8).write(to: dir.appendingPathComponent("bad.png"))
            let cases: [([String], Int32, String)] = [
                (["compare", "a.png", "small.png"], 2, "sizes differ"),
                (["compare", "a.png", "bad.png"], 2, "bad.png"),
                (["compare", "a.png", "missing.png"], 3, "missing.png"),
                (["compare", "a.png"], 2, "EXPECTED.png and ACTUAL.png"),
                (["compare", "a.png", "a.png", "--threshold", "1.5"], 2, "--threshold"),
                (["compare", "a.png", "a.png", "--diff", "no-such-dir/d.png"], 3, "no-such-dir"),
            ]
            for (args, status, needle) in cases {
                let r = try CLI.run(args, in: dir)
                #expect(r.status == status, "\(args): \(r)")
                #expect(r.stderrLines.count == 1 && r.stderrLines[0].hasPrefix("error:") && r.stderr.contains(needle), "\(args): \(r)")
            }
            #expect(!exists(dir.appendingPathComponent("no-such-dir")))
        }
    }

    @Test func orphansAreTheReferencesTheLastRunDidNotUse() throws {
        try withTemporaryDirectory { dir in
            let snaps = dir.appendingPathComponent("Snapshots")
            for rel in ["A/used.png", "A/unused.png", "B/also-unused.png", "B/used.png"] {
                let url = snaps.appendingPathComponent(rel)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try PNGCodec.write(RGBAImage(width: 1, height: 1, fill: SIMD4(0, 0, 0, 255)), to: url.path)
            }
            let usage = dir.appendingPathComponent(".build/snapshot-usage")
            try FileManager.default.createDirectory(at: usage, withIntermediateDirectories: true)
            let real = snaps.resolvingSymlinksInPath().path
            try "run-7\n".write(to: usage.appendingPathComponent("LAST"), atomically: true, encoding: .utf8)
            try "\(real)/A/used.png\n\(real)/B/used.png\n\(real)/C/never-recorded.png\n"
                .write(to: usage.appendingPathComponent("run-7.log"), atomically: true, encoding: .utf8)
            // An older run's log is ignored.
            try "\(real)/A/unused.png\n".write(to: usage.appendingPathComponent("run-6.log"), atomically: true, encoding: .utf8)

            let r = try CLI.run(["snapshots", "--orphans"], in: dir)
            #expect(r.status == 0, "\(r)")
            #expect(r.stdout == "Snapshots/A/unused.png\nSnapshots/B/also-unused.png\n")
            #expect(r.stderr.contains("2 of 4 references unused in run run-7"))
            #expect(exists(snaps.appendingPathComponent("A/unused.png")), "nothing is deleted")

            try FileManager.default.removeItem(at: usage)
            let none = try CLI.run(["snapshots", "--orphans"], in: dir)
            #expect(none.status == 3 && none.stderr.contains("run swift test first"), "\(none)")
            #expect(try CLI.run(["snapshots"], in: dir).status == 2)
        }
    }
}
