// ConfinedFolder and RelativePath: a name from data reads, writes, renames and removes only inside
// its folder. Symbolic links at every component (to a folder outside, to a file outside,
// dangling), `..`, absolute paths, NUL, empty and over-long components, FIFOs (which must not
// block), folders where files are expected and names that are not UTF-8, in a fresh temporary
// root with a "victim" folder beside the confined one whose contents must not change.

import Foundation
import PickerRenderFiles
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite final class ConfinedFolderTests {
    let root: String
    let inside: String
    let victim: String

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("confined-\(UUID().uuidString)").path
        inside = root + "/inside"
        victim = root + "/victim"
        for d in [inside, victim, inside + "/sub"] { try FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true) }
        try Data("secret".utf8).write(to: URL(fileURLWithPath: victim + "/file.png"))
        // Links at every level: a folder link, a file link, a dangling link.
        #expect(symlink(victim, inside + "/out") == 0)
        #expect(symlink(victim, inside + "/sub/out") == 0)
        #expect(symlink(victim + "/file.png", inside + "/link.png") == 0)
        #expect(symlink(victim + "/new.png", inside + "/dangling.png") == 0)
        #expect(mkfifo(inside + "/fifo.png", 0o600) == 0)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    private func victimUnchanged() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: victim)) ?? []
        #expect(names == ["file.png"], "something was written beside the confined folder: \(names)")
        #expect(FileManager.default.contents(atPath: victim + "/file.png") == Data("secret".utf8))
    }

    private func path(_ s: String) throws -> RelativePath { try RelativePath(s) }

    @Test func onlyPlainRelativePathsAreAccepted() throws {
        for bad in ["", "/etc/passwd", "../x.png", "a/../../x.png", "a/..", "./x.png", "a/./x.png", "a//x.png", "a/", "x\0.png",
                    String(repeating: "n", count: 256) + ".png"] {
            #expect(throws: RelativePath.Invalid.self, "\(bad.debugDescription) was accepted") { try RelativePath(bad) }
        }
        #expect(try RelativePath("a/b.png").components == [Array("a".utf8), Array("b.png".utf8)])
        #expect(try RelativePath("..x/x..").components.count == 2)
        #expect(throws: RelativePath.Invalid.self) { try RelativePath(components: [[0x2E, 0x2E]]) }
        #expect(throws: RelativePath.Invalid.self) { try RelativePath(components: [Array("a/b".utf8)]) }
        #expect(throws: RelativePath.Invalid.self) { try RelativePath(components: []) }
    }

    @Test func aLinkAtAnyComponentIsNotFollowed() throws {
        let folder = try ConfinedFolder(path: inside)
        for name in ["out/file.png", "sub/out/file.png", "link.png", "dangling.png", "out/new.png", "sub/out/new/x.png"] {
            #expect(throws: FileError.self, "read \(name)") { _ = try folder.read(try self.path(name), limit: 1000) }
            #expect(throws: FileError.self, "write \(name)") { try folder.write(try self.path(name), Array("evil".utf8)) }
            #expect(throws: FileError.self, "remove \(name)") { try folder.removeFile(try self.path(name)) }
            #expect(throws: FileError.self, "rename onto \(name)") {
                try folder.write(try self.path("ok.png"), [1])
                try folder.renameFile(try self.path("ok.png"), to: try self.path(name))
            }
        }
        #expect(throws: FileError.self) { _ = try folder.folder(try self.path("out"), create: true) }
        #expect(throws: FileError.self) { _ = try folder.folder(try self.path("sub/out/deeper"), create: true) }
        // The links themselves are still there, untouched.
        #expect(try folder.kind(of: try path("link.png")) == S_IFLNK)
        #expect(try folder.kind(of: try path("dangling.png")) == S_IFLNK)
        victimUnchanged()
    }

    /// A FIFO is refused at once (no writer: a blocking open would wait for ever), as a file to
    /// read and as a file to replace.
    @Test func aFIFOIsNeitherWaitedOnNorReplaced() throws {
        let folder = try ConfinedFolder(path: inside)
        let error = #expect(throws: FileError.self) { _ = try folder.read(try self.path("fifo.png"), limit: 1000) }
        #expect(error?.description.contains("FIFO") == true)
        #expect(throws: FileError.self) { try folder.write(try self.path("fifo.png"), [1]) }
        #expect(throws: FileError.self) { try folder.removeFile(try self.path("fifo.png")) }
        #expect(try folder.kind(of: try path("fifo.png")) == S_IFIFO)
    }

    @Test func aFolderWhereAFileIsExpectedIsLeftAlone() throws {
        let folder = try ConfinedFolder(path: inside)
        try folder.write(try path("sub/keep/inner.png"), [7])
        #expect(throws: FileError.self) { _ = try folder.read(try self.path("sub/keep"), limit: 1000) }
        #expect(throws: FileError.self) { try folder.write(try self.path("sub/keep"), [1]) }
        #expect(throws: FileError.self) { try folder.removeFile(try self.path("sub/keep")) }
        // A file where a folder is expected: no folder is made, nothing is replaced.
        #expect(throws: FileError.self) { try folder.write(try self.path("sub/keep/inner.png/x.png"), [1]) }
        #expect(try folder.read(try path("sub/keep/inner.png"), limit: 10) == [7])
    }

    @Test func writesReadsRenamesAndRemovesInside() throws {
        let folder = try ConfinedFolder(path: inside)
        try folder.write(try path("a/b/c.png"), Array("one".utf8))
        #expect(try folder.read(try path("a/b/c.png"), limit: 3) == Array("one".utf8))
        #expect(throws: FileError.self, "over the limit") { _ = try folder.read(try self.path("a/b/c.png"), limit: 2) }
        try folder.renameFile(try path("a/b/c.png"), to: try path("d/e.png"))
        #expect(try folder.kind(of: try path("a/b/c.png")) == nil)
        #expect(try folder.kind(of: try path("missing/x.png")) == nil)
        #expect(FileManager.default.contents(atPath: inside + "/d/e.png") == Data("one".utf8))
        #expect(try folder.removeFile(try path("d/e.png")))
        #expect(try !folder.removeFile(try path("d/e.png")))
        // Only this run's files: no temporary is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: inside + "/d") == [])
    }

    /// A name that is not UTF-8 is listed as its bytes and can be removed by them.
    @Test func aNameThatIsNotUTF8CanBeListedAndRemoved() throws {
        let name: [UInt8] = [0x6F, 0xFF, 0xFE, 0x2E, 0x70, 0x6E, 0x67]   // "o\xFF\xFE.png"
        let full = Array((inside + "/sub/").utf8) + name + [0]
        let fd = full.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) } }
        #expect(fd >= 0)
        close(fd)
        let sub = try ConfinedFolder(path: inside).folder(try path("sub"))
        let listed = try sub.list().filter { $0.kind == S_IFREG }.map(\.name)
        #expect(listed == [name])
        let relative = try RelativePath(components: [Array("sub".utf8), name])
        #expect(!relative.isUTF8 && relative.description == "sub/o\\xFF\\xFE.png")
        #expect(try ConfinedFolder(path: inside).removeFile(relative))
        #expect(try sub.list().filter { $0.kind == S_IFREG }.isEmpty)
    }

    /// A path too long for the file system fails without leaving the folders made for it; a
    /// deep path whose whole length passes PATH_MAX still works inside (one component at a time).
    @Test func aFailedPathLeavesNoFoldersBehind() throws {
        let deep = (0..<20).map { "d\($0)" }.joined(separator: "/")
        let tooLong = String(repeating: "n", count: 256)
        #expect(throws: FileError.self) { _ = try ConfinedFolder(path: self.inside + "/made/" + deep + "/" + tooLong, create: true) }
        #expect(!FileManager.default.fileExists(atPath: inside + "/made"), "folders made for a failed path were left")
        let folder = try ConfinedFolder(path: inside)
        let long = (0..<20).map { "\($0)" + String(repeating: "l", count: 250) }.joined(separator: "/") + "/x.png"
        #expect(long.utf8.count > 4096)
        try folder.write(try path(long), [9])
        #expect(try folder.read(try path(long), limit: 1) == [9])
        // A file in the way: nothing is made, nothing replaced.
        try folder.write(try path("top/file"), [1])
        #expect(throws: FileError.self) { try folder.write(try self.path("top/file/a/b.png"), [2]) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: inside + "/top") == ["file"])
    }

    @Test func theFolderLockIsExclusiveAndEndsWithTheValue() throws {
        var first: ConfinedFolder? = try ConfinedFolder(path: inside)
        #expect(try first!.lock())
        let second = try ConfinedFolder(path: inside)
        #expect(try !second.lock(), "a second holder got the lock")
        first = nil
        #expect(try second.lock())
        #expect(try FileManager.default.contentsOfDirectory(atPath: inside).sorted() == ["dangling.png", "fifo.png", "link.png", "out", "sub"],
                "the lock leaves no file")
    }
}
