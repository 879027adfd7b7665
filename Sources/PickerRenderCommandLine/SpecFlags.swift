// SpecFlags: a control's own command-line flags, derived from its spec fields, so a parameter is
// declared once (in the control's `specFields`) and spelled once in each of its two cases: the
// spec's `tickSpacing` is the flag `--tick-spacing`, with the field's help line. A flag's text
// becomes the field's JSON value by the field's kind (a number, a whole number, a comma list,
// a colour, one of some names, `A...B` for a {from, through} range) and is checked against the
// field's own range before anything is built; the object of all the flags given is then read by
// the control's `init(spec:)`, the reader `picker-render render` uses, so the command line and
// a spec file cannot disagree on a rule. Errors name the flag and quote the text given.
// Invariant: every flag name maps back to exactly one field (`field(forFlag:)`), so the
// message of a rule a control checks later ("selection: ...") can be shown under its flag.

import Foundation
import PickerRender

struct SpecFlags: Sendable {
    /// The control whose fields these are.
    let control: any PickerControl.Type
    /// The command line's own defaults, where they differ from the spec's (a spec names its
    /// picker's title; a quick command-line picture gets one), as JSON values by field name.
    var defaults: [(field: String, value: JSONValue)] = []

    /// The fields that have a flag: those whose value fits on a command line.
    var fields: [SpecField] { control.specFields.filter { Self.metavar($0.kind) != nil } }

    /// The flag names (without `--`), the options `Arguments` accepts for them.
    var options: Set<String> { Set(fields.map { Self.flagName($0.name) }) }

    /// `tickSpacing` -> `tick-spacing`: SwiftUI's parameter name in the shell's spelling.
    static func flagName(_ field: String) -> String {
        var out = ""
        for c in field {
            if c.isUppercase { out += "-" + c.lowercased() } else { out.append(c) }
        }
        return out
    }

    /// The field a flag (without `--`) stands for.
    func field(forFlag flag: String) -> SpecField? { fields.first { Self.flagName($0.name) == flag } }

    /// What a flag's value looks like in the usage text; nil for a kind no single flag can hold
    /// (views, lists of objects, insets, backgrounds).
    static func metavar(_ kind: SpecField.Kind) -> String? {
        switch kind {
        case .string: return "TEXT"
        case .number: return "N"
        case .integer: return "N"
        case .boolean: return "true|false"
        case .strings: return "a,b,c"
        case .oneOf(let names): return names.joined(separator: "|")
        case .color: return "COLOUR"
        case .object(let sub) where Self.isRange(sub): return "A...B"
        case .object, .objects, .view, .views, .insets, .background: return nil
        }
    }

    /// {from, through} of numbers: written `A...B` on the command line.
    static func isRange(_ fields: [SpecField]) -> Bool {
        fields.map(\.name) == ["from", "through"] && fields.allSatisfy { if case .number = $0.kind { true } else { false } }
    }

    /// One line a flag (two when the help is long), aligned as the rest of `--help`. A field
    /// named in another's help is named by its flag ("default: textColor" -> "--text-color").
    var help: String {
        fields.map { f in
            var left = "  --\(Self.flagName(f.name)) \(Self.metavar(f.kind)!)"
            left += left.count < 27 ? String(repeating: " ", count: 27 - left.count) : "\n" + String(repeating: " ", count: 27)
            var text = f.help
            for other in fields where other.name != Self.flagName(other.name) {
                text = text.replacingOccurrences(of: other.name, with: "--" + Self.flagName(other.name))
            }
            let given = defaults.first { $0.field == f.name }.map { " (default here: \(Self.text($0.value)))" } ?? ""
            return left + text + given + "\n"
        }.joined()
    }

    /// A default as it would be typed: `Chocolate,Vanilla,Strawberry`, `Value`, `12`.
    static func text(_ value: JSONValue) -> String {
        switch value {
        case .string(let s): return s
        case .array(let items): return items.map(text).joined(separator: ",")
        default: return value.shown
        }
    }

    /// `[--range A...B]`, `--options a,b,c`, ... for the usage line; required fields without
    /// brackets unless the command line gives them a default.
    var usage: [String] {
        fields.map { f in
            let flag = "--\(Self.flagName(f.name)) \(Self.metavar(f.kind)!)"
            return f.required && !defaults.contains { $0.field == f.name } ? flag : "[\(flag)]"
        }
    }

    /// The control the flags describe, read by its spec reader.
    func control(_ a: Arguments) throws -> any PickerControl {
        var members: [(String, JSONValue)] = []
        for f in fields {
            let flag = Self.flagName(f.name)
            if let text = a[flag] {
                members.append((f.name, try Self.value(text, for: f, flag: flag)))
            } else if let d = defaults.first(where: { $0.field == f.name }) {
                members.append((f.name, d.value))
            }
        }
        do {
            let object = try SpecObject(.object(members), path: "", fields: control.specFields)
            return try control.init(spec: object)
        } catch {
            throw UsageError(relabel(error.description) ?? error.description)
        }
    }

    /// A message about a field ("selection: 'x' is not one of ...", or "content.selection: ..."
    /// with the path of the view the control is in) under its flag, or nil when it is not about
    /// one of these fields.
    func relabel(_ message: String, under path: String = "") -> String? {
        let prefix = path.isEmpty ? "" : path + "."
        guard message.hasPrefix(prefix) else { return nil }
        let message = message.dropFirst(prefix.count)
        let name = message.prefix { $0 != ":" && $0 != "." && $0 != "[" }
        guard name.count < message.count, fields.contains(where: { $0.name == name }) else { return nil }
        let rest = message.dropFirst(name.count)
        return "--\(Self.flagName(String(name)))" + (rest.hasPrefix(":") ? rest : ":" + rest.drop { $0 != ":" }.dropFirst())
    }

    /// A flag's text as the field's JSON value, checked as the spec reader would check it.
    static func value(_ text: String, for field: SpecField, flag: String) throws(UsageError) -> JSONValue {
        func refuse(_ expected: String) -> UsageError { UsageError("--\(flag): '\(text)' is not \(expected)") }
        func number(_ s: Substring) -> Double? {
            let t = s.trimmingCharacters(in: .whitespaces)
            guard let v = Double(t), t.lowercased() != "nan", v.isFinite else { return nil }
            return v
        }
        switch field.kind {
        case .string:
            return .string(text)
        case .number(let range):
            guard let v = number(text[...]), range.contains(v) else { throw refuse(field.expected) }
            return .number(v)
        case .integer(let range):
            guard let v = Int(text), range.contains(v) else { throw refuse(field.expected) }
            return .number(Double(v))
        case .boolean:
            guard let v = ["true": true, "false": false][text] else { throw refuse(field.expected) }
            return .bool(v)
        case .strings:
            return .array(try ValueList.items(text, option: "--" + flag).map(JSONValue.string))
        case .oneOf(let names):
            guard names.contains(text) else { throw refuse(field.expected) }
            return .string(text)
        case .color:
            guard ColorSpec(parsing: text) != nil else { throw refuse(field.expected) }
            return .string(text)
        case .object(let sub) where isRange(sub):
            let parts = text.components(separatedBy: "...")
            guard parts.count == 2, let lo = number(parts[0][...]), let hi = number(parts[1][...]) else {
                throw UsageError("--\(flag): '\(text)' is not a range of numbers like 40...120")
            }
            guard lo <= hi else { throw UsageError("--\(flag): '\(text)' has its lower bound above its upper bound") }
            for (bound, f) in zip([lo, hi], sub) {
                guard case .number(let r) = f.kind, r.contains(bound) else { throw refuse("a range within \(f.expected)") }
            }
            return .object([("from", .number(lo)), ("through", .number(hi))])
        case .object, .objects, .view, .views, .insets, .background:
            preconditionFailure("--\(flag): a \(field.name) has no command-line form (SpecFlags.fields leaves it out)")
        }
    }
}
