// `picker-render segmented`: the control's PNG, and bad input (exit 2, one `error:` line
// naming the value, no file).

import Foundation
import Testing

@Suite struct SegmentedCommandTests {
    @Test func writesTheControl() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["segmented", "--options", "Chocolate,Vanilla,Strawberry", "--selection", "Vanilla",
                                 "--output", "s.png"], in: dir)
            #expect(r.status == 0, "\(r)")
            let size = try #require(try pngSize(dir.appendingPathComponent("s.png")))
            #expect(size.width == 354 * 3 && size.height == 32 * 3)
        }
    }

    @Test func designFlagDrawsTheCapsuleAndPrintsIt() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["segmented", "--options", "One,Two,Three", "--design", "ios26", "--output", "s.png"], in: dir)
            #expect(r.status == 0, "\(r)")
            let size = try #require(try pngSize(dir.appendingPathComponent("s.png")))
            #expect(size.width == 354 * 3 && size.height == 32 * 3)
            let spec = try CLI.run(["segmented", "--options", "One,Two,Three", "--design", "IOS26", "--print-spec"], in: dir)
            #expect(spec.stdout.contains("\"design\": \"ios26\"") || spec.stdout.contains("\"design\":\"ios26\""), "\(spec.stdout)")
            let plain = try CLI.run(["segmented", "--options", "One,Two,Three", "--print-spec"], in: dir)
            #expect(plain.stdout.contains("ios18"))
        }
    }

    @Test func themeFlagsReachTheScene() throws {
        try withTemporaryDirectory { dir in
            let base = ["segmented", "--options", "A,B,C", "--selection", "B", "--dump-scene"]
            let r = try CLI.run(base + ["--thumb-color", "indigo", "--track-color", "#5856D626", "--text-color", "#123456",
                                        "--selected-text-color", "white"], in: dir)
            #expect(r.status == 0, "\(r)")
            for c in ["#5856D6", "#5856D626", "#123456", "#FFFFFF"] { #expect(r.stdout.contains("\"\(c)\""), "\(c)") }
            #expect(!r.stdout.contains("\"#000000\""), "no label-black text left")
            let plain = try CLI.run(base, in: dir)
            #expect(plain.stdout.contains("\"#000000\"") && !plain.stdout.contains("5856D6"))
        }
    }

    @Test(arguments: [
        BadInput(["--options", ""], ["--options", "''"]),
        BadInput(["--options", "a,,b"], ["--options", "'a,,b'"]),
        BadInput(["--options", "a,b,a"], ["'a'"]),
        BadInput(["--options", "a,b", "--selection", "z"], ["'z'"]),
        BadInput(["--options", "a,b", "--width", "0"], ["--width", "'0'"]),
        BadInput(["--options", "a,b", "--appearance", "sepia"], ["--appearance", "'sepia'"]),
        BadInput(["--options", "a,b", "--design", "ios19"], ["--design", "'ios19'", "ios18 or ios26"]),
        BadInput(["--selection", "a"], ["--options"]),
        BadInput(["--options", "a,b", "--thumb-color", "mauve"], ["--thumb-color", "'mauve'", "indigo", "#RRGGBB"]),
        BadInput(["--options", "a,b", "--track-color", "#GG0000"], ["--track-color", "'#GG0000'"]),
        BadInput(["--options", "a,b", "--text-color", ""], ["--text-color", "''"]),
        BadInput(["--options", "a,b", "--selected-text-color", "blu"], ["--selected-text-color", "'blu'", "gray2"]),
    ])
    func badInputExits2AndWritesNothing(_ c: BadInput) throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["segmented"] + c.args + ["--output", "out.png"], in: dir)
            expectFailure(r, status: 2, naming: c.naming)
            #expect(listing(dir) == [])
        }
    }
}

@Suite struct GalleryAccessibilityTests {
    /// `--accessibility FILE.json`, as in every command: one file holding every screen's
    /// sidecar, keyed by the PNG's name.
    @Test func everyScreenGetsItsSidecar() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["gallery", "--out", "out", "--scale", "1", "--appearance", "light",
                                 "--accessibility", "a11y.json"], in: dir)
            #expect(r.status == 0, "\(r)")
            // The demos follow the accessibility must-haves; the one warning is iOS's own:
            // secondaryLabel (the menu rows' values and subtitle) measures 3.44:1 on white.
            let warnings = r.stderrLines
            #expect(!warnings.isEmpty && warnings.allSatisfy { $0.hasPrefix("warning: menu-demo-light: text contrast: ") && $0.contains(" at 3.44:1 ") }, "\(r)")
            let pngs = listing(dir.appendingPathComponent("out")).filter { $0.hasSuffix(".png") }
            let all = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("a11y.json")))
                as? [String: Any])
            #expect(Set(all.keys) == Set(pngs) && !pngs.isEmpty)
            let obj = try #require(all["system-wheel-demo-light.png"] as? [String: Any])
            let elements = try #require(obj["elements"] as? [[String: Any]])
            #expect(elements.contains { $0["label"] as? String == "Fruit" && ($0["traits"] as? [String])?.contains("adjustable") == true })
        }
    }
}
