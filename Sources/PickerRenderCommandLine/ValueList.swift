// ValueList: the one parser of the CLI's lists and ranges. `a,b,c` splits on commas; an
// empty item is an error, and so is a repeated one where the values must be unique (every
// list the CLI reads is of values or options that must be). `A...B` / `A..<B` are ranges of
// whole numbers, returned as bounds, never as arrays: a million values cost nothing here.

enum ValueList {
    /// Splits `a,b,c`; an empty or (when `unique`) repeated item is an error naming the option.
    static func items(_ s: String, option: String, unique: Bool = true, shown: String? = nil) throws(UsageError) -> [String] {
        let text = shown ?? s
        guard !s.isEmpty else { throw UsageError("\(option): '\(text)' has no values") }
        let parts = s.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        if let i = parts.firstIndex(where: \.isEmpty) {
            throw UsageError("\(option): '\(text)' has an empty value at position \(i + 1)")
        }
        if unique {
            var seen = Set<String>()
            for p in parts where !seen.insert(p).inserted {
                throw UsageError("\(option): '\(text)' has a duplicate value '\(p)' (values must be unique)")
            }
        }
        return parts
    }

    /// The selection among `items` (the first when none is given); an error shows the values
    /// it was looked for in (the first twelve of a long list).
    static func selection(_ s: String?, in items: [String], option: String) throws(UsageError) -> String {
        guard let s else { return items[0] }
        guard items.contains(s) else {
            let shown = items.prefix(12).joined(separator: ", ") + (items.count > 12 ? ", ... (\(items.count) in all)" : "")
            throw UsageError("--selection: '\(s)' is not one of \(option) (\(shown))")
        }
        return s
    }

    /// Values one per line from a file (so a value may hold commas); empty lines are skipped,
    /// spaces kept as written. The file is refused when it is not a small regular file.
    static func lines(ofFile path: String, option: String) throws(UsageError) -> [String] {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw UsageError("\(option): '\(path)' is not a readable file")
        }
        guard info.st_size <= 64 << 20, let data = FileManager.default.contents(atPath: path),
              let text = String(data: data, encoding: .utf8) else {
            throw UsageError("\(option): '\(path)' is not a UTF-8 text file of at most 64 MB")
        }
        let items = text.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty }
        guard !items.isEmpty else { throw UsageError("\(option): '\(path)' has no values") }
        var seen = Set<String>()
        for item in items where !seen.insert(item).inserted {
            throw UsageError("\(option): '\(path)' has a duplicate value '\(item)' (values must be unique)")
        }
        return items
    }

    /// `A...B` or `A..<B` of whole numbers, as a closed range (not empty).
    static func intRange(_ s: String, option: String) throws(UsageError) -> ClosedRange<Int> {
        let closed = s.contains("...")
        let parts = closed ? s.components(separatedBy: "...") : s.components(separatedBy: "..<")
        guard parts.count == 2, let lo = Int(parts[0].trimmingCharacters(in: .whitespaces)),
              let hi = Int(parts[1].trimmingCharacters(in: .whitespaces)) else {
            throw UsageError("\(option): '\(s)' is not a range like 0...23 or 0..<24")
        }
        guard closed || hi > Int.min, lo <= (closed ? hi : hi - 1) else { throw UsageError("\(option): '\(s)' is empty") }
        return lo...(closed ? hi : hi - 1)
    }

    /// Whether `s` is meant as a range ("0...23", "-5..<5"; "0..23" is a mistyped one) rather
    /// than a list ("Loading...,Done").
    static func looksLikeRange(_ s: String) -> Bool {
        !s.contains(",") && s.contains("..") && s.first.map { $0.isNumber || $0 == "-" } == true
    }
}

import Foundation
