// ExpressionText: an expression written as text, with only the parentheses its tree needs, so
// the text parses back to an equal tree, nested no deeper than a text that reads to it must be:
// a left-associative operator's right operand of the same strength is parenthesised
// (`a - (b - c)`), comparisons never chain, a conditional is parenthesised only as a test or an
// operand, unary operators stack without parentheses (`--x`), and numbers are written as the spec
// writes them (`45`, `0.5`), a negative one with its sign (`position * -45`).

enum ExpressionText {
    static func text(_ node: Expression.Node) -> String {
        switch node {
        case .number(let v): return JSONValue.format(v)
        case .variable(let name, _): return name
        case .negate(let x, _): return "-" + operand(x)
        case .not(let x, _): return "!" + operand(x)
        case .call(let f, let args, _): return f.rawValue + "(" + args.map(text).joined(separator: ", ") + ")"
        case .conditional(let c, let t, let e, _):
            // A branch reads a whole conditional: no parentheses (each pair is a level of nesting
            // the reader counts, so adding some could take a text past its depth).
            return wrapped(c, if: isConditional(c)) + " ? " + text(t) + " : " + text(e)
        case .binary(let op, let l, let r, _):
            let p = op.precedence, comparison = p == 3
            return wrapped(l, if: strength(l) < p || (comparison && strength(l) == p)) + " \(op.rawValue) "
                + wrapped(r, if: strength(r) <= p)
        }
    }

    /// How tightly a node binds: a binary operator's precedence; 0 for a conditional; 9 for
    /// anything that needs no parentheses (numbers, variables, calls, unary operators).
    private static func strength(_ node: Expression.Node) -> Int {
        switch node {
        case .binary(let op, _, _, _): return op.precedence
        case .conditional: return 0
        case .number(let v) where v < 0 || (v == 0 && v.sign == .minus): return 6   // "-2" is a unary minus when read
        default: return 9
        }
    }

    private static func isConditional(_ node: Expression.Node) -> Bool {
        if case .conditional = node { return true }
        return false
    }

    /// A unary operator's operand: parenthesised unless it is a name, a call, a non-negative
    /// number or another unary operator (`--x`, `!!c`: as few levels of nesting as it was read with).
    private static func operand(_ node: Expression.Node) -> String {
        switch node {
        case .variable, .call, .negate, .not: return text(node)
        case .number(let v) where v >= 0 && v.sign == .plus: return text(node)
        default: return "(" + text(node) + ")"
        }
    }

    private static func wrapped(_ node: Expression.Node, if needed: Bool) -> String {
        needed ? "(" + text(node) + ")" : text(node)
    }
}
