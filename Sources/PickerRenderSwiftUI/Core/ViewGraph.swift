// ViewGraph: runs views as SwiftUI runs them. Each view has an identity, its path of
// structural positions from the root (a ForEach's child is named by its id, an `if` branch by
// its side); `@State` storage lives in the graph under that identity, so a body evaluated again
// finds the state it left. One pass evaluates every body from the root and collects actions:
// `onAppear` the first time an identity is seen, `onChange(of:)` when a value differs from the
// previous pass's. The actions then run; a pass whose actions changed no state, and whose
// GeometryReaders were given the sizes layout measured, is the last. A view that keeps changing
// its state is stopped after `maximumPasses` with an error naming the view and the state.
// Invariants: runs on the main actor, as SwiftUI; nothing here touches fonts or pixels except
// through PickerRender's layout, asked only for GeometryReader sizes.

@_spi(Reflection) import Swift
import PickerRender
import PickerRenderGeometry
import PickerRenderLocking

@MainActor
final class ViewGraph {
    /// Passes before a view that never settles is an error: SwiftUI itself warns of an update
    /// loop; a picker settles in two or three.
    static let maximumPasses = 32

    private var storage: [String: AnyObject] = [:]
    /// The view type and property name of each state key, for the error of a view that never settles.
    private var owners: [String: (view: String, state: String)] = [:]
    private var appeared: Set<String> = []
    private var lastValues: [String: Any] = [:]
    private var actions: [() -> Void] = []
    /// Keys of the states written this pass (a Binding may write from any closure).
    private let changedKeys = Locked<[String]>([])
    var changed: [String] { changedKeys.withLock { $0 } }
    /// The sizes GeometryReaders were placed at in the last layout, by identity.
    let measuredSizes = Locked<[String: Size]>([:])
    private(set) var usedSizes: [String: Size] = [:]
    var hasGeometryReaders = false

    // MARK: resolving

    /// What resolving needs to know of a view type, found once per type: reflection, casts and
    /// type names cost more than a body. Found for every view in every pass they took 0.7 ms of
    /// the wheel demo's 3.3 ms at @3x.
    private struct TypeInfo {
        var isPrimitive: Bool
        var name: String
        /// The stored @State, @Environment and @ScaledMetric properties, at their offsets in the
        /// struct (nil for a view that is not a struct: its Mirror is asked each time).
        var dynamicFields: [DynamicField]?
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
        var fields: [DynamicField] = []
        let isStruct = _forEachField(of: V.self, options: []) { name, offset, type, _ in
            if let binding = type as? any DynamicPropertyBinding.Type {
                fields.append(DynamicField(label: String(cString: name), offset: offset, type: binding))
            }
            return true
        }
        let info = TypeInfo(isPrimitive: V.self is any PrimitiveView.Type, name: String(describing: V.self),
                            dynamicFields: isStruct ? fields : nil)
        types[id] = info
        return info
    }

    func resolve<V: View>(_ view: V, path: String, env: EnvironmentValues) -> [Resolved] {
        let info = Self.info(V.self)
        if info.isPrimitive, let primitive = view as? any PrimitiveView { return primitive.resolve(in: self, path: path, env: env) }
        if let fields = info.dynamicFields {
            if !fields.isEmpty { bind(view, fields, path: path, env: env) }
        } else {
            bindReflecting(view, path: path, env: env)
        }
        return resolve(view.body, path: path + "/" + info.name, env: env)
    }

    /// Points a view's dynamic properties (@State, @Environment, @ScaledMetric) at the graph.
    private func bind<V: View>(_ view: V, _ fields: [DynamicField], path: String, env: EnvironmentValues) {
        withUnsafePointer(to: view) { pointer in
            let base = UnsafeRawPointer(pointer)
            for field in fields {
                // The field's type is P: the property is read where the struct holds it.
                @MainActor func bindField<P: DynamicPropertyBinding>(_: P.Type) {
                    let key = path + "." + field.label
                    remember(owner: V.self, label: field.label, key: key)
                    base.advanced(by: field.offset).assumingMemoryBound(to: P.self).pointee.bind(graph: self, key: key, env: env)
                }
                bindField(field.type)
            }
        }
    }

    /// The same through a Mirror, for a view that is not a struct.
    private func bindReflecting(_ view: some View, path: String, env: EnvironmentValues) {
        for child in Mirror(reflecting: view).children {
            guard let property = child.value as? any DynamicPropertyBinding else { continue }
            let key = path + "." + (child.label ?? "?")
            remember(owner: type(of: view), label: child.label ?? "?", key: key)
            property.bind(graph: self, key: key, env: env)
        }
    }

    /// A wrapper's storage is `_name`: the state's name, for the error, is the property's.
    private func remember(owner: Any.Type, label: String, key: String) {
        if owners[key] == nil { owners[key] = (String(describing: owner), String(label.drop(while: { $0 == "_" }))) }
    }

    /// The state box stored under `key`, made from `make` the first time.
    func box<B: AnyObject>(_ key: String, make: () -> B) -> B {
        if let b = storage[key] as? B { return b }
        let b = make()
        storage[key] = b
        return b
    }

    nonisolated func stateChanged(_ key: String) { changedKeys.withLock { $0.append(key) } }

    // MARK: actions

    func onAppear(_ path: String, _ action: @escaping () -> Void) {
        if appeared.insert(path).inserted { actions.append(action) }
    }

    /// `onChange(of:)`: the action runs with the old and new value when the value differs
    /// from the previous pass's (and, with `initial`, when the view first appears).
    func onChange<V: Equatable>(_ path: String, value: V, initial: Bool, _ action: @escaping (V, V) -> Void) {
        let old = lastValues[path] as? V
        lastValues[path] = value
        if let old {
            if old != value { actions.append { action(old, value) } }
        } else if initial {
            actions.append { action(value, value) }
        }
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
        for _ in 0..<Self.maximumPasses {
            changedKeys.withLock { $0 = [] }; usedSizes = [:]; hasGeometryReaders = false
            let resolved = combine(resolve(root, path: "", env: env))
            let pending = actions
            actions = []
            for action in pending { action() }
            var sizesMoved = false
            if hasGeometryReaders {
                try layout(resolved.tree)
                let measured = measuredSizes.withLock { $0 }
                sizesMoved = measured.contains { usedSizes[$0.key] != $0.value }
            }
            if changed.isEmpty, !sizesMoved { return resolved }
        }
        let owner = changed.last.flatMap { owners[$0] } ?? (String(describing: type(of: root)), "a GeometryReader's size")
        throw .neverSettles(view: owner.view, state: owner.state, passes: Self.maximumPasses)
    }

    /// Several root views stack vertically, as a body's do.
    func combine(_ views: [Resolved]) -> Resolved {
        if views.count == 1 { return views[0] }
        return Resolved(PickerRender.VStack(children: views.map(\.tree)).tree)
    }
}
