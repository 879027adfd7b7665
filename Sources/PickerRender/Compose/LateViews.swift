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
import PickerRenderText

/// Identity for closures, which Swift cannot compare: equal when the same one was copied.
package final class ClosureIdentity: Sendable {
    package init() {}
}

public struct SizedView: Sendable, Equatable {
    /// The SwiftUI view this stands for, for error lines ("GeometryReader", "ScrollView").
    package var name: String
    package var flexibleWidth: Bool
    package var flexibleHeight: Bool
    /// The content for a size (the proposal's where nothing is proposed on an axis: 10 points),
    /// with the text measurements a control's layout reads (TextMetrics).
    package var content: @Sendable (Size, TextMetrics) throws(PickerError) -> ViewTree
    /// When true, offered nothing on an axis the view takes its content's size there (a scroll
    /// view across its axis); otherwise GeometryReader's 10 points.
    package var measuresContent: Bool
    /// When true, the view is as wide as it is offered and as tall as its content is at that
    /// width, whatever height it is offered (a list whose rows wrap grows as it narrows).
    package var heightForWidth: Bool
    package let identity: ClosureIdentity

    package init(name: String, flexibleWidth: Bool = true, flexibleHeight: Bool = true, measuresContent: Bool = false,
                 content: @escaping @Sendable (Size) throws(PickerError) -> ViewTree) {
        self.init(name: name, flexibleWidth: flexibleWidth, flexibleHeight: flexibleHeight, measuresContent: measuresContent) {
            (size, _) throws(PickerError) in try content(size)
        }
        sizeOnly = content
    }

    /// The content for a size, for a view made without measuring text (a GeometryReader's).
    package private(set) var sizeOnly: (@Sendable (Size) throws(PickerError) -> ViewTree)?

    /// A view made for its size whose content measures text as it is built (a control laid out
    /// as UIKit lays one out, measuring its labels first).
    package init(name: String, flexibleWidth: Bool = true, flexibleHeight: Bool = true, measuresContent: Bool = false,
                 heightForWidth: Bool = false, measuring content: @escaping @Sendable (Size, TextMetrics) throws(PickerError) -> ViewTree) {
        self.name = name; self.flexibleWidth = flexibleWidth; self.flexibleHeight = flexibleHeight
        self.measuresContent = measuresContent; self.heightForWidth = heightForWidth; self.content = content
        identity = ClosureIdentity()
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
                return try me.node(s.content(size, TextMetrics(ctx)), path: path)
            } catch {
                ctx.record(error)
                return .spacer(minLength: 0)
            }
        }
        return .sized(SizedNode(flexibleWidth: s.flexibleWidth, flexibleHeight: s.flexibleHeight, measure: { proposed, ctx in
            if s.heightForWidth {
                let width = proposed.width.isFinite ? max(proposed.width, 0) : 0
                return Size(width, ctx.measure(content(Size(width, .infinity), ctx), proposed: Size(width, .infinity)).height)
            }
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

/// What a control's layout measures of text while it is built: lines as the text engine sets
/// them, the pixel grid and the layout direction (UIKit's label sizing in layoutSubviews).
package struct TextMetrics {
    let context: LayoutContext
    init(_ context: LayoutContext) { self.context = context }

    /// One line of `s` in `font`, shrunk down to `minimumScaleFactor` and then truncated to fit
    /// `maxWidth` (nil: no limit).
    package func line(_ s: String, _ font: Font, maxWidth: Double? = nil, minimumScaleFactor: Double = 1) -> TextLine {
        context.line(s, font, maxWidth: maxWidth, minimumScaleFactor: minimumScaleFactor)
    }

    /// A paragraph of `s` wrapped to `maxWidth`, at most `lineLimit` lines, its lines aligned
    /// in its frame.
    package func paragraph(_ s: String, _ font: Font, maxWidth: Double, lineLimit: Int? = nil,
                           alignment: TextAlignment = .leading) -> (block: TextBlock, frameWidth: Double, origins: [Point]) {
        context.paragraph(s, font, maxWidth: maxWidth, lineLimit: lineLimit, alignment: alignment)
    }

    package func grid(_ v: Double) -> Double { context.grid(v) }
    package var scale: Double { context.scale }
    package var isRightToLeft: Bool { context.isRightToLeft }
    package var direction: LayoutDirection { context.direction }
    package func leadingX(_ x: Double, width: Double, in container: Double) -> Double { context.leadingX(x, width: width, in: container) }
}
