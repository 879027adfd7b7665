// Extreme text: a text of only zero-width characters (a zero-width space, a lone combining mark,
// tag characters) measures zero or more at every size and design, where SF's negative tracking
// once made it -0.43 pt a character; and wrapping is linear in the text: a long text without
// break opportunities, or of words, shapes a bounded multiple of its own length (counted by the
// engine's shapedBytes, not timed), where measuring the first word on the rest of the text
// shaped it once per line.

import Testing
import PickerRenderText

@Suite struct HostileTextTests {
    static let zeroWidth = ["\u{200B}", "\u{0301}", "\u{E0001}\u{E0041}\u{E007F}", "\u{200B}\u{200B}\u{200B}", "\u{FEFF}", "\u{200D}"]

    @Test(arguments: zeroWidth)
    func zeroWidthTextMeasuresZeroOrMore(_ text: String) throws {
        let engine = try makeEngine()
        for size in [11.0, 13, 17, 20, 28] {
            for design in [FontDesign.default, .rounded] {
                let line = engine.layoutLine(text, font: Font(pointSize: size, design: design), displayScale: 3)
                #expect(line.width >= 0 && line.frameWidth >= 0, "\(size) pt \(design): \(line.width)")
                #expect(line.runs.allSatisfy { $0.glyphs.allSatisfy { $0.width >= 0 } })
                let block = engine.layoutParagraph(text, font: Font(pointSize: size, design: design), maxWidth: 100, displayScale: 3)
                #expect(block.lines.allSatisfy { $0.width >= 0 })
            }
        }
    }

    /// UTF-8 bytes shaped laying out `text` as a paragraph `width` points wide.
    static func shapedBytes(_ text: String, width: Double = 300, lineLimit: Int? = nil) throws -> (bytes: Int, lines: Int) {
        let engine = try makeEngine()
        let before = engine.shapedBytes
        let block = engine.layoutParagraph(text, font: Font(pointSize: 17), maxWidth: width, lineLimit: lineLimit, displayScale: 3)
        return (engine.shapedBytes - before, block.lines.count)
    }

    @Test(arguments: [2_000, 20_000])
    func wrappingATextWithoutBreaksIsLinear(_ count: Int) throws {
        let (bytes, lines) = try Self.shapedBytes(String(repeating: "x", count: count))
        #expect(lines > count / 60)
        // About 12 times the text (a line is measured ~11 times, at most twice its length, then laid
        // out); measuring the rest of the text for every line shaped 250 times 20,000 bytes.
        #expect(bytes <= 30 * count, "\(bytes) bytes shaped for \(count)")
    }

    @Test(arguments: [2_000, 20_000])
    func wrappingWordsIsLinear(_ count: Int) throws {
        let words = String(repeating: "word ", count: count / 5)
        let (bytes, lines) = try Self.shapedBytes(words)
        #expect(lines > count / 60)
        #expect(bytes <= 30 * count, "\(bytes) bytes shaped for \(count)")
        // With a line limit the rest goes on the last line, truncated: once, plus what fits.
        let limited = try Self.shapedBytes(words, lineLimit: 3)
        #expect(limited.lines == 3 && limited.bytes <= 5 * count, "\(limited.bytes)")
    }
}
