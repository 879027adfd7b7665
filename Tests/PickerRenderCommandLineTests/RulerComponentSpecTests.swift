// The documented ruler component (docs/examples/ruler-component.json, used by
// docs/examples/adapted-ruler.json with 2-point ticks, and here with its defaults, the SwiftUI
// block's 2.5- and 1.5-point ticks) draws the pixels of the `ruler` command with the same
// constants, left to right at @3x and right to left at @2x; and the comparison can fail
// (another tick width is another picture).

import Foundation
import Testing

@Suite struct RulerComponentSpecTests {
    static let ruler = ["ruler", "--range", "40...120", "--step", "0.5", "--value", "62", "--middle-tick-width", "2",
                        "--minor-tick-width", "2", "--middle-tick-height-fraction", "0.75", "--minor-tick-height-fraction", "0.5"]

    @Test(arguments: [["--scale", "3"], ["--scale", "2", "--layout-direction", "rightToLeft"]])
    func theRulerComponentDrawsTheRulerCommandsPixels(_ options: [String]) throws {
        try withTemporaryDirectory { dir in
            let spec = ComponentSpecTests.examples.appendingPathComponent("adapted-ruler.json").path
            let a = try CLI.run(["render", spec, "--background", "systemBackground", "--output", "a.png"] + options, in: dir)
            #expect(a.status == 0, "\(a)")
            let b = try CLI.run(Self.ruler + ["--major-tick-width", "2", "--output", "b.png"] + options, in: dir)
            #expect(b.status == 0, "\(b)")
            let same = try CLI.run(["compare", "b.png", "a.png", "--threshold", "0"], in: dir)
            #expect(same.status == 0 && same.stdout.contains("identical"), "\(same)")
            let c = try CLI.run(Self.ruler + ["--major-tick-width", "3", "--output", "c.png"] + options, in: dir)
            #expect(c.status == 0)
            let differ = try CLI.run(["compare", "c.png", "a.png", "--threshold", "0"], in: dir)
            #expect(!differ.stdout.contains("identical"), "\(differ)")
        }
    }

    @Test func theRulerComponentsDefaultsAreTheSwiftUIBlocksRuler() throws {
        try withTemporaryDirectory { dir in
            try FileManager.default.copyItem(at: ComponentSpecTests.examples.appendingPathComponent("ruler-component.json"),
                                             to: dir.appendingPathComponent("ruler-component.json"))
            try Data(#"{"include": ["ruler-component.json"], "width": 402, "content": {"type": "component", "name": "ruler", "arguments": {"lower": 40, "upper": 120, "step": 0.5, "value": 62}}}"#.utf8)
                .write(to: dir.appendingPathComponent("s.json"))
            let a = try CLI.run(["render", "s.json", "--background", "systemBackground", "--output", "a.png"], in: dir)
            #expect(a.status == 0, "\(a)")
            let b = try CLI.run(["ruler", "--range", "40...120", "--step", "0.5", "--value", "62", "--output", "b.png"], in: dir)
            #expect(b.status == 0, "\(b)")
            let same = try CLI.run(["compare", "b.png", "a.png", "--threshold", "0"], in: dir)
            #expect(same.status == 0 && same.stdout.contains("identical"), "\(same)")
        }
    }
}
