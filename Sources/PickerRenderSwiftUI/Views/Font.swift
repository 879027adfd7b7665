// Font and its text styles, weights and designs, as SwiftUI spells them, mapped onto the text
// styles PickerRender sets (docs/architecture.md §6, §7). Styles iOS has and PickerRender does not
// draw distinctly (callout, caption2) take the nearest one; weights map to the four calibrated
// weights; serif and monospaced designs are drawn in the default design. A font of a fixed size
// (`system(size:)`) is set at that size whatever the Dynamic Type size, as on iOS.

import PickerRender
import PickerRenderText

public struct Font: Hashable, Sendable {
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        var pickerRender: PickerRenderText.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body, .callout: .body
            case .footnote: .footnote
            case .caption, .caption2: .caption
            }
        }
    }

    public struct Weight: Hashable, Sendable {
        let value: Int
        public static let ultraLight = Weight(value: 100), thin = Weight(value: 200), light = Weight(value: 300)
        public static let regular = Weight(value: 400), medium = Weight(value: 500), semibold = Weight(value: 600)
        public static let bold = Weight(value: 700), heavy = Weight(value: 800), black = Weight(value: 900)
        var pickerRender: FontWeight {
            value <= 400 ? .regular : value == 500 ? .medium : value == 600 ? .semibold : .bold
        }
    }

    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    var style: TextStyle
    var weight: Weight?
    var design: Design?
    var monospacedDigits = false
    /// A fixed size in points (`system(size:)`), which Dynamic Type does not scale.
    var size: Double?

    public static let largeTitle = Font(style: .largeTitle), title = Font(style: .title), title2 = Font(style: .title2)
    public static let title3 = Font(style: .title3), headline = Font(style: .headline), subheadline = Font(style: .subheadline)
    public static let body = Font(style: .body), callout = Font(style: .callout), footnote = Font(style: .footnote)
    public static let caption = Font(style: .caption), caption2 = Font(style: .caption2)

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(style: style, weight: weight, design: design)
    }

    /// The system font at a fixed size, as SwiftUI's: it does not follow Dynamic Type.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(style: .body, weight: weight, design: design, size: Double(size))
    }

    public func weight(_ weight: Weight) -> Font { var f = self; f.weight = weight; return f }
    public func bold() -> Font { weight(.bold) }
    public func monospacedDigit() -> Font { var f = self; f.monospacedDigits = true; return f }
}
