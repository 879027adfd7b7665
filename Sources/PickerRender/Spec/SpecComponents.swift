// SpecComponents: a spec's own reusable views. A spec's "components" names views with
// parameters: {"adaptedWheel": {"parameters": {"tilt": -45}, "body": {...}}}; a view
// {"type": "component", "name": "adaptedWheel", "arguments": {"tilt": -40}} is that body with
// its parameters replaced, before the picture is read. In a body, a string that is exactly
// "$name" becomes the argument's value (of any type), "$(expression)" becomes the number the
// expression gives over the numeric parameters (`$(rows * rowHeight)`), and "$name" inside a
// longer string becomes the argument's text ("{value} $unit").
// Invariants: expansion is bounded whatever the input: components nest at most
// `maximumNesting` deep (a component that uses itself is refused by that bound), and the
// expanded content holds at most `maximumValues` JSON values, so a few lines cannot
// multiply into gigabytes. Every error names the JSON path of the instance or definition.

extension PictureSpec {
    static let maximumNesting = 16
    static let maximumValues = 2_000_000
    /// Longest text a `$name` substitution may make (a spec's texts are 100,000 scalars at most).
    static let maximumSubstitutedBytes = 4 * Limits.maximumTextScalars

    static let componentFields: [SpecField] = [
        SpecField("parameters", .anyObject, "each parameter's default value (null: the argument is required)"),
        SpecField("body", .view, required: true, "the view, with \"$name\", \"$(expression)\" and \"$name\" in text replaced"),
    ]

    /// `root` with its components' instances replaced by their bodies and the "components" key
    /// removed: what the picture's reader then reads.
    static func expandingComponents(_ root: JSONValue) throws(SpecError) -> JSONValue {
        guard case .object(let members) = root, let defs = members.first(where: { $0.0 == "components" })?.1 else { return root }
        guard case .object(let named) = defs else {
            throw SpecError(path: "components", message: "expected an object of named components, got \(defs.kindName) \(defs.shown)")
        }
        var table: [String: (parameters: [(String, JSONValue)], body: JSONValue)] = [:]
        for (name, value) in named {
            let path = "components.\(name)"
            guard Self.isComponentName(name) else {
                throw SpecError(path: path, message: "'\(name)' is not a component name (a letter, then letters, digits, - or _; at most 64)")
            }
            let o = try SpecObject(value, path: path, fields: componentFields)
            let parameters = o.value("parameters")?.objectMembers ?? []
            for (p, _) in parameters where !Self.isComponentName(p) {
                throw SpecError(path: "\(path).parameters.\(p)", message: "'\(p)' is not a parameter name (a letter, then letters, digits, - or _)")
            }
            table[name] = (parameters, o.value("body")!)
        }
        var budget = maximumValues
        var out: [(String, JSONValue)] = []
        for (key, value) in members where key != "components" {
            out.append((key, key == "content" ? try expand(value, path: "content", table: table, depth: 0, budget: &budget) : value))
        }
        return .object(out)
    }

    static func isComponentName(_ s: String) -> Bool {
        func letter(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("A"..."Z").contains(c) }
        guard let first = s.unicodeScalars.first, letter(first), s.unicodeScalars.count <= 64 else { return false }
        return s.unicodeScalars.allSatisfy { letter($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
    }

    private static func expand(_ value: JSONValue, path: String, table: [String: (parameters: [(String, JSONValue)], body: JSONValue)],
                               depth: Int, budget: inout Int) throws(SpecError) -> JSONValue {
        budget -= 1
        guard budget >= 0 else {
            throw SpecError(path: path, message: "the components expand to more than \(maximumValues) values")
        }
        switch value {
        case .array(let items):
            var out: [JSONValue] = []
            for (i, item) in items.enumerated() { out.append(try expand(item, path: "\(path)[\(i)]", table: table, depth: depth, budget: &budget)) }
            return .array(out)
        case .object(let members):
            if case .string("component")? = members.first(where: { $0.0 == "type" })?.1 {
                return try instance(value, path: path, table: table, depth: depth, budget: &budget)
            }
            var out: [(String, JSONValue)] = []
            for (k, v) in members { out.append((k, try expand(v, path: SpecObject.join(path, k), table: table, depth: depth, budget: &budget))) }
            return .object(out)
        default:
            return value
        }
    }

    private static func instance(_ value: JSONValue, path: String, table: [String: (parameters: [(String, JSONValue)], body: JSONValue)],
                                 depth: Int, budget: inout Int) throws(SpecError) -> JSONValue {
        let o = try SpecObject(value, path: path, fields: [
            SpecField("name", .string, required: true, "the component's name"),
            SpecField("arguments", .anyObject, "values for its parameters"),
        ], extraKeys: ["type"])
        let name = o.string("name")!
        guard let def = table[name] else {
            let known = table.keys.sorted().joined(separator: ", ")
            throw o.error("name", "'\(name)' is not a component of this spec" + (known.isEmpty ? " (it defines none)" : " (\(known))"))
        }
        guard depth < maximumNesting else {
            throw o.error("name", "'\(name)': components nest more than \(maximumNesting) deep (does one use itself?)")
        }
        let arguments = o.value("arguments")?.objectMembers ?? []
        for (k, _) in arguments where !def.parameters.contains(where: { $0.0 == k }) {
            let known = def.parameters.map(\.0).joined(separator: ", ")
            throw SpecError(path: o.path("arguments") + ".\(k)", message: "'\(k)' is not a parameter of \(name)" + (known.isEmpty ? "" : " (\(known))"))
        }
        var values: [String: JSONValue] = [:]
        for (p, d) in def.parameters {
            let v = arguments.first { $0.0 == p }?.1 ?? d
            if case .null = v { throw o.error("arguments", "missing '\(p)' (\(name) has no default for it)") }
            values[p] = v
        }
        // Longest names first, so `$tiltX` is not read as `$tilt` followed by "X".
        let byLength = values.sorted { $0.key.count > $1.key.count }
        let body = try substitute(def.body, values, byLength, path: path, name: name)
        return try expand(body, path: path, table: table, depth: depth + 1, budget: &budget)
    }

    /// The body with its parameters replaced.
    private static func substitute(_ value: JSONValue, _ values: [String: JSONValue], _ byLength: [(key: String, value: JSONValue)],
                                   path: String, name: String) throws(SpecError) -> JSONValue {
        switch value {
        case .string(let s) where s.contains("$"):
            if s.hasPrefix("$("), s.hasSuffix(")") {
                let text = String(s.dropFirst(2).dropLast())
                var variables: [String: ExpressionValue] = [:]
                for (k, v) in values {
                    if case .number(let x) = v { variables[k] = .number(x) }
                    if case .bool(let b) = v { variables[k] = .boolean(b) }
                }
                do {
                    let e = try Expression(parsing: text, variables: variables.mapValues(\.type))
                    return .number(try e.number(variables))
                } catch {
                    throw SpecError(path: path, message: "component '\(name)': '\(s)': \(error)")
                }
            }
            if s.hasPrefix("$"), let v = values[String(s.dropFirst())] { return v }
            var text = s
            for (k, v) in byLength where text.contains("$" + k) {
                let shown: String
                switch v {
                case .string(let t): shown = t
                case .number(let x): shown = JSONValue.format(x)
                case .bool(let b): shown = b ? "true" : "false"
                default: shown = v.serialized(pretty: false)
                }
                // Bounded before it is built: a text of many `$name`s, each a long argument,
                // would otherwise multiply a 16 MB spec into gigabytes.
                let count = text.ranges(of: "$" + k).count
                let grown = text.utf8.count + count * max(shown.utf8.count - k.utf8.count - 1, 0)
                guard grown <= maximumSubstitutedBytes else {
                    throw SpecError(path: path, message: "component '\(name)': '$\(k)' makes a text of \(grown) bytes, more than the \(maximumSubstitutedBytes) allowed")
                }
                text = text.replacing("$" + k, with: shown)
            }
            return .string(text)
        case .array(let items):
            var out: [JSONValue] = []
            for item in items { out.append(try substitute(item, values, byLength, path: path, name: name)) }
            return .array(out)
        case .object(let members):
            var out: [(String, JSONValue)] = []
            for (k, v) in members { out.append((k, try substitute(v, values, byLength, path: path, name: name))) }
            return .object(out)
        default:
            return value
        }
    }
}
