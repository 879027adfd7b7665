// visualEffect: SwiftUI's `visualEffect { content, proxy in ... }`, a closure from the view's
// geometry (its frame in the coordinate spaces around it, GeometryProxy's answers) to drawing
// modifiers, run when the view is placed; the view's layout is unchanged. Only the
// PickerRenderSwiftUI product makes one, from a user's own Swift: the closure is Sendable and
// reads only what it captured, two are equal only when they are the same closure, and a spec
// cannot hold one (`Picture.checkedSpecText()` names the view). The wheel's rows, written in
// the picture model, carry the same effects as expressions of their scroll position instead.

import PickerRenderLayout

/// SwiftUI's `visualEffect { content, proxy in ... }` as a modifier: a closure from the view's
/// geometry to drawing modifiers, run when the view is placed.
public struct VisualEffect: PictureModifier {
    /// The effects for the view's geometry, outermost first, as plain numbers (each a drawing
    /// modifier: EffectModifier).
    package var effects: @Sendable (ViewGeometry) -> [AnyModifier]
    package let identity: ClosureIdentity

    package init(effects: @escaping @Sendable (ViewGeometry) -> [AnyModifier]) {
        self.effects = effects; identity = ClosureIdentity()
    }

    public static func == (a: VisualEffect, b: VisualEffect) -> Bool { a.identity === b.identity }

    package static let type = "visualEffect"
    package static let fields: [SpecField] = []
    package init(spec o: SpecObject) throws(SpecError) { throw o.error("type", "a visualEffect closure is Swift code, which a spec cannot hold") }
    package func writeSpec(to w: inout SpecWriter) {}
    package var specForm: ModifierSpecForm { .code("visualEffect") }

    package func node(in layout: ViewTreeLayout, path: String, content: () throws(PickerError) -> ViewNode) throws(PickerError) -> ViewNode {
        .visualEffect(layout.visualEffectNode(self, path: path), try content())
    }
}

extension ViewTreeLayout {
    func visualEffectNode(_ v: VisualEffect, path: String) -> VisualEffectNode {
        let me = self
        return VisualEffectNode { geometry, ctx in
            do {
                var out: [any LayerEffect] = []
                for m in v.effects(ViewGeometry(geometry)) {
                    guard let e = m.base as? any EffectModifier else { preconditionFailure("a visual effect is a drawing modifier, not \(m.type)") }
                    out.append(try e.layerEffect(in: me, path: path))
                }
                return out
            } catch {
                ctx.record(error)
                return []
            }
        }
    }
}
