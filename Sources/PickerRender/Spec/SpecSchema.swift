// SpecSchema: the JSON Schema (draft 2020-12) of picture specs, generated from the same field
// tables the reader uses, so an editor's completion and checks say what the decoder accepts.
// The repository's `spec.schema.json` is this text; a test keeps the two equal and checks the
// decoder against the committed file key by key.

extension Picture {
    /// The JSON Schema of picture specs, as `spec.schema.json` holds it.
    public static var jsonSchema: JSONValue { SpecSchema.document }

    /// `jsonSchema` as text, as the repository's `spec.schema.json` holds it.
    public static var jsonSchemaText: String { SpecSchema.document.serialized() + "\n" }
}

/// `package`: the batch spec's schema (PickerRenderBatch) is made from its own field tables with
/// these same functions.
package enum SpecSchema {
    static var document: JSONValue {
        var defs = SpecWriter()
        let types = PictureSpec.typeNames
        defs.set("view", .object([("oneOf", .array(types.map { ref($0) }))]))
        for (name, fields) in PictureSpec.viewFields { defs.set(name, viewObject(name, fields)) }
        for control in PickerKinds.all { defs.set(control.kind, viewObject(control.kind, PictureSpec.fields(of: control))) }
        defs.set("insets", object(SpecObject.insetFields))
        defs.set("color", .object([
            ("description", .string("a system colour name, #RGB, #RRGGBB or #RRGGBBAA, optionally followed by .opacity(x) with x from 0 to 1")),
            ("anyOf", .array([
                .object([("enum", .array(SemanticColor.allCases.map(\.rawValue).map(JSONValue.string)))]),
                .object([("type", .string("string")), ("pattern", .string("\\.opacity\\([0-9.eE+-]+\\)$"))]),
                .object([("type", .string("string")), ("pattern", .string("^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"))]),
            ])),
        ]))
        defs.set("pictureBackground", .object([
            ("description", .string("\"automatic\" (the control's own), \"transparent\", or a colour")),
            ("anyOf", .array([.object([("enum", .array([.string("automatic"), .string("transparent")]))]), ref("color")])),
        ]))
        var root = Self.root(id: "spec.schema.json", title: "PickerRender picture spec",
                             description: "One picture: its environment, canvas and tree of views (picker-render render SPEC.json).",
                             object: object(PictureSpec.pictureFields))
        root.set("$defs", defs.value)
        return root.value
    }

    /// A schema document's head (draft 2020-12, its id, title and description) and its root
    /// object's members.
    package static func root(id: String, title: String, description: String, object: JSONValue) -> SpecWriter {
        var root = SpecWriter()
        root.set("$schema", "https://json-schema.org/draft/2020-12/schema")
        root.set("$id", id)
        root.set("title", title)
        root.set("description", description)
        for (k, v) in object.objectMembers { root.set(k, v) }
        return root
    }

    package static func ref(_ name: String) -> JSONValue { .object([("$ref", .string("#/$defs/\(name)"))]) }

    /// A view's object: its "type" constant plus its fields.
    static func viewObject(_ type: String, _ fields: [SpecField]) -> JSONValue {
        let typeField = JSONValue.object([("const", .string(type))])
        var members = object(fields).objectMembers
        if let i = members.firstIndex(where: { $0.0 == "properties" }), case .object(let props) = members[i].1 {
            members[i].1 = .object([("type", typeField)] + props)
        }
        if let i = members.firstIndex(where: { $0.0 == "required" }), case .array(let names) = members[i].1 {
            members[i].1 = .array([.string("type")] + names)
        } else {
            members.append(("required", .array([.string("type")])))
        }
        return .object(members)
    }

    package static func object(_ fields: [SpecField]) -> JSONValue {
        var w = SpecWriter()
        w.set("type", "object")
        w.set("properties", .object(fields.map { ($0.name, property($0)) }))
        let required = fields.filter(\.required).map(\.name)
        if !required.isEmpty { w.set("required", required) }
        w.set("additionalProperties", false)
        return w.value
    }

    package static func property(_ f: SpecField) -> JSONValue {
        var w = SpecWriter()
        w.set("description", f.help)
        switch f.kind {
        case .string: w.set("type", "string")
        case .number(let r): w.set("type", "number"); w.set("minimum", r.lowerBound); w.set("maximum", r.upperBound)
        case .integer(let r): w.set("type", "integer"); w.set("minimum", r.lowerBound); w.set("maximum", r.upperBound)
        case .boolean: w.set("type", "boolean")
        case .strings: w.set("type", "array"); w.set("items", .object([("type", .string("string"))]))
        case .oneOf(let names): w.set("enum", names)
        case .color: w.set("$ref", "#/$defs/color")
        case .background: w.set("$ref", "#/$defs/pictureBackground")
        case .insets:
            w.set("oneOf", .array([.object([("type", .string("number")), ("minimum", .number(0)),
                                            ("maximum", .number(Limits.maximumLength))]), ref("insets")]))
        case .view: w.set("$ref", "#/$defs/view")
        case .views: w.set("type", "array"); w.set("items", ref("view"))
        case .object(let fields): for (k, v) in object(fields).objectMembers { w.set(k, v) }
        case .objects(let fields): w.set("type", "array"); w.set("items", object(fields))
        case .anyObject: w.set("type", "object")
        case .expression(let r):
            w.set("anyOf", .array([.object([("type", .string("number")), ("minimum", .number(r.lowerBound)), ("maximum", .number(r.upperBound))]),
                                   .object([("type", .string("string")), ("maxLength", .number(Double(Expression.maximumLength)))])]))
        case .unitPoint:
            w.set("anyOf", .array([.object([("enum", .array(UnitPoint.named.map { .string($0.0) }))]), object(SpecObject.unitPointFields)]))
        case .lengthOrInfinity(let r):
            w.set("anyOf", .array([.object([("type", .string("number")), ("minimum", .number(r.lowerBound)), ("maximum", .number(r.upperBound))]),
                                   .object([("const", .string("infinity"))])]))
        }
        return w.value
    }
}

extension JSONValue {
    /// An object's members (empty for anything else).
    package var objectMembers: [(String, JSONValue)] {
        if case .object(let m) = self { return m }
        return []
    }
}
