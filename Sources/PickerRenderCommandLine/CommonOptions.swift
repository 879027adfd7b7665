// CommonOptions: the options every render command shares (docs/architecture.md §8) turned into
// RenderOptions, each bad value named. The output options (--output, --dump-scene,
// --accessibility) are shared too; RenderOutputs parses and writes them.

import Foundation
import PickerRender
import PickerRenderText

enum CommonOptions {
    static let options: Set<String> = ["scale", "appearance", "design", "dynamic-type", "locale", "layout-direction", "background", "fonts",
                                       "font-family", "output", "accessibility"]
    /// Options that may be given more than once.
    static let repeatable: Set<String> = ["font"]
    static let switches: Set<String> = ["reduce-motion", "increase-contrast", "dump-scene", "print-spec", "strict", "help"]

    /// The colour names a flag accepts, for error lines.
    static let colourNames = SemanticColor.allCases.map(\.rawValue).joined(separator: ", ")

    static let help = """
      --scale \(Limits.scalesChoice)            display scale (default 3, iPhone 16 Pro)
      --appearance light|dark  (default light)
      --design ios18|ios26     the iOS release whose system styles the controls take (default ios18;
                               ios26: the navigation bar's glass buttons, the segmented control, list
                               rows, headers and chevrons, the inline picker and the open menu, as
                               measured on iOS 26; no iOS 26 rendering of a wheel has been found, so
                               the wheels and the date picker keep iOS 18's)
      --dynamic-type CATEGORY  xSmall small medium large xLarge xxLarge xxxLarge AX1...AX5 (default large)
      --reduce-motion          rows stay flat and only fade
      --increase-contrast      the system colours' Increase Contrast variants
      --locale ID              number formatting locale (default en_US); a right-to-left language's
                               locale (ar_EG, he_IL, fa_IR, ...) also lays the picture out right to left
      --layout-direction ltr|rtl
                               right to left mirrors stacks, alignments and padding, sets text's
                               base direction, and mirrors the controls' insides (text not flipped);
                               default: the locale's direction
      --background COLOUR      a system colour name, #RGB, #RRGGBB, #RRGGBBAA or transparent (default: the control's own)
      --fonts DIR              fonts directory or font pack (default: the package's Fonts/; see
                               picker-render fonts)
      --font [STYLE=]FILE[#N]  your own font (TTF, OTF, or face N of a collection; static or variable)
                               for every text style, or with STYLE= for one style's text (largeTitle,
                               title, title2, title3, headline, subheadline, body, footnote, caption);
                               repeatable, a style's font over the one for all
      --font-family WEIGHT=FILE[#N],...
                               a family's static faces by weight (Regular, Medium, Semibold, Bold):
                               semibold and bold text (the wheel's selected row, the segmented
                               control's selected segment) in the family's own faces; a weight
                               it lacks takes the nearest; over --font FILE, under --font STYLE=
      --dump-scene             print the resolved scene as JSON (beside the PNG when --output is given)
      --print-spec             print the picture spec these options mean, and draw nothing
      --strict                 a character no font has is an error (exit 2), not a warning
      --accessibility FILE.json
                               write the accessibility sidecar: each element's label, value, traits,
                               options and frame, each visible text's contrast measured on the pixels;
                               accessibility failures also as `warning:` lines on stderr
    """

    static func parse(_ a: Arguments) throws(UsageError) -> RenderOptions {
        var o = RenderOptions()
        try check(a)
        apply(a, to: &o)
        return o
    }

    /// Sets the options the flags give (already checked by `parse`), leaving the others as they are.
    static func apply(_ a: Arguments, to o: inout RenderOptions) {
        if let s = a["scale"], let v = Int(s) { o.scale = v }
        if let s = a["appearance"], let v = Appearance(rawValue: s.lowercased()) { o.appearance = v }
        if let s = a["design"], let v = Design(rawValue: s.lowercased()) { o.design = v }
        if let s = a["dynamic-type"], let v = DynamicTypeSize(name: s) { o.dynamicType = v }
        if let s = a["locale"] { o.locale = s }
        if let s = a["layout-direction"], let d = layoutDirection(s) { o.layoutDirection = d }
        if let s = a["background"], let v = Background(parsing: s) { o.background = v }
        if a.has("reduce-motion") { o.reduceMotion = true }
        if a.has("increase-contrast") { o.increaseContrast = true }
        if let f = a["fonts"] { o.fontsDirectory = f }
        // Checked by `check`; each one given replaces the font of its role, the others stay.
        if let fonts = try? customFonts(a) {
            if let all = fonts.all { o.customFonts.all = all }
            if !fonts.family.isEmpty { o.customFonts.family = fonts.family }
            for (style, font) in fonts.styles { o.customFonts.styles[style] = font }
        }
    }

    /// The `--font` values: `FILE`, `FILE#N` (face N of a collection) or `STYLE=FILE[#N]`.
    /// A text before `=` made of ASCII letters and digits, starting with a letter, is a role
    /// ("title3"); a value with anything else there ("./a=b.ttf") is a file name.
    static func customFonts(_ a: Arguments) throws(UsageError) -> CustomFonts {
        var fonts = CustomFonts()
        var seen: Set<String> = []
        for value in a.all("font") {
            var role = CustomFonts.allRoleName, file = Substring(value)
            if let eq = value.firstIndex(of: "="), value.first?.isLetter == true,
               value[..<eq].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) {
                role = String(value[..<eq])
                file = value[value.index(after: eq)...]
                guard CustomFonts.roleNames.contains(role) else {
                    throw UsageError("--font: '\(role)' in '\(value)' is not a text style (\(CustomFonts.roleNames.joined(separator: ", ")))")
                }
            }
            let font = try fontFile(file, flag: "font", value: value)
            guard seen.insert(role).inserted else { throw UsageError("--font: '\(value)' is a second font for \(role)") }
            if let style = TextStyle(rawValue: role) { fonts.styles[style] = font } else { fonts.all = font }
        }
        if let list = a["font-family"] { fonts.family = try family(list) }
        return fonts
    }

    /// `--font-family Regular=FILE,Semibold=FILE[#N],...`: weight names are SwiftUI's, any case.
    static func family(_ list: String) throws(UsageError) -> [FontWeight: CustomFont] {
        var family: [FontWeight: CustomFont] = [:]
        let names = FontWeight.allCases.map { String(describing: $0) }
        for item in list.split(separator: ",", omittingEmptySubsequences: false) {
            guard let eq = item.firstIndex(of: "="),
                  let weight = FontWeight.allCases.first(where: { String(describing: $0) == item[..<eq].lowercased() }) else {
                throw UsageError("--font-family: '\(item)' is not WEIGHT=FILE (weights: \(names.joined(separator: ", ")))")
            }
            let font = try fontFile(item[item.index(after: eq)...], flag: "font-family", value: String(item))
            guard family[weight] == nil else { throw UsageError("--font-family: '\(item)' is a second face for \(weight)") }
            family[weight] = font
        }
        return family
    }

    /// `FILE` or `FILE#N` (face N of a collection, unless the whole name is an existing file).
    static func fontFile(_ text: Substring, flag: String, value: String) throws(UsageError) -> CustomFont {
        var file = text, index = 0
        if let hash = file.lastIndex(of: "#"), let n = Int(file[file.index(after: hash)...]),
           !FileManager.default.fileExists(atPath: String(file)) {
            guard n >= 0 else { throw UsageError("--\(flag): '\(value)': a face index is 0 or more") }
            index = n
            file = file[..<hash]
        }
        guard !file.isEmpty else { throw UsageError("--\(flag): '\(value)' names no font file") }
        return CustomFont(path: String(file), index: index)
    }

    /// A colour option's value, nil when not given; a bad one is an error listing the names.
    static func colour(_ a: Arguments, _ option: String) throws(UsageError) -> ColorSpec? {
        guard let t = a[option] else { return nil }
        guard let c = ColorSpec(parsing: t) else {
            throw UsageError("--\(option): '\(t)' is not a colour (\(colourNames), #RGB, #RRGGBB or #RRGGBBAA)")
        }
        return c
    }

    /// `ltr` / `rtl` (or SwiftUI's names).
    static func layoutDirection(_ s: String) -> LayoutDirection? {
        switch s.lowercased() {
        case "ltr", "lefttoright": return .leftToRight
        case "rtl", "righttoleft": return .rightToLeft
        default: return nil
        }
    }

    /// Refuses a bad value of any environment flag, naming it.
    static func check(_ a: Arguments) throws(UsageError) {
        if let s = a["scale"], !(Int(s).map { Limits.scales.contains($0) } ?? false) {
            throw UsageError("--scale: '\(s)' is not \(Limits.scalesText)")
        }
        if let s = a["appearance"], Appearance(rawValue: s.lowercased()) == nil {
            throw UsageError("--appearance: '\(s)' is not light or dark")
        }
        if let s = a["design"], Design(rawValue: s.lowercased()) == nil {
            throw UsageError("--design: '\(s)' is not \(Design.choices)")
        }
        if let s = a["dynamic-type"], DynamicTypeSize(name: s) == nil {
            throw UsageError("--dynamic-type: '\(s)' is not a Dynamic Type category (xSmall ... xxxLarge, AX1 ... AX5)")
        }
        // The library's own rule (RenderOptions.validated uses it too), so the flag and a spec's
        // "locale" accept the same identifiers.
        if let s = a["locale"], !RenderOptions.isKnownLocale(s) {
            throw UsageError("--locale: '\(s)' is not a locale Foundation knows (en_US, de_DE, ar_EG, ja_JP, ...)")
        }
        if let s = a["layout-direction"], layoutDirection(s) == nil {
            throw UsageError("--layout-direction: '\(s)' is not ltr or rtl")
        }
        _ = try customFonts(a)
        if let s = a["background"], Background(parsing: s) == nil {
            throw UsageError("--background: '\(s)' is not a colour (\(colourNames), #RGB, #RRGGBB, #RRGGBBAA or transparent)")
        }
    }
}
