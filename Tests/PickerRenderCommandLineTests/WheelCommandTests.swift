// `picker-render wheel` end to end (docs/architecture.md §8): README's example command,
// determinism, --dump-scene, help and unknown commands.

import Foundation
import Testing
import PickerRenderPNG

let acceptance = ["wheel", "--range", "0...23", "--format", "%02d", "--selection", "7"]

@Suite struct WheelCommandTests {
    @Test func acceptanceCommandWritesA513By660PNG() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(acceptance + ["--output", "w.png"], in: dir)
            #expect(r.status == 0, "\(r)")
            #expect(r.stderr == "")
            #expect(r.stdout == "")
            #expect(listing(dir) == ["w.png"])   // nothing else, no temporary file left behind
            let size = try #require(try pngSize(dir.appendingPathComponent("w.png")))
            #expect(size.width == 513 && size.height == 660)
            // And it decodes as a whole.
            let image = try PNGCodec.read(path: dir.appendingPathComponent("w.png").path)
            #expect(image.width == 513 && image.height == 660)
        }
    }

    @Test func twoRunsAreByteIdentical() throws {
        try withTemporaryDirectory { dir in
            let a = try CLI.run(acceptance + ["--output", "a.png"], in: dir)
            let b = try CLI.run(acceptance + ["--output", "b.png"], in: dir)
            #expect(a.status == 0 && b.status == 0, "\(a)\n\(b)")
            let da = try Data(contentsOf: dir.appendingPathComponent("a.png"))
            let db = try Data(contentsOf: dir.appendingPathComponent("b.png"))
            #expect(da.count > 1000)
            #expect(da == db)
        }
    }

    @Test(arguments: [(1, 171, 220), (2, 342, 440), (3, 513, 660)])
    func scaleMultipliesThePixelSize(scale: Int, width: Int, height: Int) throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(acceptance + ["--scale", "\(scale)", "--output", "w.png"], in: dir)
            #expect(r.status == 0, "\(r)")
            let size = try #require(try pngSize(dir.appendingPathComponent("w.png")))
            #expect(size.width == width && size.height == height)
        }
    }

    @Test func valuesListAndOptionsRender() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["wheel", "--values", "Apple,Banana,Cherry", "--selection", "Banana",
                                 "--visible-rows", "3", "--width", "200", "--offset", "0.5", "--appearance", "dark",
                                 "--dynamic-type", "xSmall", "--locale", "de_DE", "--background", "transparent",
                                 "--reduce-motion", "--title", "Fruit", "--scale", "1", "--output", "f.png"], in: dir)
            #expect(r.status == 0, "\(r)")
            let size = try #require(try pngSize(dir.appendingPathComponent("f.png")))
            #expect(size.width == 200)
            #expect(size.height > 0 && size.height < 220)   // 3 rows, xSmall: less than 5 large rows
        }
    }

    /// Regression: extreme --range bounds used to trap on Int overflow (exit by signal). Bounds
    /// beyond +-2^53 are now refused (a spec could not hold them; CommandLineFuzzer), so the
    /// arithmetic is checked at the largest bounds that draw, and Int's own extremes are exit 2.
    @Test func extremeRangeBoundsDoNotOverflow() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["wheel", "--range=-9007199254740992...9007199254740992",
                                 "--by", "9007199254740992", "--selection", "9007199254740992",
                                 "--scale", "1", "--output", "x.png"], in: dir)
            #expect(r.status == 0, "\(r)")
            #expect(listing(dir) == ["x.png"])
            let beyond = try CLI.run(["wheel", "--range=-9223372036854775808...9223372036854775807",
                                      "--by", "9223372036854775807", "--selection", "9223372036854775806",
                                      "--scale", "1", "--output", "y.png"], in: dir)
            expectFailure(beyond, status: 2, naming: ["--range", "-9223372036854775808...9223372036854775807"])
            #expect(listing(dir) == ["x.png"])
        }
    }

    /// Every `name` and text `string` in the scene tree, depth first.
    static func collect(_ node: Any, names: inout [String], strings: inout [String]) {
        if let d = node as? [String: Any] {
            if let n = d["name"] as? String { names.append(n) }
            if let s = d["string"] as? String { strings.append(s) }
            for key in d.keys.sorted() { collect(d[key]!, names: &names, strings: &strings) }
        } else if let a = node as? [Any] {
            for x in a { collect(x, names: &names, strings: &strings) }
        }
    }

    @Test func dumpScenePrintsJSONWithRows5Through9() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(acceptance + ["--dump-scene"], in: dir)
            #expect(r.status == 0, "\(r)")
            #expect(r.stderr == "")
            #expect(listing(dir) == [])   // no --output: no file
            let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8))
            let root = try #require(json as? [String: Any])
            #expect(root["pixelWidth"] as? Int == 513)
            #expect(root["pixelHeight"] as? Int == 660)
            var names: [String] = [], strings: [String] = []
            Self.collect(root, names: &names, strings: &strings)
            #expect(names.filter { $0.hasPrefix("item ") }.map { $0.prefix { $0 != ":" } }.sorted() == ["item 5", "item 6", "item 7", "item 8", "item 9"])
            #expect(strings.sorted() == ["05", "06", "07", "08", "09"])
        }
    }

    /// A printf --format keeps Western digits in every locale (as String(format:) does); --format
    /// number is Text(value, format: .number): the locale's digits and separators.
    @Test(arguments: [("%d", "ar_EG", ["1233", "1234", "1235"]), ("number", "ar_EG", ["١٬٢٣٣", "١٬٢٣٤", "١٬٢٣٥"]),
                      ("number", "en_US", ["1,233", "1,234", "1,235"]), ("number", "de_DE", ["1.233", "1.234", "1.235"])])
    func numberFormatUsesTheLocalesDigits(_ format: String, _ locale: String, _ want: [String]) throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["wheel", "--range", "1000...2000", "--selection", "1234", "--format", format,
                                 "--visible-rows", "3", "--locale", locale, "--dump-scene"], in: dir)
            #expect(r.status == 0, "\(r)")
            let root = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
            var names: [String] = [], strings: [String] = []
            Self.collect(root, names: &names, strings: &strings)
            #expect(strings.sorted() == want.sorted(), "\(format) in \(locale)")
        }
    }

    @Test func dumpSceneBesideOutput() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(acceptance + ["--dump-scene", "--scale", "1", "--output", "w.png"], in: dir)
            #expect(r.status == 0, "\(r)")
            let root = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
            #expect(root["pixelWidth"] as? Int == 171)
            let size = try #require(try pngSize(dir.appendingPathComponent("w.png")))
            #expect(size.width == 171 && size.height == 220)
        }
    }

    @Test(arguments: [
        (["--help"], "usage: picker-render [command]"),
        (["help"], "usage: picker-render [command]"),
        (["-h"], "usage: picker-render [command]"),
        (["wheel", "--help"], "usage: picker-render wheel"),
        (["wheel", "-h"], "usage: picker-render wheel"),
        (["gallery", "--help"], "usage: picker-render gallery"),
    ])
    func helpExitsZeroAndPrintsUsage(args: [String], usage: String) throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(args, in: dir)
            #expect(r.status == 0, "\(r)")
            #expect(r.stdout.hasPrefix(usage), "\(r)")
            #expect(r.stderr == "")
            #expect(listing(dir) == [])   // help renders nothing (no gallery directory)
        }
    }

    @Test func wheelHelpListsItsOptions() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["wheel", "--help"], in: dir)
            for option in ["--values", "--range", "--by", "--format", "--selection", "--visible-rows", "--width",
                           "--offset", "--title", "--output", "--scale", "--appearance", "--dynamic-type",
                           "--reduce-motion", "--locale", "--background", "--dump-scene"] {
                #expect(r.stdout.contains(option), "wheel --help does not mention \(option)")
            }
        }
    }

    @Test func unknownCommandExits2() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["frob", "--scale", "1"], in: dir)
            expectFailure(r, status: 2, naming: ["'frob'"])
            #expect(r.stdout == "")
            #expect(listing(dir) == [])
        }
    }
}

/// Exit `status`, and exactly one stderr line, starting `error:`, containing each of `naming`.
func expectFailure(_ r: RunResult, status: Int32, naming: [String],
                   sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(r.status == status, "\(r)", sourceLocation: sourceLocation)
    #expect(r.stderrLines.count == 1, "want exactly one stderr line: \(r)", sourceLocation: sourceLocation)
    let line = r.stderrLines.first ?? ""
    #expect(line.hasPrefix("error: "), "\(r)", sourceLocation: sourceLocation)
    for n in naming {
        #expect(line.contains(n), "stderr does not name \(n): \(line)", sourceLocation: sourceLocation)
    }
}
