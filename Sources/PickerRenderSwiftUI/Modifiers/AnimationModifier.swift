// `.animation(_:value:)`: when `value` differs from the last pass's, the changes of the views
// inside take `animation` (nil: none), whatever the transaction that changed them, as SwiftUI
// scopes an animation to a value. Two nested ones: the inner one whose value changed wins.
// Only a graph that records a timeline (PictureAnimation) compares; a still picture draws the
// settled state, the same either way.

import PickerRender

extension View {
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        contextual { graph, path, env in
            if graph.timeline != nil, graph.changedSinceLastPass(path, value) { env.transactionAnimation = animation }
        }
    }
}
