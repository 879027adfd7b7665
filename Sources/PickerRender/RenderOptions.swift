// RenderOptions: the environment a picker is drawn in (DESIGN §7) plus the output's display
// scale. Validated once, before any layout: a bad value is a PickerError naming it.

import Text

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

    public init(scale: Int = 3, appearance: Appearance = .light, dynamicType: DynamicTypeSize = .large,
                reduceMotion: Bool = false, locale: String = "en_US", background: Background = .automatic,
                fontsDirectory: String? = nil) {
        self.scale = scale; self.appearance = appearance; self.dynamicType = dynamicType
        self.reduceMotion = reduceMotion; self.locale = locale; self.background = background
        self.fontsDirectory = fontsDirectory
    }

    func validated() throws(PickerError) -> RenderOptions {
        guard (1...3).contains(scale) else { throw .invalidScale(String(scale)) }
        // "" would become "/Inter/..." once a file name is appended: never a fonts directory.
        if let dir = fontsDirectory, dir.isEmpty {
            throw .invalidOption(name: "fonts", value: dir, expected: "a fonts directory")
        }
        return self
    }

    var displayScale: Double { Double(scale) }
}
