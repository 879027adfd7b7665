// SpecObject: a JSON object of a spec, checked against its fields before anything reads it:
// it must be an object, hold no key its fields do not name (the error lists the keys that are
// allowed), hold every required key, and each value must have its field's type and range. So
// a control's `init(spec:)` reads plain, already-checked values and only checks the rules that
// tie its fields together. Every error names the JSON path of the bad value.

import PickerRenderLayout
import PickerRenderScene

public struct SpecObject: Sendable {
    public let path: String
    let members: [(String, JSONValue)]

    package init(_ value: JSONValue, path: String, fields: [SpecField], extraKeys: Set<String> = []) throws(SpecError) {
        guard case .object(let members) = value else {
            throw SpecError(path: path, message: "expected an object, got \(value.kindName) \(value.shown)")
        }
        self.path = path
        self.members = members
        let known = Set(fields.map(\.name)).union(extraKeys)
        for (key, _) in members where !known.contains(key) {
            let allowed = (fields.map(\.name) + extraKeys.sorted()).joined(separator: ", ")
            throw SpecError(path: Self.join(path, key), message: "unknown key \"\(key)\" (allowed here: \(allowed))")
        }
        for f in fields {
            guard let v = members.first(where: { $0.0 == f.name })?.1 else {
                if f.required { throw SpecError(path: Self.join(path, f.name), message: "missing (\(f.help))") }
                continue
            }
            try Self.check(v, f, path: Self.join(path, f.name))
        }
    }

    static func check(_ v: JSONValue, _ f: SpecField, path: String) throws(SpecError) {
        func bad() -> SpecError { SpecError(path: path, message: "\(v.shown) is not \(f.expected)") }
        switch (f.kind, v) {
        case (.string, .string(let s)): try checkLength(s, path: path)
        case (.boolean, .bool), (.view, .object), (.object, .object), (.anyObject, .object): return
        case (.number(let r), .number(let x)): guard r.contains(x) else { throw bad() }
        case (.integer(let r), .number(let x)):
            guard x == x.rounded(), x >= Double(r.lowerBound), x <= Double(r.upperBound) else { throw bad() }
        case (.strings, .array(let items)):
            for (i, item) in items.enumerated() {
                guard case .string(let s) = item else {
                    throw SpecError(path: "\(path)[\(i)]", message: "\(item.shown) is not a string")
                }
                try checkLength(s, path: "\(path)[\(i)]")
            }
        case (.oneOf(let names), .string(let s)): guard names.contains(s) else { throw bad() }
        // A colour field takes a colour only: "transparent" there was accepted and then read as the
        // default, silently. Only a picture's background also takes "automatic" and "transparent".
        case (.color, .string(let s)): guard ColorSpec(parsing: s) != nil else { throw bad() }
        case (.background, .string(let s)): guard Background(parsing: s) != nil else { throw bad() }
        case (.insets, .number(let x)): guard x.isFinite, x >= 0, x <= Limits.maximumLength else { throw bad() }
        case (.insets, .object):
            _ = try SpecObject(v, path: path, fields: Self.insetFields)
        case (.views, .array), (.objects, .array): return
        case (.expression(let r), .number(let x)): guard r.contains(x) else { throw bad() }
        case (.expression, .string(let text)):
            do { _ = try Expression(parsing: text, variables: ViewTreeLayout.allVariables) } catch {
                throw SpecError(path: path, message: "'\(text.count > 80 ? String(text.prefix(80)) + "…" : text)': \(error)")
            }
        case (.unitPoint, .string(let name)): guard UnitPoint.named.contains(where: { $0.0 == name }) else { throw bad() }
        case (.unitPoint, .object): _ = try SpecObject(v, path: path, fields: Self.unitPointFields)
        case (.lengthOrInfinity(let r), .number(let x)): guard r.contains(x) else { throw bad() }
        case (.lengthOrInfinity, .string(let s)): guard s == "infinity" else { throw bad() }
        default: throw bad()
        }
    }

    /// A text longer than `Limits.maximumTextScalars` is refused before anything measures it
    /// (its length is named, not the text).
    static func checkLength(_ s: String, path: String) throws(SpecError) {
        // Each scalar is at least one UTF-8 byte: most texts are decided without counting.
        guard s.utf8.count > Limits.maximumTextScalars else { return }
        let scalars = s.unicodeScalars.count
        guard scalars > Limits.maximumTextScalars else { return }
        throw SpecError(path: path, message: "a text of \(scalars) Unicode scalars is longer than the "
                        + "\(Limits.maximumTextText) a text may have")
    }

    static let insetFields = ["top", "leading", "bottom", "trailing"].map {
        SpecField($0, .number(0...Limits.maximumLength), "points of background on this edge")
    }

    static let unitPointFields = ["x", "y"].map {
        SpecField($0, .number(-100...100), required: true, "fraction of the frame's \($0 == "x" ? "width from the leading edge" : "height from the top")")
    }

    static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : path + "." + key }

    public func has(_ key: String) -> Bool { members.contains { $0.0 == key } }
    public func value(_ key: String) -> JSONValue? { members.first { $0.0 == key }?.1 }
    public func path(_ key: String) -> String { Self.join(path, key) }
    public func error(_ key: String, _ message: String) -> SpecError { SpecError(path: path(key), message: message) }

    public func string(_ key: String) -> String? {
        if case .string(let s)? = value(key) { return s }
        return nil
    }
    public func number(_ key: String) -> Double? {
        if case .number(let x)? = value(key) { return x }
        return nil
    }
    /// A field of kind `.integer` (its range already checked, so the conversion is exact).
    public func int(_ key: String) -> Int? { number(key).map { Int($0) } }
    public func bool(_ key: String) -> Bool? {
        if case .bool(let b)? = value(key) { return b }
        return nil
    }
    public func strings(_ key: String) -> [String]? {
        guard case .array(let items)? = value(key) else { return nil }
        return items.compactMap { if case .string(let s) = $0 { return s } else { return nil } }
    }
    public func color(_ key: String) -> ColorSpec? {
        string(key).flatMap(ColorSpec.init(parsing:))
    }
    /// A field of kind `.expression`: its number, or its text read (checked already), knowing
    /// `key` (so layout names it in an error about its value).
    public func expression(_ key: String) -> Expression? {
        var e: Expression?
        switch value(key) {
        case .number(let x)?: e = Expression(x)
        case .string(let text)?: e = try? Expression(parsing: text, variables: ViewTreeLayout.allVariables)
        default: return nil
        }
        e?.key.name = key
        return e
    }
    /// A field of kind `.unitPoint` (checked already).
    public func unitPoint(_ key: String) -> UnitPoint? {
        switch value(key) {
        case .string(let name)?: return UnitPoint.named.first { $0.0 == name }?.1
        case .object(let m)?:
            func n(_ k: String) -> Double { if case .number(let x)? = m.first(where: { $0.0 == k })?.1 { return x }; return 0 }
            return UnitPoint(x: n("x"), y: n("y"))
        default: return nil
        }
    }
    /// A field of kind `.lengthOrInfinity` (checked already).
    public func length(_ key: String) -> Double? {
        switch value(key) {
        case .number(let x)?: return x
        case .string?: return .infinity
        default: return nil
        }
    }
    public func insets(_ key: String) throws(SpecError) -> EdgeInsets? {
        switch value(key) {
        case .number(let x)?: return EdgeInsets(top: x, leading: x, bottom: x, trailing: x)
        case let v?:
            let o = try SpecObject(v, path: path(key), fields: Self.insetFields)
            return EdgeInsets(top: o.number("top") ?? 0, leading: o.number("leading") ?? 0,
                              bottom: o.number("bottom") ?? 0, trailing: o.number("trailing") ?? 0)
        case nil: return nil
        }
    }
    public func object(_ key: String, fields: [SpecField]) throws(SpecError) -> SpecObject? {
        guard let v = value(key) else { return nil }
        return try SpecObject(v, path: path(key), fields: fields)
    }
    public func objects(_ key: String, fields: [SpecField]) throws(SpecError) -> [SpecObject]? {
        guard case .array(let items)? = value(key) else { return nil }
        var out: [SpecObject] = []
        for (i, item) in items.enumerated() { out.append(try SpecObject(item, path: "\(path(key))[\(i)]", fields: fields)) }
        return out
    }
}

/// The keys of a spec object being written, in the order they are set.
public struct SpecWriter: Sendable {
    var members: [(String, JSONValue)] = []
    public init() {}

    public mutating func set(_ key: String, _ value: JSONValue) { members.append((key, value)) }
    public mutating func set(_ key: String, _ s: String?) { if let s { set(key, .string(s)) } }
    public mutating func set(_ key: String, _ x: Double?) { if let x { set(key, .number(x)) } }
    public mutating func set(_ key: String, _ x: Int?) { if let x { set(key, .number(Double(x))) } }
    public mutating func set(_ key: String, _ b: Bool?) { if let b { set(key, .bool(b)) } }
    /// An expression: a number when it is one, else its text.
    public mutating func set(_ key: String, _ e: Expression?) {
        guard let e else { return }
        if case .number(let x) = e.node { set(key, .number(x)) } else { set(key, .string(e.description)) }
    }
    public mutating func set(_ key: String, _ p: UnitPoint?) {
        guard let p else { return }
        if let name = UnitPoint.named.first(where: { $0.1 == p })?.0 { set(key, .string(name)); return }
        set(key, .object([("x", .number(p.x)), ("y", .number(p.y))]))
    }
    public mutating func set(_ key: String, _ items: [String]?) { if let items { set(key, .array(items.map(JSONValue.string))) } }
    public mutating func set(_ key: String, _ insets: EdgeInsets) {
        let e = insets
        if e.top == e.leading, e.top == e.bottom, e.top == e.trailing { set(key, .number(e.top)); return }
        var w = SpecWriter()
        for (k, v) in [("top", e.top), ("leading", e.leading), ("bottom", e.bottom), ("trailing", e.trailing)] where v != 0 {
            w.set(k, v)
        }
        set(key, w.value)
    }

    public var value: JSONValue { .object(members) }
}
