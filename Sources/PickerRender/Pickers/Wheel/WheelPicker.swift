// WheelPicker: the SwiftUI 3D wheel (docs/architecture.md §3) as a public API that mirrors the
// SwiftUI one: its values, selection, theming and the block's own constants (`block`, written
// once here). It draws as the block's body (WheelPicker+Body.swift): a band behind a scroll view
// over the values, each row turned by rotation3DEffect, scaled and faded by its position. Only
// rows near the wheel's frame are laid out, so cost does not grow with the values.

import PickerRenderGeometry
import PickerRenderLayout
import PickerRenderScene
import PickerRenderText

public struct WheelPicker: PickerControl {
    /// The values, as they are shown.
    public enum Values: Sendable, Equatable {
        /// Texts given one by one (the SwiftUI wheel's `text(value)` of each value).
        case list([String])
        /// Whole numbers `range` by `step`, each formatted by `format`: only the visible rows are
        /// ever formatted, so a million values cost what 24 do.
        case range(ClosedRange<Int>, step: Int, format: IntegerFormat)
    }

    public var title: String
    public var values: Values
    /// Which value is selected: its position in `values`.
    public var selectedIndex: Int
    public var visibleRows: Int
    /// Theming: the selection band's shape, fill and corner radius, the rows' text colour and
    /// font. The SwiftUI wheel's look by default: a continuous rounded rectangle of 12 pt filled
    /// with quaternary, title3 semibold with monospaced digits in primary.
    public var bandShape: ControlShape = .roundedRectangle
    public var bandColor: ColorSpec = .quaternary
    public var bandCornerRadius: Double = WheelPicker.block.bandCornerRadius
    public var textColor: ColorSpec = .primary
    public var rowFont: ControlFont = WheelPicker.defaultRowFont
    /// `.font(.title3.weight(.semibold).monospacedDigit())`, the SwiftUI wheel's row font.
    public static let defaultRowFont = ControlFont(.title3, weight: .semibold, monospacedDigits: true)
    /// The wheel's own math, the SwiftUI block's constants (`block`) by default: each row turns
    /// `tilt` degrees per unit of position with rotation3DEffect's `perspective`, shrinks by
    /// `scaleFalloff` and fades by `opacityFalloff` per unit of position, and is `rowHeight`
    /// points tall (scaled like title3 with Dynamic Type).
    public var tilt: Double = WheelPicker.block.tilt
    public var perspective: Double = WheelPicker.block.perspective
    public var scaleFalloff: Double = WheelPicker.block.scaleFalloff
    public var opacityFalloff: Double = WheelPicker.block.opacityFalloff
    public var rowHeight: Double = WheelPicker.block.rowHeight

    /// The SwiftUI wheel block's constants, the one place they are written: its rotation3DEffect's
    /// degrees per unit of position and perspective, its scaleEffect's and opacity's falloffs,
    /// `@ScaledMetric(relativeTo: .title3) var rowHeight`, the band's corner radius and the
    /// visible rows of its initializer.
    public static let block = (tilt: -62.0, perspective: 0.55, scaleFalloff: 0.12, opacityFalloff: 0.72, rowHeight: 44.0,
                               bandCornerRadius: 12.0, visibleRows: 5)
    /// A rule of the SwiftUI wheel the values broke (duplicates, a selection not among them), found
    /// once at init and thrown when the wheel is laid out.
    var problem: PickerError?

    /// Most values a list or range may hold: a row index stays exact in a Double.
    public static let maximumCount = 1 << 52
    /// A range's bounds and step are within +-2^53: whole numbers a spec (JSON's numbers are
    /// doubles) keeps exactly, so every wheel writes a spec that reads back to it.
    public static let rangeLimit = 1 << 53

    /// The SwiftUI `WheelPicker(title:values:selection:visibleRows:text:)`: any Hashable values,
    /// shown by `text`, which is called once per value here (the picker keeps the texts, so it
    /// is a Sendable, Equatable value). Values must be unique and hold the selection.
    public init<Value: Hashable>(title: String, values: [Value], selection: Value, visibleRows: Int = WheelPicker.block.visibleRows,
                                 text: (Value) -> String) {
        self.title = title; self.visibleRows = visibleRows
        let texts = values.map(text)
        self.values = .list(texts)
        var index = [Value: Int](minimumCapacity: values.count)
        for (i, v) in values.enumerated() where index.updateValue(i, forKey: v) != nil && problem == nil {
            problem = .duplicateValue(text(v))
        }
        if values.isEmpty { problem = .noValues }
        selectedIndex = values.firstIndex(of: selection) ?? 0
        if problem == nil, index[selection] == nil { problem = .selectionNotFound(text(selection), among: texts) }
    }

    /// Whole numbers from a range, formatted lazily (`format` as printf's, e.g. "%02d").
    public init(title: String, range: ClosedRange<Int>, step: Int = 1, format: String = "%d", selection: Int,
                visibleRows: Int = WheelPicker.block.visibleRows) {
        self.title = title; self.visibleRows = visibleRows
        let f: IntegerFormat
        do { f = try IntegerFormat(format) } catch { f = .decimal; problem = error }
        values = .range(range, step: max(step, 1), format: f)
        selectedIndex = 0
        guard problem == nil else { return }
        guard step > 0 else {
            problem = .invalidOption(name: "step", value: String(step), expected: "a positive step"); return
        }
        let limits = -Self.rangeLimit...Self.rangeLimit   // not abs(): abs(Int.min) traps
        guard step <= Self.rangeLimit, limits.contains(range.lowerBound), limits.contains(range.upperBound) else {
            problem = .invalidOption(name: "range", value: "\(range) by \(step)",
                                     expected: "bounds and step within +-\(Self.rangeLimit)"); return
        }
        // Differences of extreme bounds overflow Int: count in UInt.
        let steps = UInt(bitPattern: range.upperBound &- range.lowerBound) / UInt(step)
        guard steps < UInt(Self.maximumCount) else {
            problem = .invalidOption(name: "range", value: "\(range)", expected: "a range of at most \(Self.maximumCount) values")
            return
        }
        let offset = UInt(bitPattern: selection &- range.lowerBound)
        guard range.contains(selection), offset % UInt(step) == 0 else {
            problem = .selectionNotFound(f(selection)); return
        }
        selectedIndex = Int(offset / UInt(step))
    }

    /// How many values the wheel holds.
    public var count: Int {
        switch values {
        case .list(let texts): return texts.count
        case .range(let r, let step, _):
            // A range too long to draw says so at layout; here it only must not trap.
            let steps = UInt(bitPattern: r.upperBound &- r.lowerBound) / UInt(step)
            return steps < UInt(Self.maximumCount) ? Int(steps) + 1 : Self.maximumCount
        }
    }

    /// The text of value `i` as drawn in `locale` (a range formatted "number" uses the
    /// locale's digits and separators; a printf pattern and a list do not depend on it).
    public func text(at i: Int, locale: String) -> String {
        switch values {
        case .list(let texts): return texts[i]
        case .range(let r, let step, let format): return format(r.lowerBound &+ i &* step, locale: locale)
        }
    }

    /// The text of value `i` (computed, for a range), as written in en_US.
    public func text(at i: Int) -> String {
        switch values {
        case .list(let texts): return texts[i]
        // Wrapping arithmetic: lower + i x step is in range (so exact) even where i x step alone
        // would overflow (a range across all of Int).
        case .range(let r, let step, let format): return format(r.lowerBound &+ i &* step)
        }
    }

    /// The selected value's text.
    public var selection: String { text(at: selectedIndex) }

    /// The band drawn in another colour and corner radius (and, optionally, shape).
    public func bandStyle(_ color: ColorSpec, cornerRadius: Double = WheelPicker.block.bandCornerRadius,
                          shape: ControlShape = .roundedRectangle) -> WheelPicker {
        var copy = self
        copy.bandColor = color; copy.bandCornerRadius = cornerRadius; copy.bandShape = shape
        return copy
    }

    /// The rows set in another font, as SwiftUI's `.font(.system(style, design:, weight:))`.
    public func font(_ style: TextStyle, weight: FontWeight? = nil, design: FontDesign = .default,
                     monospacedDigits: Bool = true) -> WheelPicker {
        var copy = self
        copy.rowFont = ControlFont(style, weight: weight, design: design, monospacedDigits: monospacedDigits)
        return copy
    }

    /// The rows' text in another colour.
    public func foregroundStyle(_ color: ColorSpec) -> WheelPicker {
        var copy = self
        copy.textColor = color
        return copy
    }

    public static let kind = "wheel"
    public static let defaultWidth = 171.0
    public static let defaultBackground = SemanticColor.systemGroupedBackground
    public static let scrollUnit: ScrollUnit? = .rows

    public func layout(in context: PickerContext) throws(PickerError) -> ControlLayout {
        if let problem { throw problem }
        // The spec's ranges (specFields), checked for a wheel built in Swift too.
        try ParameterRanges.check([("bandCornerRadius", bandCornerRadius), ("tilt", tilt), ("perspective", perspective),
                                   ("scaleFalloff", scaleFalloff), ("opacityFalloff", opacityFalloff),
                                   ("rowHeight", rowHeight)], in: Self.specFields)
        return try ControlLayout(body(in: context), in: context)
    }
}
