// The command line as a library (PickerRenderCommandLine, which the executable and the
// CommandLineFuzzer both call): its in-process answer must be the process's answer, so what the
// fuzzer checks holds for picker-render itself.

import Foundation
import PickerRender
import PickerRenderCommandLine
import Testing

@Suite struct CommandLineLibraryTests {
    /// The picture the library builds prints the spec the process prints with --print-spec.
    @Test(arguments: PrintSpecRoundTripTests.invocations)
    func libraryPictureIsTheProcessPicture(_ args: [String]) throws {
        try withTemporaryDirectory { dir in
            let printed = try CLI.run(args + ["--print-spec"], in: dir)
            #expect(printed.status == 0, "\(printed)")
            let picture = try #require(try PickerRenderTool.picture(forArguments: args))
            #expect(picture.specText == printed.stdout)
        }
    }

    /// A refused invocation: the library's error line and status are the process's.
    @Test(arguments: [
        ["wheel", "--range", "0...23", "--selection", "99"],
        ["wheel", "--values", "a,b", "--band-color", "reddish"],
        ["ruler", "--range", "0...10", "--value", "nan"],
        ["segmented", "--options", "a,b", "--locale", "xx_YY"],
        ["wheel", "--bogus"],
        ["nonsense"],
        ["render", "$DIR/missing.json"],
        // Found by CommandLineFuzzer: a value with a line break made a two-line error.
        ["wheel", "--values", "a\nb,c", "--selection", "d\re\u{7}"],
        ["wheel", "--values", "a,b", "--scale\n", "1"],
    ])
    func libraryErrorIsTheProcessError(_ template: [String]) throws {
        try withTemporaryDirectory { dir in
            // Absolute paths only: the test process's working directory is shared by every test.
            let args = template.map { $0.replacingOccurrences(of: "$DIR", with: dir.path) } + ["--output", dir.path + "/o.png"]
            let run = try CLI.run(args, in: dir)
            do {
                _ = try PickerRenderTool.picture(forArguments: args)
                Issue.record("the library accepted what the process refused: \(run)")
            } catch {
                let (message, status) = PickerRenderTool.errorReport(error)
                #expect(status == run.status)
                #expect(run.stderr == "error: \(message)\n")
                #expect(run.stderrLines.count == 1, "\(run)")
            }
        }
    }

    /// Commands that draw no single picture answer nil, and draw nothing when asked.
    /// A Swift file needs a build: the library (no view host) says so and builds nothing.
    @Test func aSwiftFileIsNotDrawnInProcess() throws {
        try withTemporaryDirectory { dir in
            let file = dir.appendingPathComponent("A.swift").path
            try "import SwiftUI\n#Preview { Text(\"a\") }\n".write(toFile: file, atomically: true, encoding: .utf8)
            do {
                _ = try PickerRenderTool.picture(forArguments: ["render", file])
                Issue.record("a Swift file was drawn in process")
            } catch {
                let (message, status) = PickerRenderTool.errorReport(error)
                #expect(status == 2 && message.contains("picker-render render"), "\(message)")
            }
        }
    }

    @Test func otherCommandsHaveNoPicture() throws {
        #expect(try PickerRenderTool.picture(forArguments: ["compare", "a.png", "b.png"]) == nil)
        #expect(try PickerRenderTool.picture(forArguments: ["wheel", "--help"]) == nil)
        #expect(try PickerRenderTool.picture(forArguments: []) == nil)
    }

    /// A batch spec's pictures, as the library lists them, are the files the process draws, in
    /// its order, each the picture of its own spec.
    @Test func batchPicturesAreTheProcessOutputs() throws {
        try withTemporaryDirectory { dir in
            let spec = #"{"output": "{name}-{appearance}-{selection}.png", "pictures": [{"name": "hours", "picture": "#
                + #"{"content": {"type": "wheel", "title": "Hour", "values": ["07", "08"], "selection": "07"}}, "#
                + #""axes": {"appearance": ["light", "dark"], "content.selection": ["07", "08"]}}]}"#
            try spec.write(to: dir.appendingPathComponent("set.json"), atomically: true, encoding: .utf8)
            let listed = try PickerRenderTool.batchPictures(json: Array(spec.utf8), directory: dir.path)
            let run = try CLI.run(["batch", dir.path + "/set.json", "--out", dir.path + "/out"], in: dir)
            #expect(run.status == 0, "\(run)")
            let drawn = listing(dir.appendingPathComponent("out")).filter { $0.hasSuffix(".png") }
            #expect(listed.count == 4 && listed.map(\.file).sorted() == drawn)
            #expect(Set(listed.map(\.picture.options.appearance)) == [.light, .dark])
            #expect(try PickerRenderTool.batchPictures(json: Array(spec.utf8), directory: dir.path, limit: 1).count == 1)
        }
    }

    /// A bad batch spec is the process's error line, with its JSON path.
    @Test func batchPicturesRefuseWhatTheProcessRefuses() throws {
        let bad = Array(#"{"pictures": [{"name": "x", "picture": {"content": {"type": "wheel", "title": "T", "values": ["a"], "bogus": 1}}}]}"#.utf8)
        #expect {
            try PickerRenderTool.batchPictures(json: bad, directory: "/")
        } throws: { error in
            let (message, status) = PickerRenderTool.errorReport(error)
            return status == 2 && message.contains("pictures[0].picture.content.bogus")
        }
    }
}
