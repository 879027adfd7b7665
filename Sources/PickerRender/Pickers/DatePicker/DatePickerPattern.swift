// DatePickerPattern: which wheel columns a locale's date or time pattern asks for, in its order.
// The pattern is ICU's, from Foundation (`DateFormatter.dateFormat(fromTemplate:options:locale:)`):
// "yMMMMd" for a date, "jmm" for a time (or "hmm" / "Hmm" under an hour-cycle override).
// What swift-corelibs-foundation returned on this machine (Swift 6.3.1, 2026-12):
//     yMMMMd: en_US "MMMM d, y", de_DE "d. MMMM y", ja_JP "y年M月d日", ar_EG "d MMMM، y", he_IL "d בMMMM y"
//     jmm:    en_US "h:mm a", de_DE "HH:mm", ja_JP "H:mm", ar_EG "h:mm a", he_IL "H:mm"
//     hmm:    ja_JP "aK:mm" (the day period first, hours 0-11); Hmm: en_US "HH:mm"
//     MMMEd:  en_US "EEE, MMM d", de_DE "EEE d. MMM", ja_JP "M月d日(EEE)"
//     with @calendar=japanese, en_US yMMMd is "MMM d, G y" (the era beside the year).
// Each field becomes a column; the text between fields is split at white space: what follows a
// field without a space stays with it as a suffix (ja_JP "2026年", "12月", "2日"; de_DE "2."),
// separators (":", ",", "،", "/", "-", direction marks) are dropped, and a prefix before a field
// (he_IL's "ב") is dropped too: a wheel shows the month alone. An era (G) joins the year's column.
// Invariant: every field letter the wheel knows appears at most once in the result.

import Foundation

struct DatePickerPattern: Equatable {
    enum Field: Equatable { case year, month, day, hour, minute, dayPeriod }

    struct Part: Equatable {
        var field: Field
        /// The pattern's letter and count for the field ("MMMM", "HH", "a"); for the year, the
        /// whole format of its column ("G y" under an era).
        var format: String
        /// Literal text drawn after the value ("年", ".").
        var suffix: String
    }

    var parts: [Part]

    /// Dropped between fields: they are drawn by the wheel's columns, not as text.
    static let separators: Set<Character> = [":", ",", "،", "/", "-", "\u{200F}", "\u{200E}", "\u{061C}", "(", ")", "（", "）"]

    init(pattern: String) {
        var parts: [Part] = []
        var era: String?, eraBeforeYear = false
        var literal = ""
        var chars = Array(pattern)[...]
        func flushLiteral() {
            defer { literal = "" }
            guard !parts.isEmpty else { return }
            let head = literal.prefix { !$0.isWhitespace }.filter { !Self.separators.contains($0) }
            parts[parts.count - 1].suffix += head
        }
        while let c = chars.first {
            if c == "'" {
                chars.removeFirst()
                // '' is a quote; 'text' is literal text.
                if chars.first == "'" { literal.append("'"); chars.removeFirst(); continue }
                while let q = chars.first {
                    chars.removeFirst()
                    if q == "'" {
                        if chars.first == "'" { literal.append("'"); chars.removeFirst(); continue }
                        break
                    }
                    literal.append(q)
                }
                continue
            }
            guard c.isASCII, c.isLetter else { literal.append(c); chars.removeFirst(); continue }
            let run = chars.prefix { $0 == c }
            chars.removeFirst(run.count)
            flushLiteral()
            let format = String(run)
            switch c {
            case "y", "u", "Y": parts.append(Part(field: .year, format: "y", suffix: ""))
                if let era, eraBeforeYear { parts[parts.count - 1].format = era + " y" }
            case "G":
                era = format
                if let i = parts.firstIndex(where: { $0.field == .year }) { parts[i].format += " " + format } else { eraBeforeYear = true }
            case "M", "L": parts.append(Part(field: .month, format: format, suffix: ""))
            case "d": parts.append(Part(field: .day, format: format, suffix: ""))
            case "h", "H", "K", "k": parts.append(Part(field: .hour, format: format, suffix: ""))
            case "m": parts.append(Part(field: .minute, format: format, suffix: ""))
            case "a", "b", "B": parts.append(Part(field: .dayPeriod, format: "a", suffix: ""))
            default: break   // weekday, seconds, zone: not a column of the wheel
            }
        }
        flushLiteral()
        // One column per field, in the pattern's first order.
        var seen: [Field] = []
        self.parts = parts.filter { p in
            guard !seen.contains(p.field) else { return false }
            seen.append(p.field); return true
        }
    }

    /// The pattern ICU gives `locale` for `template`.
    static func pattern(template: String, locale: Locale) -> String {
        DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? template
    }

    /// The hour field's letter: h (1-12), K (0-11), H (0-23) or k (1-24).
    var hourLetter: Character? { parts.first { $0.field == .hour }?.format.first }
}
