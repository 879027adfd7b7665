// ControlFont: the font a control sets its own text in, as SwiftUI names one:
// `.font(.system(style, design:, weight:))`, optionally `.monospacedDigit()`. A plain value the
// Swift API, a spec object (`{"style": "title3", "weight": "semibold"}`) and the command line
// (`--row-font-style title3`) all spell the same way. The designs are those the text engine has
// faces for (default and rounded, docs/architecture.md §6); a spec naming another is refused
// at its JSON path, listing them.
// Invariant: a font's spec object omits what equals the control's own default, so a picture
// with the defaults writes the spec it wrote before the font was a parameter.

import PickerRenderText

public struct ControlFont: Sendable, Equatable {
    public var style: TextStyle
    /// nil: the style's own weight (semibold for headline, regular otherwise), as SwiftUI's.
    public var weight: FontWeight?
    public var design: FontDesign
    public var monospacedDigits: Bool

    public init(_ style: TextStyle, weight: FontWeight? = nil, design: FontDesign = .default, monospacedDigits: Bool = false) {
        self.style = style; self.weight = weight; self.design = design; self.monospacedDigits = monospacedDigits
    }

    /// The font at a Dynamic Type size.
    func font(at size: DynamicTypeSize) -> Font {
        let f = Font.system(style, size: size, weight: weight, design: design)
        return monospacedDigits ? f.monospacedDigit() : f
    }

    /// The spec object's fields; `defaults` is the control's own font, named in the help lines.
    static func specFields(defaults d: ControlFont) -> [SpecField] {
        [
            SpecField("style", .oneOf(TextStyle.allCases.map(\.rawValue)), "text style (default \(d.style.rawValue))"),
            SpecField("weight", .oneOf(PictureSpec.weights),
                      "font weight (default \(d.weight.map(PictureSpec.weightName) ?? "the style's own"))"),
            SpecField("design", .oneOf(FontDesign.allCases.map(\.rawValue)),
                      "font design, default or rounded: the designs the text engine has faces for (default: \(d.design.rawValue))"),
            SpecField("monospacedDigits", .boolean, "digits of equal width (default \(d.monospacedDigits))"),
        ]
    }

    /// `defaults` with the keys the spec object gives (already checked against `specFields`).
    init(spec o: SpecObject, defaults: ControlFont) {
        self = defaults
        if let s = o.string("style") { style = TextStyle(rawValue: s)! }
        if let w = o.string("weight") { weight = FontWeight.allCases[PictureSpec.weights.firstIndex(of: w)!] }
        if let d = o.string("design") { design = FontDesign(rawValue: d)! }
        if let m = o.bool("monospacedDigits") { monospacedDigits = m }
    }

    /// The keys that differ from `defaults`, as a spec object; nil when none does.
    func specValue(defaults: ControlFont) -> JSONValue? {
        guard self != defaults else { return nil }
        var w = SpecWriter()
        if style != defaults.style { w.set("style", style.rawValue) }
        if weight != defaults.weight { w.set("weight", (weight ?? style.defaultWeight).specName) }
        if design != defaults.design { w.set("design", design.rawValue) }
        if monospacedDigits != defaults.monospacedDigits { w.set("monospacedDigits", monospacedDigits) }
        return w.value
    }
}

extension FontWeight {
    var specName: String { PictureSpec.weightName(self) }
}
