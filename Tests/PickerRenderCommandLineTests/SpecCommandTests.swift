// `--print-spec` and `picker-render render`: every render command's flags printed as a spec
// and drawn by `render` give the bytes the command itself draws; malformed specs are exit 2
// with one `error:` line naming the JSON path and the bad value, and write nothing.

import Foundation
import Testing

@Suite struct PrintSpecRoundTripTests {
    /// One invocation per render command (and variants that exercise each kind of value:
    /// lists, lazy ranges, offsets, hex colours, columns, subtitles, configs, environments).
    static let invocations: [[String]] = [
        ["wheel", "--range", "0...23", "--format", "%02d", "--selection", "7"],
        ["wheel", "--values", "a,b,c", "--selection", "b", "--offset", "0.5", "--appearance", "dark"],
        ["wheel", "--range", "0...999999", "--step", "3", "--selection", "300", "--visible-rows", "3", "--width", "120"],
        ["ruler", "--range", "40...120", "--step", "0.5", "--value", "62", "--tint", "#F60", "--offset", "3.25"],
        ["ruler", "--dynamic-type", "AX2", "--locale", "de_DE", "--range", "0...2000", "--value", "1234.5", "--reduce-motion"],
        ["segmented", "--options", "Chocolate,Vanilla,Strawberry", "--selection", "Vanilla", "--background", "transparent"],
        ["system-wheel", "--column", "0...23:1:hours", "--column", "0...59:30:min", "--title", "Duration"],
        ["system-wheel", "--options", "Apple,Banana,Cherry", "--offset", "-0.25", "--scale", "2"],
        ["menu", "--title", "Flavor", "--subtitle", "Choose your favorite flavor", "--width", "360"],
        ["weight-picker", "--unit", "kg", "--value", "70.5", "--count", "120", "--shows-text", "false"],
        ["wheel", "--range", "0...23", "--selection", "7", "--tint", "#5856D633", "--corner-radius", "6", "--text-color", "indigo"],
        ["ruler", "--value", "62", "--tint", "pink", "--major-tick-color", "teal", "--minor-tick-color", "gray", "--label-color", "brown"],
        ["segmented", "--options", "A,B", "--thumb-color", "indigo", "--track-color", "#5856D626", "--text-color", "teal",
         "--selected-text-color", "white"],
        ["system-wheel", "--column", "0...23:1:hours", "--band-color", "#FF950033", "--text-color", "orange"],
        ["inline", "--title", "Size", "--options", "S,M,L", "--selection", "M", "--dynamic-type", "AX1"],
        ["wheel", "--range", "0...23", "--format", "%02d", "--selection", "7", "--tilt", "-45", "--perspective", "0.4",
         "--scale-falloff", "0.12", "--opacity-falloff", "0.5", "--row-height", "50", "--band-corner-radius", "20"],
        ["wheel", "--values", "a,b,c", "--band-shape", "capsule", "--row-font-style", "title", "--row-font-weight", "bold",
         "--row-font-design", "rounded", "--row-font-monospaced-digits", "false", "--tilt", "-30"],
        ["ruler", "--range", "40...120", "--step", "0.5", "--value", "62", "--tick-height", "40", "--major-tick-width", "3",
         "--middle-tick-width", "2", "--minor-tick-width", "1", "--major-tick-height-fraction", "0.9",
         "--middle-tick-height-fraction", "0.6", "--minor-tick-height-fraction", "0.3", "--minor-tick-opacity", "0.4",
         "--label-font-style", "footnote", "--label-font-weight", "bold", "--mask-stop", "0:0.2", "--mask-stop", "0.5:1",
         "--mask-stop", "1:0", "--indicator-shape", "roundedRectangle", "--indicator-width", "3", "--indicator-height", "70",
         "--indicator-corner-radius", "1"],
    ]

    @Test(arguments: invocations)
    func printedSpecDrawsTheSameBytes(_ args: [String]) throws {
        try withTemporaryDirectory { dir in
            // Scale 1 keeps the test quick, unless the invocation names its own.
            let scale = args.contains("--scale") ? [] : ["--scale", "1"]
            let direct = try CLI.run(args + scale + ["--output", "a.png"], in: dir)
            #expect(direct.status == 0, "\(direct)")
            let printed = try CLI.run(args + scale + ["--print-spec"], in: dir)
            #expect(printed.status == 0, "\(printed)")
            #expect(listing(dir) == ["a.png"], "--print-spec draws nothing")
            try Data(printed.stdout.utf8).write(to: dir.appendingPathComponent("s.json"))
            let drawn = try CLI.run(["render", "s.json", "--output", "b.png"], in: dir)
            #expect(drawn.status == 0, "\(drawn)")
            let a = try Data(contentsOf: dir.appendingPathComponent("a.png"))
            let b = try Data(contentsOf: dir.appendingPathComponent("b.png"))
            #expect(a == b, "\(args): the printed spec draws other bytes")
            // And the spec printed back from the spec is the same text.
            let again = try CLI.run(["render", "s.json", "--print-spec"], in: dir)
            #expect(again.stdout == printed.stdout)
        }
    }

    /// The environment flags given to `render` override the spec's.
    @Test func renderFlagsOverrideTheSpec() throws {
        try withTemporaryDirectory { dir in
            let printed = try CLI.run(["segmented", "--options", "a,b", "--scale", "1", "--print-spec"], in: dir)
            try Data(printed.stdout.utf8).write(to: dir.appendingPathComponent("s.json"))
            let dark = try CLI.run(["render", "s.json", "--appearance", "dark", "--scale", "2", "--print-spec"], in: dir)
            #expect(dark.stdout.contains("\"appearance\": \"dark\""))
            #expect(dark.stdout.contains("\"scale\": 2"))
        }
    }
}

@Suite struct MalformedSpecTests {
    struct Case: CustomStringConvertible, Sendable {
        let spec: String
        let naming: [String]
        var description: String { spec }
    }

    static let wheel = #"{"type": "wheel", "values": ["a", "b"]}"#

    /// Twenty bad specs: JSON syntax, unknown keys, wrong types, values out of range, rules
    /// between fields, bad views deep in a tree. Each names where and what.
    static let cases: [Case] = [
        Case(spec: #"{"content": "#, naming: ["line 1", "not valid JSON"]),
        Case(spec: #"{"content": {"type": "wheel", "values": ["a"]},}"#, naming: ["not valid JSON"]),
        Case(spec: #"[1, 2]"#, naming: ["expected an object"]),
        Case(spec: #"{"scale": 3}"#, naming: ["content", "missing"]),
        Case(spec: #"{"colour": "red", "content": \#(wheel)}"#, naming: ["colour", "unknown key"]),
        // A colour field took "transparent" and drew the default; an unknown colour did not list the names.
        Case(spec: #"{"content": {"type": "wheel", "values": ["a"], "bandColor": "transparent"}}"#,
             naming: ["content.bandColor", "\"transparent\" is not a colour", "quaternary"]),
        Case(spec: #"{"content": {"type": "segmented", "options": ["a"], "thumbColor": "reddish"}}"#,
             naming: ["content.thumbColor", "\"reddish\"", "indigo", "#RRGGBBAA"]),
        Case(spec: #"{"scale": 4, "content": \#(wheel)}"#, naming: ["scale", "4"]),
        Case(spec: #"{"scale": "3", "content": \#(wheel)}"#, naming: ["scale", "\"3\""]),
        Case(spec: #"{"appearance": "dim", "content": \#(wheel)}"#, naming: ["appearance", "\"dim\""]),
        Case(spec: ##"{"background": "#12345", "content": {"type": "wheel", "values": ["a"]}}"##, naming: ["background", "#12345"]),
        Case(spec: #"{"content": {"type": "carousel"}}"#, naming: ["content.type", "carousel"]),
        Case(spec: #"{"content": {"values": ["a"]}}"#, naming: ["content.type", "missing"]),
        Case(spec: #"{"content": {"type": "vstack", "children": [\#(wheel), {"type": "wheel", "values": "a,b"}]}}"#,
             naming: ["content.children[1].values", "\"a,b\""]),
        Case(spec: #"{"content": {"type": "vstack", "children": [{"type": "text", "text": "Hi", "style": "huge"}]}}"#,
             naming: ["content.children[0].style", "\"huge\""]),
        Case(spec: #"{"content": {"type": "hstack", "spacing": -1, "children": []}}"#, naming: ["content.spacing", "-1"]),
        Case(spec: #"{"content": {"type": "wheel", "values": ["a", "b", "a"]}}"#, naming: ["content.values", "'a'"]),
        Case(spec: #"{"content": {"type": "wheel", "values": ["a", "b"], "selection": "c"}}"#,
             naming: ["content.selection", "'c'"]),
        Case(spec: #"{"content": {"type": "wheel", "values": ["a"], "offset": 1e12}}"#, naming: ["content.offset", "1000000000000"]),
        Case(spec: #"{"content": {"type": "ruler", "range": {"from": 10, "through": 0}}}"#, naming: ["content.range", "10"]),
        Case(spec: #"{"content": {"type": "padding", "top": 8, "content": {"type": "segmented", "options": [1, 2]}}}"#,
             naming: ["content.content.options[0]", "1"]),
        Case(spec: #"{"content": {"type": "frame", "maxWidth": "all", "content": \#(wheel)}}"#, naming: ["content.maxWidth", "\"all\""]),
        Case(spec: #"{"canvas": "iPhone16Pro", "width": 300, "content": \#(wheel)}"#, naming: ["width", "fit canvas"]),
        Case(spec: #"{"content": {"type": "system-wheel", "columns": [{"options": ["a"], "alignment": "middle"}]}}"#,
             naming: ["content.columns[0].alignment", "\"middle\""]),
    ]

    @Test(arguments: cases)
    func badSpecExits2NamingThePath(_ c: Case) throws {
        try withTemporaryDirectory { dir in
            try Data(c.spec.utf8).write(to: dir.appendingPathComponent("bad.json"))
            let r = try CLI.run(["render", "bad.json", "--scale", "1", "--output", "out.png"], in: dir)
            expectFailure(r, status: 2, naming: c.naming)
            #expect(listing(dir) == ["bad.json"], "nothing is written")
        }
    }

    @Test func aMissingSpecFileIsAnIOError() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["render", "nowhere.json", "--output", "out.png"], in: dir)
            expectFailure(r, status: 3, naming: ["nowhere.json"])
            let none = try CLI.run(["render", "--output", "out.png"], in: dir)
            expectFailure(none, status: 2, naming: ["SPEC.json"])
        }
    }

    @Test func schemaCommandPrintsTheRepositorysSchema() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["schema"], in: dir)
            #expect(r.status == 0)
            let file = try String(contentsOf: CLI.packageRoot.appendingPathComponent("spec.schema.json"), encoding: .utf8)
            #expect(r.stdout == file, "spec.schema.json is stale: run `picker-render schema > spec.schema.json`")
            #expect(try CLI.run(["schema", "picture"], in: dir).stdout == file)
            let batch = try CLI.run(["schema", "batch"], in: dir)
            #expect(batch.status == 0 && batch.stderr == "", "\(batch)")
            let batchFile = try String(contentsOf: CLI.packageRoot.appendingPathComponent("batch.schema.json"), encoding: .utf8)
            #expect(batch.stdout == batchFile, "batch.schema.json is stale: run `picker-render schema batch > batch.schema.json`")
        }
    }
}
