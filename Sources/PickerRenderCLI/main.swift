// picker-render: iOS picker controls drawn to PNG (DESIGN §8).
// Exit status: 0 success; 1 compare found a difference; 2 bad input or usage; 3 I/O failure.
// Every failure is one `error:` line on stderr naming the bad value; no output file is
// created or changed on failure (images are written to a temporary file and renamed).
// The render commands are a table (RenderCommand): each turns its flags into a Picture, and
// one preamble and epilogue serve them all.

import Foundation
import PickerRender

/// Every command that draws a picture, in `--help` order.
let renderCommands: [RenderCommand] = [
    WheelCommand.command, RulerCommand.command, SegmentedCommand.command, SystemWheelCommand.command,
    MenuCommand.command, InlineCommand.command, WeightPickerCommand.command, SpecCommand.command,
]

/// The other commands: name, summary, entry point.
let otherCommands: [(name: String, summary: String, run: ([String]) throws -> Int32)] = [
    ("gallery", "the seed demos on the iPhone 16 Pro canvas, light and dark", GalleryCommand.run),
    ("batch", "a documentation set from one spec: pictures x axes, sharded, merged, indexed", BatchCommand.run),
    ("compare", "compare two PNGs (pixelmatch-compatible); exit 1 when they differ", CompareCommand.run),
    ("snapshots", "review and approve the last test run's snapshots; list unused references (--orphans)", SnapshotsCommand.run),
    ("schema", "print the JSON Schema of picture specs (the repository's spec.schema.json)", { args in
        guard args.isEmpty else { throw UsageError("schema takes no arguments") }
        print(Picture.jsonSchemaText, terminator: "")
        return 0
    }),
]

let usage = """
usage: picker-render [command] [options]

With no command, renders the demo gallery into ./picker-renders/.

commands:
\((otherCommands.prefix(1).map { ($0.name, $0.summary) } + renderCommands.map { ($0.name, $0.summary) }
   + otherCommands.dropFirst().map { ($0.name, $0.summary) } + [("help", "this text")])
    .map { "  " + $0.0.padding(toLength: 14, withPad: " ", startingAt: 0) + $0.1 }.joined(separator: "\n"))

Run `picker-render COMMAND --help` for a command's options.
"""

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data(("error: " + message + "\n").utf8))
    exit(status)
}

// Before any picture is drawn: freed canvases stay in the heap for the next picture.
PictureBufferReuse.enable()

var args = Array(CommandLine.arguments.dropFirst())
let command = args.first ?? "gallery"
if !args.isEmpty { args.removeFirst() }

do {
    let status: Int32
    if let c = renderCommands.first(where: { $0.name == command }) {
        status = try c.run(args)
    } else if let c = otherCommands.first(where: { $0.name == command }) {
        status = try c.run(args)
    } else if ["help", "--help", "-h"].contains(command) {
        print(usage)
        status = 0
    } else {
        throw UsageError("unknown command '\(command)' (try picker-render --help)")
    }
    exit(status)
} catch let e as UsageError {
    fail(e.description, status: 2)
} catch let e as PickerError {
    fail(e.description, status: e.isIO ? 3 : 2)
} catch {
    fail("\(error)", status: 3)
}
