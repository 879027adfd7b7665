// Actions and motion: onAppear and onChange run in the graph's passes (ViewGraph); a `.task`'s
// async work, gestures and haptics are not run, since a picture is one moment: a task's sleeps
// would be the picture's clock, and nobody touches it. Animations (withAnimation,
// `.animation(_:value:)`, `.contentTransition`) are in Animation/.

import PickerRender

public struct SensoryFeedback: Equatable, Sendable {
    let name: String
    public static let selection = SensoryFeedback(name: "selection"), success = SensoryFeedback(name: "success")
    public static let increase = SensoryFeedback(name: "increase"), decrease = SensoryFeedback(name: "decrease")
}

public enum TaskPriority: Sendable { case high, medium, low, userInitiated, utility, background }

extension View {
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        registering { graph, path in if let action { graph.onAppear(path, action) } }
    }

    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        registering { graph, path in graph.onChange(path, value: value, initial: initial, action) }
    }

    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        registering { graph, path in graph.onChange(path, value: value, initial: initial) { _, _ in action() } }
    }

    @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        registering { graph, path in graph.onChange(path, value: value, initial: false) { _, new in action(new) } }
    }

    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View { self }
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View { self }

    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }
}
