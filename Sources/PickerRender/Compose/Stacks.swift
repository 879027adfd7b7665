// VStack, HStack, ZStack and Spacer: SwiftUI's stacks as picture-model values. A nil spacing is
// SwiftUI's default between two views, 8 points. Children are trees, so a stack of pickers,
// texts and other stacks is one Equatable, Sendable value.

import PickerRenderLayout
import PickerRenderScene

public struct VStack: View, PrimitiveView, Equatable {
    public typealias Body = Never
    public var alignment: HorizontalAlignment
    public var spacing: Double?
    package var children: [ViewTree]

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> ViewList) {
        self.init(alignment: alignment, spacing: spacing, children: content().trees)
    }

    package init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, children: [ViewTree]) {
        self.alignment = alignment; self.spacing = spacing; self.children = children
    }

    package var primitiveTree: ViewTree { .vstack(self) }
}

public struct HStack: View, PrimitiveView, Equatable {
    public typealias Body = Never
    public var alignment: VerticalAlignment
    public var spacing: Double?
    package var children: [ViewTree]

    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> ViewList) {
        self.init(alignment: alignment, spacing: spacing, children: content().trees)
    }

    package init(alignment: VerticalAlignment = .center, spacing: Double? = nil, children: [ViewTree]) {
        self.alignment = alignment; self.spacing = spacing; self.children = children
    }

    package var primitiveTree: ViewTree { .hstack(self) }
}

/// Children drawn in order, back to front, each aligned in the stack's frame (as large as its
/// largest child).
public struct ZStack: View, PrimitiveView, Equatable {
    public typealias Body = Never
    public var alignment: Alignment
    package var children: [ViewTree]

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> ViewList) {
        self.init(alignment: alignment, children: content().trees)
    }

    package init(alignment: Alignment = .center, children: [ViewTree]) {
        self.alignment = alignment; self.children = children
    }

    package var primitiveTree: ViewTree { .zstack(self) }
}

/// Flexible space along its stack, at least `minLength` points (SwiftUI's default 8).
public struct Spacer: View, PrimitiveView, Equatable {
    public typealias Body = Never
    public var minLength: Double?
    public init(minLength: Double? = nil) { self.minLength = minLength }
    package var primitiveTree: ViewTree { .spacer(self) }
}

/// SwiftUI's default spacing between adjacent views in a stack.
let defaultStackSpacing = 8.0
