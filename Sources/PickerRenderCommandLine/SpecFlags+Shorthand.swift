// SpecFlags for a list of objects: one flag an object, repeated (`--column 0...23:1:hours
// --column 0...59:30:min`), its text the object's shorthand fields (SpecField.shorthand) in
// order, separated by ':'. Each part becomes its field's JSON value by the same rules as a flag
// of its own (a comma list, an `A...B` range, ...), so the flag and the spec's object cannot
// disagree; the control's reader then checks the objects as it checks a spec's. An error about
// one object quotes the flag's text it came from.
// Invariant: a part holds no ':' (it separates the parts); an empty part leaves its field out.

import PickerRender

extension SpecFlags {
    /// One object of `field` from one flag's text.
    static func object(_ text: String, of field: SpecField, flag: String) throws(UsageError) -> JSONValue {
        guard case .objects(let sub) = field.kind else { preconditionFailure("--\(flag): \(field.name) is not a list of objects") }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count <= field.shorthand.count else {
            throw UsageError("--\(flag): '\(text)' has more parts than \(metavar(of: field)!) (no part may hold ':')")
        }
        var members: [(String, JSONValue)] = []
        for (part, names) in zip(parts, field.shorthand) where !part.isEmpty {
            let candidates = names.split(separator: "|").map { name in sub.first { $0.name == name }! }
            // "0...23" fills the range, "a,b" the list; "0..23" is a mistyped range, not a value.
            let target = candidates.first { isRange($0) ? ValueList.looksLikeRange(part) : true } ?? candidates.last!
            members.append((target.name, try value(part, for: target, flag: flag)))
        }
        return .object(members)
    }

    static func isRange(_ field: SpecField) -> Bool {
        if case .object(let sub) = field.kind { return rangeExtras(sub) != nil }
        return false
    }

    /// The help lines under a list's flag: what each part is.
    func shorthandHelp(_ field: SpecField) -> [String] {
        guard case .objects(let sub) = field.kind else { return [] }
        return field.shorthand.flatMap { names in
            names.split(separator: "|").compactMap { name in
                sub.first { $0.name == name }.map { "\(name.uppercased()): \($0.help)" }
            }
        }
    }

    /// The reader's error about one object (`columns[1].selection: ...`) under the flag that
    /// gave it: `--column '0...23:99': selection: ...`; nil for any other error.
    func objectMessage(_ error: any Error, given a: Arguments) -> String? {
        guard let error = error as? SpecError else { return nil }
        for field in fields where Self.isObjects(field) && error.path.hasPrefix(field.name + "[") {
            let rest = error.path.dropFirst(field.name.count + 1)
            let digits = rest.prefix { $0.isNumber }
            let flag = Self.flagName(for: field), texts = a.all(flag)
            guard let i = Int(digits), texts.indices.contains(i), rest.dropFirst(digits.count).first == "]" else { return nil }
            let key = rest.dropFirst(digits.count + 1).drop { $0 == "." }
            return "--\(flag) '\(texts[i])': " + (key.isEmpty ? "" : key + ": ") + error.message
        }
        return nil
    }
}
