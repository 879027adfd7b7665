// Decoder tests against PngSuite and libpng's test images. Expected values come from the files'
// specifications (and their PLTE/tRNS chunks, parsed here without libpng), not from libpng.
// Convention under test: stored sample values, no gamma correction; 16-bit -> high byte.

import Foundation
import Testing
import PickerRenderPNG

@Suite struct DecodeTests {
    static let suiteFiles = Fixtures.pngs(in: Fixtures.pngsuite)
    static let validSuite = suiteFiles.filter { !($0 as NSString).lastPathComponent.hasPrefix("x") }
    static let corruptSuite = suiteFiles.filter { ($0 as NSString).lastPathComponent.hasPrefix("x") }

    @Test func fixturesArePresent() {
        #expect(Self.validSuite.count == 161)
        #expect(Self.corruptSuite.count == 14)
        #expect(Fixtures.pngs(in: Fixtures.testpngs).count == 106)
        #expect(Fixtures.pngs(in: Fixtures.testpngs.appendingPathComponent("crashers")).count == 23)
        #expect(Fixtures.pngs(in: Fixtures.testpngs.appendingPathComponent("badpal")).count == 9)
    }

    @Test(arguments: validSuite)
    func validSuiteFileDecodes(path: String) throws {
        let (image, warnings) = try PNGCodec.decodeReportingWarnings(Fixtures.bytes(path), source: path)
        #expect(warnings == [], "\(path)")
        let name = (path as NSString).lastPathComponent
        let expected = name.hasPrefix("cdf") ? (8, 32) : name.hasPrefix("cdh") ? (32, 8)
            : name.hasPrefix("cds") ? (8, 8) : (32, 32)
        if name.hasPrefix("s") {
            let side = Int(name.dropFirst().prefix(2))!
            #expect(image.width == side && image.height == side)
        } else {
            #expect(image.width == expected.0 && image.height == expected.1)
        }
    }

    @Test(arguments: corruptSuite)
    func corruptSuiteFileFails(path: String) {
        do {
            let image = try PNGCodec.read(path: path)
            Issue.record("\(path) decoded to \(image.width) x \(image.height)")
        } catch {
            guard case let .malformed(source, message) = error else { Issue.record("\(error)"); return }
            #expect(source == path)
            #expect(!message.isEmpty)
            #expect(error.description.contains(path))
        }
    }

    @Test func corruptMessagesSayWhatIsWrong() throws {
        func message(_ name: String) -> String {
            do { _ = try PNGCodec.read(path: Fixtures.suite(name)); return "decoded" } catch {
                if case let .malformed(_, m) = error { return m }
                return "\(error)"
            }
        }
        #expect(message("xs1n0g01.png") == "Not a PNG file")
        #expect(message("xs7n0g01.png") == "PNG file corrupted by ASCII conversion")
        #expect(message("xhdn0g08.png").contains("CRC"))
        #expect(message("xcsn0g01.png").contains("CRC")) // only found once the IDAT is read
        #expect(message("xc1n0g08.png").contains("IHDR"))
    }

    static let crashers = Fixtures.pngs(in: Fixtures.testpngs.appendingPathComponent("crashers"))

    @Test(arguments: crashers)
    func crasherFailsCleanly(path: String) {
        let name = (path as NSString).lastPathComponent
        do {
            let (image, warnings) = try PNGCodec.decodeReportingWarnings(Fixtures.bytes(path), source: name)
            // The one valid file: a 1x1 image whose empty ancillary chunks libpng only warns about.
            #expect(name == "empty_ancillary_chunks.png", "\(name) decoded")
            #expect(image.width == 1 && image.height == 1)
            #expect(!warnings.isEmpty)
        } catch {
            guard case let .malformed(source, message) = error else { Issue.record("\(error)"); return }
            #expect(source == name && !message.isEmpty)
        }
    }

    @Test(arguments: Fixtures.pngs(in: Fixtures.testpngs)
            + Fixtures.pngs(in: Fixtures.testpngs.appendingPathComponent("badpal"))
            + Fixtures.pngs(in: Fixtures.testpngs.appendingPathComponent("png-3")))
    func libpngTestImageDecodes(path: String) throws {
        let image = try PNGCodec.read(path: path)
        #expect(image.width > 0 && image.height > 0)
    }

    // basi* (Adam7) and basn* hold the same pixels; so do s##i / s##n.
    static let interlacedPairs: [(String, String)] = validSuite.compactMap { path in
        let name = (path as NSString).lastPathComponent
        guard name.hasPrefix("basi") || (name.hasPrefix("s") && name.dropFirst(3).hasPrefix("i")) else { return nil }
        let twin = name.hasPrefix("basi") ? "basn" + name.dropFirst(4)
            : String(name.prefix(3)) + "n" + name.dropFirst(4)
        return (name, twin)
    }

    @Test func interlacedPairsExist() {
        #expect(Self.interlacedPairs.count == 15 + 18)
    }

    @Test(arguments: interlacedPairs)
    func interlacedEqualsNonInterlaced(interlaced: String, plain: String) throws {
        let a = try PNGCodec.read(path: Fixtures.suite(interlaced))
        let b = try PNGCodec.read(path: Fixtures.suite(plain))
        #expect(a == b)
    }

    // basn0g01: 1-bit grey, a white triangle (x + y < 31) with the letters "W" and "B" cut in.
    static let basn0g01Art = """
        ###############################.
        ##############################..
        #############################...
        ############################....
        ####..######..#############.....
        ####..######..############......
        ####..######..###########.......
        ####..##..##..##########........
        ####..##..##..#########.........
        ####..##..##..########..........
        #####........########...........
        #####........#######............
        ######..##..#######.............
        ######..##..######..............
        #################...............
        ################................
        ###############.................
        ##############..................
        #############.......#######.....
        ############........#######.....
        ###########.........##....##....
        ##########..........##....##....
        #########...........#######.....
        ########............#######.....
        #######.............##....##....
        ######..............##....##....
        #####...............#######.....
        ####................#######.....
        ###.............................
        ##..............................
        #...............................
        ................................
        """

    @Test func basn0g01IsBlackAndWhite() throws {
        let image = try PNGCodec.read(path: Fixtures.suite("basn0g01.png"))
        let rows = Self.basn0g01Art.split(separator: "\n")
        #expect(rows.count == 32)
        for (y, row) in rows.enumerated() {
            for (x, c) in row.enumerated() {
                let v: UInt8 = c == "#" ? 255 : 0
                #expect(image.pixel(x: x, y: y) == SIMD4(v, v, v, 255), "(\(x), \(y))")
            }
        }
    }

    @Test func basn0g08HoldsRawSamples() throws {
        // Stored row 0 is 0, 1, 2, ..., 31 and row 1 is 32...63 (file gAMA 1.0 must not matter).
        let image = try PNGCodec.read(path: Fixtures.suite("basn0g08.png"))
        for x in 0..<32 {
            #expect(image.pixel(x: x, y: 0) == SIMD4(repeating: UInt8(x)) &+ SIMD4(0, 0, 0, UInt8(255 - x)))
            #expect(image.pixel(x: x, y: 1) == SIMD4(UInt8(32 + x), UInt8(32 + x), UInt8(32 + x), 255))
        }
    }

    @Test func sixteenBitKeepsTheHighByte() throws {
        // basn2c16 stores pixel (3, 0) as R=0xE739 G=0xFFFF B=0 and pixel (3, 31) as
        // R=0xE739 G=0 B=0x18C6. High bytes: 0xE7 = 231, 0x18 = 24 (rounding would give 230, 25).
        let image = try PNGCodec.read(path: Fixtures.suite("basn2c16.png"))
        #expect(image.pixel(x: 0, y: 0) == SIMD4(255, 255, 0, 255))
        #expect(image.pixel(x: 3, y: 0) == SIMD4(231, 255, 0, 255))
        #expect(image.pixel(x: 3, y: 31) == SIMD4(231, 0, 24, 255))
    }

    @Test func paletteWithTRNS() throws {
        // tbbn3p08: 8-bit palette, tRNS = [0] (only index 0 transparent). Pixel (0, 0) is index 0,
        // pixel (3, 16) index 0x7B.
        let path = Fixtures.suite("tbbn3p08.png")
        let chunks = try #require(ChunkParser.parse(Fixtures.bytes(path)))
        let plte = try #require(chunks.first { $0.type == "PLTE" }).data
        #expect(try #require(chunks.first { $0.type == "tRNS" }).data == [0])
        func entry(_ i: Int, alpha: UInt8) -> SIMD4<UInt8> { SIMD4(plte[3 * i], plte[3 * i + 1], plte[3 * i + 2], alpha) }
        let image = try PNGCodec.read(path: path)
        #expect(image.pixel(x: 0, y: 0) == entry(0, alpha: 0))
        #expect(image.pixel(x: 3, y: 16) == entry(0x7B, alpha: 255))
        #expect(image.pixel(x: 4, y: 16) == entry(0x47, alpha: 255))
        // Every pixel is some palette entry; alpha 0 exactly for entry 0.
        let entries = Set((0..<plte.count / 3).map { entry($0, alpha: $0 == 0 ? 0 : 255) })
        for y in 0..<32 { for x in 0..<32 { #expect(entries.contains(image.pixel(x: x, y: y))) } }
        #expect((0..<32).contains { y in (0..<32).contains { image.pixel(x: $0, y: y).w == 0 } })
    }

    @Test func fourBitPalette() throws {
        // basn3p04: row 0 starts with the bytes 88 88 55 (indices 8, 8, 8, 8, 5, 5).
        let path = Fixtures.suite("basn3p04.png")
        let plte = try #require(ChunkParser.parse(Fixtures.bytes(path))?.first { $0.type == "PLTE" }).data
        let image = try PNGCodec.read(path: path)
        #expect(image.pixel(x: 1, y: 0) == SIMD4(plte[24], plte[25], plte[26], 255))
        #expect(image.pixel(x: 4, y: 0) == SIMD4(plte[15], plte[16], plte[17], 255))
    }

    @Test func gammaIsIgnored() throws {
        // g03n2c08 (gAMA 0.35) and g10n2c08 (gAMA 1.0) store different samples for the same
        // picture; row 1 starts with red 0xFC and 0xF6, row 16 with 0xC5 and 0x7B. Gamma
        // correction would change these values; we must return them as stored.
        let g03 = try PNGCodec.read(path: Fixtures.suite("g03n2c08.png"))
        let g10 = try PNGCodec.read(path: Fixtures.suite("g10n2c08.png"))
        #expect(g03.pixel(x: 0, y: 1) == SIMD4(0xFC, 0, 0, 255))
        #expect(g10.pixel(x: 0, y: 1) == SIMD4(0xF6, 0, 0, 255))
        #expect(g03.pixel(x: 5, y: 16) == SIMD4(0xC5, 0, 0, 255))
        #expect(g10.pixel(x: 5, y: 16) == SIMD4(0x7B, 0, 0, 255))
    }

    @Test func colourChunksDoNotChangeValues() throws {
        // libpng's gray-8 variants store the same samples ((x + 1) mod 256) with no colour
        // info, gAMA 1.0 + cHRM, gAMA 1/1.8 and sRGB: all must decode alike.
        let names = ["gray-8.png", "gray-8-linear.png", "gray-8-1.8.png", "gray-8-sRGB.png"]
        let images = try names.map { try PNGCodec.read(path: Fixtures.testpngs.appendingPathComponent($0).path) }
        for image in images { #expect(image == images[0]) }
        #expect(images[0].pixel(x: 64, y: 0) == SIMD4(65, 65, 65, 255))
        #expect(images[0].pixel(x: 255, y: 0) == SIMD4(0, 0, 0, 255))
    }

    @Test func tooLargeIsRefused() throws {
        let bytes = Fixtures.bytes(Fixtures.suite("basn6a08.png"))
        #expect(throws: PNGError.tooLarge(source: "big", width: 32, height: 32, limit: 1023)) {
            try PNGCodec.decode(bytes, source: "big", maxPixels: 1023)
        }
        #expect(try PNGCodec.decode(bytes, maxPixels: 1024).width == 32)
        let err = PNGError.tooLarge(source: "a.png", width: 32, height: 32, limit: 1023)
        #expect(err.description.contains("a.png") && err.description.contains("1023"))
    }

    @Test func everyTruncationFails() throws {
        let bytes = Fixtures.bytes(Fixtures.suite("basi6a08.png"))
        #expect(!bytes.isEmpty)
        for n in 0..<bytes.count {
            #expect(throws: PNGError.self, "truncated to \(n)") { try PNGCodec.decode(Array(bytes.prefix(n))) }
        }
    }

    @Test func corruptedBytesNeverCrash() throws {
        // Deterministic byte flips: each result is a clean success or a malformed error.
        let original = Fixtures.bytes(Fixtures.suite("basn3p08.png"))
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var failures = 0
        for _ in 0..<3000 {
            var bytes = original
            for _ in 0..<3 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                bytes[Int(state >> 33) % bytes.count] ^= UInt8(truncatingIfNeeded: state >> 13) | 1
            }
            do { _ = try PNGCodec.decode(bytes, source: "fuzz") } catch {
                failures += 1
                guard case .malformed(source: "fuzz", _) = error else { Issue.record("\(error)"); continue }
            }
        }
        #expect(failures > 2500) // almost every flip breaks a CRC
    }
}
