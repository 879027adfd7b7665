// Text: a string set in the environment's font and foreground style. A literal is a
// LocalizedStringKey (its `specifier:` interpolation formats as printf does); LocalizedStringResource
// is Foundation's spelling of a literal title, kept here as its text (no string tables are read).

import PickerRender
import PickerRenderText

public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    let text: String
    public init(_ value: String) { text = value }
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<T>(_ value: T) { text += "\(value)" }
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) { text += String(format: specifier, value) }
    }
}

public struct LocalizedStringResource: Equatable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    let text: String
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { text = stringInterpolation.text }
    public var description: String { text }
}

nonisolated public struct Text: View, PrimitiveView, Equatable {
    /// The text, a formatted value's in Foundation's current locale.
    let string: String
    /// A formatted value's text in a locale: SwiftUI formats it in the environment's locale, so it
    /// is formatted again in the picture's when drawn (de_DE writes 1.234,5).
    private let formatted: ((Locale) -> String)?
    public init(_ key: LocalizedStringKey) { string = key.text; formatted = nil }
    public init(verbatim content: String) { string = content; formatted = nil }
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) { string = String(content); formatted = nil }
    @_disfavoredOverload public init(_ resource: LocalizedStringResource) { string = resource.text; formatted = nil }
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        string = format.format(input)
        formatted = { format.locale($0).format(input) }
    }

    /// Equal when they read the same in the current locale.
    public static func == (a: Text, b: Text) -> Bool { a.string == b.string }

    public typealias Body = Never

    @MainActor func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] {
        let font = env.font ?? .body
        // Fields set in place: the modifiers' copies of the text were a tenth of a row's cost.
        let string = formatted?(env.locale) ?? self.string
        var t = PickerRender.Text(string)
        t.style = font.style.pickerRender
        if let w = env.fontWeight ?? font.weight { t.weight = w.pickerRender }
        if (env.fontDesign ?? font.design) == .rounded { t.design = .rounded }
        if font.monospacedDigits || env.monospacedDigit { t.monospacedDigits = true }
        if let size = font.size {
            // Checked before a font is made of it: a bad size is the picture's typed error,
            // raised when it is laid out.
            guard size.isFinite, size > 0, size <= Limits.maximumLength else {
                return [Resolved(.sized(SizedView(name: "Text") { _ throws(PickerError) in
                    throw .invalidOption(name: "Font.system(size:)", value: PickerError.format(size), expected: "a point size above 0, up to \(PickerError.format(Limits.maximumLength))")
                }))]
            }
            t = t.font(PickerRenderText.Font(pointSize: size, weight: (env.fontWeight ?? font.weight)?.pickerRender ?? .regular,
                                             design: t.design, monospacedDigits: t.monospacedDigits))
        }
        t.color = env.foreground ?? .primary
        if let limit = env.lineLimit { t.lineLimit = limit }
        if env.minimumScaleFactor != 1 { t.minimumScaleFactor = env.minimumScaleFactor }
        var r = Resolved(graph.timeline?.text(path, t, env: env) ?? .text(t))
        r.text = string
        return [r]
    }
}
