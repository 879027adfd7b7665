// IntegerFormat: a printf-style pattern for whole numbers, as the demos' `String(format:
// "%02d", v)`: exactly one conversion (%d / %i, %Nd, %0Nd, %x, %X, %o) between literal text,
// and %% for a percent sign. It formats a wheel's range lazily (only visible rows are ever
// formatted) and parses a formatted value back, so a selection can be given as it is shown.
// A printf pattern writes Western digits whatever the locale, as `String(format:)` and the
// string interpolation of a SwiftUI `Text("\(value)")` do. The pattern "number" is instead
// `Text(value, format: .number)`: the locale's digits and grouping separators.
// Invariants: width <= 64; the pattern is checked once, at init.

import Foundation

public struct IntegerFormat: Sendable, Equatable {
    /// The pattern as given ("%02d").
    public let pattern: String
    private let prefix: String, suffix: String
    private let width: Int, zeroPad: Bool, radix: Int, uppercase: Bool
    /// "number": the locale's digits and separators (`.number`), not a printf pattern.
    private let localeNumber: Bool

    /// The pattern of `Text(value, format: .number)`.
    public static let numberPattern = "number"

    public static let decimal: IntegerFormat = {
        do { return try IntegerFormat("%d") } catch { preconditionFailure("IntegerFormat: '%d' refused: \(error)") }
    }()

    public init(_ pattern: String) throws(PickerError) {
        func bad(_ why: String) -> PickerError { .invalidOption(name: "format", value: pattern, expected: why) }
        if pattern == Self.numberPattern {
            self.pattern = pattern
            prefix = ""; suffix = ""; width = 0; zeroPad = false; radix = 10; uppercase = false; localeNumber = true
            return
        }
        let chars = Array(pattern)
        var i = 0, pre = "", post = ""
        var conversion: (width: Int, zero: Bool, radix: Int, upper: Bool)?
        while i < chars.count {
            let c = chars[i]
            guard c == "%" else {
                if conversion == nil { pre.append(c) } else { post.append(c) }
                i += 1
                continue
            }
            guard i + 1 < chars.count else { throw bad("a %d-style pattern (it ends with a lone %)") }
            if chars[i + 1] == "%" {
                if conversion == nil { pre.append("%") } else { post.append("%") }
                i += 2
                continue
            }
            guard conversion == nil else { throw bad("a pattern with one conversion (it has more)") }
            var j = i + 1, zero = false, w = 0
            if chars[j] == "0" { zero = true; j += 1 }
            while j < chars.count, chars[j].isASCII, let d = chars[j].wholeNumberValue, w <= 64 { w = w * 10 + d; j += 1 }
            guard j < chars.count, w <= 64 else { throw bad("a %d-style pattern") }
            switch chars[j] {
            case "d", "i": conversion = (w, zero, 10, false)
            case "x": conversion = (w, zero, 16, false)
            case "X": conversion = (w, zero, 16, true)
            case "o": conversion = (w, zero, 8, false)
            default: throw bad("a supported conversion (%\(chars[j]) is not; use %d, %02d, %x)")
            }
            i = j + 1
        }
        guard let c = conversion else { throw bad("a pattern with a %d conversion") }
        self.pattern = pattern
        prefix = pre; suffix = post; width = c.width; zeroPad = c.zero; radix = c.radix; uppercase = c.upper
        localeNumber = false
    }

    public static func == (a: IntegerFormat, b: IntegerFormat) -> Bool { a.pattern == b.pattern }

    /// The value as drawn in `locale` (only "number" depends on it).
    public func callAsFunction(_ v: Int, locale: String) -> String {
        guard localeNumber else { return self(v) }
        return v.formatted(.number.locale(Locale(identifier: locale)))
    }

    /// The value as written in en_US (the form a selection is given and read back in).
    public func callAsFunction(_ v: Int) -> String {
        if localeNumber { return self(v, locale: "en_US") }
        var digits = String(v.magnitude, radix: radix, uppercase: uppercase)
        let sign = v < 0 ? "-" : ""
        let pad = max(width - digits.count - sign.count, 0)
        digits = zeroPad ? sign + String(repeating: "0", count: pad) + digits
                         : String(repeating: " ", count: pad) + sign + digits
        return prefix + digits + suffix
    }

    /// The number a formatted text shows, when it is one this format could have written.
    public func parse(_ text: String) -> Int? {
        if localeNumber {
            guard let v = Int(text.filter { $0 != "," }), self(v) == text else { return nil }
            return v
        }
        guard text.hasPrefix(prefix), text.hasSuffix(suffix), text.count >= prefix.count + suffix.count else { return nil }
        let body = text.dropFirst(prefix.count).dropLast(suffix.count).drop { $0 == " " }
        guard let v = Int(body, radix: radix), self(v) == text else { return nil }
        return v
    }
}
