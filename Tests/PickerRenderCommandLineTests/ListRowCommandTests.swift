// `picker-render menu` and `picker-render weight-picker` end to end (docs/architecture.md §8):
// images of the expected pixel size, --dump-scene, help, and bad input (exit 2, one `error:` line
// naming the value, no file left behind).

import Foundation
import Testing

@Suite struct MenuCommandTests {
    @Test func defaultRowIs402By76Points() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["menu", "--output", "m.png"], in: dir)
            #expect(r.status == 0, "\(r)")
            #expect(r.stderr == "" && r.stdout == "")
            #expect(listing(dir) == ["m.png"])
            // 16 pt above and below a 44-pt row, at @3x.
            let size = try #require(try pngSize(dir.appendingPathComponent("m.png")))
            #expect(size.width == 1206 && size.height == 228)
        }
    }

    @Test func subtitleMakesTheRowTaller() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["menu", "--subtitle", "Choose your favorite flavor", "--scale", "1", "--output", "m.png"], in: dir)
            #expect(r.status == 0, "\(r)")
            let size = try #require(try pngSize(dir.appendingPathComponent("m.png")))
            #expect(size.width == 402 && size.height > 76)
        }
    }

    /// At AX3 a long subtitle wraps (several text nodes, breaks at spaces) and the picture
    /// grows; --line-limit 1 keeps one line, truncated.
    @Test func longSubtitleWrapsAtAX3AndLineLimitCutsIt() throws {
        try withTemporaryDirectory { dir in
            let subtitle = "Pick the flavor you would like us to scoop first"
            let base = ["menu", "--dynamic-type", "AX3", "--scale", "1"]
            let short = try CLI.run(base + ["--subtitle", "Pick", "--output", "s.png"], in: dir)
            let long = try CLI.run(base + ["--subtitle", subtitle, "--output", "l.png", "--dump-scene"], in: dir)
            #expect(short.status == 0 && long.status == 0, "\(short) \(long)")
            let s = try #require(try pngSize(dir.appendingPathComponent("s.png")))
            let l = try #require(try pngSize(dir.appendingPathComponent("l.png")))
            #expect(l.width == 402 && l.height > s.height, "the wrapped subtitle makes the row taller")
            let obj = try JSONSerialization.jsonObject(with: Data(long.stdout.utf8))
            func subtitles(_ o: Any) -> [[String: Any]] {
                guard let d = o as? [String: Any] else { return [] }
                let own = d["kind"] as? String == "text" && d["pointSize"] as? Double == 36 ? [d] : []
                return own + (d["children"] as? [Any] ?? []).flatMap(subtitles)
            }
            func strings(_ o: Any) -> [String] { subtitles(o).map { $0["string"] as? String ?? "" } }
            let lines = strings(obj)
            #expect(lines.count >= 2 && lines.joined(separator: " ") == subtitle, "\(lines)")
            let cut = try CLI.run(base + ["--subtitle", subtitle, "--line-limit", "1", "--dump-scene"], in: dir)
            #expect(cut.status == 0, "\(cut)")
            let cutLines = subtitles(try JSONSerialization.jsonObject(with: Data(cut.stdout.utf8)))
            #expect(cutLines.count == 1 && cutLines.first?["truncated"] as? Bool == true, "\(cutLines)")
        }
    }

    @Test func dumpSceneNamesTheSelectionAndTheButton() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["menu", "--title", "Topping", "--options", "Nuts,Cookies", "--selection", "Cookies", "--dump-scene"], in: dir)
            #expect(r.status == 0, "\(r)")
            #expect(listing(dir) == [])
            #expect(r.stdout.contains("\"row Topping\""))
            #expect(r.stdout.contains("\"string\" : \"Cookies\""))
            #expect(r.stdout.contains("\"strokedPolyline\""))
            #expect(r.stdout.contains("\"button\""))
        }
    }

    @Test func helpExits0() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["menu", "--help"], in: dir)
            #expect(r.status == 0 && r.stdout.contains("--subtitle"), "\(r)")
        }
    }

    @Test(arguments: [
        BadInput(["--options", ""], ["--options", "''"]),
        BadInput(["--options", "a,,b"], ["--options", "'a,,b'", "position 2"]),
        BadInput(["--options", "a,b,a"], ["--options", "'a'"]),
        BadInput(["--selection", "Mint"], ["--selection", "'Mint'"]),
        BadInput(["--width", "10"], ["--width", "'10'"]),
        BadInput(["--width", "nan"], ["--width", "'nan'"]),
        BadInput(["--dynamic-type", "huge"], ["--dynamic-type", "'huge'"]),
        BadInput(["--unit", "kg"], ["'--unit'"]),
        BadInput(["--line-limit", "0"], ["--line-limit", "'0'"]),
        BadInput(["--line-limit", "two"], ["--line-limit", "'two'"]),
    ])
    func badInputExits2AndWritesNothing(_ c: BadInput) throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["menu"] + c.args + ["--output", "out.png"], in: dir)
            expectFailure(r, status: 2, naming: c.naming)
            #expect(listing(dir) == [])
        }
    }
}

@Suite struct WeightPickerCommandTests {
    /// VStack of the segmented control (32 + 32), the ruler (200 + 32) and the headline line
    /// (20.33 + 32), 8 pt apart: 364.33 pt, 1093 px at @3x.
    @Test(arguments: ["lbs", "kg"])
    func unitRendersTheDemo(_ unit: String) throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["weight-picker", "--unit", unit, "--output", "w.png"], in: dir)
            #expect(r.status == 0, "\(r)")
            #expect(listing(dir) == ["w.png"])
            let size = try #require(try pngSize(dir.appendingPathComponent("w.png")))
            #expect(size.width == 1206 && size.height == 1093)
        }
    }

    @Test func dumpSceneCarriesTheValue() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["weight-picker", "--unit", "kg", "--value", "72", "--dump-scene"], in: dir)
            #expect(r.status == 0, "\(r)")
            #expect(r.stdout.contains("Selected Weight: 72.0 kg"))
            #expect(r.stdout.contains("\"value\" : \"72.0 kg\""))
            #expect(r.stdout.contains("\"adjustable\""))
        }
    }

    /// The view moves in whole units, as its SwiftUI code does: a weight between them is drawn
    /// as the one it settles on, and stderr and --help say so.
    @Test func aWeightBetweenUnitsIsDrawnAsTheWholeOneWithAWarning() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["weight-picker", "--unit", "kg", "--value", "72.5", "--output", "w.png"], in: dir)
            #expect(r.status == 0 && listing(dir) == ["w.png"], "\(r)")
            #expect(r.stderrLines.count == 1 && r.stderrLines[0].hasPrefix("warning: weight: 72.5 is drawn as 72")
                    && r.stderrLines[0].contains("whole units"), "\(r)")
            let whole = try CLI.run(["weight-picker", "--unit", "kg", "--value", "72", "--output", "v.png"], in: dir)
            #expect(whole.status == 0 && whole.stderr.isEmpty, "\(whole)")
            let help = try CLI.run(["weight-picker", "--help"], in: dir)
            #expect(help.stdout.contains("whole units"), "\(help)")
        }
    }

    @Test func configOptionsReachTheRuler() throws {
        try withTemporaryDirectory { dir in
            // Multiplier 10: the labels count in tens; no text: no labels at all.
            let tens = try CLI.run(["weight-picker", "--count", "30", "--multiplier", "10", "--value", "150", "--dump-scene"], in: dir)
            #expect(tens.status == 0, "\(tens)")
            #expect(tens.stdout.contains("\"string\" : \"160\""))
            let bare = try CLI.run(["weight-picker", "--shows-text", "false", "--dump-scene"], in: dir)
            #expect(bare.status == 0, "\(bare)")
            #expect(!bare.stdout.contains("\"string\" : \"150\""))
        }
    }

    @Test(arguments: [
        BadInput(["--unit", "stone"], ["--unit", "'stone'"]),
        BadInput(["--count", "0"], ["--count", "'0'"]),
        BadInput(["--count", "many"], ["--count", "'many'"]),
        BadInput(["--steps", "-1"], ["--steps", "'-1'"]),
        BadInput(["--multiplier", "0"], ["--multiplier", "'0'"]),
        BadInput(["--spacing", "0"], ["--spacing", "'0'"]),
        BadInput(["--spacing", "nan"], ["--spacing", "'nan'"]),
        BadInput(["--value", "400"], ["--value", "'400'"]),
        BadInput(["--value", "-1"], ["--value", "'-1'"]),
        BadInput(["--value", "inf"], ["--value", "'inf'"]),
        BadInput(["--shows-text", "maybe"], ["--shows-text", "'maybe'"]),
        BadInput(["--width", "5000"], ["--width", "'5000'"]),
        BadInput(["--scale", "4"], ["--scale", "'4'"]),
    ])
    func badInputExits2AndWritesNothing(_ c: BadInput) throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["weight-picker"] + c.args + ["--output", "out.png"], in: dir)
            expectFailure(r, status: 2, naming: c.naming)
            #expect(listing(dir) == [])
        }
    }

    @Test func noOutputIsAUsageError() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["weight-picker"], in: dir)
            expectFailure(r, status: 2, naming: ["--output"])
        }
    }
}
