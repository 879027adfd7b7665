// SpecFlags: a control's own command-line flags, derived from its spec fields, so a parameter is
// declared once (in the control's `specFields`) and spelled once in each of its two cases: the
// spec's `tickSpacing` is the flag `--tick-spacing`, with the field's help line. A flag's text
// becomes the field's JSON value by the field's kind (a number, a whole number, a comma list or
// a file of lines, a colour, one of some names, `A...B` for a {from, through} range, whose other
// keys get flags of their own: `--by`; a list of objects with a shorthand is one repeated flag an
// object, `--column 0...23:1:hours`, SpecFlags+Shorthand) and is checked against the field's own range before
// anything is built; an object of flat fields (a font: {style, weight, ...}) is a flag a field,
// its name joined to the object's (`--row-font-style`), the flags given making the object; the
// object of all the flags given is then read by the control's
// `init(spec:)`, the reader `picker-render render` uses, so the command line and a spec file
// cannot disagree on a rule. Errors name the flag and quote the text given.
// Invariant: every flag name maps back to exactly one field (`field(forFlag:)`), so the
// message of a rule the control checks (`selection: ...`) is shown under its flag.

import Foundation
import PickerRender

struct SpecFlags: Sendable {
    /// The control whose fields these are.
    let control: any PickerControl.Type
    /// The command line's own defaults, where they differ from the spec's (a spec names its
    /// picker's title; a quick command-line picture gets one), as JSON values by field name.
    var defaults: [(field: String, value: JSONValue)] = []
    /// Other spellings a flag keeps (`--tint` for `--band-color`), alias first.
    var aliases: [(alias: String, flag: String)] = []

    /// One flag: a field of the control, a key of a range field (`--by` of `range`) or a field
    /// of an object of flat fields (`--row-font-style` of `rowFont`).
    struct Flag: Sendable {
        let name: String
        let field: SpecField
        /// True for a key of a range field (`--by`), false for a field of the control.
        let inRange: Bool
        /// The object field this flag is a field of (`rowFont`), or nil.
        var group: String? = nil
    }

    /// The fields that have flags: those whose value fits on a command line, and objects of such
    /// fields.
    var fields: [SpecField] { control.specFields.filter { Self.metavar(of: $0) != nil || Self.groupFields($0) != nil } }

    /// Every flag, in the fields' order, a range's own keys after it, an object's fields in its
    /// place.
    var flags: [Flag] {
        fields.flatMap { f -> [Flag] in
            if let sub = Self.groupFields(f) {
                return sub.map { Flag(name: Self.flagName(f.name) + "-" + Self.flagName($0.name), field: $0, inRange: false, group: f.name) }
            }
            let own = Flag(name: Self.flagName(for: f), field: f, inRange: false)
            guard case .object(let sub) = f.kind, let extras = Self.rangeExtras(sub) else { return [own] }
            return [own] + extras.map { Flag(name: Self.flagName($0.name), field: $0, inRange: true) }
        }
    }

    /// The names `Arguments` accepts once: the flags, their aliases and a list's `-file` form.
    var options: Set<String> {
        Set(flags.filter { !Self.isObjects($0.field) }.map(\.name) + aliases.map(\.alias)
            + fields.filter(Self.isList).map { Self.flagName($0.name) + "-file" })
    }

    /// The names `Arguments` accepts again and again: one for each object of a list (`--column`).
    var repeatable: Set<String> { Set(flags.filter { Self.isObjects($0.field) }.map(\.name)) }

    /// A field's flag: its name in kebab case; for a list of objects, given once an object, the
    /// name of one (`columns` -> `--column`).
    static func flagName(for field: SpecField) -> String {
        guard isObjects(field) else { return flagName(field.name) }
        precondition(field.name.hasSuffix("s"), "\(field.name): a list's flag is named after one of its objects")
        return flagName(String(field.name.dropLast()))
    }

    /// `tickSpacing` -> `tick-spacing`: SwiftUI's parameter name in the shell's spelling.
    static func flagName(_ field: String) -> String {
        var out = ""
        for c in field {
            if c.isUppercase { out += "-" + c.lowercased() } else { out.append(c) }
        }
        return out
    }

    /// The field a flag (without `--`) stands for.
    func field(forFlag flag: String) -> SpecField? { flags.first { $0.name == flag }?.field }

    /// For an object that is not a range and whose fields each fit one flag (a font), its
    /// fields; nil for any other field.
    static func groupFields(_ field: SpecField) -> [SpecField]? {
        guard case .object(let sub) = field.kind, rangeExtras(sub) == nil else { return nil }
        let flat = sub.allSatisfy { f in
            if case .object = f.kind { return false }
            return metavar(f.kind) != nil
        }
        return flat ? sub : nil
    }

    static func isList(_ field: SpecField) -> Bool { if case .strings = field.kind { true } else { false } }
    static func isObjects(_ field: SpecField) -> Bool { if case .objects = field.kind { true } else { false } }

    /// What a field's flag looks like in the usage text: by its kind, or for a list of objects
    /// by its shorthand (`RANGE|OPTIONS[:SELECTION[:UNIT]]`); nil when no flag can hold it.
    static func metavar(of field: SpecField) -> String? {
        guard isObjects(field) else { return metavar(field.kind) }
        guard let first = field.shorthand.first else { return nil }
        let rest = field.shorthand.dropFirst()
        return first.uppercased() + rest.map { "[:" + $0.uppercased() }.joined() + String(repeating: "]", count: rest.count)
    }

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
        case .object(let sub) where rangeExtras(sub) != nil: return "A...B"
        case .object, .objects, .view, .views, .insets, .background, .expression, .unitPoint, .lengthOrInfinity, .anyObject: return nil
        }
    }

    /// For {from, through, ...} of numbers (written `A...B`), the keys after the bounds (each a
    /// flag of its own); nil for any other object.
    static func rangeExtras(_ sub: [SpecField]) -> [SpecField]? {
        func numeric(_ f: SpecField) -> Bool {
            switch f.kind { case .number, .integer: return true; default: return false }
        }
        guard sub.count >= 2, sub[0].name == "from", sub[1].name == "through", numeric(sub[0]), numeric(sub[1]) else { return nil }
        let extras = Array(sub.dropFirst(2))
        let flat = extras.allSatisfy { f in
            if case .object = f.kind { return false }
            return metavar(f.kind) != nil
        }
        return flat ? extras : nil
    }

    /// One line a flag (two when the help is long), aligned as the rest of `--help`. A field
    /// named in another's help is named by its flag ("default: textColor" -> "--text-color").
    var help: String {
        flags.map { flag in
            var text = flagged(flag.field.help, quoted: false, plainNames: false)
            // A field of an object is introduced by the object's own help: "the rows' font: text style".
            if let group = flag.group, let object = fields.first(where: { $0.name == group }) { text = object.help + ": " + text }
            if !flag.inRange, flag.group == nil, let d = defaults.first(where: { $0.field == flag.field.name }) {
                let here = "on the command line: \(Self.text(d.value))"
                text = text.hasSuffix(")") ? String(text.dropLast()) + "; \(here))" : text + " (\(here))"
            }
            text += aliases.filter { $0.flag == flag.name }.map { " (also --\($0.alias))" }.joined()
            var lines = [line("--\(flag.name) \(Self.metavar(of: flag.field)!)", text)]
            if !flag.inRange, Self.isList(flag.field) {
                lines.append(line("--\(flag.name)-file FILE", "the same, one a line (so one may hold commas)"))
            }
            if Self.isObjects(flag.field) { lines += shorthandHelp(flag.field).map { line("", $0) } }
            return lines.joined()
        }.joined()
    }

    private func line(_ left: String, _ text: String) -> String {
        if left.isEmpty { return String(repeating: " ", count: 27) + text + "\n" }
        let pad = left.count + 2 < 27 ? String(repeating: " ", count: 25 - left.count) : "\n" + String(repeating: " ", count: 27)
        return "  " + left + pad + text + "\n"
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
        flags.map { flag in
            let text = "--\(flag.name) \(Self.metavar(of: flag.field)!)"
            return flag.field.required && !flag.inRange && !defaults.contains { $0.field == flag.field.name } ? text : "[\(text)]"
        }
    }

    /// The control the flags describe, read by its spec reader.
    func control(_ a: Arguments) throws -> any PickerControl {
        var members: [(String, JSONValue)] = []
        for f in fields {
            let name = Self.flagName(for: f)
            if let sub = Self.groupFields(f) {
                var object: [(String, JSONValue)] = []
                for g in sub {
                    if let (s, t) = try given(name + "-" + Self.flagName(g.name), in: a) { object.append((g.name, try Self.value(t, for: g, flag: s))) }
                }
                if !object.isEmpty { members.append((f.name, .object(object))) }
            } else if Self.isObjects(f) {
                let texts = a.all(name)
                if !texts.isEmpty { members.append((f.name, .array(try texts.map { t throws(UsageError) in try Self.object(t, of: f, flag: name) }))) }
            } else if let (spelling, text) = try given(name, in: a) {
                var value = try Self.value(text, for: f, flag: spelling)
                if case .object(let sub) = f.kind, let extras = Self.rangeExtras(sub), case .object(var range) = value {
                    for e in extras {
                        if let (s, t) = try given(Self.flagName(e.name), in: a) { range.append((e.name, try Self.value(t, for: e, flag: s))) }
                    }
                    value = .object(range)
                }
                if Self.isList(f), a[name + "-file"] != nil {
                    throw UsageError("--\(spelling) and --\(name)-file: give one of them, not both")
                }
                members.append((f.name, value))
            } else if Self.isList(f), let file = a[name + "-file"] {
                members.append((f.name, .array(try ValueList.lines(ofFile: file, option: "--\(name)-file").map(JSONValue.string))))
            } else if let d = defaults.first(where: { $0.field == f.name }) {
                members.append((f.name, d.value))
            } else if case .object(let sub) = f.kind, let extras = Self.rangeExtras(sub) {
                for e in extras {
                    if let (s, _) = try given(Self.flagName(e.name), in: a) { throw UsageError("--\(s) goes with --\(name)") }
                }
            }
        }
        do {
            let object = try SpecObject(.object(members), path: "", fields: control.specFields)
            return try control.init(spec: object)
        } catch {
            // One object's error is about the flag that wrote it: "--column '0...23:99': selection: ...".
            if let message = objectMessage(error, given: a) { throw UsageError(message) }
            // The reader's messages speak of keys: speak of flags.
            let message = flagged(error.description, quoted: true)
            throw UsageError(relabel(message, given: a) ?? message)
        }
    }

    /// The text given for a flag under its name or one alias (both at once is an error), with
    /// the spelling used.
    private func given(_ flag: String, in a: Arguments) throws(UsageError) -> (String, String)? {
        let spellings = [flag] + aliases.filter { $0.flag == flag }.map(\.alias)
        let used = spellings.filter { a[$0] != nil }
        guard used.count <= 1 else {
            throw UsageError(used.map { "--" + $0 }.joined(separator: " and ") + ": give one of them (they mean the same)")
        }
        return used.first.map { ($0, a[$0]!) }
    }

    /// `text` with each field's name (a whole word) written as its flag; with `quoted`, words
    /// inside '...' (a user's own text) are left as they are. Without `plainNames`, only names
    /// spelled differently as flags (`textColor`): a help line's "values" is a word of prose.
    func flagged(_ text: String, quoted: Bool, plainNames: Bool = true) -> String {
        let names = Dictionary(flags.filter { $0.group == nil && (plainNames || $0.field.name != $0.name) }.map { ($0.field.name, $0.name) },
                               uniquingKeysWith: { a, _ in a })
        var out = "", word = "", inQuote = false, previous: Character = " "
        func flush() {
            let dash = out.hasSuffix("--") || out.hasSuffix("-")
            out += (!inQuote && !dash) ? names[word].map { "--" + $0 } ?? word : word
            word = ""
        }
        for c in text {
            if c.isLetter { word.append(c); previous = c; continue }
            flush()
            if quoted && c == "'" && (inQuote || !previous.isLetter) { inQuote.toggle() }
            out.append(c); previous = c
        }
        flush()
        return out
    }

    /// A message about a field ("selection: 'x' is not one of ...", or "content.selection: ..."
    /// with the path of the view the control is in) under its flag, or nil when it is not about
    /// one of these fields.
    func relabel(_ message: String, under path: String = "", given a: Arguments? = nil) -> String? {
        let prefix = path.isEmpty ? "" : path + "."
        guard message.hasPrefix(prefix) else { return nil }
        let message = message.dropFirst(prefix.count)
        if message.hasPrefix("--") { return String(message) }
        let name = message.prefix { $0 != ":" && $0 != "." && $0 != "[" }
        guard name.count < message.count, let field = fields.first(where: { $0.name == name }) else { return nil }
        let rest = message.dropFirst(name.count)
        // Under the spelling the user typed, when it was an alias.
        var flag = Self.flagName(for: field)
        if let a, a[flag] == nil, let alias = aliases.first(where: { $0.flag == flag && a[$0.alias] != nil }) { flag = alias.alias }
        return "--\(flag)" + (rest.hasPrefix(":") ? rest : ":" + rest.drop { $0 != ":" }.dropFirst())
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
        case .object(let sub) where rangeExtras(sub) != nil:
            return try range(text, of: sub, flag: flag)
        case .object, .objects, .view, .views, .insets, .background, .expression, .unitPoint, .lengthOrInfinity, .anyObject:
            preconditionFailure("--\(flag): a \(field.name) has no command-line form (SpecFlags.fields leaves it out)")
        }
    }

    /// `A...B`, or for whole numbers also `A..<B`, as {from, through}.
    static func range(_ text: String, of sub: [SpecField], flag: String) throws(UsageError) -> JSONValue {
        guard case .integer(let limits) = sub[0].kind else { return try decimalRange(text, of: sub, flag: flag) }
        let halfOpen = text.contains("..<")
        let parts = text.components(separatedBy: halfOpen ? "..<" : "...").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let lo = Int(parts[0]), let hi = Int(parts[1]) else {
            throw UsageError("--\(flag): '\(text)' is not a range of whole numbers like 0...23 or 0..<24")
        }
        // Through is the last value below B; B = Int.min has none (and B - 1 would trap).
        guard !halfOpen || (hi > Int.min && hi - 1 >= lo) else { throw UsageError("--\(flag): '\(text)' is empty") }
        let through = halfOpen ? hi - 1 : hi
        guard lo <= through else { throw UsageError("--\(flag): '\(text)' has its lower bound above its upper bound") }
        // Compared as whole numbers: a bound past 2^53 would round into range as a Double.
        guard limits.contains(lo), limits.contains(through) else {
            let beyond = limits.lowerBound == -limits.upperBound ? "beyond +-\(limits.upperBound)" : "outside \(limits)"
            throw UsageError("--\(flag): '\(text)' has a bound \(beyond)")
        }
        return .object([("from", .number(Double(lo))), ("through", .number(Double(through)))])
    }

    /// `A...B` of finite numbers within the bounds' ranges.
    static func decimalRange(_ text: String, of sub: [SpecField], flag: String) throws(UsageError) -> JSONValue {
        let parts = text.components(separatedBy: "...").map { $0.trimmingCharacters(in: .whitespaces) }
        let bounds = parts.compactMap { t -> Double? in
            guard let v = Double(t), t.lowercased() != "nan", v.isFinite else { return nil }
            return v
        }
        guard parts.count == 2, bounds.count == 2 else { throw UsageError("--\(flag): '\(text)' is not a range of numbers like 40...120") }
        guard bounds[0] <= bounds[1] else { throw UsageError("--\(flag): '\(text)' has its lower bound above its upper bound") }
        for (bound, f) in zip(bounds, sub) {
            guard case .number(let r) = f.kind, r.contains(bound) else {
                throw UsageError("--\(flag): '\(text)' has a bound outside \(f.expected)")
            }
        }
        return .object([("from", .number(bounds[0])), ("through", .number(bounds[1]))])
    }
}
