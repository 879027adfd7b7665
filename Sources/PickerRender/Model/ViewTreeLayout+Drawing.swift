// ViewTreeLayout for SwiftUI's drawing vocabulary: shapes, gradients and dividers turned into
// layout nodes, and the expressions modifiers' numbers are (each evaluated and checked at the
// view's path; a modifier's own lowering is in its file, Compose/Modifiers). Expressions see the
// environment's variables here; a scroll item's effects add the item's own.

import PickerRenderGeometry
import PickerRenderLayout
import PickerRenderScene
import PickerRenderText

extension ViewTreeLayout {
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
        return ShapeNode(outline, paint: try paint(s.paint, path: path), lineWidth: lineWidth, blur: s.blur)
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

    /// SwiftUI's Divider: one device pixel of the separator colour, across the stack it is in.
    func divider(vertical: Bool) -> ViewNode {
        let hairline = 1 / options.displayScale
        let line = ViewNode.shape(ShapeNode(.rectangle, paint: .color(SemanticColor.separator.resolved(options.palette))))
        return vertical
            ? .frame(FrameSpec(width: .init(fixed: hairline), height: .init(max: .infinity)), line)
            : .frame(FrameSpec(width: .init(max: .infinity), height: .init(fixed: hairline)), line)
    }
}
