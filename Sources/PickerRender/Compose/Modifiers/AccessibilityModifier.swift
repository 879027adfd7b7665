// The accessibility modifiers: the view is one VoiceOver element, its frame the view's
// (SwiftUI's accessibilityElement(children: .ignore) with accessibilityLabel, accessibilityValue
// and accessibilityAdjustableAction); a picker's element also lists its options, so the
// sidecar can check they read differently. The element is a layer that draws as its content.
// Spec: {"type": "accessibility", "label": "Hour", "value": "07", "adjustable": true, "content": view}.

import PickerRenderLayout
import PickerRenderScene

package struct AccessibilityModifier: EffectModifier {
    package var label: String?, value: String?, traits: [String]
    /// The values an adjustable element steps through (nil: not listed).
    package var options: [String]?

    package static let type = "accessibility"
    package static let fields = [
        SpecField("label", .string, "the name VoiceOver reads"),
        SpecField("value", .string, "the value VoiceOver reads after the name"),
        SpecField("adjustable", .boolean, "swipes change the value, as a picker's (default false)"),
        SpecField("options", .strings, "the values swipes step through, as a picker's (default: not listed)"),
        PictureSpec.effectContentField,
    ]
    package init(label: String?, value: String?, traits: [String], options: [String]? = nil) {
        self.label = label; self.value = value; self.traits = traits; self.options = options
    }
    package init(spec o: SpecObject) {
        self.init(label: o.string("label"), value: o.string("value"), traits: o.bool("adjustable") == true ? ["adjustable"] : [],
                  options: o.strings("options"))
    }
    package func writeSpec(to w: inout SpecWriter) {
        w.set("label", label); w.set("value", value)
        if traits.contains("adjustable") { w.set("adjustable", true) }
        w.set("options", options)
    }

    package func layerEffect(in layout: ViewTreeLayout, path: String) throws(PickerError) -> any LayerEffect {
        for (name, text) in [("label", label), ("value", value)] {
            if let text, text.unicodeScalars.count > Limits.maximumTextScalars {
                throw ViewTreeLayout.at(path, .invalidOption(name: name, value: "\(text.unicodeScalars.count) Unicode scalars long",
                                                             expected: "a text of at most \(Limits.maximumTextText)"))
            }
        }
        return Effect(element: AccessibilityElement(label: label, value: value, traits: traits, options: options))
    }

    struct Effect: LayerEffect {
        let element: AccessibilityElement
        var name: String { "accessibility \(element.label ?? "")" }
        var run: LayerEffectRun { .alone }
        func apply(to layer: inout Layer, in box: EffectBox) { layer.accessibility = element }
    }
}

extension ViewTree {
    /// This tree's accessibility element changed by `change` (made when it has none).
    package func changingAccessibility(_ change: (inout AccessibilityModifier) -> Void) -> ViewTree {
        var e = AccessibilityModifier(label: nil, value: nil, traits: [])
        var base = self
        if case .modified(let m, let child) = self, let a = m.base as? AccessibilityModifier { e = a; base = child }
        change(&e)
        return .modified(e, base)
    }
}

extension View {
    /// The name VoiceOver reads; with `accessibilityValue` and `accessibilityAdjustableAction`
    /// one element.
    public func accessibilityLabel(_ label: String) -> AnyView { AnyView(tree.changingAccessibility { $0.label = label }) }
    /// The value VoiceOver reads after the name (a picker's selection).
    public func accessibilityValue(_ value: String) -> AnyView { AnyView(tree.changingAccessibility { $0.value = value }) }
    /// The adjustable trait: VoiceOver's swipe up and down change the value, as a picker's.
    public func accessibilityAdjustableAction() -> AnyView {
        AnyView(tree.changingAccessibility { if !$0.traits.contains("adjustable") { $0.traits.append("adjustable") } })
    }
}
