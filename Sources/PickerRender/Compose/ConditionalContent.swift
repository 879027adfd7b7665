// ConditionalContent: what SwiftUI's `if condition { A } else { B }` builds in a view body, with
// the condition an Expression so it can depend on a scroll item (`index % 10 == 0`: a major
// tick) or the environment (`reduceMotion`). Layout evaluates the condition where the view is
// laid out and lays out only the branch it picks; without an `else`, a false condition is no
// view at all (SwiftUI's empty `Optional` content: no size, nothing drawn).

public struct ConditionalContent: View, Equatable {
    public var condition: Expression
    public var then: ViewTree
    public var otherwise: ViewTree?

    public init(condition: Expression, then: ViewTree, otherwise: ViewTree?) {
        self.condition = condition; self.then = then; self.otherwise = otherwise
    }

    /// `if condition { ... } else { ... }`: several views in a branch are a ZStack of them.
    public init(if condition: Expression, @ViewBuilder then: () -> [ViewTree], @ViewBuilder else otherwise: () -> [ViewTree]) {
        self.init(condition: condition, then: Self.one(then()), otherwise: Self.one(otherwise()))
    }

    /// `if condition { ... }` with no else.
    public init(if condition: Expression, @ViewBuilder then: () -> [ViewTree]) {
        self.init(condition: condition, then: Self.one(then()), otherwise: nil)
    }

    static func one(_ trees: [ViewTree]) -> ViewTree { trees.count == 1 ? trees[0] : .zstack(ZStack(children: trees)) }

    public var tree: ViewTree { .conditional(self) }
}
