// `--font` : a user's font for every text style or one style, static or
// variable, a face of a collection. Bad input is exit 2 with one `error:` line naming the value
// and nothing written. The scene dump shows DejaVu Sans's own advances (read here from the
// font's cmap and hmtx tables by OpenTypeAdvances, not by the engine under test), the wght of a
// variable font, the face of a collection, and the style a per-style font applies to.

import Foundation
import Testing

@Suite struct FontOptionTests {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let cjk = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
    static let inter = CLI.packageRoot.appendingPathComponent("Fonts/Inter/Inter-roman.var.ttf").path
    static let wheel = ["wheel", "--scale", "1", "--range", "0...23", "--format", "%02d", "--selection", "07"]

    struct Case: CustomStringConvertible, Sendable {
        let font: String, naming: [String]
        var description: String { font }
    }

    /// Each bad `--font` value (files made in the test's directory: notfont.ttf, a folder).
    static let bad: [Case] = [
        Case(font: "missing.ttf", naming: ["font", "'missing.ttf'", "does not exist"]),
        Case(font: "folder", naming: ["font", "'folder'", "a directory"]),
        Case(font: "notfont.ttf", naming: ["font", "'notfont.ttf'", "not a font file"]),
        Case(font: "title3=notfont.ttf", naming: ["font (title3)", "'notfont.ttf'", "not a font file"]),
        Case(font: dejaVu + "#1", naming: ["font", "'\(dejaVu)'", "face index 1 is out of range", "1 face"]),
        Case(font: cjk + "#10", naming: ["font", "'\(cjk)'", "face index 10 is out of range", "10 faces"]),
        Case(font: dejaVu + "#-1", naming: ["--font", "'\(dejaVu)#-1'", "face index"]),
        // Indices FreeType reads as another face (its low 16 bits) or a named instance (bits 16-30),
        // and one HarfBuzz's 32 bits cannot hold: each named as given, never another face.
        Case(font: inter + "#65536", naming: ["font", "'\(inter)'", "face index 65536 is out of range", "named instance 1 of face 0"]),
        Case(font: inter + "#2147483648", naming: ["font", "'\(inter)'", "face index 2147483648 is out of range"]),
        Case(font: inter + "#4294967296", naming: ["font", "'\(inter)'", "face index 4294967296 is out of range"]),
        Case(font: "subtitle=" + dejaVu, naming: ["--font", "'subtitle'", "not a text style", "title3", "caption"]),
        Case(font: "title3=", naming: ["--font", "'title3='", "no font file"]),
        // A device is refused before a byte is read (reading /dev/zero would never end).
        Case(font: "/dev/zero", naming: ["font", "'/dev/zero'", "not a regular file"]),
    ]

    @Test(arguments: bad)
    func badFontExits2NamingTheValue(_ c: Case) throws {
        try withTemporaryDirectory { dir in
            try Data("this is not a font, only some text".utf8).write(to: dir.appendingPathComponent("notfont.ttf"))
            try FileManager.default.createDirectory(at: dir.appendingPathComponent("folder"), withIntermediateDirectories: false)
            let r = try CLI.run(Self.wheel + ["--font", c.font, "--output", "out.png"], in: dir)
            expectFailure(r, status: 2, naming: c.naming)
            #expect(!listing(dir).contains("out.png"))
        }
    }

    @Test func twoFontsForOneStyleAreRefused() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(Self.wheel + ["--font", "title3=" + Self.dejaVu, "--font", "title3=" + Self.inter,
                                              "--output", "out.png"], in: dir)
            expectFailure(r, status: 2, naming: ["--font", "'title3=\(Self.inter)'", "second font for title3"])
        }
    }

    /// The bad value in a spec file is named with its role, and a bad key with its JSON path.
    @Test func badFontInASpecIsNamed() throws {
        try withTemporaryDirectory { dir in
            func spec(_ fonts: String) -> String {
                #"{"fonts": \#(fonts), "content": {"type": "wheel", "values": ["a", "b"], "selection": "a"}}"#
            }
            try Data(spec(#"{"caption": {"path": "nope.otf"}}"#).utf8).write(to: dir.appendingPathComponent("missing.json"))
            try Data(spec(#"{"subtitle": {"path": "x.ttf"}}"#).utf8).write(to: dir.appendingPathComponent("role.json"))
            try Data(spec(#"{"all": {"path": "x.ttf", "index": -1}}"#).utf8).write(to: dir.appendingPathComponent("index.json"))
            expectFailure(try CLI.run(["render", "missing.json", "--output", "o.png"], in: dir), status: 2,
                          naming: ["font (caption)", "'nope.otf'", "does not exist"])
            expectFailure(try CLI.run(["render", "role.json", "--output", "o.png"], in: dir), status: 2,
                          naming: ["fonts.subtitle", "unknown key"])
            expectFailure(try CLI.run(["render", "index.json", "--output", "o.png"], in: dir), status: 2,
                          naming: ["fonts.all.index", "-1"])
            #expect(!listing(dir).contains("o.png"))
        }
    }

    /// Every text of a wheel in DejaVu Sans is as wide as DejaVu's own advances say.
    @Test func theSceneUsesDejaVuAdvances() throws {
        let font = try OpenTypeAdvances(path: Self.dejaVu)
        try withTemporaryDirectory { dir in
            let r = try CLI.run(Self.wheel + ["--font", Self.dejaVu, "--dump-scene"], in: dir)
            #expect(r.status == 0, "\(r)")
            let texts = try Self.texts(r.stdout)
            #expect(texts.count >= 5, "the wheel's visible rows")
            for t in texts {
                let string = try #require(t["string"] as? String), width = try #require(t["width"] as? Double)
                let em = try #require(t["emSize"] as? Double)
                #expect(t["face"] as? String == "file:\(Self.dejaVu)#0@0", "\(string)")
                // A user's face is drawn at the nominal size (title3, 20 pt) with no SF tracking.
                #expect(em == 20)
                let expected = try string.unicodeScalars.reduce(0.0) { $0 + Double(try font.advance($1)) } * em / Double(font.unitsPerEm)
                #expect(abs(width - expected) < 1e-9, "\(string): \(width) vs DejaVu's \(expected)")
            }
            // Without --font the same rows have another width (so the check above can fail).
            let plain = try Self.texts(try CLI.run(Self.wheel + ["--dump-scene"], in: dir).stdout)
            #expect(plain.map { $0["width"] as? Double } != texts.map { $0["width"] as? Double })
        }
    }

    @Test func aVariableFontIsSetOnTheWeightsWghtAndACollectionOnItsFace() throws {
        try withTemporaryDirectory { dir in
            // The wheel's text is semibold: wght 600 on a variable file.
            let v = try Self.texts(try CLI.run(Self.wheel + ["--font", Self.inter, "--dump-scene"], in: dir).stdout)
            #expect(!v.isEmpty && v.allSatisfy { $0["face"] as? String == "file:\(Self.inter)#0@600" }, "\(v.map { $0["face"] ?? "" })")
            let c = try Self.texts(try CLI.run(Self.wheel + ["--font", Self.cjk + "#2", "--dump-scene"], in: dir).stdout)
            #expect(!c.isEmpty && c.allSatisfy { $0["face"] as? String == "file:\(Self.cjk)#2@0" })
        }
    }

    /// `caption=FILE` sets the ruler's labels (caption) and leaves the wheel's title3 rows alone;
    /// a style's font wins over the one for all.
    @Test func aStylesFontAppliesToThatStyleOnly() throws {
        try withTemporaryDirectory { dir in
            let caption = ["--font", "caption=" + Self.dejaVu]
            let ruler = try Self.texts(try CLI.run(["ruler", "--scale", "1", "--dump-scene"] + caption, in: dir).stdout)
            #expect(!ruler.isEmpty && ruler.allSatisfy { ($0["face"] as? String)?.contains("DejaVuSans") == true })
            let wheel = try Self.texts(try CLI.run(Self.wheel + caption + ["--dump-scene"], in: dir).stdout)
            #expect(!wheel.isEmpty && wheel.allSatisfy { ($0["face"] as? String)?.hasPrefix("file:") == false })
            let both = try Self.texts(try CLI.run(["ruler", "--scale", "1", "--dump-scene", "--font", Self.inter] + caption, in: dir).stdout)
            #expect(!both.isEmpty && both.allSatisfy { ($0["face"] as? String)?.contains("DejaVuSans") == true })
        }
    }

    /// `--print-spec` writes the fonts, and drawing that spec draws the same bytes.
    @Test func theFontsGoThroughTheSpec() throws {
        try withTemporaryDirectory { dir in
            let args = Self.wheel + ["--font", Self.cjk + "#1", "--font", "title3=" + Self.dejaVu]
            let spec = try CLI.run(args + ["--print-spec"], in: dir)
            #expect(spec.status == 0 && spec.stdout.contains(#""index": 1"#) && spec.stdout.contains(#""title3""#), "\(spec)")
            try Data(spec.stdout.utf8).write(to: dir.appendingPathComponent("w.json"))
            #expect(try CLI.run(args + ["--output", "a.png"], in: dir).status == 0)
            #expect(try CLI.run(["render", "w.json", "--output", "b.png"], in: dir).status == 0)
            let a = try Data(contentsOf: dir.appendingPathComponent("a.png")), b = try Data(contentsOf: dir.appendingPathComponent("b.png"))
            #expect(a == b)
        }
    }

    /// The text items of a scene dump, in order.
    static func texts(_ json: String) throws -> [[String: Any]] {
        var out: [[String: Any]] = []
        func walk(_ v: Any) {
            if let d = v as? [String: Any] {
                if d["kind"] as? String == "text" { out.append(d) }
                for (_, child) in d.sorted(by: { $0.key < $1.key }) { walk(child) }
            } else if let a = v as? [Any] {
                a.forEach(walk)
            }
        }
        walk(try JSONSerialization.jsonObject(with: Data(json.utf8)))
        return out
    }
}

/// Advance widths straight from a font file's tables (head, hhea, hmtx, and a format 4 cmap
/// subtable of platform 3): what a face's layout must add up to when nothing is shaped away.
struct OpenTypeAdvances {
    let bytes: [UInt8]
    let tables: [String: Int]
    let unitsPerEm: Int

    init(path: String) throws {
        bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        var t: [String: Int] = [:]
        let count = Self.u16(bytes, 4)
        for i in 0..<count {
            let record = 12 + 16 * i
            t[String(decoding: bytes[record..<record + 4], as: UTF8.self)] = Self.u32(bytes, record + 8)
        }
        tables = t
        guard let head = t["head"] else { throw CLIError(description: "\(path): no head table") }
        unitsPerEm = Self.u16(bytes, head + 18)
    }

    static func u16(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
    static func u32(_ b: [UInt8], _ i: Int) -> Int { u16(b, i) << 16 | u16(b, i + 2) }

    func glyph(_ scalar: Unicode.Scalar) throws -> Int {
        guard let cmap = tables["cmap"] else { throw CLIError(description: "no cmap") }
        let c = Int(scalar.value)
        for i in 0..<Self.u16(bytes, cmap + 2) {
            let rec = cmap + 4 + 8 * i
            let sub = cmap + Self.u32(bytes, rec + 4)
            guard Self.u16(bytes, rec) == 3, Self.u16(bytes, sub) == 4 else { continue }
            let segments = Self.u16(bytes, sub + 6) / 2
            let ends = sub + 14, starts = ends + 2 * segments + 2
            let deltas = starts + 2 * segments, offsets = deltas + 2 * segments
            for s in 0..<segments where c <= Self.u16(bytes, ends + 2 * s) {
                guard c >= Self.u16(bytes, starts + 2 * s) else { return 0 }
                let delta = Self.u16(bytes, deltas + 2 * s), rangeOffset = Self.u16(bytes, offsets + 2 * s)
                if rangeOffset == 0 { return (c + delta) & 0xFFFF }
                let at = offsets + 2 * s + rangeOffset + 2 * (c - Self.u16(bytes, starts + 2 * s))
                let g = Self.u16(bytes, at)
                return g == 0 ? 0 : (g + delta) & 0xFFFF
            }
        }
        throw CLIError(description: "no format 4 cmap for U+\(String(c, radix: 16))")
    }

    func advance(_ scalar: Unicode.Scalar) throws -> Int {
        guard let hhea = tables["hhea"], let hmtx = tables["hmtx"] else { throw CLIError(description: "no hhea/hmtx") }
        let metrics = Self.u16(bytes, hhea + 34)
        let g = try glyph(scalar)
        return Self.u16(bytes, hmtx + 4 * min(g, metrics - 1))
    }
}
