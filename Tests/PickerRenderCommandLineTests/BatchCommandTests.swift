// `picker-render batch` end to end: bad specs and options refused before drawing, a bad
// picture reported while the others draw, shards in three processes merged into the
// unsharded set byte for byte, incremental re-runs, the manifest's digests.

import Foundation
import Testing

@Suite struct BatchCommandTests {
    static let spec = #"""
    {
      "output": "{name}-{appearance}-{selection}.png",
      "axes": {"appearance": ["light", "dark"], "scale": [1]},
      "pictures": [
        {"name": "hours", "picture": {"content": {"type": "wheel", "range": {"from": 0, "through": 23}, "format": "%02d", "selection": "07"}},
         "axes": {"content.selection": ["07", "10"]}},
        {"name": "flavor", "picture": {"canvas": "fit", "padding": 16, "background": "transparent",
                                       "content": {"type": "segmented", "options": ["Chocolate", "Vanilla"], "selection": "Vanilla"}},
         "output": "{name}-{appearance}.png"},
        {"name": "menu", "gallery": "menu", "axes": {"canvas": ["fit"], "width": [402]}, "output": "{name}-{appearance}.png"}
      ],
      "sheet": "sheet.png"
    }
    """#

    static let outputs = ["flavor-dark.png", "flavor-light.png", "hours-dark-07.png", "hours-dark-10.png",
                          "hours-light-07.png", "hours-light-10.png", "menu-dark.png", "menu-light.png"]
    static let extras = ["index.html", "index.md", "manifest.json", "sheet.png"]

    static func write(_ text: String, _ name: String, in dir: URL) throws {
        try Data(text.utf8).write(to: dir.appendingPathComponent(name))
    }

    static func contents(_ dir: URL) throws -> [String: Data] {
        var out: [String: Data] = [:]
        for f in listing(dir) { out[f] = try Data(contentsOf: dir.appendingPathComponent(f)) }
        return out
    }

    @Test func drawsEveryOutputWithManifestIndexAndSheet() throws {
        try withTemporaryDirectory { dir in
            try Self.write(Self.spec, "docs.json", in: dir)
            let r = try CLI.run(["batch", "docs.json", "--out", "set", "--jobs", "2"], in: dir)
            #expect(r.status == 0, "\(r)")
            let set = dir.appendingPathComponent("set")
            #expect(listing(set) == (Self.outputs + Self.extras).sorted())
            let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: set.appendingPathComponent("manifest.json")))
                as? [String: Any])
            let entries = try #require(manifest["outputs"] as? [[String: Any]])
            #expect(entries.map { $0["file"] as? String } == Self.outputs)
            // The flavor picture is fit to its content with 16 pt of transparent padding.
            let flavor = try #require(entries.first { $0["file"] as? String == "flavor-light.png" })
            #expect(flavor["width"] as? Int == 354 + 32 && (flavor["height"] as? Int) == 32 + 32)
            let md = try String(contentsOf: set.appendingPathComponent("index.md"), encoding: .utf8)
            #expect(md.contains(#"<source media="(prefers-color-scheme: dark)" srcset="hours-dark-10.png 1x">"#))
            #expect(md.contains(#"<img src="hours-light-10.png""#))
            #expect(try pngSize(set.appendingPathComponent("sheet.png")) != nil)
        }
    }

    @Test func aSecondRunSkipsWhatIsUnchangedAndRedrawsWhatChanged() throws {
        try withTemporaryDirectory { dir in
            try Self.write(Self.spec, "docs.json", in: dir)
            let first = try CLI.run(["batch", "docs.json", "--out", "set"], in: dir)
            #expect(first.status == 0, "\(first)")
            let before = try Self.contents(dir.appendingPathComponent("set"))
            let second = try CLI.run(["batch", "docs.json", "--out", "set"], in: dir)
            #expect(second.stdout.contains("0 drawn, 8 unchanged (skipped)"), "\(second)")
            #expect(try Self.contents(dir.appendingPathComponent("set")) == before)
            try Self.write(Self.spec.replacingOccurrences(of: "\"Vanilla\"]", with: "\"Mint\"]")
                .replacingOccurrences(of: "\"selection\": \"Vanilla\"", with: "\"selection\": \"Mint\""), "docs.json", in: dir)
            let third = try CLI.run(["batch", "docs.json", "--out", "set"], in: dir)
            #expect(third.stdout.contains("2 drawn, 6 unchanged (skipped)"), "\(third)")
            // A file changed behind the manifest's back is drawn again.
            try Data("x".utf8).write(to: dir.appendingPathComponent("set/menu-dark.png"))
            let fourth = try CLI.run(["batch", "docs.json", "--out", "set"], in: dir)
            #expect(fourth.stdout.contains("1 drawn, 7 unchanged (skipped)"), "\(fourth)")
        }
    }

    /// The CI recipe of docs/: three shards in three processes, then --merge, give the files
    /// one unsharded run gives, byte for byte (manifest, index and sheet included).
    @Test func shardsMergedEqualOneUnshardedRun() throws {
        try withTemporaryDirectory { dir in
            try Self.write(Self.spec, "docs.json", in: dir)
            let whole = try CLI.run(["batch", "docs.json", "--out", "whole"], in: dir)
            #expect(whole.status == 0, "\(whole)")
            for i in 1...3 {
                let r = try CLI.run(["batch", "docs.json", "--shard", "\(i)/3", "--out", "shard\(i)"], in: dir)
                #expect(r.status == 0, "\(r)")
                #expect(listing(dir.appendingPathComponent("shard\(i)")).filter { $0.hasSuffix(".png") && $0 != "sheet.png" }.count
                        <= (Self.outputs.count + 2) / 3)
            }
            let merged = try CLI.run(["batch", "--merge", "shard1", "shard2", "shard3", "--out", "merged"], in: dir)
            #expect(merged.status == 0, "\(merged)")
            #expect(try Self.contents(dir.appendingPathComponent("merged")) == (try Self.contents(dir.appendingPathComponent("whole"))))
        }
    }

    /// An animation is an APNG; with "frames" its frames are PNGs too, and they travel with it
    /// through shards and --merge.
    @Test func anAnimationWithItsFramesOnRequest() throws {
        let spec = #"""
            {"axes": {"scale": [1]},
             "pictures": [
               {"name": "hours", "frames": true,
                "picture": {"content": {"type": "wheel", "range": {"from": 0, "through": 23}, "format": "%02d", "selection": "07"}},
                "animation": {"control": "content", "selectionChange": {"to": "10"}, "fps": 10}},
               {"name": "flavor", "picture": {"content": {"type": "segmented", "options": ["A", "B"]}}}]}
            """#
        try withTemporaryDirectory { dir in
            try Self.write(spec, "anim.json", in: dir)
            let whole = try CLI.run(["batch", "anim.json", "--out", "whole"], in: dir)
            #expect(whole.status == 0, "\(whole)")
            let frames = listing(dir.appendingPathComponent("whole/hours@1x-frames"))
            #expect(frames.count >= 10 && frames.first == "frame-000.png", "\(frames)")
            let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("whole/manifest.json")))
                as? [String: Any])
            let entry = try #require((manifest["outputs"] as? [[String: Any]])?.first { $0["name"] as? String == "hours" })
            #expect(entry["frames"] as? Int == frames.count)
            for i in 1...2 { _ = try CLI.run(["batch", "anim.json", "--shard", "\(i)/2", "--out", "s\(i)"], in: dir) }
            let merged = try CLI.run(["batch", "--merge", "s1", "s2", "--out", "merged"], in: dir)
            #expect(merged.status == 0, "\(merged)")
            #expect(listing(dir.appendingPathComponent("merged/hours@1x-frames")) == frames)
            for f in frames {
                #expect(try Data(contentsOf: dir.appendingPathComponent("merged/hours@1x-frames/\(f)"))
                        == (try Data(contentsOf: dir.appendingPathComponent("whole/hours@1x-frames/\(f)"))))
            }
        }
    }

    /// A picture refused only when drawn (a segmented selection that is not an option) fails
    /// alone: it is named, the others draw, and no manifest says the set is whole.
    @Test func aBadPictureIsNamedAndTheOthersStillDraw() throws {
        try withTemporaryDirectory { dir in
            let bad = Self.spec
                .replacingOccurrences(of: #""selection": "Vanilla"}},"#,
                                      with: #""selection": "Vanilla"}}, "axes": {"content.selection": ["Vanilla", "Mint"]},"#)
                .replacingOccurrences(of: #""output": "{name}-{appearance}.png"},"#, with: #""output": "{name}-{appearance}-{selection}.png"},"#)
            #expect(bad.contains("Mint") && bad.contains("{name}-{appearance}-{selection}.png\"},"))
            try Self.write(bad, "docs.json", in: dir)
            let r = try CLI.run(["batch", "docs.json", "--out", "set"], in: dir)
            #expect(r.status == 2, "\(r)")
            #expect(r.stderrLines.count == 2, "one line per bad output (light and dark): \(r)")
            #expect(r.stderrLines.allSatisfy { $0.hasPrefix("error: docs.json: pictures[1]") && $0.contains("'Mint'") }, "\(r)")
            let set = listing(dir.appendingPathComponent("set"))
            // The others are drawn, but the set is incomplete: no manifest says it is whole.
            #expect(set.contains("flavor-light-Vanilla.png") && set.contains("hours-light-07.png"))
            #expect(!set.contains("flavor-light-Mint.png") && !set.contains("manifest.json"))
        }
    }

    /// A picture its spec reader refuses (a wheel's selection that is not a value) stops the
    /// batch before anything is drawn, naming the output and the value.
    @Test func aPictureRefusedWhereItIsReadStopsTheBatchFirst() throws {
        try withTemporaryDirectory { dir in
            let bad = Self.spec.replacingOccurrences(of: #"["07", "10"]"#, with: #"["07", "99"]"#)
            try Self.write(bad, "docs.json", in: dir)
            let r = try CLI.run(["batch", "docs.json", "--out", "set"], in: dir)
            #expect(r.status == 2, "\(r)")
            #expect(r.stderrLines.count == 1 && r.stderrLines[0].hasPrefix("error: docs.json: pictures[0]") && r.stderrLines[0].contains("'99'"), "\(r)")
            #expect(!exists(dir.appendingPathComponent("set")) || listing(dir.appendingPathComponent("set")).isEmpty)
        }
    }

    struct Bad: CustomStringConvertible, Sendable {
        let args: [String], spec: String?, naming: [String]
        var description: String { args.joined(separator: " ") }
    }

    static let badInput: [Bad] = [
        Bad(args: [], spec: spec.replacingOccurrences(of: "\"scale\": [1]", with: "\"skale\": [1]"), naming: ["axes.skale", "unknown axis"]),
        Bad(args: [], spec: spec.replacingOccurrences(of: "\"scale\": [1]", with: "\"scale\": []"), naming: ["axes.scale", "at least one value"]),
        // Found by PictureSpecFuzzer: an axis value the picture spec refuses was only found while drawing.
        Bad(args: [], spec: spec.replacingOccurrences(of: "\"scale\": [1]", with: "\"scale\": [1, 4]"),
            naming: ["axes.scale", "pictures[0]", "4 is not a whole number from 1 to 3"]),
        Bad(args: [], spec: spec.replacingOccurrences(of: "\"{name}-{appearance}-{selection}.png\"", with: "\"{name}.png\""),
            naming: ["pictures[0]", "two outputs are named 'hours.png'"]),
        Bad(args: [], spec: spec.replacingOccurrences(of: "\"gallery\": \"menu\"", with: "\"gallery\": \"carousel\""),
            naming: ["pictures[2].gallery", "\"carousel\""]),
        Bad(args: ["--shard", "0/3"], spec: nil, naming: ["--shard", "'0/3'"]),
        Bad(args: ["--shard", "4/3"], spec: nil, naming: ["--shard", "'4/3'"]),
        Bad(args: ["--shard", "a/b"], spec: nil, naming: ["--shard", "'a/b'"]),
        Bad(args: ["--only", "nothing*"], spec: nil, naming: ["--only", "'nothing*'"]),
        Bad(args: ["--jobs", "0"], spec: nil, naming: ["--jobs", "'0'"]),
    ]

    @Test(arguments: badInput)
    func badInputExits2AndDrawsNothing(_ b: Bad) throws {
        try withTemporaryDirectory { dir in
            try Self.write(b.spec ?? Self.spec, "docs.json", in: dir)
            let r = try CLI.run(["batch", "docs.json", "--out", "set"] + b.args, in: dir)
            expectFailure(r, status: 2, naming: b.naming)
            #expect(listing(dir) == ["docs.json"])
        }
    }
}
