// One test per record mode (none, missing, failed, all), plus the rules that hold across them:
// a missing reference with recording off fails and writes nothing under Snapshots/; `failed`
// rewrites only the failing references whose failure the previous run reported; no mode ever
// deletes a reference.

import Foundation
import Testing
import PickerRenderPNG
@testable import PickerRenderTesting

@Suite struct RecordModeTests {
    let base = Images.picture()
    var changed: RGBAImage { Images.withBlock(base, x: 2, y: 2, side: 12) }

    @Test func noneFailsOnAMissingReferenceAndWritesNothing() throws {
        let box = try Sandbox()
        defer { box.remove() }
        do {
            try box.verify(base, "missing-one", mode: .never)
            Issue.record("a missing reference passed")
        } catch let f as SnapshotFailure {
            #expect(f.message.contains("no reference at \(box.reference("Suite", "missing-one"))"))
            #expect(f.message.prefix { $0 != "\n" }.hasSuffix("; record it with SNAPSHOT_RECORD=missing swift test --filter PickerRenderTestingTests.RecordModeTests/noneFailsOnAMissingReferenceAndWritesNothing"))
        }
        #expect(!FileManager.default.fileExists(atPath: box.snapshots), "something was written under Snapshots/")
        // The actual image is still left for a look, outside Snapshots/.
        #expect(FileManager.default.fileExists(atPath: box.failures + "/Suite/missing-one.actual.png"))
    }

    @Test func noneNeverRewritesAFailingReference() throws {
        let box = try Sandbox()
        defer { box.remove() }
        try box.put(base, suite: "Suite", name: "a")
        let before = box.bytes(box.reference("Suite", "a"))
        #expect(throws: SnapshotFailure.self) { try box.verify(changed, "a", mode: .never) }
        #expect(box.bytes(box.reference("Suite", "a")) == before)
        #expect(try box.verify(base, "a", mode: .never) == .matched)
    }

    @Test func missingRecordsOnlyWhatIsMissing() throws {
        let box = try Sandbox()
        defer { box.remove() }
        let outcome = try box.verify(base, "new", mode: .missing)
        #expect(outcome == .recorded(paths: [box.reference("Suite", "new")]))
        #expect(try PNGCodec.read(path: box.reference("Suite", "new")) == base)
        // An existing reference that differs is not rewritten by `missing`: it fails.
        let before = box.bytes(box.reference("Suite", "new"))
        #expect(throws: SnapshotFailure.self) { try box.verify(changed, "new", mode: .missing) }
        #expect(box.bytes(box.reference("Suite", "new")) == before)
        #expect(try box.verify(base, "new", mode: .missing) == .matched)
    }

    @Test func failedRewritesOnlyFailingReferences() throws {
        let box = try Sandbox()
        defer { box.remove() }
        try box.put(base, suite: "Suite", name: "passing")
        try box.put(base, suite: "Suite", name: "failing")
        try FileManager.default.createDirectory(atPath: box.snapshots + "/Suite", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: box.reference("Suite", "corrupt"), contents: Data("not a png".utf8))
        let passingBefore = box.bytes(box.reference("Suite", "passing"))
        let passingDate = try FileManager.default.attributesOfItem(atPath: box.reference("Suite", "passing"))[.modificationDate] as? Date

        // A run reports the failures; the next one, with `failed`, rewrites them.
        try SnapshotRun.$runOverride.withValue("run-1") { () throws in
            for name in ["failing", "corrupt"] { #expect(throws: SnapshotFailure.self) { try box.verify(changed, name, mode: .never) } }
        }
        try SnapshotRun.$runOverride.withValue("run-2") { () throws in
            #expect(try box.verify(base, "passing", mode: .failed) == .matched)
            #expect(try box.verify(changed, "failing", mode: .failed) == .recorded(paths: [box.reference("Suite", "failing")]))
            #expect(try box.verify(changed, "corrupt", mode: .failed) == .recorded(paths: [box.reference("Suite", "corrupt")]))
            #expect(try box.verify(changed, "absent", mode: .failed) == .recorded(paths: [box.reference("Suite", "absent")]))
        }

        #expect(box.bytes(box.reference("Suite", "passing")) == passingBefore)
        let passingAfter = try FileManager.default.attributesOfItem(atPath: box.reference("Suite", "passing"))[.modificationDate] as? Date
        #expect(passingDate == passingAfter, "a passing reference was rewritten")
        #expect(try PNGCodec.read(path: box.reference("Suite", "failing")) == changed)
        #expect(try PNGCodec.read(path: box.reference("Suite", "corrupt")) == changed)
        #expect(box.snapshotFiles() == ["Suite/absent.png", "Suite/corrupt.png", "Suite/failing.png", "Suite/passing.png"])
    }

    /// `failed` leaves a failing reference alone when the previous run did not report its
    /// failure (its verify never ran there), says so, and rewrites it on the run after.
    @Test func failedLeavesAFailureNobodySawAlone() throws {
        let box = try Sandbox()
        defer { box.remove() }
        for name in ["seen", "unseen"] { try box.put(base, suite: "Suite", name: name) }
        let unseenBefore = box.bytes(box.reference("Suite", "unseen"))
        try SnapshotRun.$runOverride.withValue("run-1") { () throws in
            #expect(throws: SnapshotFailure.self) { try box.verify(changed, "seen", mode: .never) }
        }
        try SnapshotRun.$runOverride.withValue("run-2") { () throws in
            #expect(try box.verify(changed, "seen", mode: .failed) == .recorded(paths: [box.reference("Suite", "seen")]))
            do {
                try box.verify(changed, "unseen", mode: .failed)
                Issue.record("a failure nobody had seen was rewritten")
            } catch let f as SnapshotFailure {
                #expect(f.message.contains("SNAPSHOT_RECORD=failed left \(box.reference("Suite", "unseen")) as it was"), "\(f.message)")
            }
        }
        #expect(box.bytes(box.reference("Suite", "unseen")) == unseenBefore)
        try SnapshotRun.$runOverride.withValue("run-3") { () throws in
            #expect(try box.verify(changed, "unseen", mode: .failed) == .recorded(paths: [box.reference("Suite", "unseen")]))
        }
    }

    @Test func failedRecordsASizeChange() throws {
        let box = try Sandbox()
        defer { box.remove() }
        try box.put(base, suite: "Suite", name: "resized")
        let bigger = Images.picture(width: 50, height: 32)
        try SnapshotRun.$runOverride.withValue("run-1") { () throws in
            #expect(throws: SnapshotFailure.self) { try box.verify(bigger, "resized", mode: .never) }
        }
        try SnapshotRun.$runOverride.withValue("run-2") { () throws in
            #expect(try box.verify(bigger, "resized", mode: .failed) == .recorded(paths: [box.reference("Suite", "resized")]))
        }
        #expect(try PNGCodec.read(path: box.reference("Suite", "resized")).width == 50)
    }

    @Test func allRewritesEveryReference() throws {
        let box = try Sandbox()
        defer { box.remove() }
        // Within a perceptual tolerance: one pixel changed passes it, yet `all` rewrites it anyway.
        var nearly = base
        nearly.setPixel(x: 40, y: 30, SIMD4(10, 200, 10, 255))
        try box.put(base, suite: "Suite", name: "x")
        #expect(try box.verify(nearly, "x", mode: .never, options: .perceptual) == .matched)
        #expect(try box.verify(nearly, "x", mode: .all) == .recorded(paths: [box.reference("Suite", "x")]))
        #expect(try PNGCodec.read(path: box.reference("Suite", "x")) == nearly)
        #expect(try box.verify(base, "y", mode: .all) == .recorded(paths: [box.reference("Suite", "y")]))
    }

    @Test(arguments: [SnapshotRecordMode.never, .missing, .failed, .all])
    func noModeDeletesAReference(mode: SnapshotRecordMode) throws {
        let box = try Sandbox()
        defer { box.remove() }
        for name in ["keep-1", "keep-2", "target"] { try box.put(base, suite: "Suite", name: name) }
        try box.put(base, suite: "Other", name: "unrelated")
        let before = box.snapshotFiles()
        _ = try? box.verify(changed, "target", mode: mode)
        _ = try? box.verify(base, "keep-1", mode: mode)
        _ = try? box.verify(Images.picture(width: 7, height: 7), "keep-2", mode: mode)
        #expect(box.snapshotFiles() == before)
    }

    @Test func recordModeNames() {
        #expect(SnapshotRecordMode(rawValue: "missing") == .missing)
        #expect(SnapshotRecordMode(rawValue: "failed") == .failed)
        #expect(SnapshotRecordMode(rawValue: "all") == .all)
        #expect(SnapshotRecordMode(rawValue: "sometimes") == nil)
    }
}
