// Glob against its plain twin (the backtracking matcher the batch used before, kept here as the
// reference): the same answer for random patterns of `*`, `?` and letters against random names,
// and for the edge cases (empty pattern and name, runs of stars, a pattern longer than the
// name); the documented limit on a pattern's length.

import Testing
@testable import PickerRenderBatch

@Suite struct GlobTests {
    /// The classic greedy matcher with one star to go back to: the reference.
    static func reference(_ pattern: String, _ text: String) -> Bool {
        let p = Array(pattern), t = Array(text)
        var pi = 0, ti = 0, star = -1, mark = 0
        while ti < t.count {
            if pi < p.count, p[pi] == "?" || p[pi] == t[ti] { pi += 1; ti += 1 }
            else if pi < p.count, p[pi] == "*" { star = pi; mark = ti; pi += 1 }
            else if star >= 0 { pi = star + 1; mark += 1; ti = mark }
            else { return false }
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }

    @Test func agreesWithTheBacktrackingMatcher() {
        var rng = SystemRandomNumberGenerator()
        let patternAlphabet: [Character] = ["a", "b", "*", "?", "é"], nameAlphabet: [Character] = ["a", "b", "é"]
        var matched = 0
        for _ in 0..<20_000 {
            let pattern = String((0..<Int.random(in: 0...8, using: &rng)).map { _ in patternAlphabet.randomElement(using: &rng)! })
            let name = String((0..<Int.random(in: 0...10, using: &rng)).map { _ in nameAlphabet.randomElement(using: &rng)! })
            let want = Self.reference(pattern, name)
            #expect(Glob(pattern).matches(name) == want, "'\(pattern)' against '\(name)'")
            if want { matched += 1 }
        }
        #expect(matched > 1000, "the random cases should match often enough to test matching")
    }

    @Test func edgeCases() {
        for (pattern, name) in [("", ""), ("", "a"), ("*", ""), ("**", "abc"), ("a*", "a"), ("*a", "a"), ("a*a", "a"),
                                ("?", ""), ("a**b**c", "abc"), ("*ab*ab*", "abab"), ("*ab*ab*", "aabb"), ("???", "ab")] {
            #expect(Glob(pattern).matches(name) == Self.reference(pattern, name), "'\(pattern)' against '\(name)'")
        }
    }

    @Test func aPatternIsLimitedInLength() {
        #expect(Glob.lengthError(String(repeating: "a", count: Glob.maximumLength), option: "--only") == nil)
        let message = Glob.lengthError(String(repeating: "*a", count: 60_000), option: "--only")
        #expect(message == "--only: a pattern of 120000 characters is longer than the 4096 a pattern may have")
    }
}
