// CustomFonts: the user's own fonts, per text style, as SwiftUI's `.font(.custom(...,
// relativeTo:))` would give them: one file for every style (`--font FILE`, "all" in a spec)
// and/or one per style (`--font title3=FILE`). The controls' text keeps its styles' sizes and
// weights; a variable file is set on the wght axis of that weight, a static file is used as it
// is. Invariant: paths are kept as given (relative ones against the working directory); files
// are opened by the renderer (PickerRenderer), which names the role and the path of a bad one.

import PickerRenderText

public struct CustomFonts: Sendable, Equatable, Hashable, Codable {
    /// The font for text of every style (and for text with no style, such as the system
    /// wheel's rows); nil = the SF substitutes.
    public var all: CustomFont?
    /// A font for one style, over `family` and `all`.
    public var styles: [TextStyle: CustomFont]
    /// A family: a static file per weight, so semibold and bold text use the family's own faces
    /// (a weight it lacks takes its nearest one); over `all`.
    public var family: [FontWeight: CustomFont]

    public init(all: CustomFont? = nil, styles: [TextStyle: CustomFont] = [:], family: [FontWeight: CustomFont] = [:]) {
        self.all = all; self.styles = styles; self.family = family
    }

    /// One file for every style.
    public static func all(_ path: String, index: Int = 0) -> CustomFonts {
        CustomFonts(all: CustomFont(path: path, index: index))
    }

    /// The same fonts with `font` for `style`.
    public func font(_ font: CustomFont, for style: TextStyle) -> CustomFonts {
        var copy = self
        copy.styles[style] = font
        return copy
    }

    public var isEmpty: Bool { all == nil && styles.isEmpty && family.isEmpty }

    /// The role of a family's face for a weight: "family.semibold".
    public static func familyRoleName(_ weight: FontWeight) -> String { "family." + PictureSpec.weightName(weight) }

    /// How errors name a role: "font", "font (title3)", "font family (semibold)".
    static func label(ofRole role: String) -> String {
        if role == allRoleName { return "font" }
        if role.hasPrefix("family.") { return "font family (\(role.dropFirst("family.".count)))" }
        return "font (\(role))"
    }

    /// The weight of a family role ("family.semibold"), nil for any other role.
    static func familyWeight(ofRole role: String) -> FontWeight? {
        FontWeight.allCases.first { familyRoleName($0) == role }
    }

    private enum CodingKeys: String, CodingKey { case all, styles, family }

    /// A value written before families existed reads without one.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        all = try c.decodeIfPresent(CustomFont.self, forKey: .all)
        styles = try c.decode([TextStyle: CustomFont].self, forKey: .styles)
        family = try c.decodeIfPresent([FontWeight: CustomFont].self, forKey: .family) ?? [:]
    }

    /// The name a role has on the command line and in a spec: "all" or a text style's name.
    public static let allRoleName = "all"
    public static var roleNames: [String] { [allRoleName] + TextStyle.allCases.map(\.rawValue) }

    /// Every (role name, font), "all" first, then the styles in TextStyle's order.
    public var entries: [(role: String, font: CustomFont)] {
        (all.map { [(Self.allRoleName, $0)] } ?? [])
            + TextStyle.allCases.compactMap { s in styles[s].map { (s.rawValue, $0) } }
            + FontWeight.allCases.compactMap { w in family[w].map { (Self.familyRoleName(w), $0) } }
    }
}
