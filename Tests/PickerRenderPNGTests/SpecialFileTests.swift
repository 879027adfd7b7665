// PNGCodec.read takes only regular files and streams them: a FIFO or a directory named as a PNG
// is refused at once instead of blocking. Special files are made in a fresh folder.

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


    @Test func readRefusesAFIFOWithoutBlocking() throws {
        let fifo = dir + "/p.png"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: PNGError.file(.readFailed(path: fifo, reason: "it is a FIFO, not a regular file"))) {
            try PNGCodec.read(path: fifo)
        }
        #expect(throws: PNGError.file(.readFailed(path: dir, reason: "it is a directory, not a regular file"))) {
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

}
