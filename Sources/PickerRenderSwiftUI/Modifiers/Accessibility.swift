// Accessibility modifiers: an element with children ignored or combined is one element of the
// sidecar, with the label and value given; adjustable when it has an adjustable action.

import PickerRender

public enum AccessibilityChildBehavior: Hashable, Sendable { case ignore, combine, contain }
public enum AccessibilityAdjustmentDirection: Hashable, Sendable { case increment, decrement }

extension View {
    private func accessibility(_ change: @escaping (inout AccessibilityModifier) -> Void) -> some View {
        wrapped { t, _ in t.changingAccessibility(change) }
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
