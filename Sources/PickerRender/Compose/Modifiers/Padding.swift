// padding: space around a view, per edge, in points (SwiftUI's default 16 on every edge). The
// view is offered what the padded view is offered less the insets, and is that much larger.
// Spec, in SwiftUI's two spellings: {"type": "padding", "top": 8, "leading": 16, ..., "content":
// view} (`.padding(EdgeInsets(...))`) or {"type": "padding", "edges": "horizontal", "length": 24,
// "content": view} (`.padding(.horizontal, 24)`); one spec says one of them.

import PickerRenderLayout

package struct Padding: PictureModifier {
    var insets: EdgeInsets

    package static let type = "padding"
    package static let fields = SpecObject.insetFields + [
        SpecField("edges", .oneOf(Edges.named.map(\.0)),
                  "with length, instead of the four edges: the edges padded, as .padding(.horizontal, 24) (default all)"),
        SpecField("length", .number(0...Limits.maximumLength),
                  "with edges, instead of the four edges: points on each of them (default 16, as .padding())"),
        SpecField("content", .view, required: true, "the view padded"),
    ]
    package init(_ insets: EdgeInsets) { self.insets = insets }
    package init(spec o: SpecObject) throws(SpecError) {
        if o.has("edges") || o.has("length") {
            if let edge = ["top", "leading", "bottom", "trailing"].first(where: o.has) {
                throw o.error(edge, "goes with the other edges, not with edges and length (give one form)")
            }
            let edges = o.string("edges").flatMap { name in Edges.named.first { $0.0 == name }?.1 } ?? .all
            insets = edges.insets(o.number("length") ?? 16)
            return
        }
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

    /// A spec's names for the sets SwiftUI spells `.padding(.horizontal, 24)`.
    package static let named: [(String, Edges)] = [
        ("all", .all), ("horizontal", .horizontal), ("vertical", .vertical),
        ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
    ]

    /// `length` on these edges, zero on the others.
    package func insets(_ length: Double) -> EdgeInsets {
        EdgeInsets(top: contains(.top) ? length : 0, leading: contains(.leading) ? length : 0,
                   bottom: contains(.bottom) ? length : 0, trailing: contains(.trailing) ? length : 0)
    }
}

extension View {
    /// Space around the view: `padding()` is SwiftUI's default 16 points on every edge.
    public func padding(_ edges: Edges = .all, _ length: Double = 16) -> AnyView { padding(edges.insets(length)) }

    public func padding(_ length: Double) -> AnyView { padding(.all, length) }

    public func padding(_ insets: EdgeInsets) -> AnyView { modifier(Padding(insets)) }
}
