// FaceInstance: one concrete face as drawn: a face the engine has loaded plus, for variable
// faces, the wght axis value. Plain data, so scenes can carry and dump it.
//
// FaceID names a loaded face. The four built-in substitutes (Inter, InterDisplay, Quicksand
// Medium/Bold) are static members and keep their old raw values, so scene dumps are unchanged;
// fallback faces (FallbackFace) and user fonts (TextEngine.loadFont) get IDs from the engine.
// Invariant: an ID is variable iff its face has a wght axis the engine sets.

public struct FaceID: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Stable name: "text", "display", "roundedMedium", "roundedBold" for the built-ins,
    /// "fallback.<name>" for pinned fallback faces, "file:<path>#<index>" for user fonts.
    public var rawValue: String
    package var isVariable: Bool

    public init(rawValue: String, isVariable: Bool) {
        self.rawValue = rawValue
        self.isVariable = isVariable
    }

    public static let text = FaceID(rawValue: "text", isVariable: true)                   // Inter, below 20 pt
    public static let display = FaceID(rawValue: "display", isVariable: true)             // InterDisplay, 20 pt and up
    public static let roundedMedium = FaceID(rawValue: "roundedMedium", isVariable: false) // Quicksand Medium
    public static let roundedBold = FaceID(rawValue: "roundedBold", isVariable: false)     // Quicksand Bold

    /// The four committed substitutes for SF Pro, loaded by every engine.
    public static let builtIns: [FaceID] = [.text, .display, .roundedMedium, .roundedBold]
    public static var allCases: [FaceID] { builtIns }

    /// Path below the fonts directory of a built-in face; nil for any other face.
    public var relativePath: String? {
        switch rawValue {
        case "text": "Inter/Inter-roman.var.ttf"
        case "display": "Inter/InterDisplay-roman.var.ttf"
        case "roundedMedium": "Quicksand/Quicksand-Medium.ttf"
        case "roundedBold": "Quicksand/Quicksand-Bold.ttf"
        default: nil
        }
    }

    /// The SF Pro role a built-in face substitutes for; nil for any other face.
    var sfProRole: SFProRole? {
        switch rawValue {
        case "text": .text
        case "display": .display
        case "roundedMedium", "roundedBold": .rounded
        default: nil
        }
    }

    public var description: String { rawValue }
}

public struct FaceInstance: Hashable, Sendable, Codable {
    public var id: FaceID
    /// wght axis value (100...900 for the built-ins, 1...1000 for others) for variable faces;
    /// 0 for static ones.
    public var wght: Int

    public init(id: FaceID, wght: Int) {
        let range = FaceID.builtIns.contains(id) ? 100...900 : 1...1000
        precondition(id.isVariable ? range.contains(wght) : wght == 0,
                     "wght must be \(range) for a variable face and 0 for a static one")
        self.id = id
        self.wght = wght
    }
}
