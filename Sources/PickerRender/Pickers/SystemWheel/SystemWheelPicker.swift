// SystemWheelPicker: SwiftUI's Picker with .pickerStyle(.wheel), drawn as iOS 18's
// UIPickerView (docs/architecture.md §9, fitted to the iOS 17 picker image measured 2026-11). Rows
// lie on a cylinder, tangent to it (SystemWheelGeometry: radius 91.4 pt, the eye 1,640 pt away,
// 32-pt rows 0.3559 rad apart, every column's stems converging on the picker's centre), in one
// 23.5-pt size, and fade away from the centre; one selection band (radius
// 8.3, 34.3 tall, inset 8 pt left and right, tertiarySystemFill's hue at 20/255 light, 45/255
// dark) lies behind every column.
//
// Layout, in the picker's space (width W, height 216):
//   - Band: x 8, y 91 (= (216 - 34.3) / 2 on the pixel grid), W - 16 wide, 34.3 tall, continuous corners.
//   - Columns that all have a unit are UIPickerView's centred cluster (the countdown timer's):
//     80.7-pt components 5 pt apart, the unit 35.1 pt into each; otherwise (or where the cluster
//     does not fit the band) they share the band's width equally: column j spans
//     [8 + j cw, 8 + (j + 1) cw] with cw = (W - 16) / n (origins on the pixel grid). Each column
//     is a layer that clips to its frame, as UIPickerView's per-component table views do.
//   - Row text lies in the column inset 8 pt on each side, aligned as the column asks; with a
//     unit, the values are right-aligned and the unit starts 8.8 pt after them, the block of
//     the widest value, gap and unit centred in the column: the iOS Timer's "1 hours | 30 min | 0 sec".
//   - A unit label is fixed (it does not turn with the rows), 18 pt semibold in label colour,
//     0.7 pt above the baseline the centre row's 23.5-pt text has at rest.
//   - Rows are laid out only while they are short of edge-on: 8 or 9 per column whatever
//     the number of values.
// Theming: the band's fill and the text colour (rows and unit labels); nil keeps
// the measured band and label colour, so an unthemed wheel draws exactly as before.
// Environment: UIPickerView's rows do NOT grow with Dynamic Type (its font is fixed at 23.5 pt and
// its rows at 32 pt), so the picker ignores the Dynamic Type size. Reduce Motion does not
// change it either: the cylinder is the control's static look, not a motion effect (iOS draws
// the same wheel with Reduce Motion on; only scrolling animations are affected).
// Accessibility: one column -> one adjustable element on the component (label = the
// accessibility label, nil when unlabelled: the Select (Wheel) accessibility guideline
// warns that a wheel without .accessibilityLabel is unnamed). Several columns -> UIKit's model:
// each column is its own adjustable element (on its column layer, label = the column's title); the
// component carries a container element only when the picker has an accessibility label.

import Foundation
import PickerRenderGeometry
import PickerRenderLayout
import PickerRenderScene
import PickerRenderText

public struct SystemWheelPicker: PickerControl {
    /// How a column's values sit in their part of the row.
    public enum Alignment: String, Sendable, CaseIterable {
        case leading, center, trailing
    }

    /// One component of the wheel: its values, selection, alignment and optional fixed unit.
    public struct Column: Sendable, Equatable {
        /// The column's accessibility label (UIKit's accessibilityLabel for a component); nil
        /// = its unit, if it has one.
        public var title: String?
        public var options: [String]
        public var selection: String
        public var alignment: Alignment
        /// A fixed label beside the selected row ("hours", "min", "sec"); it does not turn.
        public var unit: String?
        /// Tabular digits, so right-aligned numbers line up (the Timer's duration picker).
        public var monospacedDigits: Bool
        /// This column's own scroll offset in rows (added to the picker's).
        public var offset: Double
        /// Rows drawn in the disabled grey (a DatePicker's values outside its range), by index.
        var disabledRows: Set<Int> = []
        /// Whole-number options drawn as `Text(value, format: .number)` draws them: the locale's
        /// digits and grouping separators. Off, an option is drawn as written, as a String (and
        /// `"\(value)"`) is in every locale.
        public var localizesNumbers = false

        /// The text drawn for option `i` in `locale`.
        func displayed(_ i: Int, locale: String) -> String {
            guard localizesNumbers, let v = Int(options[i]) else { return options[i] }
            return v.formatted(.number.locale(Locale(identifier: locale)))
        }

        public init(title: String? = nil, options: [String], selection: String, alignment: Alignment = .center,
                    unit: String? = nil, monospacedDigits: Bool = false, offset: Double = 0) {
            self.title = title; self.options = options; self.selection = selection; self.alignment = alignment
            self.unit = unit; self.monospacedDigits = monospacedDigits; self.offset = offset
        }

        /// Whole numbers, right-aligned with tabular digits: the Timer's hours, minutes and
        /// seconds (`Column(range: 0...23, selection: 1, unit: "hours")`), every `step`-th one
        /// from the range's start (`Column(range: 0...59, step: 15, selection: 45, unit: "sec")`).
        /// At most `SystemWheelPicker.maximumRangeValues` values: a column lists every one, as
        /// UIPickerView does.
        public init(title: String? = nil, range: ClosedRange<Int>, step: Int = 1, selection: Int, unit: String? = nil,
                    offset: Double = 0) {
            precondition(step >= 1, "a wheel column's step is at least 1")
            precondition(SystemWheelPicker.rangeCount(range, step: step) <= SystemWheelPicker.maximumRangeValues,
                         "a wheel column of \(range) lists more than \(SystemWheelPicker.maximumRangeValues) values")
            self.init(title: title, options: stride(from: range.lowerBound, through: range.upperBound, by: step).map(String.init),
                      selection: String(selection), alignment: .trailing, unit: unit, monospacedDigits: true, offset: offset)
        }

        /// The range this column lists and its step, when its options are one (as `init(range:)`
        /// makes them): whole numbers in a constant positive step.
        var range: (range: ClosedRange<Int>, step: Int)? {
            guard alignment == .trailing, monospacedDigits, let first = options.first.flatMap({ Int($0) }) else { return nil }
            var step = 1
            if options.count > 1 {
                guard let second = Int(options[1]), second > first else { return nil }
                let (d, overflow) = second.subtractingReportingOverflow(first)
                guard !overflow else { return nil }
                step = d
            }
            var value = first
            for (i, o) in options.enumerated() {
                if i > 0 {
                    let (next, overflow) = value.addingReportingOverflow(step)
                    guard !overflow else { return nil }
                    value = next
                }
                guard o == String(value) else { return nil }
            }
            return (first...value, step)
        }
    }

    /// The Picker's label text. Wheel style neither draws it nor speaks it (the
    /// Select (Wheel) accessibility guideline): only `accessibilityLabel` names the wheel.
    public var title: String
    public var columns: [Column]
    /// `.accessibilityLabel(...)` with `.accessibilityElement(children: .contain)`; nil = unnamed.
    public var accessibilityLabel: String?
    /// The visible text that names the wheel on screen (e.g. a Text above it), if any.
    public var visibleLabel: String?
    /// The selection band's fill; nil = iOS's (tertiarySystemFill's hue at 20/255 light, 45/255 dark).
    public var bandColor: ColorSpec?
    /// The rows' and unit labels' text colour; nil = label.
    public var textColor: ColorSpec?

    /// `Picker(title, selection:) { ForEach(options) { Text($0) } }.pickerStyle(.wheel)`.
    public init(title: String, options: [String], selection: String) {
        self.init(title: title, columns: [Column(options: options, selection: selection)])
    }

    /// A multi-component wheel sharing one band (UIPickerView with several components).
    public init(title: String, columns: [Column]) {
        self.title = title; self.columns = columns
    }

    /// The golden pattern's `.accessibilityLabel(label)` (+ `.accessibilityElement(children: .contain)`):
    /// the control's own element named, not a view's element around it.
    public func accessibilityLabel(_ label: String) -> SystemWheelPicker {
        var copy = self
        copy.accessibilityLabel = label
        return copy
    }

    /// Declares the visible text naming the wheel (recorded in its accessibility element).
    public func visibleLabel(_ text: String?) -> SystemWheelPicker {
        var copy = self
        copy.visibleLabel = text
        return copy
    }

    /// The band drawn in another colour.
    public func bandStyle(_ color: ColorSpec) -> SystemWheelPicker {
        var copy = self
        copy.bandColor = color
        return copy
    }

    /// The rows and unit labels in another colour (the fade still applies to the rows).
    public func foregroundStyle(_ color: ColorSpec) -> SystemWheelPicker {
        var copy = self
        copy.textColor = color
        return copy
    }

    public static let kind = "system-wheel"
    /// Default width: the full iPhone 16 Pro screen, as a wheel Picker takes all the width it is
    /// offered and the golden pattern offers it the screen's.
    public static let defaultWidth = 402.0
    /// A wheel Picker has no background of its own: it sits on the screen's.
    public static let defaultBackground = SemanticColor.systemBackground
    /// Rows, added to every column's own offset.
    public static let scrollUnit: ScrollUnit? = .rows

    public func layout(in context: PickerContext) throws(PickerError) -> ControlLayout {
        try ControlLayout(body(options: context.options, offset: context.offset ?? 0), in: context)
    }

    /// Index of each column's selection; throws the first bad input, naming it.
    func validated(offset: Double) throws(PickerError) -> [Int] {
        guard !columns.isEmpty else { throw .invalidOption(name: "columns", value: "[]", expected: "at least one column") }
        var selected: [Int] = []
        for (j, c) in columns.enumerated() {
            // One column: the errors every picker uses; several: name the column too.
            let name = columns.count == 1 ? nil : "column \(j + 1)"
            guard !c.options.isEmpty else {
                if let name { throw .invalidOption(name: name, value: "[]", expected: "a list of at least one option") }
                throw .noValues
            }
            var seen = Set<String>(minimumCapacity: c.options.count)
            for o in c.options where !seen.insert(o).inserted {
                if let name { throw .invalidOption(name: name, value: o, expected: "a unique option (it appears twice)") }
                throw .duplicateValue(o)
            }
            guard let i = c.options.firstIndex(of: c.selection) else {
                if let name { throw .invalidOption(name: "\(name) selection", value: c.selection, expected: "one of its options") }
                throw .selectionNotFound(c.selection)
            }
            let total = c.offset + offset
            guard total.isFinite, abs(total) <= ScrollUnit.rows.limit else {
                throw .invalidOffset(control: Self.kind, value: PickerError.format(total), unit: .rows)
            }
            selected.append(i)
        }
        return selected
    }

    /// UIPickerView as it lays itself out: a flexible-width view 216 pt tall whose columns and
    /// rows are worked out for the width it is given (SystemWheelLayout), one VoiceOver element,
    /// or one a column.
    /// - Parameter offset: scroll offset in rows added to every column's own offset.
    func body(options o: RenderOptions, offset: Double = 0) throws(PickerError) -> AnyView {
        let selected = try validated(offset: offset)
        let columns = columns, band = bandColor?.resolved(o.palette), text = textColor?.resolved(o.palette)
        let single = columns.count == 1
        let element: AccessibilityElement?
        if single {
            element = AccessibilityElement(label: accessibilityLabel, value: columns[0].selection, traits: ["adjustable"],
                                           visibleLabel: visibleLabel, options: columns[0].options)
        } else if accessibilityLabel != nil || visibleLabel != nil {
            element = AccessibilityElement(label: accessibilityLabel, value: nil, traits: [], visibleLabel: visibleLabel)
        } else {
            element = nil
        }
        let name = "system wheel \(title)"
        let wheel = SizedView(name: "GeometryReader", flexibleHeight: false, measuring: { size, ctx throws(PickerError) in
            let views = SystemWheelLayout.view(columns: columns, selected: selected, offset: offset, perColumnElements: !single,
                                               band: band, text: text, size: size, options: o, ctx: ctx)
            return FramesLayout(name, frames: views.map(\.0), layer: CustomLayerStyle(accessibility: element))(views.map(\.1.tree)).tree
        })
        return AnyView(.sized(wheel)).frame(height: SystemWheelGeometry.height)
    }
}
