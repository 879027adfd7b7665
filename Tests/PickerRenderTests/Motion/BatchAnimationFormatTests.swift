// A batch's animations as GIF and WebP: by the output's extension or the animation's "format",
// written with their frame folders (`<stem>-frames/` whatever the extension), listed in the
// manifest like APNGs, left off the contact sheet (PNGs only), the same bytes with one job, two,
// and two shards; a still named .gif, and an extension that contradicts the format, are refused
// at the template's path before anything is drawn.

import Foundation
import PickerRenderAnimatedImage
import PickerRenderBatch
import Testing
@testable import PickerRender

@Suite struct BatchAnimationFormatTests {
    static let spec = #"""
        {"axes": {"scale": [1]},
         "pictures": [
           {"name": "hours", "output": "{name}.gif", "frames": true,
            "picture": {"canvas": "fit", "width": 120, "content": {"type": "wheel", "values": ["07", "08", "09"], "selection": "07"}},
            "animation": {"selectionChange": {"to": "09"}, "fps": 10, "duration": 0.6, "loop": 2, "hold": 0.2}},
           {"name": "minutes",
            "picture": {"canvas": "fit", "width": 120, "content": {"type": "wheel", "values": ["10", "20", "30"], "selection": "10"}},
            "animation": {"selectionChange": {"to": "30"}, "fps": 10, "duration": 0.6, "format": "webp"}},
           {"name": "flavor", "picture": {"content": {"type": "segmented", "options": ["A", "B"]}}}],
         "sheet": "sheet.png"}
        """#

    static func run(_ dir: String, jobs: Int, shard: (Int, Int)? = nil) throws -> BatchRun.Result {
        var options = BatchRun.Options(outputDirectory: dir, jobs: jobs)
        options.shard = shard
        return try BatchRun.run(try BatchSpec(json: Array(spec.utf8), directory: dir), options: options)
    }

    static func files(_ dir: String) -> [String: [UInt8]] {
        var out: [String: [UInt8]] = [:]
        for f in (FileManager.default.subpaths(atPath: dir) ?? []) {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: dir + "/" + f, isDirectory: &isDirectory), !isDirectory.boolValue,
               let d = FileManager.default.contents(atPath: dir + "/" + f) { out[f] = Array(d) }
        }
        return out
    }

    @Test func gifAndWebPOutputsTheSameAcrossJobsAndShards() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("formats-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let one = try Self.run(root + "/one", jobs: 1), two = try Self.run(root + "/two", jobs: 2)
        #expect(one.failures.isEmpty && two.failures.isEmpty, "\(one.failures) \(two.failures)")
        let a = Self.files(root + "/one"), b = Self.files(root + "/two")
        #expect(a == b)
        #expect(Array(a["hours.gif"]?.prefix(6) ?? []) == Array("GIF89a".utf8))
        #expect(Array(a["minutes@1x.webp"]?[8..<12] ?? []) == Array("WEBP".utf8))
        #expect(a["hours-frames/frame-000.png"] != nil && a["sheet.png"] != nil)
        let manifest = String(decoding: a["manifest.json"] ?? [], as: UTF8.self)
        #expect(manifest.contains("\"hours.gif\"") && manifest.contains("\"minutes@1x.webp\""))
        // The GIF read back: two plays (one repeat), its first frame held 0.1 + 0.2 s.
        let gif = try #require(DecodedAnimation.gif(a["hours.gif"] ?? []))
        #expect(gif.loop == 1 && gif.frames.first?.delay == 30, "\(gif.frames.map(\.delay))")
        var shards: [String: [UInt8]] = [:]
        for i in 1...2 {
            #expect(try Self.run(root + "/s\(i)", jobs: 1, shard: (i, 2)).failures.isEmpty)
            shards.merge(Self.files(root + "/s\(i)")) { x, _ in x }
        }
        for f in ["hours.gif", "minutes@1x.webp"] { #expect(shards[f] == a[f], "\(f)") }
        // A second run draws nothing again: the manifest's digests match the files.
        #expect(try Self.run(root + "/one", jobs: 1).drawn.isEmpty)
    }

    @Test(arguments: [
        (#"{"pictures": [{"name": "s", "output": "s.gif", "picture": {"content": {"type": "segmented", "options": ["A"]}}}]}"#, "pictures[0].output"),
        (#"{"pictures": [{"name": "w", "output": "w.gif", "picture": {"content": {"type": "wheel", "values": ["1", "2"]}}, "animation": {"selectionChange": {"to": "2"}, "format": "webp"}}]}"#, "pictures[0].output"),
        (#"{"pictures": [{"name": "w", "output": "w.mp4", "picture": {"content": {"type": "wheel", "values": ["1", "2"]}}, "animation": {"selectionChange": {"to": "2"}}}]}"#, "pictures[0].output"),
    ])
    func refusedBeforeDrawing(_ spec: String, _ path: String) {
        do { _ = try BatchSpec(json: Array(spec.utf8), directory: "/tmp"); Issue.record("accepted \(spec)") } catch {
            #expect(error.path == path, "\(error)")
        }
    }
}
