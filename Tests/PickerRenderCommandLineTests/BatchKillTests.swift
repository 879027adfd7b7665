// `kill -9` at random moments during `picker-render batch`, twenty times: every file under a
// final name is whole (every PNG decodes; a manifest, when there is one, lists only files
// that are there with its digests), whatever moment the kill came; only dot-named
// temporaries may be left. The moments come from a fixed seed, so a failure repeats.

import Foundation
import Testing
import PickerRenderPNG

@Suite struct BatchKillTests {
    /// Knuth's MMIX linear congruential stream, high bits: the kill moments, the same every run.
    struct Moments: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 { state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407; return state ^ (state >> 29) }
    }

    @Test func aKillAtAnyMomentLeavesOnlyWholeFiles() throws {
        let spec = BatchCommandTests.spec.replacingOccurrences(of: "\"scale\": [1]", with: "\"scale\": [2, 3]")
            .replacingOccurrences(of: "{name}-{appearance}-{selection}.png", with: "{name}-{appearance}-{selection}@{scale}x.png")
            .replacingOccurrences(of: "\"output\": \"{name}-{appearance}.png\"", with: "\"output\": \"{name}-{appearance}@{scale}x.png\"")
        var moments = Moments(state: 20261201)
        var killedMidway = 0
        try withTemporaryDirectory { dir in
            try BatchCommandTests.write(spec, "docs.json", in: dir)
            for run in 0..<20 {
                let out = dir.appendingPathComponent("set\(run)")
                let p = Process()
                p.executableURL = try CLI.binary()
                p.arguments = ["batch", "docs.json", "--out", out.lastPathComponent, "--jobs", "2"]
                p.currentDirectoryURL = dir
                p.standardOutput = FileHandle.nullDevice
                p.standardError = FileHandle.nullDevice
                try p.run()
                usleep(UInt32.random(in: 20_000...1_500_000, using: &moments))
                kill(p.processIdentifier, SIGKILL)
                p.waitUntilExit()
                if p.terminationReason == .uncaughtSignal { killedMidway += 1 }
                for name in listing(out) where !name.hasPrefix(".") {
                    let path = out.appendingPathComponent(name).path
                    if name.hasSuffix(".png") {
                        #expect(throws: Never.self, "run \(run): \(name) is not a whole PNG") { _ = try PNGCodec.read(path: path) }
                    }
                }
                if let data = FileManager.default.contents(atPath: out.appendingPathComponent("manifest.json").path) {
                    let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "run \(run): manifest")
                    for entry in manifest["outputs"] as? [[String: Any]] ?? [] {
                        let file = try #require(entry["file"] as? String)
                        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(file).path), "run \(run): \(file)")
                    }
                }
            }
        }
        // The moments must really fall during the runs for the test to say anything.
        #expect(killedMidway >= 10, "only \(killedMidway) of 20 runs were still going when killed")
    }
}
