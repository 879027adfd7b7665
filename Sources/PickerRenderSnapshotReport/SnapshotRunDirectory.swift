// SnapshotRunDirectory: the results of the last test run, under <artifacts>/snapshot-failures/:
//   RUN                         the run's id (SnapshotRun.id of the test processes)
//   PREVIOUS-FAILURES           the references whose failure the run before reported, one a
//                               line: SNAPSHOT_RECORD=failed rewrites only those
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
// - A run directory may come from anyone (a CI artifact): every name below it is reached through
//   its ConfinedFolder (no link followed, no FIFO opened blocking, sizes limited), and entries
//   whose names are not plain relative paths are left out of every listing (`scan` names them).

import Foundation
import PickerRenderFiles
import PickerRenderLocking
import PickerRenderPNG
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
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
            let fd = open(path + "/.lock", O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
            if fd >= 0 { _ = flock(fd, LOCK_EX) }
            defer { if fd >= 0 { _ = flock(fd, LOCK_UN); close(fd) } }
            if currentRun() != run {
                // A duplicate's failure is about its name, not its reference's pixels.
                let failed = entries().filter { $0.status == .failed && $0.duplicateOf == nil }.map(\.reference)
                for item in (try? fm.contentsOfDirectory(atPath: path)) ?? [] where item != ".lock" {
                    try fm.removeItem(atPath: path + "/" + item)
                }
                try AtomicFile.write(Array(Set(failed).sorted().map { $0 + "\n" }.joined().utf8), to: path + "/" + Self.previousFailuresName)
                try AtomicFile.write(Array((run + "\n").utf8), to: path + "/RUN")
            }
            return try body()
        }
    }

    /// The largest entry file read back (one is about 1 KB; its message holds a few lines).
    static let maximumEntryBytes = 1 << 20

    /// The id of the run the directory holds, or nil when there is none (RUN read as any file of
    /// a run directory is: a regular file, not through a link, at most 4 KB).
    package func currentRun() -> String? {
        guard let folder = try? ConfinedFolder(path: path), let bytes = try? folder.read(try RelativePath("RUN"), limit: 4096) else { return nil }
        return String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static let previousFailuresName = "PREVIOUS-FAILURES"

    /// The references whose failure the previous run reported (read as any file of a run
    /// directory: a regular file, not through a link, at most 16 MB). Empty when there is none.
    package func previousFailures() -> Set<String> {
        guard let folder = try? ConfinedFolder(path: path),
              let bytes = try? folder.read(try RelativePath(Self.previousFailuresName), limit: 16 << 20) else { return [] }
        return Set(String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init))
    }

    /// The run directory, opened (and made when `create`): every name below it is reached through it.
    package func folder(create: Bool = false) throws(FileError) -> ConfinedFolder { try ConfinedFolder(path: path, create: create) }

    static func entryPath(suite: String, name: String) throws -> RelativePath { try RelativePath("entries/\(suite)/\(name).json") }

    /// The entry already kept for a reference in this run. Call inside `withRun`.
    package func entry(suite: String, name: String) -> SnapshotEntry? {
        guard let bytes = try? folder().read(Self.entryPath(suite: suite, name: name), limit: Self.maximumEntryBytes) else { return nil }
        return try? JSONDecoder().decode(SnapshotEntry.self, from: Data(bytes))
    }

    /// Writes an image beside the entries; returns its path relative to the directory.
    /// Writes the actual scene text as `<suite>/<name>.actual.scene.txt`; returns that path.
    package func writeScene(_ text: String, suite: String, name: String) throws -> String {
        let rel = "\(suite)/\(name).actual.scene.txt"
        try folder(create: true).write(try RelativePath(rel), Array(text.utf8))
        return rel
    }

    package func writeImage(_ bytes: [UInt8], suite: String, name: String, kind: String) throws -> String {
        let rel = "\(suite)/\(name).\(kind).png"
        try folder(create: true).write(try RelativePath(rel), bytes)
        return rel
    }

    /// Stores `entry` (replacing the reference's earlier one) and, when `publish`, rewrites
    /// index.html and summary.md. Call inside `withRun`.
    package func store(_ entry: SnapshotEntry, publish: Bool = true) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let target = try folder(create: true).target(try Self.entryPath(suite: entry.suite, name: entry.name))
        try AtomicFile.write(targets: [(target, Array(try encoder.encode(entry)))], sweep: false, durable: false)
        if publish { try self.publish() }
    }

    /// Decoded entries kept between publishes (SnapshotEntryCache): a publish decodes only the
    /// entries written since the last one.
    static let cache = SnapshotEntryCache()

    /// Every entry of the run: failed first, then recorded, then passed; by label within each.
    /// Entries that cannot be used (SnapshotEntry.problem) are left out: `scan` names them.
    package func entries() -> [SnapshotEntry] { scan().entries }

    /// The run's usable entries (as `entries`) and a line for each one left out.
    package func scan() -> (entries: [SnapshotEntry], ignored: [String]) {
        let root = path + "/entries"
        // The sort keys made once an entry (the comparisons made a label and searched the
        // status list each time: 12 % of a publish over 1000 entries, perf).
        let rank = Dictionary(uniqueKeysWithValues: SnapshotEntry.Status.allCases.enumerated().map { ($1, $0) })
        var ignored: [String] = []
        let usable = Self.cache.entries(in: root).filter { e in
            guard let problem = e.problem else { return true }
            ignored.append("ignoring the entry of '\(e.label)' in \(root): \(problem)")
            return false
        }
        return (usable.map { (rank[$0.status]!, $0.label, $0) }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2), ignored.sorted())
    }

    /// Rewrites index.html and summary.md from the entries.
    package func publish() throws {
        let all = entries()
        let run = currentRun() ?? ""
        try AtomicFile.write([(indexPath, Array(SnapshotReportPage.html(all, run: run).utf8)),
                              (summaryPath, Array(SnapshotSummary.markdown(all, run: run).utf8))], sweep: false, durable: false)
    }
}
