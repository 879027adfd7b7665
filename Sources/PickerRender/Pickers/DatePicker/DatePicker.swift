// DatePicker: SwiftUI's DatePicker with .datePickerStyle(.wheel), and UIDatePicker's
// .countDownTimer mode, drawn on the system wheel (SystemWheelLayout: the same cylinder, band,
// text and fade as a wheel Picker; docs/architecture.md §23).
// Columns come from the locale's own patterns (DatePickerPattern), their rows from Foundation's
// formatters (DatePickerColumns), so month names, day periods and digits are the locale's.
// Invariants: nothing of the machine leaks in: the locale is the environment's (RenderOptions,
// default en_US), the calendar and time zone are the picker's own (default gregorian, UTC), so
// the bytes are the same under any TZ or LANG. Hours, minutes, months and days loop (iOS's
// wheels wrap: 0 is below 23); years, the single date column and AM/PM stop at their ends.
// A selection outside the range is drawn clamped to it, as UIDatePicker clamps, and reported
// by `warnings`; values outside the range are drawn in the disabled grey.
// Accessibility: one adjustable element, the picker's label and its value formatted for the
// locale ("December 2, 2026, 9:41 AM"); a timer's in English ("1 hour, 30 minutes"), as its
// unit labels are.

import Foundation
import PickerRenderGeometry
import PickerRenderLayout
import PickerRenderScene

public struct DatePicker: PickerControl {
    /// SwiftUI's DatePickerComponents with UIDatePicker's timer mode.
    public enum Components: String, Sendable, CaseIterable {
        case date, hourAndMinute, dateAndHourAndMinute, countDownTimer
    }

    /// The locale's hour cycle, or one forced (iOS follows the 24-Hour Time setting).
    public enum HourCycle: String, Sendable, CaseIterable {
        case h12, h23
    }

    /// The DatePicker's label: not drawn by the wheel style, spoken as its accessibility label.
    public var title: String
    /// The selected date and time (any time zone: it is shown in `timeZone`).
    public var selection: Date
    /// `in: range`; nil = every date.
    public var range: ClosedRange<Date>?
    public var displayedComponents: Components
    /// The timer's duration in seconds (`.countDownTimer`), 0 to 23 h 59 min.
    public var countDownDuration: Double
    /// UIDatePicker's minuteInterval: 1 to 30, dividing 60.
    public var minuteInterval: Int
    /// A calendar identifier Foundation knows, as CLDR names it ("gregorian", "japanese", ...).
    public var calendar: String
    /// A time zone identifier ("UTC", "Europe/Berlin", "GMT+5").
    public var timeZone: String
    /// nil = the locale's.
    public var hourCycle: HourCycle?
    /// `.accessibilityLabel(...)`; nil = the title.
    public var accessibilityLabel: String?
    /// The column the scroll offset turns, from the first (0) in the components' order, as a
    /// finger turns one column; nil = every column.
    public var scrolledColumn: Int?

    /// `DatePicker(title, selection:, in:, displayedComponents:).datePickerStyle(.wheel)`.
    public init(_ title: String, selection: Date, in range: ClosedRange<Date>? = nil, displayedComponents: Components = .date) {
        self.title = title; self.selection = selection; self.range = range; self.displayedComponents = displayedComponents
        countDownDuration = 0; minuteInterval = 1; calendar = "gregorian"; timeZone = "UTC"
    }

    /// UIDatePicker in .countDownTimer mode with `countDownDuration` seconds.
    public init(_ title: String, countDownDuration: Double) {
        self.init(title, selection: Date(timeIntervalSince1970: 0), displayedComponents: .countDownTimer)
        self.countDownDuration = countDownDuration
    }

    public func minuteInterval(_ minutes: Int) -> DatePicker { with { $0.minuteInterval = minutes } }
    public func calendar(_ identifier: String) -> DatePicker { with { $0.calendar = identifier } }
    public func timeZone(_ identifier: String) -> DatePicker { with { $0.timeZone = identifier } }
    public func hourCycle(_ cycle: HourCycle?) -> DatePicker { with { $0.hourCycle = cycle } }
    public func accessibilityLabel(_ label: String) -> DatePicker { with { $0.accessibilityLabel = label } }
    public func scrolledColumn(_ index: Int?) -> DatePicker { with { $0.scrolledColumn = index } }

    private func with(_ change: (inout DatePicker) -> Void) -> DatePicker {
        var copy = self
        change(&copy)
        return copy
    }

    public static let kind = "date-picker"
    /// The full iPhone 16 Pro screen, as a wheel takes the width it is offered.
    public static let defaultWidth = 402.0
    public static let defaultBackground = SemanticColor.systemBackground
    /// Rows, the same for every column.
    public static let scrollUnit: ScrollUnit? = .rows

    /// What drawing it would say: a selection outside the range, drawn clamped.
    public var warnings: [String] {
        guard displayedComponents != .countDownTimer, let range, !range.contains(selection), let zone = TimeZone(identifier: timeZone) else { return [] }
        let clamped = selection < range.lowerBound ? range.lowerBound : range.upperBound
        return ["selection: '\(DatePickerDate.text(selection, in: zone))' is outside the range "
                + "\(DatePickerDate.text(range.lowerBound, in: zone))...\(DatePickerDate.text(range.upperBound, in: zone)); "
                + "drawn at '\(DatePickerDate.text(clamped, in: zone))', as iOS clamps it"]
    }

    public func layout(in context: PickerContext) throws(PickerError) -> ControlLayout {
        let offset = context.offset ?? 0
        guard offset.isFinite, abs(offset) <= ScrollUnit.rows.limit else {
            throw .invalidOffset(control: Self.kind, value: PickerError.format(offset), unit: .rows)
        }
        let setup = try DatePickerColumns.Setup(self, locale: context.options.locale)
        let count = setup.wheels.count
        if let j = scrolledColumn, !(0..<count).contains(j) {
            throw .invalidOption(name: "scrolledColumn", value: String(j), expected: "a column of this picker, 0 to \(count - 1)")
        }
        // The offset turns the one column a finger is on, or every column.
        let columns = setup.columns(offsets: (0..<count).map { scrolledColumn == nil || scrolledColumn == $0 ? offset : 0 })
        let element = AccessibilityElement(label: accessibilityLabel ?? (title.isEmpty ? nil : title),
                                           value: setup.spokenValue, traits: ["adjustable"])
        let o = context.options
        let name = "date picker \(title)"
        // UIDatePicker's wheels: UIPickerView's layout with columns sized to their contents.
        let picker = SizedView(name: "GeometryReader", flexibleHeight: false, measuring: { size, ctx throws(PickerError) in
            let frames = DatePickerColumns.frames(columns, width: size.width, ctx: ctx)
            let views = SystemWheelLayout.view(columns: columns.map(\.column), selected: columns.map(\.selected), offset: 0,
                                               perColumnElements: false, frames: frames, size: size, options: o, ctx: ctx)
            return FramesLayout(name, frames: views.map(\.0), layer: CustomLayerStyle(accessibility: element))(views.map(\.1.tree)).tree
        })
        return try ControlLayout(AnyView(.sized(picker)).frame(height: SystemWheelGeometry.height), in: context)
    }
}
