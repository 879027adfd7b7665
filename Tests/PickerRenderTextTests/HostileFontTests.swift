// Damaged and crafted font files, made here from DejaVu Sans and Inter by patching bytes: a face
// index must name a face of the file (not another face or a named instance, FreeType's upper
// bits); a variable font with a truncated gvar, and a font whose cmap names glyphs beyond
// maxp's count, are refused when loaded (TextError.notAFont naming the file and what is wrong)
// instead of stopping the process when a weight is set or a glyph drawn; and byte-flipped
// DejaVu Sans and Inter files (fixed seeds) either load and draw or are refused, never crash.

import Foundation
import Testing
import PickerRenderText

@Suite struct HostileFontTests {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let inter = TextEngine.defaultFontsDirectory + "/Inter/Inter-roman.var.ttf"

    /// The reason of the notAFont error loading `path` throws (nil if it loads).
    static func refusal(_ path: String, index: Int = 0) throws -> String? {
        let engine = try makeEngine()
        do {
            _ = try engine.loadFont(path: path, index: index)
            return nil
        } catch {
            guard case .notAFont(let p, let reason) = error else { Issue.record("\(error)"); return "\(error)" }
            #expect(p == path)
            return reason
        }
    }

    @Test(arguments: [1 << 32, 1 << 31, (1 << 32) + 1, 65535])
    func aFaceIndexBeyondTheFileIsRefused(_ index: Int) throws {
        let reason = try #require(try Self.refusal(Self.inter, index: index))
        #expect(reason.contains("face index \(index) is out of range (the file has 1 face)"), "\(reason)")
    }

    @Test func aNamedInstanceIndexIsNotTakenForAFace() throws {
        // FreeType reads 65536 as named instance 1 of face 0: it loaded Inter's Thin instance.
        let reason = try #require(try Self.refusal(Self.inter, index: 65536))
        #expect(reason.contains("face index 65536 is out of range") && reason.contains("named instance 1 of face 0"), "\(reason)")
        let cjk = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
        #expect(try Self.refusal(cjk, index: 65536 + 1)?.contains("the file has 10 faces") == true)
    }

    @Test(arguments: [30, 100, 5000])
    func aTruncatedGvarIsRefusedAtLoad(_ length: Int) throws {
        var font = try FontBytes(path: Self.inter)
        font.setLength(of: "gvar", to: length)
        let path = try font.write("Inter-truncated-gvar.ttf")
        let reason = try #require(try Self.refusal(path), "loaded, and setting a weight stopped the process")
        #expect(reason.contains("variation data") && reason.contains("FreeType error"), "\(reason)")
    }

    @Test(arguments: [(dejaVu, 44), (dejaVu, 100), (inter, 20), (inter, 2000)])
    func aGlyphCountBelowTheCmapsGlyphsIsRefused(_ source: String, _ count: Int) throws {
        var font = try FontBytes(path: source)
        font.setGlyphCount(count)
        let path = try font.write("few-glyphs.ttf")
        let reason = try #require(try Self.refusal(path), "loaded, and drawing a glyph past the count stopped the process")
        #expect(reason.contains("its cmap maps U+") && reason.contains("maxp says it has \(count) glyphs"), "\(reason)")
    }

    @Test func theFilesThemselvesPassTheChecks() throws {
        // Copies, so the package's own Inter is checked as any user's font is.
        for source in [Self.dejaVu, Self.inter] {
            let copy = try FontBytes(path: source).write((source as NSString).lastPathComponent)
            #expect(try Self.refusal(copy) == nil, "\(source)")
        }
    }

    /// Loads `bytes` as a user's font in a fresh engine and, when it loads, lays out a line of
    /// several scripts at two weights and draws every glyph of the user's face.
    static func exercise(_ bytes: FontBytes, name: String) throws -> Bool {
        let path = try bytes.write(name)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let engine = try makeEngine()
        guard let id = try? engine.loadFont(path: path) else { return false }
        for weight in [FontWeight.regular, .bold] {
            let line = engine.layoutLine("Apple Ünïcödé 0123 fi ffl ÆØÅ ΑΒΓ АБВ ‽", font: Font(pointSize: 17, weight: weight, face: id),
                                         displayScale: 3)
            #expect(line.width >= 0)
            for run in line.runs where run.face.id == id {
                for g in run.glyphs {
                    _ = engine.glyphMask(face: run.face, glyph: g.id, pixelSize: run.emSize * 3, phaseX: 1, phaseY: 2)
                }
            }
        }
        return true
    }

    /// Variant `seed` of a font: 1 to 8 bytes flipped anywhere, in the table directory, or in
    /// the first 64 bytes of a table (its header), by turns; or one bit of the first 8 bytes of
    /// maxp, hhea or head (versions, numGlyphs, unitsPerEm's neighbours, ascender).
    static func flipped(_ source: FontBytes, seed: UInt64) -> FontBytes {
        var font = source
        var random = ByteFlipRandom(state: seed)
        let tables = source.tables.filter { $0.key != "glyf" }.sorted { $0.key < $1.key }
        let mode = seed % 4
        if mode == 3 {
            let tag = ["maxp", "hhea", "head"][random.below(3)]
            font.bytes[source.tables[tag]!.offset + random.below(8)] ^= UInt8(1 << random.below(8))
            return font
        }
        for _ in 0...random.below(8) {
            let at: Int
            switch mode {
            case 0: at = random.below(font.bytes.count)
            case 1: at = random.below(12 + 16 * tables.count)
            default:
                let t = tables[random.below(tables.count)].value
                at = t.offset + random.below(max(1, min(t.length, 64)))
            }
            guard at < font.bytes.count else { continue }
            font.bytes[at] ^= UInt8(1 + random.below(255))
        }
        return font
    }

    @Test func byteFlippedDejaVuSansNeverCrashes() throws {
        let source = try FontBytes(path: Self.dejaVu)
        var loaded = 0
        for seed in 0..<300 as Range<UInt64> where try Self.exercise(Self.flipped(source, seed: seed), name: "DejaVu-\(seed).ttf") {
            loaded += 1
        }
        // Most variants are still usable fonts (their damage is where no reader looks).
        #expect(loaded > 100 && loaded < 300, "\(loaded) of 300 loaded")
    }

    @Test func byteFlippedInterNeverCrashes() throws {
        let source = try FontBytes(path: Self.inter)
        var loaded = 0
        for seed in 1000..<1100 as Range<UInt64> where try Self.exercise(Self.flipped(source, seed: seed), name: "Inter-\(seed).ttf") {
            loaded += 1
        }
        #expect(loaded > 30, "\(loaded) of 100 loaded")
    }
}
