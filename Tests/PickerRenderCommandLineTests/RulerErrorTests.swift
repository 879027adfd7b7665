// Bad input to `picker-render ruler` (docs/architecture.md §8): exit 2, exactly one
// stderr line starting `error:` that names the bad value, nothing on stdout, and no file
// created or changed at the output path.

import Foundation
import Testing

@Suite struct RulerErrorTests {
    static let badInputs: [BadInput] = [
        // Ranges.
        .init(["--range", "40..120"], ["--range", "'40..120'"]),
        .init(["--range", "a...b"], ["--range", "'a...b'"]),
        .init(["--range", "120...40"], ["--range", "'120...40'"]),
        .init(["--range", "nan...5"], ["--range", "'nan...5'"]),
        .init(["--range", "40...120...200"], ["--range", "'40...120...200'"]),
        // Tint.
        .init(["--tint", "purpleish"], ["--tint", "'purpleish'"]),
        .init(["--tint", "#12345"], ["--tint", "'#12345'"]),
        // Numbers.
        .init(["--value", "abc"], ["--value", "'abc'"]),
        .init(["--value", "nan"], ["--value", "'nan'"]),
        .init(["--value", "inf"], ["--value", "'inf'"]),
        .init(["--step", "abc"], ["--step", "'abc'"]),
        .init(["--major-every", "abc"], ["--major-every", "'abc'"]),
        .init(["--major-every", "2.5"], ["--major-every", "'2.5'"]),
        .init(["--tick-spacing", "abc"], ["--tick-spacing", "'abc'"]),
        // Used to crash: index x spacing overflowed to infinity in the layout.
        .init(["--range", "0...19999", "--value", "19999", "--tick-spacing", "1e305"], ["--tick-spacing", "'1e305'"]),
        // The ruler's own constants.
        .init(["--tick-height", "-1"], ["--tick-height", "'-1'", "0 to 1000"]),
        .init(["--major-tick-width", "nan"], ["--major-tick-width", "'nan'"]),
        .init(["--middle-tick-height-fraction", "1.5"], ["--middle-tick-height-fraction", "'1.5'", "0 to 1"]),
        .init(["--minor-tick-opacity", "2"], ["--minor-tick-opacity", "'2'"]),
        .init(["--label-font-style", "huge"], ["--label-font-style", "'huge'"]),
        .init(["--label-font-design", "serif"], ["--label-font-design", "'serif'", "\"default\", \"rounded\""]),
        .init(["--mask-stop", "0.5:1", "--mask-stop", "0.2:0"], ["--mask-stop '0.2:0'", "location", "before the previous stop's 0.5"]),
        .init(["--mask-stop", "0.5:2"], ["--mask-stop", "'2'", "0 to 1"]),
        .init(["--mask-stop", "0.5"], ["--mask-stop '0.5'", "opacity", "missing"]),
        .init(["--mask-stop", "0:1:2"], ["--mask-stop", "'0:1:2'"]),
        .init(["--indicator-shape", "circle"], ["--indicator-shape", "'circle'"]),
        .init(["--indicator-height", "1e9"], ["--indicator-height", "'1e9'"]),
        // Geometry.
        .init(["--width", "0"], ["--width", "'0'"]),
        .init(["--width", "-1"], ["--width", "'-1'"]),
        .init(["--width", "5000"], ["--width", "'5000'"]),
        .init(["--offset", "nan"], ["--offset", "'nan'"]),
        .init(["--offset", "1e12"], ["--offset", "'1e12'"]),
        // Shared options and usage.
        .init(["--locale", "en US"], ["--locale", "'en US'"]),
        .init(["--locale", ""], ["--locale", "''"]),
        .init(["--locale", "xx_YY"], ["--locale", "'xx_YY'"]),
        .init(["--scale", "4"], ["--scale", "'4'"]),
        .init(["--bogus", "1"], ["'--bogus'"]),
        .init(["stray"], ["'stray'"]),
    ]

    @Test(arguments: badInputs)
    func badInputExits2AndWritesNothing(_ c: BadInput) throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["ruler"] + c.args + ["--output", "out.png"], in: dir)
            expectFailure(r, status: 2, naming: c.naming)
            #expect(r.stdout == "")
            #expect(listing(dir) == [], "no file (and no temporary file) may be left behind")
        }
    }

    @Test(arguments: [
        BadInput([], ["--output"]),                                  // neither --output nor --dump-scene
        BadInput(["--output", ""], ["--output", "''"]),
        BadInput(["--output"], ["--output", "needs a value"]),
    ])
    func badOutputArgumentExits2(_ c: BadInput) throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["ruler"] + c.args, in: dir)
            expectFailure(r, status: 2, naming: c.naming)
            #expect(listing(dir) == [])
        }
    }

    /// A failing run leaves an existing file at the output path byte for byte as it was.
    @Test(arguments: [
        BadInput(["--range", "120...40"], ["'120...40'"]),
        BadInput(["--tint", "purpleish"], ["'purpleish'"]),
        BadInput(["--width", "5000"], ["'5000'"]),
        BadInput(["--offset", "1e12"], ["'1e12'"]),
    ])
    func failureKeepsAnExistingOutputFile(_ c: BadInput) throws {
        try withTemporaryDirectory { dir in
            let out = dir.appendingPathComponent("out.png")
            let original = Data("an existing file that must not change\n".utf8)
            try original.write(to: out)
            let r = try CLI.run(RulerCommandTests.acceptance + c.args + ["--output", "out.png"], in: dir)
            expectFailure(r, status: 2, naming: c.naming)
            #expect(try Data(contentsOf: out) == original)
            #expect(listing(dir) == ["out.png"])
        }
    }
}
