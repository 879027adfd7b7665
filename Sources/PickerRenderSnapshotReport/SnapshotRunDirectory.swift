// SnapshotRunDirectory: the results of the last test run, under <artifacts>/snapshot-failures/:
//   RUN                         the run's id (SnapshotRun.id of the test processes)
//   entries/<Suite>/<name>.json one SnapshotEntry per reference looked at
//   <Suite>/<name>.*.png        images of failures and recordings (actual, expected, diff, ...)
//   index.html, summary.md      the report and the pull-request summary, rewritten on every entry
// Invariants:
// - Fresh per run: the first write of a new run id empties the directory (everything but the
//   lock file) before writing, so nothing of an earlier run is ever listed. Two test processes
//   of one `swift test` (XCTest, then Swift Testing; or --parallel workers) share the run id
//   and add to one directory.
// - Writers are serialised by an in-process lock plus flock() on .lock; every file is written
//   atomically (temporary file + rename), so a reader never sees half a file.
// - Durable (synced) are RUN and the images, which `approve` promotes to references. The entries
//   and the report, rewritten on every verify, are replaced atomically but not synced, and
//   without looking for killed writers' temporaries (the next run empties the folder; entries()
//   reads only *.json): their syncs and folder scans were most of a verify's cost, growing with
//   the suite (bench: "Snapshot report"). A crash can lose them; the test run that crashed is
//   run again anyway, and `snapshots review` makes the report again from the entries there are.
// - Never touches references: only `approve` (SnapshotApproval) writes under Snapshots/.

import Foundation
import PickerRenderFiles
import PickerRenderLocking
import PickerRenderPNG
#if canImport(Glibc)
import Glibc
#endif

package struct SnapshotRunDirectory: Sendable {
    package let path: String
    package init(artifacts: String) { path = artifacts + "/snapshot-failures" }

    package var indexPath: String { path + "/index.html" }
    package var summaryPath: String { path + "/summary.md" }

    /// Serialises this process's writers (flock() on .lock serialises processes). It guards
    /// files; the count of runs entered is there because a Locked needs a value with a size
    /// (see Locked).
    private static let lock = Locked(0)

    /// Runs `body` holding both locks, after making the directory belong to `run`.
    package func withRun<T>(_ run: String, _ body: () throws -> T) throws -> T {
        let fm = FileManager.default
        try fm.createDirectory(atPath: path, withIntermediateDirectories: true)
        return try Self.lock.withLock { entered in
            entered += 1
            let fd = open(path + "/.lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            if fd >= 0 { _ = flock(fd, LOCK_EX) }
            defer { if fd >= 0 { _ = flock(fd, LOCK_UN); close(fd) } }
            if currentRun() != run {
                for item in (try? fm.contentsOfDirectory(atPath: path)) ?? [] where item != ".lock" {
                    try fm.removeItem(atPath: path + "/" + item)
                }
                try AtomicFile.write(Array((run + "\n").utf8), to: path + "/RUN")
            }
            return try body()
        }
    }

    /// The id of the run the directory holds, or nil when there is none.
    package func currentRun() -> String? {
        (try? String(contentsOfFile: path + "/RUN", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func entryPath(suite: String, name: String) -> String { "\(path)/entries/\(suite)/\(name).json" }

    /// The entry already kept for a reference in this run. Call inside `withRun`.
    package func entry(suite: String, name: String) -> SnapshotEntry? {
        guard let data = FileManager.default.contents(atPath: entryPath(suite: suite, name: name)) else { return nil }
        return try? JSONDecoder().decode(SnapshotEntry.self, from: data)
    }

    /// Writes an image beside the entries; returns its path relative to the directory.
    package func writeImage(_ bytes: [UInt8], suite: String, name: String, kind: String) throws -> String {
        let rel = "\(suite)/\(name).\(kind).png"
        try FileManager.default.createDirectory(atPath: path + "/" + suite, withIntermediateDirectories: true)
        try AtomicFile.write(bytes, to: path + "/" + rel)
        return rel
    }

    /// Stores `entry` (replacing the reference's earlier one) and, when `publish`, rewrites
    /// index.html and summary.md. Call inside `withRun`.
    package func store(_ entry: SnapshotEntry, publish: Bool = true) throws {
        let file = entryPath(suite: entry.suite, name: entry.name)
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFile.write([(file, Array(try encoder.encode(entry)))], sweep: false, durable: false)
        if publish { try self.publish() }
    }

    /// Decoded entries kept between publishes (SnapshotEntryCache): a publish decodes only the
    /// entries written since the last one.
    static let cache = SnapshotEntryCache()

    /// Every entry of the run: failed first, then recorded, then passed; by label within each.
    package func entries() -> [SnapshotEntry] {
        let root = path + "/entries"
        // The sort keys made once an entry (the comparisons made a label and searched the
        // status list each time: 12 % of a publish over 1000 entries, perf).
        let rank = Dictionary(uniqueKeysWithValues: SnapshotEntry.Status.allCases.enumerated().map { ($1, $0) })
        return Self.cache.entries(in: root).map { (rank[$0.status]!, $0.label, $0) }
            .sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
    }

    /// Rewrites index.html and summary.md from the entries.
    package func publish() throws {
        let all = entries()
        let run = currentRun() ?? ""
        try AtomicFile.write([(indexPath, Array(SnapshotReportPage.html(all, run: run).utf8)),
                              (summaryPath, Array(SnapshotSummary.markdown(all, run: run).utf8))], sweep: false, durable: false)
    }
}
