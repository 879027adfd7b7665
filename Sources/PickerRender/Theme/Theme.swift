// Theme: iOS semantic colours for light and dark appearance (docs/architecture.md §7), as straight
// sRGB with alphas quantised once. The one place a colour name becomes a value.

import PickerRenderScene

public enum Appearance: String, Sendable, CaseIterable, Codable {
    case light, dark
}

/// What a semantic colour resolves against: the appearance and Increase Contrast.
public struct Palette: Sendable, Equatable {
    public var appearance: Appearance
    public var increaseContrast: Bool
    public init(_ appearance: Appearance, increaseContrast: Bool = false) {
        self.appearance = appearance; self.increaseContrast = increaseContrast
    }
}

/// The iOS system palette (UIKit's dynamic colours, SwiftUI's Color and ShapeStyle names).
/// Values are SystemPalette's table; names match case-insensitively, and UIKit's names
/// (`systemRed`, `secondaryLabel`, `systemGray2`) are aliases of SwiftUI's (`red`, `secondary`, `gray2`).
public enum SemanticColor: String, Sendable, CaseIterable {
    // Labels (SwiftUI's hierarchical styles).
    case primary, label, secondary, tertiary, quaternary, placeholderText, link
    // Backgrounds.
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    // Fills and separators.
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill, separator, opaqueSeparator
    // System colours and grays.
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown
    case gray, gray2, gray3, gray4, gray5, gray6
    case black, white

    /// The colour for an appearance (without Increase Contrast).
    public func resolved(_ appearance: Appearance) -> Color { resolved(Palette(appearance)) }

    /// The colour for an appearance and contrast setting.
    public func resolved(_ palette: Palette) -> Color { SystemPalette.color(self, palette) }

    /// UIKit's names of the same colours.
    static let aliases: [String: SemanticColor] = [
        "secondarylabel": .secondary, "tertiarylabel": .tertiary, "quaternarylabel": .quaternary,
        "systemred": .red, "systemorange": .orange, "systemyellow": .yellow, "systemgreen": .green, "systemmint": .mint,
        "systemteal": .teal, "systemcyan": .cyan, "systemblue": .blue, "systemindigo": .indigo, "systempurple": .purple,
        "systempink": .pink, "systembrown": .brown, "systemgray": .gray, "systemgray2": .gray2, "systemgray3": .gray3,
        "systemgray4": .gray4, "systemgray5": .gray5, "systemgray6": .gray6,
    ]

    /// Looks a name up case-insensitively ("systemGroupedBackground", "indigo", "systemRed").
    public init?(name: String) {
        let wanted = name.lowercased()
        if let c = SemanticColor.allCases.first(where: { $0.rawValue.lowercased() == wanted }) { self = c; return }
        guard let c = Self.aliases[wanted] else { return nil }
        self = c
    }
}

/// A colour as a user names it: a semantic colour (resolved per appearance) or a fixed one.
public enum ColorSpec: Sendable, Equatable {
    case semantic(SemanticColor)
    case fixed(Color)
    /// SwiftUI's `Color.secondary.opacity(0.6)`: a semantic colour resolved per appearance, its
    /// alpha then multiplied by `opacity` (0...1) and quantised once (Color.opacity).
    case translucent(SemanticColor, opacity: Double)

    /// A semantic name, `#RGB`, `#RRGGBB` or `#RRGGBBAA`, optionally followed by `.opacity(x)`
    /// with x from 0 to 1 (`secondary.opacity(0.6)`); nil for anything else.
    public init?(parsing text: String) {
        if text.hasSuffix(")"), let dot = text.range(of: ".opacity(", options: .backwards) {
            guard let base = ColorSpec(parsing: String(text[..<dot.lowerBound])),
                  let o = Double(text[dot.upperBound..<text.index(before: text.endIndex)]), o >= 0, o <= 1 else { return nil }
            self = base.opacity(o); return
        }
        if let s = SemanticColor(name: text) { self = .semantic(s); return }
        guard text.hasPrefix("#") else { return nil }
        var digits = Array(text.dropFirst())
        guard digits.allSatisfy(\.isHexDigit), [3, 6, 8].contains(digits.count) else { return nil }
        if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
        let v = UInt32(String(digits), radix: 16)!
        if digits.count == 6 {
            self = .fixed(Color(r: UInt8(v >> 16 & 0xFF), g: UInt8(v >> 8 & 0xFF), b: UInt8(v & 0xFF)))
        } else {
            self = .fixed(Color(r: UInt8(v >> 24), g: UInt8(v >> 16 & 0xFF), b: UInt8(v >> 8 & 0xFF), a: UInt8(v & 0xFF)))
        }
    }

    /// The text a spec or flag gives for this colour (it parses back to the same value).
    public var specText: String {
        switch self {
        case .semantic(let s): return s.rawValue
        case .fixed(let c): return c.hexString
        case .translucent(let s, let o): return "\(s.rawValue).opacity(\(JSONValue.format(o)))"
        }
    }

    /// SwiftUI's `Color.opacity(_:)`: this colour with its alpha multiplied by `o` (0...1).
    public func opacity(_ o: Double) -> ColorSpec {
        switch self {
        case .semantic(let s): return .translucent(s, opacity: o)
        case .fixed(let c): return .fixed(c.opacity(o))
        case .translucent(let s, let a): return .translucent(s, opacity: a * o)
        }
    }


    public func resolved(_ appearance: Appearance) -> Color { resolved(Palette(appearance)) }

    public func resolved(_ palette: Palette) -> Color {
        switch self {
        case .semantic(let s): return s.resolved(palette)
        case .fixed(let c): return c
        case .translucent(let s, let o): return s.resolved(palette).opacity(o)
        }
    }
}

/// What a render sits on.
public enum Background: Sendable, Equatable {
    /// The component's demo background (systemGroupedBackground for the wheel).
    case automatic
    case color(ColorSpec)
    case transparent

    /// `automatic`, `transparent`, a semantic name or a hex colour.
    public init?(parsing text: String) {
        if text.lowercased() == "transparent" { self = .transparent; return }
        if text.lowercased() == "automatic" { self = .automatic; return }
        guard let c = ColorSpec(parsing: text) else { return nil }
        self = .color(c)
    }

    /// The text a spec or flag gives for this background.
    public var specText: String {
        switch self {
        case .automatic: return "automatic"
        case .transparent: return "transparent"
        case .color(let c): return c.specText
        }
    }

    func resolved(default d: SemanticColor, _ palette: Palette) -> Color {
        switch self {
        case .automatic: return d.resolved(palette)
        case .color(let c): return c.resolved(palette)
        case .transparent: return .clear
        }
    }
}

extension ColorSpec {
    // The system colours by name, so `foregroundStyle(.secondary)` reads as in SwiftUI.
    public static let primary = ColorSpec.semantic(.primary), label = ColorSpec.semantic(.label)
    public static let secondary = ColorSpec.semantic(.secondary), tertiary = ColorSpec.semantic(.tertiary)
    public static let quaternary = ColorSpec.semantic(.quaternary), link = ColorSpec.semantic(.link)
    public static let placeholderText = ColorSpec.semantic(.placeholderText)
    public static let systemBackground = ColorSpec.semantic(.systemBackground)
    public static let secondarySystemBackground = ColorSpec.semantic(.secondarySystemBackground)
    public static let tertiarySystemBackground = ColorSpec.semantic(.tertiarySystemBackground)
    public static let systemGroupedBackground = ColorSpec.semantic(.systemGroupedBackground)
    public static let secondarySystemGroupedBackground = ColorSpec.semantic(.secondarySystemGroupedBackground)
    public static let tertiarySystemGroupedBackground = ColorSpec.semantic(.tertiarySystemGroupedBackground)
    public static let systemFill = ColorSpec.semantic(.systemFill), secondarySystemFill = ColorSpec.semantic(.secondarySystemFill)
    public static let tertiarySystemFill = ColorSpec.semantic(.tertiarySystemFill)
    public static let quaternarySystemFill = ColorSpec.semantic(.quaternarySystemFill)
    public static let separator = ColorSpec.semantic(.separator), opaqueSeparator = ColorSpec.semantic(.opaqueSeparator)
    public static let red = ColorSpec.semantic(.red), orange = ColorSpec.semantic(.orange), yellow = ColorSpec.semantic(.yellow)
    public static let green = ColorSpec.semantic(.green), mint = ColorSpec.semantic(.mint), teal = ColorSpec.semantic(.teal)
    public static let cyan = ColorSpec.semantic(.cyan), blue = ColorSpec.semantic(.blue), indigo = ColorSpec.semantic(.indigo)
    public static let purple = ColorSpec.semantic(.purple), pink = ColorSpec.semantic(.pink), brown = ColorSpec.semantic(.brown)
    public static let gray = ColorSpec.semantic(.gray)
    public static let gray2 = ColorSpec.semantic(.gray2), gray3 = ColorSpec.semantic(.gray3), gray4 = ColorSpec.semantic(.gray4)
    public static let gray5 = ColorSpec.semantic(.gray5), gray6 = ColorSpec.semantic(.gray6)
    public static let black = ColorSpec.semantic(.black), white = ColorSpec.semantic(.white)
    /// SwiftUI's Color.clear: transparent black (a gradient's fade-out stop, a mask's hole).
    public static let clear = ColorSpec.fixed(Color(r: 0, g: 0, b: 0, a: 0))
}
