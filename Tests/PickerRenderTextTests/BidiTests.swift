// Bidi runs by FriBidi: visual order and direction of runs for mixed Arabic/Latin text.

import Testing
import PickerRenderText

/// (first scalar offset, direction) of each run, in visual order.
/// Runs that are only white space (a space between runs of different faces) are left out.
private func runs(_ line: TextLine) -> [(Int, LayoutDirection)] {
    let scalars = Array(line.text.unicodeScalars)
    return line.runs.filter { run in !run.scalarRange.allSatisfy { scalars[$0].properties.isWhitespace } }
        .map { ($0.scalarRange.lowerBound, $0.direction) }
}

@Test func latinInsideArabicInRTL() throws {
    let engine = try makeEngine()
    // "مرحبا Apple بك": logical 0-4 Arabic, 5 space, 6-10 Apple, 11 space, 12-13 Arabic.
    let line = engine.layoutLine("مرحبا Apple بك", font: Font(pointSize: 17), displayScale: 3,
                                 direction: .rightToLeft)
    let r = runs(line)
    // Visual left to right: the last Arabic word, then Apple, then the first Arabic word.
    #expect(r.map(\.1) == [.rightToLeft, .leftToRight, .rightToLeft], "\(r)")
    #expect(r.first!.0 > r.last!.0)
    #expect(line.runs.contains { $0.scalarRange == 6..<11 && $0.direction == .leftToRight })
    // Runs are laid out left to right without overlap.
    var x = 0.0
    for run in line.runs {
        #expect(abs((run.glyphs.first?.x ?? x) - x) < run.emSize)
        x += run.width
    }
}

@Test func arabicInsideLatinInLTR() throws {
    let engine = try makeEngine()
    let line = engine.layoutLine("Hi مرحبا!", font: Font(pointSize: 17), displayScale: 3)
    let r = runs(line)
    #expect(r.first!.1 == .leftToRight && r.first!.0 == 0)
    #expect(r.contains { $0.1 == .rightToLeft && $0.0 == 3 })
    // The exclamation mark follows the Arabic word visually (it is at the end of an LTR paragraph).
    #expect(line.runs.last!.scalarRange.contains(8))
}

@Test func arabicGlyphsAreJoinedAndInVisualOrder() throws {
    let engine = try makeEngine()
    let line = engine.layoutLine("مرحبا", font: Font(pointSize: 17), displayScale: 3, direction: .rightToLeft)
    let run = line.run
    #expect(run.direction == .rightToLeft)
    // Glyph x increases left to right even in an RTL run.
    #expect(zip(run.glyphs, run.glyphs.dropFirst()).allSatisfy { $0.x <= $1.x })
    // Joining forms differ from the isolated forms HarfBuzz would pick without context.
    let isolated = "م".unicodeScalars.map { _ in engine.layoutLine("م", font: Font(pointSize: 17), displayScale: 3).run.glyphs[0].id }
    #expect(run.glyphs.last!.id != isolated[0], "initial meem should not be the isolated form")
}

@Test func ltrTextInRTLParagraphIsOneLTRRun() throws {
    let engine = try makeEngine()
    let line = engine.layoutLine("Apple", font: Font(pointSize: 17), displayScale: 3, direction: .rightToLeft)
    #expect(line.runs.count == 1 && line.run.direction == .leftToRight)
}
