// Bad input to `picker-render wheel` (docs/architecture.md §8): exit 2 for bad input or usage, 3
// for I/O; exactly one stderr line starting `error:` that names the bad value; no file created or
// changed (images go to a temporary file that is renamed only on success).

import Foundation
import Testing

struct BadInput: Sendable, CustomTestStringConvertible {
    var args: [String]
    var naming: [String]
    var testDescription: String { args.joined(separator: " ") }
    init(_ args: [String], _ naming: [String]) { self.args = args; self.naming = naming }
}

@Suite struct WheelErrorTests {
    static let badInputs: [BadInput] = [
        // Values and selection.
        .init(["--values", ""], ["--values", "''"]),
        .init([], ["--values", "--range"]),
        .init(["--values", "a,b,a"], ["duplicate", "'a'"]),
        .init(["--values", "a,,b"], ["--values", "'a,,b'", "position 2"]),
        .init(["--values", "a,"], ["--values", "'a,'"]),
        .init(["--values", "a,b", "--selection", "c"], ["'c'"]),
        .init(["--range", "0...23", "--selection", "24"], ["--selection", "'24'"]),
        .init(["--range", "0...20", "--by", "5", "--selection", "7"], ["--selection", "'7'"]),
        .init(["--range", "0...23", "--selection", "seven"], ["--selection", "'seven'"]),
        .init(["--values", "a", "--range", "0...1"], ["--values", "--range"]),
        .init(["--values", "a", "--format", "%d"], ["--format"]),
        // The band and the row font.
        .init(["--range", "0...23", "--band-shape", "circle"], ["--band-shape", "'circle'", "roundedRectangle"]),
        .init(["--range", "0...23", "--band-corner-radius", "-1"], ["--band-corner-radius", "'-1'"]),
        .init(["--range", "0...23", "--row-font-design", "serif"], ["--row-font-design", "'serif'", "\"default\", \"rounded\""]),
        .init(["--range", "0...23", "--row-font-weight", "heavy"], ["--row-font-weight", "'heavy'"]),
        .init(["--range", "0...23", "--row-font-style", "Title3"], ["--row-font-style", "'Title3'"]),
        .init(["--range", "0...23", "--row-font-monospaced-digits", "yes"], ["--row-font-monospaced-digits", "'yes'"]),
        // Ranges and formats.
        .init(["--range", "0..23"], ["--range", "'0..23'"]),
        .init(["--range", "5...1"], ["--range", "'5...1'"]),
        // Found by CommandLineFuzzer: bounds and steps a spec cannot hold exactly were drawn, and
        // --print-spec wrote a spec that `render` refused.
        .init(["--range", "-9223372036854775808...9223372036854775807"], ["--range", "beyond +-9007199254740992"]),
        .init(["--range", "0...9007199254740993"], ["--range", "'0...9007199254740993'"]),
        .init(["--range", "0...10", "--by", "9007199254740993"], ["--by", "'9007199254740993'"]),
        .init(["--range", "0..<0"], ["--range", "'0..<0'"]),
        // Ranges are never materialised (0...10000000 draws like 0...23), but a row index must
        // stay exact in a Double: a range of every Int is refused.
        .init(["--range=-9223372036854775808...9223372036854775807"], ["--range", "'-9223372036854775808...9223372036854775807'"]),
        .init(["--range=-9223372036854775808...9223372036854775807"], ["'-9223372036854775808...9223372036854775807'"]),
        .init(["--range=0..<-9223372036854775808"], ["'0..<-9223372036854775808'"]),
        .init(["--range", "0...23", "--by", "0"], ["--by", "'0'"]),
        .init(["--range", "0...23", "--by", "-1"], ["--by", "'-1'"]),
        .init(["--range", "0...23", "--format", "%s"], ["--format", "'%s'"]),
        .init(["--range", "0...23", "--format", "abc"], ["--format", "'abc'"]),
        .init(["--range", "0...23", "--format", "%d%d"], ["--format", "'%d%d'"]),
        // Geometry.
        .init(["--range", "0...23", "--visible-rows", "five"], ["--visible-rows", "'five'"]),
        .init(["--range", "0...23", "--width", "0"], ["--width", "'0'"]),
        .init(["--range", "0...23", "--width", "-5"], ["--width", "'-5'"]),
        .init(["--range", "0...23", "--width", "nan"], ["--width", "'nan'"]),
        .init(["--range", "0...23", "--width", "NaN"], ["--width", "'NaN'"]),
        .init(["--range", "0...23", "--width", "inf"], ["--width", "'inf'"]),
        .init(["--range", "0...23", "--width", "1e-300"], ["--width", "'1e-300'"]),   // used to crash
        .init(["--range", "0...23", "--width", "1e300"], ["--width", "'1e300'"]),     // used to crash
        .init(["--range", "0...23", "--offset", "nan"], ["--offset", "'nan'"]),
        .init(["--range", "0...23", "--offset", "1e300"], ["--offset", "'1e300'"]),   // used to crash
        // Shared options.
        .init(["--range", "0...23", "--scale", "0"], ["--scale", "'0'"]),
        .init(["--range", "0...23", "--scale", "4"], ["--scale", "'4'"]),
        .init(["--range", "0...23", "--scale", "two"], ["--scale", "'two'"]),
        .init(["--range", "0...23", "--appearance", "sepia"], ["--appearance", "'sepia'"]),
        .init(["--range", "0...23", "--dynamic-type", "huge"], ["--dynamic-type", "'huge'"]),
        .init(["--range", "0...23", "--background", "mauvish"], ["--background", "'mauvish'"]),
        .init(["--range", "0...23", "--background", "#12345"], ["--background", "'#12345'"]),
        .init(["--range", "0...23", "--locale", "en US"], ["--locale", "'en US'"]),
        // Usage.
        .init(["--range", "0...23", "--bogus", "1"], ["'--bogus'"]),
        .init(["--range", "0...23", "--reduce-motion=yes"], ["--reduce-motion"]),
        .init(["--range", "0...23", "stray"], ["'stray'"]),
    ]

    @Test(arguments: badInputs)
    func badInputExits2AndWritesNothing(_ c: BadInput) throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["wheel"] + c.args + ["--output", "out.png"], in: dir)
            expectFailure(r, status: 2, naming: c.naming)
            #expect(r.stdout == "")
            #expect(listing(dir) == [], "no file (and no temporary file) may be left behind")
        }
    }

    @Test(arguments: [
        BadInput(["--range", "0...23"], ["--output"]),                   // no --output, no --dump-scene
        BadInput(["--range", "0...23", "--output", ""], ["--output", "''"]),   // used to crash
        BadInput(["--range", "0...23", "--output"], ["--output", "needs a value"]),
        // The file name forgotten: once a file named `--print-spec` was written (and committed).
        BadInput(["--range", "0...23", "--output", "--print-spec"], ["--output", "needs a value", "'--print-spec'"]),
        BadInput(["--range", "0...23", "--output", "--scale=2"], ["--output", "needs a value", "'--scale'"]),
        BadInput(["--range", "--output", "a.png"], ["--range", "needs a value", "'--output'"]),
    ])
    func badOutputArgumentExits2(_ c: BadInput) throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["wheel"] + c.args, in: dir)
            expectFailure(r, status: 2, naming: c.naming)
            #expect(listing(dir) == [])
        }
    }

    /// A value that only looks like an option is still a value: negative numbers, a name with
    /// dashes that is no option of the command, and anything after `=`.
    @Test func dashedValuesThatAreNoOptionAreKept() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["wheel", "--range", "-3...3", "--selection", "-2", "--output", "--not-an-option.png"], in: dir)
            #expect(r.status == 0, "\(r.stderr)")
            #expect(listing(dir) == ["--not-an-option.png"])
            let inline = try CLI.run(["wheel", "--range", "0...3", "--output=--print-spec"], in: dir)
            #expect(inline.status == 0, "\(inline.stderr)")
            #expect(listing(dir) == ["--not-an-option.png", "--print-spec"])
        }
    }

    /// A failing run leaves an existing file at the output path byte for byte as it was.
    @Test(arguments: [
        BadInput(["--scale", "0"], ["--scale", "'0'"]),
        BadInput(["--selection", "99"], ["'99'"]),
        BadInput(["--width", "nan"], ["'nan'"]),
        BadInput(["--fonts", "no-such-fonts"], ["no-such-fonts"]),
    ])
    func failureKeepsAnExistingOutputFile(_ c: BadInput) throws {
        try withTemporaryDirectory { dir in
            let out = dir.appendingPathComponent("out.png")
            let original = Data("an existing file that must not change\n".utf8)
            try original.write(to: out)
            let r = try CLI.run(acceptance + c.args + ["--output", "out.png"], in: dir)
            expectFailure(r, status: 2, naming: c.naming)
            #expect(try Data(contentsOf: out) == original)
            #expect(listing(dir) == ["out.png"])
        }
    }

    @Test func missingFontsDirectoryExits3() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(acceptance + ["--fonts", "no-such-fonts", "--output", "out.png"], in: dir)
            expectFailure(r, status: 2, naming: ["no-such-fonts"])
            #expect(listing(dir) == [])
        }
    }

    /// A fonts directory laid out like the package's, but every file is garbage.
    static func makeGarbageFonts(in dir: URL) throws -> URL {
        let fonts = dir.appendingPathComponent("garbage-fonts")
        for path in ["Inter/Inter-roman.var.ttf", "Inter/InterDisplay-roman.var.ttf",
                     "Quicksand/Quicksand-Bold.ttf", "Quicksand/Quicksand-Medium.ttf"] {
            let file = fonts.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(repeating: 0x5A, count: 4096).write(to: file)
        }
        return fonts
    }

    @Test func garbageFontFilesExit3() throws {
        try withTemporaryDirectory { dir in
            _ = try Self.makeGarbageFonts(in: dir)
            let r = try CLI.run(acceptance + ["--fonts", "garbage-fonts", "--output", "out.png"], in: dir)
            expectFailure(r, status: 2, naming: ["garbage-fonts/", ".ttf"])
            #expect(listing(dir) == ["garbage-fonts"])
        }
    }

    @Test func outputInMissingDirectoryExits3() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(acceptance + ["--scale", "1", "--output", "missing/out.png"], in: dir)
            expectFailure(r, status: 3, naming: ["missing/out.png"])
            #expect(listing(dir) == [])
        }
    }

    @Test func outputPathThatIsADirectoryExits3() throws {
        try withTemporaryDirectory { dir in
            let target = dir.appendingPathComponent("out.png")
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
            let r = try CLI.run(acceptance + ["--scale", "1", "--output", "out.png"], in: dir)
            expectFailure(r, status: 3, naming: ["out.png"])
            var isDir: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: target.path, isDirectory: &isDir) && isDir.boolValue)
            #expect(listing(target) == [])
            #expect(listing(dir) == ["out.png"])
        }
    }

    @Test func outputUnderARegularFileExits3() throws {
        try withTemporaryDirectory { dir in
            try Data("x".utf8).write(to: dir.appendingPathComponent("file"))
            let r = try CLI.run(acceptance + ["--scale", "1", "--output", "file/out.png"], in: dir)
            expectFailure(r, status: 3, naming: ["file/out.png"])
            #expect(try Data(contentsOf: dir.appendingPathComponent("file")) == Data("x".utf8))
            #expect(listing(dir) == ["file"])
        }
    }
}
