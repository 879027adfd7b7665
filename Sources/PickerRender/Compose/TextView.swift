// Text: text in a text style, as SwiftUI's `Text(...).font(...)`. The size comes from the
// style and the picture's Dynamic Type size; weight nil is the style's own (semibold for
// headline); colours are semantic and resolve per appearance. Like SwiftUI's Text it wraps
// (UAX #14) where it is wider than the width offered, its lines leading-aligned, unless
// `lineLimit` caps the lines: the last one allowed then ends in "…". In an HStack a text keeps
// its one-line width, as before. `Text(value, format: .number)` shows a number (an expression,
// so a scroll item can show its own) as Foundation's `formatted()` writes it in the picture's
// locale; `fixedSize()` sets it on one line at its ideal width whatever it is offered.

import PickerRenderScene
import PickerRenderText

public struct Text: View, PrimitiveView, Equatable {
    public typealias Body = Never
    public var string: String
    public var style: TextStyle
    public var weight: FontWeight?
    public var design: FontDesign
    public var monospacedDigits: Bool
    public var color: ColorSpec
    /// At most this many lines (nil: as many as the text needs); at least 1.
    public var lineLimit: Int?
    /// Below 1, the text is set on one line and shrinks to as little as this to fit before it is
    /// truncated (SwiftUI's minimumScaleFactor, as picker rows use it).
    public var minimumScaleFactor: Double = 1
    /// When set, the text is this number, formatted in the picture's locale (`string` is unused).
    public var number: Expression?
    /// SwiftUI's `.fixedSize()`: one line at the text's ideal width, neither wrapped nor
    /// truncated, whatever width it is offered (it may overhang its parent's frame).
    public var isFixedSize = false
    /// A control's own font at a fixed size (SwiftUI's `.font(.system(size:weight:))`, as
    /// UIKit's controls set their labels), whatever the Dynamic Type size.
    package var fixedFont: Font?
    /// A label of one line (UILabel's numberOfLines = 1): truncated at its tail where it is
    /// wider than offered, or shrunk first down to `minimumScaleFactor`, never wrapped.
    package var isSingleLine = false

    public init(_ string: String) {
        self.string = string; style = .body; weight = nil; design = .default; monospacedDigits = false
        color = .semantic(.primary); lineLimit = nil
    }

    /// SwiftUI's `Text(value, format: .number)`: the number as Foundation's `formatted()`
    /// writes it for the picture's locale ("1,000", "62.5"; de_DE "62,5").
    public init(_ number: Expression, format: NumberFormat) {
        self.init("")
        self.number = number
    }

    /// The formats `Text(_:format:)` takes.
    public enum NumberFormat: Sendable, Equatable { case number }

    package var primitiveTree: ViewTree { .text(self) }

    public func font(_ style: TextStyle) -> Text { var t = self; t.style = style; return t }
    public func fontWeight(_ weight: FontWeight?) -> Text { var t = self; t.weight = weight; return t }
    public func fontDesign(_ design: FontDesign) -> Text { var t = self; t.design = design; return t }
    public func monospacedDigit() -> Text { var t = self; t.monospacedDigits = true; return t }
    public func foregroundStyle(_ color: ColorSpec) -> Text { var t = self; t.color = color; return t }
    public func lineLimit(_ limit: Int?) -> Text { var t = self; t.lineLimit = limit; return t }
    public func minimumScaleFactor(_ factor: Double) -> Text { var t = self; t.minimumScaleFactor = factor; return t }
    public func fixedSize() -> Text { var t = self; t.isFixedSize = true; return t }
    /// A control's font: `.font(.system(style, design:, weight:))`, with `.monospacedDigit()` when it asks.
    func font(_ f: ControlFont) -> Text {
        var t = self
        t.style = f.style; t.weight = f.weight; t.design = f.design; t.monospacedDigits = f.monospacedDigits
        return t
    }

    /// The text set in a control's own font (`fixedFont`).
    package func font(_ font: Font) -> Text { var t = self; t.fixedFont = font; return t }
    /// The text on one line (`isSingleLine`).
    package func singleLine() -> Text { var t = self; t.isSingleLine = true; return t }

    /// The font this text is set in at a Dynamic Type size.
    package func font(at size: DynamicTypeSize) -> Font {
        if let fixedFont { return fixedFont }
        let f = Font.system(style, size: size, weight: weight, design: design)
        return monospacedDigits ? f.monospacedDigit() : f
    }
}
