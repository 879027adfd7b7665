// ValueList: the wheel's values from `--values a,b,c` or `--range A...B [--by N]
// [--format %02d]`, and the formatting of integers by a printf-style pattern with exactly one
// integer conversion (%d, %Nd, %0Nd, %x, %X, %o) and %% for a percent sign.

struct IntFormat {
    private let prefix: String, suffix: String
    private let width: Int, zeroPad: Bool, radix: Int, uppercase: Bool

    init(_ pattern: String) throws(UsageError) {
        let chars = Array(pattern)
        var i = 0, pre = "", conversion: (Int, Bool, Int, Bool)?
        var post = ""
        while i < chars.count {
            let c = chars[i]
            if c == "%" {
                guard i + 1 < chars.count else { throw UsageError("--format: '\(pattern)' ends with a lone %") }
                if chars[i + 1] == "%" {
                    if conversion == nil { pre.append("%") } else { post.append("%") }
                    i += 2; continue
                }
                guard conversion == nil else { throw UsageError("--format: '\(pattern)' has more than one conversion") }
                var j = i + 1, zero = false
                if chars[j] == "0" { zero = true; j += 1 }
                var w = 0
                while j < chars.count, let d = chars[j].wholeNumberValue, chars[j].isASCII { w = w * 10 + d; j += 1; if w > 64 { break } }
                guard j < chars.count, w <= 64 else { throw UsageError("--format: '\(pattern)' is not a %d-style pattern") }
                switch chars[j] {
                case "d", "i": conversion = (w, zero, 10, false)
                case "x": conversion = (w, zero, 16, false)
                case "X": conversion = (w, zero, 16, true)
                case "o": conversion = (w, zero, 8, false)
                default: throw UsageError("--format: '\(pattern)' has an unsupported conversion '%\(chars[j])' (use %d, %02d, %x)")
                }
                i = j + 1; continue
            }
            if conversion == nil { pre.append(c) } else { post.append(c) }
            i += 1
        }
        guard let (w, z, r, u) = conversion else { throw UsageError("--format: '\(pattern)' has no %d conversion") }
        prefix = pre; suffix = post; width = w; zeroPad = z; radix = r; uppercase = u
    }

    func callAsFunction(_ v: Int) -> String {
        var digits = String(v.magnitude, radix: radix, uppercase: uppercase)
        let sign = v < 0 ? "-" : ""
        let pad = max(width - digits.count - sign.count, 0)
        if zeroPad {
            digits = sign + String(repeating: "0", count: pad) + digits
        } else {
            digits = String(repeating: " ", count: pad) + sign + digits
        }
        return prefix + digits + suffix
    }
}

enum ValueList {
    /// The most values a wheel accepts from the command line (memory stays bounded).
    static let maximumCount = 10_000_000

    /// Parses `A...B` or `A..<B` of integers.
    static func intRange(_ s: String, by: Int) throws(UsageError) -> [Int] {
        let closed = s.contains("...")
        let parts = closed ? s.components(separatedBy: "...") : s.components(separatedBy: "..<")
        guard parts.count == 2, let lo = Int(parts[0].trimmingCharacters(in: .whitespaces)),
              let hi = Int(parts[1].trimmingCharacters(in: .whitespaces)) else {
            throw UsageError("--range: '\(s)' is not a range like 0...23 or 0..<24")
        }
        // `hi - 1` and `upper - lo` can overflow Int for extreme bounds: work in UInt.
        guard closed || hi > Int.min else { throw UsageError("--range: '\(s)' is empty") }
        let upper = closed ? hi : hi - 1
        guard lo <= upper else { throw UsageError("--range: '\(s)' is empty") }
        guard by > 0 else { throw UsageError("--by: '\(by)' is not a positive step") }
        let steps = UInt(bitPattern: upper &- lo) / UInt(by)   // count - 1; +1 could overflow
        guard steps < UInt(maximumCount) else { throw UsageError("--range: '\(s)' has more than \(maximumCount) values") }
        return Array(stride(from: lo, through: upper, by: by))
    }

    /// Splits `a,b,c`; empty items are an error.
    static func list(_ s: String, option: String = "values") throws(UsageError) -> [String] {
        let items = s.split(separator: ",", omittingEmptySubsequences: false).map { String($0) }
        guard !s.isEmpty else { throw UsageError("--\(option): '' has no values") }
        if let i = items.firstIndex(where: { $0.isEmpty }) {
            throw UsageError("--\(option): '\(s)' has an empty value at position \(i + 1)")
        }
        return items
    }
}

import Foundation
