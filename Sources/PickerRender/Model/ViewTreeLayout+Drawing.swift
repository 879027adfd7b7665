// ViewTreeLayout for SwiftUI's drawing vocabulary: shapes, gradients, dividers and effects
// turned into layout nodes, each number checked (and each expression evaluated) at the
// view's path. Expressions see the environment's variables here; a scroll item's effects add
// the item's own. An opacity is clamped to 0...1 as SwiftUI clamps it, so `1 - abs(position)`
// math never fails at the edges; every other number out of its range is an error.

import PickerRenderGeometry
import PickerRenderLayout
import PickerRenderScene
import PickerRenderText

extension ViewTreeLayout {
    /// Longest blur or shadow radius, in points: a blur's texture grows by three radii a side.
    static let maximumBlurRadius = 200.0
    /// Largest |scale| of a scaleEffect.
    static let maximumScale = 100.0
    /// Most stops a gradient may have.
    static let maximumGradientStops = 64

    /// The variables every expression may use: the environment's.
    var environmentVariables: [String: ExpressionValue] {
        let body = DynamicType.pointSize(.body, options.dynamicType) / DynamicType.pointSize(.body, .large)
        return ["reduceMotion": .boolean(options.reduceMotion), "dynamicTypeScale": .number(body),
                "displayScale": .number(options.displayScale)]
    }

    /// The names and types an expression in a spec may use anywhere (the environment's and a
    /// scroll item's); where one is not known, layout says so at the view's path.
    static let allVariables: [String: ExpressionType] = [
        "reduceMotion": .boolean, "dynamicTypeScale": .number, "displayScale": .number,
        "position": .number, "index": .number, "value": .number,
    ]

    /// An expression's number, checked against `range`; an error names the key the expression
    /// was read from, else `name`.
    func number(_ e: Expression, name field: String, path: String, in range: ClosedRange<Double>) throws(PickerError) -> Double {
        let name = e.key.name ?? field
        let v: Double
        do { v = try e.number(variables) } catch {
            throw Self.at(path, .invalidExpression(name: name, text: e.description, error))
        }
        guard range.contains(v) else {
            throw Self.at(path, .invalidOption(name: name, value: PickerError.format(v),
                                               expected: "a number from \(PickerError.format(range.lowerBound)) to \(PickerError.format(range.upperBound))"))
        }
        return v
    }

    func shapeNode(_ s: ShapeView, path: String) throws(PickerError) -> ShapeNode {
        let outline: ShapeNode.Outline
        switch s.kind {
        case .rectangle: outline = .rectangle
        case .roundedRectangle(let r, let style):
            outline = .roundedRectangle(cornerRadius: try Self.length(r, name: "cornerRadius", path: path), continuous: style == .continuous)
        case .capsule: outline = .capsule
        case .circle: outline = .circle
        case .ellipse: outline = .ellipse
        }
        var lineWidth = 0.0
        if let w = s.lineWidth {
            guard w > 0, w <= 1000 else {
                throw Self.at(path, .invalidOption(name: "lineWidth", value: PickerError.format(w), expected: "a width in points above 0, up to 1000"))
            }
            lineWidth = w
        }
        return ShapeNode(outline, paint: try paint(s.paint, path: path), lineWidth: lineWidth)
    }

    func imageNode(_ image: Image, path: String) throws(PickerError) -> ImageNode {
        guard Image.scales.contains(image.scale) else {
            throw Self.at(path, .invalidOption(name: "scale", value: PickerError.format(image.scale),
                                               expected: "a number of pixels per point from \(PickerError.format(Image.scales.lowerBound)) to \(PickerError.format(Image.scales.upperBound))"))
        }
        guard let texture = image.texture else {
            throw Self.at(path, .invalidOption(name: "path", value: image.path ?? "", expected:
                "an image whose pixels were read (a spec given as a value keeps only the path: read it from its file with Picture(contentsOfFile:) or render)"))
        }
        let mode = image.contentMode.map { $0 == .fit ? ImageNode.ContentMode.fit : .fill }
        return ImageNode(texture: texture, scale: image.scale, resizable: image.isResizable, contentMode: mode)
    }

    func paint(_ p: ShapePaint, path: String) throws(PickerError) -> ShapeNode.Paint {
        switch p {
        case .color(let c): return .color(c.resolved(options.palette))
        case .linearGradient(let g):
            let stops = g.gradient.stops
            guard (1...Self.maximumGradientStops).contains(stops.count) else {
                throw Self.at(path, .invalidOption(name: "gradient.stops", value: "\(stops.count) stops",
                                                   expected: "1 to \(Self.maximumGradientStops) stops"))
            }
            for (i, stop) in stops.enumerated() {
                let name = "gradient.stops[\(i)].location"
                guard stop.location >= 0, stop.location <= 1 else {
                    throw Self.at(path, .invalidOption(name: name, value: PickerError.format(stop.location), expected: "a location from 0 to 1"))
                }
                if i > 0, stop.location < stops[i - 1].location {
                    throw Self.at(path, .invalidOption(name: name, value: PickerError.format(stop.location),
                                                       expected: "at least the stop before's (\(PickerError.format(stops[i - 1].location)))"))
                }
            }
            for (name, p) in [("gradient.startPoint", g.startPoint), ("gradient.endPoint", g.endPoint)] {
                try Self.check(p, name: name, path: path)
            }
            return .linearGradient(stops.map { .init(color: $0.color.resolved(options.palette), location: $0.location) },
                                   start: Point(g.startPoint.x, g.startPoint.y), end: Point(g.endPoint.x, g.endPoint.y))
        }
    }

    static func check(_ p: UnitPoint, name: String, path: String) throws(PickerError) {
        for (axis, v) in [("x", p.x), ("y", p.y)] where !(v >= -100 && v <= 100) {
            throw at(path, .invalidOption(name: "\(name).\(axis)", value: PickerError.format(v), expected: "a fraction of the frame from -100 to 100"))
        }
    }

    /// The view inside any frames and padding around it.
    static func unframed(_ tree: ViewTree) -> ViewTree {
        switch tree {
        case .frame(_, let t), .padding(_, let t): unframed(t)
        default: tree
        }
    }

    /// SwiftUI's Divider: one device pixel of the separator colour, across the stack it is in.
    func divider(vertical: Bool) -> ViewNode {
        let hairline = 1 / options.displayScale
        let line = ViewNode.shape(ShapeNode(.rectangle, paint: .color(SemanticColor.separator.resolved(options.palette))))
        return vertical
            ? .frame(FrameSpec(width: .init(fixed: hairline), height: .init(max: .infinity)), line)
            : .frame(FrameSpec(width: .init(max: .infinity), height: .init(fixed: hairline)), line)
    }

    func effectNode(_ e: ViewEffect, path: String) throws(PickerError) -> EffectNode {
        let length = -Limits.maximumLength...Limits.maximumLength
        func degrees(_ a: Angle) throws(PickerError) -> Double {
            let v = try number(a.value, name: a.unit.rawValue, path: path, in: a.unit == .degrees ? -36_000...36_000 : -630...630)
            return a.unit == .degrees ? v : v * 180 / Double.pi
        }
        switch e {
        case .opacity(let o):
            let v: Double
            do { v = try o.number(variables) } catch {
                throw Self.at(path, .invalidExpression(name: o.key.name ?? "opacity", text: o.description, error))
            }
            return .opacity(min(max(v, 0), 1))
        case .offset(let x, let y):
            return .offset(x: try number(x, name: "x", path: path, in: length), y: try number(y, name: "y", path: path, in: length))
        case .scaleEffect(let x, let y, let anchor):
            try Self.check(anchor, name: "anchor", path: path)
            let r = -Self.maximumScale...Self.maximumScale
            return .scale(x: try number(x, name: "x", path: path, in: r), y: try number(y, name: "y", path: path, in: r),
                          anchor: Point(anchor.x, anchor.y))
        case .rotationEffect(let angle, let anchor):
            try Self.check(anchor, name: "anchor", path: path)
            return .rotation(degrees: try degrees(angle), anchor: Point(anchor.x, anchor.y))
        case .rotation3DEffect(let angle, let axis, let anchor, let perspective):
            try Self.check(anchor, name: "anchor", path: path)
            for (name, v) in [("axis.x", axis.x), ("axis.y", axis.y), ("axis.z", axis.z)] where !(v >= -1000 && v <= 1000) {
                throw Self.at(path, .invalidOption(name: name, value: PickerError.format(v), expected: "a number from -1000 to 1000"))
            }
            guard axis.x != 0 || axis.y != 0 || axis.z != 0 else {
                throw Self.at(path, .invalidOption(name: "axis", value: "(0, 0, 0)", expected: "a direction (not all zero)"))
            }
            return .rotation3D(degrees: try degrees(angle), axis: (axis.x, axis.y, axis.z), anchor: Point(anchor.x, anchor.y),
                               perspective: try number(perspective, name: "perspective", path: path, in: 0...10))
        case .mask(let tree, let alignment):
            // One shape, perhaps framed or padded: what the layer's shape mask can hold.
            let inner = Self.unframed(tree)
            guard case .shape = inner else {
                throw Self.at(path, .invalidOption(name: "mask", value: inner.typeName,
                                                   expected: "a shape or a linear gradient, perhaps in frames and padding (what masks today)"))
            }
            return .mask(try node(tree, path: Self.join(path, "mask")), alignment: (alignment.horizontal, alignment.vertical))
        case .clipShape(let kind):
            return .clip(try shapeNode(ShapeView(kind, paint: .color(.primary)), path: path))
        case .shadow(let color, let radius, let x, let y):
            return .shadow(color: color.resolved(options.palette),
                           radius: try number(radius, name: "radius", path: path, in: 0...Self.maximumBlurRadius),
                           x: try number(x, name: "x", path: path, in: length), y: try number(y, name: "y", path: path, in: length))
        case .blur(let radius):
            return .blur(radius: try number(radius, name: "radius", path: path, in: 0...Self.maximumBlurRadius))
        case .color(let e):
            return try e.effect.lowered(ColorEffectInputs(check: { (x, name, range) throws(PickerError) in
                try number(x, name: name, path: path, in: range)
            }, palette: options.palette))
        case .accessibility(let label, let value, let traits):
            for (name, text) in [("label", label), ("value", value)] {
                if let text, text.unicodeScalars.count > Limits.maximumTextScalars {
                    throw Self.at(path, .invalidOption(name: name, value: "\(text.unicodeScalars.count) Unicode scalars long",
                                                       expected: "a text of at most \(Limits.maximumTextText)"))
                }
            }
            return .accessibility(AccessibilityElement(label: label, value: value, traits: traits))
        }
    }
}
