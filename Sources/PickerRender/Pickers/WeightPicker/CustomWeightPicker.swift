// CustomWeightPicker: the horizontal ruler of a published SwiftUI weight picker (the article
// calls it WheelPicker), drawn as iOS 18 lays its SwiftUI code out. Reading that code:
// - `HStack(spacing: config.spacing)` of zero-width tick frames, inside a ScrollView with
//   `.safeAreaPadding(.horizontal, width / 2)`: tick i sits at x = W/2 + i * spacing minus the
//   scroll offset, and `scrollPosition(id:)` with view-aligned targets puts the selected tick
//   at the padded leading edge, the centre. So tick i is at W/2 + (i - p) * spacing, p being
//   its onAppear position (Int(value) * steps) / multiplier (integer arithmetic),
//   clamped to the content as a scroll view clamps it.
// - Each tick is `Divider().background(c).frame(width: 0, height: 20 or 10)
//   .frame(maxHeight: 20, alignment: .bottom)`: a vertical Divider, which is a hairline one
//   device pixel (1/scale pt) thick, centred on the zero-width frame (its origin, half a pixel
//   left, rounds half up onto the tick's own x: the line covers [x, x + 1 px)). The 20-pt band
//   is centred in the ScrollView's full height (the HStack has `.frame(height: size.height)`).
//   The Divider paints UIColor.separator (60,60,67 @0.29 light, 84,84,88 @0.6 dark) over its
//   background, so a "primary" tick is black under 29 % grey in light and a mid grey in dark,
//   and a .gray (systemGray, 142,142,147 in both appearances) tick is darker than systemGray:
//   the well-known look of `Divider().background(...)`.
// - Majors (i % steps == 0) are 20 pt, minors 10, bottom-aligned in the band; majors carry
//   Text("\(i / steps * multiplier)") in caption semibold, label colour, centred on the tick,
//   its bottom 20 pt below the band's bottom (overlay(alignment: .bottom) + offset(y: 20)).
// - The indicator is an overlay on the ScrollView, bottom-aligned: a 1 x 40 pt Rectangle in the
//   foreground colour (primary) with 20 pt of padding under it, so it stands 20 pt above the
//   ruler's bottom edge, under the labels (the SwiftUI code, faithfully; with the article's
//   200-pt frame it does not touch the ticks).
// - The ScrollView clips its content (ticks and labels) to its frame; the indicator is not in it.
// Only ticks whose line or label can touch the frame are laid out, so 3,000 or 10 million ticks
// cost what 75 do. Drawn by CustomWeightPicker+Body.swift. Right to left the scale mirrors (values increase to the left), as
// SwiftUI mirrors a horizontal ScrollView; the labels and the centred indicator are not flipped.
// The value shown (and read by VoiceOver) is the onChange result, p / steps * multiplier, which is
// what `value` becomes once the view has appeared.

import Foundation
import PickerRenderGeometry
import PickerRenderLayout
import PickerRenderScene
import PickerRenderText

public struct CustomWeightPicker: PickerControl {
    /// The SwiftUI code's Config, with its defaults.
    public struct Config: Sendable, Equatable {
        public var count: Int
        public var steps: Int
        public var multiplier: Int
        public var spacing: Double
        public var showsText: Bool

        public init(count: Int, steps: Int = 10, multiplier: Int = 10, spacing: Double = 5, showsText: Bool = true) {
            self.count = count; self.steps = steps; self.multiplier = multiplier
            self.spacing = spacing; self.showsText = showsText
        }
    }

    /// VoiceOver's label (not drawn).
    public var title: String
    public var config: Config
    /// The bound value (a CGFloat in SwiftUI).
    public var value: Double
    /// The unit VoiceOver reads after the value ("lbs", "kg"); nil reads the number alone.
    public var unit: String?

    /// The frame's height in points (the article's `.frame(height: 200)`).
    public var height: Double

    public init(title: String = "Weight", config: Config, value: Double, unit: String? = nil, height: Double = 200) {
        self.title = title; self.config = config; self.value = value; self.unit = unit; self.height = height
    }

    public static let kind = "weight-ruler"
    /// The article's 200-pt frame in a 402-pt screen less its 16-pt padding.
    public static let defaultWidth = 370.0
    public static let defaultBackground = SemanticColor.systemBackground

    public func layout(in context: PickerContext) throws(PickerError) -> ControlLayout {
        try ControlLayout(body(in: context), in: context)
    }

    public static let specFields: [SpecField] = [
        SpecField("title", .string, "accessibility label, not drawn (default Weight)"),
        SpecField("value", .number(-1e300...1e300), required: true, "the bound value"),
        SpecField("unit", .string, "the unit VoiceOver reads after the value"),
        SpecField("height", .number(0...Limits.maximumLength),
                  "the frame's height in points, \(PickerError.format(minimumHeight))...\(Limits.maximumLengthText) (default 200)"),
    ] + configFields
    static let configFields: [SpecField] = [
        SpecField("count", .integer(-(1 << 53)...(1 << 53)), required: true, "units on the ruler"),
        SpecField("steps", .integer(-(1 << 53)...(1 << 53)), "ticks per unit (default 10)"),
        SpecField("multiplier", .integer(-(1 << 53)...(1 << 53)), "value of a unit (default 10)"),
        SpecField("spacing", .number(-1e300...1e300), "points between ticks (default 5)"),
        SpecField("showsText", .boolean, "labels under the major ticks (default true)"),
    ]

    static func config(_ o: SpecObject) -> Config {
        Config(count: o.int("count")!, steps: o.int("steps") ?? 10, multiplier: o.int("multiplier") ?? 10,
               spacing: o.number("spacing") ?? 5, showsText: o.bool("showsText") ?? true)
    }

    static func write(_ c: Config, to w: inout SpecWriter) {
        w.set("count", c.count); w.set("steps", c.steps); w.set("multiplier", c.multiplier)
        w.set("spacing", c.spacing); w.set("showsText", c.showsText)
    }

    public init(spec o: SpecObject) throws(SpecError) {
        self.init(title: o.string("title") ?? "Weight", config: Self.config(o), value: o.number("value")!, unit: o.string("unit"),
                  height: o.number("height") ?? 200)
    }

    public func writeSpec(to w: inout SpecWriter) {
        w.set("title", title); w.set("value", value); w.set("unit", unit); w.set("height", height)
        Self.write(config, to: &w)
    }

    /// Limits that keep the arithmetic in Int and the culling meaningful.
    static let maximumCount = 100_000, maximumSteps = 1_000, maximumMultiplier = 1_000_000
    static let spacingRange = 1.0...1_000
    /// The least frame height accepted, in points (the check, the error and the spec help read it).
    static let minimumHeight = 60.0

    /// Checks every field before anything is derived from them (the view calls this first).
    /// The bounds keep every product of user numbers in Int: count x steps <= 1e8 ticks,
    /// count x multiplier <= 1e11, value x steps <= 1e14.
    public func validated() throws(PickerError) {
        let c = config
        guard (1...Self.maximumCount).contains(c.count) else {
            throw .invalidOption(name: "count", value: String(c.count), expected: "a whole number from 1 to \(Self.maximumCount)")
        }
        guard (1...Self.maximumSteps).contains(c.steps) else {
            throw .invalidOption(name: "steps", value: String(c.steps), expected: "a whole number from 1 to \(Self.maximumSteps)")
        }
        guard (1...Self.maximumMultiplier).contains(c.multiplier) else {
            throw .invalidOption(name: "multiplier", value: String(c.multiplier),
                                 expected: "a whole number from 1 to \(Self.maximumMultiplier)")
        }
        guard c.spacing.isFinite, Self.spacingRange.contains(c.spacing) else {
            throw .invalidOption(name: "spacing", value: PickerError.format(c.spacing), expected: "a number of points from 1 to 1000")
        }
        let top = c.count * c.multiplier   // <= 1e11 after the checks above
        guard value.isFinite, value >= 0, value <= Double(top) else {
            throw .invalidOption(name: "value", value: PickerError.format(value),
                                 expected: "a number from 0 to \(top) (count x multiplier)")
        }
    }

    /// Ticks minus one: the SwiftUI code's `steps * count` (ticks run 0...totalSteps). Saturates
    /// rather than traps for a configuration `validated()` refuses.
    public var totalSteps: Int { Self.saturatingProduct(config.steps, config.count) }

    /// The tick under the indicator: the SwiftUI code's onAppear, clamped into 0...totalSteps.
    /// Total for any value and configuration (saturating), so reading it before validation cannot
    /// trap.
    public var scrollPosition: Int {
        guard value.isFinite, config.multiplier > 0 else { return 0 }
        let raw = Self.saturatingProduct(Int(max(min(value, 1e15), -1e15)), config.steps) / config.multiplier
        return min(max(raw, 0), max(totalSteps, 0))
    }

    static func saturatingProduct(_ a: Int, _ b: Int) -> Int {
        let (p, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? ((a < 0) != (b < 0) ? Int.min : Int.max) : p
    }

    /// The value once the view has appeared: the SwiftUI code's onChange of the scroll position.
    public var selectedValue: Double {
        Double(scrollPosition) / Double(config.steps) * Double(config.multiplier)
    }

    /// A major tick's label, or nil for a minor tick or when text is off.
    public func label(at index: Int) -> String? {
        guard config.showsText, config.steps > 0, index % config.steps == 0 else { return nil }
        return String(Self.saturatingProduct(index / config.steps, config.multiplier))
    }

    /// The locale's zero digit ("٠" for ar_EG, "۰" for fa_IR, "0" for most), from the number
    /// formatter that gives the ruler its labels, so both controls write a locale's own digits.
    static func zeroDigit(locale: String) -> Unicode.Scalar {
        0.formatted(.number.locale(Locale(identifier: locale))).unicodeScalars.first ?? "0"
    }

    /// `text` with its ASCII digits written from `zero` up (digits are consecutive in every
    /// Unicode decimal system); no grouping is added, as `label(at:)` has none.
    static func withDigits(_ text: String, zero: Unicode.Scalar) -> String {
        guard zero != "0" else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { c in
            ("0"..."9").contains(c) ? Unicode.Scalar(zero.value + c.value - 48)! : c
        }))
    }

    /// "150.0 lbs": the value as the demo's `specifier: "%.1f"` prints it, in `locale`.
    public func formattedValue(locale: String = "en_US") -> String {
        let number = String(format: "%.1f", locale: Locale(identifier: locale), selectedValue)
        return unit.map { "\(number) \($0)" } ?? number
    }

    // MARK: geometry

    static let bandHeight = 20.0, majorHeight = 20.0, minorHeight = 10.0, labelOffset = 20.0
    static let indicatorSize = Size(1, 40), indicatorBottomPadding = 20.0
    /// systemGray: SwiftUI's Color.gray, the same in light and dark.
    static let gray = Color(142, 142, 147)

    /// UIColor.separator, which a Divider paints over its background.
    static func dividerColor(_ a: Appearance) -> Color {
        a == .light ? Color(60, 60, 67, alpha: 0.29) : Color(84, 84, 88, alpha: 0.6)
    }

    /// The x of tick `index` (its zero-width frame) in a ruler `width` wide, before the grid.
    public func tickX(_ index: Int, width: Double) -> Double {
        width / 2 + Double(index - scrollPosition) * config.spacing
    }

    /// Ticks whose line, or label (up to `margin` points away), can touch 0...width.
    func visibleTicks(width: Double, margin: Double) -> ClosedRange<Int>? {
        let s = config.spacing, p = Double(scrollPosition)
        let lo = max(Int(((-margin - width / 2) / s + p).rounded(.down)), 0)
        let hi = min(Int(((width / 2 + margin) / s + p).rounded(.up)), totalSteps)
        return lo <= hi ? lo...hi : nil
    }
}
