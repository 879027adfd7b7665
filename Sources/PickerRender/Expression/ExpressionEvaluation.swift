// ExpressionEvaluation: the types an expression's parts must have, and its value. A tree is
// checked before it is evaluated: each variable is one the place offers, with its type (the
// wheel's `position` a number, `reduceMotion` a condition), arithmetic and functions take
// numbers, `&&`, `||`, `!` and a conditional's test take conditions, a conditional's branches
// agree. Evaluation is then total: each step's result is checked (division by zero, the square
// root of a negative, a clamp whose low bound is above its high one, a result that is not
// finite) and a failure is an ExpressionError at the column of the step, never a NaN passed on.

/// What a variable or an expression is: a number or a condition.
public enum ExpressionType: String, Sendable, Equatable {
    case number, boolean
}

/// A variable's value, or an expression's.
public enum ExpressionValue: Sendable, Equatable {
    case number(Double)
    case boolean(Bool)

    var type: ExpressionType {
        if case .number = self { return .number }
        return .boolean
    }
}

/// What a checker needs of the variables a place offers: each one's type by name, and the names
/// for an error. The variables' values give their types directly, so evaluating an expression
/// checks it without building a dictionary of types each time (a scroll item's three effects,
/// per item).
protocol VariableTypes {
    func type(of name: String) -> ExpressionType?
    var names: [String] { get }
}

extension Dictionary: VariableTypes where Key == String, Value == ExpressionType {
    func type(of name: String) -> ExpressionType? { self[name] }
    var names: [String] { Array(keys) }
}

/// The variables' values, read as their types.
struct ValueTypes: VariableTypes {
    let values: [String: ExpressionValue]
    func type(of name: String) -> ExpressionType? { values[name]?.type }
    var names: [String] { Array(values.keys) }
}

extension Expression {
    /// Tallest tree evaluated: each level is one step of recursion.
    static let maximumHeight = 3 * maximumDepth

    /// The expression's value for these variables (each name it uses must be given).
    public func evaluate(_ variables: [String: ExpressionValue]) throws(ExpressionError) -> ExpressionValue {
        _ = try Self.check(node, variables: ValueTypes(values: variables), expecting: nil)
        return try Self.value(node, variables)
    }

    /// The expression's condition for these variables; an error when it is a number.
    func condition(_ variables: [String: ExpressionValue]) throws(ExpressionError) -> Bool {
        _ = try Self.check(node, variables: ValueTypes(values: variables), expecting: .boolean)
        guard case .boolean(let b) = try Self.value(node, variables) else { preconditionFailure("checked as a condition") }
        return b
    }

    /// The expression's number for these variables; an error when it is a condition.
    public func number(_ variables: [String: ExpressionValue]) throws(ExpressionError) -> Double {
        _ = try Self.check(node, variables: ValueTypes(values: variables), expecting: .number)
        guard case .number(let v) = try Self.value(node, variables) else { preconditionFailure("checked as a number") }
        return v
    }

    /// The type of `node`, after checking it (and, when given, that it is `expecting`).
    @discardableResult
    static func check<V: VariableTypes>(_ node: Node, variables: V, expecting: ExpressionType?,
                                        height: Int = 0, parent: Int = 0) throws(ExpressionError) -> ExpressionType {
        guard height <= maximumHeight else { throw ExpressionError(column: parent, "nested more than \(maximumHeight) levels deep") }
        func sub(_ n: Node, _ t: ExpressionType?, _ at: Int) throws(ExpressionError) -> ExpressionType {
            try check(n, variables: variables, expecting: t, height: height + 1, parent: at)
        }
        let type: ExpressionType
        let at: Int
        switch node {
        case .number(let v):
            guard v.isFinite else { throw ExpressionError(column: parent, "\(v) is not a finite number") }
            type = .number; at = parent
        case .variable(let name, let c):
            guard let t = variables.type(of: name) else {
                let known = variables.names.sorted().joined(separator: ", ")
                throw ExpressionError(column: c, "unknown name '\(name)'" + (known.isEmpty ? " (no variables here)" : " (known here: \(known))"))
            }
            type = t; at = c
        case .negate(let x, let c):
            try sub(x, .number, c); type = .number; at = c
        case .not(let x, let c):
            try sub(x, .boolean, c); type = .boolean; at = c
        case .binary(let op, let l, let r, let c):
            at = c
            switch op {
            case .add, .subtract, .multiply, .divide, .remainder:
                try sub(l, .number, c); try sub(r, .number, c); type = .number
            case .less, .lessOrEqual, .greater, .greaterOrEqual:
                try sub(l, .number, c); try sub(r, .number, c); type = .boolean
            case .equal, .notEqual:
                try sub(r, try sub(l, nil, c), c); type = .boolean
            case .and, .or:
                try sub(l, .boolean, c); try sub(r, .boolean, c); type = .boolean
            }
        case .call(let f, let args, let c):
            guard f.arity.contains(args.count) else { throw ExpressionError(column: c, "\(f.rawValue) takes \(f.arity) arguments, not \(args.count)") }
            for a in args { try sub(a, .number, c) }
            type = .number; at = c
        case .conditional(let test, let then, let otherwise, let c):
            try sub(test, .boolean, c)
            type = try sub(otherwise, try sub(then, nil, c), c); at = c
        }
        if let expecting, type != expecting {
            throw ExpressionError(column: at, "expected a \(expecting == .number ? "number" : "condition"), found a \(type == .number ? "number" : "condition")")
        }
        return type
    }

    /// The value of a checked node.
    static func value(_ node: Node, _ variables: [String: ExpressionValue]) throws(ExpressionError) -> ExpressionValue {
        func number(_ n: Node) throws(ExpressionError) -> Double {
            guard case .number(let v) = try value(n, variables) else { preconditionFailure("checked as a number") }
            return v
        }
        func boolean(_ n: Node) throws(ExpressionError) -> Bool {
            guard case .boolean(let b) = try value(n, variables) else { preconditionFailure("checked as a condition") }
            return b
        }
        func finite(_ v: Double, _ at: Int, _ what: String) throws(ExpressionError) -> ExpressionValue {
            guard v.isFinite else { throw ExpressionError(column: at, "\(what) is not a finite number") }
            return .number(v)
        }
        switch node {
        case .number(let v): return .number(v)
        case .variable(let name, let at):
            let v = variables[name]!
            if case .number(let x) = v, !x.isFinite { throw ExpressionError(column: at, "'\(name)' is not a finite number") }
            return v
        case .negate(let x, _): return .number(-(try number(x)))
        case .not(let x, _): return .boolean(!(try boolean(x)))
        case .binary(let op, let l, let r, let at):
            switch op {
            // Short-circuit, as Swift's && and || do: the right side is not evaluated when the left decides.
            case .and: return .boolean(try boolean(l) ? try boolean(r) : false)
            case .or: return .boolean(try boolean(l) ? true : try boolean(r))
            case .equal: return .boolean(try value(l, variables) == (try value(r, variables)))
            case .notEqual: return .boolean(try value(l, variables) != (try value(r, variables)))
            default: break
            }
            let a = try number(l), b = try number(r)
            switch op {
            case .add: return try finite(a + b, at, "the sum")
            case .subtract: return try finite(a - b, at, "the difference")
            case .multiply: return try finite(a * b, at, "the product")
            case .divide:
                guard b != 0 else { throw ExpressionError(column: at, "division by zero") }
                return try finite(a / b, at, "the quotient")
            case .remainder:
                guard b != 0 else { throw ExpressionError(column: at, "remainder of a division by zero") }
                return .number(a.truncatingRemainder(dividingBy: b))
            case .less: return .boolean(a < b)
            case .lessOrEqual: return .boolean(a <= b)
            case .greater: return .boolean(a > b)
            case .greaterOrEqual: return .boolean(a >= b)
            case .equal, .notEqual, .and, .or: preconditionFailure("handled above")
            }
        case .call(let f, let args, let at):
            var xs: [Double] = []
            for a in args { xs.append(try number(a)) }
            switch f {
            case .abs: return .number(Swift.abs(xs[0]))
            case .min: return .number(xs.min()!)
            case .max: return .number(xs.max()!)
            case .clamp:
                guard xs[1] <= xs[2] else { throw ExpressionError(column: at, "clamp's low bound \(JSONValue.format(xs[1])) is above its high bound \(JSONValue.format(xs[2]))") }
                return .number(Swift.min(Swift.max(xs[0], xs[1]), xs[2]))
            case .sqrt:
                guard xs[0] >= 0 else { throw ExpressionError(column: at, "sqrt of a negative number (\(JSONValue.format(xs[0])))") }
                return .number(xs[0].squareRoot())
            case .sin: return try finite(Foundation.sin(xs[0]), at, "sin")
            case .cos: return try finite(Foundation.cos(xs[0]), at, "cos")
            case .floor: return .number(xs[0].rounded(.down))
            case .round: return .number(xs[0].rounded())
            }
        case .conditional(let test, let then, let otherwise, _):
            return try boolean(test) ? value(then, variables) : value(otherwise, variables)
        }
    }
}

import Foundation
