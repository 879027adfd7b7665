// RulerScrollPicker's spec: its fields (the single source of the JSON keys, the command-line
// flags and the schema), the reader, the writer, and the same ranges checked for a ruler built
// in Swift. The ruler's own constants are written only when they differ from the SwiftUI
// block's, so a ruler with the defaults writes the spec it always wrote.

extension RulerScrollPicker {
    /// The SwiftUI block's ruler: the defaults the help lines and the writer name.
    static let blockDefaults = RulerScrollPicker(title: "", value: 0)

    public static let specFields: [SpecField] = {
        let d = blockDefaults, f = PickerError.format
        return [
        SpecField("title", .string, "accessibility label, not drawn"),
        SpecField("value", .number(-Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude),
                  "the selected value, clamped into the range (default: the lower bound)"),
        SpecField("range", .object(rangeFields), "the values, from a lower to an upper bound (default 0...100)"),
        SpecField("step", .number(-1e300...1e300), "between ticks; not positive means 1, as RulerScrollPickerScale makes it (default 1)"),
        SpecField("majorEvery", .integer(-1_000_000...1_000_000), "ticks per major tick (default \(d.majorEvery))"),
        SpecField("tickSpacing", .number(-1e300...Limits.maximumLength),
                  "points between ticks, at least 4 (a smaller spacing is 4), at most \(Limits.maximumLengthText) (default \(f(d.tickSpacing)))"),
        SpecField("tint", .color, "the indicator's colour (default indigo)"),
        SpecField("majorTickColor", .color, "major ticks (default primary)"),
        SpecField("minorTickColor", .color, "middle and minor ticks, drawn at minorTickOpacity (default secondary)"),
        SpecField("labelColor", .color, "the labels (default secondary)"),
        SpecField("tickHeight", .number(0...1000), "the tallest tick in points; the ruler is this plus its label line plus 8 tall (default \(f(d.tickHeight)))"),
        SpecField("majorTickWidth", .number(0...100), "a major tick's width in points (default \(f(d.majorTickWidth)))"),
        SpecField("middleTickWidth", .number(0...100), "a middle tick's width in points (default \(f(d.middleTickWidth)))"),
        SpecField("minorTickWidth", .number(0...100), "a minor tick's width in points (default \(f(d.minorTickWidth)))"),
        SpecField("majorTickHeightFraction", .number(0...1), "a major tick's height as a fraction of tickHeight (default \(f(d.majorTickHeightFraction)))"),
        SpecField("middleTickHeightFraction", .number(0...1), "a middle tick's height as a fraction of tickHeight (default \(f(d.middleTickHeightFraction)))"),
        SpecField("minorTickHeightFraction", .number(0...1), "a minor tick's height as a fraction of tickHeight (default \(f(d.minorTickHeightFraction)))"),
        SpecField("minorTickOpacity", .number(0...1), "the opacity of middle and minor ticks (default \(f(d.minorTickOpacity)))"),
        SpecField("labelFont", .object(labelFontFields), "the labels' font"),
        SpecField("maskStops", .objects(maskStopFields), shorthand: ["location", "opacity"],
                  "the fade over ticks and labels, leading to trailing: 1 to \(maximumMaskStops) stops in order of location (default \(d.maskStops.map { "\(f($0.location)):\(f($0.opacity))" }.joined(separator: ", ")))"),
        SpecField("indicatorShape", .oneOf(ControlShape.names), "the indicator's shape (default capsule)"),
        SpecField("indicatorWidth", .number(0...1000), "the indicator's width in points (default \(f(d.indicatorWidth)))"),
        SpecField("indicatorHeight", .number(0...1000), "the indicator's height in points (default: tickHeight + 8)"),
        SpecField("indicatorCornerRadius", .number(0...1000), "the indicator's corner radius in points, for roundedRectangle (default \(f(d.indicatorCornerRadius)))"),
        ]
    }()
    static let rangeFields = [SpecField("from", .number(-1e300...1e300), required: true, "lower bound"),
                              SpecField("through", .number(-1e300...1e300), required: true, "upper bound")]
    static let labelFontFields = ControlFont.specFields(defaults: ControlFont(.caption))
    static let maskStopFields = [SpecField("location", .number(0...1), required: true, "where, as a fraction of the width"),
                                 SpecField("opacity", .number(0...1), required: true, "the mask's opacity there")]

    /// The constants that are plain numbers, by spec name: read, written and range checked alike.
    /// (Computed: key paths are not Sendable.)
    static var parameterKeyPaths: [(String, WritableKeyPath<RulerScrollPicker, Double>)] {
        [
            ("tickHeight", \.tickHeight), ("majorTickWidth", \.majorTickWidth), ("middleTickWidth", \.middleTickWidth),
            ("minorTickWidth", \.minorTickWidth), ("majorTickHeightFraction", \.majorTickHeightFraction),
            ("middleTickHeightFraction", \.middleTickHeightFraction), ("minorTickHeightFraction", \.minorTickHeightFraction),
            ("minorTickOpacity", \.minorTickOpacity), ("indicatorWidth", \.indicatorWidth),
            ("indicatorCornerRadius", \.indicatorCornerRadius),
        ]
    }

    /// The spec's ranges, and the mask's rules, for a ruler built in Swift.
    func checkParameters() throws(PickerError) {
        let numbers = Self.parameterKeyPaths.map { (name: $0.0, value: self[keyPath: $0.1]) }
        try ParameterRanges.check(numbers + (indicatorHeight.map { [("indicatorHeight", $0)] } ?? []), in: Self.specFields)
        let expected = "1 to \(Self.maximumMaskStops) stops, each location and opacity from 0 to 1, in order of location"
        let shown = maskStops.map { "\(PickerError.format($0.location)):\(PickerError.format($0.opacity))" }.joined(separator: ", ")
        guard (1...Self.maximumMaskStops).contains(maskStops.count),
              maskStops.allSatisfy({ (0...1).contains($0.location) && (0...1).contains($0.opacity) }),
              zip(maskStops, maskStops.dropFirst()).allSatisfy({ $0.location <= $1.location }) else {
            throw .invalidOption(name: "maskStops", value: shown, expected: expected)
        }
    }

    public init(spec o: SpecObject) throws(SpecError) {
        var range: ClosedRange<Double> = 0...100
        if let r = try o.object("range", fields: Self.rangeFields) {
            let from = r.number("from")!, through = r.number("through")!
            guard from <= through else { throw o.error("range", "from \(JSONValue.format(from)) is above through \(JSONValue.format(through))") }
            range = from...through
        }
        guard o.string("tint") != "transparent" else { throw o.error("tint", "\"transparent\" is not a tint") }
        self.init(title: o.string("title") ?? "", value: o.number("value") ?? range.lowerBound, range: range,
                  step: o.number("step") ?? 1, majorEvery: o.int("majorEvery") ?? Self.blockDefaults.majorEvery,
                  tickSpacing: o.number("tickSpacing") ?? Self.blockDefaults.tickSpacing, tint: o.color("tint") ?? Self.blockDefaults.tint)
        if let c = o.color("majorTickColor") { majorTickColor = c }
        if let c = o.color("minorTickColor") { minorTickColor = c }
        if let c = o.color("labelColor") { labelColor = c }
        for (name, path) in Self.parameterKeyPaths { if let v = o.number(name) { self[keyPath: path] = v } }
        if let v = o.number("indicatorHeight") { indicatorHeight = v }
        if let s = o.string("indicatorShape") { indicatorShape = ControlShape(rawValue: s)! }
        if let f = try o.object("labelFont", fields: Self.labelFontFields) { labelFont = ControlFont(spec: f, defaults: ControlFont(.caption)) }
        if let stops = try o.objects("maskStops", fields: Self.maskStopFields) {
            guard (1...Self.maximumMaskStops).contains(stops.count) else {
                throw o.error("maskStops", "has \(stops.count) stops; give 1 to \(Self.maximumMaskStops)")
            }
            maskStops = stops.map { MaskStop(location: $0.number("location")!, opacity: $0.number("opacity")!) }
            for i in maskStops.indices.dropFirst() where maskStops[i].location < maskStops[i - 1].location {
                throw stops[i].error("location", "\(JSONValue.format(maskStops[i].location)) is before the previous stop's \(JSONValue.format(maskStops[i - 1].location)) (stops go in order of location)")
            }
        }
    }

    public func writeSpec(to w: inout SpecWriter) {
        w.set("title", title)
        w.set("value", value)
        var r = SpecWriter()
        r.set("from", range.lowerBound); r.set("through", range.upperBound)
        w.set("range", r.value)
        w.set("step", step)
        w.set("majorEvery", majorEvery)
        w.set("tickSpacing", tickSpacing)
        w.set("tint", tint.specText)
        if majorTickColor != .primary { w.set("majorTickColor", majorTickColor.specText) }
        if minorTickColor != .secondary { w.set("minorTickColor", minorTickColor.specText) }
        if labelColor != .secondary { w.set("labelColor", labelColor.specText) }
        let defaults = Self.blockDefaults
        for (name, path) in Self.parameterKeyPaths where self[keyPath: path] != defaults[keyPath: path] {
            w.set(name, self[keyPath: path])
        }
        w.set("indicatorHeight", indicatorHeight)
        if indicatorShape != .capsule { w.set("indicatorShape", indicatorShape.rawValue) }
        if let font = labelFont.specValue(defaults: ControlFont(.caption)) { w.set("labelFont", font) }
        if maskStops != Self.defaultMaskStops {
            w.set("maskStops", .array(maskStops.map { s in
                var o = SpecWriter()
                o.set("location", s.location); o.set("opacity", s.opacity)
                return o.value
            }))
        }
    }
}
