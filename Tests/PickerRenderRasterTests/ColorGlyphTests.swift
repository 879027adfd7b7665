// Colour glyphs: the fast kernel agrees with its reference twin, and a hand-made scene draws an
// emoji in colour and Arabic with real glyphs (not .notdef boxes).

import Foundation
import Testing
import PickerRenderGeometry
import PickerRenderScene
import PickerRenderText
@testable import PickerRenderRaster

@Test func colorBlitAgreesWithReference() {
    var rng = SplitMix(state: 12)
    for _ in 0..<40 {
        let w = Int.random(in: 1...9, using: &rng), h = Int.random(in: 1...9, using: &rng)
        var src = [UInt8](repeating: 0, count: w * h * 4)
        for i in stride(from: 0, to: src.count, by: 4) {
            let a = UInt8.random(in: 0...255, using: &rng)
            src[i + 3] = a
            for c in 0..<3 { src[i + c] = UInt8.random(in: 0...a, using: &rng) }
        }
        var fast = (0..<(12 * 12 * 4)).map { _ in UInt8.random(in: 0...255, using: &rng) }
        for i in stride(from: 0, to: fast.count, by: 4) { for c in 0..<3 { fast[i + c] = min(fast[i + c], fast[i + 3]) } }
        var slow = fast
        let x = Int.random(in: -4...10, using: &rng), y = Int.random(in: -4...10, using: &rng)
        let opacity = UInt8.random(in: 0...255, using: &rng)
        let clip = PixelRect(x: 1, y: 0, width: 10, height: 11)
        src.withUnsafeBufferPointer { s in
            let image = ColorImagePointer(pixels: s.baseAddress!, width: w, height: h, stride: w * 4, x: x, y: y)
            fast.withUnsafeMutableBufferPointer { d in
                ColorGlyphBlitter.blit(image, opacity: opacity, into: PixelBufferPointer(base: d.baseAddress!, width: 12, height: 12, stride: 48), clip: clip)
            }
            slow.withUnsafeMutableBufferPointer { d in
                ColorGlyphBlitter.blitReference(image, opacity: opacity, into: PixelBufferPointer(base: d.baseAddress!, width: 12, height: 12, stride: 48), clip: clip)
            }
        }
        #expect(zip(fast, slow).allSatisfy { abs(Int($0) - Int($1)) <= 1 })
    }
}

@Test func sceneDrawsEmojiInColourAndArabicAsGlyphs() throws {
    let engine = try TextEngine(fontsDirectory: TextEngine.defaultFontsDirectory)
    let font = Font(pointSize: 17)
    let emoji = engine.layoutLine("🍎 Apple", font: font, displayScale: 3)
    let arabic = engine.layoutLine("مرحبا", font: font, displayScale: 3, direction: .rightToLeft)
    let notdef = engine.layoutLine("\u{0F00}", font: font, displayScale: 3)   // in no face: a box
    #expect(arabic.missingCodePoints.isEmpty && notdef.missingCodePoints == [0x0F00])
    func item(_ line: TextLine, y: Double) -> Node {
        .text(TextItem(string: line.text, origin: Point(10, y + line.baseline),
                       frame: Rect(x: 10, y: y, width: line.width, height: line.height), line: line, color: .init(r: 0, g: 0, b: 0, a: 255)))
    }
    let scene = Scene(size: Size(width: 120, height: 80), scale: 3, background: .init(r: 255, g: 255, b: 255, a: 255),
                      children: [item(emoji, y: 4), item(arabic, y: 30), item(notdef, y: 54)])
    let pixmap = SceneRenderer(engine: engine).render(scene)
    // For looking at: raw straight RGBA, 360 x 240, when PICKER_RENDER_DEBUG_RGBA names a file.
    if let path = ProcessInfo.processInfo.environment["PICKER_RENDER_DEBUG_RGBA"] {
        _ = FileManager.default.createFile(atPath: path, contents: Data(pixmap.straightRGBA()))
    }
    func inkCount(_ r: PixelRect) -> Int {
        var n = 0
        for y in r.y..<r.maxY { for x in r.x..<r.maxX where pixmap.pixel(x, y).r < 128 { n += 1 } }
        return n
    }
    // The emoji (left of the first row) has saturated red pixels; text is otherwise black on white.
    var red = 0
    for y in 0..<90 {
        for x in 0..<360 {
            let p = pixmap.pixel(x, y)
            if Int(p.r) - Int(p.g) > 100 && Int(p.r) - Int(p.b) > 100 { red += 1 }
        }
    }
    #expect(red > 100, "\(red) red pixels")
    // Arabic is drawn with its glyphs, not boxes: ink differs from the .notdef box and has no
    // long straight vertical edges where a box would have them.
    let arabicInk = inkCount(PixelRect(x: 0, y: 90, width: 360, height: 70))
    let boxInk = inkCount(PixelRect(x: 0, y: 162, width: 360, height: 78))
    #expect(arabicInk > 0 && boxInk > 0)
    #expect(arabic.run.glyphs.allSatisfy { $0.id != 0 })
    #expect(notdef.run.glyphs.allSatisfy { $0.id == 0 })
}
