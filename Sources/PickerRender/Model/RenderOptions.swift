// RenderOptions: the environment a picker is drawn in (docs/architecture.md §7) plus the output's
// display scale. Validated once, before any layout: a bad value is a PickerError naming it.

import Foundation
import PickerRenderText

public struct RenderOptions: Sendable, Equatable {
    /// Display scale: 1, 2 or 3 (iPhone 16 Pro is 3).
    public var scale: Int
    public var appearance: Appearance
    public var dynamicType: DynamicTypeSize
    public var reduceMotion: Bool
    /// Locale identifier for number formatting, e.g. "en_US", "es_ES".
    public var locale: String
    public var background: Background
    /// Where the fonts are; nil means the package's own `Fonts/`.
    public var fontsDirectory: String?
    /// Right to left mirrors stacks, alignments and padding, and sets text's base direction,
    /// as SwiftUI's `layoutDirection` does; the controls mirror their insides as UIKit does
    /// (rulers increase to the left, the first segment or column is the rightmost, list rows
    /// put the label on the right), never flipping text.
    public var layoutDirection: LayoutDirection
    /// Settings > Accessibility > Increase Contrast: the system colours' accessible variants.
    public var increaseContrast: Bool
    /// The user's own fonts per text style (`--font`); empty = the SF substitutes.
    public var customFonts: CustomFonts
    /// The iOS release whose system styles the controls take (default iOS 18).
    public var design: Design

    public init(scale: Int = 3, appearance: Appearance = .light, dynamicType: DynamicTypeSize = .large,
                reduceMotion: Bool = false, locale: String = "en_US", background: Background = .automatic,
                fontsDirectory: String? = nil, layoutDirection: LayoutDirection = .leftToRight,
                increaseContrast: Bool = false, customFonts: CustomFonts = CustomFonts(), design: Design = .ios18) {
        self.scale = scale; self.appearance = appearance; self.dynamicType = dynamicType
        self.reduceMotion = reduceMotion; self.locale = locale; self.background = background
        self.fontsDirectory = fontsDirectory; self.layoutDirection = layoutDirection
        self.increaseContrast = increaseContrast; self.customFonts = customFonts
        self.design = design
    }

    /// What semantic colours resolve against.
    public var palette: Palette { Palette(appearance, increaseContrast: increaseContrast) }

    func validated() throws(PickerError) -> RenderOptions {
        guard Limits.scales.contains(scale) else { throw .invalidScale(String(scale)) }
        // "" would become "/Inter/..." once a file name is appended: never a fonts directory.
        if let dir = fontsDirectory, dir.isEmpty {
            throw .invalidOption(name: "fonts", value: dir, expected: "a fonts directory")
        }
        for (role, font) in customFonts.entries {
            let name = CustomFonts.label(ofRole: role)
            guard !font.path.isEmpty else { throw .invalidOption(name: name, value: "", expected: "a font file") }
            guard font.index >= 0 else {
                throw .invalidOption(name: name, value: "\(font.path)#\(font.index)", expected: "a face index of 0 or more")
            }
        }
        guard Self.isKnownLocale(locale) else {
            throw .invalidOption(name: "locale", value: locale, expected: "a locale Foundation knows (en_US, de_DE, ar_EG, ja_JP, ...)")
        }
        return self
    }

    /// Foundation falls back to its defaults for an identifier it does not know (`xx_YY`
    /// formats like English), so an unknown one is refused rather than drawn wrongly.
    /// The default needs no list: loading ICU's list of locales was 1.8 % of a one-shot `wheel`
    /// process's samples (perf, 30 runs), paid by every render that never named a locale.
    package static func isKnownLocale(_ id: String) -> Bool {
        if id == defaultLocale { return true }
        // Most identifiers are written with "_" already: no Foundation string call for those.
        return knownLocales.contains(id.contains("-") ? id.replacingOccurrences(of: "-", with: "_") : id)
    }

    /// The init's default locale (a test holds the two equal, and this one in `knownLocales`).
    package static let defaultLocale = "en_US"

    static let knownLocales = Set(Locale.availableIdentifiers)

    var displayScale: Double { Double(scale) }
}
