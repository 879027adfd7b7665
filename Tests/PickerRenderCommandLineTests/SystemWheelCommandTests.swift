// `picker-render system-wheel` end to end: one column from --options, several from repeated
// --column RANGE|OPTIONS[:SELECTION[:UNIT[:STEP]]] (the spec's columns, one flag each), a stepped range, the scene dump,
// help, and bad input (exit 2, one
// `error:` line naming the value, no file created or changed).

import Foundation
import Testing

@Suite struct SystemWheelCommandTests {
    static let fruit = ["system-wheel", "--options", "Apple,Banana,Cherry,Grape", "--accessibility-label", "Fruit"]
    static let duration = ["system-wheel", "--column", "0...23:1:hours", "--column", "0...59:30:min", "--column", "0..<60:0:sec"]

    @Test(arguments: [(1, 402, 216), (3, 1206, 648)])
    func writesAPickerSizedPNG(scale: Int, width: Int, height: Int) throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(Self.fruit + ["--scale", "\(scale)", "--output", "f.png"], in: dir)
            #expect(r.status == 0 && r.stderr == "" && r.stdout == "", "\(r)")
            #expect(listing(dir) == ["f.png"])
            let size = try #require(try pngSize(dir.appendingPathComponent("f.png")))
            #expect(size.width == width && size.height == height)
        }
    }

    @Test func columnsAndOptionsRender() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(Self.duration + ["--width", "300", "--offset", "0.5", "--appearance", "dark", "--scale", "2",
                                                 "--dynamic-type", "AX5", "--reduce-motion", "--background", "transparent",
                                                 "--output", "d.png"], in: dir)
            #expect(r.status == 0, "\(r)")
            let size = try #require(try pngSize(dir.appendingPathComponent("d.png")))
            #expect(size.width == 600 && size.height == 432)
        }
    }

    @Test func dumpSceneShowsColumnsUnitsAndElements() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(Self.duration + ["--dump-scene"], in: dir)
            #expect(r.status == 0, "\(r)")
            #expect(listing(dir) == [])
            let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
            let component = try #require((json["children"] as? [[String: Any]])?.first)
            let columns = (component["children"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "layer" }
            #expect(columns.count == 3)
            let labels = columns.compactMap { (($0["accessibility"] as? [String: Any])?["label"]) as? String }
            #expect(labels == ["hours", "min", "sec"])
            let values = columns.compactMap { (($0["accessibility"] as? [String: Any])?["value"]) as? String }
            #expect(values == ["1", "30", "0"])
            for (c, unit) in zip(columns, ["hours", "min", "sec"]) {
                #expect((c["children"] as? [[String: Any]])?.last?["string"] as? String == unit)
            }
        }
    }

    /// A column of numbers is drawn as written (Western digits, as a String is) unless
    /// --format number asks for Text(value, format: .number): the locale's digits.
    @Test(arguments: [([String](), ["6", "7", "8"]), (["--format", "number"], ["٦", "٧", "٨"])])
    func formatNumberDrawsTheLocalesDigits(_ format: [String], _ want: [String]) throws {
        try withTemporaryDirectory { dir in
            let args = ["system-wheel", "--column", "0...23:7:hours", "--locale", "ar_EG"] + format
            let r = try CLI.run(args + ["--dump-scene"], in: dir)
            #expect(r.status == 0, "\(r)")
            var names: [String] = [], strings: [String] = []
            WheelCommandTests.collect(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)), names: &names, strings: &strings)
            for w in want { #expect(strings.contains(w), "\(format): \(strings)") }
            // The flag goes through the spec: drawing the printed spec draws the same bytes.
            let spec = try CLI.run(args + ["--print-spec"], in: dir)
            try Data(spec.stdout.utf8).write(to: dir.appendingPathComponent("s.json"))
            #expect(try CLI.run(args + ["--output", "a.png"], in: dir).status == 0)
            #expect(try CLI.run(["render", "s.json", "--output", "b.png"], in: dir).status == 0)
            #expect(try Data(contentsOf: dir.appendingPathComponent("a.png")) == Data(contentsOf: dir.appendingPathComponent("b.png")))
        }
    }

    @Test func theAccessibilityLabelNamesTheWheelAndTheTitleDoesNot() throws {
        try withTemporaryDirectory { dir in
            let named = try CLI.run(Self.fruit + ["--selection", "Cherry", "--dump-scene"], in: dir)
            #expect(named.status == 0, "\(named)")
            #expect(named.stdout.contains("\"label\" : \"Fruit\""))
            #expect(named.stdout.contains("\"value\" : \"Cherry\""))
            let bare = try CLI.run(["system-wheel", "--options", "a,b", "--dump-scene"], in: dir)
            #expect(bare.status == 0 && !bare.stdout.contains("\"label\""), "an unnamed wheel has no label")
            // As in SwiftUI: a wheel Picker's title is neither drawn nor spoken.
            let titled = try CLI.run(["system-wheel", "--options", "a,b", "--title", "Fruit", "--dump-scene"], in: dir)
            #expect(titled.status == 0 && !titled.stdout.contains("\"label\""), "\(titled)")
        }
    }

    @Test func themeFlagsReachTheScene() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(Self.duration + ["--band-color", "#FF950033", "--text-color", "orange", "--dump-scene"], in: dir)
            #expect(r.status == 0, "\(r)")
            #expect(r.stdout.contains("\"#FF950033\""), "band")
            // Orange (255,149,0) on every row and unit label; no label-black left.
            #expect(r.stdout.contains("\"#FF9500\"") && !r.stdout.contains("\"#000000\""))
            let plain = try CLI.run(Self.duration + ["--dump-scene"], in: dir)
            #expect(plain.stdout.contains("\"#000000\"") && !plain.stdout.contains("FF9500"))
            let help = try CLI.run(["system-wheel", "--help"], in: dir)
            #expect(help.stdout.contains("--band-color") && help.stdout.contains("--text-color"))
        }
    }

    @Test func helpDescribesTheColumnSpec() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["system-wheel", "--help"], in: dir)
            #expect(r.status == 0 && r.stdout.contains("--column") && r.stdout.contains("RANGE|OPTIONS[:SELECTION[:UNIT[:STEP]]]"))
            let usage = try CLI.run(["help"], in: dir)
            #expect(usage.stdout.contains("system-wheel"))
        }
    }

    static let badInputs: [BadInput] = [
        .init([], ["--options", "--column"]),
        .init(["--options", ""], ["--options", "''"]),
        .init(["--options", "a,,b"], ["--options", "'a,,b'", "position 2"]),
        .init(["--options", "a,b,a"], ["--options", "duplicate", "'a'"]),
        .init(["--options", "a,b", "--selection", "c"], ["--selection", "'c'"]),
        .init(["--options", "a", "--column", "0...1"], ["--options", "--column"]),
        .init(["--column", "0...23", "--selection", "3"], ["--selection"]),
        .init(["--column", "0...23:24:hours"], ["--column", "'0...23:24:hours'", "'24'"]),
        .init(["--column", "a,b", "--column", "x:y"], ["--column", "'x:y'", "'y'"]),
        .init(["--options", "a", "--options-file", "values.txt"], ["--options", "--options-file"]),
        .init(["--column", "0...23:one"], ["--column", "'one'"]),
        .init(["--column", "5...1"], ["--column", "'5...1'"]),
        .init(["--column", "0..23"], ["--column", "'0..23'"]),
        .init(["--column", "0...10000000"], ["--column", "'0...10000000'"]),
        .init(["--column", "a,b,a:b"], ["--column", "duplicate", "'a'"]),
        .init(["--column", "a,,b"], ["--column", "'a,,b'"]),
        .init(["--column", "a,b:c"], ["--column", "'c'"]),
        .init(["--column", "0...5:1:min:1:x"], ["--column", "'0...5:1:min:1:x'"]),
        .init(["--column", "0...5:1:min:x"], ["--column", "'x'"]),
        .init(["--column", "0...50:35:min:10"], ["--column", "'0...50:35:min:10'", "'35'"]),
        .init(["--column", "a,b:a::2"], ["--column", "'a,b:a::2'", "step"]),
        .init(["--column", ""], ["--column", "''"]),
        .init(["--options", "a", "--width", "0"], ["--width", "'0'"]),
        .init(["--options", "a", "--width", "5000"], ["--width", "'5000'"]),
        .init(["--options", "a", "--width", "nan"], ["--width", "'nan'"]),
        .init(["--options", "a", "--offset", "1e300"], ["--offset", "'1e300'"]),
        .init(["--options", "a", "--offset", "x"], ["--offset", "'x'"]),
        .init(["--options", "a", "--scale", "4"], ["--scale", "'4'"]),
        .init(["--options", "a", "--appearance", "sepia"], ["--appearance", "'sepia'"]),
        .init(["--options", "a", "--bogus"], ["'--bogus'"]),
        .init(["--options", "a", "stray"], ["'stray'"]),
        .init(["--options", "a", "--band-color", "mauve"], ["--band-color", "'mauve'", "tertiarySystemFill", "#RRGGBB"]),
        .init(["--options", "a", "--text-color", "#12345"], ["--text-color", "'#12345'", "indigo"]),
    ]

    @Test(arguments: badInputs)
    func badInputExits2AndWritesNothing(_ c: BadInput) throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["system-wheel"] + c.args + ["--output", "out.png"], in: dir)
            expectFailure(r, status: 2, naming: c.naming)
            #expect(r.stdout == "")
            #expect(listing(dir) == [], "no file (and no temporary file) may be left behind")
        }
    }

    /// An empty part leaves its field out: `0...5::min` is 0 to 5 at 0 with the unit.
    /// A fourth part steps a range: the duration picker's minutes in tens.
    @Test func aSteppedColumn() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["system-wheel", "--column", "0...50:30:min:10", "--print-spec"], in: dir)
            #expect(r.status == 0, "\(r)")
            #expect(r.stdout.contains(#""step": 10"#) && r.stdout.contains(#""through": 50"#))
            let d = try CLI.run(["system-wheel", "--column", "0...50:30:min:10", "--dump-scene"], in: dir)
            #expect(d.status == 0 && d.stdout.contains(#""string" : "40""#))
            #expect(!d.stdout.contains(#""string" : "31""#) && !d.stdout.contains(#""string" : "1""#))
        }
    }

    @Test func anEmptyPartIsLeftOut() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["system-wheel", "--column", "0...5::min", "--column", "a,b:", "--print-spec"], in: dir)
            #expect(r.status == 0, "\(r)")
            #expect(r.stdout.contains("\"selection\": \"0\"") && r.stdout.contains("\"unit\": \"min\"") && r.stdout.contains("\"selection\": \"a\""))
        }
    }

    @Test func failureKeepsAnExistingOutputFile() throws {
        try withTemporaryDirectory { dir in
            let out = dir.appendingPathComponent("out.png")
            let original = Data("keep me\n".utf8)
            try original.write(to: out)
            let r = try CLI.run(["system-wheel", "--column", "0...23:99", "--output", "out.png"], in: dir)
            expectFailure(r, status: 2, naming: ["'99'"])
            #expect(try Data(contentsOf: out) == original)
        }
    }

    @Test func needsAnOutputOrADump() throws {
        try withTemporaryDirectory { dir in
            expectFailure(try CLI.run(["system-wheel", "--options", "a"], in: dir), status: 2, naming: ["--output"])
            expectFailure(try CLI.run(["system-wheel", "--options", "a", "--output", ""], in: dir), status: 2, naming: ["--output", "''"])
            #expect(listing(dir) == [])
        }
    }
}
