// A batch's images decoded once: every output of a batch whose pictures name one PNG, each
// twice, holds one texture (one buffer of texels), as its workers draw them (BatchRun.picture).

import Foundation
import PickerRender
@testable import PickerRenderBatch
import PickerRenderPNG
import Testing

@Suite struct BatchImagesTests {
    @Test func aBatchsPicturesShareOneDecodedImage() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("decoded-\(UUID())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        // Pixels of their own, so no other test has decoded these bytes.
        let salt = UInt8.random(in: 0...255)
        let pixels = (0..<(64 * 48 * 4)).map { UInt8(truncatingIfNeeded: $0 * 7 + Int(salt)) }
        try Data(try PNGCodec.encode(RGBAImage(width: 64, height: 48, pixels: pixels))).write(to: dir.appendingPathComponent("p.png"))
        let view = #"{"type": "frame", "width": 10, "height": 10, "content": {"type": "image", "path": "p.png", "resizable": true}}"#
        let pictures = (0..<3).map { #"{"name": "n\#($0)", "picture": {"content": {"type": "zstack", "children": [\#(view), \#(view)]}}}"# }
        let spec = try BatchSpec(json: Array((#"{"pictures": ["# + pictures.joined(separator: ", ") + "]}").utf8), directory: dir.path)
        var buffers = Set<UInt>()
        for order in 0..<spec.count {
            let picture = try BatchRun.picture(try spec.item(order)) { _ in }
            guard case .zstack(let z) = picture.content else { Issue.record("not a zstack"); continue }
            for child in z.children {
                guard case .modified(_, .image(let image)) = child, let t = image.texture else { Issue.record("no image"); continue }
                _ = t.texels.withUnsafeBufferPointer { buffers.insert(UInt(bitPattern: $0.baseAddress)) }
            }
        }
        #expect(spec.count == 3 && buffers.count == 1, "\(buffers.count) buffers for one PNG")
    }
}
