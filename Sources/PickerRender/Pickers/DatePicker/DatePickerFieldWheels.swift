// DatePickerFieldWheels: one wheel per field of a date or time pattern, its labels from the
// locale's formatters (DateFormatter for names and years, NumberFormatter for the locale's
// digits), in the picker's calendar and time zone.
// Loops: month (the months of the selected year: 13 in a Hebrew leap year), day (1 to the
// calendar's longest month; days the selected month lacks are disabled, as iOS greys 29-31 in
// February), hour (12 or 24), minute (60 / minuteInterval). Ends: year (from year 1 to 9999 of
// the Gregorian calendar), AM/PM (two rows) and the single date column.
// A row's disabled state: the stretch of time it stands for misses the range.

import Foundation

struct FieldWheels {
    typealias Wheel = DatePickerColumns.Wheel
    let date: Date
    let range: ClosedRange<Date>?
    let calendar: Calendar
    let formatter: DateFormatter
    let locale: Locale
    let interval: Int

    private func outside(_ start: Date?, _ unit: Calendar.Component) -> Bool {
        guard range != nil, let start, let i = calendar.dateInterval(of: unit, for: start) else { return false }
        return outside(i)
    }

    private func outside(_ i: DateInterval) -> Bool {
        guard let range else { return false }
        return i.end <= range.lowerBound || i.start > range.upperBound
    }

    private func quoted(_ s: String) -> String {
        s.isEmpty ? "" : "'" + s.replacingOccurrences(of: "'", with: "''") + "'"
    }

    private func number(_ v: Int, digits: Int) -> String {
        let n = NumberFormatter()
        n.locale = locale; n.usesGroupingSeparator = false; n.minimumIntegerDigits = digits
        return n.string(from: NSNumber(value: v)) ?? String(v)
    }

    /// Years from the Gregorian 0001-01-01 to 9999-12-31, relative to the selection's.
    private var yearBounds: ClosedRange<Int> {
        var g = Calendar(identifier: .gregorian)
        g.timeZone = calendar.timeZone
        let first = g.date(from: DateComponents(year: 1, month: 1, day: 1))!, last = g.date(from: DateComponents(year: 9999, month: 12, day: 31))!
        let before = calendar.dateComponents([.year], from: first, to: date).year ?? 0
        let after = calendar.dateComponents([.year], from: date, to: last).year ?? 0
        return -max(before, 0)...max(after, 0)
    }

    func wheel(for part: DatePickerPattern.Part) -> Wheel {
        let f = formatter, cal = calendar, date = date, suffix = quoted(part.suffix)
        switch part.field {
        case .year:
            let format = part.format + suffix
            return Wheel(period: nil, bounds: yearBounds, selectedIndex: 0, alignment: .leading,
                         label: { r in
                             f.dateFormat = format
                             return cal.date(byAdding: .year, value: r, to: date).map(f.string(from:)) ?? ""
                         },
                         disabled: { r in outside(cal.date(byAdding: .year, value: r, to: date), .year) })
        case .month:
            let year = cal.dateInterval(of: .year, for: date)!.start
            let count = cal.range(of: .month, in: .year, for: date)?.count ?? 12
            let selected = cal.dateComponents([.month], from: year, to: cal.dateInterval(of: .month, for: date)!.start).month ?? 0
            // Names stand alone on a wheel (LLLL, not the MMMM of a date in running text).
            let format = (part.format.count >= 3 ? String(repeating: "L", count: part.format.count) : part.format) + suffix
            return Wheel(period: count, bounds: 0...0, selectedIndex: selected, alignment: part.format.count >= 3 ? .leading : .trailing,
                         label: { i in
                             f.dateFormat = format
                             return cal.date(byAdding: .month, value: i, to: year).map(f.string(from:)) ?? ""
                         },
                         disabled: { i in outside(cal.date(byAdding: .month, value: i, to: year), .month) })
        case .day:
            let longest = cal.maximumRange(of: .day)?.count ?? 31
            let month = cal.dateInterval(of: .month, for: date)!.start
            let days = cal.range(of: .day, in: .month, for: date)?.count ?? longest
            let selected = (cal.dateComponents([.day], from: month, to: cal.startOfDay(for: date)).day ?? 0)
            let digits = part.format.count, text = part.suffix
            return Wheel(period: longest, bounds: 0...0, selectedIndex: selected, alignment: .trailing,
                         label: { i in number(i + 1, digits: digits) + text },
                         disabled: { i in i >= days || outside(cal.date(byAdding: .day, value: i, to: month), .day) })
        case .hour:
            let letter = part.format.first ?? "h", digits = part.format.count, text = part.suffix
            let twelve = letter == "h" || letter == "K"
            let hour = cal.component(.hour, from: date), day = cal.startOfDay(for: date)
            let base = twelve && hour >= 12 ? 12 : 0
            return Wheel(period: twelve ? 12 : 24, bounds: 0...0, selectedIndex: twelve ? hour % 12 : hour, alignment: .trailing,
                         label: { i in
                             let shown = letter == "h" && i == 0 ? 12 : letter == "k" && i == 0 ? 24 : i
                             return number(shown, digits: digits) + text
                         },
                         disabled: { i in outside(cal.date(byAdding: .hour, value: base + i, to: day), .hour) })
        case .minute:
            let start = cal.dateInterval(of: .hour, for: date)!.start, step = interval, text = part.suffix
            let minute = cal.component(.minute, from: date)
            return Wheel(period: 60 / step, bounds: 0...0, selectedIndex: minute / step, alignment: .leading,
                         label: { i in number(i * step, digits: 2) + text },
                         disabled: { i in
                             outside(DateInterval(start: start.addingTimeInterval(Double(i * step * 60)), duration: Double(step * 60)))
                         })
        case .dayPeriod:
            let day = cal.startOfDay(for: date), pm = cal.component(.hour, from: date) >= 12 ? 1 : 0
            let symbols = [f.amSymbol, f.pmSymbol]
            return Wheel(period: nil, bounds: -pm...(1 - pm), selectedIndex: 0, alignment: .leading,
                         label: { r in symbols[pm + r] },
                         disabled: { r in
                             outside(DateInterval(start: day.addingTimeInterval(Double((pm + r) * 43_200)), duration: 43_200))
                         })
        }
    }

    /// dateAndHourAndMinute's single date column ("Wed Dec 2"): one row a day, the locale's
    /// month-weekday-day pattern without its commas.
    func dateColumn(pattern: String) -> Wheel {
        let f = formatter, cal = calendar, date = date
        // The year column's ends, counted in days.
        var g = Calendar(identifier: .gregorian)
        g.timeZone = cal.timeZone
        let first = g.date(from: DateComponents(year: 1, month: 1, day: 1))!, last = g.date(from: DateComponents(year: 9999, month: 12, day: 31))!
        let bounds = -max(cal.dateComponents([.day], from: first, to: date).day ?? 0, 0)...max(cal.dateComponents([.day], from: date, to: last).day ?? 0, 0)
        return Wheel(period: nil, bounds: bounds, selectedIndex: 0, alignment: .trailing,
                     label: { r in
                         f.dateFormat = pattern
                         let text = cal.date(byAdding: .day, value: r, to: date).map(f.string(from:)) ?? ""
                         return String(text.filter { !DatePickerPattern.separators.contains($0) || $0 == "(" || $0 == ")" })
                             .split(separator: " ").joined(separator: " ")
                     },
                     disabled: { r in outside(cal.date(byAdding: .day, value: r, to: date), .day) })
    }
}
