// ScrollView and ForEach: the scroll pattern SwiftUI pickers are made of, as the seeds write it:
// `ScrollView(.vertical) { LazyVStack(spacing:) { ForEach(values) { Text(...).frame(height:)
// .visualEffect { ... } } } }.contentMargins(...).scrollPosition(id:, anchor:).frame(height:)`.
// The view is drawn at rest at its scroll position (a value at an anchor, or a content offset),
// plus an offset in points for a scroll caught between items. Items are one template: a text
// in it may hold `{value}` and `{index}`, replaced per item, and its effects may use the item's
// `position` (-1 at the leading edge of the view, 0 at its centre, 1 at the trailing edge),
// `index` and `value` (when the values are numbers). Only the items that reach the view are
// laid out, however many values there are.
// Invariants: the item template's length along the axis is fixed (its `.frame(height:)`, or
// width for a horizontal scroll), and so is the scroll view's (`length`, its frame along the
// axis); layout refuses a template without one.

/// A scroll's item as its template sees it: placeholders for the texts and the variables for
/// the effects (`.visualEffect { content, item in content.opacity(1 - .abs(item.position)) }`).
public struct ScrollItem: Sendable {
    public let value = "{value}"
    public let index = "{index}"
    public var position: Expression { .position }
    public var indexNumber: Expression { .index }
    public var valueNumber: Expression { .value }
}

public struct ForEach: Sendable, Equatable {
    package enum Values: Sendable, Equatable {
        case strings([String])
        /// Whole numbers `from` through `through` by `by`, shown with a printf-style format.
        case range(from: Int, through: Int, by: Int, format: String)
        /// One view an item, made already (a SwiftUI ForEach's content for each element); each
        /// has the same fixed length along the scroll.
        case views([ViewTree])
    }
    package var values: Values
    /// Points between items (LazyVStack's or LazyHStack's spacing).
    public var spacing: Double
    package var item: ViewTree

    public init(_ values: [String], spacing: Double = 0, @ViewBuilder item: (ScrollItem) -> ViewList) {
        self.init(values: .strings(values), spacing: spacing, item: item(ScrollItem()).trees)
    }
    public init(_ range: ClosedRange<Int>, by step: Int = 1, format: String = "%d", spacing: Double = 0,
                @ViewBuilder item: (ScrollItem) -> ViewList) {
        self.init(values: .range(from: range.lowerBound, through: range.upperBound, by: step, format: format), spacing: spacing,
                  item: item(ScrollItem()).trees)
    }
    init(values: Values, spacing: Double, item trees: [ViewTree]) {
        self.values = values; self.spacing = spacing
        item = trees.count == 1 ? trees[0] : .zstack(ZStack(children: trees))
    }
    package init(values: Values, spacing: Double, item: ViewTree) { self.values = values; self.spacing = spacing; self.item = item }
}

public enum ScrollAxis: String, Sendable, Equatable, CaseIterable { case vertical, horizontal }

/// `.scrollTargetBehavior`: where a scroll comes to rest. View-aligned, an offset between items
/// rests on the nearest item, as the scroll would settle; none, it rests where it is.
public enum ScrollSnapping: String, Sendable, Equatable, CaseIterable { case none, viewAligned }

/// Where a scroll view rests: an item's value at an anchor of the view (`.scrollPosition(id:,
/// anchor:)`), or a content offset in points.
public enum ScrollPosition: Sendable, Equatable {
    case value(String, anchor: UnitPoint)
    /// The item at this index at an anchor (a SwiftUI `scrollPosition(id:anchor:)` whose id was
    /// found among the ForEach's).
    case index(Int, anchor: UnitPoint)
    case contentOffset(Double)
}

public struct ScrollView: View, PrimitiveView, Equatable {
    public typealias Body = Never
    public var axis: ScrollAxis
    /// The view's length along its axis in points (its `.frame(height:)` for a vertical one).
    public var length: Double
    /// Points of empty content before the first item and after the last (`.contentMargins`).
    public var contentMargins: Double
    public var position: ScrollPosition
    /// Points scrolled beyond `position` (toward later items).
    public var offset: Double
    public var snapping: ScrollSnapping
    public var content: ForEach

    public init(_ axis: ScrollAxis = .vertical, length: Double, contentMargins: Double = 0,
                position: ScrollPosition = .contentOffset(0), offset: Double = 0, snapping: ScrollSnapping = .none,
                content: () -> ForEach) {
        self.axis = axis; self.length = length; self.contentMargins = contentMargins
        self.position = position; self.offset = offset; self.snapping = snapping; self.content = content()
    }

    package var primitiveTree: ViewTree { .scroll(self) }
}

extension View {
    /// SwiftUI's visualEffect: effects whose numbers may depend on the scroll item (sugar: the
    /// same tree as the modifiers written directly).
    public func visualEffect(_ effect: (AnyView, ScrollItem) -> AnyView) -> AnyView { effect(AnyView(tree), ScrollItem()) }
}
