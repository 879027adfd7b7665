// The spec form of SwiftUI's drawing vocabulary: ZStack, shapes and gradients, Divider and
// scroll views, each a view object with a "type" as the stacks are; the modifiers' forms are in
// their own files (Compose/Modifiers), listed here in the schema's order. A modifier's numbers
// are numbers or expressions' texts (docs/architecture.md §18); a shape's paint is `fill` (a
// colour), `stroke` with `lineWidth`, or `gradient`. The reader and writer here are each
// other's inverse: a tree written reads back equal.

import PickerRenderLayout
import PickerRenderScene

extension PictureSpec {
    static let shapeTypes: [(String, ShapeKind)] = [
        ("rectangle", .rectangle), ("capsule", .capsule), ("circle", .circle), ("ellipse", .ellipse),
    ]

    static let gradientFields: [SpecField] = [
        SpecField("colors", .strings, "colours spaced evenly from start to end (or give stops)"),
        SpecField("stops", .objects(stopFields), "colours at locations 0...1, in order (or give colors)"),
        SpecField("startPoint", .unitPoint, required: true, "where the first colour is: a unit point of the frame"),
        SpecField("endPoint", .unitPoint, required: true, "where the last colour is: a unit point of the frame"),
    ]
    static let stopFields: [SpecField] = [
        SpecField("color", .color, required: true, "the stop's colour"),
        SpecField("location", .number(0...1), required: true, "where it is, 0 at startPoint to 1 at endPoint"),
    ]
    static let paintFields: [SpecField] = [
        SpecField("fill", .color, "the colour filling the shape (default primary)"),
        SpecField("stroke", .color, "the colour of the outline, drawn lineWidth wide centred on the edge"),
        SpecField("gradient", .object(gradientFields), "a linear gradient filling the shape (or stroking it, with lineWidth)"),
        SpecField("lineWidth", .number(0.001...1000), "with stroke or gradient: the outline's width in points (default 1)"),
    ]
    static let roundedRectangleFields: [SpecField] = [
        SpecField("cornerRadius", .number(0...Limits.maximumLength), required: true, "the corners' radius in points"),
        SpecField("style", .oneOf(RoundedCornerStyle.allCases.map(\.rawValue)), "continuous (iOS's squircle) or circular (default circular)"),
    ]
    static let anchorField = SpecField("anchor", .unitPoint, "the point of the view's frame the effect is about (default center)")
    static let effectContentField = SpecField("content", .view, required: true, "the view drawn through the effect")
    static func expressionField(_ name: String, _ range: ClosedRange<Double>, required: Bool = false, _ help: String) -> SpecField {
        SpecField(name, .expression(range), required: required, help)
    }
    static let length = -Limits.maximumLength...Limits.maximumLength
    static let angleFields: [SpecField] = [
        expressionField("degrees", -36_000...36_000, "the angle in degrees, clockwise (or give radians)"),
        expressionField("radians", -630...630, "the angle in radians (or give degrees)"),
    ]

    /// The fields of each drawing view type.
    static let drawingFields: [(String, [SpecField])] = [
        ("zstack", [SpecField("alignment", .oneOf(alignments.map(\.0)), "where each child sits (default center)"),
                    SpecField("children", .views, required: true, "the views, back to front")]),
    ] + shapeTypes.map { ($0.0, paintFields) } + [
        ("roundedRectangle", roundedRectangleFields + paintFields),
        ("linearGradient", gradientFields),
        ("divider", []),
        (Overlay.type, Overlay.fields), (Opacity.type, Opacity.fields), (Offset.type, Offset.fields),
        (ScaleEffect.type, ScaleEffect.fields), (RotationEffect.type, RotationEffect.fields),
        (Rotation3DEffect.type, Rotation3DEffect.fields), (ProjectionEffect.type, ProjectionEffect.fields), (Mask.type, Mask.fields), (ClipShape.type, ClipShape.fields),
        (ShadowModifier.type, ShadowModifier.fields), (Blur.type, Blur.fields),
    ] + colorEffects.map { ($0.type, $0.fields) } + [
        ("scrollView", scrollFields),
        (AccessibilityModifier.type, AccessibilityModifier.fields),
    ]

    static let rangeFields: [SpecField] = [
        SpecField("from", .integer(-1_000_000_000...1_000_000_000), required: true, "first value"),
        SpecField("through", .integer(-1_000_000_000...1_000_000_000), required: true, "last value (included)"),
        SpecField("by", .integer(1...1_000_000_000), "the step (default 1)"),
    ]
    static let forEachFields: [SpecField] = [
        SpecField("values", .strings, "the items' values (or give range)"),
        SpecField("range", .object(rangeFields), "whole numbers from a first to a last value (or give values)"),
        SpecField("format", .string, "with range: printf-style pattern of each value, e.g. %02d (default %d)"),
        SpecField("spacing", .number(0...Limits.maximumLength), "points between items (default 0)"),
        SpecField("item", .view, required: true,
                  "each item's view, with a fixed length along the axis; its texts' {value} and {index} are replaced, its effects may use position, index and value"),
    ]
    static let scrollPositionFields: [SpecField] = [
        SpecField("value", .string, required: true, "the value of the item at the anchor"),
        SpecField("anchor", .unitPoint, "where in the view that item sits (default center)"),
    ]
    static let scrollFields: [SpecField] = [
        SpecField("axis", .oneOf(ScrollAxis.allCases.map(\.rawValue)), "vertical or horizontal (default vertical)"),
        SpecField("length", .number(0.001...Limits.maximumLength), required: true, "the view's length along its axis in points (its frame)"),
        SpecField("contentMargins", .number(0...Limits.maximumLength), "points of empty content before the first item and after the last"),
        SpecField("scrollPosition", .object(scrollPositionFields), "the item at rest at an anchor of the view (or give contentOffset)"),
        SpecField("contentOffset", .number(-Limits.maximumLength * 1000...Limits.maximumLength * 1000), "points scrolled from the start (default 0)"),
        SpecField("offset", .number(-Limits.maximumLength * 1000...Limits.maximumLength * 1000), "points scrolled beyond the position, toward later items"),
        SpecField("snapping", .oneOf(ScrollSnapping.allCases.map(\.rawValue)), "viewAligned: an offset between items rests on the nearest one (default none)"),
        SpecField("forEach", .object(forEachFields), required: true, "the items"),
    ]

    // MARK: reading

    /// The tree of a drawing view type (its object checked against its fields), or nil for
    /// another type.
    static func readDrawing(_ type: String, _ o: SpecObject) throws(SpecError) -> ViewTree? {
        if let kind = shapeTypes.first(where: { $0.0 == type })?.1 { return .shape(try shape(kind, o)) }
        switch type {
        case "zstack":
            guard case .array(let items)? = o.value("children") else { return nil }
            var children: [ViewTree] = []
            for (i, item) in items.enumerated() { children.append(try readView(item, path: "\(o.path("children"))[\(i)]")) }
            return .zstack(ZStack(alignment: alignment(o), children: children))
        case "roundedRectangle":
            let style = o.string("style").flatMap(RoundedCornerStyle.init(rawValue:)) ?? .circular
            return .shape(try shape(.roundedRectangle(cornerRadius: o.number("cornerRadius")!, style: style), o))
        case "linearGradient":
            return .shape(ShapeView(.rectangle, paint: .linearGradient(try gradient(o))))
        case "divider":
            return .divider
        case "scrollView":
            return .scroll(try scroll(o))
        default:
            return nil
        }
    }

    static func shape(_ kind: ShapeKind, _ o: SpecObject) throws(SpecError) -> ShapeView {
        let given = ["fill", "stroke", "gradient"].filter(o.has)
        if given.count > 1 { throw o.error(given[1], "give one of fill, stroke or gradient") }
        if o.has("lineWidth"), o.has("fill") { throw o.error("lineWidth", "goes with stroke or gradient, not fill") }
        if o.has("gradient") {
            let g = try gradient(try o.object("gradient", fields: gradientFields)!)
            return ShapeView(kind, paint: .linearGradient(g), lineWidth: o.number("lineWidth"))
        }
        if let stroke = o.color("stroke") { return ShapeView(kind, paint: .color(stroke), lineWidth: o.number("lineWidth") ?? 1) }
        if o.has("lineWidth") { throw o.error("lineWidth", "goes with stroke or gradient") }
        return ShapeView(kind, paint: .color(o.color("fill") ?? .primary))
    }

    static func gradient(_ o: SpecObject) throws(SpecError) -> LinearGradient {
        let start = o.unitPoint("startPoint")!, end = o.unitPoint("endPoint")!
        switch (o.strings("colors"), try o.objects("stops", fields: stopFields)) {
        case (.some, .some): throw o.error("stops", "give colors or stops, not both")
        case (nil, nil): throw o.error("colors", "missing (give colors, or stops)")
        case (let names?, nil):
            var colors: [ColorSpec] = []
            for (i, name) in names.enumerated() {
                guard let c = ColorSpec(parsing: name) else {
                    throw SpecError(path: "\(o.path("colors"))[\(i)]", message: "'\(name)' is not \(SpecField("c", .color, "").expected)")
                }
                colors.append(c)
            }
            guard !colors.isEmpty else { throw o.error("colors", "is empty (a gradient needs a colour)") }
            return LinearGradient(colors: colors, startPoint: start, endPoint: end)
        case (nil, let stops?):
            guard !stops.isEmpty else { throw o.error("stops", "is empty (a gradient needs a stop)") }
            for i in stops.indices.dropFirst() where stops[i].number("location")! < stops[i - 1].number("location")! {
                throw stops[i].error("location", "\(JSONValue.format(stops[i].number("location")!)) comes before the stop before it")
            }
            return LinearGradient(stops: stops.map { Gradient.Stop(color: $0.color("color")!, location: $0.number("location")!) },
                                  startPoint: start, endPoint: end)
        }
    }

    static func scroll(_ o: SpecObject) throws(SpecError) -> ScrollView {
        let e = try o.object("forEach", fields: forEachFields)!
        let values: ForEach.Values
        switch (e.strings("values"), try e.object("range", fields: rangeFields)) {
        case (.some, .some): throw e.error("range", "give values or range, not both")
        case (nil, nil): throw e.error("values", "missing (give values, or range)")
        case (let texts?, nil):
            if e.has("format") { throw e.error("format", "goes with range, not values") }
            values = .strings(texts)
        case (nil, let r?):
            values = .range(from: r.int("from")!, through: r.int("through")!, by: r.int("by") ?? 1, format: e.string("format") ?? "%d")
        }
        let each = ForEach(values: values, spacing: e.number("spacing") ?? 0, item: try readView(e.value("item")!, path: e.path("item")))
        let position: ScrollPosition
        if let p = try o.object("scrollPosition", fields: scrollPositionFields) {
            if o.has("contentOffset") { throw o.error("contentOffset", "give scrollPosition or contentOffset, not both") }
            position = .value(p.string("value")!, anchor: p.unitPoint("anchor") ?? .center)
        } else {
            position = .contentOffset(o.number("contentOffset") ?? 0)
        }
        var s = ScrollView(ScrollAxis(rawValue: o.string("axis") ?? "vertical")!, length: o.number("length")!,
                           contentMargins: o.number("contentMargins") ?? 0, position: position, offset: o.number("offset") ?? 0,
                           snapping: ScrollSnapping(rawValue: o.string("snapping") ?? "none")!) { each }
        s.content = each
        return s
    }

    // MARK: writing

    /// The spec of a drawing tree, or nil for another kind of tree.
    static func writeDrawing(_ tree: ViewTree, to w: inout SpecWriter) -> Bool {
        switch tree {
        case .zstack(let z):
            w.set("type", "zstack"); set(z.alignment, to: &w)
            w.set("children", .array(z.children.map(write)))
        case .shape(let s):
            if s.kind == .rectangle, s.lineWidth == nil, case .linearGradient(let g) = s.paint {
                w.set("type", "linearGradient"); writeGradient(g, to: &w); return true
            }
            writeShape(s.kind, to: &w)
            switch s.paint {
            case .color(let c): w.set(s.lineWidth == nil ? "fill" : "stroke", c.specText)
            case .linearGradient(let g): var gw = SpecWriter(); writeGradient(g, to: &gw); w.set("gradient", gw.value)
            }
            w.set("lineWidth", s.lineWidth)
        case .divider:
            w.set("type", "divider")
        case .scroll(let s):
            if case .views = s.content.values { writeCode("ScrollView", to: &w); return true }
            if case .index = s.position { writeCode("ScrollView", to: &w); return true }
            w.set("type", "scrollView")
            if s.axis != .vertical { w.set("axis", s.axis.rawValue) }
            w.set("length", s.length)
            if s.contentMargins != 0 { w.set("contentMargins", s.contentMargins) }
            switch s.position {
            case .value(let v, let anchor):
                var p = SpecWriter(); p.set("value", v)
                if anchor != .center { p.set("anchor", anchor) }
                w.set("scrollPosition", p.value)
            case .contentOffset(let o): if o != 0 { w.set("contentOffset", o) }
            case .index: preconditionFailure("written as code above")
            }
            if s.offset != 0 { w.set("offset", s.offset) }
            if s.snapping != .none { w.set("snapping", s.snapping.rawValue) }
            var e = SpecWriter()
            switch s.content.values {
            case .strings(let texts): e.set("values", texts)
            case .views: preconditionFailure("written as code above")
            case .range(let from, let through, let by, let format):
                var r = SpecWriter(); r.set("from", from); r.set("through", through)
                if by != 1 { r.set("by", by) }
                e.set("range", r.value)
                if format != "%d" { e.set("format", format) }
            }
            if s.content.spacing != 0 { e.set("spacing", s.content.spacing) }
            e.set("item", write(s.content.item))
            w.set("forEach", e.value)
        default:
            return false
        }
        return true
    }

    /// A view's "alignment" field (center when absent).
    static func alignment(_ o: SpecObject) -> Alignment {
        o.string("alignment").flatMap { a in alignments.first { $0.0 == a }?.1 } ?? .center
    }

    /// Writes an "alignment" field unless it is the default, center.
    static func set(_ a: Alignment, to w: inout SpecWriter) {
        if a != .center { w.set("alignment", alignments.first { $0.1 == a }?.0) }
    }

    static func writeShape(_ kind: ShapeKind, to w: inout SpecWriter) {
        switch kind {
        case .roundedRectangle(let r, let style):
            w.set("type", "roundedRectangle"); w.set("cornerRadius", r)
            if style != .circular { w.set("style", style.rawValue) }
        default:
            w.set("type", shapeTypes.first { $0.1 == kind }!.0)
        }
    }

    static func writeGradient(_ g: LinearGradient, to w: inout SpecWriter) {
        let stops = g.gradient.stops
        if Gradient(colors: stops.map(\.color)) == g.gradient {
            w.set("colors", stops.map(\.color.specText))
        } else {
            w.set("stops", .array(stops.map { .object([("color", .string($0.color.specText)), ("location", .number($0.location))]) }))
        }
        w.set("startPoint", g.startPoint)
        w.set("endPoint", g.endPoint)
    }
}
