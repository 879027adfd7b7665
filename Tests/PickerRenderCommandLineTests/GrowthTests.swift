// Nothing grows with what is not drawn, through the CLI: a batch whose axes multiply past the
// maximum of outputs is refused by its count before any output is made, `--only` makes only the
// outputs it matches, an over-long `--only` pattern is refused by its length. Bounds are
// structural (an error that names the count and the limit, an output refused or not) and on the
// child's peak memory (MeasuredRun), never on time.

import Foundation
import Testing

@Suite struct GrowthTests {
    /// A wheel of 100 values times axes of 100 selections, 100 offsets and 120 locales: 1.2
    /// million outputs from 1.7 KB of JSON.
    static let millionSpec: String = {
        let values = (0..<100).map { "\"\(String(format: "%02d", $0))\"" }.joined(separator: ", ")
        let offsets = (0..<100).map { String(Double($0) / 10) }.joined(separator: ", ")
        let locales = (0..<120).map { "\"en_\(["US", "GB", "AU", "CA", "NZ", "IE"][$0 % 6])\"" }.joined(separator: ", ")
        return #"{"output": "{name}-{selection}-{offset}-{locale}.png", "axes": {"content.selection": [\#(values)], "content.offset": [\#(offsets)], "locale": [\#(locales)]}, "pictures": [{"name": "w", "picture": {"content": {"type": "wheel", "values": [\#(values)], "selection": "00"}}}]}"#
    }()

    @Test func aBatchPastTheMaximumOfOutputsIsRefusedByItsCount() throws {
        try withTemporaryDirectory { dir in
            try Data(Self.millionSpec.utf8).write(to: dir.appendingPathComponent("big.json"))
            let r = try MeasuredRun.run(["batch", "big.json", "--out", "set", "--only", "nothing"], in: dir)
            #expect(r.run.status == 2, "\(r)")
            #expect(r.run.stderrLines.count == 1 && r.run.stderr.contains("1,200,000") && r.run.stderr.contains("100,000")
                    && r.run.stderr.contains("big.json: pictures[0]"), "\(r)")
            #expect(r.maxRSS < HostileInputTests.refusalBound, "\(r)")
            #expect(listing(dir) == ["big.json"])
        }
    }

    /// Outputs `--only` leaves out are never made: every selection but "07" is refused by the
    /// wheel (not one of its values), and drawing only the "07" outputs succeeds. Before, every
    /// output was made (and checked) when the spec was read, so the run stopped at "99".
    @Test func onlyMakesTheOutputsItMatches() throws {
        try withTemporaryDirectory { dir in
            let spec = #"{"output": "{name}-{selection}.png", "axes": {"content.selection": ["07", "97", "98", "99"]}, "pictures": [{"name": "w", "picture": {"content": {"type": "wheel", "values": ["07", "08"], "selection": "07"}}}]}"#
            try Data(spec.utf8).write(to: dir.appendingPathComponent("s.json"))
            let one = try CLI.run(["batch", "s.json", "--out", "set", "--only", "*-07.png"], in: dir)
            #expect(one.status == 0, "\(one)")
            #expect(listing(dir.appendingPathComponent("set")).contains("w-07.png"))
            // Drawn in full, the first output the wheel refuses stops the run before anything is drawn.
            let all = try CLI.run(["batch", "s.json", "--out", "all"], in: dir)
            expectFailure(all, status: 2, naming: ["axes.content.selection", "w-97.png", "'97'"])
            #expect(!listing(dir).contains("all"))
        }
    }

    /// A pattern longer than any file name is refused by its length, naming it and the limit.
    @Test func anOverlongOnlyPatternIsRefusedByItsLength() throws {
        try withTemporaryDirectory { dir in
            try Data(BatchCommandTests.spec.utf8).write(to: dir.appendingPathComponent("docs.json"))
            let pattern = String(repeating: "*a", count: 60_000)
            let r = try CLI.run(["batch", "docs.json", "--out", "set", "--only", pattern], in: dir)
            expectFailure(r, status: 2, naming: ["--only", "120000 characters", "4096"])
            #expect(listing(dir) == ["docs.json"])
            // The longest pattern accepted is matched as any other.
            let long = String(repeating: "*", count: 4000) + "hours-light-07.png"
            let ok = try CLI.run(["batch", "docs.json", "--out", "set", "--only", long], in: dir)
            #expect(ok.status == 0 && listing(dir.appendingPathComponent("set")).contains("hours-light-07.png"), "\(ok)")
        }
    }

    /// An animation is encoded as it is drawn: 45 frames of 1200 x 1260 pixels (6 MB each, 272 MB
    /// in all) written with their frame PNGs take a few frames' memory. Every frame was kept
    /// until the APNG was written (297 MB for this one; 3,600 frames of a normal wheel ran out
    /// of memory).
    @Test func anAnimationHoldsAFewFramesNotAll() throws {
        try withTemporaryDirectory { dir in
            let spec = #"{"pictures": [{"name": "w", "picture": {"scale": 3, "canvas": "fit", "width": 400, "padding": 100, "content": {"type": "wheel", "range": {"from": 0, "through": 99}, "selection": "5"}}, "animation": {"selectionChange": {"to": "60"}, "fps": 30, "duration": 1.5}, "frames": true}]}"#
            try Data(spec.utf8).write(to: dir.appendingPathComponent("a.json"))
            let r = try MeasuredRun.run(["batch", "a.json", "--out", "set", "--jobs", "1"], in: dir)
            #expect(r.run.status == 0, "\(r)")
            let frames = listing(dir.appendingPathComponent("set/w-frames"))
            #expect(frames.count == 45)
            let frameBytes = 1200 * 1260 * 4
            #expect(r.maxRSS < 60_000_000 + 4 * frameBytes, "\(r)")
        }
    }

    /// `--accessibility` on a canvas of 9900 x 9660 pixels (96 megapixels, 383 MB) holds that
    /// canvas and the meter's bands: it held three canvases (1.15 GB).
    @Test func theAccessibilityMeterHoldsOneCanvasAndBands() throws {
        try withTemporaryDirectory { dir in
            let spec = #"{"scale": 3, "canvas": "fit", "width": 3300, "padding": {"top": 1500, "bottom": 1500, "leading": 10, "trailing": 10}, "content": {"type": "wheel", "title": "Hour", "range": {"from": 0, "through": 23}, "selection": "07"}}"#
            try Data(spec.utf8).write(to: dir.appendingPathComponent("big.json"))
            let r = try MeasuredRun.run(["render", "big.json", "--accessibility", "a.json"], in: dir)
            #expect(r.run.status == 0, "\(r)")
            #expect(try String(contentsOf: dir.appendingPathComponent("a.json"), encoding: .utf8).contains("\"contrast\""))
            let canvas = 9900 * 9660 * 4
            #expect(r.maxRSS < canvas + canvas / 4 + 60_000_000, "\(r)")
        }
    }
}
