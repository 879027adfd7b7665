// @State, @Binding, @Environment and @ScaledMetric, as SwiftUI's. A State holds a location
// (a class every copy of the view shares); when the graph evaluates the view it points that
// location at the box stored under the view's identity, so a view made again by its parent's
// body finds its state, and closures that captured the view (onAppear, a Binding) reach the
// same box. Writing a value equal to the one held is no change (no extra pass).

import PickerRender
import PickerRenderText

/// A property the graph points at its storage when the view's body is evaluated: `owner` and
/// `label` name it (a State's key is the view's path and the label).
@MainActor
protocol DynamicPropertyBinding {
    func bind(graph: ViewGraph, owner: Any.Type, label: String, path: String, env: EnvironmentValues)
}

/// SwiftUI's DynamicProperty: what a view's stored property is when the graph updates it.
public protocol DynamicProperty {}

/// What the graph knows of a state's storage, whatever its value's type: its key, and the view
/// type and property it belongs to, for the error of a view that never settles (kept here, not
/// in a dictionary of the graph's: an insertion per state was 2 % of the wheel demo's settle).
class StateBoxBase {
    weak var graph: ViewGraph?
    var key = ""
    var owner: Any.Type?
    var label = ""
    /// The path of the view it belongs to.
    var path = ""
    /// Sets the value from outside (PictureAnimation's state change) from JSON read as the
    /// state's type; false when it cannot be read so.
    func assign(_ json: JSONValue) -> Bool { false }
    var valueType: String { "" }
}

final class StateBox<Value>: StateBoxBase {
    var value: Value
    init(_ value: Value) { self.value = value }

    override func assign(_ json: JSONValue) -> Bool {
        guard let new = StateValue.read(json, as: Value.self) else { return false }
        let same = isEqual(value, new) ?? false
        value = new
        if !same { graph?.stateChanged(key) }
        return true
    }
    override var valueType: String { String(describing: Value.self) }
}

class StateLocation<Value> {
    var box: StateBox<Value>
    init(_ value: Value) { box = StateBox(value) }

    /// Whether writing `b` over `a` changes nothing: for a value whose type is Equatable only at
    /// run time, asked through a cast.
    func isSame(_ a: Value, _ b: Value) -> Bool { isEqual(a, b) ?? false }

    final func set(_ newValue: Value) {
        if isSame(box.value, newValue) { return }
        box.value = newValue
        box.graph?.stateChanged(box.key)
    }
}

/// The location of a State whose value is known to be Equatable where it is declared: compared
/// with `==`, not through the cast to `any Equatable` (a conformance lookup in the runtime's
/// cache at every write, 3 % of the wheel demo's settle).
final class EquatableStateLocation<Value: Equatable>: StateLocation<Value> {
    override func isSame(_ a: Value, _ b: Value) -> Bool { a == b }
}

/// Whether two values are equal, when their type is Equatable.
func isEqual(_ a: Any, _ b: Any) -> Bool? {
    guard let e = a as? any Equatable else { return nil }
    return e.isEqual(to: b)
}

extension Equatable {
    func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}

@propertyWrapper
public struct State<Value>: DynamicProperty {
    let location: StateLocation<Value>
    public init(wrappedValue value: Value) { location = StateLocation(value) }
    public init(initialValue value: Value) { location = StateLocation(value) }
    public var wrappedValue: Value {
        get { location.box.value }
        nonmutating set { location.set(newValue) }
    }
    public var projectedValue: Binding<Value> {
        let l = location
        return Binding(get: { l.box.value }, set: { l.set($0) })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

extension State where Value: Equatable {
    public init(wrappedValue value: Value) { location = EquatableStateLocation(value) }
    public init(initialValue value: Value) { location = EquatableStateLocation(value) }
}

extension State where Value: Equatable & ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

extension State: DynamicPropertyBinding {
    func bind(graph: ViewGraph, owner: Any.Type, label: String, path: String, env: EnvironmentValues) {
        let initial = location.box, key = path + "." + label
        let stored = graph.box(key) { () -> StateBox<Value> in
            initial.graph = graph; initial.key = key; initial.owner = owner; initial.label = label; initial.path = path
            return initial
        }
        location.box = stored
    }
}

@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    let getter: () -> Value
    let setter: (Value) -> Void
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { getter = get; setter = set }
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<T>(dynamicMember keyPath: WritableKeyPath<Value, T>) -> Binding<T> {
        let g = getter, s = setter
        return Binding<T>(get: { g()[keyPath: keyPath] }, set: { var v = g(); v[keyPath: keyPath] = $0; s(v) })
    }
}

/// What a property read from the environment holds once its view is bound: the value itself,
/// worked out when bound, not at every read (a copy of the environment and a key path each).
final class BoundValue<Value> {
    var value: Value?
}

@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let store = BoundValue<Value>()
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    public var wrappedValue: Value { store.value ?? EnvironmentValues()[keyPath: keyPath] }
}

extension Environment: DynamicPropertyBinding {
    func bind(graph: ViewGraph, owner: Any.Type, label: String, path: String, env: EnvironmentValues) { store.value = env[keyPath: keyPath] }
}

/// A number scaled with Dynamic Type like a text style's font (SwiftUI's ScaledMetric),
/// rounded to the pixel grid.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    let base: Value
    let style: Font.TextStyle
    let store = BoundValue<Value>()
    public init(wrappedValue: Value, relativeTo style: Font.TextStyle) { base = wrappedValue; self.style = style }
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }
    public var wrappedValue: Value { store.value ?? scaled(in: EnvironmentValues()) }

    func scaled(in env: EnvironmentValues) -> Value {
        Self.value(DynamicType.scaledMetric(Self.double(base), relativeTo: style.pickerRender, size: env.options.dynamicType,
                                            displayScale: Double(env.options.scale)))
    }

    /// Conversions to and from Double, direct for CGFloat and Double: the generic ones go through
    /// BinaryFloatingPoint's generic initializer, slow enough to show in a settle's profile.
    private static func double(_ v: Value) -> Double {
        if Value.self == CGFloat.self { return Double(unsafeBitCast(v, to: CGFloat.self)) }
        if Value.self == Double.self { return unsafeBitCast(v, to: Double.self) }
        return Double(v)
    }
    private static func value(_ d: Double) -> Value {
        if Value.self == CGFloat.self { return unsafeBitCast(CGFloat(d), to: Value.self) }
        if Value.self == Double.self { return unsafeBitCast(d, to: Value.self) }
        return Value(d)
    }
}

extension ScaledMetric: DynamicPropertyBinding {
    func bind(graph: ViewGraph, owner: Any.Type, label: String, path: String, env: EnvironmentValues) { store.value = scaled(in: env) }
}
