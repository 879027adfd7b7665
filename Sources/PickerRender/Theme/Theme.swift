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

    /// A semantic name or `#RRGGBB`; nil for anything else.
    public init?(parsing text: String) {
        if let s = SemanticColor(name: text) { self = .semantic(s); return }
        if text.hasPrefix("#"), let c = Color(hex: text) { self = .fixed(c); return }
        return nil
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

    /// `transparent`, a semantic name or `#RRGGBB`.
    public init?(parsing text: String) {
        if text.lowercased() == "transparent" { self = .transparent; return }
        guard let c = ColorSpec(parsing: text) else { return nil }
        self = .color(c)
    }

    func resolved(default d: SemanticColor, _ appearance: Appearance) -> Color {
        switch self {
        case .automatic: return d.resolved(appearance)
        case .color(let c): return c.resolved(appearance)
        case .transparent: return .clear
        }
    }
}
