// Placing SwiftUI's drawing vocabulary: ZStacks, shapes, overlays and backgrounds with views,
// and effects. An effect draws its view as a layer in the view's own frame (origin on the
// pixel grid, as a component's): the layer's transform is the frame's place times the effect's
// map about its anchor, so a row turned by rotation3DEffect is the same homography the wheel
// builds. Right to left, anchors and offsets mirror as SwiftUI's flipped coordinate space does.

import PickerRenderGeometry
import PickerRenderScene

extension LayoutContext {
    func placeZStack(_ h: HorizontalAlignment, _ v: VerticalAlignment, _ children: [ViewNode], in rect: Rect) -> [Node] {
        children.flatMap { placeAligned($0, h, v, in: rect) }
    }

    /// `view` measured in `rect`'s size and aligned in it.
    func placeAligned(_ view: ViewNode, _ h: HorizontalAlignment, _ v: VerticalAlignment, in rect: Rect) -> [Node] {
        let s = measure(view, proposed: rect.size)
        let o = frameOffset(h, v, child: s, in: rect.size)
        return place(view, in: Rect(x: rect.minX + o.x, y: rect.minY + o.y, width: s.width, height: s.height))
    }

    /// A unit point of a box as this direction places it (x mirrors right to left).
    func physical(unit p: Point) -> Point { isRightToLeft ? Point(1 - p.x, p.y) : p }

    /// A run of effects drawn as one layer: transforms compose, outermost first, into one
    /// homography and opacities multiply, so a row under rotation3DEffect, scaleEffect and
    /// opacity is sampled once (as the wheel draws it), not once per effect. A mask, clip,
    /// shadow or blur ends the run: it applies in its own layer, inside.
    func placeEffect(_ effect: EffectNode, _ child: ViewNode, in rect: Rect) -> [Node] {
        var run: [EffectNode] = [effect]
        var inner = child
        // A run looks through the inner effects' sources: its layer is the outermost effect's.
        while run.last!.composes, let (next, c) = Self.effect(inner), next.composes { run.append(next); inner = c }
        // Colour effects in a row are one matrix: the innermost applies first.
        while case .colorMatrix = run.last!, let (next, c) = Self.effect(inner), case .colorMatrix = next { run.append(next); inner = c }
        let origin = Point(grid(rect.minX), grid(rect.minY))
        let size = rect.size
        let local = Rect(origin: .zero, size: size)
        var layer = Layer(name: run.map(\.name).joined(separator: "."), bounds: local,
                          transform: .translation(origin.x, origin.y), children: [])
        func about(_ unit: Point, _ m: Homography) -> Homography {
            let a = physical(unit: unit)
            let p = Point(a.x * size.width, a.y * size.height)
            return .translation(p.x, p.y) * m * .translation(-p.x, -p.y)
        }
        for e in run {
            switch e {
            case .opacity(let o):
                layer.opacity *= o
            case .offset(let x, let y):
                layer.transform = layer.transform * .translation(isRightToLeft ? -x : x, y)
            case .scale(let x, let y, let anchor):
                let a = physical(unit: anchor)
                // About the centre with equal factors: the wheel's own `scale(_:about:)`, to the bit.
                layer.transform = layer.transform * (x == y ? .scale(x, about: Point(a.x * size.width, a.y * size.height)) : about(anchor, .scale(x, y)))
            case .rotation(let degrees, let anchor):
                layer.transform = layer.transform * about(anchor, .rotation(degrees: degrees))
            case .rotation3D(let degrees, let axis, let anchor, let perspective):
                let a = physical(unit: anchor)
                layer.transform = layer.transform * Homography.rotation3D(
                    degrees: degrees, axis: (axis.x, axis.y, axis.z), anchor: Point(a.x * size.width, a.y * size.height),
                    perspective: perspective, box: size)
            case .mask(let mask, let alignment):
                // The mask is offered the view's size and aligned in it, as SwiftUI's mask(alignment:).
                if case .shape(let shape) = mask {
                    let s = measure(.shape(shape), proposed: size)
                    let o = frameOffset(alignment.0, alignment.1, child: s, in: size)
                    let frame = Rect(x: o.x, y: o.y, width: s.width, height: s.height)
                    if let gradient = frameGradientMask(shape, at: frame, size: size) {
                        layer.mask = gradient; layer.clips = true
                    } else {
                        layer.shapeMask = shapeItem(shape, in: frame)
                    }
                } else {
                    // A framed or padded shape: laid out in the view's frame, its one shape the mask.
                    for case .shape(let item) in placeAligned(mask, alignment.0, alignment.1, in: local) { layer.shapeMask = item }
                }
            case .clip(let shape):
                if shape.outline == .rectangle { layer.clips = true } else { layer.shapeMask = shapeItem(shape, in: local) }
            case .shadow(let color, let radius, let x, let y):
                layer.shadow = Shadow(color: color, radius: radius, x: isRightToLeft ? -x : x, y: y)
            case .blur(let radius):
                layer.blur = radius
            case .colorMatrix(let m, _):
                // The run is outermost first: each later (inner) matrix applies before the ones so far.
                layer.colorMatrix = (layer.colorMatrix ?? .identity).after(m)
            case .blendMode(let mode):
                layer.blendMode = mode
            case .accessibility(let element):
                layer.accessibility = element
            }
        }
        layer.children = entering(origin) { place(inner, in: local) }
        return [.layer(layer)]
    }

    /// The effect a node is, under any sources, and its content.
    static func effect(_ node: ViewNode) -> (EffectNode, ViewNode)? {
        switch node {
        case .effect(let e, let c): return (e, c)
        case .source(_, let c): return effect(c)
        default: return nil
        }
    }

    /// The scene's shape for a shape view placed in `rect`. It keeps the fractional box its
    /// frame gives it (docs/architecture.md §2: shapes keep their fractional size inside their
    /// frame and are anti-aliased), as the built-in ruler's capsules keep theirs in their cells.
    package func shapeItem(_ shape: ShapeNode, in rect: Rect) -> ShapeItem {
        let box = shape.box(in: rect)
        var item: ShapeItem
        let color: Color
        switch shape.paint {
        case .color(let c): color = c
        case .linearGradient(let stops, _, _): color = stops.first?.color ?? Color(r: 0, g: 0, b: 0, a: 0)
        }
        switch shape.outline {
        case .rectangle: item = ShapeItem(.rect, rect: box, color: color)
        case .roundedRectangle(let r, let continuous):
            item = ShapeItem(continuous ? .continuousRoundedRect : .roundedRect, rect: box, cornerRadius: r, color: color)
        case .capsule: item = ShapeItem(.capsule, rect: box, color: color)
        case .ellipse, .circle: item = ShapeItem(.ellipse, rect: box, color: color)
        }
        if case .linearGradient(let stops, let start, let end) = shape.paint {
            let s = physical(unit: start), e = physical(unit: end)
            item.gradient = LinearGradientPaint(
                stops: stops.map { .init(color: $0.color, location: $0.location) },
                start: Point(box.minX + s.x * box.width, box.minY + s.y * box.height),
                end: Point(box.minX + e.x * box.width, box.minY + e.y * box.height))
        }
        item.strokeWidth = shape.lineWidth
        return item
    }
}

extension EffectNode {
    /// Whether the effect is a transform or an opacity, which compose into one layer.
    var composes: Bool {
        switch self {
        case .opacity, .offset, .scale, .rotation, .rotation3D: true
        case .mask, .clip, .shadow, .blur, .accessibility, .colorMatrix, .blendMode: false
        }
    }

    /// The layer's name in the scene dump.
    var name: String {
        switch self {
        case .opacity: "opacity"
        case .offset: "offset"
        case .scale: "scaleEffect"
        case .rotation: "rotationEffect"
        case .rotation3D: "rotation3DEffect"
        case .mask: "mask"
        case .clip: "clipShape"
        case .shadow: "shadow"
        case .blur: "blur"
        case .colorMatrix(_, let name): name
        case .blendMode(let mode): "blendMode \(mode.rawValue)"
        case .accessibility(let e): "accessibility \(e.label ?? "")"
        }
    }
}

extension LayoutContext {
    /// Its length along the axis; across, what is offered (the widest item when nothing is).
    func measureScroll(_ s: ScrollNode, proposed: Size) -> Size {
        let across = s.vertical ? proposed.width : proposed.height
        if across.isFinite { return s.vertical ? Size(max(across, 0), s.length) : Size(s.length, max(across, 0)) }
        var widest = 0.0
        for item in s.items {
            let m = measure(item.node, proposed: s.vertical ? Size(.infinity, s.itemLength) : Size(s.itemLength, .infinity))
            widest = max(widest, s.vertical ? m.width : m.height)
        }
        return s.vertical ? Size(widest, s.length) : Size(s.length, widest)
    }

    /// The items in a clipping layer at the scroll view's frame (origin on the grid, as a
    /// component's); right to left a horizontal scroll runs from the right.
    func placeScroll(_ s: ScrollNode, in rect: Rect) -> [Node] {
        let size = rect.size
        let children: [Node] = entering(Point(grid(rect.minX), grid(rect.minY)), scroll: true) {
            var out: [Node] = []
            for item in s.items {
                let r = s.vertical
                    ? Rect(x: 0, y: item.start, width: size.width, height: s.itemLength)
                    : Rect(x: leadingX(item.start, width: s.itemLength, in: size.width), y: 0, width: s.itemLength, height: size.height)
                out += place(item.node, in: r)
            }
            return out
        }
        return [.layer(Layer(name: "scroll", bounds: Rect(origin: .zero, size: size),
                             transform: .translation(grid(rect.minX), grid(rect.minY)), clips: true, children: children))]
    }
}
