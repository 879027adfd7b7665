// FallbackChain: the faces tried, in order, for a character the primary face lacks
// (docs/architecture.md §14), as iOS cascades from SF to its system faces. Substitutes are Debian's
// Noto faces: the small ones bundled under Fonts/Noto, CJK and colour emoji installed from
// Debian's packages (or carried in a font pack); all are pinned in the fonts directory's
// fonts.lock. A face is named by its file name and found through the lock, which says where the
// file lives: Fonts/fonts.lock points CJK and emoji at /usr/share/fonts, a pack's lock at its own
// copies. Regular is used up to medium, Bold from semibold.
//
// | iOS face                    | fallback            | file                                     |
// | SF (extended Latin/Greek/Cyrillic) | Noto Sans    | Noto/NotoSans-{Regular,Bold}.ttf          |
// | Geeza Pro / SF Arabic       | Noto Sans Arabic    | Noto/NotoSansArabic-*.ttf                 |
// | SF Hebrew                   | Noto Sans Hebrew    | Noto/NotoSansHebrew-*.ttf                 |
// | Kohinoor Devanagari         | Noto Sans Devanagari| Noto/NotoSansDevanagari-*.ttf             |
// | Thonburi                    | Noto Sans Thai      | Noto/NotoSansThai-*.ttf                   |
// | PingFang / Hiragino / Apple SD Gothic Neo | Noto Sans CJK SC/JP/KR/TC | NotoSansCJK-*.ttc (system) |
// | Apple Color Emoji           | Noto Color Emoji    | NotoColorEmoji.ttf (system, CBDT bitmaps) |
//
// Han characters are shared by Chinese and Japanese: which CJK face draws them follows the
// language, as on iOS (zh-Hans/default: SC, ja: JP, ko: KR, zh-Hant/zh-TW/zh-HK: TC).

package struct FallbackFace: Hashable, Sendable {
    /// Short name, part of the face ID ("fallback.<name>.<regular|bold>").
    package var name: String
    /// File names, each pinned in fonts.lock (whose entry says where the file is).
    package var regular: String
    package var bold: String
    /// Face index inside a collection (.ttc).
    package var index: Int

    package init(name: String, regular: String, bold: String, index: Int = 0) {
        self.name = name; self.regular = regular; self.bold = bold; self.index = index
    }

    func id(bold isBold: Bool) -> FaceID {
        FaceID(rawValue: "fallback.\(name).\(isBold ? "bold" : "regular")", isVariable: false)
    }
}

package struct FallbackChain: Hashable, Sendable {
    package var faces: [FallbackFace]

    package init(faces: [FallbackFace]) { self.faces = faces }

    /// No fallback: every character the primary lacks is reported missing.
    package static let none = FallbackChain(faces: [])

    static let cjkRegular = "NotoSansCJK-Regular.ttc"
    static let cjkBold = "NotoSansCJK-Bold.ttc"
    static let emoji = "NotoColorEmoji.ttf"

    /// The iOS-like chain; `language` (a BCP 47 or POSIX locale such as "ja", "zh_TW") picks the
    /// CJK face for Han characters.
    package static func standard(language: String? = nil) -> FallbackChain {
        func noto(_ name: String, _ file: String) -> FallbackFace {
            FallbackFace(name: name, regular: "\(file)-Regular.ttf", bold: "\(file)-Bold.ttf")
        }
        let lang = (language ?? "").lowercased().replacingUnderscores()
        let cjkIndex: (String, Int) =
            lang.hasPrefix("ja") ? ("cjk-jp", 0)
            : lang.hasPrefix("ko") ? ("cjk-kr", 1)
            : (lang.hasPrefix("zh-hant") || lang.hasPrefix("zh-tw") || lang.hasPrefix("zh-hk")) ? ("cjk-tc", 3)
            : ("cjk-sc", 2)
        return FallbackChain(faces: [
            noto("latin", "NotoSans"),
            noto("arabic", "NotoSansArabic"),
            noto("hebrew", "NotoSansHebrew"),
            noto("devanagari", "NotoSansDevanagari"),
            noto("thai", "NotoSansThai"),
            FallbackFace(name: cjkIndex.0, regular: cjkRegular, bold: cjkBold, index: cjkIndex.1),
            FallbackFace(name: "emoji", regular: emoji, bold: emoji),
        ])
    }
}

extension String {
    func replacingUnderscores() -> String { String(map { $0 == "_" ? "-" : $0 }) }
}
