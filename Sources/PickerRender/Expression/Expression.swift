// Expression: a number (or a condition) computed from an item's place in a scroll and from the
// environment (docs/architecture.md §18), the math of a `visualEffect`: `reduceMotion ? 0 : position * tilt` as SwiftUI code
// writes it. One tree serves the two ways it is written: parsed from a spec's text
// (ExpressionParser) and built in Swift with operators (`.position * -45`); `description` writes
// it back as text that parses to an equal tree.
// Invariants: evaluation is total and deterministic (ExpressionEvaluation): every result is a
// finite number or a boolean, and anything else (division by zero, a NaN, an infinity, the square
// root of a negative) is an ExpressionError, never a trap. A node remembers the column it was
// read at (for error lines), which equality ignores: two spellings of one tree are equal. An
// expression read from a spec remembers the key it was given under (`scale`), so that layout's
// error about its value names that key, not the field the model stores it in (`x`); equality
// ignores that too.

/// A number or a condition over named variables (`position`, `index`, `value`, `reduceMotion`, ...).
public struct Expression: Sendable, Equatable, CustomStringConvertible {
    package indirect enum Node: Sendable, Equatable {
        case number(Double)
        case variable(String, at: Int)
        case negate(Node, at: Int)
        case not(Node, at: Int)
        case binary(BinaryOperator, Node, Node, at: Int)
        case call(Function, [Node], at: Int)
        case conditional(Node, Node, Node, at: Int)

        package static func == (a: Node, b: Node) -> Bool {
            switch (a, b) {
            case let (.number(x), .number(y)): return x == y
            case let (.variable(x, _), .variable(y, _)): return x == y
            case let (.negate(x, _), .negate(y, _)), let (.not(x, _), .not(y, _)): return x == y
            case let (.binary(o, l, r, _), .binary(p, m, s, _)): return o == p && l == m && r == s
            case let (.call(f, x, _), .call(g, y, _)): return f == g && x == y
            case let (.conditional(c, t, e, _), .conditional(d, u, f, _)): return c == d && t == u && e == f
            default: return false
            }
        }
    }

    package enum BinaryOperator: String, Sendable, CaseIterable {
        case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
        case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">=", equal = "==", notEqual = "!="
        case and = "&&", or = "||"

        /// Binding strength: higher binds tighter.
        var precedence: Int {
            switch self {
            case .or: 1
            case .and: 2
            case .less, .lessOrEqual, .greater, .greaterOrEqual, .equal, .notEqual: 3
            case .add, .subtract: 4
            case .multiply, .divide, .remainder: 5
            }
        }
    }

    /// The functions an expression may call, with how many arguments each takes.
    package enum Function: String, Sendable, CaseIterable {
        case abs, min, max, clamp, sqrt, sin, cos, floor, round

        /// The argument counts it accepts (min and max take two or more).
        var arity: ClosedRange<Int> {
            switch self {
            case .abs, .sqrt, .sin, .cos, .floor, .round: 1...1
            case .min, .max: 2...16
            case .clamp: 3...3
            }
        }
    }

    package let node: Node
    /// The spec key it was read from (nil: built in Swift): for errors only.
    package var key = Key()
    package init(_ node: Node) { self.node = node }

    /// A spec key that every other key equals, so two expressions read under different keys
    /// (`scale` and `x`) are the same expression.
    package struct Key: Sendable, Equatable {
        package var name: String?
        package static func == (a: Key, b: Key) -> Bool { true }
    }

    /// A number.
    public init(_ value: Double) { node = .number(value) }

    /// A variable of the place the expression is used in (`position`, `index`, `reduceMotion`).
    public static func variable(_ name: String) -> Expression { Expression(.variable(name, at: 0)) }

    /// -1 at the top of the visible rows, 0 at the centre, 1 at the bottom (SwiftUI's scroll-
    /// transition phase as the wheel computes it).
    public static var position: Expression { variable("position") }
    /// The item's index in its `ForEach`.
    public static var index: Expression { variable("index") }
    /// The item's value, when its values are numbers.
    public static var value: Expression { variable("value") }
    /// Whether Reduce Motion is on.
    public static var reduceMotion: Expression { variable("reduceMotion") }

    public var description: String { ExpressionText.text(node) }
}

extension Expression: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(floatLiteral value: Double) { self.init(value) }
    public init(integerLiteral value: Int) { self.init(Double(value)) }
}

// The Swift spelling: operators and functions build the same tree the text reads to.
public extension Expression {
    static func + (a: Expression, b: Expression) -> Expression { Expression(.binary(.add, a.node, b.node, at: 0)) }
    static func - (a: Expression, b: Expression) -> Expression { Expression(.binary(.subtract, a.node, b.node, at: 0)) }
    static func * (a: Expression, b: Expression) -> Expression { Expression(.binary(.multiply, a.node, b.node, at: 0)) }
    static func / (a: Expression, b: Expression) -> Expression { Expression(.binary(.divide, a.node, b.node, at: 0)) }
    /// The remainder of a / b with the sign of a, as Swift's `%` on integers and
    /// `truncatingRemainder(dividingBy:)` compute it (`index % 10 == 0`: every tenth item).
    static func % (a: Expression, b: Expression) -> Expression { Expression(.binary(.remainder, a.node, b.node, at: 0)) }
    /// Minus: a number's sign is folded into the number, as the text `-45` reads.
    static prefix func - (a: Expression) -> Expression {
        if case .number(let v) = a.node { return Expression(.number(-v)) }
        return Expression(.negate(a.node, at: 0))
    }
    static prefix func ! (a: Expression) -> Expression { Expression(.not(a.node, at: 0)) }
    static func < (a: Expression, b: Expression) -> Expression { Expression(.binary(.less, a.node, b.node, at: 0)) }
    static func <= (a: Expression, b: Expression) -> Expression { Expression(.binary(.lessOrEqual, a.node, b.node, at: 0)) }
    static func > (a: Expression, b: Expression) -> Expression { Expression(.binary(.greater, a.node, b.node, at: 0)) }
    static func >= (a: Expression, b: Expression) -> Expression { Expression(.binary(.greaterOrEqual, a.node, b.node, at: 0)) }
    static func == (a: Expression, b: Expression) -> Expression { Expression(.binary(.equal, a.node, b.node, at: 0)) }
    static func != (a: Expression, b: Expression) -> Expression { Expression(.binary(.notEqual, a.node, b.node, at: 0)) }
    static func && (a: Expression, b: Expression) -> Expression { Expression(.binary(.and, a.node, b.node, at: 0)) }
    static func || (a: Expression, b: Expression) -> Expression { Expression(.binary(.or, a.node, b.node, at: 0)) }

    static func abs(_ x: Expression) -> Expression { call(.abs, [x]) }
    static func min(_ a: Expression, _ b: Expression, _ more: Expression...) -> Expression { call(.min, [a, b] + more) }
    static func max(_ a: Expression, _ b: Expression, _ more: Expression...) -> Expression { call(.max, [a, b] + more) }
    static func clamp(_ x: Expression, _ low: Expression, _ high: Expression) -> Expression { call(.clamp, [x, low, high]) }
    static func sqrt(_ x: Expression) -> Expression { call(.sqrt, [x]) }
    /// Sine of an angle in radians.
    static func sin(_ x: Expression) -> Expression { call(.sin, [x]) }
    /// Cosine of an angle in radians.
    static func cos(_ x: Expression) -> Expression { call(.cos, [x]) }
    /// The largest whole number not above x (`x.rounded(.down)`).
    static func floor(_ x: Expression) -> Expression { call(.floor, [x]) }
    /// The nearest whole number, halves away from zero (`x.rounded()`).
    static func round(_ x: Expression) -> Expression { call(.round, [x]) }
    /// `condition ? then : otherwise`.
    static func cond(_ condition: Expression, _ then: Expression, _ otherwise: Expression) -> Expression {
        Expression(.conditional(condition.node, then.node, otherwise.node, at: 0))
    }

    private static func call(_ f: Function, _ args: [Expression]) -> Expression { Expression(.call(f, args.map(\.node), at: 0)) }
}

/// A bad expression: what is wrong and the column (1-based, in the text) where; column 0 for
/// an expression built in Swift, which has no text.
public struct ExpressionError: Error, Equatable, Sendable, CustomStringConvertible {
    public let column: Int
    public let message: String
    public init(column: Int, _ message: String) { self.column = column; self.message = message }
    public var description: String { column > 0 ? "column \(column): \(message)" : message }
}
