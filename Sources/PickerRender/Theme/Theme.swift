// Theme: iOS semantic colours for light and dark appearance (DESIGN §7), as straight sRGB with
// alphas quantised once. The one place a colour name becomes a value.

import Scene

public enum Appearance: String, Sendable, CaseIterable, Codable {
    case light, dark
}

public enum SemanticColor: String, Sendable, CaseIterable {
    case primary, label, secondary, tertiary, quaternary
    case systemBackground, systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemFill
    case indigo, blue, red, green, orange
    case black, white

    /// The colour for an appearance.
    public func resolved(_ appearance: Appearance) -> Color {
        let light = appearance == .light
        switch self {
        case .primary, .label: return light ? Color(0, 0, 0) : Color(255, 255, 255)
        case .secondary: return light ? Color(60, 60, 67, alpha: 0.60) : Color(235, 235, 245, alpha: 0.60)
        case .tertiary: return light ? Color(60, 60, 67, alpha: 0.30) : Color(235, 235, 245, alpha: 0.30)
        case .quaternary: return light ? Color(60, 60, 67, alpha: 0.18) : Color(235, 235, 245, alpha: 0.16)
        case .systemBackground: return light ? Color(255, 255, 255) : Color(0, 0, 0)
        case .systemGroupedBackground: return light ? Color(242, 242, 247) : Color(0, 0, 0)
        case .secondarySystemGroupedBackground: return light ? Color(255, 255, 255) : Color(28, 28, 30)
        case .tertiarySystemFill: return light ? Color(118, 118, 128, alpha: 0.12) : Color(118, 118, 128, alpha: 0.24)
        case .indigo: return light ? Color(88, 86, 214) : Color(94, 92, 230)
        case .blue: return light ? Color(0, 122, 255) : Color(10, 132, 255)
        case .red: return light ? Color(255, 59, 48) : Color(255, 69, 58)
        case .green: return light ? Color(52, 199, 89) : Color(48, 209, 88)
        case .orange: return light ? Color(255, 149, 0) : Color(255, 159, 10)
        case .black: return Color(0, 0, 0)
        case .white: return Color(255, 255, 255)
        }
    }

    /// Looks a name up case-insensitively ("systemGroupedBackground", "indigo").
    public init?(name: String) {
        guard let c = SemanticColor.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
            return nil
        }
        self = c
    }
}

/// A colour as a user names it: a semantic colour (resolved per appearance) or a fixed one.
public enum ColorSpec: Sendable, Equatable {
    case semantic(SemanticColor)
    case fixed(Color)

    /// A semantic name, `#RGB`, `#RRGGBB` or `#RRGGBBAA`; nil for anything else.
    public init?(parsing text: String) {
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
        }
    }

    public func resolved(_ appearance: Appearance) -> Color {
        switch self {
        case .semantic(let s): return s.resolved(appearance)
        case .fixed(let c): return c
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

    func resolved(default d: SemanticColor, _ appearance: Appearance) -> Color {
        switch self {
        case .automatic: return d.resolved(appearance)
        case .color(let c): return c.resolved(appearance)
        case .transparent: return .clear
        }
    }
}

extension ColorSpec {
    // The semantic colours by name, so `foregroundStyle(.secondary)` reads as in SwiftUI.
    public static let primary = ColorSpec.semantic(.primary), label = ColorSpec.semantic(.label)
    public static let secondary = ColorSpec.semantic(.secondary), tertiary = ColorSpec.semantic(.tertiary)
    public static let quaternary = ColorSpec.semantic(.quaternary)
    public static let systemBackground = ColorSpec.semantic(.systemBackground)
    public static let systemGroupedBackground = ColorSpec.semantic(.systemGroupedBackground)
    public static let secondarySystemGroupedBackground = ColorSpec.semantic(.secondarySystemGroupedBackground)
    public static let tertiarySystemFill = ColorSpec.semantic(.tertiarySystemFill)
    public static let indigo = ColorSpec.semantic(.indigo), blue = ColorSpec.semantic(.blue)
    public static let red = ColorSpec.semantic(.red), green = ColorSpec.semantic(.green)
    public static let orange = ColorSpec.semantic(.orange)
    public static let black = ColorSpec.semantic(.black), white = ColorSpec.semantic(.white)
}
