// `--accessibility FILE.json` end to end: the sidecar beside the PNG (or alone), its JSON,
// warnings on stderr without changing the exit status, and failures that leave no file behind.

import Foundation
import Testing

@Suite struct AccessibilityCommandTests {
    static func json(_ url: URL) throws -> [String: Any] {
        let obj = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        return try #require(obj as? [String: Any])
    }

    @Test func wheelWritesTheSidecarBesideThePNG() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(acceptance + ["--title", "Hour", "--scale", "1", "--output", "w.png",
                                              "--accessibility", "w.json"], in: dir)
            #expect(r.status == 0, "\(r)")
            #expect(r.stderr == "")
            #expect(listing(dir) == ["w.json", "w.png"])   // no temporary file left behind
            let root = try Self.json(dir.appendingPathComponent("w.json"))
            #expect(root["warnings"] as? [String] == [])
            let elements = try #require(root["elements"] as? [[String: Any]])
            #expect(elements.count == 1)
            let e = try #require(elements.first)
            #expect(e["label"] as? String == "Hour")
            #expect(e["value"] as? String == "07")
            #expect(e["traits"] as? [String] == ["adjustable"])
            #expect(e["frame"] as? [String: Double] == ["x": 0, "y": 0, "width": 171, "height": 220])
            let texts = try #require(e["texts"] as? [[String: Any]])
            #expect(texts.compactMap { $0["string"] as? String } == ["05", "06", "07", "08", "09"])
            let selected = try #require(texts.first { $0["isSelected"] as? Bool == true })
            #expect(selected["string"] as? String == "07")
            #expect((selected["contrast"] as? Double ?? 0) > 4.5)
        }
    }

    @Test func emptyTitleWarnsOnStderrAndStillSucceeds() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(acceptance + ["--title", "", "--scale", "1", "--output", "w.png",
                                              "--accessibility", "w.json"], in: dir)
            #expect(r.status == 0, "\(r)")
            #expect(r.stderrLines.count == 1)
            #expect(r.stderrLines.first?.hasPrefix("warning: unlabelled wheel: ") == true, "\(r)")
            let root = try Self.json(dir.appendingPathComponent("w.json"))
            let e = try #require((root["elements"] as? [[String: Any]])?.first)
            #expect(e["label"] as? String == "")
            let warnings = try #require(root["warnings"] as? [String])
            #expect(warnings.count == 1)
            #expect("warning: " + warnings[0] == r.stderrLines.first)
        }
    }

    @Test func sidecarAloneWritesNoPNGAndIsByteIdenticalRunToRun() throws {
        try withTemporaryDirectory { dir in
            let args = ["ruler", "--range", "40...120", "--step", "0.5", "--value", "62", "--title", "Weight",
                        "--scale", "1"]
            let a = try CLI.run(args + ["--accessibility", "a.json"], in: dir)
            let b = try CLI.run(args + ["--accessibility", "b.json"], in: dir)
            #expect(a.status == 0 && b.status == 0, "\(a)\n\(b)")
            #expect(a.stderr == "")
            #expect(listing(dir) == ["a.json", "b.json"])
            let da = try Data(contentsOf: dir.appendingPathComponent("a.json"))
            #expect(da == (try Data(contentsOf: dir.appendingPathComponent("b.json"))))
            let e = try #require((try Self.json(dir.appendingPathComponent("a.json"))["elements"] as? [[String: Any]])?.first)
            #expect(e["label"] as? String == "Weight")
            #expect(e["traits"] as? [String] == ["adjustable"])
            #expect(e["frame"] as? [String: Double] == ["x": 0, "y": 0, "width": 402, "height": 78])
        }
    }

    @Test func emptyAccessibilityPathExits2() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(acceptance + ["--output", "w.png", "--accessibility", ""], in: dir)
            #expect(r.status == 2, "\(r)")
            #expect(r.stderrLines.count == 1)
            #expect(r.stderrLines.first?.hasPrefix("error: --accessibility: ''") == true, "\(r)")
            #expect(listing(dir) == [])
        }
    }

    /// A sidecar that cannot be written fails with 3 and leaves the PNG path as it was.
    @Test func unwritableSidecarLeavesThePNGAsItWas() throws {
        try withTemporaryDirectory { dir in
            let fresh = try CLI.run(acceptance + ["--scale", "1", "--output", "w.png", "--accessibility", "missing/w.json"],
                                    in: dir)
            #expect(fresh.status == 3, "\(fresh)")
            #expect(fresh.stderrLines.first?.hasPrefix("error: ") == true)
            #expect(fresh.stderr.contains("missing/w.json"))
            #expect(listing(dir) == [])
            let old = Data("old bytes".utf8)
            try old.write(to: dir.appendingPathComponent("w.png"))
            let over = try CLI.run(acceptance + ["--scale", "1", "--output", "w.png", "--accessibility", "missing/w.json"],
                                   in: dir)
            #expect(over.status == 3, "\(over)")
            #expect(try Data(contentsOf: dir.appendingPathComponent("w.png")) == old)
            #expect(listing(dir) == ["w.png"])
        }
    }

    @Test func helpMentionsTheOption() throws {
        try withTemporaryDirectory { dir in
            for command in ["wheel", "ruler"] {
                let r = try CLI.run([command, "--help"], in: dir)
                #expect(r.stdout.contains("--accessibility FILE.json"), "\(command)")
            }
        }
    }
}
