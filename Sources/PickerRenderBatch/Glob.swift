// Glob: `*` and `?` patterns, as a shell matches file names (`*` any run of characters, `?`
// one character, anything else itself), compiled once and matched against many names.
// Design: the pattern is cut at its stars into literal segments (runs of stars count as one).
// Without a star the name must match the one segment exactly; with stars, the first segment
// must match at the start, the last at the end, and each one between at its leftmost place
// after the previous one (the leftmost place never loses a match: anything a later place
// allows, the rest of the name after the leftmost one allows too). A name shorter than the
// segments together is refused before a character is compared.
// Cost: one match compares at most len(name) x len(pattern) characters, with no backtracking
// to an earlier star; compiling is linear in the pattern. The old matcher turned the pattern
// into an array for every name it was tried on: a 120,000-character `--only` against 20,000
// pictures took over 60 s. A pattern is at most `maximumLength` characters (checked where
// the command line reads it).

package struct Glob: Sendable {
    /// Longest pattern accepted: PATH_MAX, longer than any file name a batch can write.
    package static let maximumLength = 4096

    /// The pattern's literal parts between stars (`?` kept as a wildcard).
    private let segments: [[Character]]
    private let starred: Bool
    /// Characters the segments need in all.
    private let needed: Int

    package init(_ pattern: String) {
        var segments: [[Character]] = [[]]
        for c in pattern {
            if c == "*" {
                if !segments[segments.count - 1].isEmpty || segments.count == 1 { segments.append([]) }
            } else {
                segments[segments.count - 1].append(c)
            }
        }
        starred = segments.count > 1
        self.segments = segments
        needed = segments.reduce(0) { $0 + $1.count }
    }

    package func matches(_ name: String) -> Bool {
        let text = Array(name)
        guard text.count >= needed else { return false }
        guard starred else { return Self.matches(segments[0], text, at: 0) && text.count == needed }
        let first = segments[0], last = segments[segments.count - 1]
        guard Self.matches(first, text, at: 0), Self.matches(last, text, at: text.count - last.count) else { return false }
        // The middle segments, each at its leftmost place, between the first and the last.
        var from = first.count
        let end = text.count - last.count
        for segment in segments.dropFirst().dropLast() where !segment.isEmpty {
            guard let at = Self.firstPlace(of: segment, in: text, from: from, end: end) else { return false }
            from = at + segment.count
        }
        return true
    }

    /// Whether `segment` matches `text` at `start` (which leaves room for it).
    private static func matches(_ segment: [Character], _ text: [Character], at start: Int) -> Bool {
        for (i, c) in segment.enumerated() where c != "?" && c != text[start + i] { return false }
        return true
    }

    /// The leftmost place in from ..< end where `segment` matches whole.
    private static func firstPlace(of segment: [Character], in text: [Character], from: Int, end: Int) -> Int? {
        guard end - from >= segment.count else { return nil }
        for start in from...(end - segment.count) where matches(segment, text, at: start) { return start }
        return nil
    }

    /// The error a pattern over `maximumLength` gets, or nil.
    package static func lengthError(_ pattern: String, option: String) -> String? {
        let n = pattern.count
        guard n > maximumLength else { return nil }
        return "\(option): a pattern of \(n) characters is longer than the \(maximumLength) a pattern may have"
    }
}
