// The command line's bounds come from PickerRender's Limits: --width and --tick-spacing at
// Limits.maximumLength are accepted and the next Double beyond is refused, --scale takes exactly
// Limits.scales, and each refusal's error line (the process's, byte for byte) names the
// constant's value. The --help lines that state a limit show the same value.

import Foundation
import PickerRender
import PickerRenderCommandLine
import Testing

@Suite struct LimitsCommandTests {
    static let beyond = String(Limits.maximumLength.nextUp)

    /// The error line the process prints for `args`, and its exit status.
    func refusal(_ args: [String]) throws -> (line: String, status: Int32) {
        try withTemporaryDirectory { dir in
            let run = try CLI.run(args + ["--output", dir.path + "/o.png"], in: dir)
            #expect(!FileManager.default.fileExists(atPath: dir.path + "/o.png"))
            return (run.stderr, run.status)
        }
    }

    @Test func widthUpToTheLimit() throws {
        let at = try #require(try PickerRenderTool.picture(forArguments: ["wheel", "--range", "0...5", "--scale", "1",
                                                                          "--width", String(Limits.maximumLength)]))
        #expect(try at.scene().size.width == Limits.maximumLength)
        let r = try refusal(["wheel", "--range", "0...5", "--width", Self.beyond])
        #expect(r.status == 2)
        #expect(r.line == "error: --width: '\(Self.beyond)' is not a number of points from 1 to \(Limits.maximumLengthText)\n")
    }

    @Test func tickSpacingUpToTheLimit() throws {
        _ = try #require(try PickerRenderTool.picture(forArguments: ["ruler", "--tick-spacing", String(Limits.maximumLength)]))
        let r = try refusal(["ruler", "--tick-spacing", Self.beyond])
        #expect(r.status == 2)
        #expect(r.line == "error: --tick-spacing: '\(Self.beyond)' is not a number up to \(Limits.maximumLengthText)\n")
    }

    @Test func scalesAreTheLimitsScales() throws {
        for scale in Limits.scales {
            let p = try #require(try PickerRenderTool.picture(forArguments: ["wheel", "--range", "0...5", "--scale", String(scale)]))
            #expect(p.options.scale == scale)
        }
        let scale = String(Limits.scales.upperBound + 1)
        let r = try refusal(["wheel", "--range", "0...5", "--scale", scale])
        #expect(r.status == 2)
        #expect(r.line == "error: --scale: '\(scale)' is not \(Limits.scalesText)\n")
    }

    @Test func helpStatesTheLimits() throws {
        try withTemporaryDirectory { dir in
            let wheel = try CLI.run(["wheel", "--help"], in: dir).stdout
            #expect(wheel.contains("--scale \(Limits.scalesChoice) "))
            let ruler = try CLI.run(["ruler", "--help"], in: dir).stdout
            #expect(ruler.contains("at most \(Limits.maximumLengthText) (default 12)"))
        }
    }
}
