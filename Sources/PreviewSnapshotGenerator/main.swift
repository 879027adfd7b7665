// PreviewSnapshotGenerator: the tool PickerRender's PreviewSnapshots build plugin runs. It reads
// Swift files grouped by module and writes the test suite that draws their previews
// (PreviewTestWriter): `--output FILE --module NAME FILE... [--module NAME FILE...]`.
// The output is written atomically (AtomicFile), and only when it changes, so an unchanged
// preview rebuilds nothing. A file that cannot be read or written is an error naming it
// (exit 3); bad arguments exit 2.

import Foundation
import PickerRenderFiles
import PickerRenderPreviewScan

func fail(_ message: String, _ status: Int32) -> Never {
    // Best effort: the status says it failed even when the line cannot be written.
    try? StandardStream.error.writeLine("error: PreviewSnapshotGenerator: \(message)", what: "the error")
    exit(status)
}

var output: String?
var module: String?
var sources: [PreviewSource] = []
var args = CommandLine.arguments.dropFirst()
while let a = args.popFirst() {
    switch a {
    case "--output": output = args.popFirst()
    case "--module": module = args.popFirst()
    default:
        guard let module else { fail("'\(a)' comes before any --module", 2) }
        guard let data = FileManager.default.contents(atPath: a), let text = String(data: data, encoding: .utf8) else {
            fail("cannot read \(a) as UTF-8", 3)
        }
        sources.append(PreviewSource(module: module, path: a, previews: PreviewScanner.previews(in: text)))
    }
}
guard let output, !output.isEmpty else { fail("--output FILE is required", 2) }
let text = Array(PreviewTestWriter.suite(sources).utf8)
if FileManager.default.contents(atPath: output).map(Array.init) != text {
    do throws(FileError) { try AtomicFile.write(text, to: output) } catch { fail("cannot write \(output): \(error)", 3) }
}
