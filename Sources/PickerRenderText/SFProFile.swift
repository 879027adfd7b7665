// SFProFile: Apple's SF Pro files, when a user has them, recognised by the family and style names
// inside the file (FreeType's, which prefer the typographic family, name ID 16) rather than by
// file name: "SF Pro Text", "SF Pro Display", "SF Pro Rounded" (static, one file per weight) and
// "SF Pro" (the variable file with wght, used for both text and display sizes).

package enum SFProRole: String, CaseIterable, Sendable, Hashable {
    case text, display, rounded

    /// The roles a family name stands for; empty for any other family.
    package static func roles(familyName: String) -> [SFProRole] {
        switch familyName.lowercased().trimmingCharacters(" ") {
        case "sf pro text": [.text]
        case "sf pro display": [.display]
        case "sf pro rounded": [.rounded]
        case "sf pro": [.text, .display]
        default: []
        }
    }
}

package struct SFProFile: Hashable, Sendable {
    public var path: String
    package var index: Int
    package var familyName: String
    package var styleName: String
    package var roles: [SFProRole]
    /// The weight its style name says (Regular, Medium, Semibold, Bold); nil for other styles
    /// (Light, Heavy, italics), which no picker uses. A variable file serves every weight.
    package var weight: FontWeight?
    public var isVariable: Bool

    package init(path: String, index: Int, familyName: String, styleName: String, roles: [SFProRole],
                weight: FontWeight?, isVariable: Bool) {
        self.path = path; self.index = index; self.familyName = familyName; self.styleName = styleName
        self.roles = roles; self.weight = weight; self.isVariable = isVariable
    }

    /// The weight class (100...900) its style name says, any weight; nil for italics and other
    /// styles. A static file of a weight no picker asks for still serves the nearest one.
    package var weightClass: Int? { Self.weightClass(styleName: styleName) }

    /// Weight class from an upright style name ("Light" 300, "Heavy" 800); nil for italics.
    package static func weightClass(styleName: String) -> Int? {
        switch styleName.lowercased().trimmingCharacters(" ") {
        case "thin": 100
        case "ultralight", "ultra light", "extralight", "extra light": 200
        case "light": 300
        case "regular": 400
        case "medium": 500
        case "semibold", "semi bold": 600
        case "bold": 700
        case "heavy", "extrabold", "extra bold": 800
        case "black": 900
        default: nil
        }
    }

    /// Weight from a style name such as "Semibold" or "Bold"; italics and other weights give nil.
    package static func weight(styleName: String) -> FontWeight? {
        switch styleName.lowercased().trimmingCharacters(" ") {
        case "regular": .regular
        case "medium": .medium
        case "semibold", "semi bold": .semibold
        case "bold": .bold
        default: nil
        }
    }
}

extension String {
    func trimmingCharacters(_ c: Character) -> String {
        var s = Substring(self)
        while s.first == c { s.removeFirst() }
        while s.last == c { s.removeLast() }
        return String(s)
    }
}
