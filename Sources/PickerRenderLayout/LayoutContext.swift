// PickerRenderLayout: the part of SwiftUI's layout system pictures use, in points, between the
// picture model above and the display list (PickerRenderScene) below.
// Two passes, as SwiftUI's: `measure` answers a size for a proposed size; `place` puts a view
// in a rectangle and returns scene nodes in the parent's space. Frame origins round to the
// pixel grid (halves up) when placed; text frames are ceil-to-pixel in size
// (docs/architecture.md §2).
// Views hold closures and a TextEngine is not Sendable, so layout runs on one task.

import PickerRenderGeometry
import PickerRenderScene
import PickerRenderText

/// What layout needs from the outside: the text engine and the display scale.
package final class LayoutContext {
    package let engine: TextEngine
    package let scale: Double
    /// Right to left, SwiftUI mirrors horizontal layout: an HStack runs from the right,
    /// `leading` is the right edge (alignments, padding, frames), and text lines take it as
    /// their base direction. A control mirrors its own insides with `leadingX` and `mirrored`
    /// (LayoutContext+Mirroring).
    package let direction: LayoutDirection
    /// The user's faces per text style (`--font`), loaded in `engine`; applied to every line.
    package let customFaces: CustomFaces
    /// Where the coordinate spaces are while placing (LayoutContext+Spaces).
    package var spaces = Spaces()
    /// The first error a view laid out late (its size or geometry needed) met while placing.
    package var deferredError: (any Error)?

    package init(engine: TextEngine, scale: Double, direction: LayoutDirection = .leftToRight,
                customFaces: CustomFaces = CustomFaces()) {
        precondition(scale > 0, "display scale must be positive")
        self.engine = engine; self.scale = scale; self.direction = direction; self.customFaces = customFaces
    }

    package var isRightToLeft: Bool { direction == .rightToLeft }

    /// Insets with leading and trailing as this direction places them (left, right).
    func physical(_ e: EdgeInsets) -> (left: Double, right: Double) {
        isRightToLeft ? (e.trailing, e.leading) : (e.leading, e.trailing)
    }

    /// A horizontal alignment as this direction places it.
    func physical(_ a: HorizontalAlignment) -> HorizontalAlignment {
        guard isRightToLeft else { return a }
        switch a {
        case .leading: return .trailing
        case .trailing: return .leading
        case .center: return .center
        }
    }

    package func grid(_ v: Double) -> Double { PixelGrid.round(v, scale: scale) }

    /// A single line of text laid out for this context.
    package func line(_ s: String, _ font: Font, maxWidth: Double? = nil, minimumScaleFactor: Double = 1) -> TextLine {
        engine.layoutLine(s, font: customFaces.applied(to: font), maxWidth: maxWidth, minimumScaleFactor: minimumScaleFactor, displayScale: scale,
                          direction: direction)
    }

    /// The text node for `line` with its line box's top-left at `topLeft` (pixel-aligned here).
    package func textNode(_ s: String, line: TextLine, topLeft: Point, color: Color) -> Node {
        let x = grid(topLeft.x), y = grid(topLeft.y)
        let frame = Rect(x: x, y: y, width: line.frameWidth, height: line.height)
        return .text(TextItem(string: s, origin: Point(x, y + line.baseline), frame: frame, line: line, color: color))
    }

    // MARK: measuring

    package func measure(_ view: ViewNode, proposed: Size) -> Size {
        switch view {
        case .text(let s, let font, _, let shrink):
            let l = line(s, font, maxWidth: proposed.width.isFinite ? proposed.width : nil, minimumScaleFactor: shrink)
            return Size(l.frameWidth, l.height)
        case .scroll(let scroll):
            return measureScroll(scroll, proposed: proposed)
        case .paragraph(let s, let font, _, let lineLimit):
            let b = paragraph(s, font, maxWidth: proposed.width, lineLimit: lineLimit)
            return Size(b.frameWidth, b.block.height)
        case .vstack(let spacing, _, let children):
            let sizes = vstackSizes(spacing: spacing, children: children, proposed: proposed)
            let h = sizes.map(\.height).reduce(0, +) + spacing * Double(max(children.count - 1, 0))
            return Size(sizes.map(\.width).max() ?? 0, h)
        case .spacer(let minLength):
            return Size(0, minLength)
        case .frame(let f, let child):
            return f.size(child: measure(child, proposed: f.offer(proposed)), proposed: proposed)
        case .hstack(let spacing, let alignment, let children):
            let widths = hstackWidths(spacing: spacing, children: children, proposed: proposed)
            var above = 0.0, below = 0.0, h = 0.0
            for (child, w) in zip(children, widths) {
                let s = measure(child, proposed: Size(w, proposed.height))
                if case .spacer = child { continue }
                if alignment == .firstTextBaseline {
                    let b = firstBaseline(child, size: s)
                    above = max(above, b); below = max(below, s.height - b)
                } else {
                    h = max(h, s.height)
                }
            }
            let total = widths.reduce(0, +) + spacing * Double(max(children.count - 1, 0))
            return Size(total, alignment == .firstTextBaseline ? above + below : h)
        case .padding(let e, let child):
            let s = measure(child, proposed: Size(proposed.width - e.leading - e.trailing,
                                                  proposed.height - e.top - e.bottom))
            return Size(s.width + e.leading + e.trailing, s.height + e.top + e.bottom)
        case .fill(let child):
            let s = measure(child, proposed: proposed)
            return Size(proposed.width.isFinite ? proposed.width : s.width,
                        proposed.height.isFinite ? proposed.height : s.height)
        case .background(_, let child), .decorated(let child, _, _, _, _), .effect(_, let child):
            return measure(child, proposed: proposed)
        case .zstack(_, _, let children):
            var w = 0.0, h = 0.0
            for child in children {
                let s = measure(child, proposed: proposed)
                w = max(w, s.width); h = max(h, s.height)
            }
            return Size(w, h)
        case .shape:
            return Size(proposed.width.isFinite ? max(proposed.width, 0) : ShapeNode.unspecifiedLength,
                        proposed.height.isFinite ? max(proposed.height, 0) : ShapeNode.unspecifiedLength)
        case .image(let image):
            return image.size(proposed: proposed)
        case .sized(let n):
            return n.measure(proposed, self)
        case .visualEffect(_, let child), .coordinateSpace(_, let child), .source(_, let child):
            return measure(child, proposed: proposed)
        case .custom(let n, let children):
            return measureCustom(n, children, proposed: proposed)
        case .symbol(let s):
            return s.size
        }
    }

    /// VStack's division of height, as SwiftUI's: offered a height, the children that cannot
    /// grow take their own; those that can (spacers, shapes, frames with a max height, stacks
    /// holding one) share what is left, the less flexible first and spacers last, so a stack
    /// with a Spacer is as tall as it is offered. Offered no height, each takes its ideal.
    private func vstackSizes(spacing: Double, children: [ViewNode], proposed: Size) -> [Size] {
        var sizes = [Size?](repeating: nil, count: children.count)
        var left = proposed.height - spacing * Double(max(children.count - 1, 0))
        for (i, child) in children.enumerated() where !proposed.height.isFinite || !isVerticallyFlexible(child) {
            let s = measure(child, proposed: proposed)
            sizes[i] = s; left -= s.height
        }
        let flexible = children.indices.filter { sizes[$0] == nil }
        let spacersLast = flexible.filter { !children[$0].isSpacer } + flexible.filter { children[$0].isSpacer }
        for (n, i) in spacersLast.enumerated() {
            let share = max(left, 0) / Double(spacersLast.count - n)
            let s: Size
            if case .spacer(let minLength) = children[i] { s = Size(0, max(minLength, share)) } else {
                s = measure(children[i], proposed: Size(proposed.width, share))
            }
            sizes[i] = s; left -= s.height
        }
        return sizes.map { $0! }
    }

    /// Whether a view grows taller when offered more height inside a VStack.
    private func isVerticallyFlexible(_ view: ViewNode) -> Bool {
        switch view {
        case .spacer, .fill, .shape: return true
        // A scroll view's length along its axis is its own; custom layouts say what they are.
        case .text, .paragraph, .scroll: return false
        case .image(let image): return image.resizable
        case .vstack(_, _, let cs): return cs.contains(where: isVerticallyFlexible)
        // A Spacer in an HStack grows along the HStack only.
        case .hstack(_, _, let cs), .zstack(_, _, let cs): return cs.contains { !$0.isSpacer && isVerticallyFlexible($0) }
        case .padding(_, let v), .background(_, let v), .decorated(let v, _, _, _, _), .effect(_, let v),
             .visualEffect(_, let v), .coordinateSpace(_, let v), .source(_, let v): return isVerticallyFlexible(v)
        case .sized(let n): return n.flexibleHeight
        case .custom(let n, _): return n.flexibleHeight
        case .symbol: return false
        case .frame(let f, let v): return f.height.fixed == nil && !f.height.fixedSize && (f.height.isFlexible || isVerticallyFlexible(v))
        }
    }

    /// HStack's division of width: fixed children (text, fixed frames) take their own
    /// width; flexible children share what is left equally, as SwiftUI does for equally
    /// flexible views.
    private func hstackWidths(spacing: Double, children: [ViewNode], proposed: Size) -> [Double] {
        var widths = [Double?](repeating: nil, count: children.count)
        var used = spacing * Double(max(children.count - 1, 0))
        for (i, child) in children.enumerated() where !isFlexible(child) {
            let w = measure(child, proposed: Size(.infinity, proposed.height)).width
            widths[i] = w; used += w
        }
        let flexible = widths.filter { $0 == nil }.count
        // Offered no width, a flexible child takes its own ideal width (SwiftUI's nil proposal):
        // a VStack of texts and a Divider is as wide as its widest text, not zero.
        guard proposed.width.isFinite else {
            return zip(children, widths).map { child, w in w ?? measure(child, proposed: Size(.infinity, proposed.height)).width }
        }
        let share = flexible > 0 ? max((proposed.width - used) / Double(flexible), 0) : 0
        return widths.map { $0 ?? share }
    }

    private func isFlexible(_ view: ViewNode) -> Bool {
        switch view {
        case .text, .paragraph: return false
        case .scroll(let scroll): return scroll.vertical
        case .vstack(_, _, let cs), .hstack(_, _, let cs): return cs.contains(where: isFlexible)
        case .padding(_, let v), .background(_, let v), .decorated(let v, _, _, _, _), .effect(_, let v),
             .visualEffect(_, let v), .coordinateSpace(_, let v), .source(_, let v): return isFlexible(v)
        case .sized(let n): return n.flexibleWidth
        case .custom(let n, _): return n.flexibleWidth
        case .symbol: return false
        case .zstack(_, _, let cs): return cs.contains(where: isFlexible)
        case .fill, .spacer, .shape: return true
        case .image(let image): return image.resizable
        case .frame(let f, let v): return f.width.fixed == nil && (f.width.isFlexible || isFlexible(v))
        }
    }

    /// Distance from the top of the view to its first text baseline (the bottom when it has none).
    package func firstBaseline(_ view: ViewNode, size: Size) -> Double {
        switch view {
        case .text(let s, let font, _, let shrink):
            return line(s, font, maxWidth: size.width, minimumScaleFactor: shrink).baseline
        case .paragraph(let s, let font, _, let lineLimit):
            return paragraph(s, font, maxWidth: size.width, lineLimit: lineLimit).block.lines[0].baseline
        case .padding(let e, let child):
            return e.top + firstBaseline(child, size: Size(size.width - e.leading - e.trailing, size.height - e.top - e.bottom))
        case .vstack(_, _, let cs) where !cs.isEmpty:
            return firstBaseline(cs[0], size: measure(cs[0], proposed: size))
        case .background(_, let child), .decorated(let child, _, _, _, _), .effect(_, let child),
             .visualEffect(_, let child), .coordinateSpace(_, let child), .source(_, let child):
            return firstBaseline(child, size: size)
        case .frame(let f, let child):
            let s = measure(child, proposed: f.offer(size))
            return frameOffset(f.horizontal, f.vertical, child: s, in: size).y + firstBaseline(child, size: s)
        default:
            return size.height
        }
    }

    /// Where a child of size `child` sits in a frame of size `size`, by an alignment.
    package func frameOffset(_ horizontal: HorizontalAlignment, _ vertical: VerticalAlignment, child: Size, in size: Size) -> Point {
        let x: Double, y: Double
        switch physical(horizontal) {
        case .leading: x = 0
        case .center: x = (size.width - child.width) / 2
        case .trailing: x = size.width - child.width
        }
        switch vertical {
        case .top, .firstTextBaseline: y = 0
        case .center: y = (size.height - child.height) / 2
        case .bottom: y = size.height - child.height
        }
        return Point(x, y)
    }

    // MARK: placing

    /// Places `view` in `rect` (parent space) and returns its nodes.
    package func place(_ view: ViewNode, in rect: Rect) -> [Node] {
        switch view {
        case .scroll(let scroll):
            return placeScroll(scroll, in: rect)
        case .text(let s, let font, let color, let shrink):
            let l = line(s, font, maxWidth: rect.width.isFinite ? rect.width : nil, minimumScaleFactor: shrink)
            let x = rect.minX + (rect.width - l.frameWidth) / 2
            let y = rect.minY + (rect.height - l.height) / 2
            return [textNode(s, line: l, topLeft: Point(x, y), color: color)]
        case .paragraph(let s, let font, let color, let lineLimit):
            let b = paragraph(s, font, maxWidth: rect.width, lineLimit: lineLimit)
            let x = rect.minX + (rect.width - b.frameWidth) / 2
            let y = rect.minY + (rect.height - b.block.height) / 2
            return textNodes(s, block: b.block, lineOrigins: b.origins, topLeft: Point(x, y), color: color)
        case .vstack(let spacing, let alignment, let children):
            let sizes = vstackSizes(spacing: spacing, children: children, proposed: rect.size)
            var y = rect.minY
            var out: [Node] = []
            for (child, s) in zip(children, sizes) {
                let x: Double
                switch physical(alignment) {
                case .leading: x = rect.minX
                case .center: x = rect.minX + (rect.width - s.width) / 2
                case .trailing: x = rect.maxX - s.width
                }
                out += place(child, in: Rect(x: x, y: y, width: s.width, height: s.height))
                y += s.height + spacing
            }
            return out
        case .spacer:
            return []
        case .frame(let f, let child):
            let s = measure(child, proposed: f.offer(rect.size))
            let o = frameOffset(f.horizontal, f.vertical, child: s, in: rect.size)
            // A shape keeps its fractional place in its frame (a ruler's 2.5-pt tick centred in
            // its cell), but a hairline, one device pixel thick, goes on the pixel grid across its
            // thickness, as iOS draws hairlines: a Divider centred on a zero-width frame covers
            // the pixel at the frame's x, not half of two.
            let hairline = 1 / scale
            let x = s.width == hairline ? grid(rect.minX + o.x) : rect.minX + o.x
            let y = s.height == hairline ? grid(rect.minY + o.y) : rect.minY + o.y
            return place(child, in: Rect(x: x, y: y, width: s.width, height: s.height))
        case .hstack(let spacing, let alignment, let children):
            let widths = hstackWidths(spacing: spacing, children: children, proposed: rect.size)
            let sizes = zip(children, widths).map { measure($0, proposed: Size($1, rect.height)) }
            let baselines = zip(children, sizes).map { firstBaseline($0, size: $1) }
            let above = baselines.max() ?? 0
            var x = rect.minX
            var out: [Node] = []
            for i in children.indices {
                let s = sizes[i]
                let y: Double
                switch alignment {
                case .firstTextBaseline: y = rect.minY + above - baselines[i]
                case .center: y = rect.minY + (rect.height - s.height) / 2
                case .top: y = rect.minY
                case .bottom: y = rect.maxY - s.height
                }
                // Right to left the first child sits at the right edge.
                let childX = isRightToLeft ? rect.minX + rect.maxX - x - widths[i] : x
                out += place(children[i], in: Rect(x: childX, y: y, width: widths[i], height: s.height))
                x += widths[i] + spacing
            }
            return out
        case .padding(let e, let child):
            return place(child, in: Rect(x: rect.minX + physical(e).left, y: rect.minY + e.top,
                                         width: rect.width - e.leading - e.trailing,
                                         height: rect.height - e.top - e.bottom))
        case .fill(let child):
            let s = measure(child, proposed: rect.size)
            return place(child, in: Rect(x: rect.minX + (rect.width - s.width) / 2,
                                         y: rect.minY + (rect.height - s.height) / 2,
                                         width: s.width, height: s.height))
        case .background(let color, let child):
            let r = Rect(x: grid(rect.minX), y: grid(rect.minY), width: grid(rect.width), height: grid(rect.height))
            return [.shape(ShapeItem(.rect, rect: r, color: color))] + place(child, in: rect)
        case .zstack(let h, let v, let children):
            return placeZStack(h, v, children, in: rect)
        case .shape(let shape):
            return [.shape(shapeItem(shape, in: rect))]
        case .image(let image):
            return [placeImage(image, in: rect)]
        case .decorated(let base, let decoration, let h, let v, let behind):
            let decor = placeAligned(decoration, h, v, in: rect)
            return behind ? decor + place(base, in: rect) : place(base, in: rect) + decor
        case .effect(let effect, let child):
            return placeEffect(effect, child, in: rect)
        case .sized(let n):
            // Placed in the parent's space, as any view: no layer of its own, so a scroll view made
            // this way draws as one given its length.
            return place(n.content(rect.size, self), in: rect)
        case .visualEffect(let v, let child):
            let effects = v.effects(geometry(of: rect), self)
            guard let first = effects.first else { return place(child, in: rect) }
            return placeEffect(first, effects.dropFirst().reversed().reduce(child) { .effect($1, $0) }, in: rect)
        case .custom(let n, let children):
            return placeCustom(n, children, in: rect)
        case .symbol(let s):
            return placeSymbol(s, in: rect)
        case .coordinateSpace(let name, let child):
            let saved = spaces.named[name]
            spaces.named[name] = Point(grid(rect.minX), grid(rect.minY))
            defer { spaces.named[name] = saved }
            return place(child, in: rect)
        case .source(let source, let child):
            return place(child, in: rect).map { node in
                guard case .layer(var layer) = node, layer.source == nil else { return node }
                layer.source = source
                return .layer(layer)
            }
        }
    }
}
