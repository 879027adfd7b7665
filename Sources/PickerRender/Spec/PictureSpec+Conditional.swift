// The spec form of the views a scroll item's template needs beyond the vocabulary of shapes and
// effects: `{"type": "if", "condition": "index % 10 == 0", "then": view, "else": view}` (SwiftUI's
// `if` in a view body, its condition an expression's text that reads to a condition), and a
// text's `number` and `fixedSize`. The reader and writer are each other's inverse.

extension PictureSpec {
    static let conditionalFields: [(String, [SpecField])] = [
        ("if", [SpecField("condition", .string, required: true,
                          "a condition's text (docs/architecture.md §18), e.g. \"index % 10 == 0\"; it may use the variables an expression may use there"),
                SpecField("then", .view, required: true, "the view when the condition holds"),
                SpecField("else", .view, "the view when it does not (default: no view)")]),
    ]

    static func readConditional(_ o: SpecObject) throws(SpecError) -> ConditionalContent {
        let text = o.string("condition")!
        let condition: Expression
        do {
            condition = try Expression(parsing: text, variables: ViewTreeLayout.allVariables)
            try Expression.check(condition.node, variables: ViewTreeLayout.allVariables, expecting: .boolean)
        } catch {
            throw o.error("condition", "'\(text.count > 80 ? String(text.prefix(80)) + "…" : text)': \(error)")
        }
        let then = try readView(o.value("then")!, path: o.path("then"))
        let otherwise: ViewTree?
        if let e = o.value("else") { otherwise = try readView(e, path: o.path("else")) } else { otherwise = nil }
        return ConditionalContent(condition: condition, then: then, otherwise: otherwise)
    }

    static func writeConditional(_ c: ConditionalContent, to w: inout SpecWriter) {
        w.set("type", "if")
        w.set("condition", c.condition.description)
        w.set("then", write(c.then))
        if let e = c.otherwise { w.set("else", write(e)) }
    }

    /// A text object's string or number, and whether it is fixed-size.
    static func readText(_ o: SpecObject) throws(SpecError) -> Text {
        var t: Text
        switch (o.string("text"), o.expression("number")) {
        case (.some, .some): throw o.error("number", "give text or number, not both")
        case (nil, nil): throw o.error("text", "missing (give text, or number)")
        case (let s?, nil): t = Text(s)
        case (nil, let n?): t = Text(n, format: .number)
        }
        if let f = o.bool("fixedSize") { t.isFixedSize = f }
        return t
    }
}
