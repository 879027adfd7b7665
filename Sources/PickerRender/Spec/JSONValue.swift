// JSONValue: a parsed JSON document that keeps what a spec needs and Foundation's parser
// loses: the order of an object's keys (so a spec is written back as it was read, and keys
// print in a stable order), the difference between true and 1, and the text position of a
// syntax error. The parser is strict RFC 8259 (no comments, no trailing commas, no NaN) and
// bounded: nesting deeper than `maximumDepth` is refused, so hostile input cannot exhaust the
// stack. The writer is deterministic: the same value always gives the same bytes.

import Foundation

public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x == y
        case (.object(let x), .object(let y)): return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// Deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 64

    /// What kind of value this is, for error lines ("a string", "an array").
    package var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The value as an error line shows it: short JSON, cut at 40 characters.
    package var shown: String {
        let text = serialized(pretty: false)
        return text.count > 40 ? String(text.prefix(37)) + "..." : text
    }

    // MARK: parsing

    public init(parsing bytes: [UInt8]) throws(SpecError) {
        var p = Parser(bytes: bytes)
        p.skipSpace()
        self = try p.value(depth: 0)
        p.skipSpace()
        guard p.i == bytes.count else { throw p.error("unexpected text after the JSON value") }
    }

    private struct Parser {
        let bytes: [UInt8]
        var i = 0

        func error(_ message: String) -> SpecError {
            // Line and column of the failure, counted in bytes, as editors show them.
            var line = 1, column = 1
            for b in bytes[..<min(i, bytes.count)] {
                if b == 0x0A { line += 1; column = 1 } else { column += 1 }
            }
            return SpecError(path: "", message: "not valid JSON at line \(line), column \(column): \(message)")
        }

        mutating func skipSpace() {
            while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
        }

        mutating func value(depth: Int) throws(SpecError) -> JSONValue {
            guard depth < JSONValue.maximumDepth else { throw error("nested deeper than \(JSONValue.maximumDepth) levels") }
            guard i < bytes.count else { throw error("the document ends where a value should be") }
            switch bytes[i] {
            case UInt8(ascii: "{"):
                i += 1
                var members: [(String, JSONValue)] = []
                var keys = Set<String>()
                skipSpace()
                if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
                while true {
                    skipSpace()
                    guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
                    let key = try string()
                    guard keys.insert(key).inserted else { throw error("the key \"\(key)\" appears twice") }
                    skipSpace()
                    guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
                    i += 1
                    skipSpace()
                    members.append((key, try value(depth: depth + 1)))
                    skipSpace()
                    guard i < bytes.count else { throw error("the object is not closed") }
                    if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                    if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
                    throw error("expected ',' or '}' in an object")
                }
            case UInt8(ascii: "["):
                i += 1
                var items: [JSONValue] = []
                skipSpace()
                if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
                while true {
                    skipSpace()
                    items.append(try value(depth: depth + 1))
                    skipSpace()
                    guard i < bytes.count else { throw error("the array is not closed") }
                    if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                    if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
                    throw error("expected ',' or ']' in an array")
                }
            case UInt8(ascii: "\""):
                return .string(try string())
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            default:
                return .number(try number())
            }
        }

        mutating func literal(_ word: String) throws(SpecError) {
            let w = Array(word.utf8)
            guard i + w.count <= bytes.count, Array(bytes[i..<(i + w.count)]) == w else { throw error("unexpected character") }
            i += w.count
        }

        mutating func number() throws(SpecError) -> Double {
            let start = i
            func digits() -> Int { let s = i; while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1 }; return i - s }
            if i < bytes.count, bytes[i] == UInt8(ascii: "-") { i += 1 }
            let intStart = i
            guard digits() > 0 else { throw error("unexpected character") }
            if bytes[intStart] == 0x30, i - intStart > 1 { throw error("a number has a leading zero") }
            if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
                i += 1
                guard digits() > 0 else { throw error("a number has no digits after '.'") }
            }
            if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
                i += 1
                if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
                guard digits() > 0 else { throw error("a number has no digits in its exponent") }
            }
            let text = String(decoding: bytes[start..<i], as: UTF8.self)
            guard let v = Double(text) else { throw error("'\(text)' is not a number") }
            return v
        }

        mutating func string() throws(SpecError) -> String {
            i += 1   // the opening quote
            var out: [UInt8] = []
            while i < bytes.count {
                let b = bytes[i]
                if b == UInt8(ascii: "\"") {
                    i += 1
                    guard let s = String(validating: out, as: UTF8.self) else { throw error("a string is not valid UTF-8") }
                    return s
                }
                if b < 0x20 { throw error("a string holds a control character (escape it)") }
                if b != UInt8(ascii: "\\") { out.append(b); i += 1; continue }
                i += 1
                guard i < bytes.count else { break }
                let e = bytes[i]
                i += 1
                switch e {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "/"): out.append(0x2F)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                            throw error("a lone surrogate in a \\u escape")
                        }
                        i += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("a lone surrogate in a \\u escape") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let u = Unicode.Scalar(scalar) else { throw error("a lone surrogate in a \\u escape") }
                    out.append(contentsOf: Array(String(Character(u)).utf8))
                default: throw error("an unknown escape '\\\(Character(Unicode.Scalar(e)))'")
                }
            }
            throw error("a string is not closed")
        }

        mutating func hex4() throws(SpecError) -> UInt32 {
            guard i + 4 <= bytes.count, let v = UInt32(String(decoding: bytes[i..<(i + 4)], as: UTF8.self), radix: 16) else {
                throw error("a \\u escape needs four hex digits")
            }
            i += 4
            return v
        }
    }

    // MARK: writing

    /// JSON text: pretty (two-space indents, one member a line) or compact; keys in their order.
    public func serialized(pretty: Bool = true) -> String {
        var out = ""
        write(to: &out, indent: pretty ? "" : nil)
        return out
    }

    private func write(to out: inout String, indent: String?) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let v): out += Self.format(v)
        case .string(let s): Self.quote(s, into: &out)
        case .array(let items):
            // Arrays of plain values stay on one line: value lists read better that way.
            let flat = items.allSatisfy { if case .array = $0 { return false }; if case .object = $0 { return false }; return true }
            if items.isEmpty || indent == nil || flat {
                out += "["
                for (k, v) in items.enumerated() { if k > 0 { out += indent == nil ? "," : ", " }; v.write(to: &out, indent: nil) }
                out += "]"
                return
            }
            let inner = indent! + "  "
            out += "[\n"
            for (k, v) in items.enumerated() {
                out += inner
                v.write(to: &out, indent: inner)
                out += k < items.count - 1 ? ",\n" : "\n"
            }
            out += indent! + "]"
        case .object(let members):
            guard let indent, !members.isEmpty else {
                out += "{"
                for (k, m) in members.enumerated() {
                    if k > 0 { out += "," }
                    Self.quote(m.0, into: &out); out += ":"; m.1.write(to: &out, indent: nil)
                }
                out += "}"
                return
            }
            let inner = indent + "  "
            out += "{\n"
            for (k, m) in members.enumerated() {
                out += inner
                Self.quote(m.0, into: &out)
                out += ": "
                m.1.write(to: &out, indent: inner)
                out += k < members.count - 1 ? ",\n" : "\n"
            }
            out += indent + "}"
        }
    }

    /// Whole numbers without a fraction; others in Swift's shortest round-trip form.
    package static func format(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return "\(v)"
    }

    /// `s` as a JSON string (ASCIIEscaping; `quoteByScalars` is the plain twin the tests hold
    /// it to).
    package static func quote(_ s: String, into out: inout String) {
        out += "\""
        out += ASCIIEscaping.escaped(s) { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") ? escape($0) : nil }
        out += "\""
    }

    /// The escape of an ASCII byte JSON does not allow in a string.
    private static func escape(_ b: UInt8) -> String {
        switch b {
        case UInt8(ascii: "\""): return "\\\""
        case UInt8(ascii: "\\"): return "\\\\"
        case UInt8(ascii: "\n"): return "\\n"
        case UInt8(ascii: "\r"): return "\\r"
        case UInt8(ascii: "\t"): return "\\t"
        default:
            let hex = String(b, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }

    /// `quote` a scalar at a time: the reference the run-at-a-time writer must equal.
    package static func quoteByScalars(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            if u.value < 0x20 || u == "\"" || u == "\\" { out += escape(UInt8(u.value)) } else { out.unicodeScalars.append(u) }
        }
        return out + "\""
    }
}

/// Written as Swift literals where a value is given in code (a state change's `to: 10`).
extension JSONValue: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
                     ExpressibleByNilLiteral {
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(nilLiteral: ()) { self = .null }
}
