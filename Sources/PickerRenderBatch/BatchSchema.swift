// BatchSchema: the JSON Schema (draft 2020-12) of batch specs, generated from the batch reader's
// own field tables (BatchSpec.fields, pictureFields, and the animation's PictureAnimation.specFields)
// with the picture schema's functions (SpecSchema), so an editor's completion says what the
// reader accepts. The repository's `batch.schema.json` is this text (`picker-render schema
// batch`); a test keeps the two equal and checks the reader against the file key by key.
// Three fields hold what a field table cannot say, written here and nowhere else: `picture` is a
// whole picture spec (a reference to spec.schema.json, the file beside this one), and `axes`
// maps a JSON path to an array of values. Every field of kind `.object([])` must have such an
// entry (a precondition), so a new open object cannot reach the schema as an empty one.

import PickerRender

package enum BatchSchema {
    /// The schema, as `batch.schema.json` holds it.
    package static var document: JSONValue {
        SpecSchema.root(id: "batch.schema.json", title: "PickerRender batch spec",
                        description: "A documentation set: pictures times axes, drawn by picker-render batch SPEC.json.",
                        object: object(BatchSpec.fields)).value
    }

    /// `document` as text, with a final newline.
    package static var text: String { document.serialized() + "\n" }

    /// What the tables cannot express, by field name.
    static let openObjects: [String: JSONValue] = [
        "picture": .object([("$ref", .string("spec.schema.json"))]),
        "axes": .object([
            ("type", .string("object")),
            ("propertyNames", .object([("pattern", .string(#"^[A-Za-z_$][^.\[\]]*(\[[0-9]+\])*(\.[^.\[\]]+(\[[0-9]+\])*)*$"#))])),
            ("additionalProperties", .object([("type", .string("array")), ("minItems", .number(1))])),
        ]),
    ]

    /// An object of `fields`, as SpecSchema writes one, with every nested table written by this
    /// function too (so an open object anywhere below is replaced).
    static func object(_ fields: [SpecField]) -> JSONValue {
        var members = SpecSchema.object(fields).objectMembers
        guard let i = members.firstIndex(where: { $0.0 == "properties" }) else { return .object(members) }
        members[i].1 = .object(fields.map { ($0.name, property($0)) })
        return .object(members)
    }

    static func property(_ f: SpecField) -> JSONValue {
        switch f.kind {
        case .object(let sub) where sub.isEmpty:
            guard let open = openObjects[f.name] else { preconditionFailure("BatchSchema: the open object '\(f.name)' has no schema") }
            return .object([("description", .string(f.help))] + open.objectMembers)
        case .object(let sub):
            return .object([("description", .string(f.help))] + object(sub).objectMembers)
        case .objects(let sub):
            return .object([("description", .string(f.help)), ("type", .string("array")), ("items", object(sub))])
        default:
            return SpecSchema.property(f)
        }
    }
}
