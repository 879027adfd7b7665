// Accessibility modifiers: an element with children ignored or combined is one element of the
// sidecar, with the label and value given; adjustable when it has an adjustable action.

import PickerRender

public enum AccessibilityChildBehavior: Hashable, Sendable { case ignore, combine, contain }
public enum AccessibilityAdjustmentDirection: Hashable, Sendable { case increment, decrement }

extension View {
    private func accessibility(_ change: @escaping (inout (label: String?, value: String?, traits: [String])) -> Void) -> some View {
        wrapped { t, _ in
            var e: (label: String?, value: String?, traits: [String]) = (nil, nil, [])
            var base = t
            if case .effect(.accessibility(let l, let v, let tr), let child) = t { e = (l, v, tr); base = child }
            change(&e)
            return .effect(.accessibility(label: e.label, value: e.value, traits: e.traits), base)
        }
    }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { modified() }
    public func accessibilityLabel(_ label: LocalizedStringResource) -> some View { accessibility { $0.label = label.text } }
    @_disfavoredOverload public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { accessibility { $0.label = String(label) } }
    public func accessibilityValue(_ value: LocalizedStringResource) -> some View { accessibility { $0.value = value.text } }
    @_disfavoredOverload public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { accessibility { $0.value = String(value) } }
    public func accessibilityHidden(_ hidden: Bool) -> some View { modified() }
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
        accessibility { if !$0.traits.contains("adjustable") { $0.traits.append("adjustable") } }
    }
}
