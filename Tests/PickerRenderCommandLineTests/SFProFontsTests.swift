// SF Pro in `--fonts DIR` : a directory holding only SF Pro (here the stand-ins
// of Tests/Fixtures/sfpro: Inter and Quicksand renamed "SF Pro" / "SF Pro Rounded", since Apple's
// files may not be shipped) draws with it, found by family name in a subdirectory, and the scene
// dump names the SF Pro face; a FIFO named like a font beside it is skipped, not waited on. A
// directory with neither SF Pro nor the substitutes keeps today's error (exit 2 naming the file).

import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite struct SFProFontsTests {
    static let fixtures = CLI.packageRoot.appendingPathComponent("Tests/Fixtures/sfpro")
    static let wheel = ["wheel", "--scale", "1", "--range", "0...23", "--format", "%02d", "--selection", "07"]

    @Test func aDirectoryOfOnlySFProDrawsWithIt() throws {
        try withTemporaryDirectory { dir in
            let nested = dir.appendingPathComponent("sf/Apple/Fonts")
            try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("SF-Pro-fixture.ttf"),
                                             to: nested.appendingPathComponent("SF-Pro.ttf"))
            try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("SF-Pro-Rounded-Medium-fixture.ttf"),
                                             to: dir.appendingPathComponent("sf/SF-Pro-Rounded-Medium.otf"))
            #expect(mkfifo(dir.appendingPathComponent("sf/pipe.ttf").path, 0o600) == 0)
            let png = try CLI.run(Self.wheel + ["--fonts", "sf", "--output", "o.png"], in: dir)
            #expect(png.status == 0, "\(png)")
            #expect(listing(dir) == ["o.png", "sf"])
            let r = try CLI.run(Self.wheel + ["--fonts", "sf", "--dump-scene"], in: dir)
            #expect(r.status == 0, "\(r)")
            let texts = try FontOptionTests.texts(r.stdout)
            #expect(texts.count >= 5, "the wheel's visible rows")
            // The wheel's rows are title3 semibold: the variable file at wght 600.
            let face = "sfpro:sf/Apple/Fonts/SF-Pro.ttf#0@600"
            #expect(texts.allSatisfy { $0["face"] as? String == face }, "\(texts.map { $0["face"] ?? "" })")
            // With the package's fonts the same rows are drawn with the substitute (the check can fail).
            let plain = try FontOptionTests.texts(try CLI.run(Self.wheel + ["--dump-scene"], in: dir).stdout)
            #expect(!plain.isEmpty && plain.allSatisfy { ($0["face"] as? String)?.hasPrefix("sfpro:") == false })
        }
    }

    @Test func aDirectoryWithNeitherSFProNorTheSubstitutesIsTheOldError() throws {
        try withTemporaryDirectory { dir in
            let fonts = dir.appendingPathComponent("other")
            try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: FontOptionTests.dejaVu, toPath: fonts.appendingPathComponent("DejaVuSans.ttf").path)
            let r = try CLI.run(Self.wheel + ["--fonts", "other", "--output", "o.png"], in: dir)
            expectFailure(r, status: 2, naming: ["other/Inter/Inter-roman.var.ttf"])
            #expect(listing(dir) == ["other"])
        }
    }
}
