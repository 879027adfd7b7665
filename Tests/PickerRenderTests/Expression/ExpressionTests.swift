// Expression: the seed's visual-effect math read from text and built in Swift to the same tree,
// its values by hand-computed numbers, precedence, text that parses back to the same tree (for
// 3,000 random well-typed trees), and every malformed text or failing step named by its column
// (a part of the wrong type by its own column).

import Testing
@testable import PickerRender

@Suite struct ExpressionTests {
    static let variables: [String: ExpressionType] = ["position": .number, "index": .number, "value": .number, "reduceMotion": .boolean]

    func parse(_ text: String) throws(ExpressionError) -> Expression { try Expression(parsing: text, variables: Self.variables) }

    func number(_ text: String, position: Double = 0.5, reduceMotion: Bool = false) throws -> Double {
        try parse(text).number(["position": .number(position), "index": .number(3), "value": .number(7), "reduceMotion": .boolean(reduceMotion)])
    }

    @Test func theWheelsMath() throws {
        #expect(try number("reduceMotion ? 0 : position * -62") == -31)
        #expect(try number("reduceMotion ? 0 : position * -62", reduceMotion: true) == 0)
        #expect(try number("1 - abs(position) * 0.12", position: -1) == 0.88)
        #expect(try number("max(0, 1 - abs(position) * 0.72)", position: 2) == 0)
        #expect(try parse("reduceMotion ? 0 : position * -62") == Expression.cond(.reduceMotion, 0, .position * -62))
        #expect(try parse("1 - abs(position) * 0.12") == 1 - Expression.abs(.position) * 0.12)
        #expect(try parse("index % 10 == 0 && round(value) > floor(value)") == (.index % 10 == 0 && .round(.value) > .floor(.value)))
    }

    @Test func precedenceAndAssociativity() throws {
        let cases: [(String, Double)] = [
            ("1 + 2 * 3", 7), ("(1 + 2) * 3", 9), ("10 - 4 - 3", 3), ("10 - (4 - 3)", 9), ("2 * -3", -6), ("-2 * 3", -6),
            ("24 / 4 / 2", 3), ("-(2 + 3)", -5), ("--4", 4), ("min(3, 1, 2)", 1), ("max(3, 1, 2)", 3), ("clamp(5, 0, 1)", 1),
            ("clamp(-5, 0, 1)", 0), ("sqrt(16)", 4), ("cos(0)", 1), ("sin(0)", 0), ("1e2 + .5", 100.5), ("index * value", 21),
            ("position > 0 && !reduceMotion ? 1 : 2", 1), ("(1 < 2) == (3 < 4) ? 0 : 1", 0),
            ("reduceMotion || position <= 0.5 ? 10 : 20", 10), ("1 == 1 ? 2 == 3 ? 4 : 5 : 6", 5),
            // Swift's remainder (the sign of the dividend), as tight as * and /; floor and round.
            ("17 % 5", 2), ("-7 % 3", -1), ("2 + 7 % 4 * 2", 8), ("index % 3 == 0 ? 1 : 0", 1), ("7.5 % 2", 1.5),
            ("floor(2.7)", 2), ("floor(-2.5)", -3), ("round(2.5)", 3), ("round(-2.5)", -3), ("round(0.49)", 0),
        ]
        for (text, expected) in cases {
            #expect(try number(text) == expected, "\(text)")
        }
    }

    @Test func textParsesBackToTheSameTree() throws {
        var rng = Seeded(seed: 26)
        for _ in 0..<3000 {
            let type: ExpressionType = rng.next() % 3 == 0 ? .boolean : .number
            let tree = Expression(Self.random(type, depth: 5, &rng))
            let text = tree.description
            let again = try Expression(parsing: text, variables: Self.variables)
            #expect(again == tree, "\(text)")
            #expect(again.description == text)
        }
    }

    /// Text near the depth limit writes back to text the reader still takes: no parentheses are
    /// added around stacked unary operators or a conditional's branches (ExpressionFuzzer found
    /// 37 minuses written as 37 parenthesised levels, past the limit).
    @Test func writtenTextNestsNoDeeperThanItWasRead() throws {
        for text in [String(repeating: "-", count: 40) + "abs(value)", String(repeating: "!", count: 40) + "reduceMotion",
                     String(repeating: "reduceMotion ? ", count: 20) + "1" + String(repeating: " : 2", count: 20)] {
            let e = try parse(text)
            #expect(try parse(e.description) == e, "\(text) -> \(e.description)")
        }
    }

    static let malformed: [(text: String, column: Int, naming: String)] = [
        ("", 1, "empty"), ("   ", 4, "empty"), ("1 +", 4, "expected a number"), ("* 2", 1, "expected a number"),
        ("(1 + 2", 7, "expected ')'"), ("1 + 2)", 6, "unexpected ')'"), ("1 2", 3, "unexpected number 2"),
        ("position * #", 12, "unexpected character '#'"), ("tilt * 2", 1, "unknown name 'tilt'"),
        ("pow(2, 3)", 1, "unknown function 'pow'"), ("abs(1, 2)", 1, "abs takes 1 argument, not 2"),
        ("min(1)", 1, "min takes 2 to 16"), ("clamp(1, 2)", 1, "clamp takes 3"), ("abs()", 1, "abs takes 1"), ("floor(1, 2)", 1, "floor takes 1"), ("1 %", 4, "expected a number"),
        ("1e", 1, "no exponent digits"), ("1e999", 1, "not a finite number"), ("1.2.3", 1, "not a number"),
        ("12abc", 1, "not a number"), ("1 < 2 < 3", 7, "do not chain"), ("reduceMotion + 1", 1, "expected a number, found a condition"),
        ("position ? 1 : 2", 1, "expected a condition, found a number"), ("reduceMotion ? 1 : reduceMotion", 20, "expected a number, found a condition"),
        ("!position", 2, "expected a condition"), ("-reduceMotion", 2, "expected a number"), ("position && reduceMotion", 1, "expected a condition"),
        ("reduceMotion ? 1", 17, "expected ':'"), ("1 = 2", 3, "unexpected character '='"), ("abs(1", 6, "expected ')'"),
        ("position *", 11, "expected a number"), ("π", 1, "unexpected character 'π'"), ("(1 == reduceMotion) ? 1 : 0", 7, "expected a number"),
    ]

    @Test(arguments: malformed.indices)
    func malformedTextIsRefusedAtItsColumn(_ i: Int) {
        let (text, column, naming) = Self.malformed[i]
        #expect { try parse(text) } throws: { error in
            guard let e = error as? ExpressionError else { return false }
            return e.column == column && e.message.contains(naming)
        }
    }

    @Test func failingStepsAreErrorsAtTheirColumn() {
        let cases: [(String, Int, String)] = [
            ("1 / (position - 0.5)", 3, "division by zero"), ("5 % (position - 0.5)", 3, "division by zero"), ("sqrt(position - 1)", 1, "negative"), ("clamp(0, 2, 1)", 1, "low bound"),
            ("1e308 * 10", 7, "not a finite"), ("1e308 + 1e308", 7, "not a finite"), ("-1e308 - 1e308", 8, "not a finite"),
        ]
        for (text, column, naming) in cases {
            #expect(throws: ExpressionError.self, "\(text)") { _ = try number(text) }
            do { _ = try number(text) } catch let e as ExpressionError {
                #expect(e.column == column && e.message.contains(naming), "\(text): \(e)")
            } catch {
                Issue.record("\(text): \(error)")
            }
        }
        // A variable that is not a finite number is refused where it is read.
        #expect(throws: ExpressionError(column: 1, "'position' is not a finite number")) {
            try parse("position + 1").number(["position": .number(.nan)])
        }
    }

    @Test func lengthAndDepthAreBounded() {
        let long = String(repeating: "1+", count: 2048) + "1"
        #expect(throws: ExpressionError.self) { try parse(long) }
        let deep = String(repeating: "(", count: 70) + "1" + String(repeating: ")", count: 70)
        #expect { try parse(deep) } throws: { ($0 as? ExpressionError)?.message.contains("nested") == true }
        let fine = String(repeating: "(", count: 30) + "1" + String(repeating: ")", count: 30)
        #expect(throws: Never.self) { try parse(fine) }
        // Built in Swift, a tree taller than any text allows is refused when it is evaluated.
        var tall: Expression = .position
        for _ in 0..<300 { tall = tall + 1 }
        #expect { try tall.number(["position": .number(0)]) } throws: { ($0 as? ExpressionError)?.message.contains("nested") == true }
    }

    // MARK: Random well-typed trees

    struct Seeded {
        var state: UInt64
        init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }
        mutating func next() -> UInt64 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return state
        }
        mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
    }

    static func random(_ type: ExpressionType, depth: Int, _ rng: inout Seeded) -> Expression.Node {
        if type == .number {
            if depth == 0 || rng.next() % 4 == 0 {
                return rng.next() % 2 == 0 ? .number(rng.pick([0, 1, 2.5, -62, 0.55, 1e-3, 44])) : .variable(rng.pick(["position", "index", "value"]), at: 0)
            }
            switch rng.next() % 5 {
            case 0: return .negate(.variable("position", at: 0), at: 0)
            case 1: return .call(rng.pick([.abs, .sqrt, .sin, .cos, .floor, .round]), [random(.number, depth: depth - 1, &rng)], at: 0)
            case 2: return .call(rng.pick([.min, .max, .clamp]), (0..<3).map { _ in random(.number, depth: depth - 1, &rng) }, at: 0)
            case 3: return .conditional(random(.boolean, depth: depth - 1, &rng), random(.number, depth: depth - 1, &rng),
                                        random(.number, depth: depth - 1, &rng), at: 0)
            default: return .binary(rng.pick([.add, .subtract, .multiply, .divide, .remainder]), random(.number, depth: depth - 1, &rng),
                                    random(.number, depth: depth - 1, &rng), at: 0)
            }
        }
        if depth == 0 || rng.next() % 4 == 0 { return .variable("reduceMotion", at: 0) }
        switch rng.next() % 4 {
        case 0: return .not(random(.boolean, depth: depth - 1, &rng), at: 0)
        case 1: return .binary(rng.pick([.and, .or]), random(.boolean, depth: depth - 1, &rng), random(.boolean, depth: depth - 1, &rng), at: 0)
        case 2: return .conditional(random(.boolean, depth: depth - 1, &rng), random(.boolean, depth: depth - 1, &rng),
                                    random(.boolean, depth: depth - 1, &rng), at: 0)
        default: return .binary(rng.pick([.less, .lessOrEqual, .greater, .greaterOrEqual, .equal, .notEqual]),
                                random(.number, depth: depth - 1, &rng), random(.number, depth: depth - 1, &rng), at: 0)
        }
    }
}
