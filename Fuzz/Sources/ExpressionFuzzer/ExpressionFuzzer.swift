// ExpressionFuzzer: libFuzzer target for the expression reader (a visual effect's math in a
// spec): the input is the text. Invariants, besides "never traps, never hangs":
//   - a refused text is an ExpressionError whose column is within the text (1 to its length + 1);
//   - an accepted text writes back (`description`) to text that reads to an equal tree and the
//     same text again;
//   - evaluating it at a few positions, with Reduce Motion off and on, gives a finite number or
//     a condition, or an ExpressionError with a column within the text: never a NaN.

import FuzzDriver
import PickerRender

let variables: [String: ExpressionType] = ["position": .number, "index": .number, "value": .number, "reduceMotion": .boolean]

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = size == 0 ? "" : String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let length = text.unicodeScalars.count
    let expression: Expression
    do {
        expression = try Expression(parsing: text, variables: variables)
    } catch {
        precondition(error.column >= 1 && error.column <= max(length + 1, Expression.maximumLength + 1), "column \(error.column) of \(length): \(error)")
        return 0
    }
    let written = expression.description
    do {
        let again = try Expression(parsing: written, variables: variables)
        precondition(again == expression, "'\(text)' wrote '\(written)', which reads to another tree")
        precondition(again.description == written, "'\(written)' writes back as '\(again.description)'")
    } catch {
        preconditionFailure("'\(text)' wrote '\(written)', which does not read: \(error)")
    }
    for position in [-1.0, -0.25, 0, 0.5, 1] {
        for reduceMotion in [false, true] {
            let values: [String: ExpressionValue] = ["position": .number(position), "index": .number(3), "value": .number(-7),
                                                     "reduceMotion": .boolean(reduceMotion)]
            do {
                if case .number(let v) = try expression.evaluate(values) { precondition(v.isFinite, "'\(text)' gave \(v)") }
            } catch {
                precondition(error.column >= 1 && error.column <= length, "evaluation error at column \(error.column) of \(length): \(error)")
            }
        }
    }
    return 0
}

@_cdecl("ExpressionFuzzer_main")
public func fuzzerMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv, testOneInput)
}
