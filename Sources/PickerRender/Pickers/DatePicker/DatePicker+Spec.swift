// DatePicker's spec: the fields, their reader and writer. Dates are ISO 8601 text
// (DatePickerDate); a range is one string, START...END, as Swift writes `in: start...end`.
// Invariants: the reader refuses, at the field, what laying out would refuse (an unknown time
// zone or calendar, a bad date, an empty range, a minute interval that does not divide 60, a
// duration out of the timer's range), so a spec never fails later; a zoneless date is read in
// the spec's own time zone; `writeSpec` writes dates with their offset, so reading back gives
// an equal picker. A selection outside the range is not an error: it is drawn clamped, with a
// warning (`warnings`).

import Foundation

public extension DatePicker {
    static let specFields: [SpecField] = [
        SpecField("title", .string, "the DatePicker's label (the wheel style does not draw it; VoiceOver speaks it)"),
        SpecField("displayedComponents", .oneOf(Components.allCases.map(\.rawValue)), "the columns (default: date)"),
        SpecField("selection", .string, "the selected date, ISO 8601: 2026-12-02 or 2026-12-02T09:41[:00][Z|+09:00] (default: 2001-01-01)"),
        SpecField("range", .string, "the dates that may be chosen, START...END in ISO 8601 (default: every date)"),
        SpecField("countDownDuration", .number(0...86_399), "countDownTimer: the duration in seconds (default 0)"),
        SpecField("minuteInterval", .integer(1...30), "minutes between rows, dividing 60 (default 1)"),
        SpecField("calendar", .oneOf(DatePickerDate.calendars.map(\.name)), "the calendar (default: gregorian)"),
        SpecField("timeZone", .string, "the time zone shown (default: UTC; never the machine's)"),
        SpecField("hourCycle", .oneOf(HourCycle.allCases.map(\.rawValue)), "12- or 24-hour (default: the locale's)"),
        SpecField("accessibilityLabel", .string, "the picker's accessibility label (default: the title)"),
        SpecField("scrolledColumn", .integer(0...4), "the column the offset turns, 0 = the first (default: every column)"),
    ]

    /// 2001-01-01T00:00:00Z, Foundation's reference date: the selection when none is given.
    static let defaultSelection = Date(timeIntervalSinceReferenceDate: 0)

    init(spec o: SpecObject) throws(SpecError) {
        let zoneID = o.string("timeZone") ?? "UTC"
        guard let zone = TimeZone(identifier: zoneID) else {
            throw o.error("timeZone", "'\(zoneID)' is not a time zone Foundation knows (UTC, Europe/Berlin, Asia/Tokyo, GMT+5, ...)")
        }
        func date(_ key: String, _ text: String) throws(SpecError) -> Date {
            guard let d = DatePickerDate.parse(text, in: zone) else {
                throw o.error(key, "'\(text)' is not an ISO 8601 date (2026-12-02, 2026-12-02T09:41, 2026-12-02T09:41:00+09:00) of a day that exists")
            }
            return d
        }
        var range: ClosedRange<Date>?
        if let text = o.string("range") {
            let ends = text.components(separatedBy: "...")
            guard ends.count == 2 else { throw o.error("range", "'\(text)' is not START...END (2026-01-01...2026-12-31)") }
            let lo = try date("range", ends[0]), hi = try date("range", ends[1])
            guard lo <= hi else { throw o.error("range", "'\(text)' is empty: its start is after its end") }
            range = lo...hi
        }
        let selection = try o.string("selection").map { t throws(SpecError) in try date("selection", t) } ?? Self.defaultSelection
        let components = o.string("displayedComponents").flatMap(Components.init(rawValue:)) ?? .date
        self.init(o.string("title") ?? "", selection: selection, in: range, displayedComponents: components)
        countDownDuration = o.number("countDownDuration") ?? 0
        if let m = o.int("minuteInterval") {
            guard 60 % m == 0 else { throw o.error("minuteInterval", "\(m) does not divide 60 (1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30)") }
            minuteInterval = m
        }
        calendar = o.string("calendar") ?? "gregorian"
        timeZone = zoneID
        hourCycle = o.string("hourCycle").flatMap(HourCycle.init(rawValue:))
        accessibilityLabel = o.string("accessibilityLabel")
        scrolledColumn = o.int("scrolledColumn")
    }

    func writeSpec(to w: inout SpecWriter) {
        let zone = TimeZone(identifier: timeZone) ?? TimeZone(secondsFromGMT: 0)!
        w.set("title", title)
        if displayedComponents != .date { w.set("displayedComponents", displayedComponents.rawValue) }
        if displayedComponents == .countDownTimer {
            w.set("countDownDuration", countDownDuration)
        } else {
            w.set("selection", DatePickerDate.text(selection, in: zone))
            w.set("range", range.map { DatePickerDate.text($0.lowerBound, in: zone) + "..." + DatePickerDate.text($0.upperBound, in: zone) })
        }
        if minuteInterval != 1 { w.set("minuteInterval", minuteInterval) }
        if calendar != "gregorian" { w.set("calendar", calendar) }
        if timeZone != "UTC" { w.set("timeZone", timeZone) }
        w.set("hourCycle", hourCycle?.rawValue)
        w.set("accessibilityLabel", accessibilityLabel)
        w.set("scrolledColumn", scrolledColumn)
    }
}
