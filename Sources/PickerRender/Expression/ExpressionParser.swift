// ExpressionParser: the text of an expression to its tree, by recursive descent over the
// grammar below (lowest binding first), each node keeping its 1-based column for error lines:
//   conditional := or [ "?" conditional ":" conditional ]
//   or          := and { "||" and }
//   and         := comparison { "&&" comparison }
//   comparison  := additive [ ("<" | "<=" | ">" | ">=" | "==" | "!=") additive ]   (no chains)
//   additive    := term { ("+" | "-") term }
//   term        := unary { ("*" | "/" | "%") unary }
//   unary       := ("-" | "!") unary | primary            (minus on a number is that number)
//   primary     := number | name | name "(" conditional { "," conditional } ")" | "(" conditional ")"
// Numbers are decimal (`45`, `0.5`, `1e-3`) and finite. Invariants: the text is at most
// `maximumLength` characters and nests at most `maximumDepth` levels (recursion is bounded
// whatever the input); every error names the column of the token at fault.

extension Expression {
    /// Longest text an expression may be: far above any visual effect's math.
    public static let maximumLength = 4096
    /// Deepest nesting of parentheses, operators and calls.
    public static let maximumDepth = 64

    /// Reads `text` (see ExpressionParser's grammar); `variables` are the names it may use.
    public init(parsing text: String, variables: [String: ExpressionType]) throws(ExpressionError) {
        var parser = ExpressionParser(text)
        let node = try parser.parse()
        try Expression.check(node, variables: variables, expecting: nil)
        self.init(node)
    }
}

struct ExpressionParser {
    enum Token: Equatable {
        case number(Double), name(String), symbol(String), end
    }

    let scalars: [Unicode.Scalar]
    var position = 0
    var token: Token = .end
    var column = 1
    var depth = 0

    init(_ text: String) { scalars = Array(text.unicodeScalars) }

    mutating func parse() throws(ExpressionError) -> Expression.Node {
        guard scalars.count <= Expression.maximumLength else {
            throw ExpressionError(column: Expression.maximumLength + 1, "longer than \(Expression.maximumLength) characters")
        }
        try advance()
        guard token != .end else { throw ExpressionError(column: column, "empty expression") }
        let node = try conditional()
        guard token == .end else { throw ExpressionError(column: column, "unexpected \(shown(token))") }
        return node
    }

    // MARK: Tokens

    mutating func advance() throws(ExpressionError) {
        while position < scalars.count, scalars[position] == " " || scalars[position] == "\t" { position += 1 }
        column = position + 1
        guard position < scalars.count else { token = .end; return }
        let c = scalars[position]
        if isDigit(c) || (c == "." && position + 1 < scalars.count && isDigit(scalars[position + 1])) {
            token = .number(try number())
        } else if isLetter(c) {
            var name = ""
            while position < scalars.count, isLetter(scalars[position]) || isDigit(scalars[position]) {
                name.unicodeScalars.append(scalars[position]); position += 1
            }
            token = .name(name)
        } else {
            let two = position + 1 < scalars.count ? String(c) + String(scalars[position + 1]) : ""
            if ["<=", ">=", "==", "!=", "&&", "||"].contains(two) {
                token = .symbol(two); position += 2
            } else if "+-*/%<>!?:(),".unicodeScalars.contains(c) {
                token = .symbol(String(c)); position += 1
            } else {
                throw ExpressionError(column: column, "unexpected character '\(String(c))'")
            }
        }
    }

    /// digits [ "." digits ] [ ("e" | "E") [ "+" | "-" ] digits ], finite.
    mutating func number() throws(ExpressionError) -> Double {
        let start = position
        func digits() { while position < scalars.count, isDigit(scalars[position]) { position += 1 } }
        digits()
        if position < scalars.count, scalars[position] == "." { position += 1; digits() }
        if position < scalars.count, scalars[position] == "e" || scalars[position] == "E" {
            position += 1
            if position < scalars.count, scalars[position] == "+" || scalars[position] == "-" { position += 1 }
            let before = position
            digits()
            guard position > before else { throw ExpressionError(column: start + 1, "'\(text(start))' has no exponent digits") }
        }
        if position < scalars.count, isLetter(scalars[position]) || scalars[position] == "." {
            throw ExpressionError(column: start + 1, "'\(text(start))\(String(scalars[position]))' is not a number")
        }
        guard let v = Double(text(start)), v.isFinite else {
            throw ExpressionError(column: start + 1, "'\(text(start))' is not a finite number")
        }
        return v
    }

    func text(_ start: Int) -> String { String(String.UnicodeScalarView(scalars[start..<position])) }
    func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }
    func isLetter(_ c: Unicode.Scalar) -> Bool { (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_" }

    func shown(_ t: Token) -> String {
        switch t {
        case .number(let v): return "number \(JSONValue.format(v))"
        case .name(let n): return "'\(n)'"
        case .symbol(let s): return "'\(s)'"
        case .end: return "end of expression"
        }
    }

    mutating func expect(_ symbol: String) throws(ExpressionError) {
        guard token == .symbol(symbol) else { throw ExpressionError(column: column, "expected '\(symbol)', found \(shown(token))") }
        try advance()
    }

    // MARK: Grammar

    mutating func nested<T>(_ body: (inout ExpressionParser) throws(ExpressionError) -> T) throws(ExpressionError) -> T {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Expression.maximumDepth else {
            throw ExpressionError(column: column, "nested more than \(Expression.maximumDepth) levels deep")
        }
        return try body(&self)
    }

    mutating func conditional() throws(ExpressionError) -> Expression.Node {
        try nested { p throws(ExpressionError) in
            let at = p.column
            let condition = try p.binary(level: 1)
            guard p.token == .symbol("?") else { return condition }
            try p.advance()
            let then = try p.conditional()
            try p.expect(":")
            return .conditional(condition, then, try p.conditional(), at: at)
        }
    }

    /// Binary operators of `level` and tighter (1: ||, 2: &&, 3: comparisons, 4: + -, 5: * / %).
    mutating func binary(level: Int) throws(ExpressionError) -> Expression.Node {
        guard level <= 5 else { return try unary() }
        var left = try binary(level: level + 1)
        while case .symbol(let s) = token, let op = Expression.BinaryOperator(rawValue: s), op.precedence == level {
            let at = column
            try advance()
            let right = try binary(level: level + 1)
            left = .binary(op, left, right, at: at)
            if level == 3, case .symbol(let next) = token, let again = Expression.BinaryOperator(rawValue: next), again.precedence == 3 {
                throw ExpressionError(column: column, "comparisons do not chain: parenthesise one ('\(next)')")
            }
        }
        return left
    }

    mutating func unary() throws(ExpressionError) -> Expression.Node {
        try nested { p throws(ExpressionError) in
            let at = p.column
            if p.token == .symbol("-") {
                try p.advance()
                let x = try p.unary()
                if case .number(let v) = x { return .number(-v) }
                return .negate(x, at: at)
            }
            if p.token == .symbol("!") {
                try p.advance()
                return .not(try p.unary(), at: at)
            }
            return try p.primary()
        }
    }

    mutating func primary() throws(ExpressionError) -> Expression.Node {
        let at = column
        switch token {
        case .number(let v):
            try advance()
            return .number(v)
        case .name(let name):
            try advance()
            guard token == .symbol("(") else { return .variable(name, at: at) }
            guard let f = Expression.Function(rawValue: name) else {
                throw ExpressionError(column: at, "unknown function '\(name)' (abs, min, max, clamp, sqrt, sin, cos, floor, round)")
            }
            try advance()
            var args: [Expression.Node] = []
            if token != .symbol(")") {
                args.append(try conditional())
                while token == .symbol(",") {
                    try advance()
                    args.append(try conditional())
                }
            }
            try expect(")")
            guard f.arity.contains(args.count) else {
                let wanted = f.arity.count == 1 ? "\(f.arity.lowerBound)" : "\(f.arity.lowerBound) to \(f.arity.upperBound)"
                throw ExpressionError(column: at, "\(name) takes \(wanted) argument\(f.arity.upperBound == 1 ? "" : "s"), not \(args.count)")
            }
            return .call(f, args, at: at)
        case .symbol("("):
            try advance()
            let inner = try conditional()
            try expect(")")
            return inner
        default:
            throw ExpressionError(column: at, "expected a number, a name or '(', found \(shown(token))")
        }
    }
}
