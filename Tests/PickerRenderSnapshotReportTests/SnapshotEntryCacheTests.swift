// SnapshotEntryCache against decoding every file afresh (the reference twin: what entries()
// did before the cache): the same entries after every kind of change a run makes, an entry
// replaced by one of the same size decoded again, and a file too new to trust not kept.

import Foundation
import Testing
@testable import PickerRenderSnapshotReport

@Suite struct SnapshotEntryCacheTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("entry-cache-\(UUID().uuidString)").path
    var dir: SnapshotRunDirectory { SnapshotRunDirectory(artifacts: root) }
    /// The run directory's entries folder, and the file of entry `name` of suite "S" in it.
    var base: String { dir.path + "/entries" }
    func file(_ name: String) -> String { base + "/S/\(name).json" }

    func entry(_ name: String, _ status: SnapshotEntry.Status = .passed, message: String = "ok", suite: String = "S") -> SnapshotEntry {
        SnapshotEntry(status: status, suite: suite, name: name, reference: "/refs/\(suite)/\(name).png", test: "T/\(name)()",
                      callSite: "T.swift:1", message: message)
    }

    /// What entries() returned before the cache: every file read and decoded, same order.
    func decodedAfresh(_ dir: SnapshotRunDirectory) -> [SnapshotEntry] {
        let base = dir.path + "/entries"
        let files = (FileManager.default.enumerator(atPath: base)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".json") }
        let all = files.compactMap { rel in
            FileManager.default.contents(atPath: base + "/" + rel).flatMap { try? JSONDecoder().decode(SnapshotEntry.self, from: $0) }
        }
        let order = SnapshotEntry.Status.allCases
        return all.sorted {
            let a = order.firstIndex(of: $0.status)!, b = order.firstIndex(of: $1.status)!
            return a != b ? a < b : $0.label < $1.label
        }
    }

    @Test func aRunsEntriesMatchDecodingEveryFile() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try dir.withRun("run-1") {
            for k in 0..<30 {
                try dir.store(entry("n\(k)", k % 7 == 0 ? .failed : .passed, suite: k % 2 == 0 ? "A" : "B"))
                #expect(dir.entries() == decodedAfresh(dir))
            }
            // Old enough to be kept: the scan after this one reuses them.
            usleep(useconds_t(2 * SnapshotEntryCache.settle / 1000))
            #expect(dir.entries() == decodedAfresh(dir))
            // A kept entry replaced by its outcome (same name, other status and message),
            // then again several times within one tick of the file clock.
            for k in 0..<10 {
                try dir.store(entry("n3", k % 2 == 0 ? .recorded : .failed, message: "round \(k)", suite: "B"))
                #expect(dir.entries() == decodedAfresh(dir))
            }
            try FileManager.default.removeItem(atPath: dir.path + "/entries/A/n0.json")
            #expect(dir.entries() == decodedAfresh(dir))
            #expect(!dir.entries().contains { $0.name == "n0" })
        }
        // A new run empties the directory: nothing of the old one is listed.
        try dir.withRun("run-2") {
            #expect(dir.entries().isEmpty)
            try dir.store(entry("fresh"))
            #expect(dir.entries() == [entry("fresh")])
        }
    }

    @Test func aReplacedEntryOfTheSameSizeIsDecodedAgain() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cache = SnapshotEntryCache(), file = file("same")
        // A moment well past the file's settling time, taken after it is written: taken before,
        // a store slowed past 200 ms on a loaded machine (a fresh clone's parallel run) left the
        // file too new to keep, and the first expectation failed for the wrong reason.
        func later() -> Int64 { SnapshotEntryCache.realtimeNanos() + 10 * SnapshotEntryCache.settle }
        try dir.withRun("run-1") {
            try dir.store(entry("same", message: "aaaa"), publish: false)
            #expect(cache.entries(in: base, now: later()) == [entry("same", message: "aaaa")])
            #expect(cache.count == 1)
            let before = try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int
            try dir.store(entry("same", message: "bbbb"), publish: false)
            #expect(try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int == before)
            #expect(cache.entries(in: base, now: later()) == [entry("same", message: "bbbb")])
        }
    }

    @Test func aFileTooNewToTrustIsDecodedButNotKept() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cache = SnapshotEntryCache(), file = file("new")
        try dir.withRun("run-1") {
            try dir.store(entry("new"), publish: false)
            var s = stat()
            #expect(stat(file, &s) == 0)
            let ctime = SnapshotEntryCache.Stamp(s).ctime
            #expect(cache.entries(in: base, now: ctime + SnapshotEntryCache.settle / 2) == [entry("new")])
            #expect(cache.count == 0)
            #expect(cache.entries(in: base, now: ctime + SnapshotEntryCache.settle) == [entry("new")])
            #expect(cache.count == 1)
            // Files of another folder are left alone by this folder's scan, and forgotten by
            // their own once they are gone.
            #expect(cache.entries(in: root + "/elsewhere", now: ctime + SnapshotEntryCache.settle) == [])
            #expect(cache.count == 1)
            try FileManager.default.removeItem(atPath: file)
            #expect(cache.entries(in: base, now: ctime + SnapshotEntryCache.settle) == [])
            #expect(cache.count == 0)
        }
    }

    /// The report's escaping fast paths (a string with nothing to replace returned as it is)
    /// against the character-by-character forms they replaced.
    @Test func theReportsEscapingAgreesWithItsReference() {
        func escReference(_ s: String) -> String {
            s.map { c in ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;"][c] ?? String(c) }.joined()
        }
        func urlReference(_ rel: String) -> String {
            let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
            return escReference(rel.split(separator: "/", omittingEmptySubsequences: false).map { part in
                part.utf8.map { b in
                    allowed.contains(Character(Unicode.Scalar(b))) ? String(Character(Unicode.Scalar(b)))
                        : "%" + String(b, radix: 16, uppercase: true).leftPadded(2)
                }.joined()
            }.joined(separator: "/"))
        }
        let samples = ["", "Suite/name", "a b/c&d.png", "<x>\"y\"", "Ünïcödé/日本.png", "100%/~tilde_-.", "//", "a/@File.swift:12",
                       "tab\there", "emoji 🙂/x", "&amp;"]
        for s in samples {
            #expect(SnapshotReportPage.esc(s) == escReference(s), "esc(\(s))")
            #expect(SnapshotReportPage.url(s) == urlReference(s), "url(\(s))")
        }
    }
}
