// `picker-render gallery` (and the no-argument run): the built-in batch spec of every demo
// screen on the iPhone 16 Pro canvas, light and dark (Gallery.batchSpec), drawn like any batch:
// --only, --jobs, --shard and the environment flags work here as in `batch`.

import Foundation
import PickerRenderFiles
import PickerRender
import PickerRenderBatch
import PickerRenderPNG

enum GalleryCommand {
    static let help = """
    usage: picker-render gallery [--out DIR] [--scale 1|2|3] [--appearance light|dark|both] [--design ios18|ios26]
                                 [--dynamic-type CATEGORY] [--reduce-motion] [--fonts DIR] [--font [STYLE=]FILE[#N]] [--locale ID]
                                 [--only GLOB ...] [--jobs N] [--shard I/N] [--fit] [--chrome] [--accessibility FILE.json]

    Renders the demo screens on the iPhone 16 Pro canvas (402 x 874 pt) into DIR (default
    ./picker-renders), one PNG per demo and appearance, with the batch's manifest.json, index.md
    and index.html (`picker-render batch` on the built-in gallery spec; see its --help).
    --accessibility FILE.json writes every picture's accessibility sidecar into one JSON object
    keyed by the PNG's name, and the audit's warnings go to stderr. --fit crops each demo to its
    content (402 pt wide, 16 pt of background above and below) instead of the whole screen.
    --chrome draws each screen as a phone shows it: the status bar (9:41, signal, Wi-Fi,
    battery), the home indicator and the demo's navigation bar (an inline "Alarm" with Cancel
    and Save over the wheel, large titles over the ruler and the list); the content starts
    under the bar.

    """

    static func run(_ args: [String]) throws -> Int32 {
        var a = try Arguments(args, options: ["out", "scale", "appearance", "design", "dynamic-type", "fonts", "locale", "background",
                                              "accessibility", "jobs", "shard"],
                              switches: ["reduce-motion", "increase-contrast", "fit", "chrome", "help"], repeatable: CommonOptions.repeatable.union(["only"]))
        if a.has("help") { try PickerRenderTool.say(help, what: "the help"); return 0 }
        guard a.positionals.isEmpty else { throw UsageError("unexpected argument '\(a.positionals[0])'") }
        let appearances: [Appearance]
        switch a["appearance"]?.lowercased() {
        case nil, "both": appearances = [.light, .dark]
        case "light": appearances = [.light]
        case "dark": appearances = [.dark]
        case let s?: throw UsageError("--appearance: '\(s)' is not light, dark or both")
        }
        a.removeValue("appearance")
        if a.has("fit"), a.has("chrome") { throw UsageError("--chrome draws on the device screen, which --fit crops away: give one of them") }
        let out = a["out"] ?? "picker-renders"
        guard !out.isEmpty else { throw UsageError("--out: '' is not a directory") }
        BatchCommand.prewarm(a)
        let spec: BatchSpec
        do { spec = try BatchSpec(json: Array(Gallery.batchSpec(appearances: appearances, fit: a.has("fit"), chrome: a.has("chrome")).utf8), directory: ".") } catch {
            throw PickerError.io("the gallery spec: \(error)")
        }
        let sidecar = a["accessibility"]
        var drawnReports: [String: AccessibilityReport] = [:]
        let status = try BatchCommand.draw(spec, a, out: out, label: "gallery", accessibility: sidecar != nil) { drawnReports = $0 }
        if let sidecar { try writeSidecars(spec, a, out: out, to: sidecar, drawn: drawnReports) }
        return status
    }

    /// Every selected picture's accessibility report in one JSON object keyed by its PNG's name:
    /// those the batch measured while drawing (`drawn`), the others (unchanged outputs it
    /// skipped) drawn here.
    static func writeSidecars(_ spec: BatchSpec, _ a: Arguments, out: String, to path: String,
                              drawn: [String: AccessibilityReport]) throws {
        let options = BatchRun.Options(outputDirectory: out, only: a.all("only"), shard: nil)
        var reports: [String: AccessibilityReport] = [:]
        for order in BatchRun.selection(spec, options: options) {
            let item = try spec.item(order)
            let report: AccessibilityReport
            if let measured = drawn[item.file] {
                report = measured
            } else {
                let picture = try BatchRun.picture(item, overrides: { CommonOptions.apply(a, to: &$0) })
                report = try picture.accessibilityReport()
            }
            reports[item.file] = report
            for w in report.warnings {
                try PickerRenderTool.warn("\((item.file as NSString).deletingPathExtension): " + w)
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let bytes = [UInt8]((try? encoder.encode(reports)) ?? Data()) + [0x0A]
        do { try AtomicFile.write(bytes, to: path) } catch { throw PickerError.file(what: "accessibility", error) }
        try PickerRenderTool.say(path, what: "the list of files written")
    }
}
