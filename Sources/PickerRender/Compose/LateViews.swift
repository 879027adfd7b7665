// Views laid out late: SwiftUI code whose views depend on layout, written as closures the
// layout calls once it knows a size or a frame. `SizedView` is made for the size it is placed in
// (GeometryReader; a scroll view whose length is its frame's), `VisualEffect` works out drawing
// effects from its view's geometry (SwiftUI's `visualEffect { content, proxy in ... }`), and a
// named coordinate space marks a frame they can measure in. Only the PickerRenderSwiftUI
// product makes them, from a user's own Swift. Their closures are Sendable and pure (they read
// the values they captured, never state), so a picture holding one is still a Sendable value;
// two are equal only when they are the same closure. They cannot be written as a spec:
// `Picture.checkedSpecText()` names the view.

import PickerRenderGeometry
import PickerRenderLayout

/// Identity for closures, which Swift cannot compare: equal when the same one was copied.
package final class ClosureIdentity: Sendable {
    package init() {}
}

public struct SizedView: Sendable, Equatable {
    /// The SwiftUI view this stands for, for error lines ("GeometryReader", "ScrollView").
    package var name: String
    package var flexibleWidth: Bool
    package var flexibleHeight: Bool
    /// The content for a size (the proposal's where nothing is proposed on an axis: 10 points).
    package var content: @Sendable (Size) throws(PickerError) -> ViewTree
    /// When true, offered nothing on an axis the view takes its content's size there (a scroll
    /// view across its axis); otherwise GeometryReader's 10 points.
    package var measuresContent: Bool
    package let identity: ClosureIdentity

    package init(name: String, flexibleWidth: Bool = true, flexibleHeight: Bool = true, measuresContent: Bool = false,
                 content: @escaping @Sendable (Size) throws(PickerError) -> ViewTree) {
        self.name = name; self.flexibleWidth = flexibleWidth; self.flexibleHeight = flexibleHeight
        self.measuresContent = measuresContent; self.content = content; identity = ClosureIdentity()
    }

    public static func == (a: SizedView, b: SizedView) -> Bool { a.identity === b.identity }
}

/// A frame in the spaces around a view, as SwiftUI's `GeometryProxy.frame(in:)` answers.
public struct ViewGeometry: Sendable, Equatable {
    package let spaces: LayoutContext.Geometry
    package init(_ spaces: LayoutContext.Geometry) { self.spaces = spaces }
}

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

/// `.coordinateSpace(.named(name))`: the view's frame, as a space `frame(in:)` can measure in.
/// A name changes no pixel, so a spec keeps the content alone.
package struct CoordinateSpaceName: PictureModifier {
    package var name: String
    package init(_ name: String) { self.name = name }

    package static let type = "coordinateSpace"
    package static let fields: [SpecField] = []
    package init(spec o: SpecObject) throws(SpecError) { throw o.error("type", "a coordinate space is written as its content") }
    package func writeSpec(to w: inout SpecWriter) {}
    package var specForm: ModifierSpecForm { .contentOnly }

    package func node(in layout: ViewTreeLayout, path: String, content: () throws(PickerError) -> ViewNode) throws(PickerError) -> ViewNode {
        .coordinateSpace(name, try content())
    }
}

extension ViewTreeLayout {
    func sizedNode(_ s: SizedView, path: String) -> ViewNode {
        let me = self
        func content(_ size: Size, _ ctx: LayoutContext) -> ViewNode {
            do {
                return try me.node(s.content(size), path: path)
            } catch {
                ctx.record(error)
                return .spacer(minLength: 0)
            }
        }
        return .sized(SizedNode(flexibleWidth: s.flexibleWidth, flexibleHeight: s.flexibleHeight, measure: { proposed, ctx in
            let offered = SizedNode.offered(proposed)
            guard s.measuresContent, !(proposed.width.isFinite && proposed.height.isFinite) else { return offered }
            let m = ctx.measure(content(offered, ctx), proposed: proposed)
            return Size(proposed.width.isFinite ? offered.width : m.width, proposed.height.isFinite ? offered.height : m.height)
        }, content: content))
    }

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
