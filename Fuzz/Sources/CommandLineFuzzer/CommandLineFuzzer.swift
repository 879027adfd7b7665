// CommandLineFuzzer: libFuzzer target for picker-render's argument parser, driven
// through the library the executable is made of (PickerRenderCommandLine), so each input costs
// a function call, not a process.
// Input: the arguments after the program name, separated by NUL bytes (the first is the
// command). Every render command's preamble runs: the shared and the command's own options,
// numbers, ranges, lists, colours, formats, locales, a spec file. Nothing is drawn or written.
// Invariants, besides "never traps, never hangs":
//   - an error is a UsageError or PickerError whose report is one line with status 2 or 3;
//   - an accepted invocation's picture prints a spec (`--print-spec`) that reads back to an
//     equal picture but for --fonts, which a spec never holds (so `picker-render render --fonts`
//     would draw the same bytes), and it lays out or fails with a PickerError.
// Inputs that ask for --help are skipped (they only print the help text to standard output).
// A scratch folder holds a spec and a values file that seeds name (fillScratchFolder).

import FuzzDriver
import Foundation
import PickerRender
import PickerRenderCommandLine

/// Fills the scratch folder with `w.json` (a wheel spec) and `v.txt` (values, one per line) for
/// seeds such as `render /tmp/command-line-fuzzer/w.json`. A fixed absolute path, so seeds can name
/// it and the working directory (where libFuzzer reads its corpus) is left alone.
let scratch = "/tmp/command-line-fuzzer"
func fillScratchFolder() {
    try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    let spec = #"{"content": {"type": "wheel", "title": "Hour", "range": {"from": 0, "through": 23}, "selection": "7"}}"#
    FileManager.default.createFile(atPath: scratch + "/w.json", contents: Data(spec.utf8))
    FileManager.default.createFile(atPath: scratch + "/v.txt", contents: Data("one\ntwo, three\nfour\n".utf8))
}

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    if arguments.contains(where: { $0 == "-h" || $0 == "--help" || $0.hasPrefix("--help=") || $0 == "help" }) { return 0 }
    let picture: Picture?
    do {
        picture = try PickerRenderTool.picture(forArguments: arguments)
    } catch {
        let (message, status) = PickerRenderTool.errorReport(error)
        precondition(status == 2 || status == 3, "status \(status) for \(arguments): \(message)")
        precondition(!message.isEmpty && !message.contains("\n"), "not one line for \(arguments): \(message)")
        return 0
    }
    guard let picture else { return 0 }
    let text = picture.specText
    var again: Picture
    do { again = try Picture(json: Array(text.utf8)) } catch {
        preconditionFailure("--print-spec of \(arguments) does not read back: \(error)\n\(text)")
    }
    // --fonts is the machine's, not the picture's: a spec never carries it (docs/architecture.md
    // §8).
    again.options.fontsDirectory = picture.options.fontsDirectory
    precondition(again == picture, "--print-spec of \(arguments) reads back to another picture:\n\(text)")
    // Lay out at @1x: the parser's numbers reach the controls' own checks.
    var small = picture
    small.options.scale = 1
    if let renderer = try? PickerRenderer(options: small.options) {
        do { _ = try small.scene(using: renderer) } catch let e as PickerError { _ = e.description } catch {
            preconditionFailure("scene of \(arguments) threw a non-PickerError: \(error)")
        }
    }
    return 0
}

@_cdecl("CommandLineFuzzer_main")
public func fuzzerMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    fillScratchFolder()
    return runFuzzer(argc, argv, testOneInput)
}
