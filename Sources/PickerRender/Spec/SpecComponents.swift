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
// multiply into gigabytes. Every error names where its value was written: expansion records
// each instance's body and each argument put whole into it (ComponentOrigins), and its own
// errors, the reader's and layout's are located by that record, so an error inside a component
// names the component's body (and the included file it came from, `$file`, which readFile
// writes into each component it merges) or the instance's argument.

extension PictureSpec {
    static let maximumNesting = 16
    static let maximumValues = 2_000_000
    /// Longest text a `$name` substitution may make (a spec's texts are 100,000 scalars at most).
    static let maximumSubstitutedBytes = 4 * Limits.maximumTextScalars

    static let componentFields: [SpecField] = [
        SpecField("parameters", .anyObject, "each parameter's default value (null: the argument is required)"),
        SpecField("body", .view, required: true, "the view, with \"$name\", \"$(expression)\" and \"$name\" in text replaced"),
    ]

    /// A component: its parameters' defaults, its body, the file it was included from.
    struct Definition {
        let parameters: [(String, JSONValue)]
        let body: JSONValue
        let file: String?
        /// Where its `part` ("body", "parameters.tilt") is written.
        func source(_ name: String, _ part: String) -> String { (file.map { $0 + ": " } ?? "") + "components.\(name).\(part)" }
    }
    typealias Table = [String: Definition]

    /// `root` with its components' instances replaced by their bodies and the "components" key
    /// removed: what the picture's reader then reads; `origins` records where each part of it was
    /// written, and an error is thrown already located.
    static func expandingComponents(_ root: JSONValue, origins: inout ComponentOrigins) throws(SpecError) -> JSONValue {
        do { return try expandingComponents(root, recording: &origins) } catch { throw origins.located(error) }
    }

    private static func expandingComponents(_ root: JSONValue, recording origins: inout ComponentOrigins) throws(SpecError) -> JSONValue {
        guard case .object(let members) = root, let defs = members.first(where: { $0.0 == "components" })?.1 else { return root }
        guard case .object(let named) = defs else {
            throw SpecError(path: "components", message: "expected an object of named components, got \(defs.kindName) \(defs.shown)")
        }
        var table: Table = [:]
        for (name, value) in named {
            let file: String? = if case .object(let m) = value, case .string(let f)? = m.first(where: { $0.0 == fileKey })?.1 { f } else { nil }
            let path = (file.map { $0 + ": " } ?? "") + "components.\(name)"
            guard Self.isComponentName(name) else {
                throw SpecError(path: path, message: "'\(name)' is not a component name (a letter, then letters, digits, - or _; at most 64)")
            }
            let o = try SpecObject(value, path: path, fields: componentFields, extraKeys: [fileKey])
            let parameters = o.value("parameters")?.objectMembers ?? []
            for (p, _) in parameters where !Self.isComponentName(p) {
                throw SpecError(path: "\(path).parameters.\(p)", message: "'\(p)' is not a parameter name (a letter, then letters, digits, - or _)")
            }
            table[name] = Definition(parameters: parameters, body: o.value("body")!, file: file)
        }
        var budget = maximumValues
        var out: [(String, JSONValue)] = []
        for (key, value) in members where key != "components" {
            out.append((key, key == "content" ? try expand(value, path: "content", table: table, depth: 0, budget: &budget, origins: &origins) : value))
        }
        return .object(out)
    }

    /// The key readFile writes into a component it merged from an included file: that file's name.
    static let fileKey = "$file"

    static func isComponentName(_ s: String) -> Bool {
        func letter(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("A"..."Z").contains(c) }
        guard let first = s.unicodeScalars.first, letter(first), s.unicodeScalars.count <= 64 else { return false }
        return s.unicodeScalars.allSatisfy { letter($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
    }

    private static func expand(_ value: JSONValue, path: String, table: Table, depth: Int, budget: inout Int,
                               origins: inout ComponentOrigins) throws(SpecError) -> JSONValue {
        budget -= 1
        guard budget >= 0 else {
            throw SpecError(path: path, message: "the components expand to more than \(maximumValues) values")
        }
        switch value {
        case .array(let items):
            var out: [JSONValue] = []
            for (i, item) in items.enumerated() {
                out.append(try expand(item, path: "\(path)[\(i)]", table: table, depth: depth, budget: &budget, origins: &origins))
            }
            return .array(out)
        case .object(let members):
            if case .string("component")? = members.first(where: { $0.0 == "type" })?.1 {
                return try instance(value, path: path, table: table, depth: depth, budget: &budget, origins: &origins)
            }
            var out: [(String, JSONValue)] = []
            for (k, v) in members {
                out.append((k, try expand(v, path: SpecObject.join(path, k), table: table, depth: depth, budget: &budget, origins: &origins)))
            }
            return .object(out)
        default:
            return value
        }
    }

    private static func instance(_ value: JSONValue, path: String, table: Table, depth: Int, budget: inout Int,
                                 origins: inout ComponentOrigins) throws(SpecError) -> JSONValue {
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
        var values: [String: JSONValue] = [:], sources: [String: String] = [:]
        for (p, d) in def.parameters {
            let given = arguments.first { $0.0 == p }?.1
            let v = given ?? d
            if case .null = v { throw o.error("arguments", "missing '\(p)' (\(name) has no default for it)") }
            values[p] = v
            // Where a value put whole into the body was written: the instance's argument (itself
            // perhaps inside another component's body), or the parameter's default.
            sources[p] = given != nil ? origins.located(o.path("arguments") + ".\(p)") : def.source(name, "parameters.\(p)")
        }
        origins.note(path, from: def.source(name, "body"))
        // Longest names first, so `$tiltX` is not read as `$tilt` followed by "X".
        let into = Substitution(values: values, byLength: values.sorted { $0.key.count > $1.key.count }, sources: sources, name: name)
        let body = try into.substitute(def.body, at: path, origins: &origins)
        return try expand(body, path: path, table: table, depth: depth + 1, budget: &budget, origins: &origins)
    }

    /// One instance's arguments put into its component's body.
    private struct Substitution {
        let values: [String: JSONValue]
        let byLength: [(key: String, value: JSONValue)]
        /// Where each parameter's value was written.
        let sources: [String: String]
        let name: String

        /// The body's `value`, found at `path` of the expanded spec, with the parameters replaced.
        func substitute(_ value: JSONValue, at path: String, origins: inout ComponentOrigins) throws(SpecError) -> JSONValue {
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
                if s.hasPrefix("$"), let v = values[String(s.dropFirst())] {
                    if let source = sources[String(s.dropFirst())] { origins.note(path, from: source) }
                    return v
                }
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
                for (i, item) in items.enumerated() { out.append(try substitute(item, at: "\(path)[\(i)]", origins: &origins)) }
                return .array(out)
            case .object(let members):
                var out: [(String, JSONValue)] = []
                for (k, v) in members { out.append((k, try substitute(v, at: SpecObject.join(path, k), origins: &origins))) }
                return .object(out)
            default:
                return value
            }
        }
    }
}
