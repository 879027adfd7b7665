// FailureArtifacts: what a failed snapshot leaves for people and CI reports, under
// <artifacts>/snapshot-failures/ (artifacts = <package>/.build by default):
//   <Suite>/<name>.actual.png   the image the test produced
//   <Suite>/<name>.diff.png     expected | diff | actual, captioned (DiffPanels)
//   manifest.tsv                the run id, then one "suite TAB name TAB summary" line a failure
//   index.html                  every failure of this run side by side; images by relative path
// Invariants:
// - The index is regenerated from the manifest on every failure (never appended to), so it
//   lists each failure of the current run once, newest content, in first-failure order.
// - A failure from a new run (SnapshotRun.id differs from the manifest's) first removes the
//   previous run's artifacts (only the files its manifest lists) and starts a new manifest.
// - Concurrent tests and processes are serialised by an in-process lock plus flock() on
//   snapshot-failures/.lock; every file is written atomically (temporary file + rename).
// - Writing artifacts is best effort: an I/O problem here is reported in the message, it never
//   replaces the snapshot failure itself.

import Foundation
import PNGCodec
#if canImport(Glibc)
import Glibc
#endif

enum FailureArtifacts {
    struct Paths { var actual: String; var diff: String; var index: String }

    private static let lock = NSLock()

    static func directory(artifacts: String) -> String { artifacts + "/snapshot-failures" }

    /// Writes the artifacts of one failure and rewrites the manifest and index.
    static func record(suite: String, name: String, actualPNG: [UInt8], panels: RGBAImage, summary: String,
                       artifacts: String) throws -> Paths {
        let dir = directory(artifacts: artifacts)
        let fm = FileManager.default
        try fm.createDirectory(atPath: dir + "/" + suite, withIntermediateDirectories: true)
        let paths = Paths(actual: "\(dir)/\(suite)/\(name).actual.png", diff: "\(dir)/\(suite)/\(name).diff.png",
                          index: dir + "/index.html")

        lock.lock()
        defer { lock.unlock() }
        let fd = open(dir + "/.lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        if fd >= 0 { _ = flock(fd, LOCK_EX) }
        defer { if fd >= 0 { _ = flock(fd, LOCK_UN); close(fd) } }

        var entries = readManifest(dir)
        if entries.run != SnapshotRun.id {
            for e in entries.failures {
                try? fm.removeItem(atPath: "\(dir)/\(e.suite)/\(e.name).actual.png")
                try? fm.removeItem(atPath: "\(dir)/\(e.suite)/\(e.name).diff.png")
            }
            entries = (SnapshotRun.id, [])
        }
        try AtomicFile.write(actualPNG, to: paths.actual)
        try PNGCodec.write(panels, to: paths.diff)
        let flat = summary.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: "\\n")
        if let i = entries.failures.firstIndex(where: { $0.suite == suite && $0.name == name }) {
            entries.failures[i].summary = flat
        } else {
            entries.failures.append((suite, name, flat))
        }
        var manifest = "run\t\(entries.run)\n"
        for e in entries.failures { manifest += "\(e.suite)\t\(e.name)\t\(e.summary)\n" }
        try AtomicFile.write(Array(manifest.utf8), to: dir + "/manifest.tsv")
        try AtomicFile.write(Array(indexHTML(entries.failures, run: entries.run).utf8), to: paths.index)
        return paths
    }

    typealias Entry = (suite: String, name: String, summary: String)

    static func readManifest(_ dir: String) -> (run: String, failures: [Entry]) {
        guard let text = try? String(contentsOfFile: dir + "/manifest.tsv", encoding: .utf8) else { return ("", []) }
        var run = ""
        var failures: [Entry] = []
        for line in text.split(separator: "\n") {
            let f = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
            if f.count == 2, f[0] == "run" { run = f[1] } else if f.count == 3 { failures.append((f[0], f[1], f[2])) }
        }
        return (run, failures)
    }

    static func indexHTML(_ failures: [Entry], run: String) -> String {
        func esc(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        func url(_ parts: String...) -> String {
            esc(parts.map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#"))) ?? $0 }
                .joined(separator: "/"))
        }
        var html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <title>Snapshot failures (\(failures.count))</title>
            <style>
            body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; background: #f2f2f7; color: #1c1c1e; }
            section { background: #fff; border-radius: 12px; padding: 16px; margin-bottom: 24px; }
            h2 { font-size: 16px; margin: 0 0 8px; }
            pre { white-space: pre-wrap; font-size: 12px; background: #f2f2f7; padding: 8px; border-radius: 8px; }
            img { max-width: 100%; height: auto; image-rendering: pixelated; border: 1px solid #d1d1d6; }
            </style></head><body>
            <h1>Snapshot failures (\(failures.count))</h1>
            <p>Run \(esc(run)). Each picture is expected | diff | actual; red pixels differ, yellow ones were excused as anti-aliasing.</p>

            """
        for f in failures {
            let diff = url(f.suite, f.name + ".diff.png"), actual = url(f.suite, f.name + ".actual.png")
            html += """
                <section id="\(esc(f.suite + "-" + f.name))">
                <h2>\(esc(f.suite)) / \(esc(f.name))</h2>
                <pre>\(esc(f.summary.replacingOccurrences(of: "\\n", with: "\n")))</pre>
                <a href="\(diff)"><img src="\(diff)" alt="expected | diff | actual"></a>
                <p><a href="\(actual)">actual image</a> · <a href="\(diff)">diff image</a></p>
                </section>

                """
        }
        return html + "</body></html>\n"
    }
}
