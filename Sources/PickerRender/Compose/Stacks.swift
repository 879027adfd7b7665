// VStack, HStack, ZStack and Spacer: SwiftUI's stacks as picture-model values. A nil spacing is
// SwiftUI's default between two views, 8 points. Children are trees, so a stack of pickers,
// texts and other stacks is one Equatable, Sendable value.

import PickerRenderLayout
import PickerRenderScene

public struct VStack: View, Equatable {
    public var alignment: HorizontalAlignment
    public var spacing: Double?
    public var children: [ViewTree]

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> [ViewTree]) {
        self.init(alignment: alignment, spacing: spacing, children: content())
    }

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, children: [ViewTree]) {
        self.alignment = alignment; self.spacing = spacing; self.children = children
    }

    public var tree: ViewTree { .vstack(self) }
}

public struct HStack: View, Equatable {
    public var alignment: VerticalAlignment
    public var spacing: Double?
    public var children: [ViewTree]

    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> [ViewTree]) {
        self.init(alignment: alignment, spacing: spacing, children: content())
    }

    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, children: [ViewTree]) {
        self.alignment = alignment; self.spacing = spacing; self.children = children
    }

    public var tree: ViewTree { .hstack(self) }
}

/// Children drawn in order, back to front, each aligned in the stack's frame (as large as its
/// largest child).
public struct ZStack: View, Equatable {
    public var alignment: Alignment
    public var children: [ViewTree]

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> [ViewTree]) {
        self.init(alignment: alignment, children: content())
    }

    public init(alignment: Alignment = .center, children: [ViewTree]) {
        self.alignment = alignment; self.children = children
    }

    public var tree: ViewTree { .zstack(self) }
}

/// Flexible space along its stack, at least `minLength` points (SwiftUI's default 8).
public struct Spacer: View, Equatable {
    public var minLength: Double?
    public init(minLength: Double? = nil) { self.minLength = minLength }
    public var tree: ViewTree { .spacer(self) }
}

/// SwiftUI's default spacing between adjacent views in a stack.
let defaultStackSpacing = 8.0
