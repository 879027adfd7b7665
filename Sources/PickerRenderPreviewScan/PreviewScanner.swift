// PreviewScanner: the previews a Swift file declares, found in its text: each `#Preview` macro
// (its name, if it has one, and its body's text) and each type conforming to PreviewProvider.
// It reads Swift's lexical structure only, as far as finding them needs: comments (nested block
// comments too), string literals (single-line, multi-line and raw `#"..."#`), and balanced
// braces and parentheses. It does not need the file to compile here: a `#Preview` is usually
// inside `#if canImport(SwiftUI)`, which is false on Linux, and its body is copied into a test
// that compiles it against PickerRenderSwiftUI.
// `scan` also gives where each `#Preview` lies in the text (so a copy of the file can leave the
// macro out, line for line) and the types the file declares at its top level (a view to draw
// by name is looked up there before anything is compiled).
// Invariants: a preview's body is the exact text between its closure's braces; `line` is the
// 1-based line of its `#Preview` (or of the provider's name); an unbalanced file yields the
// previews before the point where it stops balancing, never a crash.

package struct ScannedPreview: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        /// `#Preview("name") { body }`: the body's text.
        case macro(body: String)
        /// `struct T: PreviewProvider`: its `previews` are drawn.
        case provider(type: String)
    }
    package var name: String?
    package var line: Int
    /// The line of the body's first character (for `#sourceLocation`), or the provider's line.
    package var bodyLine: Int
    package var kind: Kind
}

/// A type declared at a file's top level: its name, its line and the names after its colon.
package struct DeclaredType: Equatable, Sendable {
    package var name: String
    package var line: Int
    package var conformances: [String]
    package init(name: String, line: Int, conformances: [String]) {
        self.name = name; self.line = line; self.conformances = conformances
    }
}

/// What `PreviewScanner.scan` finds in a file.
package struct ScannedFile: Equatable, Sendable {
    package var previews: [ScannedPreview] = []
    /// Where each `#Preview` macro lies, from its `#` to its closing brace, in Unicode scalar
    /// offsets; one per `.macro` preview, in order.
    package var macroSpans: [Range<Int>] = []
    /// Each `#Preview`'s arguments as written between its parentheses (empty when it has
    /// none), one per `.macro` preview, in order: its traits (`.sizeThatFitsLayout`) are there.
    package var macroArguments: [String] = []
    package var types: [DeclaredType] = []
}

package enum PreviewScanner {
    package static func previews(in source: String) -> [ScannedPreview] { scan(source).previews }

    package static func scan(_ source: String) -> ScannedFile {
        var scanner = Scanner(Array(source.unicodeScalars))
        return scanner.run()
    }

    struct Scanner {
        let s: [Unicode.Scalar]
        var i = 0
        var line = 1
        init(_ s: [Unicode.Scalar]) { self.s = s }

        func at(_ k: Int) -> Unicode.Scalar? { k < s.count ? s[k] : nil }
        func starts(_ text: String, at k: Int) -> Bool {
            var j = k
            for u in text.unicodeScalars { guard at(j) == u else { return false }; j += 1 }
            return true
        }
        mutating func advance() { if s[i] == "\n" { line += 1 }; i += 1 }
        static func isIdentifier(_ u: Unicode.Scalar?) -> Bool {
            guard let u else { return false }
            return u == "_" || u.properties.isAlphabetic || ("0"..."9").contains(u)
        }

        mutating func run() -> ScannedFile {
            var out = ScannedFile()
            // Brace depth outside comments and strings: 0 is the file's top level.
            var depth = 0
            while i < s.count {
                if skipTrivia() { continue }
                if s[i] == "#", starts("#Preview", at: i), !Self.isIdentifier(at(i + 8)) {
                    let start = line, from = i
                    i += 8
                    if let (p, arguments) = macro(line: start) {
                        out.previews.append(p); out.macroSpans.append(from..<i); out.macroArguments.append(arguments)
                    }
                    continue
                }
                if Self.isIdentifier(s[i]), i == 0 || !Self.isIdentifier(s[i - 1]) {
                    let word = identifier()
                    if ["struct", "class", "enum", "extension"].contains(word), let d = declaration() {
                        if d.conformances.contains("PreviewProvider") {
                            out.previews.append(ScannedPreview(name: d.name, line: d.line, bodyLine: d.line, kind: .provider(type: d.name)))
                        }
                        if word != "extension", depth == 0 { out.types.append(d) }
                    }
                    continue
                }
                if s[i] == "{" { depth += 1 } else if s[i] == "}" { depth = max(0, depth - 1) }
                advance()
            }
            return out
        }

        /// Skips a comment or a string literal at `i`; false when there is none.
        mutating func skipTrivia() -> Bool {
            if starts("//", at: i) {
                while i < s.count, s[i] != "\n" { advance() }
                return true
            }
            if starts("/*", at: i) {
                var depth = 0
                repeat {
                    if starts("/*", at: i) { depth += 1; advance(); advance() }
                    else if starts("*/", at: i) { depth -= 1; advance(); advance() }
                    else { advance() }
                } while depth > 0 && i < s.count
                return true
            }
            // Raw strings: #"..."#, ##"..."##, and their multi-line forms.
            var hashes = 0
            while at(i + hashes) == "#" { hashes += 1 }
            guard at(i + hashes) == "\"" else { return false }
            let multi = starts("\"\"\"", at: i + hashes)
            let quote = multi ? "\"\"\"" : "\""
            let close = quote + String(repeating: "#", count: hashes)
            for _ in 0..<(hashes + quote.unicodeScalars.count) { advance() }
            while i < s.count, !starts(close, at: i) {
                if s[i] == "\\", hashes == 0 { advance(); if i < s.count { advance() }; continue }
                if !multi, s[i] == "\n" { return true }   // an unterminated single-line string ends here
                advance()
            }
            for _ in 0..<close.unicodeScalars.count where i < s.count { advance() }
            return true
        }

        mutating func identifier() -> String {
            var w = ""
            while Self.isIdentifier(at(i)) { w.unicodeScalars.append(s[i]); advance() }
            return w
        }

        mutating func skipSpace() {
            while let u = at(i), u == " " || u == "\t" || u == "\n" || u == "\r" || starts("//", at: i) || starts("/*", at: i) {
                if u == "/" { _ = skipTrivia() } else { advance() }
            }
        }

        /// The text from `i` to the bracket closing the one at `i` (not included); nil when unbalanced.
        mutating func balanced(open: Unicode.Scalar, close: Unicode.Scalar) -> String? {
            guard at(i) == open else { return nil }
            advance()
            let start = i
            var depth = 1
            while i < s.count {
                if skipTrivia() { continue }
                if s[i] == open { depth += 1 } else if s[i] == close {
                    depth -= 1
                    if depth == 0 {
                        var text = ""
                        text.unicodeScalars.append(contentsOf: s[start..<i])
                        advance()
                        return text
                    }
                }
                advance()
            }
            return nil
        }

        /// `#Preview`'s arguments and body: `("name", traits: ...)` then `{ ... }`.
        mutating func macro(line: Int) -> (ScannedPreview, arguments: String)? {
            skipSpace()
            var name: String?
            var arguments = ""
            if at(i) == "(" {
                guard let args = balanced(open: "(", close: ")") else { return nil }
                name = Self.firstStringLiteral(args)
                arguments = args
                skipSpace()
            }
            guard at(i) == "{" else { return nil }
            let bodyLine = self.line
            guard let body = balanced(open: "{", close: "}") else { return nil }
            return (ScannedPreview(name: name, line: line, bodyLine: bodyLine, kind: .macro(body: body)), arguments)
        }

        /// After `struct` (or class, enum, extension): `Name ... : A, B ... {`, up to (not past) its `{`.
        mutating func declaration() -> DeclaredType? {
            skipSpace()
            let line = self.line
            let name = identifier()
            guard !name.isEmpty else { return nil }
            var header = ""
            while let u = at(i), u != "{", u != "}", u != ";" {
                if skipTrivia() { continue }
                header.unicodeScalars.append(u); advance()
            }
            guard let colon = header.firstIndex(of: ":") else { return DeclaredType(name: name, line: line, conformances: []) }
            let words = header[header.index(after: colon)...].split(whereSeparator: { !Self.isIdentifier($0.unicodeScalars.first) || $0 == "." })
            return DeclaredType(name: name, line: line, conformances: words.map(String.init))
        }

        /// The first string literal's content in `text` (a `#Preview`'s name), when it has no interpolation.
        static func firstStringLiteral(_ text: String) -> String? {
            let u = Array(text.unicodeScalars)
            guard let q = u.firstIndex(of: "\""), !(q + 2 < u.count && u[q + 1] == "\"" && u[q + 2] == "\"") else { return nil }
            var out = "", k = q + 1, escaped = false
            while k < u.count {
                let c = u[k]
                if escaped {
                    if c == "(" { return nil }
                    out.unicodeScalars.append(c == "n" ? "\n" : c == "t" ? "\t" : c); escaped = false
                } else if c == "\\" { escaped = true } else if c == "\"" { return out } else { out.unicodeScalars.append(c) }
                k += 1
            }
            return nil
        }
    }
}
