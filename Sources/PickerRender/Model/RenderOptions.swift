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
    /// Locale identifier for number formatting, e.g. "en_US", "es_ES". A right-to-left
    /// language's locale ("ar_EG", "he_IL") also lays the picture out right to left, unless a
    /// layout direction is given.
    public var locale: String { didSet { localeDirection = Self.direction(ofLocale: locale) } }
    public var background: Background
    /// Where the fonts are; nil means the package's own `Fonts/`.
    public var fontsDirectory: String?
    /// Right to left mirrors stacks, alignments and padding, and sets text's base direction,
    /// as SwiftUI's `layoutDirection` does; the controls mirror their insides as UIKit does
    /// (rulers increase to the left, the first segment or column is the rightmost, list rows
    /// put the label on the right), never flipping text. Unless it is set, it is the locale's
    /// direction, as an app in that language is laid out on iOS.
    public var layoutDirection: LayoutDirection {
        get { givenLayoutDirection ?? localeDirection }
        set { givenLayoutDirection = newValue }
    }
    /// The direction set explicitly (nil: the locale's). A spec writes only this one, so a
    /// printed spec drawn with another locale follows that locale, as the flags do.
    package private(set) var givenLayoutDirection: LayoutDirection?
    /// The locale's own direction, kept with the locale (its computation asks ICU).
    private var localeDirection: LayoutDirection
    /// Settings > Accessibility > Increase Contrast: the system colours' accessible variants.
    public var increaseContrast: Bool
    /// The user's own fonts per text style (`--font`); empty = the SF substitutes.
    public var customFonts: CustomFonts
    /// The iOS release whose system styles the controls take (default iOS 18).
    public var design: Design

    public init(scale: Int = 3, appearance: Appearance = .light, dynamicType: DynamicTypeSize = .large,
                reduceMotion: Bool = false, locale: String = "en_US", background: Background = .automatic,
                fontsDirectory: String? = nil, layoutDirection: LayoutDirection? = nil,
                increaseContrast: Bool = false, customFonts: CustomFonts = CustomFonts(), design: Design = .ios18) {
        self.scale = scale; self.appearance = appearance; self.dynamicType = dynamicType
        self.reduceMotion = reduceMotion; self.locale = locale; self.background = background
        self.fontsDirectory = fontsDirectory; givenLayoutDirection = layoutDirection
        localeDirection = Self.direction(ofLocale: locale)
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

    /// The direction of the locale's language and script: right to left for Arabic, Hebrew,
    /// Persian, Urdu, Yiddish, ... ("pa_Arab_PK" too), as Foundation's `characterDirection` says.
    /// The default locale asks nothing of ICU (a one-shot process would pay for loading it).
    package static func direction(ofLocale id: String) -> LayoutDirection {
        if id == defaultLocale { return .leftToRight }
        return Locale(identifier: id).language.characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The init's default locale (a test holds the two equal, and this one in `knownLocales`).
    package static let defaultLocale = "en_US"

    static let knownLocales = Set(Locale.availableIdentifiers)

    var displayScale: Double { Double(scale) }
}
