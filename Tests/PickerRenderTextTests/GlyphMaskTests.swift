// Glyph coverage: ink exists where the outline is, phases move it by quarter pixels, the cache
// is transparent, and quantize splits coordinates the way the rasterizer will.

import Testing
import PickerRenderText

private func centroid(_ m: GlyphMask) -> (x: Double, y: Double) {
    var sum = 0.0, sx = 0.0, sy = 0.0
    for r in 0..<m.height {
        for c in 0..<m.width {
            let a = Double(m.coverage[r * m.width + c])
            sum += a
            sx += a * (Double(m.left + c) + 0.5)
            sy += a * (Double(-m.top + r) + 0.5)
        }
    }
    return (sx / sum, sy / sum)
}

private func glyphH(_ engine: TextEngine, _ font: Font) -> (FaceInstance, UInt32) {
    let run = engine.layoutLine("H", font: font, displayScale: 3).run
    return (run.face, run.glyphs[0].id)
}

@Test func glyphMaskHasInkWhereTheCapitalIs() throws {
    let engine = try makeEngine()
    let (face, glyph) = glyphH(engine, Font(pointSize: 17))
    let mask = engine.glyphMask(face: face, glyph: glyph, pixelSize: 100, phaseX: 0, phaseY: 0)
    #expect(!mask.isEmpty)
    #expect(mask.coverage.contains(255))
    // Inter's cap height is 0.727 em (docs/architecture.md §6): the H reaches about 72.7 px above
    // the baseline and sits on it.
    #expect(abs(Double(mask.top) - 72.7) < 1.5)
    #expect(abs(Double(mask.height - mask.top)) <= 1)
    #expect(mask.left >= 0 && mask.left < 15)
    // A space has no ink.
    let space = engine.layoutLine(" ", font: Font(pointSize: 17), displayScale: 3).run.glyphs[0].id
    #expect(engine.glyphMask(face: face, glyph: space, pixelSize: 100, phaseX: 0, phaseY: 0).isEmpty)
}

@Test func phasesMoveTheInk() throws {
    let engine = try makeEngine()
    let (face, glyph) = glyphH(engine, Font(pointSize: 28, weight: .bold))
    let base = centroid(engine.glyphMask(face: face, glyph: glyph, pixelSize: 60, phaseX: 0, phaseY: 0))
    let right = centroid(engine.glyphMask(face: face, glyph: glyph, pixelSize: 60, phaseX: 2, phaseY: 0))
    let down = centroid(engine.glyphMask(face: face, glyph: glyph, pixelSize: 60, phaseX: 0, phaseY: 3))
    #expect(abs(right.x - base.x - 0.5) < 0.05)
    #expect(abs(right.y - base.y) < 0.02)
    #expect(abs(down.y - base.y - 0.75) < 0.05)
    #expect(abs(down.x - base.x) < 0.02)
}

@Test func weightsChangeTheOutline() throws {
    let engine = try makeEngine()
    let (face, glyph) = glyphH(engine, Font(pointSize: 17))
    func ink(_ wght: Int) -> Int {
        engine.glyphMask(face: FaceInstance(id: face.id, wght: wght), glyph: glyph, pixelSize: 80,
                         phaseX: 0, phaseY: 0).coverage.reduce(0) { $0 + Int($1) }
    }
    #expect(ink(700) > ink(400) && ink(400) > ink(100))
}

@Test func cacheReturnsIdenticalMasks() throws {
    let engine = try makeEngine()
    let (face, glyph) = glyphH(engine, Font(pointSize: 17))
    let a = engine.glyphMask(face: face, glyph: glyph, pixelSize: 51.3, phaseX: 1, phaseY: 2)
    // Render something else in between (another weight on the same FreeType face).
    _ = engine.glyphMask(face: FaceInstance(id: face.id, wght: 700), glyph: glyph, pixelSize: 51.3,
                         phaseX: 1, phaseY: 2)
    let b = engine.glyphMask(face: face, glyph: glyph, pixelSize: 51.3, phaseX: 1, phaseY: 2)
    #expect(a == b)
    // A fresh engine renders the same coverage, so the cache is not hiding state.
    let fresh = try makeEngine().glyphMask(face: face, glyph: glyph, pixelSize: 51.3, phaseX: 1, phaseY: 2)
    #expect(fresh == a)
}

@Test func quantizeSplitsIntoQuarters() {
    #expect(TextEngine.quantize(3.0) == (3, 0))
    #expect(TextEngine.quantize(3.3) == (3, 1))
    #expect(TextEngine.quantize(3.5) == (3, 2))
    #expect(TextEngine.quantize(3.74) == (3, 3))
    #expect(TextEngine.quantize(3.9) == (4, 0))      // carries into the whole pixel
    #expect(TextEngine.quantize(-0.1) == (0, 0))
    #expect(TextEngine.quantize(-0.3) == (-1, 3))
    #expect(TextEngine.quantize(-1.5) == (-2, 2))
}
