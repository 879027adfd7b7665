// AccessibilityScan: one walk of a scene that finds its accessibility elements and the text
// each of them holds, with the geometry the renderer gives them.
//
// Design: the walk mirrors SceneRenderer's: a layer maps its local space into its parent's by
// `transform`, so a node's local -> scene map is the product of its ancestors' transforms
// (Homography composition, outermost first); a clipping layer clips to its mapped bounds;
// opacities multiply; a gradient mask scales alpha by its value at the text's centre.
// Invariants:
// - Text ids are the texts' pre-order positions among *all* text nodes of the scene (inside
//   elements or not, visible or not), so `recoloring` finds the same node the walk saw.
// - A text belongs to its nearest enclosing element only (an element inside another is its own
//   element, as with SwiftUI's `.accessibilityElement(children: .contain)`).
// - Frames are bounding boxes in scene points of mapped rectangles. Under perspective a mapped
//   rectangle is a convex quadrilateral; its bounding box contains it, so a footprint built
//   from it never misses ink.

import PickerRenderGeometry
import PickerRenderScene
import PickerRenderText

struct ScannedElement {
    var element: AccessibilityElement
    var layerName: String
    /// The layer's bounds in scene points.
    var frame: Rect
}

struct ScannedText {
    var id: Int
    var item: TextItem
    /// Index into the scan's elements.
    var element: Int
    /// The line box in scene points, cut by the clips above it; empty when clipped away.
    var frame: Rect
    /// Colour alpha x layer opacities x mask alpha at the text's centre: the opacity the scene
    /// asks for, before anti-aliasing.
    var opacity: Double
    /// Scene pixels where the text's ink can land (clipped to the image); empty when none.
    var footprint: PixelRect

    var isVisible: Bool { !frame.isEmpty && opacity > 0 && !footprint.isEmpty }
}

struct AccessibilityScan {
    private(set) var elements: [ScannedElement] = []
    private(set) var texts: [ScannedText] = []
    private var nextTextID = 0
    private let scene: Scene

    init(_ scene: Scene) {
        self.scene = scene
        let whole = Rect(origin: .zero, size: scene.size)
        walk(scene.children, State(ctm: .identity, clip: whole, opacity: 1, masks: [], element: nil))
    }

    /// What the walk carries down: local -> scene map, clip in scene points, opacity so far,
    /// the masks above (with their layer's local -> scene map), the enclosing element.
    private struct State {
        var ctm: Homography
        var clip: Rect
        var opacity: Double
        var masks: [(mask: GradientMask, bounds: Rect, ctm: Homography)]
        var element: Int?
    }

    private mutating func walk(_ nodes: [Node], _ state: State) {
        for node in nodes {
            switch node {
            case .shape, .image:
                continue
            case .text(let t):
                let id = nextTextID
                nextTextID += 1
                guard let element = state.element else { continue }
                texts.append(scanText(t, id: id, element: element, state))
            case .layer(let layer):
                var inner = state
                inner.ctm = state.ctm * layer.transform
                inner.opacity = state.opacity * layer.opacity
                if layer.clips { inner.clip = state.clip.intersection(Self.mapRect(layer.bounds, inner.ctm)) }
                if let mask = layer.mask { inner.masks.append((mask, layer.bounds, inner.ctm)) }
                if let a = layer.accessibility {
                    inner.element = elements.count
                    elements.append(ScannedElement(element: a, layerName: layer.name,
                                                   frame: Self.mapRect(layer.bounds, inner.ctm)))
                }
                walk(layer.children, inner)
            }
        }
    }

    private func scanText(_ t: TextItem, id: Int, element: Int, _ state: State) -> ScannedText {
        let lineBox = Self.mapRect(t.frame, state.ctm)
        let frame = lineBox.intersection(state.clip)
        // Ink may overhang the line box; the renderer allows a quarter em around the run.
        let pad = t.line.run.emSize * 0.25
        let ink = Rect(x: t.origin.x, y: t.frame.minY, width: t.line.width, height: t.frame.height).insetBy(dx: -pad, dy: -pad)
        let inkInScene = Self.mapRect(ink, state.ctm).intersection(state.clip)
        var footprint = PixelRect(x: 0, y: 0, width: 0, height: 0)
        if !inkInScene.isEmpty {
            // One more pixel on each side for the sampler's filter.
            let px = PixelRect(enclosing: inkInScene.scaled(by: scene.scale))
            footprint = PixelRect(x: px.x - 1, y: px.y - 1, width: px.width + 2, height: px.height + 2)
                .intersection(PixelRect(x: 0, y: 0, width: scene.pixelWidth, height: scene.pixelHeight))
        }
        var opacity = state.opacity * Double(t.color.a) / 255
        for m in state.masks {
            // The mask is a function of x in its layer's local space: map the text's centre back.
            guard let back = m.ctm.inverse, let c = back.apply(lineBox.center), m.bounds.width > 0 else { continue }
            opacity *= m.mask.alpha(at: (c.x - m.bounds.minX) / m.bounds.width)
        }
        return ScannedText(id: id, item: t, element: element, frame: frame, opacity: opacity, footprint: footprint)
    }

    /// Bounding box of a rectangle's mapped corners; empty when a corner is behind the eye
    /// (no picker turns a layer that far), so such content is reported as not visible.
    static func mapRect(_ r: Rect, _ m: Homography) -> Rect {
        let corners = [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.maxX, r.maxY), Point(r.minX, r.maxY)]
        let pts = corners.compactMap { m.apply($0) }
        guard pts.count == 4 else { return .zero }
        var x0 = pts[0].x, y0 = pts[0].y, x1 = x0, y1 = y0
        for p in pts { x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The scene with the texts whose ids are keys drawn in the given colours instead; every
    /// other node is untouched, so a render differs from the original only where they draw.
    static func recoloring(_ scene: Scene, _ colors: [Int: Color]) -> Scene {
        var next = 0
        var out = scene
        out.children = recolor(scene.children, colors, &next)
        return out
    }

    private static func recolor(_ nodes: [Node], _ colors: [Int: Color], _ next: inout Int) -> [Node] {
        nodes.map { node in
            switch node {
            case .shape, .image:
                return node
            case .text(var t):
                defer { next += 1 }
                guard let c = colors[next] else { return node }
                t.color = c
                return .text(t)
            case .layer(var l):
                l.children = recolor(l.children, colors, &next)
                return .layer(l)
            }
        }
    }
}
