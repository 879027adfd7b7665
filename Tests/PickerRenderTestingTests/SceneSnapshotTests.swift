// The scene beside the pixels: a wheel recorded with its scene text, then one constant of its
// visual math moved a little. Each change fails by default and the failure names the quantity
// and the row it changed; restoring the constant passes. A scene alone (`.scene`) verifies
// without pixels; approve writes the scene beside the image.

import Foundation
import Testing
import PickerRender
import PickerRenderPNG
import PickerRenderScene
import PickerRenderSnapshotReport
@testable import PickerRenderTesting

@Suite struct SceneSnapshotTests {
    static func wheel(tilt: Double = WheelPicker.block.tilt, opacityFalloff: Double = WheelPicker.block.opacityFalloff) -> WheelPicker {
        var w = WheelPicker(title: "Hour", values: Array(0..<24), selection: 7) { $0 < 10 ? "0\($0)" : "\($0)" }
        w.tilt = tilt
        w.opacityFalloff = opacityFalloff
        return w
    }

    func verify(_ wheel: WheelPicker, _ box: Sandbox, mode: SnapshotRecordMode) throws -> SnapshotOutcome {
        try Snapshot.$reportsToTestFramework.withValue(false) {
            try Snapshot.require(wheel, as: .picker(options: RenderOptions(scale: 2)), named: "adapted", suite: "Math",
                                 snapshotsDirectory: box.snapshots, artifactsDirectory: box.artifacts, record: mode)
        }
    }

    /// The failure's first line, or nil when it passed.
    func failure(_ wheel: WheelPicker, _ box: Sandbox) throws -> String? {
        do {
            _ = try verify(wheel, box, mode: .never)
            return nil
        } catch let f as SnapshotFailure {
            return String(f.message.prefix { $0 != "\n" })
        }
    }

    @Test func aSmallChangeOfTheMathFailsNamingTheQuantityAndTheRow() throws {
        let box = try Sandbox()
        defer { box.remove() }
        let recorded = try verify(Self.wheel(), box, mode: .missing)
        #expect(recorded == .recorded(paths: [box.reference("Math", "adapted")]))
        let sceneFile = box.snapshots + "/Math/adapted.scene.txt"
        let scene = try String(contentsOfFile: sceneFile, encoding: .utf8)
        #expect(scene.hasPrefix("scene size="))
        #expect(scene.contains("layer \"item 5: ") && scene.contains(" rotation=") && scene.contains(" position="), "\(scene.prefix(600))")

        // The opacity falloff 0.01 more: each row off the centre fades a little more.
        let faded = try #require(try failure(Self.wheel(opacityFalloff: WheelPicker.block.opacityFalloff + 0.01), box))
        #expect(faded.hasPrefix("snapshot Math/adapted differs from its reference: the scene changed: item "), "\(faded)")
        #expect(faded.contains(" opacity ") && faded.contains(" -> "), "\(faded)")
        // The row is named by its text and its position, and the rows farthest out change most.
        // (The pixels move by at most 2 levels: pixelmatch's threshold would pass them.)
        #expect(faded.contains("the scene changed: item 5 \"05\" (position -0.8): opacity 0.424 -> 0.416; item 9 \"09\" (position 0.8): opacity 0.424 -> 0.416;"), "\(faded)")
        #expect(!faded.contains("rotation"), "only the opacity moved: \(faded)")
        #expect(faded.contains("pixels differ (largest channel difference"), "\(faded)")

        // Half a degree more tilt: each row turns a little more.
        let tilted = try #require(try failure(Self.wheel(tilt: WheelPicker.block.tilt - 0.5), box))
        #expect(tilted.contains(": rotation ") && tilted.contains(" deg -> "), "\(tilted)")
        #expect(tilted.contains("the scene changed: item ") && tilted.contains("item 5 \"05\" (position -0.8): rotation 49.6 deg -> 50 deg"), "\(tilted)")
        #expect(!tilted.contains("opacity"), "only the rotation moved: \(tilted)")

        // Restored, it passes, and nothing was rewritten by the failures.
        #expect(try failure(Self.wheel(), box) == nil)
        #expect(try String(contentsOfFile: sceneFile, encoding: .utf8) == scene)
    }

    @Test func theSceneAloneIsVerifiedWithoutPixels() throws {
        let box = try Sandbox()
        defer { box.remove() }
        let picture = Self.wheel().picture(options: RenderOptions(scale: 1))
        func verify(_ p: Picture, _ mode: SnapshotRecordMode) throws -> SnapshotOutcome {
            try Snapshot.$reportsToTestFramework.withValue(false) {
                try Snapshot.require(p, as: .scene, named: "math", suite: "Alone", snapshotsDirectory: box.snapshots,
                                     artifactsDirectory: box.artifacts, record: mode)
            }
        }
        #expect(try verify(picture, .missing) == .recorded(paths: [box.snapshots + "/Alone/math.scene.txt"]))
        #expect(box.snapshotFiles() == ["Alone/math.scene.txt"])
        #expect(try verify(picture, .never) == .matched)
        let moved = Self.wheel(tilt: WheelPicker.block.tilt + 0.5).picture(options: RenderOptions(scale: 1))
        #expect(throws: SnapshotFailure.self) { try verify(moved, .never) }
    }

    @Test func approveWritesTheSceneBesideTheImage() throws {
        let box = try Sandbox()
        defer { box.remove() }
        _ = try verify(Self.wheel(), box, mode: .missing)
        let sceneFile = box.snapshots + "/Math/adapted.scene.txt"
        let before = try String(contentsOfFile: sceneFile, encoding: .utf8)
        #expect(try failure(Self.wheel(tilt: WheelPicker.block.tilt - 0.5), box) != nil)
        let changes = try SnapshotApproval.approve(["Math/adapted"], all: false, in: SnapshotRunDirectory(artifacts: box.artifacts),
                                                   snapshots: box.snapshots)
        #expect(changes.map(\.label) == ["Math/adapted"])
        let after = try String(contentsOfFile: sceneFile, encoding: .utf8)
        #expect(after != before && after.contains("rotation="))
        #expect(try failure(Self.wheel(tilt: WheelPicker.block.tilt - 0.5), box) == nil)
    }

    @Test func theSceneTextReadsBackAsTheSameNodes() throws {
        let scene = try Self.wheel().picture(options: RenderOptions(scale: 1)).scene()
        let text = SceneText.text(scene)
        #expect(SceneComparison(expected: text, actual: text, tolerance: 0).changes.isEmpty)
        // A name with quotes and a backslash survives the trip.
        let odd = "scene size=1,1 scale=1 background=#FFFFFFFF\nlayer \"a \\\"b\\\" \\\\ c\" bounds=0,0,1,1\n"
        let nodes = SceneTextNode.parse(odd)
        #expect(nodes.count == 2 && nodes[1].name == "a \"b\" \\ c")
        // A tolerance lets a number move that far.
        let moved = odd.replacingOccurrences(of: "bounds=0,0,1,1", with: "bounds=0,0,1,1.5")
        #expect(SceneComparison(expected: odd, actual: moved, tolerance: 0).changes.count == 1)
        #expect(SceneComparison(expected: odd, actual: moved, tolerance: 0.5).changes.isEmpty)
        #expect(SceneText.n(-0.00001) == "0" && SceneText.n(0.12345) == "0.1235" && SceneText.n(36) == "36" && SceneText.n(1e-4) == "0.0001")
        #expect(SceneText.n(-2.5) == "-2.5" && SceneText.n(123456.78906) == "123456.7891" && SceneText.n(2e15) == "2000000000000000.0" && SceneText.n(.infinity) == "inf")
    }
}

extension SceneSnapshotTests {
    /// A recorded scene that is not a regular file, or too large, is refused, never waited on.
    @Test func aRecordedSceneIsReadOnlyFromARegularFileOfBoundedSize() throws {
        let box = try Sandbox()
        defer { box.remove() }
        try FileManager.default.createDirectory(atPath: box.snapshots, withIntermediateDirectories: true)
        let fifo = box.snapshots + "/fifo.scene.txt"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(Snapshot.recordedScene(fifo) == nil)
        let big = box.snapshots + "/big.scene.txt"
        #expect(FileManager.default.createFile(atPath: big, contents: Data(count: Snapshot.maximumSceneBytes + 1)))
        #expect(Snapshot.recordedScene(big) == nil)
        let fine = box.snapshots + "/fine.scene.txt"
        #expect(FileManager.default.createFile(atPath: fine, contents: Data("scene size=1,1 scale=1 background=#FFFFFFFF\n".utf8)))
        #expect(Snapshot.recordedScene(fine)?.hasPrefix("scene size=") == true)
    }
}
