// `batch --merge` on crafted shard folders, and `batch` into an output folder with traps in it:
// names that lead out (`..`, absolute), links planted in a shard and in --out, forged digests,
// numbers that are not small whole numbers (1e300, -5, 9.3e18, "frames": 1e9), a manifest.json
// that is a link or a FIFO, a bad old manifest, a folder locked by another run. Each case walks
// the whole temporary root (shard, --out and a "victim" folder beside them) before and after.

import Foundation
import PickerRenderFiles
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite struct HostileShardTests {
    static let wheel = #"{"content": {"type": "wheel", "values": ["07", "08"], "selection": "07"}}"#

    /// root/s1 (a shard whose manifest lists `outputs`), root/victim/secret.png, root/out.
    struct Layout {
        let root: URL
        var shard: URL { root.appendingPathComponent("s1") }
        var victim: URL { root.appendingPathComponent("victim") }
        var out: URL { root.appendingPathComponent("out") }
        static let content = Data("PNG-ish output".utf8)

        init(_ root: URL) throws {
            self.root = root
            for d in [shard, victim] { try FileManager.default.createDirectory(at: d, withIntermediateDirectories: true) }
            try Data("secret".utf8).write(to: victim.appendingPathComponent("secret.png"))
            try FileManager.default.createDirectory(at: victim.appendingPathComponent("folder"), withIntermediateDirectories: true)
        }

        /// An output entry of `bytes` (written into the shard at its file unless `write` is false).
        static func entry(_ file: String, _ bytes: Data = Layout.content, _ fields: [String: Any] = [:]) -> [String: Any] {
            var e: [String: Any] = ["file": file, "order": 0, "name": "w", "axes": [String: String](), "width": 1, "height": 1, "scale": 1,
                                    "bytes": bytes.count, "sha256": FileDigest.sha256([UInt8](bytes)), "spec": ["content": ["type": "wheel"]]]
            for (k, v) in fields { e[k] = v }
            return e
        }

        func manifest(_ outputs: [[String: Any]], sheet: String? = nil, in dir: URL? = nil) throws {
            var m: [String: Any] = ["renderer": "exe:test fonts:test", "outputs": outputs]
            if let sheet { m["sheet"] = sheet }
            try JSONSerialization.data(withJSONObject: m).write(to: (dir ?? shard).appendingPathComponent("manifest.json"))
        }

        func put(_ file: String, _ bytes: Data = Layout.content) throws {
            let url = shard.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try bytes.write(to: url)
        }

        func merge() throws -> MeasuredResult { try MeasuredRun.run(["batch", "--merge", "s1", "--out", "out"], in: root) }
    }

    /// The merge `setUp` prepares fails (`status`), and nothing under the root changed.
    func refused(_ setUp: (Layout) throws -> Void, status: Int32 = 2, _ comment: Comment,
                 sourceLocation: SourceLocation = #_sourceLocation) throws {
        try withTemporaryDirectory { dir in
            let layout = try Layout(dir)
            try setUp(layout)
            let before = TreeWalk(dir)
            let r = try layout.merge()
            #expect(r.run.status == status && r.run.stderrLines.count == 1 && r.maxRSS < 200_000_000, "\(comment): \(r)",
                    sourceLocation: sourceLocation)
            let changed = before.changes(to: TreeWalk(dir))
            #expect(changed.isEmpty, "\(comment) changed \(changed)", sourceLocation: sourceLocation)
        }
    }

    @Test func namesLeadingOutOfTheOutputFolderAreRefused() throws {
        for file in ["../victim/x.png", "../victim/secret.png", "/tmp/picker-render-escape.png", "./w.png", "a//w.png", "a/../../victim/x.png"] {
            try refused({ l in try l.manifest([Layout.entry(file)]) }, "file \(file)")
        }
        try refused({ l in try l.put("w.png"); try l.manifest([Layout.entry("w.png")], sheet: "../victim/secret.png") }, "sheet")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/picker-render-escape.png"))
    }

    @Test func linksInAShardAreNotFollowed() throws {
        // An output that is a link to a readable file outside, with that file's digest forged.
        try refused({ l in
            #expect(symlink(l.victim.appendingPathComponent("secret.png").path, l.shard.appendingPathComponent("w.png").path) == 0)
            try l.manifest([Layout.entry("w.png", Data("secret".utf8))])
        }, "an output linked to a file outside")
        // A frame file that is such a link.
        try refused({ l in
            try l.put("w.png")
            try FileManager.default.createDirectory(at: l.shard.appendingPathComponent("w-frames"), withIntermediateDirectories: true)
            #expect(symlink(l.victim.appendingPathComponent("secret.png").path, l.shard.appendingPathComponent("w-frames/frame-000.png").path) == 0)
            let frame: [String: Any] = ["bytes": 6, "sha256": FileDigest.sha256(Array("secret".utf8))]
            try l.manifest([Layout.entry("w.png", Layout.content, ["frames": 1, "frameFiles": [frame]])])
        }, "a frame linked to a file outside")
        // A folder of the shard that is a link to a folder outside.
        try refused({ l in
            try Data("secret".utf8).write(to: l.victim.appendingPathComponent("folder/w.png"))
            #expect(symlink(l.victim.appendingPathComponent("folder").path, l.shard.appendingPathComponent("sub").path) == 0)
            try l.manifest([Layout.entry("sub/w.png", Data("secret".utf8))])
        }, "a shard folder linked to a folder outside")
        // The shard's manifest itself as a link, and as a FIFO (which must not hang).
        try refused({ l in
            try l.manifest([Layout.entry("w.png")], in: l.victim)
            #expect(symlink(l.victim.appendingPathComponent("manifest.json").path, l.shard.appendingPathComponent("manifest.json").path) == 0)
        }, "a manifest linked to one outside")
        try refused({ l in #expect(mkfifo(l.shard.appendingPathComponent("manifest.json").path, 0o644) == 0) }, "a FIFO manifest")
    }

    @Test func aLinkInsideTheOutputFolderIsNotFollowed() throws {
        try refused({ l in
            try l.put("sub/w.png")
            try l.manifest([Layout.entry("sub/w.png")])
            try FileManager.default.createDirectory(at: l.out, withIntermediateDirectories: true)
            #expect(symlink(l.victim.appendingPathComponent("folder").path, l.out.appendingPathComponent("sub").path) == 0)
        }, status: 3, "--out/sub linked to a folder outside")
        try refused({ l in
            try l.put("secret.png")
            try l.manifest([Layout.entry("secret.png")])
            try FileManager.default.createDirectory(at: l.out, withIntermediateDirectories: true)
            #expect(symlink(l.victim.appendingPathComponent("secret.png").path, l.out.appendingPathComponent("secret.png").path) == 0)
        }, status: 3, "--out/secret.png linked to a file outside")
    }

    @Test func forgedDigestsAndSizesAreRefused() throws {
        try refused({ l in try l.put("w.png", Data("other bytes".utf8)); try l.manifest([Layout.entry("w.png")]) }, "a forged sha256")
        try refused({ l in
            try l.put("w.png")
            try l.manifest([Layout.entry("w.png", Layout.content, ["bytes": Layout.content.count + 1])])
        }, "a forged size")
        try refused({ l in try l.manifest([Layout.entry("w.png")]) }, "a missing output")
    }

    /// Numbers that are not small whole numbers are refused before they are used: no trap, no
    /// allocation that grows with them (a million frames named 16 GB).
    @Test func numbersOutOfRangeAreRefusedWithoutCrashingOrAllocating() throws {
        let bad: [(String, Any)] = [("width", 1e300), ("height", -5), ("order", 9.3e18), ("bytes", 9.3e18), ("scale", 2.5),
                                    ("frames", 1e9), ("frames", -5), ("frames", 1e300), ("order", -1), ("width", 0)]
        for (key, value) in bad {
            try refused({ l in try l.put("w.png"); try l.manifest([Layout.entry("w.png", Layout.content, [key: value])]) }, "\(key) \(value)")
        }
    }

    /// A manifest over the 64 MB a manifest may be is refused by its size, before it is read:
    /// an 83 MB one of 600,000 entries held 1.2 GB. A sparse 320 MB, so the test writes almost
    /// nothing, and a reader that reads it whole is caught by its peak memory.
    @Test func anOversizedManifestIsRefusedByItsSize() throws {
        func oversized(_ url: URL) throws {
            _ = FileManager.default.createFile(atPath: url.path, contents: Data("{".utf8))
            let handle = try FileHandle(forWritingTo: url)
            try handle.truncate(atOffset: 320 << 20)
            try handle.close()
        }
        try refused({ l in try l.put("w.png"); try oversized(l.shard.appendingPathComponent("manifest.json")) }, "a 320 MB shard manifest")
        try withTemporaryDirectory { dir in
            try Self.spec(in: dir)
            try FileManager.default.createDirectory(at: dir.appendingPathComponent("out"), withIntermediateDirectories: true)
            try oversized(dir.appendingPathComponent("out/manifest.json"))
            let r = try MeasuredRun.run(["batch", "b.json", "--out", "out"], in: dir)
            #expect(r.run.status == 0 && r.run.stderr.hasPrefix("warning: --out: ignoring out/manifest.json") && r.maxRSS < 300_000_000, "\(r)")
            #expect(exists(dir.appendingPathComponent("out/w.png")))
        }
    }

    /// The control: a crafted but honest shard merges, and only --out changes.
    @Test func anHonestShardMergesIntoTheOutputFolderOnly() throws {
        try withTemporaryDirectory { dir in
            let l = try Layout(dir)
            try l.put("a/w.png")
            try l.manifest([Layout.entry("a/w.png")])
            let before = TreeWalk(dir)
            let r = try l.merge()
            #expect(r.run.status == 0, "\(r)")
            #expect(before.changes(to: TreeWalk(dir)).allSatisfy { $0 == "out" || $0.hasPrefix("out/") })
            #expect(try Data(contentsOf: l.out.appendingPathComponent("a/w.png")) == Layout.content)
        }
    }

    // MARK: - batch into a folder with traps

    static func spec(in dir: URL, _ text: String = #"{"pictures": [{"name": "w", "picture": \#(Self.wheel)}]}"#) throws {
        try Data(text.utf8).write(to: dir.appendingPathComponent("b.json"))
    }

    @Test func aManifestThatIsALinkOrAFIFOIsNeverReplaced() throws {
        for kind in ["link", "fifo"] {
            try withTemporaryDirectory { dir in
                let l = try Layout(dir)
                try Self.spec(in: dir)
                try FileManager.default.createDirectory(at: l.out, withIntermediateDirectories: true)
                let manifest = l.out.appendingPathComponent("manifest.json").path
                if kind == "link" {
                    #expect(symlink(l.victim.appendingPathComponent("secret.png").path, manifest) == 0)
                } else {
                    #expect(mkfifo(manifest, 0o644) == 0)
                }
                let before = TreeWalk(dir)
                let r = try MeasuredRun.run(["batch", "b.json", "--out", "out"], in: dir)
                #expect(r.run.status == 3 && r.run.stderr.contains("only a regular file is replaced"), "\(kind): \(r)")
                #expect(before.changes(to: TreeWalk(dir)).isEmpty, "\(kind)")
            }
        }
    }

    /// A previous manifest that cannot be used is ignored with a warning, and the run draws.
    @Test func aBadOldManifestIsIgnoredWithAWarning() throws {
        let bad = [#"{"renderer": "x", "outputs": [{"file": "w.png", "order": 1e300, "name": "w", "width": -5, "height": 9.3e18, "scale": 1, "bytes": 1, "sha256": "x", "spec": {}, "frames": 1e9}]}"#,
                   "not json", #"{"renderer": "x", "outputs": [{"file": "../x.png"}]}"#]
        for text in bad {
            try withTemporaryDirectory { dir in
                try Self.spec(in: dir)
                try FileManager.default.createDirectory(at: dir.appendingPathComponent("out"), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: dir.appendingPathComponent("out/manifest.json"))
                let r = try MeasuredRun.run(["batch", "b.json", "--out", "out"], in: dir)
                #expect(r.run.status == 0 && r.run.stderr.hasPrefix("warning: --out: ignoring out/manifest.json"), "\(r)")
                #expect(exists(dir.appendingPathComponent("out/w.png")) && r.maxRSS < 300_000_000)
                let again = try MeasuredRun.run(["batch", "b.json", "--out", "out"], in: dir)
                #expect(again.run.status == 0 && again.run.stderr.isEmpty && again.run.stdout.contains("1 unchanged"), "\(again)")
            }
        }
    }

    /// While another process holds the output folder's lock, a run fails at once, naming why.
    @Test func aLockedOutputFolderIsRefused() throws {
        try withTemporaryDirectory { dir in
            try Self.spec(in: dir)
            let out = dir.appendingPathComponent("out")
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            // Close-on-exec: a process another test spawns meanwhile would inherit the descriptor,
            // and with it the lock, past close(fd) (the last run below then found it locked).
            let fd = open(out.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            #expect(fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) == 0)
            for args in [["batch", "b.json", "--out", "out"], ["gallery", "--only", "wheel*", "--out", "out"]] {
                let r = try MeasuredRun.run(args, in: dir)
                #expect(r.run.status == 3 && r.run.stderr.contains("being written by another picker-render run"), "\(r)")
            }
            #expect(listing(out) == [])
            close(fd)
            let r = try MeasuredRun.run(["batch", "b.json", "--out", "out"], in: dir)
            #expect(r.run.status == 0, "\(r)")
        }
    }

    /// Output names that are one file, or a file and its folder, fail before drawing; an
    /// output folder whose name is too long leaves none of the folders made for it.
    @Test func clashingAndOverlongNamesFailBeforeDrawing() throws {
        let specs = [#"{"pictures": [{"name": "x", "picture": \#(Self.wheel)}, {"name": "y", "output": "./x.png", "picture": \#(Self.wheel)}]}"#,
                     #"{"pictures": [{"name": "x", "output": "a//x.png", "picture": \#(Self.wheel)}, {"name": "y", "output": "a/x.png", "picture": \#(Self.wheel)}]}"#,
                     #"{"sheet": "./x.png", "pictures": [{"name": "x", "picture": \#(Self.wheel)}]}"#,
                     #"{"pictures": [{"name": "a", "picture": \#(Self.wheel)}, {"name": "b", "output": "a.png/{name}.png", "picture": \#(Self.wheel)}]}"#,
                     #"{"pictures": [{"name": "a", "output": "\#(String(repeating: "d/", count: 20))\#(String(repeating: "n", count: 300)).png", "picture": \#(Self.wheel)}]}"#]
        for text in specs {
            try withTemporaryDirectory { dir in
                try Self.spec(in: dir, text)
                let r = try CLI.run(["batch", "b.json", "--out", "out"], in: dir)
                #expect(r.status == 2 && r.stderrLines.count == 1, "\(text): \(r)")
                #expect(!exists(dir.appendingPathComponent("out")), "\(text)")
            }
        }
        try withTemporaryDirectory { dir in
            try Self.spec(in: dir)
            let out = "new/" + String(repeating: "d/", count: 20) + String(repeating: "n", count: 300)
            let r = try CLI.run(["batch", "b.json", "--out", out], in: dir)
            #expect(r.status == 3 && r.stderrLines.count == 1, "\(r)")
            #expect(!exists(dir.appendingPathComponent("new")), "folders made for a failed --out were left")
        }
    }
}
