// StateValue: a JSON value read as a state's Swift type, for a state set from outside by name
// (a batch spec's `"stateChange": {"state": "hour", "to": "10"}`, Swift's `to: 10`). Read: a number as any integer
// type (exactly) or floating-point type, a string as a String or any LosslessStringConvertible
// (a Character, a number written as text), a boolean as Bool, null as an Optional's nil, any
// value as an Optional's wrapped type, and a raw value as a RawRepresentable enum's case.
// Anything else is nil, and the caller names the state and its type.

import PickerRender

enum StateValue {
    static func read<V>(_ json: JSONValue, as type: V.Type) -> V? {
        if let optional = V.self as? any OptionalState.Type { return optional.read(json) as? V }
        if let raw = V.self as? any RawRepresentable.Type, let value = rawCase(raw, json) { return value as? V }
        switch json {
        case .number(let d):
            if let integer = V.self as? any BinaryInteger.Type { return integer.exactly(d) as? V }
            // CGFloat is one of these too.
            if let float = V.self as? any BinaryFloatingPoint.Type { return float.init(d) as? V }
            return nil
        case .string(let s):
            if V.self == String.self { return s as? V }
            return (V.self as? any LosslessStringConvertible.Type)?.init(s) as? V
        case .bool(let b):
            return b as? V
        case .null, .array, .object:
            return nil
        }
    }

    private static func rawCase<R: RawRepresentable>(_: R.Type, _ json: JSONValue) -> R? {
        read(json, as: R.RawValue.self).flatMap(R.init(rawValue:))
    }
}

private extension BinaryInteger {
    static func exactly(_ d: Double) -> Self? { Self(exactly: d) }
}

/// An Optional state: null is nil, anything else its wrapped type's value.
private protocol OptionalState {
    static func read(_ json: JSONValue) -> Any?
}

extension Optional: OptionalState {
    fileprivate static func read(_ json: JSONValue) -> Any? {
        if case .null = json { return Optional<Wrapped>.none as Any }
        return StateValue.read(json, as: Wrapped.self).map { Optional($0) as Any }
    }
}
