// A manifest's `frames` count names that many frame files: one an animation cannot have (over
// 10,000, negative, fractional, 1e9, 1e300, a string) makes the manifest unusable (a re-run
// draws everything) instead of being read; a count an animation can have, with a size and digest
// for each frame, is read as it is.

import Testing
@testable import PickerRenderBatch

@Suite struct BatchManifestFramesTests {
    static let digest = String(repeating: "0", count: 64)

    static func manifest(frames: String, checks: Int = 0) -> [UInt8] {
        let frameFiles = (0..<checks).map { _ in #"{"bytes": 1, "sha256": "\#(digest)"}"# }.joined(separator: ", ")
        return Array(#"{"renderer": "r", "outputs": [{"file": "a.png", "order": 0, "name": "a", "axes": {}, "width": 1, "height": 1, "scale": 1, "bytes": 1, "sha256": "\#(digest)", "frames": \#(frames), "frameFiles": [\#(frameFiles)], "spec": {}}]}"#.utf8)
    }

    @Test(arguments: ["1e9", "10001", "-5", "2.5", "1e300", "\"3\""])
    func aFrameCountNoAnimationHasIsNotRead(_ frames: String) {
        #expect(throws: BatchManifestReader.Invalid.self, "frames \(frames)") { try BatchManifestReader.parse(Self.manifest(frames: frames)) }
    }

    @Test func aFrameCountAnAnimationCanHaveIsRead() throws {
        let read = try BatchManifestReader.parse(Self.manifest(frames: "45", checks: 45))
        #expect(read.entries["a.png"]?.frameFiles.count == 45)
    }
}
