// FaceInstance: one concrete substitute face as drawn: a committed font file plus, for the
// variable Inter files, the wght axis value. Plain data, so scenes can carry and dump it.

public enum FaceID: String, CaseIterable, Sendable, Codable, Hashable {
    case text           // Inter (SF Pro Text's substitute, below 20 pt)
    case display        // InterDisplay (SF Pro Display's, 20 pt and up)
    case roundedMedium  // Quicksand Medium (SF Pro Rounded regular/medium)
    case roundedBold    // Quicksand Bold (SF Pro Rounded semibold/bold)

    /// Path below the fonts directory. Nothing outside Fonts/ is ever loaded.
    public var relativePath: String {
        switch self {
        case .text: "Inter/Inter-roman.var.ttf"
        case .display: "Inter/InterDisplay-roman.var.ttf"
        case .roundedMedium: "Quicksand/Quicksand-Medium.ttf"
        case .roundedBold: "Quicksand/Quicksand-Bold.ttf"
        }
    }

    public var isVariable: Bool { self == .text || self == .display }
}

public struct FaceInstance: Hashable, Sendable, Codable {
    public var id: FaceID
    /// wght axis value (100...900) for variable faces; 0 for static ones.
    public var wght: Int

    public init(id: FaceID, wght: Int) {
        precondition(id.isVariable ? (100...900).contains(wght) : wght == 0,
                     "wght must be 100...900 for a variable face and 0 for a static one")
        self.id = id
        self.wght = wght
    }
}
