// DynamicTypeSize: the 12 iOS content-size categories (docs/architecture.md §7), large being the
// default. Raw values are SwiftUI's case names, so JSON specs and CLI flags can use them directly;
// `name` is the short form (xSmall ... xxxLarge, AX1 ... AX5) used in file names and flags.

public enum DynamicTypeSize: String, CaseIterable, Sendable, Codable, Hashable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Accepts the raw value ("accessibility3") or the short name ("AX3"), in any letter case.
    public init?(name: String) {
        let wanted = name.lowercased()
        for size in DynamicTypeSize.allCases
        where size.rawValue.lowercased() == wanted || size.name.lowercased() == wanted {
            self = size
            return
        }
        return nil
    }

    /// Short name: the raw value for the standard sizes, AX1 ... AX5 for the accessibility ones.
    public var name: String {
        switch self {
        case .accessibility1: "AX1"
        case .accessibility2: "AX2"
        case .accessibility3: "AX3"
        case .accessibility4: "AX4"
        case .accessibility5: "AX5"
        default: rawValue
        }
    }

    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Position in `allCases` (xSmall = 0 ... AX5 = 11); the column of the type-size table.
    var index: Int { DynamicTypeSize.allCases.firstIndex(of: self)! }
}

extension DynamicTypeSize: Comparable {
    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.index < b.index }
}
