// PickerRenderTool: the whole of `picker-render` as a library (docs/architecture.md §8), so the
// executable is one line and the fuzz package can drive the argument parser without a process per
// input. Exit status: 0 success; 1 compare found a difference; 2 bad input or usage; 3 I/O failure.
// Every failure is one `error:` line on stderr naming the bad value; no output file is
// created or changed on failure (images are written to a temporary file and renamed).
// The render commands are a table (RenderCommand): each turns its flags into a Picture, and
// one preamble and epilogue serve them all. Nothing here calls exit(): `main` returns the status.
// Every byte for stdout or stderr goes through StandardStream (`say`, `warn`, `printError`): a
// write that fails is a StreamError, exit status 3 with an `error:` line naming what was lost,
// or exit status 3 and silence when standard error is what failed.

import Foundation
import PickerRender
import PickerRenderBatch
import PickerRenderFiles
import PickerRenderLocking
import PickerRenderSwiftFile

public enum PickerRenderTool {
    /// What the executable does once a batch or gallery has drawn its last picture and made its
    /// last files' bytes, while they are written and synced (BatchRun.Options.beforeLastWrites):
    /// it owns the process's heap (PictureBufferReuse). Set before `main`; nil where the tool
    /// runs inside another process (the fuzz targets, tests).
    package static let beforeLastWrites = Locked<(@Sendable () -> Void)?>(nil)

    /// For the executable, before `main`: a closed pipe on stdout or stderr becomes a reported
    /// EPIPE (exit status 3) instead of death by SIGPIPE, and a closed standard descriptor stays
    /// closed to writes (StandardStream.prepareProcess). Not called where the tool runs inside
    /// another process (the fuzz targets, tests), whose signals and descriptors are their own.
    package static func prepareProcess() { StandardStream.prepareProcess() }

    /// Runs one invocation (the arguments after the program name) and returns its exit status;
    /// an error is printed as one `error:` line on standard error.
    public static func main(_ arguments: [String]) -> Int32 {
        var args = arguments
        let command = args.first ?? "gallery"
        if !args.isEmpty { args.removeFirst() }
        do {
            let hosting = !hostedViews.withLock { $0.isEmpty }
            if hosting, command == HostDrawing.command { return try SwiftFileCommand.drawHosted(args) }
            // picker-render itself: a Swift file is drawn by the view host built for it.
            if !hosting, command == "render", let a = try? SpecCommand.command.arguments(args), !a.has("help"),
               a.positionals.count == 1, SwiftSources.isSwift(a.positionals[0]) {
                return try SwiftFileCommand.render(args, path: a.positionals[0], view: a["view"])
            }
            if let c = renderCommands.first(where: { $0.name == command }) { return try c.run(args) }
            if let c = otherCommands.first(where: { $0.name == command }) { return try c.run(args) }
            if ["help", "--help", "-h"].contains(command) { try say(usage, what: "the help"); return 0 }
            if command == "--version" {
                guard args.isEmpty else { throw UsageError("--version takes no arguments") }
                try say(versionLine, what: "the version")
                return 0
            }
            throw UsageError("unknown command '\(command)' (try picker-render --help)")
        } catch {
            let (message, status) = report(error)
            // Standard error is gone too: nothing is left to say it on, and the status says so.
            do { try printError(message) } catch { return 3 }
            return status
        }
    }

    /// The picture a render command's arguments describe, as `picker-render` would draw it, without
    /// drawing or writing anything: nil for `--help` or a command that draws no single picture.
    /// Throws what `main` would report; `errorReport` turns that into its line and status.
    public static func picture(forArguments arguments: [String]) throws -> Picture? {
        guard let name = arguments.first else { return nil }
        if let c = renderCommands.first(where: { $0.name == name }) { return try c.picture(Array(arguments.dropFirst()))?.picture }
        guard otherCommands.contains(where: { $0.name == name }) || ["help", "--help", "-h", "--version"].contains(name) else {
            throw UsageError("unknown command '\(name)' (try picker-render --help)")
        }
        return nil
    }

    /// The pictures a batch spec means, by output file and in the order `picker-render batch`
    /// draws them, at most `limit` of them, without drawing or writing anything. `directory` is
    /// where the spec's relative "file" names are read from. Throws what `main` would report.
    public static func batchPictures(json: [UInt8], directory: String, limit: Int = .max) throws -> [(file: String, picture: Picture)] {
        let spec: BatchSpec
        do { spec = try BatchSpec(json: json, directory: directory) } catch { throw UsageError(error.description) }
        // Only the outputs returned are made (BatchSpec+Outputs), each checked as it is.
        return try (0..<min(spec.count, max(0, limit))).map { order in
            let item: BatchSpec.Item
            do throws(SpecError) { item = try spec.item(order) } catch { throw UsageError(error.description) }
            if let swift = item.swift {
                throw UsageError("\(item.source).swift: '\(swift.file)' names a Swift file's view, which `picker-render batch` draws (it builds the file first)")
            }
            // The batch reader checked the item's spec: one that does not read is its bug.
            guard var picture = try? Picture(spec: item.spec) else {
                preconditionFailure("batch item \(item.file) is not a valid picture spec")
            }
            if let folder = item.imageFolder { picture = (try? picture.loadingImages(folder: folder)) ?? picture }
            return (item.file, picture)
        }
    }

    /// The `error:` message and exit status `main` gives for an error.
    public static func errorReport(_ error: any Error) -> (message: String, status: Int32) { report(error) }

    private static func report(_ error: any Error) -> (String, Int32) {
        switch error {
        case let e as UsageError: return (oneLine(e.description), 2)
        case let e as PickerError: return (oneLine(e.description), e.isIO ? 3 : 2)
        case let e as StreamError: return (oneLine(e.description), 3)
        default: return (oneLine("\(error)"), 3)
        }
    }

    /// Text for standard output and a line feed, in one write; `what` names it if it is lost.
    static func say(_ text: String, what: String) throws(StreamError) {
        try StandardStream.output.writeLine(text, what: what)
    }

    /// A `warning:` line on standard error, always one line (see `oneLine`).
    static func warn(_ message: String) throws(StreamError) {
        try StandardStream.error.writeLine(oneLine("warning: " + message), what: "a warning")
    }

    /// An `error:` line on standard error, always one line (see `oneLine`).
    static func printError(_ message: String) throws(StreamError) {
        try StandardStream.error.writeLine(oneLine("error: " + message), what: "an error")
    }

    /// Messages quote the user's values, which may hold line breaks or other controls
    /// (`--values $'a\nb'`): escaped, so an error is always one line (found by CommandLineFuzzer).
    static func oneLine(_ message: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in message.unicodeScalars {
            switch scalar {
            case "\n": out.append(contentsOf: #"\n"#.unicodeScalars)
            case "\r": out.append(contentsOf: #"\r"#.unicodeScalars)
            case "\t": out.append(contentsOf: #"\t"#.unicodeScalars)
            case _ where scalar.properties.generalCategory == .control || scalar.value == 0x2028 || scalar.value == 0x2029:
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    /// Every command that draws a picture, in `--help` order.
    static let renderCommands: [RenderCommand] = [
        WheelCommand.command, RulerCommand.command, SegmentedCommand.command, SystemWheelCommand.command,
        DatePickerCommand.command, MenuCommand.command, InlineCommand.command, WeightPickerCommand.command, SpecCommand.command,
    ]

    /// The other commands: name, summary, entry point.
    static let otherCommands: [(name: String, summary: String, run: @Sendable ([String]) throws -> Int32)] = [
        ("gallery", "the demo screens on the iPhone 16 Pro canvas, light and dark", GalleryCommand.run),
        ("batch", "a documentation set from one spec: pictures x axes, sharded, merged, indexed", BatchCommand.run),
        ("fonts", "the faces drawn with and their state here; `fonts pack DIR` writes a portable font pack", FontsCommand.run),
        ("preview", "a local page of a spec, or a SwiftUI file's previews, drawn in its variants, redrawn after each save", PreviewCommand.run),
        ("compare", "compare two PNGs (pixelmatch-compatible); exit 1 when they differ", CompareCommand.run),
        ("snapshots", "review and approve the last test run's snapshots; list unused references (--orphans)", SnapshotsCommand.run),
        ("schema", "print the JSON Schema of picture specs (spec.schema.json) or of batch specs (batch.schema.json)", { args in
            if args == ["--help"] || args == ["-h"] { try say(schemaHelp, what: "the help"); return 0 }
            switch args {
            case [], ["picture"]: try StandardStream.output.write(Picture.jsonSchemaText, what: "the schema")
            case ["batch"]: try StandardStream.output.write(BatchSchema.text, what: "the schema")
            default:
                guard args.count == 1 else { throw UsageError("schema takes one argument at most: picture or batch") }
                throw UsageError("schema: '\(args[0])' is not a kind of spec (picture or batch)")
            }
            return 0
        }),
    ]

    /// `picker-render --version`: the package's version (`PickerRenderer.version`) and the sha256
    /// of the fonts.lock the text engine reads, in full ("none" when there is no lock).
    public static var versionLine: String {
        "picker-render \(PickerRenderer.version) (fonts.lock sha256:\(PickerRenderer.fontLockDigest() ?? "none"))"
    }

    static let schemaHelp = """
        usage: picker-render schema [picture | batch]

        Prints the JSON Schema (draft 2020-12) of picture specs, the file spec.schema.json of the
        repository: what `picker-render render SPEC.json` reads and `--print-spec` writes. With
        `batch`, the schema of batch specs (what `picker-render batch SPEC.json` reads), the file
        batch.schema.json beside it; its `picture` entries refer to spec.schema.json.
        """

    static var usage: String {
        let rows = otherCommands.prefix(1).map { ($0.name, $0.summary) } + renderCommands.map { ($0.name, $0.summary) }
            + otherCommands.dropFirst().map { ($0.name, $0.summary) } + [("help", "this text")]
        return """
        usage: picker-render [command] [options]
               picker-render --version

        With no command, renders the demo gallery into ./picker-renders/.
        --version prints the version and the sha256 of the font lock (Fonts/fonts.lock).

        commands:
        \(rows.map { "  " + $0.0.padding(toLength: 14, withPad: " ", startingAt: 0) + $0.1 }.joined(separator: "\n"))

        Run `picker-render COMMAND --help` for a command's options.
        """
    }
}
