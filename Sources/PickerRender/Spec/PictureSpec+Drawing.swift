// The spec form of SwiftUI's drawing vocabulary: ZStack, shapes and gradients, Divider,
// overlay / background with a view, and the effects, each a view object with a "type" as
// the stacks are. An effect's numbers are numbers or expressions' texts (docs/architecture.md
// §18); a shape's paint is `fill` (a colour), `stroke` with `lineWidth`, or `gradient`.
// The reader and writer here are each other's inverse: a tree written reads back equal.

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
    static let contentField = SpecField("content", .view, required: true, "the view drawn through the effect")
    static func expressionField(_ name: String, _ range: ClosedRange<Double>, required: Bool = false, _ help: String) -> SpecField {
        SpecField(name, .expression(range), required: required, help)
    }
    static let length = -Limits.maximumLength...Limits.maximumLength
    static let angleFields: [SpecField] = [
        expressionField("degrees", -36_000...36_000, "the angle in degrees, clockwise (or give radians)"),
        expressionField("radians", -630...630, "the angle in radians (or give degrees)"),
    ]
    static let axisFields = ["x", "y", "z"].map { SpecField($0, .number(-1000...1000), "the axis's \($0) component (default 0)") }

    /// The fields of each drawing view type.
    static let drawingFields: [(String, [SpecField])] = [
        ("zstack", [SpecField("alignment", .oneOf(alignments.map(\.0)), "where each child sits (default center)"),
                    SpecField("children", .views, required: true, "the views, back to front")]),
    ] + shapeTypes.map { ($0.0, paintFields) } + [
        ("roundedRectangle", roundedRectangleFields + paintFields),
        ("linearGradient", gradientFields),
        ("divider", []),
        ("overlay", [SpecField("overlay", .view, required: true, "the view drawn over the content, offered its size"),
                     SpecField("alignment", .oneOf(alignments.map(\.0)), "where the overlay sits (default center)"),
                     SpecField("content", .view, required: true, "the view under the overlay")]),
        ("opacity", [expressionField("opacity", 0...1, required: true, "0 (clear) to 1 (opaque); an expression's value is clamped to 0...1"),
                     contentField]),
        ("offset", [expressionField("x", length, "points to the trailing side (default 0)"),
                    expressionField("y", length, "points down (default 0)"), contentField]),
        ("scaleEffect", [expressionField("scale", -100...100, "the scale on both axes (or give x and y)"),
                         expressionField("x", -100...100, "the horizontal scale (default 1)"),
                         expressionField("y", -100...100, "the vertical scale (default 1)"), anchorField, contentField]),
        ("rotationEffect", angleFields + [anchorField, contentField]),
        ("rotation3DEffect", angleFields + [SpecField("axis", .object(axisFields), required: true, "the axis turned about, e.g. {\"x\": 1}"),
                                            anchorField, expressionField("perspective", 0...10, "1 is SwiftUI's default; 0 none"), contentField]),
        ("mask", [SpecField("mask", .view, required: true, "a shape or a linear gradient: the content shows where it is opaque"),
                  SpecField("alignment", .oneOf(alignments.map(\.0)), "where the mask sits (default center)"), contentField]),
        ("clipShape", [SpecField("shape", .oneOf(shapeTypes.map(\.0) + ["roundedRectangle"]), required: true, "the shape cut to"),
                       SpecField("cornerRadius", .number(0...Limits.maximumLength), "with roundedRectangle: the corners' radius"),
                       SpecField("style", .oneOf(RoundedCornerStyle.allCases.map(\.rawValue)), "with roundedRectangle (default circular)"),
                       contentField]),
        ("shadow", [SpecField("color", .color, "the shadow's colour (default black at 33 %)"),
                    expressionField("radius", 0...200, required: true, "the blur radius in points"),
                    expressionField("x", length, "points to the trailing side (default 0)"),
                    expressionField("y", length, "points down (default 0)"), contentField]),
        ("blur", [expressionField("radius", 0...200, required: true, "the blur radius in points"), contentField]),
    ] + colorEffects.map { ($0.type, $0.fields + [contentField]) } + [
        ("scrollView", scrollFields),
        ("accessibility", [SpecField("label", .string, "the name VoiceOver reads"),
                           SpecField("value", .string, "the value VoiceOver reads after the name"),
                           SpecField("adjustable", .boolean, "swipes change the value, as a picker's (default false)"),
                           contentField]),
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
        func content(_ key: String = "content") throws(SpecError) -> ViewTree { try readView(o.value(key)!, path: o.path(key)) }
        func alignment() -> Alignment { o.string("alignment").flatMap { a in alignments.first { $0.0 == a }?.1 } ?? .center }
        if let kind = shapeTypes.first(where: { $0.0 == type })?.1 { return .shape(try shape(kind, o)) }
        switch type {
        case "zstack":
            guard case .array(let items)? = o.value("children") else { return nil }
            var children: [ViewTree] = []
            for (i, item) in items.enumerated() { children.append(try readView(item, path: "\(o.path("children"))[\(i)]")) }
            return .zstack(ZStack(alignment: alignment(), children: children))
        case "roundedRectangle":
            let style = o.string("style").flatMap(RoundedCornerStyle.init(rawValue:)) ?? .circular
            return .shape(try shape(.roundedRectangle(cornerRadius: o.number("cornerRadius")!, style: style), o))
        case "linearGradient":
            return .shape(ShapeView(.rectangle, paint: .linearGradient(try gradient(o))))
        case "divider":
            return .divider
        case "overlay":
            return .decorated(Decoration(base: try content(), decoration: try content("overlay"), alignment: alignment(), placement: .overlay))
        case "opacity":
            return .effect(.opacity(o.expression("opacity")!), try content())
        case "offset":
            return .effect(.offset(x: o.expression("x") ?? 0, y: o.expression("y") ?? 0), try content())
        case "scaleEffect":
            if o.has("scale"), let other = ["x", "y"].first(where: o.has) { throw o.error(other, "give scale, or x and y, not both") }
            let both = o.expression("scale")
            return .effect(.scaleEffect(x: both ?? o.expression("x") ?? 1, y: both ?? o.expression("y") ?? 1,
                                        anchor: o.unitPoint("anchor") ?? .center), try content())
        case "rotationEffect":
            return .effect(.rotationEffect(try angle(o), anchor: o.unitPoint("anchor") ?? .center), try content())
        case "rotation3DEffect":
            let a = try o.object("axis", fields: axisFields)!
            let axis = Axis3D(x: a.number("x") ?? 0, y: a.number("y") ?? 0, z: a.number("z") ?? 0)
            guard axis != Axis3D(x: 0, y: 0, z: 0) else { throw o.error("axis", "is all zero: give a direction, e.g. {\"x\": 1}") }
            return .effect(.rotation3DEffect(try angle(o), axis: axis, anchor: o.unitPoint("anchor") ?? .center,
                                             perspective: o.expression("perspective") ?? 1), try content())
        case "mask":
            return .effect(.mask(try content("mask"), alignment: alignment()), try content())
        case "clipShape":
            let name = o.string("shape")!
            let kind: ShapeKind
            if name == "roundedRectangle" {
                guard let r = o.number("cornerRadius") else { throw o.error("cornerRadius", "missing (a roundedRectangle needs its radius)") }
                kind = .roundedRectangle(cornerRadius: r, style: o.string("style").flatMap(RoundedCornerStyle.init(rawValue:)) ?? .circular)
            } else {
                for key in ["cornerRadius", "style"] where o.has(key) { throw o.error(key, "goes with roundedRectangle, not \(name)") }
                kind = shapeTypes.first { $0.0 == name }!.1
            }
            return .effect(.clipShape(kind), try content())
        case "shadow":
            return .effect(.shadow(color: o.color("color") ?? ViewEffect.defaultShadowColor, radius: o.expression("radius")!,
                                   x: o.expression("x") ?? 0, y: o.expression("y") ?? 0), try content())
        case "blur":
            return .effect(.blur(radius: o.expression("radius")!), try content())
        case "scrollView":
            return .scroll(try scroll(o))
        case "accessibility":
            return .effect(.accessibility(label: o.string("label"), value: o.string("value"),
                                          traits: o.bool("adjustable") == true ? ["adjustable"] : []), try content())
        default:
            guard let effect = colorEffects.first(where: { $0.type == type }) else { return nil }
            func read<E: ColorEffect>(_: E.Type) throws(SpecError) -> AnyColorEffect { AnyColorEffect(try E(spec: o)) }
            return .effect(.color(try read(effect)), try content())
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

    static func angle(_ o: SpecObject) throws(SpecError) -> Angle {
        switch (o.expression("degrees"), o.expression("radians")) {
        case (.some, .some): throw o.error("radians", "give degrees or radians, not both")
        case (nil, nil): throw o.error("degrees", "missing (give degrees, or radians)")
        case (let d?, nil): return .degrees(d)
        case (nil, let r?): return .radians(r)
        }
    }

    // MARK: writing

    /// The spec of a drawing tree, or nil for another kind of tree.
    static func writeDrawing(_ tree: ViewTree, to w: inout SpecWriter) -> Bool {
        func set(_ a: Alignment) { if a != .center { w.set("alignment", alignments.first { $0.1 == a }?.0) } }
        func setAngle(_ a: Angle) { w.set(a.unit.rawValue, a.value) }
        switch tree {
        case .zstack(let z):
            w.set("type", "zstack"); set(z.alignment)
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
        case .decorated(let d):
            w.set("type", d.placement.rawValue)
            w.set(d.placement.rawValue, write(d.decoration)); set(d.alignment)
            w.set("content", write(d.base))
        case .effect(let e, let child):
            switch e {
            case .opacity(let o): w.set("type", "opacity"); w.set("opacity", o)
            case .offset(let x, let y): w.set("type", "offset"); w.set("x", x); w.set("y", y)
            case .scaleEffect(let x, let y, let anchor):
                w.set("type", "scaleEffect")
                if x == y { w.set("scale", x) } else { w.set("x", x); w.set("y", y) }
                if anchor != .center { w.set("anchor", anchor) }
            case .rotationEffect(let a, let anchor):
                w.set("type", "rotationEffect"); setAngle(a)
                if anchor != .center { w.set("anchor", anchor) }
            case .rotation3DEffect(let a, let axis, let anchor, let perspective):
                w.set("type", "rotation3DEffect"); setAngle(a)
                var aw = SpecWriter()
                for (k, v) in [("x", axis.x), ("y", axis.y), ("z", axis.z)] where v != 0 { aw.set(k, v) }
                w.set("axis", aw.value)
                if anchor != .center { w.set("anchor", anchor) }
                w.set("perspective", perspective)
            case .mask(let m, let a): w.set("type", "mask"); w.set("mask", write(m)); set(a)
            case .clipShape(let kind):
                w.set("type", "clipShape")
                var sw = SpecWriter(); writeShape(kind, to: &sw)
                for (k, v) in sw.members { w.set(k == "type" ? "shape" : k, v) }
            case .shadow(let color, let radius, let x, let y):
                w.set("type", "shadow")
                if color != ViewEffect.defaultShadowColor { w.set("color", color.specText) }
                w.set("radius", radius); w.set("x", x); w.set("y", y)
            case .blur(let r): w.set("type", "blur"); w.set("radius", r)
            case .color(let e): w.set("type", e.type); e.effect.writeSpec(to: &w)
            case .accessibility(let label, let value, let traits):
                w.set("type", "accessibility"); w.set("label", label); w.set("value", value)
                if traits.contains("adjustable") { w.set("adjustable", true) }
            }
            w.set("content", write(child))
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
