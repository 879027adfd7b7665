// `picker-render snapshots review | approve | --orphans --check/--delete` on a run directory
// written here by hand (the JSON entries PickerRenderTesting writes): approve promotes exactly
// the named failures and says so; bad names change nothing and exit 2; no run is an I/O error.

import Foundation
import PickerRenderFiles
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite struct SnapshotsCommandTests {
    /// A run with one failure (Suite/changed, actual bytes "NEW") and one pass (Suite/same).
    static func makeRun(in dir: URL) throws {
        let fm = FileManager.default
        let results = dir.appendingPathComponent(".build/snapshot-failures")
        for sub in ["entries/Suite", "Suite"] {
            try fm.createDirectory(at: results.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        try fm.createDirectory(at: dir.appendingPathComponent("Snapshots/Suite"), withIntermediateDirectories: true)
        try Data("run-1\n".utf8).write(to: results.appendingPathComponent("RUN"))
        let actual = HostileArtifactsTests.png("NEW")
        try actual.write(to: results.appendingPathComponent("Suite/changed.actual.png"))
        for (name, status) in [("changed", "failed"), ("same", "passed")] {
            let reference = dir.appendingPathComponent("Snapshots/Suite/\(name).png")
            try Data("OLD".utf8).write(to: reference)
            let entry: [String: Any] = ["status": status, "suite": "Suite", "name": name, "reference": reference.path,
                                        "test": "T.S/t", "callSite": "/x/S.swift:3", "message": "m",
                                        "actual": status == "failed" ? "Suite/changed.actual.png" : NSNull(),
                                        "actualBytes": status == "failed" ? actual.count : NSNull(),
                                        "actualSHA256": status == "failed" ? FileDigest.sha256([UInt8](actual)) : NSNull()]
            try JSONSerialization.data(withJSONObject: entry.filter { !($0.value is NSNull) })
                .write(to: results.appendingPathComponent("entries/Suite/\(name).json"))
        }
    }

    /// The reference's text (after the PNG signature an approved one starts with).
    static func reference(_ dir: URL, _ name: String) -> String {
        let data = (try? Data(contentsOf: dir.appendingPathComponent("Snapshots/Suite/\(name).png"))) ?? Data()
        return String(decoding: data.starts(with: HostileArtifactsTests.signature) ? data.dropFirst(8) : data, as: UTF8.self)
    }

    @Test func approvePromotesTheNamedFailureOnly() throws {
        try withTemporaryDirectory { dir in
            try Self.makeRun(in: dir)
            let bad = try CLI.run(["snapshots", "approve", "Suite/changed", "Suite/nope"], in: dir)
            #expect(bad.status == 2 && bad.stderrLines.count == 1 && bad.stderr.hasPrefix("error: 'Suite/nope'"), "\(bad)")
            #expect(Self.reference(dir, "changed") == "OLD", "a bad name must approve nothing")
            let passed = try CLI.run(["snapshots", "approve", "same"], in: dir)
            #expect(passed.status == 2, "a passing snapshot is not approvable: \(passed)")

            let r = try CLI.run(["snapshots", "approve", "changed"], in: dir)
            #expect(r.status == 0, "\(r)")
            #expect(r.stdout.hasPrefix("approved Suite/changed: ") && r.stdout.contains("Snapshots/Suite/changed.png"))
            #expect(Self.reference(dir, "changed") == "NEW" && Self.reference(dir, "same") == "OLD")
            #expect(listing(dir.appendingPathComponent("Snapshots/Suite")) == ["changed.png", "same.png"], "no temporary file left")
            let again = try CLI.run(["snapshots", "approve", "--all"], in: dir)
            #expect(again.status == 0 && again.stdout == "", "approved entries are no longer failures: \(again)")
        }
    }

    @Test func reviewPrintsTheReportPath() throws {
        try withTemporaryDirectory { dir in
            try Self.makeRun(in: dir)
            let r = try CLI.run(["snapshots", "review"], in: dir)
            #expect(r.status == 0, "\(r)")
            let path = r.stdout.trimmingCharacters(in: .newlines)
            #expect(path.hasSuffix("/.build/snapshot-failures/index.html") && path.hasPrefix("/"))
            let html = try String(contentsOfFile: path, encoding: .utf8)
            #expect(html.contains("Snapshots: 1 failed, 0 recorded, 1 passed") && html.contains("Suite/changed.actual.png"))
            #expect(r.stderr.contains("summary: "))
        }
    }

    @Test func noRunIsAnIOError() throws {
        try withTemporaryDirectory { dir in
            for args in [["snapshots", "review"], ["snapshots", "approve", "--all"]] {
                let r = try CLI.run(args, in: dir)
                #expect(r.status == 3 && r.stderr.hasPrefix("error: no snapshot results in .build/snapshot-failures"), "\(r)")
            }
            let both = try CLI.run(["snapshots", "approve"], in: dir)
            #expect(both.status == 2, "\(both)")
        }
    }

    @Test func orphansCheckAndDelete() throws {
        try withTemporaryDirectory { dir in
            let fm = FileManager.default
            try fm.createDirectory(at: dir.appendingPathComponent("Snapshots/S"), withIntermediateDirectories: true)
            try fm.createDirectory(at: dir.appendingPathComponent(".build/snapshot-usage"), withIntermediateDirectories: true)
            for n in ["used", "unused"] { try Data("x".utf8).write(to: dir.appendingPathComponent("Snapshots/S/\(n).png")) }
            let real = URL(fileURLWithPath: dir.path).resolvingSymlinksInPath().path
            try Data("r1\n".utf8).write(to: dir.appendingPathComponent(".build/snapshot-usage/LAST"))
            try Data("#open 1\n\(real)/Snapshots/S/used.png\n#close 1\n".utf8).write(to: dir.appendingPathComponent(".build/snapshot-usage/r1.log"))

            let list = try CLI.run(["snapshots", "--orphans"], in: dir)
            #expect(list.status == 0 && list.stdout == "Snapshots/S/unused.png\n", "\(list)")
            let check = try CLI.run(["snapshots", "--orphans", "--check"], in: dir)
            #expect(check.status == 1 && check.stdout == "Snapshots/S/unused.png\n", "\(check)")
            let both = try CLI.run(["snapshots", "--orphans", "--check", "--delete"], in: dir)
            #expect(both.status == 2, "\(both)")
            #expect(listing(dir.appendingPathComponent("Snapshots/S")) == ["unused.png", "used.png"], "nothing deleted without --delete")
            let delete = try CLI.run(["snapshots", "--orphans", "--delete"], in: dir)
            #expect(delete.status == 0 && delete.stdout == "deleted Snapshots/S/unused.png\n", "\(delete)")
            #expect(listing(dir.appendingPathComponent("Snapshots/S")) == ["used.png"])
            let clean = try CLI.run(["snapshots", "--orphans", "--check"], in: dir)
            #expect(clean.status == 0 && clean.stdout == "", "\(clean)")
        }
    }

    /// --orphans --delete never deletes a folder (one named x.png included) nor follows a link,
    /// and an orphan whose name is not UTF-8 is listed (escaped) and deleted by its bytes.
    @Test func orphansAreOnlyRegularFilesAndAnyNameCanBeDeleted() throws {
        try withTemporaryDirectory { dir in
            let fm = FileManager.default
            let s = dir.appendingPathComponent("Snapshots/S")
            try fm.createDirectory(at: s.appendingPathComponent("folder.png"), withIntermediateDirectories: true)
            try fm.createDirectory(at: dir.appendingPathComponent(".build/snapshot-usage"), withIntermediateDirectories: true)
            try fm.createDirectory(at: dir.appendingPathComponent("victim"), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: s.appendingPathComponent("folder.png/kept.png"))
            try Data("v".utf8).write(to: dir.appendingPathComponent("victim/v.png"))
            #expect(symlink(dir.appendingPathComponent("victim").path, s.appendingPathComponent("linked.png").path) == 0)
            let odd = Array((s.path + "/o").utf8) + [0xFF, 0xFE] + Array(".png".utf8) + [0]
            let fd = odd.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) } }
            #expect(fd >= 0)
            close(fd)
            let real = URL(fileURLWithPath: dir.path).resolvingSymlinksInPath().path
            try Data("r1\n".utf8).write(to: dir.appendingPathComponent(".build/snapshot-usage/LAST"))
            try Data("#open 1\n\(real)/Snapshots/S/folder.png/kept.png\n#close 1\n".utf8).write(to: dir.appendingPathComponent(".build/snapshot-usage/r1.log"))
            let list = try CLI.run(["snapshots", "--orphans"], in: dir)
            #expect(list.status == 0 && list.stdout == "Snapshots/S/o\\xFF\\xFE.png\n", "\(list)")
            let delete = try CLI.run(["snapshots", "--orphans", "--delete"], in: dir)
            #expect(delete.status == 0 && delete.stdout == "deleted Snapshots/S/o\\xFF\\xFE.png\n", "\(delete)")
            #expect(listing(s) == ["folder.png", "linked.png"])
            #expect(listing(s.appendingPathComponent("folder.png")) == ["kept.png"])
            #expect(listing(dir.appendingPathComponent("victim")) == ["v.png"])
            // A folder named .png whose file is unused: the file goes, never the folder.
            try Data("#open 1\n#close 1\n".utf8).write(to: dir.appendingPathComponent(".build/snapshot-usage/r1.log"))
            let again = try CLI.run(["snapshots", "--orphans", "--delete"], in: dir)
            #expect(again.status == 0 && again.stdout == "deleted Snapshots/S/folder.png/kept.png\n", "\(again)")
            #expect(listing(s) == ["folder.png", "linked.png"])
        }
    }
}
