// A character no pinned face has is never silent: a `warning:` line naming its code
// point (exit 0, the image written), the same warning in the accessibility sidecar, and
// `--strict` makes it bad input (exit 2, nothing written). Scripts the fallback chain covers
// (Arabic, emoji) draw without a word.

import Foundation
import Testing

@Suite struct MissingGlyphCommandTests {
    static let args = ["wheel", "--values", "a,𓀀,🍎 Apple", "--selection", "a", "--scale", "1"]

    @Test func aMissingGlyphWarnsNamingItsCodePoint() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(Self.args + ["--output", "w.png"], in: dir)
            #expect(r.status == 0, "\(r)")
            #expect(r.stderrLines.count == 1 && r.stderrLines[0].hasPrefix("warning: ") && r.stderrLines[0].contains("U+13000"), "\(r)")
            #expect(!r.stderr.contains("U+1F34E"), "the emoji has a face")
            #expect(listing(dir) == ["w.png"])
        }
    }

    @Test func strictMakesItBadInput() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(Self.args + ["--strict", "--output", "w.png"], in: dir)
            expectFailure(r, status: 2, naming: ["--strict", "U+13000"])
            #expect(listing(dir) == [])
        }
    }

    @Test func theSidecarWarnsToo() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(Self.args + ["--output", "w.png", "--accessibility", "w.json"], in: dir)
            #expect(r.status == 0 && r.stderrLines.filter { $0.contains("U+13000") }.count == 1, "\(r)")
            let obj = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("w.json")))
                as? [String: Any])
            #expect((obj["warnings"] as? [String])?.contains { $0.contains("U+13000") } == true)
        }
    }

    @Test func coveredScriptsDrawWithoutAWord() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["wheel", "--values", "مرحبا,月曜日,🍎 Apple,שלום", "--scale", "1", "--strict", "--output", "w.png"], in: dir)
            #expect(r.status == 0 && r.stderr.isEmpty, "\(r)")
        }
    }
}
