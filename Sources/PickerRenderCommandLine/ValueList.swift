// ValueList: the one parser of the CLI's lists and ranges. `a,b,c` splits on commas; an
// empty item is an error, and so is a repeated one where the values must be unique (every
// list the CLI reads is of values or options that must be). Whether a text is meant as a range
// (`A...B`) is told here too; ranges themselves are read by SpecFlags, as bounds.

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

    /// Whether `s` is meant as a range ("0...23", "-5..<5"; "0..23" is a mistyped one) rather
    /// than a list ("Loading...,Done").
    static func looksLikeRange(_ s: String) -> Bool {
        !s.contains(",") && s.contains("..") && s.first.map { $0.isNumber || $0 == "-" } == true
    }
}

import Foundation
