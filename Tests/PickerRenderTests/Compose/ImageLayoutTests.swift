// SwiftUI's Image laid out, as numbers in the scene dump: its natural size (pixels / scale), a
// resizable image stretched, fitted and filled in a frame, in HStacks and VStacks, right to
// left (moved, not flipped); the spec round trip through a file (pixels read inside the spec's
// folder, the path written back byte for byte); and the in-process refusals: a spec given as a
// value has no pixels (an error at the image's path), paths out of the folder, a file that is
// not a PNG, and a PNG whose header says 100 megapixels.

import Foundation
import Testing
import PickerRender
import PickerRenderPNG

@Suite struct ImageLayoutTests {
    /// A w x h image, opaque red.
    static func red(_ w: Int, _ h: Int) -> RGBAImage { RGBAImage(width: w, height: h, fill: SIMD4(255, 0, 0, 255)) }

    func images(_ view: some View, width: Double? = nil, direction: LayoutDirection = .leftToRight) throws -> [[String: Double]] {
        let s = try SceneJSON.parse(Picture(width: width, options: RenderOptions(scale: 2, layoutDirection: direction), content: view).sceneJSON())
        var out: [[String: Double]] = []
        func walk(_ node: [String: Any]) {
            if node["kind"] as? String == "image", let r = node["rect"] as? [String: Double] { out.append(r) }
            for c in node["children"] as? [[String: Any]] ?? [] { walk(c) }
        }
        walk(s)
        return out
    }

    func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> [String: Double] { ["x": x, "y": y, "width": w, "height": h] }

    @Test(arguments: [1.0, 2.0, 3.0])
    func aFixedImageIsItsPixelsOverItsScale(scale: Double) throws {
        let image = Image(Self.red(30, 12), scale: scale)
        #expect(try images(image) == [rect(0, 0, 30 / scale, 12 / scale)])
        // Offered a frame, it keeps its size and is centred in it.
        #expect(try images(image.frame(width: 40, height: 40)) == [rect(20 - 15 / scale, 20 - 6 / scale, 30 / scale, 12 / scale)])
    }

    @Test func aResizableImageStretchesFitsAndFills() throws {
        let image = Image(Self.red(20, 10)).resizable()
        #expect(try images(image.frame(width: 100, height: 40)) == [rect(0, 0, 100, 40)])
        #expect(try images(image.scaledToFit().frame(width: 100, height: 40)) == [rect(10, 0, 80, 40)])
        // Fill covers the frame and overflows it, centred (SwiftUI's .scaledToFill()).
        #expect(try images(image.scaledToFill().frame(width: 100, height: 40)) == [rect(0, -5, 100, 50)])
        #expect(try images(image.aspectRatio(contentMode: .fill).frame(width: 100, height: 40).clipped()) == [rect(0, -5, 100, 50)])
        // Without resizable, a content mode changes nothing, as in SwiftUI.
        #expect(try images(Image(Self.red(20, 10)).scaledToFit().frame(width: 100, height: 40)) == [rect(40, 15, 20, 10)])
    }

    @Test func inStacks() throws {
        // A fixed image keeps its width in an HStack; a resizable one shares what is left.
        let h = HStack(spacing: 0) {
            Image(Self.red(20, 10))
            Image(Self.red(20, 10)).resizable().frame(height: 10)
        }
        #expect(try images(h, width: 100) == [rect(0, 0, 20, 10), rect(20, 0, 80, 10)])
        // Offered a width only (a fit canvas's VStack), a fitted image takes it and its height follows.
        let v = VStack(spacing: 0) { Image(Self.red(20, 10)).resizable().scaledToFit() }
        #expect(try images(v, width: 100) == [rect(0, 0, 100, 50)])
        // Right to left the first child is at the right; the image is moved, not flipped.
        #expect(try images(h, width: 100, direction: .rightToLeft) == [rect(80, 0, 20, 10), rect(0, 0, 80, 10)])
    }

    /// A folder holding a 4 x 2 PNG `icon.png` and a spec `s.json` with `content`.
    func folder(_ content: String, _ body: (URL) throws -> Void) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("image-layout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try PNGCodec.write(Self.red(4, 2), to: dir.appendingPathComponent("icon.png").path)
        try Data(#"{"scale": 2, "content": \#(content)}"#.utf8).write(to: dir.appendingPathComponent("s.json"))
        try body(dir)
    }

    @Test func aSpecRoundTripsThroughItsFile() throws {
        try folder(#"{"type": "image", "path": "icon.png", "resizable": true, "contentMode": "fill", "scale": 2}"#) { dir in
            let picture = try Picture(contentsOfFile: dir.appendingPathComponent("s.json").path)
            let text = picture.specText
            #expect(text.contains(#""path": "icon.png""#) && text.contains(#""contentMode": "fill""#))
            try Data(text.utf8).write(to: dir.appendingPathComponent("t.json"))
            let again = try Picture(contentsOfFile: dir.appendingPathComponent("t.json").path)
            #expect(again.specText == text && again == picture)
            #expect(try picture.sceneJSON().contains(#""pixelWidth" : 4"#))
            // The same pixels as an Image made in Swift from the file.
            let swift = try Image(contentsOfFile: dir.appendingPathComponent("icon.png").path, scale: 2).resizable().scaledToFill()
            #expect(swift.pixelWidth == 4 && swift.pixelHeight == 2)
            guard case .image(let read) = picture.content else { Issue.record("not an image"); return }
            #expect(read.texture == swift.texture && read.path == "icon.png")
        }
    }

    @Test func aSpecGivenAsAValueHasNoPixels() throws {
        let picture = try Picture(json: Array(#"{"content": {"type": "vstack", "children": [{"type": "image", "path": "icon.png"}]}}"#.utf8))
        #expect(picture.specText.contains(#""path": "icon.png""#))
        #expect(throws: PickerError.self) { try picture.render() }
        do { _ = try picture.render() } catch {
            #expect(error.description.hasPrefix("content.children[0].path: 'icon.png' is not an image whose pixels were read"), "\(error)")
            #expect(!error.isIO)
        }
    }

    /// The error reading `path` from a spec in the fixture folder, its text and whether it is I/O.
    func refusal(_ path: String, prepare: (URL) throws -> Void = { _ in }) throws -> (String, Bool)? {
        var out: (String, Bool)?
        try folder(#"{"type": "padding", "top": 1, "content": {"type": "image", "path": "\#(path)"}}"#) { dir in
            try prepare(dir)
            do { _ = try Picture(contentsOfFile: dir.appendingPathComponent("s.json").path) } catch let e as PickerError {
                out = (e.description, e.isIO)
            }
        }
        return out
    }

    @Test func pathsOutOfTheFolderAndBadFilesAreRefused() throws {
        let dotdot = try #require(try refusal("../icon.png"))
        #expect(dotdot.0.hasPrefix("content.content.path: '../icon.png' is not a plain relative path") && !dotdot.1, "\(dotdot)")
        let absolute = try #require(try refusal("/etc/passwd"))
        #expect(absolute.0.contains("it is absolute") && !absolute.1)
        let link = try #require(try refusal("link.png") { dir in
            try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("link.png").path, withDestinationPath: "/etc/hostname")
        })
        #expect(link.0.hasPrefix("content.content.path: cannot read") && link.0.contains("symbolic link") && link.1, "\(link)")
        let missing = try #require(try refusal("missing.png"))
        #expect(missing.0.hasPrefix("content.content.path: cannot read") && missing.0.contains("missing.png") && missing.1, "\(missing)")
        let text = try #require(try refusal("s.json"))
        #expect(text.0.contains("is not a PNG file") && text.0.contains("s.json") && !text.1, "\(text)")
        // A PNG whose header says 10,000 x 10,000: refused by the header, nothing decoded.
        let huge = try #require(try refusal("huge.png") { dir in
            try Data(Self.header(width: 10_000, height: 10_000)).write(to: dir.appendingPathComponent("huge.png"))
        })
        #expect(huge.0.contains("at most \(Image.maximumPixels) pixels (it is 10000 x 10000)") && !huge.1, "\(huge)")
    }

    /// A PNG signature, an IHDR chunk (RGBA, 8 bits), the start of an IDAT (a zlib header only)
    /// and IEND: the header is all a decoder reads before the pixel limit refuses it.
    static func header(width: UInt32, height: UInt32) -> [UInt8] {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            var crc: UInt32 = 0xFFFF_FFFF
            for b in body {
                crc ^= UInt32(b)
                for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            return be(UInt32(data.count)) + body + be(~crc)
        }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", be(width) + be(height) + [8, 6, 0, 0, 0])
            + chunk("IDAT", [0x78, 0x9C]) + chunk("IEND", [])
    }
}
