// PreviewSnapshotGenerator: the tool PickerRender's PreviewSnapshots build plugin runs. It reads
// Swift files grouped by module and writes the test suite that draws their previews
// (PreviewTestWriter): `--output FILE --module NAME FILE... [--module NAME FILE...]`.
// The output is written to a temporary file and renamed, and rewritten only when it changes.
// A file that cannot be read is an error naming it (exit 3); bad arguments exit 2.

import Foundation
import PickerRenderPreviewScan

func fail(_ message: String, _ status: Int32) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
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
        guard let module else { fail("PreviewSnapshotGenerator: '\(a)' comes before any --module", 2) }
        guard let data = FileManager.default.contents(atPath: a), let text = String(data: data, encoding: .utf8) else {
            fail("PreviewSnapshotGenerator: cannot read \(a) as UTF-8", 3)
        }
        sources.append(PreviewSource(module: module, path: a, previews: PreviewScanner.previews(in: text)))
    }
}
guard let output, !output.isEmpty else { fail("PreviewSnapshotGenerator: --output FILE is required", 2) }
let text = PreviewTestWriter.suite(sources)
if FileManager.default.contents(atPath: output) != Data(text.utf8) {
    let temporary = output + ".tmp-\(getpid())"
    do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
        guard rename(temporary, output) == 0 else { throw CocoaError(.fileWriteUnknown) }
    } catch {
        unlink(temporary)
        fail("PreviewSnapshotGenerator: cannot write \(output): \(error)", 3)
    }
}
