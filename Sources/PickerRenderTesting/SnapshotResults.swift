// SnapshotResults: what one `verify` call leaves in the run directory (SnapshotRunDirectory of
// the PickerRenderSnapshotReport module): its entry, and for a failure the images people and CI look at:
//   <Suite>/<name>.actual.png     the image the test produced
//   <Suite>/<name>.expected.png   a copy of the reference as it was (the report needs no path
//                                 outside the run directory)
//   <Suite>/<name>.pixeldiff.png  pixelmatch's diff image
//   <Suite>/<name>.diff.png       expected | diff | actual, captioned (DiffPanels)
//   <Suite>/<name>.crop.png       the same three panels cut to the worst region, enlarged
// Invariants:
// - `claim` runs before any comparison: it notes the call site for the reference, or returns the
//   entry of another test (or call site, outside a framework) that already used the name in
//   this run, which is then a duplicate.
// - Writing results is best effort: an I/O problem is said in the failure message (or dropped
//   for a pass); it never replaces the snapshot's own verdict.

import Foundation
import PickerRenderFiles
import PickerRenderImageDiff
import PickerRenderPNG
import PickerRenderSnapshotReport

struct SnapshotResults {
    let directory: SnapshotRunDirectory
    var entry: SnapshotEntry

    /// The other user of this reference name in this run, if any; else records this one.
    mutating func claim() -> SnapshotEntry? {
        let me = entry
        func owner(_ e: SnapshotEntry) -> String { e.test.isEmpty ? e.callSite : e.test }
        return try? directory.withRun(SnapshotRun.id) { () throws -> SnapshotEntry? in
            if let prior = directory.entry(suite: me.suite, name: me.name) {
                return owner(prior) == owner(me) ? nil : prior
            }
            try directory.store(me, publish: false)   // a claim; the outcome publishes
            return nil
        } ?? nil
    }

    mutating func finish(status: SnapshotEntry.Status, message: String) {
        entry.status = status
        entry.message = message
        let e = entry
        _ = try? directory.withRun(SnapshotRun.id) { try directory.store(e) }
    }

    /// Keeps a copy of the recorded image for the report; the caller then finishes the entry.
    mutating func keepRecording(_ png: [UInt8]) {
        entry.actual = try? directory.withRun(SnapshotRun.id) {
            try directory.writeImage(png, suite: entry.suite, name: entry.name, kind: "actual")
        }
        if entry.actual != nil { noteActual(png) }
    }

    /// Writes the actual scene text (what `approve` writes beside the reference) and keeps the
    /// scene's changes for the report; adds its path to `summary`.
    mutating func storeScene(_ text: String, changes: [String]?, summary: inout [String]) {
        let bytes = Array(text.utf8)
        entry.sceneChanges = changes
        do {
            entry.actualScene = try directory.withRun(SnapshotRun.id) {
                try directory.writeScene(text, suite: entry.suite, name: entry.name)
            }
            entry.actualSceneBytes = bytes.count
            entry.actualSceneSHA256 = FileDigest.sha256(bytes)
            if let path = entry.actualScene { summary.append("  actual scene: \(directory.path)/\(path)") }
        } catch {
            summary.append("  (could not write the actual scene: \(error))")
        }
    }

    /// Writes the failure's images, adds their paths to `summary`, and returns the images to
    /// attach (file name, PNG bytes).
    mutating func storeFailure(actual: RGBAImage, actualPNG: [UInt8]?, expected: RGBAImage?, referenceBytes: Data?,
                               diff: DiffResult?, diffCaption: String, summary: inout [String]) -> [(String, [UInt8])] {
        let panels = DiffPanels.compose([
            .init(image: expected, caption: expected == nil ? "expected: none" : "expected",
                  placeholderWidth: actual.width, placeholderHeight: actual.height),
            .init(image: diff?.diffImage, caption: diffCaption,
                  placeholderWidth: expected?.width ?? actual.width, placeholderHeight: expected?.height ?? actual.height),
            .init(image: actual, caption: "actual", placeholderWidth: 0, placeholderHeight: 0),
        ])
        var attach: [(String, [UInt8])] = []
        let (suite, name) = (entry.suite, entry.name)
        do {
            let files = try directory.withRun(SnapshotRun.id) { () throws -> [String: String] in
                var files: [String: String] = [:]
                func put(_ bytes: [UInt8]?, _ kind: String) throws {
                    guard let bytes else { return }
                    files[kind] = try directory.writeImage(bytes, suite: suite, name: name, kind: kind)
                    // Three attachments, each a line in the test's output: the panels and the
                    // crop are made of them and stay in the run directory.
                    if ["actual", "expected", "pixeldiff"].contains(kind) { attach.append(("\(suite)-\(name).\(kind).png", bytes)) }
                }
                try put(actualPNG, "actual")
                try put(referenceBytes.map { [UInt8]($0) }, "expected")
                try put(diff?.diffImage.flatMap { try? PNGCodec.encode($0) }, "pixeldiff")
                try put(try PNGCodec.encode(panels), "diff")
                if let expected, let image = diff?.diffImage, let box = diff?.worstRegion {
                    try put(try PNGCodec.encode(Self.crop(expected, image, actual, around: box, caption: diffCaption)), "crop")
                }
                return files
            }
            entry.actual = files["actual"]; entry.expected = files["expected"]; entry.diff = files["pixeldiff"]
            if entry.actual != nil, let actualPNG { noteActual(actualPNG) }
            entry.panels = files["diff"]; entry.crop = files["crop"]
            if let a = files["actual"] { summary.append("  actual: \(directory.path)/\(a)") }
            if let e = files["expected"] { summary.append("  expected: \(directory.path)/\(e)") }
            if let d = files["diff"] { summary.append("  diff (expected | diff | actual): \(directory.path)/\(d)") }
            summary.append("  report: \(directory.indexPath) (picker-render snapshots review)")
        } catch {
            summary.append("  (could not write the failure artifacts: \(error))")
        }
        return attach
    }

    /// Records the actual image's size and sha256: `approve` copies only that very file.
    mutating func noteActual(_ png: [UInt8]) {
        entry.actualBytes = png.count
        entry.actualSHA256 = FileDigest.sha256(png)
    }

    /// expected | diff | actual cut to `box` plus a margin, enlarged to at least ~160 px wide.
    static func crop(_ expected: RGBAImage, _ diff: RGBAImage, _ actual: RGBAImage, around box: PixelBox,
                     caption: String) -> RGBAImage {
        let margin = max(8, max(box.width, box.height) / 2)
        let x0 = max(0, box.x - margin), y0 = max(0, box.y - margin)
        let x1 = min(expected.width, box.x + box.width + margin), y1 = min(expected.height, box.y + box.height + margin)
        let scale = max(1, min(8, 160 / max(1, x1 - x0)))
        func cut(_ img: RGBAImage) -> RGBAImage {
            let w = (x1 - x0) * scale, h = (y1 - y0) * scale
            var px = [UInt8](repeating: 0, count: w * h * 4)
            for y in 0..<h {
                for x in 0..<w {
                    let s = ((y0 + y / scale) * img.width + x0 + x / scale) * 4, d = (y * w + x) * 4
                    for c in 0..<4 { px[d + c] = img.pixels[s + c] }
                }
            }
            return RGBAImage(width: w, height: h, pixels: px)
        }
        return DiffPanels.compose([
            .init(image: cut(expected), caption: "expected", placeholderWidth: 0, placeholderHeight: 0),
            .init(image: cut(diff), caption: caption, placeholderWidth: 0, placeholderHeight: 0),
            .init(image: cut(actual), caption: "actual", placeholderWidth: 0, placeholderHeight: 0),
        ])
    }
}
