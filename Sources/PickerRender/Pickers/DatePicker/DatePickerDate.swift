// DatePickerDate: ISO 8601 text for a DatePicker's selection and range, read strictly.
// Accepted: YYYY-MM-DD, optionally followed by THH:MM or THH:MM:SS, optionally followed by Z
// or +HH:MM / -HH:MM. Without a zone the time is a wall-clock time in the picker's time zone
// (as a user means "2026-12-02T09:41" in Tokyo); a date alone is its midnight there.
// Invariants: a day that does not exist (2026-02-30), an hour past 23 or a year outside
// 1...9999 is refused, never rolled over; the proleptic Gregorian calendar reads it, whatever
// calendar the picker shows.

import Foundation

enum DatePickerDate {
    /// The instant `text` names, reading a zoneless time in `zone`; nil for anything else.
    static func parse(_ text: String, in zone: TimeZone) -> Date? {
        let s = Array(text.utf8)
        func number(_ from: Int, _ count: Int) -> Int? {
            guard from + count <= s.count else { return nil }
            var v = 0
            for b in s[from..<(from + count)] {
                guard (48...57).contains(b) else { return nil }
                v = v * 10 + Int(b - 48)
            }
            return v
        }
        func at(_ i: Int, _ c: Character) -> Bool { i < s.count && s[i] == c.asciiValue! }
        guard let year = number(0, 4), at(4, "-"), let month = number(5, 2), at(7, "-"), let day = number(8, 2) else { return nil }
        var i = 10, hour = 0, minute = 0, second = 0
        if at(i, "T") {
            guard let h = number(i + 1, 2), at(i + 3, ":"), let m = number(i + 4, 2) else { return nil }
            hour = h; minute = m; i += 6
            if at(i, ":") {
                guard let sec = number(i + 1, 2) else { return nil }
                second = sec; i += 3
            }
        }
        var tz = zone
        if at(i, "Z") {
            tz = TimeZone(secondsFromGMT: 0)!; i += 1
        } else if at(i, "+") || at(i, "-") {
            guard let h = number(i + 1, 2), at(i + 3, ":"), let m = number(i + 4, 2), h <= 18, m <= 59 else { return nil }
            tz = TimeZone(secondsFromGMT: (at(i, "-") ? -1 : 1) * (h * 3600 + m * 60))!; i += 6
        }
        guard i == s.count, (1...9999).contains(year), (1...12).contains(month), hour <= 23, minute <= 59, second <= 59 else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = tz
        guard let days = calendar.range(of: .day, in: .month,
                                        for: calendar.date(from: DateComponents(year: year, month: month, day: 1))!),
              days.contains(day) else { return nil }
        // A wall-clock time skipped by a daylight-saving change moves forward, as Foundation does.
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))
    }

    /// The instant as ISO 8601 in `zone`, with its offset (2026-12-02T09:41:00+09:00).
    static func text(_ date: Date, in zone: TimeZone) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.calendar = Calendar(identifier: .gregorian)
        f.timeZone = zone
        f.dateFormat = "yyyy-MM-dd'T'HH:mm:ssxxx"
        return f.string(from: date)
    }

    /// CLDR's calendar names, as a spec and `Locale`'s `@calendar=` write them.
    static let calendars: [(name: String, id: Calendar.Identifier)] = [
        ("gregorian", .gregorian), ("buddhist", .buddhist), ("chinese", .chinese), ("coptic", .coptic),
        ("ethiopic", .ethiopicAmeteMihret), ("ethioaa", .ethiopicAmeteAlem), ("hebrew", .hebrew), ("iso8601", .iso8601),
        ("indian", .indian), ("islamic", .islamic), ("islamic-civil", .islamicCivil), ("islamic-tbla", .islamicTabular),
        ("islamic-umalqura", .islamicUmmAlQura), ("japanese", .japanese), ("persian", .persian), ("roc", .republicOfChina),
    ]
}
