// DatePickerColumns: a DatePicker's wheel columns, their rows and their frames.
// Setup validates the picker (time zone, calendar, minute interval, duration; a ClosedRange is
// never empty, and the spec refuses an empty one at its path), clamps the
// selection into the range, and turns the locale's pattern (DatePickerPattern) into wheels:
//   - looping wheels (month, day, hour, minute, the timer's hours and minutes) have a period and
//     wrap: a row r rows below the selection shows value (selected + r) mod period;
//   - the others (year, the single date column of date-and-time, AM/PM) have ends and show nothing
//     beyond them.
// Only the rows within reach of the centre are made (the selection's row +-4 around the scroll
// offset), so a column of every day since year 1 costs nine labels, and the scroll offset may
// be anywhere. A row is disabled when the stretch of time it stands for (its year, month, day,
// hour, minute slot or half day, the other columns held at the selection) misses the range.
// Frames: each column as wide as its widest value plus its insets and a 12-pt gap (the looping
// columns measure their whole period, so a column keeps its width while it turns); the group
// is centred in the band, scaled down when wider than it. The timer keeps the band shared equally,
// as the Timer's duration picker has it.

import Foundation
import PickerRenderGeometry
import PickerRenderLayout
import PickerRenderText

enum DatePickerColumns {
    struct Built {
        var column: SystemWheelPicker.Column
        /// The selection's index in `column.options` (may lie outside it when scrolled far).
        var selected: Int
        /// The labels its width is measured over.
        var measured: [String]
    }

    struct Wheel {
        var period: Int?
        /// Non-looping: the rows that exist, relative to the selection.
        var bounds: ClosedRange<Int>
        /// Looping: the selection's index in the period.
        var selectedIndex: Int
        var alignment: SystemWheelPicker.Alignment
        var unit: String? = nil
        /// A looping wheel's label by index in the period; a non-looping one's by row from the selection.
        var label: (Int) -> String
        var disabled: (Int) -> Bool = { _ in false }
    }

    static let gap = 12.0

    struct Setup {
        var wheels: [Wheel] = []
        var spokenValue: String

        init(_ p: DatePicker, locale localeID: String) throws(PickerError) {
            guard let zone = TimeZone(identifier: p.timeZone) else {
                throw .invalidOption(name: "timeZone", value: p.timeZone, expected: "a time zone Foundation knows (UTC, Europe/Berlin, Asia/Tokyo, GMT+5, ...)")
            }
            guard let calendarID = DatePickerDate.calendars.first(where: { $0.name == p.calendar })?.id else {
                throw .invalidOption(name: "calendar", value: p.calendar,
                                     expected: "a calendar Foundation knows (" + DatePickerDate.calendars.map(\.name).joined(separator: ", ") + ")")
            }
            guard (1...30).contains(p.minuteInterval), 60 % p.minuteInterval == 0 else {
                throw .invalidOption(name: "minuteInterval", value: String(p.minuteInterval), expected: "a whole number of minutes from 1 to 30 that divides 60")
            }
            var cal = Calendar(identifier: calendarID)
            cal.timeZone = zone
            let sep = localeID.contains("@") ? ";" : "@"
            let locale = Locale(identifier: localeID + sep + "calendar=" + p.calendar)
            let f = DateFormatter()
            f.locale = locale; f.calendar = cal; f.timeZone = zone
            if p.displayedComponents == .countDownTimer {
                let d = p.countDownDuration
                guard d.isFinite, d >= 0, d < 86_400 else {
                    throw .invalidOption(name: "countDownDuration", value: PickerError.format(d), expected: "a number of seconds from 0 to 86399 (23 h 59 min)")
                }
                let minutes = Int(d) / 60
                self.spokenValue = "\(minutes / 60) hour\(minutes / 60 == 1 ? "" : "s"), \(minutes % 60) minute\(minutes % 60 == 1 ? "" : "s")"
                wheels = Self.timer(hours: minutes / 60, minutes: minutes % 60, interval: p.minuteInterval, locale: locale)
                return
            }
            var date = p.selection
            if let r = p.range { date = min(max(date, r.lowerBound), r.upperBound) }
            let fields = FieldWheels(date: date, range: p.range, calendar: cal, formatter: f, locale: locale, interval: p.minuteInterval)
            let timeTemplate = p.hourCycle == .h12 ? "hmm" : p.hourCycle == .h23 ? "Hmm" : "jmm"
            let timePattern = DatePickerPattern.pattern(template: timeTemplate, locale: locale)
            let datePattern = DatePickerPattern.pattern(template: "yMMMMd", locale: locale)
            var parts: [DatePickerPattern.Part] = []
            var spoken: [String] = []
            switch p.displayedComponents {
            case .date:
                parts = DatePickerPattern(pattern: datePattern).parts
                spoken = [Self.format(date, datePattern, f)]
            case .hourAndMinute:
                parts = DatePickerPattern(pattern: timePattern).parts
                spoken = [Self.format(date, timePattern, f)]
            case .dateAndHourAndMinute, .countDownTimer:
                wheels = [fields.dateColumn(pattern: DatePickerPattern.pattern(template: "MMMEd", locale: locale))]
                parts = DatePickerPattern(pattern: timePattern).parts
                spoken = [Self.format(date, datePattern, f), Self.format(date, timePattern, f)]
            }
            wheels += parts.map { fields.wheel(for: $0) }
            spokenValue = spoken.joined(separator: ", ")
        }

        static func format(_ date: Date, _ pattern: String, _ f: DateFormatter) -> String {
            f.dateFormat = pattern
            return f.string(from: date)
        }

        /// UIDatePicker's timer: hours 0-23 and minutes in steps of the interval, both looping, with
        /// their labels: "hour" beside a selected 1, else "hours" (the label follows the selection,
        /// as iOS's duration pickers draw "1 hour"), and "min".
        static func timer(hours: Int, minutes: Int, interval: Int, locale: Locale) -> [Wheel] {
            let n = NumberFormatter()
            n.locale = locale; n.usesGroupingSeparator = false
            return [Wheel(period: 24, bounds: 0...0, selectedIndex: hours, alignment: .trailing, unit: hours == 1 ? "hour" : "hours",
                          label: { n.string(from: NSNumber(value: $0)) ?? String($0) }),
                    Wheel(period: 60 / interval, bounds: 0...0, selectedIndex: minutes / interval, alignment: .trailing, unit: "min",
                          label: { n.string(from: NSNumber(value: $0 * interval)) ?? String($0 * interval) })]
        }

        /// The columns with the rows in reach of the centre at their offsets (rows; one per
        /// column, each already checked finite and within the rows' limit).
        func columns(offsets: [Double]) -> [Built] {
            zip(wheels, offsets).map { w, offset in
                let near = Int(offset.rounded(.down)) - 4...Int(offset.rounded(.up)) + 4
                let rows = w.period == nil ? near.clamped(to: w.bounds) : near
                var options: [String] = [], disabled = Set<Int>()
                for (i, r) in rows.enumerated() {
                    let key = w.period.map { ((w.selectedIndex + r) % $0 + $0) % $0 } ?? r
                    options.append(w.label(key))
                    if w.disabled(key) { disabled.insert(i) }
                }
                var column = SystemWheelPicker.Column(options: options, selection: options.first ?? "", alignment: w.alignment,
                                                      unit: w.unit, monospacedDigits: w.unit != nil)
                column.disabledRows = disabled
                column.offset = offset
                let measured = w.period.map { p in (0..<p).map(w.label) } ?? options
                return Built(column: column, selected: -rows.lowerBound, measured: measured)
            }
        }
    }

    /// Frames sized to the columns' contents, centred (nil for unit columns: the band shared equally).
    static func frames(_ columns: [Built], width: Double, ctx: TextMetrics) -> [Rect]? {
        guard !columns.isEmpty, columns.allSatisfy({ $0.column.unit == nil }) else { return nil }
        let font = Font(pointSize: SystemWheelGeometry.textSize)
        let widths = columns.map { c in
            (Set(c.measured).map { ctx.line($0, font).width }.max() ?? 0) + 2 * SystemWheelLayout.textInset + gap
        }
        let inner = max(width - 2 * SystemWheelLayout.bandInset, 0), total = widths.reduce(0, +)
        let scale = total > inner ? inner / total : 1
        var x = SystemWheelLayout.bandInset + (inner - total * scale) / 2
        var frames: [Rect] = []
        for w in widths {
            let minX = ctx.grid(x), maxX = ctx.grid(x + w * scale)
            let left = ctx.isRightToLeft ? width - maxX : minX
            frames.append(Rect(x: left, y: 0, width: maxX - minX, height: SystemWheelGeometry.height))
            x += w * scale
        }
        return frames
    }
}
