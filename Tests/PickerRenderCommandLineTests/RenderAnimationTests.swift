// `render` of a picture spec with an `animation`: the animated PNG is byte for byte the one a batch
// writes for the same picture and animation, and `--frames DIR` writes the frames a batch's
// `"frames": true` writes; `--reduce-motion` on the command line reaches the animation (every frame
// at rest); `--print-spec` prints the animation with the picture; a bad animation is exit 2 naming its JSON path; `--frames` without an animation, and
// `--accessibility` with one, are refused; `Picture(spec:)` (a batch's inline picture) refuses the key.

import Foundation
import Testing
import PickerRender

@Suite struct RenderAnimationTests {
    static let animation = #"{"control": "content", "selectionChange": {"to": "10"}, "fps": 10}"#

    static func animated(_ dir: URL) throws -> String {
        let wheel = try CLI.run(["wheel", "--range", "0...23", "--format", "%02d", "--selection", "7", "--scale", "1", "--print-spec"], in: dir)
        #expect(wheel.status == 0)
        var spec = wheel.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        try spec.write(to: dir.appendingPathComponent("wheel.json"), atomically: true, encoding: .utf8)
        spec.removeLast()   // the closing brace
        return spec + #", "animation": \#(animation)}"#
    }

    @Test func anAnimationIsTheBatchsAnimatedPNG() throws {
        try withTemporaryDirectory { dir in
            try Self.animated(dir).write(to: dir.appendingPathComponent("anim.json"), atomically: true, encoding: .utf8)
            let r = try CLI.run(["render", "anim.json", "--output", "anim.png", "--frames", "frames"], in: dir)
            #expect(r.status == 0, "\(r)")
            let batch = #"{"pictures": [{"name": "w", "file": "wheel.json", "animation": \#(Self.animation), "frames": true}]}"#
            try batch.write(to: dir.appendingPathComponent("batch.json"), atomically: true, encoding: .utf8)
            let b = try CLI.run(["batch", "batch.json", "--out", "out"], in: dir)
            #expect(b.status == 0, "\(b)")
            let mine = try Data(contentsOf: dir.appendingPathComponent("anim.png"))
            #expect(mine == (try Data(contentsOf: dir.appendingPathComponent("out/w.png"))), "not the batch's APNG")
            #expect(mine.range(of: Data("acTL".utf8)) != nil)
            let frames = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("frames").path).sorted()
            let batchFrames = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out/w-frames").path).sorted()
            #expect(frames.count > 1 && frames == batchFrames)
            for f in frames {
                #expect(try Data(contentsOf: dir.appendingPathComponent("frames/" + f)) == Data(contentsOf: dir.appendingPathComponent("out/w-frames/" + f)), "\(f)")
            }
            // Reduce Motion: the value jumps, so every frame is the last one.
            #expect(try CLI.run(["render", "anim.json", "--reduce-motion", "--output", "rm.png", "--frames", "rm"], in: dir).status == 0)
            let first = try Data(contentsOf: dir.appendingPathComponent("rm/frame-000.png"))
            #expect(first == (try Data(contentsOf: dir.appendingPathComponent("rm/" + frames.last!))))
            #expect(first != (try Data(contentsOf: dir.appendingPathComponent("frames/frame-000.png"))))
        }
    }

    /// `--print-spec` keeps the animation: the printed spec, rendered, is the same animated PNG.
    @Test func printSpecKeepsTheAnimation() throws {
        try withTemporaryDirectory { dir in
            try Self.animated(dir).write(to: dir.appendingPathComponent("anim.json"), atomically: true, encoding: .utf8)
            let printed = try CLI.run(["render", "anim.json", "--appearance", "dark", "--print-spec"], in: dir)
            #expect(printed.status == 0 && printed.stdout.contains(#""animation""#) && printed.stdout.contains(#""dark""#), "\(printed)")
            try printed.stdout.write(to: dir.appendingPathComponent("printed.json"), atomically: true, encoding: .utf8)
            #expect(try CLI.run(["render", "anim.json", "--appearance", "dark", "--output", "a.png"], in: dir).status == 0)
            #expect(try CLI.run(["render", "printed.json", "--output", "b.png"], in: dir).status == 0)
            let a = try Data(contentsOf: dir.appendingPathComponent("a.png")), b = try Data(contentsOf: dir.appendingPathComponent("b.png"))
            #expect(a.range(of: Data("acTL".utf8)) != nil && a == b)
            // A bad animation is refused here too, before anything is printed.
            try Self.animated(dir).replacingOccurrences(of: #""fps": 10"#, with: #""fps": 1000"#)
                .write(to: dir.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
            let bad = try CLI.run(["render", "bad.json", "--print-spec"], in: dir)
            #expect(bad.status == 2 && bad.stdout.isEmpty && bad.stderr.contains("animation.fps"), "\(bad)")
        }
    }

    @Test func refusals() throws {
        try withTemporaryDirectory { dir in
            let spec = try Self.animated(dir)
            try spec.replacingOccurrences(of: #""fps": 10"#, with: #""fps": 1000"#)
                .write(to: dir.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
            let bad = try CLI.run(["render", "bad.json", "--output", "x.png"], in: dir)
            #expect(bad.status == 2 && bad.stderrLines.count == 1 && bad.stderr.contains("animation.fps"), "\(bad)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.png").path))
            let noAnimation = try CLI.run(["render", "wheel.json", "--output", "x.png", "--frames", "f"], in: dir)
            #expect(noAnimation.status == 2 && noAnimation.stderr.contains("--frames"), "\(noAnimation)")
            try spec.write(to: dir.appendingPathComponent("anim.json"), atomically: true, encoding: .utf8)
            let sidecar = try CLI.run(["render", "anim.json", "--output", "x.png", "--accessibility", "x.json"], in: dir)
            #expect(sidecar.status == 2 && sidecar.stderr.contains("--accessibility"), "\(sidecar)")
            #expect(throws: SpecError.self) { try Picture(json: Array(spec.utf8)) }
        }
    }

    /// GIF and WebP: by the output's extension or the animation's "format", the bytes a batch
    /// writes for the same animation; the two must agree; another extension is refused.
    @Test func gifAndWebPByExtensionOrFormat() throws {
        try withTemporaryDirectory { dir in
            try Self.animated(dir).write(to: dir.appendingPathComponent("anim.json"), atomically: true, encoding: .utf8)
            let batch = #"{"pictures": [{"name": "w", "file": "wheel.json", "animation": \#(Self.animation), "output": "{name}.gif"},"#
                + #" {"name": "v", "file": "wheel.json", "animation": \#(Self.animation), "output": "{name}.webp"}]}"#
            try batch.write(to: dir.appendingPathComponent("batch.json"), atomically: true, encoding: .utf8)
            #expect(try CLI.run(["batch", "batch.json", "--out", "out"], in: dir).status == 0)
            for (ext, magic, batchFile) in [("gif", "GIF89a", "out/w.gif"), ("webp", "RIFF", "out/v.webp")] {
                let r = try CLI.run(["render", "anim.json", "--output", "a.\(ext)"], in: dir)
                #expect(r.status == 0, "\(r)")
                let bytes = try Data(contentsOf: dir.appendingPathComponent("a.\(ext)"))
                #expect(bytes.prefix(magic.utf8.count) == Data(magic.utf8), "\(ext)")
                #expect(bytes == (try Data(contentsOf: dir.appendingPathComponent(batchFile))), "\(ext) is not the batch's")
            }
            // "format" in the spec: written as GIF to standard output too.
            var spec = try Self.animated(dir)
            spec = spec.replacingOccurrences(of: #""fps": 10}"#, with: #""fps": 10, "format": "gif"}"#)
            try spec.write(to: dir.appendingPathComponent("gif.json"), atomically: true, encoding: .utf8)
            let out = try CLI.run(["render", "gif.json", "--output", "-"], in: dir)
            #expect(out.status == 0 && out.stdout.hasPrefix("GIF89a"), "\(out.stderr)")
            // The extension and the format disagree, or name no animation format: exit 2.
            let clash = try CLI.run(["render", "gif.json", "--output", "a.webp"], in: dir)
            #expect(clash.status == 2 && clash.stderr.contains("animation.format is gif"), "\(clash)")
            let jpeg = try CLI.run(["render", "anim.json", "--output", "a.jpg"], in: dir)
            #expect(jpeg.status == 2 && jpeg.stderr.contains("'a.jpg'"), "\(jpeg)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("a.jpg").path))
        }
    }
}
