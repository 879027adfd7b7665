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
    @Test func otherCommandsHaveNoPicture() throws {
        #expect(try PickerRenderTool.picture(forArguments: ["compare", "a.png", "b.png"]) == nil)
        #expect(try PickerRenderTool.picture(forArguments: ["wheel", "--help"]) == nil)
        #expect(try PickerRenderTool.picture(forArguments: []) == nil)
    }
}
