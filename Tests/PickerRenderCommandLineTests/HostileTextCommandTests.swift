// Hostile text and fonts through the CLI: a zero-width menu selection draws (it stopped the
// process on a layout precondition); a title longer than the text limit is one `error:` line
// naming the flag; a variable font with a truncated gvar given with a weight, and an "SF Pro"
// whose maxp counts fewer glyphs than its cmap names found in a `--fonts` folder, are exit 2
// naming the file (both stopped the process). The fonts are made here by patching the table
// directory and maxp of the package's Inter and the SF Pro stand-in of Tests/Fixtures/sfpro.

import Foundation
import Testing

@Suite struct HostileTextCommandTests {
    /// `source`'s bytes with a table's length in the table directory, or maxp's numGlyphs, replaced.
    static func patched(_ source: URL, lengthOf tag: String? = nil, to length: UInt32 = 0, glyphCount: UInt16? = nil) throws -> Data {
        var b = [UInt8](try Data(contentsOf: source))
        func be(_ at: Int, _ n: Int) -> Int { b[at..<at + n].reduce(0) { $0 << 8 | Int($1) } }
        func put(_ at: Int, _ v: UInt32, _ n: Int) { for i in 0..<n { b[at + i] = UInt8(v >> (8 * UInt32(n - 1 - i)) & 0xFF) } }
        for r in stride(from: 12, to: 12 + 16 * be(4, 2), by: 16) {
            let t = String(decoding: b[r..<r + 4], as: UTF8.self)
            if t == tag { put(r + 12, length, 4) }
            if t == "maxp", let glyphCount { put(be(r + 8, 4) + 4, UInt32(glyphCount), 2) }
        }
        return Data(b)
    }

    @Test func aZeroWidthSelectionDraws() throws {
        try withTemporaryDirectory { dir in
            // At the default 3x: at 1x the negative width rounded to a frame of 0.
            let r = try CLI.run(["menu", "--title", "Flavor", "--options", "\u{200B},b", "--selection", "\u{200B}",
                                 "--output", "x.png"], in: dir)
            #expect(r.status == 0 && r.stderr.isEmpty, "\(r)")
            #expect(try pngSize(dir.appendingPathComponent("x.png")) != nil)
        }
    }

    @Test func aTitleLongerThanTheLimitIsRefused() throws {
        try withTemporaryDirectory { dir in
            let title = String(repeating: "x", count: 100_001)
            let r = try CLI.run(["menu", "--title", title, "--options", "a,b", "--output", "x.png"], in: dir)
            expectFailure(r, status: 2, naming: ["--title", "100001 Unicode scalars", "100000"])
            #expect(r.stderr.count < 200 && listing(dir).isEmpty)
        }
    }

    @Test func aTruncatedGvarIsExit2NamingTheFile() throws {
        try withTemporaryDirectory { dir in
            let inter = CLI.packageRoot.appendingPathComponent("Fonts/Inter/Inter-roman.var.ttf")
            try Self.patched(inter, lengthOf: "gvar", to: 100).write(to: dir.appendingPathComponent("broken.ttf"))
            let r = try CLI.run(["wheel", "--scale", "1", "--values", "Apple,Banana", "--font", "broken.ttf", "--output", "x.png"], in: dir)
            expectFailure(r, status: 2, naming: ["'broken.ttf'", "variation data"])
            #expect(listing(dir) == ["broken.ttf"])
        }
    }

    @Test func anSFProWithTooFewGlyphsInAFontsFolderIsExit2NamingTheFile() throws {
        try withTemporaryDirectory { dir in
            let fonts = dir.appendingPathComponent("sf")
            try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: false)
            // A whole SF Pro folder (rounded too), so the damaged face is the one drawn with.
            let fixtures = CLI.packageRoot.appendingPathComponent("Tests/Fixtures/sfpro")
            try Self.patched(fixtures.appendingPathComponent("SF-Pro-fixture.ttf"), glyphCount: 20)
                .write(to: fonts.appendingPathComponent("SF-Pro.ttf"))
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent("SF-Pro-Rounded-Medium-fixture.ttf"),
                                             to: fonts.appendingPathComponent("SF-Pro-Rounded-Medium.ttf"))
            let r = try CLI.run(SFProFontsTests.wheel + ["--fonts", "sf", "--output", "x.png"], in: dir)
            expectFailure(r, status: 2, naming: ["sf/SF-Pro.ttf", "maxp says it has 20 glyphs"])
            #expect(listing(dir) == ["sf"])
        }
    }
}
