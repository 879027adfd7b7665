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
    /// A font for one style, over `all`.
    public var styles: [TextStyle: CustomFont]

    public init(all: CustomFont? = nil, styles: [TextStyle: CustomFont] = [:]) {
        self.all = all; self.styles = styles
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

    public var isEmpty: Bool { all == nil && styles.isEmpty }

    /// The name a role has on the command line and in a spec: "all" or a text style's name.
    public static let allRoleName = "all"
    public static var roleNames: [String] { [allRoleName] + TextStyle.allCases.map(\.rawValue) }

    /// Every (role name, font), "all" first, then the styles in TextStyle's order.
    public var entries: [(role: String, font: CustomFont)] {
        (all.map { [(Self.allRoleName, $0)] } ?? [])
            + TextStyle.allCases.compactMap { s in styles[s].map { (s.rawValue, $0) } }
    }
}
