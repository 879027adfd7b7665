// Font: what a piece of text asks for, in iOS terms (nominal SF point size, weight, design).
// A plain value; the engine maps it to a substitute face, a size correction and tracking.

public enum FontWeight: Int, CaseIterable, Sendable, Codable, Hashable {
    // Raw value = the nominal OpenType weight class; the substitute is drawn at
    // WeightCalibration.wght(weight), matched to SF's stems.
    case regular = 400, medium = 500, semibold = 600, bold = 700
}

public enum FontDesign: String, CaseIterable, Sendable, Codable, Hashable {
    case `default`, rounded
}

package struct Font: Hashable, Sendable, Codable {
    /// Nominal size in points as iOS would use it for SF (before any substitute correction).
    package var pointSize: Double
    package var weight: FontWeight
    package var design: FontDesign
    /// Tabular digits (`tnum`, plus equal digit advances; docs/architecture.md §6). Named in the
    /// plural because Swift cannot have a property and the method `monospacedDigit()` under the
    /// same name.
    package var monospacedDigits: Bool
    /// A user's face (from `TextEngine.loadFont`) used instead of the SF substitute; drawn at the
    /// nominal size with no SF tracking. nil = the substitute for `design` (docs/architecture.md
    /// §6).
    package var face: FaceID?
    /// The text style this font is for (SwiftUI's `Font.system(.title3)` remembers it): the role
    /// a user's font is given for (`--font title3=FILE`). nil = no style, only a font given for
    /// every role applies.
    package var textStyle: TextStyle?

    package init(pointSize: Double, weight: FontWeight = .regular, design: FontDesign = .default,
                monospacedDigits: Bool = false, face: FaceID? = nil, textStyle: TextStyle? = nil) {
        precondition(pointSize.isFinite && pointSize > 0, "font size must be positive and finite")
        self.pointSize = pointSize
        self.weight = weight
        self.design = design
        self.monospacedDigits = monospacedDigits
        self.face = face
        self.textStyle = textStyle
    }

    /// The system font of a text style at a Dynamic Type size; nil weight = the style's default.
    package static func system(_ style: TextStyle, size: DynamicTypeSize = .large,
                              weight: FontWeight? = nil, design: FontDesign = .default) -> Font {
        Font(pointSize: DynamicType.pointSize(style, size),
             weight: weight ?? style.defaultWeight, design: design, textStyle: style)
    }

    package func weight(_ weight: FontWeight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }

    package func monospacedDigit() -> Font {
        var copy = self
        copy.monospacedDigits = true
        return copy
    }

    /// The same font at another nominal size (used when shrinking to fit).
    package func withPointSize(_ size: Double) -> Font {
        Font(pointSize: size, weight: weight, design: design, monospacedDigits: monospacedDigits, face: face,
             textStyle: textStyle)
    }
}
