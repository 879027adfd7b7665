// RenderOutputs: what every render command writes once it has a scene, parsed from the shared
// options: the PNG (`--output`), the scene dump (`--dump-scene`, on stdout) and the
// accessibility sidecar (`--accessibility FILE.json`, its warnings on stderr). A new command
// declares CommonOptions.options/switches, parses `RenderOutputs(a, command:)` with its
// other input, and calls `emit` with its scene and renderer: nothing else to wire.
// Invariants:
// - Everything is computed (one render, the report's measuring renders) before any file is
//   written. Each file is written atomically; the PNG goes first, and when the sidecar then
//   fails (exit 3) the PNG's previous bytes are put back (or the new PNG removed), so a failed
//   run leaves the output files as they were (DESIGN §8), short of a crash between the two.
// - Warnings are `warning: ...` lines on stderr and never change the exit status.

import Foundation
import PickerRender
import PNGCodec
import Scene

struct RenderOutputs {
    var png: String?
    var accessibility: String?
    var dumpScene: Bool

    init(_ a: Arguments, command: String) throws(UsageError) {
        png = a["output"]
        accessibility = a["accessibility"]
        dumpScene = a.has("dump-scene")
        if png == "" { throw UsageError("--output: '' is not a file path") }
        if accessibility == "" { throw UsageError("--accessibility: '' is not a file path") }
        guard png != nil || dumpScene || accessibility != nil else {
            throw UsageError("\(command) needs --output FILE.png (or --dump-scene, or --accessibility FILE.json)")
        }
    }

    func emit(_ scene: Scene, renderer: PickerRenderer) throws {
        let image = png != nil || accessibility != nil ? renderer.render(scene) : nil
        let report = image.flatMap { image in
            accessibility.map { _ in AccessibilityReport.make(scene: scene, image: image, renderer: renderer) }
        }
        if dumpScene { print(SceneDump.json(scene)) }
        // The PNG goes first; if the sidecar then fails, the PNG is put back as it was (or
        // removed), so a failed run changes no output file (DESIGN §8).
        let previous = png.flatMap { FileManager.default.contents(atPath: $0) }
        if let png, let image { try image.write(to: png) }
        if let accessibility, let report {
            do {
                try report.write(to: accessibility)
            } catch {
                if let png {
                    if let previous { try? AtomicFile.write([UInt8](previous), to: png) }
                    else { try? FileManager.default.removeItem(atPath: png) }
                }
                throw error
            }
            for w in report.warnings {
                FileHandle.standardError.write(Data(("warning: " + w + "\n").utf8))
            }
        }
    }
}
