// Test support: a fresh sandbox (snapshots + artifacts directories) per test, and images.

import Foundation
import PickerRenderPNG
import PickerRenderTesting

struct Sandbox {
    let root: URL
    var snapshots: String { root.appendingPathComponent("Snapshots").path }
    var artifacts: String { root.appendingPathComponent("build").path }
    var failures: String { artifacts + "/snapshot-failures" }

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }
    func remove() { try? FileManager.default.removeItem(at: root) }

    func reference(_ suite: String, _ name: String) -> String { "\(snapshots)/\(suite)/\(name).png" }

    func put(_ image: RGBAImage, suite: String, name: String) throws {
        try FileManager.default.createDirectory(atPath: "\(snapshots)/\(suite)", withIntermediateDirectories: true)
        try PNGCodec.write(image, to: reference(suite, name))
    }

    /// Every file under Snapshots/, relative, sorted.
    func snapshotFiles() -> [String] {
        let e = FileManager.default.enumerator(atPath: snapshots)
        var out: [String] = []
        while let p = e?.nextObject() as? String {
            var dir: ObjCBool = false
            if FileManager.default.fileExists(atPath: snapshots + "/" + p, isDirectory: &dir), !dir.boolValue { out.append(p) }
        }
        return out.sorted()
    }

    func bytes(_ path: String) -> [UInt8] { [UInt8](FileManager.default.contents(atPath: path) ?? Data()) }

    @discardableResult
    func verify(_ image: RGBAImage, _ name: String, suite: String = "Suite", mode: SnapshotRecordMode,
                options: SnapshotOptions = SnapshotOptions()) throws -> SnapshotOutcome {
        // Failures are inspected by the tests themselves, not reported to Swift Testing.
        try Snapshot.$reportsToTestFramework.withValue(false) {
            try Snapshot.require(image, named: name, suite: suite, options: options, snapshotsDirectory: snapshots,
                                artifactsDirectory: artifacts, record: mode)
        }
    }
}

enum Images {
    /// A small opaque test picture: a gradient with a dark bar.
    static func picture(width: Int = 48, height: Int = 32, bar: Int = 10) -> RGBAImage {
        var px: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let dark = x >= bar && x < bar + 6
                px += dark ? [20, 20, 30, 255] : [UInt8(x * 255 / max(width - 1, 1)), UInt8(y * 255 / max(height - 1, 1)), 200, 255]
            }
        }
        return RGBAImage(width: width, height: height, pixels: px)
    }

    /// `image` with a solid block of side `side` at (x, y).
    static func withBlock(_ image: RGBAImage, x: Int, y: Int, side: Int) -> RGBAImage {
        var out = image
        for yy in y..<(y + side) { for xx in x..<(x + side) { out.setPixel(x: xx, y: yy, SIMD4(255, 0, 180, 255)) } }
        return out
    }
}
