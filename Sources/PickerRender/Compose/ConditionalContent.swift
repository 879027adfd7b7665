// ConditionalContent: what SwiftUI's `if condition { A } else { B }` builds in a view body, with
// the condition an Expression so it can depend on a scroll item (`index % 10 == 0`: a major
// tick) or the environment (`reduceMotion`). Layout evaluates the condition where the view is
// laid out and lays out only the branch it picks; without an `else`, a false condition is no
// view at all (SwiftUI's empty `Optional` content: no size, nothing drawn).

public struct ConditionalContent: View, PrimitiveView, Equatable {
    public typealias Body = Never
    public var condition: Expression
    package var then: ViewTree
    package var otherwise: ViewTree?

    package init(condition: Expression, then: ViewTree, otherwise: ViewTree?) {
        self.condition = condition; self.then = then; self.otherwise = otherwise
    }

    /// `if condition { ... } else { ... }`: several views in a branch are a ZStack of them.
    public init(if condition: Expression, @ViewBuilder then: () -> ViewList, @ViewBuilder else otherwise: () -> ViewList) {
        self.init(condition: condition, then: Self.one(then().trees), otherwise: Self.one(otherwise().trees))
    }

    /// `if condition { ... }` with no else.
    public init(if condition: Expression, @ViewBuilder then: () -> ViewList) {
        self.init(condition: condition, then: Self.one(then().trees), otherwise: nil)
    }

    static func one(_ trees: [ViewTree]) -> ViewTree { trees.count == 1 ? trees[0] : .zstack(ZStack(children: trees)) }

    package var primitiveTree: ViewTree { .conditional(self) }
}
