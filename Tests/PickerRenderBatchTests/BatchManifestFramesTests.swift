// A manifest's `frames` count names that many frame files: one an animation cannot have (over
// 10,000, negative, fractional, 1e9) makes the manifest unusable (a re-run draws everything)
// instead of being read; a count an animation can have is read as it is.

import Foundation
import Testing
@testable import PickerRenderBatch

@Suite struct BatchManifestFramesTests {
    static func manifest(frames: String) -> String {
        #"{"renderer": "r", "outputs": [{"file": "a.png", "order": 0, "name": "a", "axes": {}, "width": 1, "height": 1, "scale": 1, "bytes": 1, "sha256": "00", "frames": \#(frames), "spec": {}}]}"#
    }

    @Test(arguments: ["1e9", "10001", "-5", "2.5", "1e300", "\"3\""])
    func aFrameCountNoAnimationHasIsNotRead(_ frames: String) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("frames-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(Self.manifest(frames: frames).utf8).write(to: dir.appendingPathComponent("manifest.json"))
        #expect(BatchManifest.read(directory: dir.path) == nil, "frames \(frames)")
    }

    @Test func aFrameCountAnAnimationCanHaveIsRead() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("frames-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(Self.manifest(frames: "45").utf8).write(to: dir.appendingPathComponent("manifest.json"))
        let read = try #require(BatchManifest.read(directory: dir.path))
        #expect(read.entries["a.png"]?.frameFiles.count == 45)
    }
}
