// PreviewSettings: what the page asks to see, read from the state request's query. Every value
// is checked before anything is derived from it (a bad one is a 400 naming it): appearances are
// both (the default for a picture spec), light, dark or the spec's own; the scale, Dynamic Type,
// locale, layout direction, Increase Contrast and design profile override the spec's when given; `scrub` (0 to
// 100, absent: off) is an animation's time, or the scrolling controls' offset from one end of
// the scrub span to the other. Hashable: the worker keeps one snapshot per settings asked for.

import PickerRender

package struct PreviewSettings: Sendable, Hashable {
    package enum Appearances: String, Sendable, CaseIterable { case both, light, dark, spec }

    package var appearances: Appearances?
    package var scale: Int?
    package var dynamicType: DynamicTypeSize?
    package var locale: String?
    package var layoutDirection: LayoutDirection?
    package var increaseContrast: Bool?
    package var design: Design?
    package var scrub: Int?

    package init() {}

    /// A bad query value: the parameter and the value, for a 400's body.
    package struct Invalid: Error, Sendable, CustomStringConvertible {
        package let description: String
    }

    /// Reads the settings from query parameters (`value(name)` is the decoded value or nil).
    package init(query value: (String) -> String?) throws(Invalid) {
        func bad(_ name: String, _ text: String, _ expected: String) -> Invalid {
            Invalid(description: "\(name): '\(text.prefix(64))' is not \(expected)")
        }
        if let t = value("appearance"), !t.isEmpty {
            guard let a = Appearances(rawValue: t) else { throw bad("appearance", t, "both, light, dark or spec") }
            appearances = a
        }
        if let t = value("scale"), !t.isEmpty {
            guard let s = Int(t), Limits.scales.contains(s) else { throw bad("scale", t, "a scale of \(Limits.scalesText)") }
            scale = s
        }
        if let t = value("dynamicType"), !t.isEmpty {
            guard let d = DynamicTypeSize(name: t) else { throw bad("dynamicType", t, "a Dynamic Type size") }
            dynamicType = d
        }
        if let t = value("locale"), !t.isEmpty {
            guard t.count <= 32, t.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic && $0.isASCII || "0123456789_-".unicodeScalars.contains($0) }) else {
                throw bad("locale", t, "a locale identifier (letters, digits, _ and -)")
            }
            locale = t
        }
        if let t = value("layoutDirection"), !t.isEmpty {
            guard let d = LayoutDirection(rawValue: t) else { throw bad("layoutDirection", t, "leftToRight or rightToLeft") }
            layoutDirection = d
        }
        if let t = value("increaseContrast"), !t.isEmpty {
            guard t == "1" || t == "0" else { throw bad("increaseContrast", t, "0 or 1") }
            increaseContrast = t == "1"
        }
        if let t = value("design"), !t.isEmpty {
            guard let d = Design(rawValue: t) else { throw bad("design", t, Design.allCases.map(\.rawValue).joined(separator: " or ")) }
            design = d
        }
        if let t = value("scrub"), !t.isEmpty {
            guard let s = Int(t), (0...100).contains(s) else { throw bad("scrub", t, "a whole number from 0 to 100") }
            scrub = s
        }
    }

    /// The spec's environment with the page's overrides (not the appearance: see `appearanceList`).
    package func apply(to options: inout RenderOptions) {
        if let scale { options.scale = scale }
        if let dynamicType { options.dynamicType = dynamicType }
        if let locale { options.locale = locale }
        if let layoutDirection { options.layoutDirection = layoutDirection }
        if let increaseContrast { options.increaseContrast = increaseContrast }
        if let design { options.design = design }
    }

    /// The appearances each picture is drawn in (nil: the spec's own); `defaultBoth` for a
    /// picture spec, whose default is light and dark side by side.
    package func appearanceList(defaultBoth: Bool) -> [Appearance?] {
        switch appearances ?? (defaultBoth ? .both : .spec) {
        case .both: return [.light, .dark]
        case .light: return [.light]
        case .dark: return [.dark]
        case .spec: return [nil]
        }
    }

    /// The command-line flags that draw what these settings draw (beside an appearance's).
    package var flags: [String] {
        var out: [String] = []
        if let scale { out += ["--scale", String(scale)] }
        if let dynamicType { out += ["--dynamic-type", dynamicType.name] }
        if let locale { out += ["--locale", locale] }
        if let layoutDirection { out += ["--layout-direction", layoutDirection == .rightToLeft ? "rtl" : "ltr"] }
        if increaseContrast == true { out += ["--increase-contrast"] }
        if let design { out += ["--design", design.rawValue] }
        return out
    }
}
