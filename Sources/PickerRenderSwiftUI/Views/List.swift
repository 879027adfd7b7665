// List, Form and Section: the inset grouped list, its rows the views' list rows (a Picker's menu
// row; an HStack of a title, a Spacer and a value is a value row; a NavigationLink a navigation
// row). Each Section is a card of its own under its header; rows outside a Section, one after
// another, share a card, as SwiftUI's List puts them in one section. An inline-style Picker alone
// in a List is the inline picker (its label the section's header). NavigationStack draws its
// content; the navigation bar is the picture's chrome (DeviceChrome), not a view.

import PickerRender

@MainActor
private func rows(_ items: [Resolved]) -> [ListSection.Row] {
    items.compactMap { item in
        if let row = item.listRow { return row }
        if let s = item.stack, !s.vertical {
            let texts = s.items.compactMap(\.text)
            if texts.count == 2 { return .value(title: texts[0], value: texts[1]) }
        }
        if let t = item.text { return .value(title: t, value: "") }
        return nil
    }
}

nonisolated public struct List<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public typealias Body = Never
    @MainActor func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] {
        let items = graph.resolve(content, path: path, env: env)
        let content: AnyView
        if items.count == 1, let inline = items[0].inlinePicker {
            content = AnyView(inline)
        } else {
            content = AnyView(InsetGroupedList(sections(items)))
        }
        let list = content
            .padding(.top, InsetGroupedList.sectionSpacing)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        // An inset grouped list stands on systemGroupedBackground, under the safe area too.
        var r = Resolved(.modified(BackgroundModifier(.color(.systemGroupedBackground)), list.tree))
        r.fillsBackground = .systemGroupedBackground
        return [r]
    }
}

public typealias Form = List

/// The List's sections: each Section its own, the rows between them one each.
@MainActor
private func sections(_ items: [Resolved]) -> [ListSection] {
    var out: [ListSection] = [], loose: [Resolved] = []
    func flush() {
        let r = rows(loose)
        if !r.isEmpty { out.append(ListSection(r)) }
        loose = []
    }
    for item in items {
        if let s = item.listSection { flush(); out.append(s) } else { loose.append(item) }
    }
    flush()
    return out
}

nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent?
    let title: String?
    let content: Content
    public typealias Body = Never
    @MainActor func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] {
        let items = graph.resolve(content, path: path, env: env)
        let headerText = title ?? header.flatMap { graph.resolve($0, path: path + "/header", env: env).compactMap(\.text).first }
        var r = Resolved(PickerRender.VStack(children: items.map(\.tree)).tree)
        r.listSection = ListSection(rows(items), header: headerText)
        return [r]
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) { header = nil; title = nil; self.content = content() }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        header = nil; title = titleKey.text; self.content = content()
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        header = nil; self.title = String(title); self.content = content()
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.header = header(); title = nil; self.content = content()
    }
}

/// `NavigationLink { destination } label: { ... }`: in a List, a row ending in the disclosure
/// chevron (its label's title and value, as LabeledContent gives them); the destination is
/// another screen, not drawn.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    let label: Label
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    public typealias Body = Never
    @MainActor func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] {
        let items = graph.resolve(label, path: path + "/label", env: env)
        let texts = items.flatMap { $0.stack?.items.compactMap(\.text) ?? [$0.text].compactMap { $0 } }
        var r = Resolved(PickerRender.HStack(children: items.map(\.tree)).tree)
        r.listRow = .navigationLink(title: texts.first ?? "", value: texts.count > 1 ? texts[1] : nil)
        return [r]
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        label = Text(titleKey)
    }
}

/// `LabeledContent(title, value: value)`: a title and its value, as a List row shows them.
public struct LabeledContent: View {
    let title: String, value: String
    public init(_ titleKey: LocalizedStringKey, value: String) { title = titleKey.text; self.value = value }
    public var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text(value).foregroundStyle(.secondary)
        }
    }
}

nonisolated public struct NavigationStack<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder root: () -> Content) { content = root() }
    public typealias Body = Never
    @MainActor func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] {
        graph.resolve(content, path: path, env: env)
    }
}

extension View {
    /// The title the chrome's navigation bar shows (give it with `Picture(chrome:)`).
    public func navigationTitle(_ title: LocalizedStringKey) -> some View { modified() }
}
