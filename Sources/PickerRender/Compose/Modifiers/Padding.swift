// padding: space around a view, per edge, in points (SwiftUI's default 16 on every edge). The
// view is offered what the padded view is offered less the insets, and is that much larger.
// Spec: {"type": "padding", "top": 8, "leading": 16, ..., "content": view}.

import PickerRenderLayout

package struct Padding: PictureModifier {
    var insets: EdgeInsets

    package static let type = "padding"
    package static let fields = SpecObject.insetFields + [SpecField("content", .view, required: true, "the view padded")]
    package init(_ insets: EdgeInsets) { self.insets = insets }
    package init(spec o: SpecObject) {
        insets = EdgeInsets(top: o.number("top") ?? 0, leading: o.number("leading") ?? 0,
                            bottom: o.number("bottom") ?? 0, trailing: o.number("trailing") ?? 0)
    }
    package func writeSpec(to w: inout SpecWriter) {
        for (k, v) in [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing)] where v != 0 {
            w.set(k, v)
        }
    }

    package func node(in layout: ViewTreeLayout, path: String, content: () throws(PickerError) -> ViewNode) throws(PickerError) -> ViewNode {
        do { try ViewTreeLayout.check(insets, name: "padding") } catch { throw ViewTreeLayout.at(path, error) }
        return .padding(insets, try content())
    }

    package func fixedLength(content: Double?, vertical: Bool) -> Double? {
        content.map { $0 + (vertical ? insets.top + insets.bottom : insets.leading + insets.trailing) }
    }
}

/// Edges for `padding(_:_:)`, as SwiftUI's Edge.Set.
public struct Edges: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = Edges(rawValue: 1), leading = Edges(rawValue: 2)
    public static let bottom = Edges(rawValue: 4), trailing = Edges(rawValue: 8)
    public static let horizontal: Edges = [.leading, .trailing], vertical: Edges = [.top, .bottom]
    public static let all: Edges = [.horizontal, .vertical]
}

extension View {
    /// Space around the view: `padding()` is SwiftUI's default 16 points on every edge.
    public func padding(_ edges: Edges = .all, _ length: Double = 16) -> AnyView {
        padding(EdgeInsets(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                           bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0))
    }

    public func padding(_ length: Double) -> AnyView { padding(.all, length) }

    public func padding(_ insets: EdgeInsets) -> AnyView { modifier(Padding(insets)) }
}
