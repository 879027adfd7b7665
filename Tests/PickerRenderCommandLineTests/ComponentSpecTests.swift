// Components in picture specs: the documented adapted wheel (docs/examples/adapted-wheel.json,
// a component from an included file) draws the pixels of the `wheel` command with the same
// constants; malformed components and includes are exit 2 naming where the bad value is
// written (a component's body, an argument, an include), an include that cannot be read is exit
// 3, and expansion is bounded (a self-using component, a component that multiplies into
// millions of values).

import Foundation
import Testing

@Suite struct ComponentSpecTests {
    static let examples = CLI.packageRoot.appendingPathComponent("docs/examples")

    @Test func theAdaptedWheelComponentDrawsTheWheelCommandsPixels() throws {
        try withTemporaryDirectory { dir in
            let spec = Self.examples.appendingPathComponent("adapted-wheel.json").path
            let a = try CLI.run(["render", spec, "--background", "systemGroupedBackground", "--output", "a.png"], in: dir)
            #expect(a.status == 0, "\(a)")
            let b = try CLI.run(["wheel", "--range", "0...23", "--format", "%02d", "--selection", "07", "--width", "171",
                                 "--tilt", "-45", "--perspective", "0.4", "--opacity-falloff", "0.5", "--row-height", "50",
                                 "--band-corner-radius", "20", "--output", "b.png"], in: dir)
            #expect(b.status == 0, "\(b)")
            let same = try CLI.run(["compare", "b.png", "a.png", "--threshold", "0"], in: dir)
            #expect(same.status == 0 && same.stdout.contains("identical"), "\(same)")
            // And the check can fail: another tilt is another picture.
            let c = try CLI.run(["wheel", "--range", "0...23", "--format", "%02d", "--selection", "07", "--width", "171",
                                 "--tilt", "-44", "--perspective", "0.4", "--opacity-falloff", "0.5", "--row-height", "50",
                                 "--band-corner-radius", "20", "--output", "c.png"], in: dir)
            #expect(c.status == 0)
            let differ = try CLI.run(["compare", "c.png", "a.png", "--threshold", "0"], in: dir)
            #expect(!differ.stdout.contains("identical"), "\(differ)")
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var spec: String
        var status: Int32
        var naming: [String]
        var testDescription: String { spec }
        init(_ spec: String, _ status: Int32 = 2, _ naming: String...) { self.spec = spec; self.status = status; self.naming = naming }
    }

    static let dot = #"{"type": "frame", "width": "$size", "height": "$size", "content": {"type": "circle", "fill": "$color"}}"#
    static let defs = #""components": {"dot": {"parameters": {"size": 8, "color": "red"}, "body": \#(dot)}}"#

    static let cases: [Case] = [
        .init(#"{\#(defs), "content": {"type": "component", "name": "dash"}}"#, 2, "content.name", "'dash'", "(dot)"),
        .init(#"{\#(defs), "content": {"type": "component", "name": "dot", "arguments": {"radius": 3}}}"#, 2,
              "content.arguments.radius", "not a parameter of dot"),
        .init(#"{"components": {"dot": {"parameters": {"size": null}, "body": \#(dot)}}, "content": {"type": "component", "name": "dot"}}"#,
              2, "content.arguments", "missing 'size'"),
        .init(#"{\#(defs), "content": {"type": "component", "name": "dot", "arguments": {"size": -3}}}"#, 2, "content.arguments.size", "-3"),
        .init(#"{"components": {"loop": {"body": {"type": "component", "name": "loop"}}}, "content": {"type": "component", "name": "loop"}}"#,
              2, "components.loop.body.name", "nest more than 16"),
        .init(#"{"components": {"1st": {"body": \#(dot)}}, "content": {"type": "text", "text": "a"}}"#, 2, "components.1st", "component name"),
        .init(#"{"components": {"dot": {"body": \#(dot), "extra": 1}}, "content": {"type": "text", "text": "a"}}"#, 2, "components.dot.extra"),
        .init(#"{"components": {"half": {"parameters": {"n": 0}, "body": {"type": "frame", "width": "$(10 / n)", "content": {"type": "text", "text": "a"}}}}, "content": {"type": "component", "name": "half"}}"#,
              2, "components.half.body.width", "component 'half'", "division by zero"),
        .init(#"{"include": ["../outside.json"], "content": {"type": "text", "text": "a"}}"#, 2, "include[0]", "'../outside.json'"),
        .init(#"{"include": ["/etc/passwd"], "content": {"type": "text", "text": "a"}}"#, 2, "include[0]"),
        .init(#"{"include": ["missing.json"], "content": {"type": "text", "text": "a"}}"#, 3, "missing.json"),
        .init(#"{"include": ["defs.json"], \#(defs), "content": {"type": "text", "text": "a"}}"#, 2, "include[0]", "defs.json defines 'dot'"),
        .init(#"{"include": ["content.json"], "content": {"type": "text", "text": "a"}}"#, 2, "include[0]", "content.json", "unknown key \"content\""),
        // A text of 2,000 `$a`s, each a 1,000-character argument: 2 MB from 8 KB, refused before it is built.
        .init(#"{"components": {"t": {"parameters": {"a": "\#(String(repeating: "x", count: 1000))"}, "body": {"type": "text", "text": "\#(String(repeating: "$a", count: 2000))"}}}, "content": {"type": "component", "name": "t"}}"#,
              2, "components.t.body.text", "component 't'", "'$a' makes a text of"),
        // Ten levels of ten copies: 10^10 views from a few lines, refused by the expansion bound.
        .init(#"{"components": {\#((1...10).map { i in "\"c\(i)\": {\"body\": {\"type\": \"vstack\", \"children\": [\(Array(repeating: i == 1 ? "{\"type\": \"spacer\"}" : "{\"type\": \"component\", \"name\": \"c\(i - 1)\"}", count: 10).joined(separator: ", "))]}}" }.joined(separator: ", "))}, "content": {"type": "component", "name": "c10"}}"#,
              2, "more than 2000000 values"),
    ]

    @Test(arguments: cases)
    func refused(_ c: Case) throws {
        try withTemporaryDirectory { dir in
            try Data(#"{"components": {"dot": {"body": {"type": "spacer"}}}}"#.utf8).write(to: dir.appendingPathComponent("defs.json"))
            try Data(#"{"content": {"type": "spacer"}}"#.utf8).write(to: dir.appendingPathComponent("content.json"))
            try Data(c.spec.utf8).write(to: dir.appendingPathComponent("s.json"))
            let r = try CLI.run(["render", "s.json", "--output", "o.png"], in: dir)
            #expect(r.status == c.status, "\(r)")
            #expect(r.stderrLines.count == 1 && r.stderrLines[0].hasPrefix("error: "), "\(r)")
            for part in c.naming { #expect(r.stderr.contains(part), "\(part) not in \(r.stderr)") }
        }
    }

    @Test func aBatchDrawsAPictureFileThatIncludesComponents() throws {
        try withTemporaryDirectory { dir in
            let fm = FileManager.default
            try fm.createDirectory(at: dir.appendingPathComponent("specs"), withIntermediateDirectories: false)
            for f in ["wheel-component.json", "adapted-wheel.json"] {
                try fm.copyItem(at: Self.examples.appendingPathComponent(f), to: dir.appendingPathComponent("specs/\(f)"))
            }
            try Data(#"{"output": "{name}-{appearance}.png", "axes": {"appearance": ["light", "dark"]}, "pictures": [{"name": "adapted", "file": "specs/adapted-wheel.json"}]}"#.utf8)
                .write(to: dir.appendingPathComponent("batch.json"))
            let r = try CLI.run(["batch", "batch.json", "--out", "out", "--jobs", "1"], in: dir)
            #expect(r.status == 0, "\(r)")
            let single = try CLI.run(["render", "specs/adapted-wheel.json", "--appearance", "dark", "--output", "one.png"], in: dir)
            #expect(single.status == 0, "\(single)")
            let same = try CLI.run(["compare", "one.png", "out/adapted-dark.png", "--threshold", "0"], in: dir)
            #expect(same.status == 0 && same.stdout.contains("identical"), "\(same)")
        }
    }

    @Test func anIncludedComponentIsDrawnAndPrintedExpanded() throws {
        try withTemporaryDirectory { dir in
            try Data(#"{\#(Self.defs)}"#.utf8).write(to: dir.appendingPathComponent("dots.json"))
            try Data(#"{"include": ["dots.json"], "content": {"type": "component", "name": "dot", "arguments": {"size": 12, "color": "blue"}}}"#.utf8)
                .write(to: dir.appendingPathComponent("s.json"))
            let r = try CLI.run(["render", "s.json", "--print-spec"], in: dir)
            #expect(r.status == 0, "\(r)")
            #expect(r.stdout.contains("\"type\": \"circle\"") && r.stdout.contains("\"fill\": \"blue\"") && r.stdout.contains("\"width\": 12"))
            #expect(!r.stdout.contains("component") && !r.stdout.contains("include"))
        }
    }
}
