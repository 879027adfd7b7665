// `snapshots approve` and `snapshots review` on a crafted artifacts folder (a CI artifact is
// anyone's): entries whose suite, name, reference or images lead outside their folders, links
// planted in the run directory and in Snapshots/, forged digests, FIFOs and numbers out of
// range. Each case walks the whole temporary root (the package, its artifacts and a "victim"
// folder beside them) before and after, and nothing may change but what approve is for.

import Foundation
import PickerRenderFiles
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite struct HostileArtifactsTests {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    static func png(_ tag: String) -> Data { Data(signature + Array(tag.utf8)) }

    /// root/pkg (the package: Snapshots/Suite/changed.png is "OLD"), its artifacts in
    /// root/pkg/.build/snapshot-failures, and root/victim/secret.png beside it.
    struct Layout {
        let root: URL
        var pkg: URL { root.appendingPathComponent("pkg") }
        var run: URL { pkg.appendingPathComponent(".build/snapshot-failures") }
        var victim: URL { root.appendingPathComponent("victim") }
        var reference: URL { pkg.appendingPathComponent("Snapshots/Suite/changed.png") }

        init(_ root: URL) throws {
            self.root = root
            let fm = FileManager.default
            for d in [pkg.appendingPathComponent("Snapshots/Suite"), run.appendingPathComponent("entries/Suite"),
                      run.appendingPathComponent("Suite"), victim] {
                try fm.createDirectory(at: d, withIntermediateDirectories: true)
            }
            try Data("run-1\n".utf8).write(to: run.appendingPathComponent("RUN"))
            try Data("OLD".utf8).write(to: reference)
            try Data("secret".utf8).write(to: victim.appendingPathComponent("secret.png"))
        }

        /// A failed entry; `fields` replace the defaults (a valid failure of Suite/changed whose
        /// actual image is Suite/changed.actual.png holding `actual`).
        func entry(_ fields: [String: Any] = [:], actual: Data = HostileArtifactsTests.png("NEW"), writeActual: Bool = true,
                   file: String = "entries/Suite/changed.json") throws {
            if writeActual { try actual.write(to: run.appendingPathComponent("Suite/changed.actual.png")) }
            var e: [String: Any] = ["status": "failed", "suite": "Suite", "name": "changed", "reference": reference.path,
                                    "test": "T/t", "callSite": "/x/S.swift:3", "message": "m", "actual": "Suite/changed.actual.png",
                                    "actualBytes": actual.count, "actualSHA256": FileDigest.sha256([UInt8](actual))]
            for (k, v) in fields { e[k] = v }
            try FileManager.default.createDirectory(at: run.appendingPathComponent(file).deletingLastPathComponent(), withIntermediateDirectories: true)
            try JSONSerialization.data(withJSONObject: e).write(to: run.appendingPathComponent(file))
        }

        func approve(_ extra: [String] = ["--all"]) throws -> MeasuredResult {
            try MeasuredRun.run(["snapshots", "approve"] + extra, in: pkg)
        }
    }

    /// Runs `body`'s approve in a fresh layout and checks that nothing under the root changed.
    func unchanged(_ setUp: (Layout) throws -> Void, expect: (MeasuredResult) -> Bool,
                   _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try withTemporaryDirectory { dir in
            let layout = try Layout(dir)
            try setUp(layout)
            let before = TreeWalk(dir)
            let r = try layout.approve()
            #expect(r.run.status != 124, "approve hung: \(comment)", sourceLocation: sourceLocation)
            #expect(expect(r), "\(comment): \(r)", sourceLocation: sourceLocation)
            let changed = before.changes(to: TreeWalk(dir))
            #expect(changed.isEmpty, "\(comment) changed \(changed)", sourceLocation: sourceLocation)
        }
    }

    @Test func aSuiteOrNameLeadingOutIsIgnored() throws {
        for (suite, name) in [("../../../victim", "secret"), ("Suite", "../../../../victim/secret"), ("/abs", "x"), ("Suite", "")] {
            try unchanged({ l in
                try l.entry(["suite": suite, "name": name, "reference": l.victim.appendingPathComponent("secret.png").path])
            }, expect: { $0.run.status == 0 && $0.run.stderr.contains("warning: ignoring the entry") && $0.run.stdout.isEmpty },
            "suite \(suite) name \(name)")
        }
    }

    @Test func aReferenceOutsideTheSnapshotsFolderIsRefused() throws {
        try unchanged({ l in try l.entry(["reference": l.victim.appendingPathComponent("Suite/changed.png").path]) },
                      expect: { $0.run.status == 2 && $0.run.stderr.contains("--snapshots") }, "a reference in the victim folder")
        try unchanged({ l in try l.entry(["reference": "/Suite/changed.png"]) },
                      expect: { $0.run.status == 2 }, "a reference at the root")
    }

    @Test func anImageLeadingOutIsIgnored() throws {
        for actual in ["../../../victim/secret.png", "/etc/passwd", "Suite/./changed.actual.png", "Suite//changed.actual.png"] {
            try unchanged({ l in try l.entry(["actual": actual]) },
                          expect: { $0.run.status == 0 && $0.run.stderr.contains("warning: ignoring the entry") }, "actual \(actual)")
        }
    }

    @Test func linksInTheArtifactsOrSnapshotsAreNotFollowed() throws {
        // The actual image is a link to the victim's file, with the victim's digest forged to match.
        try unchanged({ l in
            try l.entry(actual: Data("secret".utf8), writeActual: false)
            #expect(symlink(l.victim.appendingPathComponent("secret.png").path, l.run.appendingPathComponent("Suite/changed.actual.png").path) == 0)
        }, expect: { $0.run.status == 3 && $0.run.stderr.contains("symbolic link") }, "actual image linked to a victim file")
        // The run's Suite folder is a link to the victim folder.
        try unchanged({ l in
            try l.entry(actual: Self.png("V"), writeActual: false)
            try FileManager.default.removeItem(at: l.run.appendingPathComponent("Suite"))
            try Self.png("V").write(to: l.victim.appendingPathComponent("changed.actual.png"))
            #expect(symlink(l.victim.path, l.run.appendingPathComponent("Suite").path) == 0)
        }, expect: { $0.run.status == 3 }, "run folder linked to the victim folder")
        // Snapshots/Suite is a link to the victim folder: the reference would be written there.
        try unchanged({ l in
            try l.entry()
            try FileManager.default.removeItem(at: l.pkg.appendingPathComponent("Snapshots/Suite"))
            #expect(symlink(l.victim.path, l.pkg.appendingPathComponent("Snapshots/Suite").path) == 0)
        }, expect: { $0.run.status == 3 && $0.run.stderr.contains("not a folder") }, "Snapshots/Suite linked to the victim folder")
        // The reference itself is a link to a victim file: never replaced.
        try unchanged({ l in
            try l.entry()
            try FileManager.default.removeItem(at: l.reference)
            #expect(symlink(l.victim.appendingPathComponent("secret.png").path, l.reference.path) == 0)
        }, expect: { $0.run.status == 3 }, "reference linked to a victim file")
    }

    @Test func aForgedImageIsRefused() throws {
        try unchanged({ l in try l.entry(["actualSHA256": String(repeating: "0", count: 64)]) },
                      expect: { $0.run.status == 2 && $0.run.stderr.contains("not the image its test wrote") }, "a forged sha256")
        try unchanged({ l in try l.entry(["actualBytes": 3]) }, expect: { $0.run.status == 2 }, "a size smaller than the file")
        try unchanged({ l in try l.entry(["actualBytes": 1_000_000]) }, expect: { $0.run.status == 2 }, "a size larger than the file")
        try unchanged({ l in try l.entry(actual: Data("not a png".utf8)) }, expect: { $0.run.status == 2 }, "not a PNG")
        try unchanged({ l in try l.entry(["actualBytes": NSNull(), "actualSHA256": NSNull()]) },
                      expect: { $0.run.status == 2 && $0.run.stderr.contains("run the tests again") }, "no digest recorded")
    }

    @Test func numbersOutOfRangeNeitherCrashNorAllocate() throws {
        for bytes in [1e300, -5, 9.3e18, 2.5] as [Double] {
            try unchanged({ l in try l.entry(["actualBytes": bytes]) },
                          expect: { $0.run.status == 0 || $0.run.status == 2 }, "actualBytes \(bytes)")
        }
    }

    /// A FIFO as an actual image or among the entries is never opened blocking (no writer
    /// would ever come); review and approve finish.
    @Test func aFIFOAmongTheArtifactsDoesNotHang() throws {
        try unchanged({ l in
            try l.entry(writeActual: false)
            #expect(mkfifo(l.run.appendingPathComponent("Suite/changed.actual.png").path, 0o644) == 0)
        }, expect: { $0.run.status == 3 && $0.run.stderr.contains("FIFO") }, "a FIFO as the actual image")
        try withTemporaryDirectory { dir in
            let l = try Layout(dir)
            try l.entry()
            #expect(mkfifo(l.run.appendingPathComponent("entries/Suite/fifo.json").path, 0o644) == 0)
            let review = try MeasuredRun.run(["snapshots", "review"], in: l.pkg)
            #expect(review.run.status == 0, "\(review)")
            let r = try l.approve()
            #expect(r.run.status == 0 && r.run.stdout.hasPrefix("approved Suite/changed"), "\(r)")
            #expect(try Data(contentsOf: l.reference) == Self.png("NEW"))
        }
    }

    /// The control: a valid entry is approved, into Snapshots only, and with --snapshots
    /// naming the folder from elsewhere.
    @Test func aValidEntryIsApprovedIntoTheSnapshotsFolderOnly() throws {
        try withTemporaryDirectory { dir in
            let l = try Layout(dir)
            try l.entry()
            let before = TreeWalk(dir, excluding: { $0.hasPrefix("pkg/.build") })
            let elsewhere = try MeasuredRun.run(["snapshots", "approve", "--all", "--artifacts", l.pkg.path + "/.build"], in: l.victim)
            #expect(elsewhere.run.status == 2 && elsewhere.run.stderr.contains("--snapshots"), "\(elsewhere)")
            let r = try MeasuredRun.run(["snapshots", "approve", "--all", "--artifacts", l.pkg.path + "/.build",
                                         "--snapshots", l.pkg.path + "/Snapshots"], in: l.victim)
            #expect(r.run.status == 0, "\(r)")
            #expect(before.changes(to: TreeWalk(dir, excluding: { $0.hasPrefix("pkg/.build") })) == ["pkg/Snapshots/Suite/changed.png"])
            #expect(try Data(contentsOf: l.reference) == Self.png("NEW"))
        }
    }
}
