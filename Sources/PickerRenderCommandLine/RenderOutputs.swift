// RenderOutputs: what every render command writes once it has a scene, parsed from the shared
// options: the PNG (`--output FILE.png`, or `--output -` for standard output), the scene dump (`--dump-scene`, on stdout) and the
// accessibility sidecar (`--accessibility FILE.json`, its warnings on stderr). A new command
// declares CommonOptions.options/switches, parses `RenderOutputs(a, command:)` with its
// other input, and calls `emit` with its scene and renderer: nothing else to wire.
// Invariants:
// - Everything is computed (one render, the report's measuring renders) before any file is
//   written. Both files are written together (AtomicFile.write(_ files:)): both temporaries are
//   written and synced before either is renamed, so a failed write leaves the outputs as they
//   were (docs/architecture.md §8) and no previous output is ever read. --output and
//   --accessibility naming the same file is bad input (exit 2).
// - Warnings are `warning: ...` lines on stderr and never change the exit status, unless one
//   cannot be written (exit status 3, as for any lost output).

import Foundation
import PickerRenderFiles
import PickerRender
import PickerRenderPNG
import PickerRenderScene

struct RenderOutputs {
    var png: String?
    var accessibility: String?
    var dumpScene: Bool

    init(_ a: Arguments, command: String) throws(UsageError) {
        png = a["output"]
        accessibility = a["accessibility"]
        dumpScene = a.has("dump-scene")
        if png == "" { throw UsageError("--output: '' is not a file path") }
        // The image is a PNG: a name that says otherwise is a mistake, not a format choice.
        if let png, png != "-", let ext = png.split(separator: "/").last.flatMap({ $0.contains(".") ? $0.split(separator: ".").last : nil }),
           ext.lowercased() != "png" {
            throw UsageError("--output: '\(png)' names a .\(ext) file; picker-render writes PNG (.png, or - for standard output)")
        }
        if png == "-" && dumpScene { throw UsageError("--output: '-' and --dump-scene both write to standard output") }
        if accessibility == "" { throw UsageError("--accessibility: '' is not a file path") }
        if let png, let accessibility, Self.sameFile(png, accessibility) {
            throw UsageError("--accessibility: '\(accessibility)' is the same file as --output '\(png)'")
        }
        guard png != nil || dumpScene || accessibility != nil else {
            throw UsageError("\(command) needs --output FILE.png (or --dump-scene, or --accessibility FILE.json)")
        }
    }

    func emit(_ scene: Scene, renderer: PickerRenderer) throws {
        let image = png != nil || accessibility != nil ? renderer.render(scene) : nil
        let report = image.flatMap { image in
            accessibility.map { _ in AccessibilityReport.make(scene: scene, image: image, renderer: renderer) }
        }
        if dumpScene { try PickerRenderTool.say(SceneDump.json(scene), what: "the scene dump") }
        var files: [(path: String, bytes: [UInt8])] = []
        if png == "-", let image {
            // `--output -`: the PNG goes to standard output (the sidecar, if any, still to its file).
            try StandardStream.output.write(try image.pngData(), what: "the PNG")
        } else if let png, let image {
            files.append((png, try image.pngData()))
        }
        if let accessibility, let report { files.append((accessibility, Array(report.json().utf8))) }
        if !files.isEmpty {
            do { try AtomicFile.write(files) } catch { throw PickerError.file(what: "output", error) }
        }
        if let report {
            for w in report.warnings {
                try PickerRenderTool.warn(w)
            }
        }
    }

    /// The same path once normalised, or (when both exist) the same inode.
    static func sameFile(_ a: String, _ b: String) -> Bool {
        if URL(fileURLWithPath: a).standardizedFileURL.path == URL(fileURLWithPath: b).standardizedFileURL.path { return true }
        var x = stat(), y = stat()
        return stat(a, &x) == 0 && stat(b, &y) == 0 && x.st_dev == y.st_dev && x.st_ino == y.st_ino
    }
}
