// Line breaking (UAX #14 by libunibreak), multi-line layout, alignment and truncation.

import Testing
import PickerRenderGeometry
import PickerRenderText

@Test func breakOpportunities() {
    let b = LineBreaks.opportunities(Array("ab cd-ef\ngh".unicodeScalars))
    #expect(b[2] == .allowed)       // after the space
    #expect(b[0] == .none && b[1] == .none)
    #expect(b[5] == .allowed)       // after the hyphen
    #expect(b[8] == .mandatory)     // the newline
    #expect(b.last == .mandatory)
    // Ideographs break between each other.
    let cjk = LineBreaks.opportunities(Array("月曜日".unicodeScalars))
    #expect(cjk[0] == .allowed && cjk[1] == .allowed)
}

@Test func wrapsAtSpaces() throws {
    let engine = try makeEngine()
    let font = Font(pointSize: 17)
    let one = max(engine.layoutLine("Choose your", font: font, displayScale: 3).width,
                  engine.layoutLine("favorite flavor", font: font, displayScale: 3).width)
    let block = engine.layoutParagraph("Choose your favorite flavor", font: font, maxWidth: one + 1, displayScale: 3)
    #expect(block.lines.map(\.text) == ["Choose your", "favorite flavor"])
    #expect(!block.truncated)
    #expect(block.lines.allSatisfy { $0.width <= one + 1 })
    #expect(block.origins[1].y == block.lines[0].height)
    #expect(block.height == block.lines.reduce(0) { $0 + $1.height })
}

@Test func newlineAlwaysBreaksAndLongWordsSplit() throws {
    let engine = try makeEngine()
    let font = Font(pointSize: 17)
    let block = engine.layoutParagraph("a\nb", font: font, maxWidth: 500, displayScale: 3)
    #expect(block.lines.map(\.text) == ["a", "b"])
    let narrow = engine.layoutLine("WWW", font: font, displayScale: 3).width + 0.5
    let long = engine.layoutParagraph("WWWWWWWW", font: font, maxWidth: narrow, displayScale: 3)
    #expect(long.lines.map(\.text) == ["WWW", "WWW", "WW"])
}

@Test func lineLimitTruncatesTheLastLine() throws {
    let engine = try makeEngine()
    let font = Font(pointSize: 17)
    let width = engine.layoutLine("Choose your", font: font, displayScale: 3).width + 1
    let block = engine.layoutParagraph("Choose your favorite flavor of ice cream", font: font,
                                       maxWidth: width, lineLimit: 2, displayScale: 3)
    #expect(block.lines.count == 2 && block.truncated)
    #expect(block.lines[0].text == "Choose your")
    #expect(block.lines[1].text.hasSuffix("\u{2026}") && block.lines[1].width <= width)
    // A hidden line after a newline also ends the last shown line in "…".
    let cut = engine.layoutParagraph("One\nTwo", font: font, maxWidth: 500, lineLimit: 1, displayScale: 3)
    #expect(cut.lines.map(\.text) == ["One\u{2026}"] && cut.truncated)
}

@Test func alignmentMirrorsInRTL() throws {
    let engine = try makeEngine()
    let font = Font(pointSize: 17)
    func x(_ a: TextAlignment, _ d: LayoutDirection) -> Double {
        engine.layoutParagraph("Hi", font: font, maxWidth: 100, alignment: a, direction: d, displayScale: 3).origins[0].x
    }
    let w = engine.layoutLine("Hi", font: font, displayScale: 3).width
    #expect(x(.leading, .leftToRight) == 0)
    #expect(abs(x(.trailing, .leftToRight) - (100 - w)) < 1e-9)
    #expect(abs(x(.leading, .rightToLeft) - (100 - w)) < 1e-9)
    #expect(x(.trailing, .rightToLeft) == 0)
    #expect(abs(x(.center, .rightToLeft) - (100 - w) / 2) < 1e-9)
}

@Test func arabicParagraphWrapsRightToLeft() throws {
    let engine = try makeEngine()
    let font = Font(pointSize: 17)
    let first = max(engine.layoutLine("مرحبا بك", font: font, displayScale: 3, direction: .rightToLeft).width,
                    engine.layoutLine("في التطبيق", font: font, displayScale: 3, direction: .rightToLeft).width)
    let block = engine.layoutParagraph("مرحبا بك في التطبيق", font: font, maxWidth: first + 1,
                                       direction: .rightToLeft, displayScale: 3)
    #expect(block.lines.first?.text == "مرحبا بك")
    #expect(block.lines.count == 2)
    #expect(block.missingCodePoints.isEmpty)
}

/// The galloping search finds the same line ends as the plainest greedy filling (add words
/// while the line fits), on seeded random texts and widths: the reference twin of the search.
@Test func searchAgreesWithWordByWordGreedy() throws {
    let engine = try makeEngine()
    let font = Font(pointSize: 17)
    let words = ["a", "flavor", "ice", "cream", "sundae", "with", "extra", "sprinkles", "I", "W", "of", "the"]
    var state: UInt64 = 0x5EED
    func next(_ n: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(n))
    }
    for _ in 0..<40 {
        let text = (0..<(3 + next(40))).map { _ in words[next(words.count)] }
        let width = 80 + Double(next(2200)) / 10   // wider than any single word
        var want: [String] = []
        var current = ""
        for w in text {
            let candidate = current.isEmpty ? w : current + " " + w
            if current.isEmpty || engine.layoutLine(candidate, font: font, displayScale: 3).width <= width + 1e-9 {
                current = candidate
            } else {
                want.append(current); current = w
            }
        }
        want.append(current)
        let got = engine.layoutParagraph(text.joined(separator: " "), font: font, maxWidth: width, displayScale: 3)
        #expect(got.lines.map(\.text) == want, "width \(width)")
    }
}
