// Special files at the library level: PNGCodec.read takes only regular files and streams them;
// AtomicFile replaces only regular files (or creates missing ones), writes a set of files all or
// nothing, and removes its own stale temporaries. Special files are made in a fresh folder.

import Foundation
import Testing
import PickerRenderPNG
#if canImport(Glibc)
import Glibc
#endif

@Suite final class SpecialFileTests {
    let dir: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("pngcodec-special-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        dir = base.path
    }

    deinit { try? FileManager.default.removeItem(atPath: dir) }

    private func listing() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted() }

    @Test func readRefusesAFIFOWithoutBlocking() throws {
        let fifo = dir + "/p.png"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: PNGError.readFailed(path: fifo, reason: "it is a FIFO, not a regular file")) {
            try PNGCodec.read(path: fifo)
        }
        #expect(throws: PNGError.readFailed(path: dir, reason: "it is a directory, not a regular file")) {
            try PNGCodec.read(path: dir)
        }
    }

    @Test func readStreamsAndMatchesDecode() throws {
        let bytes = Fixtures.bytes(Fixtures.suite("basi6a08.png"))
        let path = dir + "/a.png"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let streamed = try PNGCodec.readReportingWarnings(path: path)
        let inMemory = try PNGCodec.decodeReportingWarnings(bytes)
        #expect(streamed.image == inMemory.image && streamed.warnings == inMemory.warnings)
    }

    @Test func writeRefusesEverythingButARegularFile() throws {
        #expect(mkfifo(dir + "/fifo", 0o600) == 0)
        try Data("t".utf8).write(to: URL(fileURLWithPath: dir + "/target"))
        #expect(symlink("target", dir + "/link") == 0)
        #expect(mkdir(dir + "/sub", 0o700) == 0)
        for name in ["fifo", "link", "sub"] {
            #expect(throws: PNGError.self) { try AtomicFile.write([1, 2, 3], to: dir + "/" + name) }
        }
        #expect(try String(contentsOfFile: dir + "/target", encoding: .utf8) == "t")
        #expect(listing() == ["fifo", "link", "sub", "target"])
        try AtomicFile.write([1, 2, 3], to: dir + "/target")
        #expect(Fixtures.bytes(dir + "/target") == [1, 2, 3])
    }

    /// A set whose second file cannot be written changes neither (nothing renamed before all
    /// temporaries exist).
    @Test func aSetIsWrittenAllOrNothing() throws {
        try Data("old".utf8).write(to: URL(fileURLWithPath: dir + "/a"))
        #expect(mkfifo(dir + "/b", 0o600) == 0)
        #expect(throws: PNGError.self) { try AtomicFile.write([(dir + "/a", [1]), (dir + "/b", [2])]) }
        #expect(try String(contentsOfFile: dir + "/a", encoding: .utf8) == "old")
        #expect(listing() == ["a", "b"])
        try AtomicFile.write([(dir + "/a", [1]), (dir + "/c", [2])])
        #expect(Fixtures.bytes(dir + "/a") == [1] && Fixtures.bytes(dir + "/c") == [2])
    }

    /// Without the syncs (the snapshot report's files), a write keeps every other rule: only a
    /// regular file is replaced, a set is all or nothing, the permission bits are kept and no
    /// temporary is left.
    @Test func anUnsyncedWriteKeepsTheOtherRules() throws {
        #expect(mkfifo(dir + "/fifo", 0o600) == 0)
        try Data("t".utf8).write(to: URL(fileURLWithPath: dir + "/target"))
        #expect(chmod(dir + "/target", 0o640) == 0)
        #expect(symlink("target", dir + "/link") == 0)
        for name in ["fifo", "link"] {
            #expect(throws: PNGError.self) { try AtomicFile.write([(dir + "/" + name, [1])], sweep: false, durable: false) }
        }
        #expect(throws: PNGError.self) {
            try AtomicFile.write([(dir + "/target", [1]), (dir + "/fifo", [2])], sweep: false, durable: false)
        }
        #expect(try String(contentsOfFile: dir + "/target", encoding: .utf8) == "t")
        try AtomicFile.write([(dir + "/target", [1, 2]), (dir + "/new", [3])], sweep: false, durable: false)
        #expect(Fixtures.bytes(dir + "/target") == [1, 2] && Fixtures.bytes(dir + "/new") == [3])
        var info = stat()
        #expect(stat(dir + "/target", &info) == 0 && info.st_mode & 0o777 == 0o640)
        #expect(listing() == ["fifo", "link", "new", "target"])
    }

    /// A set with a completion marker (a batch's index files and manifest): all in place with
    /// their bytes and no temporary left; a marker whose target cannot be replaced (a FIFO), or
    /// a file of the set that cannot, changes none of them and leaves no marker behind.
    @Test func aSetWithAMarkerIsWrittenAllOrNothing() throws {
        try Data("old".utf8).write(to: URL(fileURLWithPath: dir + "/a"))
        #expect(mkfifo(dir + "/marker", 0o600) == 0)
        #expect(throws: PNGError.self) {
            try AtomicFile.write([(dir + "/a", [1]), (dir + "/b", [2])], marker: (dir + "/marker", [3]))
        }
        #expect(try String(contentsOfFile: dir + "/a", encoding: .utf8) == "old")
        #expect(listing() == ["a", "marker"])
        #expect(unlink(dir + "/marker") == 0 && mkfifo(dir + "/b", 0o600) == 0)
        #expect(throws: PNGError.self) {
            try AtomicFile.write([(dir + "/a", [1]), (dir + "/b", [2])], marker: (dir + "/marker", [3]))
        }
        #expect(try String(contentsOfFile: dir + "/a", encoding: .utf8) == "old")
        #expect(listing() == ["a", "b"])
        #expect(unlink(dir + "/b") == 0)
        try Data("earlier".utf8).write(to: URL(fileURLWithPath: dir + "/earlier"))
        try AtomicFile.write([(dir + "/a", [1]), (dir + "/b", [2])], marker: (dir + "/marker", [3]), after: [dir + "/earlier"])
        #expect(Fixtures.bytes(dir + "/a") == [1] && Fixtures.bytes(dir + "/b") == [2] && Fixtures.bytes(dir + "/marker") == [3])
        #expect(listing() == ["a", "b", "earlier", "marker"])
    }

    /// A PID that has exited and been reaped. posix_spawn, not Foundation's Process, whose
    /// run() leaks a weak reference that LeakSanitizer reports under `make sanitize`.
    private func deadPID() -> pid_t {
        var dead: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/true"), nil]
        defer { free(argv[0]) }
        #expect(posix_spawn(&dead, "/bin/true", nil, nil, argv, nil) == 0)
        var status: Int32 = 0
        #expect(waitpid(dead, &status, 0) == dead)
        return dead
    }

    /// A temporary of a process that is gone is removed by the next write to its target; a live
    /// process's and another target's stay.
    @Test func staleTemporariesAreRemoved() throws {
        let dead = deadPID()
        let names = [".a.tmp-\(dead)-x", ".a.tmp-\(getpid())-y", ".b.tmp-\(dead)-z", ".a.tmp-nopid"]
        for n in names { try Data("partial".utf8).write(to: URL(fileURLWithPath: dir + "/" + n)) }
        try AtomicFile.write([7], to: dir + "/a")
        #expect(listing() == [names[1], names[2], names[3], "a"].sorted())
    }

    /// A batch's sweep (every target's stale temporaries, one read of each folder) removes
    /// exactly what writing to each target in turn removes: the same folder made twice, swept
    /// both ways, lists the same files. Targets include a name that itself holds ".tmp-" and
    /// one in a subfolder; the entries, near misses of the form.
    @Test func oneSweepRemovesWhatEachWriteWould() throws {
        let dead = deadPID(), live = getpid()
        let entries = [".a.tmp-\(dead)-x", ".a.tmp-\(live)-y", ".b.png.tmp-\(dead)-z", ".c.tmp-1-x.tmp-\(dead)-q",
                       ".a.tmp-\(dead)", ".a.tmp-nopid", ".a.tmp--\(dead)-x", ".d.tmp-\(dead)-z", "a.tmp-\(dead)-x",
                       ".b.png.tmp-99999999999-z", ".b.png.tmp-\(dead)-", "sub/.e.tmp-\(dead)-w", "sub/.a.tmp-\(dead)-w"]
        let targets = ["a", "b.png", "c.tmp-1-x", "sub/e"]
        func make(_ root: String) throws {
            try FileManager.default.createDirectory(atPath: root + "/sub", withIntermediateDirectories: true)
            for n in entries { try Data("partial".utf8).write(to: URL(fileURLWithPath: root + "/" + n)) }
            // Not a regular file: never removed.
            try FileManager.default.createDirectory(atPath: root + "/.a.tmp-\(dead)-dir", withIntermediateDirectories: false)
        }
        func files(_ root: String) -> [String] {
            (FileManager.default.subpaths(atPath: root) ?? []).sorted()
        }
        let one = dir + "/each", all = dir + "/sweep"
        try make(one); try make(all)
        for t in targets { try AtomicFile.write([7], to: one + "/" + t) }
        AtomicFile.removeStaleTemporaries(of: targets.map { all + "/" + $0 })
        for t in targets { try AtomicFile.write([(all + "/" + t, [7])], sweep: false) }
        #expect(files(one) == files(all))
        // And it did remove something of each kind it should.
        for gone in [".a.tmp-\(dead)-x", ".b.png.tmp-\(dead)-z", ".c.tmp-1-x.tmp-\(dead)-q", "sub/.e.tmp-\(dead)-w"] {
            #expect(!files(all).contains(gone), "\(gone)")
        }
        #expect(files(all).contains(".a.tmp-\(live)-y") && files(all).contains(".d.tmp-\(dead)-z") && files(all).contains(".a.tmp-\(dead)-dir"))
    }
}
