// Shrink-to-fit and tail truncation.

import Testing
import PickerRenderText

private let longText = "September 2025, the twenty-third"

@Test func shrinksToFit() throws {
    let engine = try makeEngine()
    let font = Font.system(.title3, weight: .semibold)
    let natural = engine.layoutLine(longText, font: font, displayScale: 3)
    let maxWidth = natural.width * 0.8
    let line = engine.layoutLine(longText, font: font, maxWidth: maxWidth,
                                 minimumScaleFactor: 0.6, displayScale: 3)
    #expect(line.scaleFactor < 1 && line.scaleFactor >= 0.6)
    #expect(line.width <= maxWidth)
    #expect(!line.truncated && line.text == longText)
    #expect(abs(line.pointSize - 20 * line.scaleFactor) < 1e-9)
    // Largest factor that fits, to 1/1000: a slightly larger one no longer fits.
    let bigger = engine.layoutLine(longText, font: font.withPointSize(20 * (line.scaleFactor + 0.001)),
                                   displayScale: 3)
    #expect(bigger.width > maxWidth)
    // The line box follows the size actually used.
    #expect(line.height < natural.height)
}

@Test func fitsWithoutShrinkingWhenThereIsRoom() throws {
    let engine = try makeEngine()
    let font = Font.system(.body)
    let natural = engine.layoutLine(longText, font: font, displayScale: 3)
    let line = engine.layoutLine(longText, font: font, maxWidth: natural.width, minimumScaleFactor: 0.5,
                                 displayScale: 3)
    #expect(line == natural)
}

@Test func truncatesWithEllipsisAtMinimumScale() throws {
    let engine = try makeEngine()
    let font = Font.system(.title3, weight: .semibold)
    let natural = engine.layoutLine(longText, font: font, displayScale: 3)
    let maxWidth = natural.width * 0.4
    let line = engine.layoutLine(longText, font: font, maxWidth: maxWidth,
                                 minimumScaleFactor: 0.6, displayScale: 3)
    #expect(line.truncated)
    #expect(line.scaleFactor == 0.6)
    #expect(line.width <= maxWidth)
    #expect(line.text.hasSuffix("\u{2026}"))
    #expect(longText.hasPrefix(String(line.text.dropLast())))
    let ellipsis = engine.layoutLine("\u{2026}", font: font.withPointSize(12), displayScale: 3).run
    #expect(line.run.glyphs.last?.id == ellipsis.glyphs.first?.id)
    // Longest prefix: no longer prefix fits (a trailing space is dropped before the "…", so a
    // prefix ending in one renders the same text).
    let kept = line.text.count - 1
    for n in (kept + 1)..<longText.count {
        var prefix = String(longText.prefix(n))
        while prefix.last == " " { prefix.removeLast() }
        let candidate = prefix + "\u{2026}"
        if candidate == line.text { continue }
        #expect(engine.layoutLine(candidate, font: font.withPointSize(12), displayScale: 3).width > maxWidth,
                "\(candidate)")
    }
}

@Test func truncationKeepsGraphemeClusters() throws {
    let engine = try makeEngine()
    let text = "e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}"   // é as e + accent
    let font = Font(pointSize: 17)
    let natural = engine.layoutLine(text, font: font, displayScale: 3)
    let line = engine.layoutLine(text, font: font, maxWidth: natural.width / 2, displayScale: 3)
    #expect(line.truncated)
    for ch in line.text.dropLast() { #expect(ch == "e\u{301}") }
}
