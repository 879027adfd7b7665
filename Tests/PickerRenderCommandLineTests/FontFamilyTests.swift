// `--font-family WEIGHT=FILE,...`: a family's static faces by weight, so the segmented control's
// selected (semibold) segment is drawn in the family's bold face where `--font FILE` alone draws
// it in the one static face it has; the family goes through the spec; bad values are one
// `error:` line naming the flag or the role and the file.

import Foundation
import Testing

@Suite struct FontFamilyTests {
    static let noto = CLI.packageRoot.appendingPathComponent("Fonts/Noto").path
    static let family = "Regular=\(noto)/NotoSans-Regular.ttf,Bold=\(noto)/NotoSans-Bold.ttf"
    static let segmented = ["segmented", "--options", "A,B,C", "--selection", "B", "--scale", "1"]

    /// Each text of the dump with its face's file name.
    static func faces(_ r: RunResult) throws -> [String: String] {
        var out: [String: String] = [:]
        for t in try FontOptionTests.texts(r.stdout) {
            out[t["string"] as? String ?? ""] = (t["face"] as? String)?.split(separator: "/").last.map(String.init)
        }
        return out
    }

    @Test func theSelectedSegmentUsesTheFamilysBoldFace() throws {
        try withTemporaryDirectory { dir in
            let family = try Self.faces(CLI.run(Self.segmented + ["--font-family", Self.family, "--dump-scene"], in: dir))
            #expect(family == ["A": "NotoSans-Regular.ttf#0@0", "B": "NotoSans-Bold.ttf#0@0", "C": "NotoSans-Regular.ttf#0@0"])
            // One static file has one weight: the selected segment is drawn in it too.
            let single = try Self.faces(CLI.run(Self.segmented + ["--font", "\(Self.noto)/NotoSans-Regular.ttf", "--dump-scene"], in: dir))
            #expect(single["B"] == "NotoSans-Regular.ttf#0@0")
        }
    }

    @Test func theFamilyGoesThroughTheSpec() throws {
        try withTemporaryDirectory { dir in
            let args = Self.segmented + ["--font-family", Self.family]
            let spec = try CLI.run(args + ["--print-spec"], in: dir)
            #expect(spec.status == 0 && spec.stdout.contains(#""family""#) && spec.stdout.contains(#""bold""#), "\(spec)")
            try Data(spec.stdout.utf8).write(to: dir.appendingPathComponent("s.json"))
            #expect(try CLI.run(args + ["--output", "a.png"], in: dir).status == 0)
            #expect(try CLI.run(["render", "s.json", "--output", "b.png"], in: dir).status == 0)
            #expect(try Data(contentsOf: dir.appendingPathComponent("a.png")) == Data(contentsOf: dir.appendingPathComponent("b.png")))
        }
    }

    @Test(arguments: [("Heavy=a.ttf", ["--font-family", "'Heavy=a.ttf'", "regular, medium, semibold, bold"]),
                      ("Bold", ["--font-family", "'Bold'", "WEIGHT=FILE"]),
                      ("Bold=", ["--font-family", "'Bold='", "names no font file"]),
                      ("Bold=a.ttf,bold=b.ttf", ["--font-family", "'bold=b.ttf'", "second face for bold"]),
                      ("Bold=missing.ttf", ["font family (bold)", "'missing.ttf'", "does not exist"])])
    func badValuesAreNamed(_ value: String, _ naming: [String]) throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(Self.segmented + ["--font-family", value, "--output", "o.png"], in: dir)
            expectFailure(r, status: 2, naming: naming)
            #expect(listing(dir) == [])
        }
    }
}
