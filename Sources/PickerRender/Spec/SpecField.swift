// SpecField: one key of an object in a picture spec: its name, what it holds and whether it
// must be there. The tables of fields are the single source for three things that must agree:
// the reader (unknown keys, missing keys and wrong types are refused before anything is built),
// the writer's key order, and the JSON Schema (`spec.schema.json`, generated from them).

public struct SpecField: Sendable {
    /// Not `indirect`: the nested tables are arrays, already out of line. An indirect case's box
    /// is referenced through a pointer carrying the enum's tag in its spare bits, which
    /// LeakSanitizer does not recognise as a pointer: every box of a static table was reported
    /// as leaked (`make sanitize`, the wheel's `range` fields).
    public enum Kind: Sendable {
        case string
        /// A number within the range.
        case number(ClosedRange<Double>)
        /// A whole number within the range.
        case integer(ClosedRange<Int>)
        case boolean
        /// An array of strings.
        case strings
        /// One of these strings.
        case oneOf([String])
        /// A colour: a system colour name, #RGB, #RRGGBB or #RRGGBBAA.
        case color
        /// A picture's background: "automatic", "transparent" or a colour.
        case background
        /// Edge insets: a number for every edge, or an object of top / leading / bottom / trailing.
        case insets
        /// A view (an object with a "type").
        case view
        /// An array of views.
        case views
        /// An object with these fields.
        case object([SpecField])
        /// An array of objects with these fields.
        case objects([SpecField])
        /// A number within the range, or an expression's text (docs/architecture.md §18), whose
        /// value layout checks against the range.
        case expression(ClosedRange<Double>)
        /// A unit point: a name (`top`, `center`, `bottomTrailing`, ...) or an object {x, y}.
        case unitPoint
        /// A length in points from 0 within the range, or "infinity".
        case lengthOrInfinity(ClosedRange<Double>)
        /// An object of any keys (a component's parameters and arguments).
        case anyObject
    }

    public let name: String
    public let kind: Kind
    public let required: Bool
    /// One line for the schema's description and for editors.
    public let help: String
    /// For a list of objects, how a command line writes one object: these of its fields, in
    /// order, separated by ':' (`["range|options", "selection", "unit"]` reads `0...23:1:hours`),
    /// an empty part leaving its field out. A part naming two fields, a range (`from`,
    /// `through`) and another, fills the range when its text looks like one (`0...23`).
    /// Empty: the field has no command-line form.
    public let shorthand: [String]

    public init(_ name: String, _ kind: Kind, required: Bool = false, shorthand: [String] = [], _ help: String) {
        if !shorthand.isEmpty, case .objects(let sub) = kind {
            for part in shorthand {
                for key in part.split(separator: "|") {
                    precondition(sub.contains { $0.name == key }, "\(name)'s shorthand names '\(key)', which is not one of its fields")
                }
            }
        } else {
            precondition(shorthand.isEmpty, "\(name): only a list of objects has a shorthand")
        }
        self.name = name; self.kind = kind; self.required = required; self.shorthand = shorthand; self.help = help
    }

    /// Every colour name, for error lines (an unknown colour's error lists them, as the CLI's does).
    static let colorNames = SemanticColor.allCases.map(\.rawValue).joined(separator: ", ")
    static let unitPointNames = UnitPoint.named.map(\.0).joined(separator: ", ")

    /// A short phrase for error lines: "a number from 1 to 3".
    package var expected: String {
        switch kind {
        case .string: return "a string"
        case .number(let r):
            // A bound at +-1e300 or beyond only keeps arithmetic finite: not worth reading.
            switch (r.lowerBound > -1e300, r.upperBound < 1e300) {
            case (true, true): return "a number from \(JSONValue.format(r.lowerBound)) to \(JSONValue.format(r.upperBound))"
            case (false, true): return "a number up to \(JSONValue.format(r.upperBound))"
            case (true, false): return "a number from \(JSONValue.format(r.lowerBound))"
            case (false, false): return "a finite number"
            }
        case .integer(let r): return "a whole number from \(r.lowerBound) to \(r.upperBound)"
        case .boolean: return "true or false"
        case .strings: return "an array of strings"
        case .oneOf(let names): return "one of " + names.map { "\"\($0)\"" }.joined(separator: ", ")
        case .color: return "a colour (\(SpecField.colorNames), #RGB, #RRGGBB or #RRGGBBAA, optionally followed by .opacity(x), x from 0 to 1)"
        case .background: return "\"automatic\", \"transparent\" or a colour (\(SpecField.colorNames), #RGB, #RRGGBB or #RRGGBBAA)"
        case .insets: return "a number of points or an object of top, leading, bottom, trailing"
        case .view: return "a view (an object with a \"type\")"
        case .views: return "an array of views"
        case .object: return "an object"
        case .objects: return "an array of objects"
        case .expression(let r):
            return "a number from \(JSONValue.format(r.lowerBound)) to \(JSONValue.format(r.upperBound)) or an expression's text"
        case .anyObject: return "an object"
        case .unitPoint: return "a unit point (" + SpecField.unitPointNames + ", or an object of x and y)"
        case .lengthOrInfinity(let r):
            return "a number from \(JSONValue.format(r.lowerBound)) to \(JSONValue.format(r.upperBound)) or \"infinity\""
        }
    }
}

/// A bad spec: where (a JSON path such as `content.children[1].values`) and what.
public struct SpecError: Error, Equatable, Sendable, CustomStringConvertible {
    public let path: String
    public let message: String
    public init(path: String, message: String) { self.path = path; self.message = message }
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
