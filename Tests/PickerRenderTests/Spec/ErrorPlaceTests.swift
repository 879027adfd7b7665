// Errors at the right place: for every view type's every field that takes an expression, an
// expression that cannot be evaluated is named at the key it was given under (a scaleEffect's
// `scale` is `content.scale`, not the `x` the model keeps it in); inside components, an error
// names the body it was written in (and the included file it came from), or the argument or
// default that put the value there.

import Foundation
@testable import PickerRender
import Testing

@Suite struct ErrorPlaceTests {
    /// Keys that cannot be given beside the one tested (a minimal example may hold one).
    static let exclusive: [String: [String]] = ["degrees": ["radians"], "radians": ["degrees"], "scale": ["x", "y"], "x": ["scale"], "y": ["scale"]]

    @Test func everyExpressionIsNamedByTheKeyItWasGiven() throws {
        var checked = 0
        for (type, fields) in PictureSpec.viewFields {
            for field in fields {
                guard case .expression = field.kind, let example = SpecSchemaTests.minimal[type] else { continue }
                var object = try #require(try JSONSerialization.jsonObject(with: Data(example.utf8)) as? [String: Any])
                for other in Self.exclusive[field.name] ?? [] { object[other] = nil }
                object[field.name] = "1 / (displayScale - displayScale)"
                let text = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
                do {
                    _ = try SpecSchemaTests.read(text).scene()
                    Issue.record("\(type).\(field.name): a division by zero drew")
                } catch {
                    #expect("\(error)".hasPrefix("content.\(field.name): "), "\(type).\(field.name): \(error)")
                }
                checked += 1
            }
        }
        // Every effect with a number, text's number, the colour effects: the list cannot shrink unseen.
        #expect(checked >= 20, "\(checked) expression fields")
    }

    /// A spec including `parts.json` (its components) beside it, read from its file.
    func picture(_ content: String, parts: String) throws -> Picture {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("places-\(UUID())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(#"{"components": \#(parts)}"#.utf8).write(to: dir.appendingPathComponent("parts.json"))
        let spec = #"{"include": ["parts.json"], "content": \#(content)}"#
        try Data(spec.utf8).write(to: dir.appendingPathComponent("s.json"))
        return try Picture(contentsOfFile: dir.appendingPathComponent("s.json").path)
    }

    static let parts = #"""
        {"row": {"parameters": {"s": 1}, "body": {"type": "scaleEffect", "scale": "$s", "content": {"type": "text", "text": "x"}}},
         "wide": {"parameters": {"s": 1000}, "body": {"type": "scaleEffect", "scale": "$s", "content": {"type": "text", "text": "x"}}},
         "bad": {"body": {"type": "frame", "width": 10, "content": {"type": "nosuchtype"}}},
         "shrink": {"body": {"type": "scaleEffect", "scale": "1000 * displayScale", "content": {"type": "text", "text": "y"}}}}
        """#

    func message(_ content: String) -> String {
        do { _ = try picture(content, parts: Self.parts).scene(); return "drew" } catch { return "\(error)" }
    }

    @Test func anErrorInsideAnIncludedFileNamesThatFileAndItsPath() {
        #expect(message(#"{"type": "component", "name": "shrink"}"#).hasPrefix("parts.json: components.shrink.body.scale: '3000'"))
        #expect(message(#"{"type": "vstack", "children": [{"type": "component", "name": "bad"}]}"#)
                    .hasPrefix("parts.json: components.bad.body.content.type: "))
    }

    @Test func aValueAnArgumentPutThereIsNamedAtTheArgument() {
        // Given by the instance (a number the reader refuses, an expression layout refuses) ...
        #expect(message(#"{"type": "vstack", "children": [{"type": "spacer"}, {"type": "component", "name": "row", "arguments": {"s": 500}}]}"#)
                    .hasPrefix("content.children[1].arguments.s: 500 "))
        #expect(message(#"{"type": "component", "name": "row", "arguments": {"s": "1000 * displayScale"}}"#)
                    .hasPrefix("content.arguments.s: '3000'"))
        // ... or the parameter's default, in the file that defines it.
        #expect(message(#"{"type": "component", "name": "wide"}"#).hasPrefix("parts.json: components.wide.parameters.s: 1000 "))
        // A good argument draws.
        #expect(message(#"{"type": "component", "name": "row", "arguments": {"s": 2}}"#) == "drew")
    }

    @Test func aSpecsOwnComponentIsNamedInItsBody() {
        let spec = #"{"components": {"mine": {"body": {"type": "blur", "radius": "0 / 0", "content": {"type": "spacer"}}}}, "content": {"type": "component", "name": "mine"}}"#
        do {
            _ = try Picture(json: Array(spec.utf8)).scene()
            Issue.record("drew")
        } catch {
            #expect("\(error)".hasPrefix("components.mine.body.radius: "), "\(error)")
        }
    }
}
