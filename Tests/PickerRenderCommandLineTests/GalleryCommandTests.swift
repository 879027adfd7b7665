// `picker-render gallery` and the no-argument run (docs/architecture.md §8): the demo screens on
// the iPhone 16 Pro canvas (402 x 874 pt), light and dark, into a directory.

import Foundation
import Testing

@Suite struct GalleryCommandTests {
    /// Every demo the gallery draws (Gallery.demos), sorted; each comes in light and dark.
    static let demos = ["date", "duration", "menu", "ruler", "segmented", "system-wheel", "time", "weight-kg", "weight-lbs", "wheel"]
    static func files(_ appearances: [String]) -> [String] {
        demos.flatMap { d in appearances.map { "\(d)-demo-\($0).png" } }.sorted()
    }
    static let both = files(["dark", "light"])

    /// The batch's files beside the pictures (the gallery is a batch: BatchCommand).
    static let extras = ["index.html", "index.md", "manifest.json"]

    func expectSizes(_ dir: URL, _ names: [String], _ width: Int, _ height: Int,
                     sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(listing(dir) == (names + Self.extras).sorted(), sourceLocation: sourceLocation)
        // The completion marker, written last, lists the set.
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("manifest.json")))
            as? [String: Any], sourceLocation: sourceLocation)
        #expect((manifest["outputs"] as? [[String: Any]])?.compactMap { $0["file"] as? String }.sorted() == names, sourceLocation: sourceLocation)
        for n in names {
            let size = try #require(try pngSize(dir.appendingPathComponent(n)), "\(n) is not a PNG", sourceLocation: sourceLocation)
            #expect(size.width == width && size.height == height, "\(n): \(size)", sourceLocation: sourceLocation)
        }
    }

    @Test func writesLightAndDarkAtScale3() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["gallery", "--out", "out"], in: dir)
            #expect(r.status == 0, "\(r)")
            #expect(r.stderr == "")
            let out = dir.appendingPathComponent("out")
            try expectSizes(out, Self.both, 1206, 2622)
            #expect(r.stdout.split(separator: "\n").map { ($0 as NSString).lastPathComponent }.sorted() == (Self.both + Self.extras).sorted())
            let light = try Data(contentsOf: out.appendingPathComponent("wheel-demo-light.png"))
            let dark = try Data(contentsOf: out.appendingPathComponent("wheel-demo-dark.png"))
            #expect(light != dark)
        }
    }

    /// `--locale` reaches the demos' texts: the ruler demo's value is "62,0" in German (the
    /// gallery's spec is made before the flags apply; BatchRun.picture makes the demo again).
    @Test func localeFormatsTheRulerDemosValue() throws {
        try withTemporaryDirectory { dir in
            for (locale, value) in [("de_DE", "62,0"), ("en_US", "62.0")] {
                let r = try CLI.run(["gallery", "--out", locale, "--locale", locale, "--only", "ruler", "--appearance", "light", "--scale", "1"], in: dir)
                #expect(r.status == 0, "\(r)")
                let manifest = try String(contentsOf: dir.appendingPathComponent(locale).appendingPathComponent("manifest.json"), encoding: .utf8)
                #expect(manifest.contains("\"\(value)\""), "\(locale)")
            }
            let de = try Data(contentsOf: dir.appendingPathComponent("de_DE/ruler-demo-light.png"))
            let us = try Data(contentsOf: dir.appendingPathComponent("en_US/ruler-demo-light.png"))
            #expect(de != us)
        }
    }

    @Test func appearanceDarkWritesOnlyDark() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["gallery", "--out", "out", "--appearance", "dark"], in: dir)
            #expect(r.status == 0, "\(r)")
            try expectSizes(dir.appendingPathComponent("out"), Self.files(["dark"]), 1206, 2622)
        }
    }

    @Test func scale1Gives402By874() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["gallery", "--out", "out", "--scale", "1", "--appearance", "both"], in: dir)
            #expect(r.status == 0, "\(r)")
            try expectSizes(dir.appendingPathComponent("out"), Self.both, 402, 874)
        }
    }

    @Test func noArgumentsRendersTheGalleryIntoPickerRenders() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run([], in: dir)
            #expect(r.status == 0, "\(r)")
            #expect(listing(dir) == ["picker-renders"])
            try expectSizes(dir.appendingPathComponent("picker-renders"), Self.both, 1206, 2622)
        }
    }

    @Test(arguments: [
        BadInput(["--appearance", "sepia"], ["--appearance", "'sepia'"]),
        BadInput(["--scale", "0"], ["--scale", "'0'"]),
        BadInput(["--scale", "4"], ["--scale", "'4'"]),
        BadInput(["--dynamic-type", "huge"], ["--dynamic-type", "'huge'"]),
        BadInput(["--locale", "en US"], ["--locale", "'en US'"]),
        BadInput(["--bogus"], ["'--bogus'"]),
        BadInput(["--background", "#12"], ["--background", "#12"]),   // overrides every demo's, as in batch
        BadInput(["stray"], ["'stray'"]),
    ])
    func badInputExits2AndCreatesNoDirectory(_ c: BadInput) throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["gallery", "--out", "out"] + c.args, in: dir)
            expectFailure(r, status: 2, naming: c.naming)
            #expect(listing(dir) == [])
        }
    }

    @Test func missingFontsExit3AndCreateNoDirectory() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["gallery", "--out", "out", "--scale", "1", "--fonts", "no-such-fonts"], in: dir)
            expectFailure(r, status: 2, naming: ["no-such-fonts"])
            #expect(listing(dir) == [])
        }
    }

    @Test func garbageFontsExit3AndCreateNoDirectory() throws {
        try withTemporaryDirectory { dir in
            _ = try WheelErrorTests.makeGarbageFonts(in: dir)
            let r = try CLI.run(["gallery", "--out", "out", "--scale", "1", "--fonts", "garbage-fonts"], in: dir)
            expectFailure(r, status: 2, naming: ["garbage-fonts/"])
            #expect(listing(dir) == ["garbage-fonts"])
        }
    }

    @Test func outThatIsAFileExits3AndKeepsIt() throws {
        try withTemporaryDirectory { dir in
            let file = dir.appendingPathComponent("out")
            try Data("keep".utf8).write(to: file)
            let r = try CLI.run(["gallery", "--out", "out", "--scale", "1"], in: dir)
            expectFailure(r, status: 3, naming: ["'out'"])
            #expect(try Data(contentsOf: file) == Data("keep".utf8))
            #expect(listing(dir) == ["out"])
        }
    }

    /// --accessibility: a first run measures each report on the picture it draws (one render
    /// per picture); a re-run skips the unchanged pictures and draws them again for the report.
    /// Both sidecars must be the same bytes, with a report for every selected picture.
    @Test func accessibilitySidecarFromTheDrawingEqualsARedrawnOne() throws {
        try withTemporaryDirectory { dir in
            let args = ["gallery", "--out", "out", "--scale", "1", "--only", "wheel-demo-*", "--only", "menu-demo-dark*"]
            let first = try CLI.run(args + ["--accessibility", "first.json"], in: dir)
            #expect(first.status == 0, "\(first)")
            let second = try CLI.run(args + ["--accessibility", "second.json"], in: dir)
            #expect(second.status == 0, "\(second)")
            #expect(second.stdout.contains("0 drawn, 3 unchanged"), "\(second)")
            let a = try Data(contentsOf: dir.appendingPathComponent("first.json"))
            let b = try Data(contentsOf: dir.appendingPathComponent("second.json"))
            #expect(a == b)
            #expect(first.stderr == second.stderr)
            let keys = try #require(try JSONSerialization.jsonObject(with: a) as? [String: Any]).keys.sorted()
            #expect(keys == ["menu-demo-dark.png", "wheel-demo-dark.png", "wheel-demo-light.png"])
        }
    }

    /// `--chrome` draws the screens with their status bar and navigation bar: other pixels than
    /// the bare screen at the same size; with `--fit`, which crops the screen away, exit 2.
    @Test func chromeDrawsTheBarsAndRefusesFit() throws {
        try withTemporaryDirectory { dir in
            for (out, flags) in [("bare", [String]()), ("chrome", ["--chrome"])] {
                let r = try CLI.run(["gallery", "--out", out, "--only", "wheel", "--appearance", "light", "--scale", "1"] + flags, in: dir)
                #expect(r.status == 0, "\(r)")
                #expect(try pngSize(dir.appendingPathComponent("\(out)/wheel-demo-light.png"))?.width == 402)
            }
            let bare = try Data(contentsOf: dir.appendingPathComponent("bare/wheel-demo-light.png"))
            let chrome = try Data(contentsOf: dir.appendingPathComponent("chrome/wheel-demo-light.png"))
            #expect(bare != chrome)
            let r = try CLI.run(["gallery", "--out", "x", "--fit", "--chrome"], in: dir)
            #expect(r.status == 2 && r.stderr.hasPrefix("error: --chrome"), "\(r)")
        }
    }
}
