// `picker-render segmented`: the control's PNG, and bad input (exit 2, one `error:` line
// naming the value, no file).

import Foundation
import Testing

@Suite struct SegmentedCommandTests {
    @Test func writesTheControl() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["segmented", "--options", "Chocolate,Vanilla,Strawberry", "--selection", "Vanilla",
                                 "--output", "s.png"], in: dir)
            #expect(r.status == 0, "\(r)")
            let size = try #require(try pngSize(dir.appendingPathComponent("s.png")))
            #expect(size.width == 354 * 3 && size.height == 32 * 3)
        }
    }

    @Test(arguments: [
        BadInput(["--options", ""], ["--options", "''"]),
        BadInput(["--options", "a,,b"], ["--options", "'a,,b'"]),
        BadInput(["--options", "a,b,a"], ["'a'"]),
        BadInput(["--options", "a,b", "--selection", "z"], ["'z'"]),
        BadInput(["--options", "a,b", "--width", "0"], ["--width", "'0'"]),
        BadInput(["--options", "a,b", "--appearance", "sepia"], ["--appearance", "'sepia'"]),
        BadInput(["--selection", "a"], ["--options"]),
    ])
    func badInputExits2AndWritesNothing(_ c: BadInput) throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["segmented"] + c.args + ["--output", "out.png"], in: dir)
            expectFailure(r, status: 2, naming: c.naming)
            #expect(listing(dir) == [])
        }
    }
}

@Suite struct GalleryAccessibilityTests {
    @Test func everyScreenGetsItsSidecar() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["gallery", "--out", "out", "--scale", "1", "--appearance", "light", "--accessibility"], in: dir)
            #expect(r.status == 0, "\(r)")
            #expect(r.stderr == "", "the demos follow the seed's must-haves: no warnings")
            let files = listing(dir.appendingPathComponent("out"))
            let pngs = files.filter { $0.hasSuffix(".png") }, jsons = files.filter { $0.hasSuffix(".json") }
            #expect(pngs.count == jsons.count && !pngs.isEmpty)
            let fruit = try Data(contentsOf: dir.appendingPathComponent("out/system-wheel-demo-light.json"))
            let obj = try #require(try JSONSerialization.jsonObject(with: fruit) as? [String: Any])
            let elements = try #require(obj["elements"] as? [[String: Any]])
            #expect(elements.contains { $0["label"] as? String == "Fruit" && ($0["traits"] as? [String])?.contains("adjustable") == true })
        }
    }
}
