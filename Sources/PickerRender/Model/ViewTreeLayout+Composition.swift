// ViewTreeLayout for what a scroll item's template decides per item: SwiftUI's `if` with an
// expression for its condition (only the branch taken is laid out, and checked), and a text that
// shows a number (`Text(value, format: .number)`, formatted as Foundation's `formatted()` for the
// picture's locale, as the ruler's labels are) or is fixed-size (one line at its ideal width, in
// a frame that offers it nothing, so a label wider than its tick's cell overhangs it).

import Foundation
import PickerRenderLayout

extension ViewTreeLayout {
    func conditionalNode(_ c: ConditionalContent, path: String) throws(PickerError) -> ViewNode {
        let holds: Bool
        do throws(ExpressionError) {
            holds = try c.condition.condition(variables)
        } catch {
            throw Self.at(path, .invalidExpression(name: "condition", text: c.condition.description, error))
        }
        if holds { return try node(c.then, path: Self.join(path, "then")) }
        guard let otherwise = c.otherwise else { return .zstack(.center, .center, []) }
        return try node(otherwise, path: Self.join(path, "else"))
    }

    /// A text with a number or fixed size: the number formatted first, then laid out as a text
    /// with that string.
    func formattedText(_ t: Text, path: String) throws(PickerError) -> ViewNode {
        var plain = t
        if let n = t.number {
            let v = try number(n, name: "number", path: path, in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
            plain.string = v.formatted(.number.locale(Locale(identifier: options.locale)))
            plain.number = nil
        }
        guard t.isFixedSize else { return try node(.text(plain), path: path) }
        plain.isFixedSize = false
        _ = try node(.text(plain), path: path)   // the text's own checks
        let fixed = FrameSpec.Axis(fixedSize: true)
        return .frame(FrameSpec(width: fixed, height: fixed),
                      .text(plain.string, plain.font(at: options.dynamicType), plain.color.resolved(options.palette), minimumScaleFactor: 1))
    }
}
