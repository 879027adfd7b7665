// Placing SwiftUI's drawing vocabulary: ZStacks, shapes, overlays and backgrounds with views,
// and effects. An effect draws its view as a layer in the view's own frame (origin on the
// pixel grid, as a layer's always is): the layer's transform is the frame's place times the effect's
// map about its anchor, so a row turned by rotation3DEffect is the same homography the wheel
// builds. Right to left, anchors and offsets mirror as SwiftUI's flipped coordinate space does.

import PickerRenderGeometry
import PickerRenderScene

extension LayoutContext {
    func placeZStack(_ h: HorizontalAlignment, _ v: VerticalAlignment, _ children: [ViewNode], in rect: Rect) -> [Node] {
        children.flatMap { placeAligned($0, h, v, in: rect) }
    }

    /// `view` measured in `rect`'s size and aligned in it.
    package func placeAligned(_ view: ViewNode, _ h: HorizontalAlignment, _ v: VerticalAlignment, in rect: Rect) -> [Node] {
        let s = measure(view, proposed: rect.size)
        let o = frameOffset(h, v, child: s, in: rect.size)
        // On the pixel grid, as SwiftUI places a child it aligns (a ruler's centred indicator, a
        // wheel's band).
        return place(view, in: Rect(x: grid(rect.minX + o.x), y: grid(rect.minY + o.y), width: s.width, height: s.height))
    }

    /// A unit point of a box as this direction places it (x mirrors right to left).
    package func physical(unit p: Point) -> Point { isRightToLeft ? Point(1 - p.x, p.y) : p }

    /// A run of effects drawn as one layer (LayerEffectRun): transforms compose, outermost
    /// first, into one homography and opacities multiply, so a row under rotation3DEffect,
    /// scaleEffect and opacity is sampled once (as the wheel draws it), not once per effect;
    /// colour matrices multiply into one. Any other effect ends the run: it applies in its own
    /// layer, inside.
    func placeEffect(_ effect: any LayerEffect, _ child: ViewNode, in rect: Rect) -> [Node] {
        var run: [any LayerEffect] = [effect]
        var inner = child
        // A run looks through the inner effects' sources: its layer is the outermost effect's.
        while effect.run != .alone, let (next, c) = Self.effect(inner), next.run == effect.run { run.append(next); inner = c }
        let origin = Point(grid(rect.minX), grid(rect.minY))
        let local = Rect(origin: .zero, size: rect.size)
        var layer = Layer(name: run.map(\.name).joined(separator: "."), bounds: local,
                          transform: .translation(origin.x, origin.y), children: [])
        let box = EffectBox(size: rect.size, context: self)
        for e in run { e.apply(to: &layer, in: box) }
        layer.children = entering(origin) { place(inner, in: local) }
        return [.layer(layer)]
    }

    /// The effect a node is, under any sources, and its content.
    static func effect(_ node: ViewNode) -> (any LayerEffect, ViewNode)? {
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
        item.blur = shape.blur
        return item
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

    /// The items in a clipping layer at the scroll view's frame (origin on the grid); right to left a horizontal scroll runs from the right.
    func placeScroll(_ s: ScrollNode, in rect: Rect) -> [Node] {
        let size = rect.size
        let children: [Node] = entering(Point(grid(rect.minX), grid(rect.minY)), scroll: true) {
            var out: [Node] = []
            for item in s.items {
                let r = s.vertical
                    ? Rect(x: 0, y: item.start, width: size.width, height: s.itemLength)
                    : Rect(x: leadingX(item.start, width: s.itemLength, in: size.width), y: 0, width: s.itemLength, height: size.height)
                // What lies wholly beyond the view along its axis is clipped: not kept (a ruler's
                // ticks and labels gathered for overhanging ones, which do not reach it).
                var nodes = place(item.node, in: r).filter { node in
                    guard let b = node.boxAlongScroll else { return true }
                    let (lo, hi) = s.vertical ? (b.minY, b.maxY) : (b.minX, b.maxX)
                    return hi > 0 && lo < s.length
                }
                // An item drawn as one layer (a row under its effects) is named by its index, so
                // a scene dump reads "item 7: opacity.scaleEffect.rotation3DEffect".
                // Its position (the item's centre in the scroll view, -1 at the leading edge, 0 in
                // the middle, 1 at the trailing edge) is the number its effects were drawn from.
                if nodes.count == 1, case .layer(var l) = nodes[0] {
                    l.name = "item \(item.index): \(l.name)"
                    let half = s.length / 2
                    if half > 0 { l.parameters.insert(LayerParameter("position", [min(max((item.start + s.itemLength / 2 - half) / half, -1), 1)]), at: 0) }
                    nodes = [.layer(l)]
                }
                out += nodes
            }
            return out
        }
        return [.layer(Layer(name: "scroll", bounds: Rect(origin: .zero, size: size),
                             transform: .translation(grid(rect.minX), grid(rect.minY)), clips: true, children: children))]
    }
}

extension Node {
    /// A shape's ink or a text's line box, in its parent's points (nil for a layer, kept whole).
    fileprivate var boxAlongScroll: Rect? {
        switch self {
        case .shape(let s): s.inkBounds
        case .text(let t): t.frame
        case .image, .layer: nil
        }
    }
}
