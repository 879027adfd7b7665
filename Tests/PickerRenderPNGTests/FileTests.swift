// File tests: PNGCodec.read/write and AtomicFile. Each test works in its own fresh temporary
// directory and checks that no temporary files (".*.tmp-*") are left behind.

import Foundation
import PickerRenderFiles
import Testing
import PickerRenderPNG

@Suite final class FileTests {
    let dir: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("pngcodec-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        dir = base.path
    }

    deinit { try? FileManager.default.removeItem(atPath: dir) }

    private func listing(_ d: String? = nil) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: d ?? dir)) ?? []).sorted()
    }

    @Test func writeThenReadRoundTrips() throws {
        let image = TestImages.gradient()
        let path = dir + "/out.png"
        try PNGCodec.write(image, to: path, pixelsPerMeter: 8504)
        #expect(try PNGCodec.read(path: path) == image)
        #expect(Fixtures.bytes(path) == (try PNGCodec.encode(image, pixelsPerMeter: 8504)))
        #expect(listing() == ["out.png"])
    }

    @Test func overwriteReplacesContentAndKeepsMode() throws {
        let path = dir + "/a.bin"
        try AtomicFile.write([1, 2, 3], to: path)
        #expect(chmod(path, 0o640) == 0)
        try AtomicFile.write([4, 5], to: path)
        #expect(Fixtures.bytes(path) == [4, 5])
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
        #expect(listing() == ["a.bin"])
    }

    @Test func missingDirectoryIsAnErrorAndCreatesNothing() {
        let path = dir + "/missing/sub/out.png"
        #expect {
            try PNGCodec.write(TestImages.gradient(), to: path)
        } throws: { error in
            guard case let .file(.writeFailed(p, reason)) = error as? PNGError else { return false }
            return p == path && reason.contains("does not exist") && (error as! PNGError).description.contains(path)
        }
        #expect(!FileManager.default.fileExists(atPath: dir + "/missing"))
        #expect(listing().isEmpty)
    }

    @Test func targetThatIsADirectoryIsLeftUntouched() throws {
        let target = dir + "/target.png"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        try Data([7, 7]).write(to: URL(fileURLWithPath: target + "/inside"))
        #expect {
            try PNGCodec.write(TestImages.gradient(), to: target)
        } throws: { error in
            guard case let .file(.writeFailed(p, reason)) = error as? PNGError else { return false }
            return p == target && !reason.isEmpty
        }
        var isDir: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: target, isDirectory: &isDir) && isDir.boolValue)
        #expect(listing(target) == ["inside"])
        #expect(Fixtures.bytes(target + "/inside") == [7, 7])
        #expect(listing() == ["target.png"]) // no stray temporary file
    }

    @Test func parentThatIsAFileIsAnError() throws {
        try AtomicFile.write([1], to: dir + "/plain")
        #expect(throws: FileError.self) { try AtomicFile.write([2], to: dir + "/plain/x.png") }
        #expect(Fixtures.bytes(dir + "/plain") == [1])
        #expect(listing() == ["plain"])
    }

    @Test func readErrorsNameThePath() throws {
        let missing = dir + "/nope.png"
        #expect {
            try PNGCodec.read(path: missing)
        } throws: { error in
            guard case let .file(.readFailed(p, _)) = error as? PNGError else { return false }
            return p == missing && (error as! PNGError).description.contains(missing)
        }
        #expect {
            try PNGCodec.read(path: dir)
        } throws: { error in
            guard case .file(.readFailed(dir, _)) = error as? PNGError else { return false }
            return true
        }
        let junk = dir + "/junk.png"
        try AtomicFile.write(Array("hello".utf8), to: junk)
        #expect(throws: PNGError.malformed(source: junk, message: "Not a PNG file (shorter than the 8-byte signature)")) {
            try PNGCodec.read(path: junk)
        }
    }
}
