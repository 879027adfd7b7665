// Picker, as SwiftUI's wraps UIKit's controls: its options are its content's texts, each
// selected by its `.tag` (or, in a ForEach, by the element's id); its style comes from
// `.pickerStyle(_:)` and where it stands. `.wheel` is the system wheel (UIPickerView),
// `.segmented` the segmented control, `.inline` its options as rows under its label with the
// selection checked; the default and `.menu` style is a menu row in a List and the same row
// alone elsewhere.

import PickerRender

public protocol PickerStyle: Sendable {}
protocol StyleKind { var kind: PickerStyleKind { get } }

public struct WheelPickerStyle: PickerStyle, StyleKind { public init() {}; var kind: PickerStyleKind { .wheel } }
public struct SegmentedPickerStyle: PickerStyle, StyleKind { public init() {}; var kind: PickerStyleKind { .segmented } }
public struct MenuPickerStyle: PickerStyle, StyleKind { public init() {}; var kind: PickerStyleKind { .menu } }
public struct InlinePickerStyle: PickerStyle, StyleKind { public init() {}; var kind: PickerStyleKind { .inline } }
public struct DefaultPickerStyle: PickerStyle, StyleKind { public init() {}; var kind: PickerStyleKind { .automatic } }

extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { WheelPickerStyle() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { MenuPickerStyle() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { InlinePickerStyle() } }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { DefaultPickerStyle() } }

extension View {
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let kind = (style as? any StyleKind)?.kind ?? .automatic
        return modified(environment: { $0.pickerStyle = kind })
    }

    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        transformed { r, _, _, _ in var out = r; out.tag = AnyHashable(tag); return out }
    }
}

nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>
    let content: Content
    let label: Label?
    let title: String?

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection; self.content = content(); self.label = label(); title = nil
    }

    public typealias Body = Never

    @MainActor func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] {
        let options = graph.resolve(content, path: path + "/content", env: env)
        let texts = options.map { $0.text ?? "" }
        let selected = options.firstIndex { $0.tag == AnyHashable(selection.wrappedValue) }
        let labels: [String] = title.map { [$0] } ?? label.map { graph.resolve($0, path: path + "/label", env: env).compactMap(\.text) } ?? []
        let name = labels.first ?? ""
        let current = selected.map { texts[$0] } ?? ""
        switch env.pickerStyle {
        case .wheel:
            return [Resolved(SystemWheelPicker(title: name, options: texts, selection: current).tree)]
        case .segmented:
            return [Resolved(SegmentedPicker(title: name, options: texts, selection: current).tree)]
        case .inline:
            var r = Resolved(InlinePicker(name, selection: current, options: texts).tree)
            r.inlinePicker = InlinePicker(name, selection: current, options: texts)
            return [r]
        case .automatic, .menu:
            let row = MenuPickerRow(name, selection: current, options: texts, subtitle: labels.count > 1 ? labels[1] : nil)
            var r = Resolved(row.tree)
            r.listRow = .picker(row)
            return [r]
        }
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.selection = selection; self.content = content(); label = nil; title = titleKey.text
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.selection = selection; self.content = content(); label = nil; self.title = String(title)
    }
}
