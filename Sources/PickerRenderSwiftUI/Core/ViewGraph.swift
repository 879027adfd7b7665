// ViewGraph: runs views as SwiftUI runs them. Each view has an identity, its path of
// structural positions from the root (a ForEach's child is named by its id, an `if` branch by
// its side); `@State` storage lives in the graph under that identity, so a body evaluated again
// finds the state it left. One pass resolves every view from the root and collects actions:
// `onAppear` the first time an identity is seen, `onChange(of:)` when a value differs from the
// previous pass's; a body is evaluated again only when its view may have changed (the view the
// last pass resolved there, its state unchanged, keeps its body: `bodies`). The actions then
// run; a pass whose actions changed no state (an @State, or an @Observable property the pass
// read, as SwiftUI tracks it; tracked a pass at a time), and whose GeometryReaders were given the sizes
// layout measured, is the last. A view that keeps changing its state is stopped after
// `maximumPasses` with an error naming the view and the state.
// Invariants: runs on the main actor, as SwiftUI; nothing here touches fonts or pixels except
// through PickerRender's layout, asked only for GeometryReader sizes.

@_spi(Reflection) import Swift
import PickerRender
import PickerRenderGeometry
import PickerRenderLocking
import Observation

@MainActor
final class ViewGraph {
    /// Passes before a view that never settles is an error: SwiftUI itself warns of an update
    /// loop; a picker settles in two or three.
    static let maximumPasses = 32

    // Made with room for a small picture's (the wheel demo keeps 4 states, 2 onAppear, 4 onChange
    // values and 4 bodies): grown from empty, each was rehashed two or three times a settle.
    private var storage = [String: AnyObject](minimumCapacity: 8)
    private var appeared = Set<String>(minimumCapacity: 8)
    private var lastValues = [String: AnyObject](minimumCapacity: 8)
    private var actions: [() -> Void] = []
    /// Keys of the states written this pass (a Binding may write from any closure), each with
    /// the animation of its write's transaction (withAnimation's).
    private let changedKeys = Locked<[(key: String, animation: Animation?)]>([])
    var changed: [String] { changedKeys.withLock { $0.map(\.key) } }
    /// The sizes GeometryReaders were placed at in the last layout, by identity.
    let measuredSizes = Locked<[String: Size]>([:])
    private(set) var usedSizes: [String: Size] = [:]
    var hasGeometryReaders = false

    // MARK: resolving

    /// What resolving needs to know of a view type, found once per type: reflection, casts and
    /// type names cost more than a body. Found for every view in every pass they took 0.7 ms of
    /// the wheel demo's 3.3 ms at @3x. A class, so a lookup copies one reference.
    private final class TypeInfo {
        /// The type as a primitive, whose `resolve` is called through it.
        let primitive: (any PrimitiveView.Type)?
        /// The type's component in a body's path: a number given in the order types are first
        /// seen, so a path is short (most fit in a string's 15 inline bytes and are never
        /// allocated; with type names a row's path was some 40 characters, copied at each level).
        let name: String
        /// The stored @State, @Environment and @ScaledMetric properties, at their offsets in the
        /// struct (nil for a view that is not a struct: its Mirror is asked each time).
        let dynamicFields: [DynamicField]?
        /// A view that can give its rows unmade (ForEach), and whether the type is always one view
        /// (SingleView): asked of a lazy stack's content and a row each pass, a cast to the
        /// protocol looked the conformance up in the runtime's cache each time.
        let lazySource: (any LazyItemsSource.Type)?
        let isSingleView: Bool
        /// A primitive whose views inside are values it holds (StoredContent), not made by a closure.
        let storesContent: Bool
        init(primitive: (any PrimitiveView.Type)?, name: String, dynamicFields: [DynamicField]?, lazySource: (any LazyItemsSource.Type)?,
             isSingleView: Bool, storesContent: Bool) {
            self.primitive = primitive; self.name = name; self.dynamicFields = dynamicFields
            self.lazySource = lazySource; self.isSingleView = isSingleView; self.storesContent = storesContent
        }
    }
    private struct DynamicField {
        var label: String
        var offset: Int
        var type: any DynamicPropertyBinding.Type
    }
    private static var types: [ObjectIdentifier: TypeInfo] = [:]

    private static func info<V: View>(_: V.Type) -> TypeInfo {
        let id = ObjectIdentifier(V.self)
        if let known = types[id] { return known }
        let primitive = V.self as? any PrimitiveView.Type
        var fields: [DynamicField] = []
        let isStruct = primitive != nil || _forEachField(of: V.self, options: []) { name, offset, type, _ in
            if let binding = type as? any DynamicPropertyBinding.Type {
                fields.append(DynamicField(label: String(cString: name), offset: offset, type: binding))
            }
            return true
        }
        let info = TypeInfo(primitive: primitive, name: String(types.count), dynamicFields: isStruct ? fields : nil,
                            lazySource: V.self as? any LazyItemsSource.Type, isSingleView: V.self is any SingleView.Type,
                            storesContent: V.self is any StoredContent.Type)
        types[id] = info
        return info
    }

    func resolve<V: View>(_ view: V, path: String, env: EnvironmentValues) -> [Resolved] {
        // Modifiers are most of a tree's nodes: theirs is the one type known without a lookup.
        // (Not through withUnsafePointer: its closure checked the main actor at run time, 5 %.)
        if V.self == ModifiedView.self { return ModifiedView.resolve(view, in: self, path: path, env: env) }
        let info = Self.info(V.self)
        if let primitive = info.primitive {
            // Views a primitive makes from a closure (a ForEach's rows) are new values.
            guard isLastPassValue, !info.storesContent else { return primitive.resolve(view, in: self, path: path, env: env) }
            isLastPassValue = false
            defer { isLastPassValue = true }
            return primitive.resolve(view, in: self, path: path, env: env)
        }
        let env = timeline == nil ? env : transacted(env, path)
        let same = isLastPassValue, bodyPath = path + "/" + info.name
        if let fields = info.dynamicFields {
            // The view the last pass resolved here, its state unchanged: its body is the same (see `bodies`).
            if same, !changedOwners.contains(path), let kept = bodies[path],
               ObjectIdentifier(type(of: kept)) == ObjectIdentifier(KeptBody<V.Body>.self) {
                return resolve(unsafeDowncast(kept, to: KeptBody<V.Body>.self).body, path: bodyPath, env: env)
            }
            // Bound when first resolved: its properties still point at its storage, and its
            // environment is the same.
            if !fields.isEmpty, !same { bind(view, fields, path: path, env: env) }
        } else {
            bindReflecting(view, path: path, env: env)
        }
        // Observed as SwiftUI observes a body, by the pass it is evaluated in (`tracked`).
        let body = view.body
        // Kept whether or not this view was the last pass's: the next pass may reach it through
        // a kept body above.
        if info.dynamicFields != nil { bodies[path] = KeptBody(body) }
        guard same else { return resolve(body, path: bodyPath, env: env) }
        isLastPassValue = false
        defer { isLastPassValue = true }
        return resolve(body, path: bodyPath, env: env)
    }

    // MARK: bodies not evaluated again

    /// A body is evaluated again only when its view may have changed, as SwiftUI evaluates only
    /// views whose state changed: the view is the value the last pass resolved at its path (the
    /// root, the same value every pass, or a view held in such a view's body, reached through
    /// primitives that hold their content: StoredContent), and none of its states changed since.
    /// Its body is then the one the last pass made, kept here, and resolved again (its modifiers
    /// register and its primitives resolve as before; only the body and its properties' binding
    /// are skipped); a view the last pass resolved whose state changed has its body evaluated but
    /// is not bound again. A view that reads state it does not own reads it through a Binding from a
    /// view above it, whose change makes that view's body, and so this view, new. Measured on the
    /// wheel demo: its second pass evaluates the demo's body no more, only the wheels' (their
    /// scroll position changed); the demo's body went from 6.0 % to 2.9 % of a settle repeated in
    /// a loop, but a settle timed after a render (SeedBench) gained only some 3 %, within the
    /// noise: there the first pass, whose code and data are not in the caches, costs most.
    private var bodies = [String: AnyObject](minimumCapacity: 8)
    private final class KeptBody<B> {
        let body: B
        init(_ body: B) { self.body = body }
    }
    /// Whether the view being resolved is the value the last pass resolved at its path.
    private var isLastPassValue = false
    /// The paths of the views whose state changed in the last pass.
    private var changedOwners: Set<String> = []

    /// The rows of `view` unmade, when it is a view that gives them (ForEach; ScrollView+Lazy.swift).
    func lazyItems<V: View>(_ view: V, path: String, env: EnvironmentValues) -> LazyItems? {
        Self.info(V.self).lazySource?.lazyItems(view, in: self, path: path, env: env)
    }

    /// Whether a view of this type is always exactly one view (SingleView).
    static func isSingleType<V: View>(_: V.Type) -> Bool { info(V.self).isSingleView }

    /// Points a view's dynamic properties (@State, @Environment, @ScaledMetric) at the graph.
    private func bind<V: View>(_ view: V, _ fields: [DynamicField], path: String, env: EnvironmentValues) {
        for field in fields {
            // The field's type is P: the property is read where the struct holds it (a copy: it
            // holds a reference). Not bound inside withUnsafePointer's closure, which checked the
            // main actor at run time for each property.
            func bindField<P: DynamicPropertyBinding>(_: P.Type) {
                Self.read(view, at: field.offset, as: P.self).bind(graph: self, owner: V.self, label: field.label, path: path, env: env)
            }
            bindField(field.type)
        }
    }

    private nonisolated static func read<V, P>(_ view: V, at offset: Int, as _: P.Type) -> P {
        withUnsafeBytes(of: view) { $0.load(fromByteOffset: offset, as: P.self) }
    }

    /// The same through a Mirror, for a view that is not a struct.
    private func bindReflecting(_ view: some View, path: String, env: EnvironmentValues) {
        for child in Mirror(reflecting: view).children {
            guard let property = child.value as? any DynamicPropertyBinding else { continue }
            property.bind(graph: self, owner: type(of: view), label: child.label ?? "?", path: path, env: env)
        }
    }

    /// The state box stored under `key`, made from `make` the first time (or when the view at
    /// that path is now of another type). Compared by class, not cast: a cast to the generic box
    /// type asked the runtime for it, a tenth of a state's binding.
    func box<B: AnyObject>(_ key: String, make: () -> B) -> B {
        if let b = storage[key], ObjectIdentifier(type(of: b)) == ObjectIdentifier(B.self) { return unsafeDowncast(b, to: B.self) }
        let b = make()
        storage[key] = b
        return b
    }

    nonisolated func stateChanged(_ key: String) {
        let animation = CurrentTransaction.animation
        changedKeys.withLock { $0.append((key, animation)) }
    }

    /// The changes of @Observable properties the bodies of a pass read, each with the animation
    /// of its transaction. Tracked for a whole pass (`tracked`), not body by body: a tracking
    /// scope per body cost some 5 % of the wheel demo's settle, and a model's change is rare
    /// beside the bodies evaluated; it makes every body of the next pass evaluated again.
    private let observed = Locked<[Animation?]>([])
    /// Whether an observed property changed since the last pass: nothing of it is kept.
    private var observedChange = false
    /// For a timeline: the animation of the observed change (the next pass's, at its root).
    private var observedAnimation: Animation?

    /// `work` with the @Observable properties it reads tracked: a change makes another pass.
    private func tracked<T>(_ work: () -> T) -> T {
        let observed = self.observed
        return withObservationTracking(work) {
            let animation = CurrentTransaction.animation
            observed.withLock { $0.append(animation) }
        }
    }

    /// The owners of the states the last actions wrote become this pass's changed owners (with
    /// their writes' animations, for a timeline); an observed change, every view.
    private func beginPass() {
        let writes = changedKeys.withLock { w in defer { w = [] }; return w }
        let reads = observed.withLock { o in defer { o = [] }; return o }
        changedOwners = Set(writes.compactMap { (storage[$0.key] as? StateBoxBase)?.path })
        observedChange = !reads.isEmpty
        observedAnimation = reads.last ?? nil
        ownerAnimations = [:]
        if timeline != nil {
            for w in writes { if let path = (storage[w.key] as? StateBoxBase)?.path { ownerAnimations[path] = w.animation } }
        }
        rowMakers = []
    }

    /// The root's environment for a pass: an observed change's transaction, for a timeline.
    private func rootEnvironment(_ env: EnvironmentValues) -> EnvironmentValues {
        guard timeline != nil, observedChange else { return env }
        var e = env
        e.transactionAnimation = observedAnimation
        return e
    }

    // MARK: animations

    /// Set to record what the views animate and present it at a time (PictureAnimation); nil
    /// for a still picture, which then pays nothing for it.
    var timeline: AnimationTimeline?
    /// For a timeline: the animation each changed owner's state was written with (nil: none).
    private var ownerAnimations: [String: Animation?] = [:]

    /// The environment of the view at `path`: its state's write's transaction when it changed.
    private func transacted(_ env: EnvironmentValues, _ path: String) -> EnvironmentValues {
        guard let animation = ownerAnimations[path] else { return env }
        var e = env
        e.transactionAnimation = animation
        return e
    }

    /// The key of the next animatable value of the view at `path` (an effect's numbers): numbered
    /// in the order its modifiers resolve, which every pass repeats.
    func animationKey(_ path: String) -> String { registrationKey(path) }

    /// Whether `value` differs from the one the same modifier saw last pass (`.animation(_:value:)`).
    func changedSinceLastPass<V: Equatable>(_ path: String, _ value: V) -> Bool {
        swapLastValue(registrationKey(path), value).map { $0 != value } ?? false
    }

    /// The tree of `root` at `time` seconds after its changes began, its graph settled already:
    /// a pass that evaluates no body whose state is unchanged and runs no action (a row brought
    /// into view by a moving scroll does not run its onAppear in a frame).
    func present(_ root: some View, env: EnvironmentValues, at time: Double) -> Resolved {
        guard let timeline else { preconditionFailure("ViewGraph.present: a graph that records no timeline") }
        beginPass()
        registrations.removeAll(keepingCapacity: true)
        timeline.time = time
        defer { timeline.time = nil }
        isLastPassValue = true
        let resolved = combine(resolve(root, path: "", env: env))
        isLastPassValue = false
        makeRows()
        actions = []
        return resolved
    }

    /// Sets the state `change` names from outside (not animated), before the graph settles again.
    func apply(_ change: PictureAnimation.StateChange, root: Any.Type) throws(PickerError) {
        var found: [StateBoxBase] = []
        var names: [String] = []
        for box in storage.values.compactMap({ $0 as? StateBoxBase }).sorted(by: { $0.key < $1.key }) {
            let name = String(box.label.drop { $0 == "_" }), owner = box.owner.map { String(describing: $0) } ?? "?"
            let qualified = Self.baseName(owner) + "." + name
            if !names.contains(qualified) { names.append(qualified) }
            if change.state == name || change.state == qualified { found.append(box) }
        }
        // The first dozen, in the order of their paths (a screen may have hundreds).
        let listed = names.prefix(12).joined(separator: ", ") + (names.count > 12 ? ", and \(names.count - 12) more" : "")
        guard let box = found.first else {
            throw .invalidOption(name: "state", value: change.state, expected: "an @State of \(String(describing: root)) or a view inside it (\(listed))")
        }
        guard found.count == 1 else {
            throw .invalidOption(name: "state", value: change.state, expected: "one @State: \(found.count) views have it (\(listed))")
        }
        guard box.assign(change.value) else {
            throw .invalidOption(name: "to", value: change.value.serialized(pretty: false), expected: "a value of \(change.state)'s type, \(box.valueType)")
        }
    }

    /// A type's name without its generic arguments ("WheelPicker" of "WheelPicker<Int>").
    private static func baseName(_ name: String) -> String { String(name.prefix { $0 != "<" }) }

    /// Whether anything a body depends on changed in the last actions: a state or an observed property.
    private var changedAnything: Bool { !changed.isEmpty || !observed.withLock { $0.isEmpty } }

    // MARK: lazy stacks

    /// The fixed lengths a frame offers the view at `path`. Layout proposes exactly these to the
    /// frame's content, so a ScrollView there knows its length while it is made, and makes only
    /// the rows of a lazy stack that layout reaches (ScrollView+Lazy.swift). Anything between
    /// that changes the proposal ends the offer: a transform (padding, a fixed size), a
    /// container of several views (its children's paths differ), a body (its path differs).
    struct Offer { var path: String; var width: Double?; var height: Double? }
    var offer: Offer?

    /// The offer made to the view at `path`, taken (a view inside gets none).
    func takeOffer(at path: String) -> Offer? {
        defer { offer = nil }
        return offer?.path == path ? offer : nil
    }

    /// Set by a ScrollView of known length while its content is made: the lazy stack at this
    /// path may leave its ForEach's rows unmade (LazyItems); `madeLazyItems` says it did.
    var lazyStackPath: String?
    var madeLazyItems = false
    /// What makes the rows of this pass's lazy stacks, run once its actions change nothing.
    var rowMakers: [@MainActor () -> Void] = []

    /// Makes the lazy stacks' rows (a row may hold a lazy stack of its own).
    private func makeRows() {
        while !rowMakers.isEmpty {
            let makers = rowMakers
            rowMakers = []
            for make in makers { make() }
        }
    }

    private func runActions() {
        let pending = actions
        actions = []
        for action in pending { action() }
    }

    // MARK: actions

    /// The key of the next onAppear or onChange of the view at `path`: a view may have several
    /// (the wheel block's two onChange), each its own, numbered in the order the modifiers are
    /// applied, which every pass repeats.
    private func registrationKey(_ path: String) -> String {
        let n = registrations[path, default: 0]
        registrations[path] = n + 1
        return n == 0 ? path : path + "~" + String(n)
    }
    /// How many actions each view has registered this pass.
    var registrations = [String: Int](minimumCapacity: 8)

    func onAppear(_ path: String, _ action: @escaping () -> Void) {
        if appeared.insert(registrationKey(path)).inserted { actions.append(action) }
    }

    /// The value an onChange saw last pass, typed (an `Any` was boxed and cast at every pass).
    private final class LastValue<V> {
        var value: V
        init(_ value: V) { self.value = value }
    }

    /// `onChange(of:)`: the action runs with the old and new value when the value differs
    /// from the previous pass's (and, with `initial`, when the view first appears).
    func onChange<V: Equatable>(_ path: String, value: V, initial: Bool, _ action: @escaping (V, V) -> Void) {
        if let old = swapLastValue(registrationKey(path), value) {
            if old != value { actions.append { action(old, value) } }
        } else if initial {
            actions.append { action(value, value) }
        }
    }

    /// The value the modifier at `key` saw last pass (nil the first time), `value` kept for the next.
    private func swapLastValue<V>(_ key: String, _ value: V) -> V? {
        if let stored = lastValues[key], ObjectIdentifier(type(of: stored)) == ObjectIdentifier(LastValue<V>.self) {
            let last = unsafeDowncast(stored, to: LastValue<V>.self), old = last.value
            last.value = value
            return old
        }
        lastValues[key] = LastValue(value)
        return nil
    }

    func geometrySize(_ path: String) -> Size? {
        hasGeometryReaders = true
        let s = measuredSizes.withLock { $0[path] }
        if let s { usedSizes[path] = s }
        return s
    }

    // MARK: passes

    /// Evaluates `root` until it settles; the tree of the last pass.
    func settle(_ root: some View, env: EnvironmentValues, layout: (ViewTree) throws(PickerError) -> Void) throws(PickerError) -> Resolved {
        for pass in 0..<Self.maximumPasses {
            beginPass()
            usedSizes = [:]; hasGeometryReaders = false
            registrations.removeAll(keepingCapacity: true)
            // The root is the same value every pass; the first pass has no last one (nothing bound
            // yet), and after an observed change no body is known to be the same.
            isLastPassValue = pass > 0 && !observedChange
            let passEnv = rootEnvironment(env)
            let resolved = tracked { combine(resolve(root, path: "", env: passEnv)) }
            isLastPassValue = false
            // Lazy rows are made as SwiftUI makes them, when the stack is laid out after the
            // update its actions caused: once the actions change nothing (so a wheel's rows are
            // not made for the pass before its onAppear scrolls it). Layout below needs them now.
            if hasGeometryReaders { tracked(makeRows) }
            runActions()
            if !changedAnything, !rowMakers.isEmpty {
                tracked(makeRows)
                runActions()
            }
            var sizesMoved = false
            if hasGeometryReaders {
                try layout(resolved.tree)
                let measured = measuredSizes.withLock { $0 }
                sizesMoved = measured.contains { usedSizes[$0.key] != $0.value }
            }
            if !changedAnything, !sizesMoved { return resolved }
        }
        if changed.isEmpty, !observed.withLock({ $0.isEmpty }) {
            throw .neverSettles(view: String(describing: type(of: root)), state: "an @Observable property its body reads", passes: Self.maximumPasses)
        }
        // A wrapper's storage is `_name`: the state's name, for the error, is the property's.
        // (The type's name is made only here: it costs more than a pass of a small view.)
        let owner = changed.last.flatMap { storage[$0] as? StateBoxBase }.flatMap { box in box.owner.map { ($0, box.label) } }
            .map { (String(describing: $0.0), String($0.1.drop { $0 == "_" })) }
            ?? (String(describing: type(of: root)), "a GeometryReader's size")
        throw .neverSettles(view: owner.0, state: owner.1, passes: Self.maximumPasses)
    }

    /// Several root views stack vertically, as a body's do.
    func combine(_ views: [Resolved]) -> Resolved {
        if views.count == 1 { return views[0] }
        return Resolved(PickerRender.VStack(children: views.map(\.tree)).tree)
    }
}
