// The wheel's and the ruler's animations, frame by frame, against references under
// Snapshots/AnimationSnapshots/ (scale 1, 10 frames a second, to keep the references small),
// and the contact sheets of a small batch and of the design profiles against Snapshots/BatchSnapshots/. Frames are
// functions of time, so they repeat exactly; each reference was looked at.

import Foundation
import Testing
import PickerRender
import PickerRenderBatch
import PickerRenderTesting
import PickerRenderPNG

@Suite struct AnimationSnapshots {
    /// A gallery demo cropped to its content: the documentation set's framing.
    static func demo(_ name: String, reduceMotion: Bool = false) throws -> Picture {
        var p = try Gallery.picture(demo: name, options: RenderOptions(scale: 1, reduceMotion: reduceMotion))
        p.canvas = .fit
        p.width = 402
        p.padding = EdgeInsets(top: 16, bottom: 16)
        return p
    }

    /// WheelPickerDemo: the hour changes from 07 to 10 from outside, withAnimation(.snappy).
    static func wheel(reduceMotion: Bool = false) throws -> PictureAnimation {
        try PictureAnimation(picture: try demo("wheel", reduceMotion: reduceMotion), control: "content.children[1].content.children[0]",
                             motion: .selectionChange(to: "10"),
                             textChanges: [.init("content.children[0].children[1]", to: "10:30")], fps: 10)
    }

    /// RulerScrollPickerDemo: the value changes from 62 to 70, .smooth(duration: 0.7).
    static func ruler() throws -> PictureAnimation {
        try PictureAnimation(picture: try demo("ruler"), control: "content.content.children[2]", motion: .selectionChange(to: 70),
                             textChanges: [.init("content.content.children[1].children[0]", to: "70.0")], fps: 10)
    }

    @Test func wheel07To10() throws {
        Snapshot.verify(try Self.wheel(), named: "wheel-07-10", suite: "AnimationSnapshots")
    }

    @Test func wheel07To10ReduceMotionJumps() throws {
        Snapshot.verify(try Self.wheel(reduceMotion: true), named: "wheel-07-10-reduce-motion", suite: "AnimationSnapshots")
    }

    @Test func ruler62To70() throws {
        Snapshot.verify(try Self.ruler(), named: "ruler-62-70", suite: "AnimationSnapshots")
    }

    /// A changed frame fails naming the frame and its time.
    @Test func aFailingFrameIsNamedWithItsTime() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("anim-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let wheel = try Self.wheel()
        try Snapshot.$reportsToTestFramework.withValue(false) {
            Snapshot.verify(wheel, named: "w", suite: "S", snapshotsDirectory: dir, artifactsDirectory: dir + "/a", record: .missing)
            // Frame 3 replaced by frame 0: the check fails there, at t = 0.3 s.
            try FileManager.default.removeItem(atPath: dir + "/S/w-frame-003.png")
            try FileManager.default.copyItem(atPath: dir + "/S/w-frame-000.png", toPath: dir + "/S/w-frame-003.png")
            do {
                try Snapshot.require(wheel, named: "w", suite: "S", snapshotsDirectory: dir, artifactsDirectory: dir + "/a", record: .never)
                Issue.record("a changed frame passed")
            } catch let f as SnapshotFailure {
                #expect(f.message.contains("frame 3 of \(wheel.frameCount) (t = 0.3 s)"), "\(f.message)")
            }
        }
    }
}

@Suite struct BatchSnapshots {
    @Test func contactSheet() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sheet-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let spec = try BatchSpec(json: Array(#"""
            {"axes": {"appearance": ["light", "dark"], "scale": [1]},
             "pictures": [
               {"name": "hours", "picture": {"content": {"type": "wheel", "range": {"from": 0, "through": 23}, "format": "%02d", "selection": "07"}},
                "axes": {"content.selection": ["07", "10"]}},
               {"name": "flavor", "picture": {"padding": 16, "background": "transparent",
                 "content": {"type": "segmented", "options": ["Chocolate", "Vanilla"], "selection": "Vanilla"}}}],
             "sheet": "sheet.png"}
            """#.utf8), directory: dir)
        let result = try BatchRun.run(spec, options: BatchRun.Options(outputDirectory: dir, jobs: 2))
        #expect(result.failures.isEmpty && result.drawn.count == 6)
        Snapshot.verify(try PNGCodec.read(path: dir + "/sheet.png"), named: "sheet", suite: "BatchSnapshots")
    }

    /// README's contact sheet of the system controls in both design profiles, drawn from
    /// docs/design-profiles.json as `picker-render batch` draws it.
    @Test func designProfilesSheet() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("designs-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let bytes = try #require(FileManager.default.contents(atPath: root.appendingPathComponent("docs/design-profiles.json").path))
        let spec = try BatchSpec(json: Array(bytes), directory: dir)
        let result = try BatchRun.run(spec, options: BatchRun.Options(outputDirectory: dir, jobs: 2))
        #expect(result.failures.isEmpty && result.drawn.count == 30)
        Snapshot.verify(try PNGCodec.read(path: dir + "/design-profiles.png"), named: "design-profiles", suite: "BatchSnapshots")
    }
}
