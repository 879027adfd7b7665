// ScrollView at rest, as the modifiers around it set it: over a (lazy) stack its items are the
// picture model's scroll items, placed at the position `.scrollPosition(id:anchor:)` or
// `.scrollPosition($position)` holds, with `.contentMargins` or the stack's padding along the axis
// as margins; its length is what layout gives it (a SizedView), as SwiftUI's scroll view takes
// the space offered. Other content is laid out at its own size and aligned by
// `.defaultScrollAnchor(_:for: .alignment)` (top by default), as a scroll view whose content
// fits. A custom ScrollTargetBehavior is asked where a content offset comes to rest.

import PickerRender

nonisolated public struct ScrollView<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes; self.content = content()
    }
    public typealias Body = Never

    @MainActor func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] {
        let vertical = !axes.contains(.horizontal)
        var inner = env
        inner.clearScroll()
        // The length its frame fixes, if one does: a lazy stack inside makes only the rows shown
        // (ScrollView+Lazy.swift).
        if let length = graph.takeOffer(at: path).flatMap({ vertical ? $0.height : $0.width }), length.isFinite, length > 0 {
            graph.lazyStackPath = path
            graph.madeLazyItems = false
            let registrations = graph.registrations
            let items = graph.resolve(content, path: path, env: inner)
            graph.lazyStackPath = nil
            if items.count == 1, let stack = items[0].stack, let lazy = stack.lazy, stack.isTargetLayout, stack.vertical == vertical {
                return [Resolved(lazyScroll(lazy, stack: stack, config: env.scroll, length: length, scale: Double(env.options.scale), graph: graph,
                                            path: path, env: env))]
            }
            // A view between that took the lazy stack's rows (a background): made again, whole
            // (a view made twice in a pass changes nothing).
            if !graph.madeLazyItems { return scroll(items, config: env.scroll, vertical: vertical, graph: graph, path: path, env: env) }
            graph.registrations = registrations   // so its onAppear and onChange are the same ones again
        }
        return scroll(graph.resolve(content, path: path, env: inner), config: env.scroll, vertical: vertical, graph: graph, path: path, env: env)
    }

    /// The scroll of the content made whole: a target layout's items, or the content aligned.
    @MainActor private func scroll(_ items: [Resolved], config: ScrollConfiguration, vertical: Bool, graph: ViewGraph, path: String,
                                   env: EnvironmentValues) -> [Resolved] {
        guard items.count == 1, let stack = items[0].stack, stack.isTargetLayout, stack.vertical == vertical else {
            let anchor = config.alignmentAnchor ?? (vertical ? .top : .leading)
            let a = PickerRender.Alignment(horizontal: anchor.x < 0.5 ? .leading : anchor.x > 0.5 ? .trailing : .center,
                                           vertical: anchor.y < 0.5 ? .top : anchor.y > 0.5 ? .bottom : .center)
            let tree = graph.combine(items).tree
            return [Resolved(.modified(PickerRender.Frame(maxWidth: .infinity, maxHeight: .infinity, alignment: a), tree))]
        }
        let position = Self.position(config, vertical: vertical) { id in stack.items.firstIndex { $0.id == id } }
        // Each item aligned across the scroll as its stack aligns it (an HStack centres a 20-pt
        // tick in a 200-pt ruler).
        let across = vertical ? PickerRender.Frame(maxWidth: .infinity, alignment: stack.across)
                              : PickerRender.Frame(maxHeight: .infinity, alignment: stack.across)
        let items = stack.items.map { ViewTree.modified(AnyModifier(across), $0.tree) }
        let itemLength = stack.items.first.flatMap { ViewTreeLayout.fixedLength(of: $0.tree, vertical: vertical) } ?? 0
        let placed = Self.placement(graph, path, position, step: itemLength + stack.spacing, config: config, env: env)
        let scroll = PickerRender.ScrollView(vertical ? .vertical : .horizontal, length: 1, contentMargins: Self.margin(stack, config),
                                             position: position, offset: placed.offset, snapping: placed.snapping) {
            PickerRender.ForEach(values: .views(items), spacing: stack.spacing, item: .divider)
        }
        let sized = SizedView(name: "ScrollView", measuresContent: true) { size throws(PickerError) in
            var s = scroll
            s.length = vertical ? size.height : size.width
            return .scroll(s)
        }
        return [Resolved(.sized(sized))]
    }

    /// Where a scroll resting at `position` is drawn: the points past it an animation has it at
    /// (AnimationTimeline; 0 at rest and for a still picture), and its snapping, none in flight:
    /// `.viewAligned` is where a scroll comes to rest. `step` is an item's length and the spacing.
    @MainActor static func placement(_ graph: ViewGraph, _ path: String, _ position: PickerRender.ScrollPosition, step: Double,
                                     config: ScrollConfiguration, env: EnvironmentValues) -> (offset: Double, snapping: ScrollSnapping) {
        let offset = graph.timeline?.scrollOffset(path, position, step: step, env: env) ?? 0
        return (offset, config.viewAligned && offset == 0 ? .viewAligned : .none)
    }

    /// The stack's padding along the axis plus `.contentMargins` there.
    static func margin(_ stack: StackItems, _ config: ScrollConfiguration) -> Double {
        var margin = stack.margin
        if let m = config.margins, m.axes.contains(stack.vertical ? .vertical : .horizontal) { margin += m.length }
        return margin
    }

    /// Where the scroll rests: the item `.scrollPosition(id:anchor:)` names (found by `index`),
    /// or the offset `.scrollPosition($position)` holds, as a custom target behavior settles it.
    @MainActor static func position(_ config: ScrollConfiguration, vertical: Bool, index: (AnyHashable) -> Int?) -> PickerRender.ScrollPosition {
        if let id = config.positionID, let index = index(id) {
            return .index(index, anchor: (config.positionAnchor ?? (vertical ? .top : .leading)).pickerRender)
        }
        guard let p = config.position else { return .contentOffset(0) }
        var offset = Double(vertical ? p.wrappedValue.point.y : p.wrappedValue.point.x)
        if let behavior = config.behavior {
            var target = ScrollTarget(rect: CGRect(x: vertical ? 0 : offset, y: vertical ? offset : 0, width: 0, height: 0))
            behavior.updateTarget(&target, context: ScrollTargetBehaviorContext())
            offset = Double(vertical ? target.rect.minY : target.rect.minX)
        }
        return .contentOffset(offset)
    }
}

/// Where a scroll view rests: a point, or the item with an id (SwiftUI's ScrollPosition).
public struct ScrollPosition: Equatable {
    public private(set) var point: CGPoint
    public private(set) var viewID: AnyHashable?
    public init(x: CGFloat) { point = CGPoint(x: x, y: 0) }
    public init(y: CGFloat) { point = CGPoint(x: 0, y: y) }
    public init(point: CGPoint) { self.point = point }
    public init<ID: Hashable>(idType: ID.Type = ID.self) { point = .zero }
    public init() { point = .zero }
    public var x: CGFloat? { point.x }
    public var y: CGFloat? { point.y }
    public mutating func scrollTo(x: CGFloat) { point = CGPoint(x: x, y: 0); viewID = nil }
    public mutating func scrollTo(y: CGFloat) { point = CGPoint(x: 0, y: y); viewID = nil }
    public mutating func scrollTo(point: CGPoint) { self.point = point; viewID = nil }
    public mutating func scrollTo<ID: Hashable>(id: ID) { viewID = AnyHashable(id) }
}

public enum ScrollPhase: Hashable, Sendable {
    case idle, tracking, interacting, decelerating, animating
    public var isScrolling: Bool { self != .idle }
}

public struct ScrollTarget {
    public var rect: CGRect
    public var anchor: UnitPoint?
    public init(rect: CGRect, anchor: UnitPoint? = nil) { self.rect = rect; self.anchor = anchor }
}

/// A velocity, as CoreGraphics spells it (Foundation on Linux has no CGVector).
public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat, dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public static let zero = CGVector(dx: 0, dy: 0)
}

public struct ScrollTargetBehaviorContext {
    public var velocity: CGVector = .zero
    public var axes: Axis.Set = []
}

public protocol ScrollTargetBehavior {
    typealias TargetContext = ScrollTargetBehaviorContext
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// `.viewAligned`: a scroll comes to rest on an item of the target layout.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}

public struct ScrollGeometry: Equatable, Sendable {
    public var contentOffset: CGPoint
    public var contentSize: CGSize
    public var containerSize: CGSize
}

public enum ScrollIndicatorVisibility: Hashable, Sendable { case automatic, visible, hidden, never }
public enum ContentMarginPlacement: Hashable, Sendable { case automatic, scrollContent, scrollIndicators }
public enum ScrollAnchorRole: Hashable, Sendable { case initialOffset, sizeChanges, alignment }
