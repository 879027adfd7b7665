// Fallback faces per script, missing code points, colour emoji, the font lock.

import Foundation
import Testing
import PickerRenderText

private func faceName(_ line: TextLine, containing scalarOffset: Int) -> String? {
    line.runs.first { $0.scalarRange.contains(scalarOffset) }?.face.id.rawValue
}

@Test(arguments: [
    ("Aé", "text"), ("Ωμέγα", "text"), ("Привет", "text"),
    ("مرحبا", "fallback.arabic.regular"), ("שלום", "fallback.hebrew.regular"),
    ("नमस्ते", "fallback.devanagari.regular"), ("สวัสดี", "fallback.thai.regular"),
    ("月曜日", "fallback.cjk-sc.regular"), ("こんにちは", "fallback.cjk-sc.regular"),
    ("안녕", "fallback.cjk-sc.regular"), ("🍎", "fallback.emoji.regular"),
    ("\u{1E9E}", "text"), ("\u{A7A0}", "fallback.latin.regular"),
])
func fallbackPicksTheFacePerScript(text: String, face: String) throws {
    let engine = try makeEngine()
    let line = engine.layoutLine(text, font: Font(pointSize: 17), displayScale: 3)
    #expect(line.missingCodePoints.isEmpty, "\(text): \(line.missingDescription)")
    #expect(line.runs.allSatisfy { $0.face.id.rawValue == face }, "\(text): \(line.runs.map(\.face.id))")
    #expect(line.runs.allSatisfy { $0.glyphs.allSatisfy { $0.id != 0 } }, "\(text) has a .notdef glyph")
}

@Test func languagePicksTheCJKFaceAndWeightPicksBold() throws {
    let engine = try makeEngine()
    engine.fallbackChain = .standard(language: "ja_JP")
    let line = engine.layoutLine("月曜日", font: Font(pointSize: 17, weight: .semibold), displayScale: 3)
    #expect(line.run.face.id.rawValue == "fallback.cjk-jp.bold")
}

@Test func latinTextStaysOneRunInThePrimaryFace() throws {
    let engine = try makeEngine()
    let font = Font(pointSize: 17)
    let line = engine.layoutLine("Hello, world", font: font, displayScale: 3)
    #expect(line.runs.count == 1)
    #expect(line.run == { var r = engine.shape("Hello, world", font: font); r.scalarRange = 0..<12; return r }())
}

@Test func mixedLineUsesFallbackOnlyWhereNeeded() throws {
    let engine = try makeEngine()
    let line = engine.layoutLine("🍎 Apple", font: Font(pointSize: 17), displayScale: 3)
    #expect(faceName(line, containing: 0) == "fallback.emoji.regular")
    #expect(faceName(line, containing: 1) == "text")   // the space too: the emoji face's is 1.25 em
    #expect(faceName(line, containing: 3) == "text")
    #expect(abs(line.width - line.runs.reduce(0) { $0 + $1.width }) < 1e-9)
}

@Test func missingCodePointsAreReported() throws {
    let engine = try makeEngine()
    // U+0F00 (Tibetan) and U+13000 (Egyptian hieroglyph) are in no pinned face.
    let line = engine.layoutLine("a\u{0F00}b\u{13000}\u{0F00}", font: Font(pointSize: 17), displayScale: 3)
    #expect(line.missingCodePoints == [0x0F00, 0x13000])
    #expect(line.missingDescription == "U+0F00 U+13000")
    #expect(engine.layoutLine("abc", font: Font(pointSize: 17), displayScale: 3).missingCodePoints.isEmpty)
}

@Test func noFallbackChainReportsEverythingThePrimaryLacks() throws {
    let engine = try makeEngine()
    engine.fallbackChain = .none
    let line = engine.layoutLine("aمb", font: Font(pointSize: 17), displayScale: 3)
    #expect(line.missingCodePoints == [0x0645])
}

@Test func emojiGlyphIsColour() throws {
    let engine = try makeEngine()
    let line = engine.layoutLine("🍎", font: Font(pointSize: 17), displayScale: 3)
    let run = line.run
    #expect(engine.isColorFace(run.face.id))
    #expect(!engine.isColorFace(FaceID.text))
    let image = engine.colorGlyph(face: run.face, glyph: run.glyphs[0].id, pixelSize: run.emSize * 3)
    // About 17 x 3 = 51 px, the strike's 136 x 128 scaled by 51 / 109.
    #expect((40...70).contains(image.width) && (40...70).contains(image.height), "\(image.width)x\(image.height)")
    var coloured = 0, premultipliedOK = true
    for i in stride(from: 0, to: image.pixels.count, by: 4) {
        let (r, g, b, a) = (image.pixels[i], image.pixels[i + 1], image.pixels[i + 2], image.pixels[i + 3])
        if max(r, g, b) > a { premultipliedOK = false }
        if a > 200 && Int(r) - Int(g) > 80 { coloured += 1 }  // the apple is red, not grey
    }
    #expect(premultipliedOK)
    #expect(coloured > image.width * image.height / 10, "\(coloured) red pixels")
}

@Test func localeDigitsHaveAFace() throws {
    let engine = try makeEngine()
    let f = NumberFormatter()
    f.locale = Locale(identifier: "ar_EG")
    let text = f.string(from: 62) ?? ""
    let line = engine.layoutLine(text, font: Font(pointSize: 17), displayScale: 3)
    #expect(line.missingCodePoints.isEmpty, "\(text): \(line.missingDescription)")
    // Arabic-Indic digits U+0660...U+0669 come from the Arabic face; ASCII digits from Inter.
    let usesArabicIndic = text.unicodeScalars.contains { (0x0660...0x0669).contains($0.value) }
    let eastern = engine.layoutLine("\u{0666}\u{0662}", font: Font(pointSize: 17), displayScale: 3)
    #expect(eastern.run.face.id.rawValue == "fallback.arabic.regular")
    #expect(eastern.missingCodePoints.isEmpty)
    print("ar_EG formats 62 as \(text.unicodeScalars.map { unicodeName($0.value) }) (Arabic-Indic: \(usesArabicIndic))")
}

@Test func emojiSequencesAreOneColourGlyph() throws {
    let engine = try makeEngine()
    let font = Font(pointSize: 17)
    // VS16 asks for emoji presentation; a ZWJ family is one ligature of the emoji face.
    for text in ["\u{2764}\u{FE0F}", "👨\u{200D}👩\u{200D}👧", "👍🏽"] {
        let line = engine.layoutLine(text, font: font, displayScale: 3)
        #expect(line.runs.count == 1 && engine.isColorFace(line.run.face.id), "\(text)")
        #expect(line.run.glyphs.count == 1, "\(text): \(line.run.glyphs.count) glyphs")
        #expect(line.missingCodePoints.isEmpty)
    }
    // Without VS16, U+2764 has text presentation: a text face draws it if one has it.
    let plain = engine.layoutLine("\u{2764}", font: font, displayScale: 3)
    #expect(plain.missingCodePoints.isEmpty)
}
