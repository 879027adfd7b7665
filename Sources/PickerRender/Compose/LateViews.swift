// Views laid out late: code whose views depend on layout, written as closures the layout calls
// once it knows a size. `SizedView` is made for the size it is placed in: SwiftUI's
// GeometryReader, a SwiftUI scroll view whose length is its frame's, and the package's controls
// laid out as UIKit lays them out (measuring text as they build: TextMetrics). The modifiers
// laid out late, visualEffect and coordinateSpace, are in Modifiers/. Their closures are Sendable
// and pure (they read the values they captured, never state), so a picture holding one is still
// a Sendable value; two are equal only when they are the same closure. They cannot be written as
// a spec: `Picture.checkedSpecText()` names the view.

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
}
