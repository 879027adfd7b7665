// GeometryReader and GeometryProxy. A GeometryReader takes the space offered; its content is
// made for the size layout measured on the previous pass (ViewGraph), placed at its top-leading
// corner, as SwiftUI's. visualEffect's proxy answers `frame(in:)` from the frame its view is
// placed in, in the spaces around it (LayoutContext.Geometry).

import PickerRender
import PickerRenderGeometry

public protocol CoordinateSpaceProtocol: Sendable {
    var space: SpaceName { get }
}

/// Which space a frame is measured in.
public enum SpaceName: Hashable, Sendable { case local, global, scrollView, named(String) }

public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable {
    public let space: SpaceName
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(space: .named("\(name)")) }
}
public struct LocalCoordinateSpace: CoordinateSpaceProtocol { public var space: SpaceName { .local } }
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol { public var space: SpaceName { .global } }

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(space: .named("\(name)")) }
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(space: .scrollView) }
}
extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}
extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

public struct GeometryProxy: Sendable {
    let geometry: ViewGeometry?
    let measured: Size
    public var size: CGSize { CGSize(width: measured.width, height: measured.height) }
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    public func frame(in space: some CoordinateSpaceProtocol) -> CGRect {
        guard let g = geometry?.spaces else { return CGRect(origin: .zero, size: size) }
        let r: Rect
        switch space.space {
        case .local: r = Rect(origin: .zero, size: g.size)
        case .global: r = g.global
        case .scrollView: r = g.scrollView ?? g.global
        case .named(let name): r = g.named[name] ?? g.global
        }
        return CGRect(x: r.minX, y: r.minY, width: r.width, height: r.height)
    }
}

public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0
    public init() {}
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
}

nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    public typealias Body = Never

    @MainActor func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] {
        let size = graph.geometrySize(path)
        let tree: ViewTree = size.map { s in
            .modified(PickerRender.Frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
                   graph.combine(graph.resolve(content(GeometryProxy(geometry: nil, measured: s)), path: path + "/geometry", env: env)).tree)
        } ?? PickerRender.Spacer(minLength: 0).tree
        let measured = graph.measuredSizes
        return [Resolved(.sized(SizedView(name: "GeometryReader") { s throws(PickerError) in
            measured.withLock { $0[path] = s }
            return tree
        }))]
    }
}
