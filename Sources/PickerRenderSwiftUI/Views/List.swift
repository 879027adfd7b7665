// List, Form and Section: the inset grouped list, its rows the views' list rows (a Picker's menu
// row; an HStack of a title, a Spacer and a value is a value row). NavigationStack draws its
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
        graph.offer = nil   // its rows are not offered its frame
        let items = graph.resolve(content, path: path, env: env)
        // One section of every row (a Section's rows join it too; separate sections are not drawn yet).
        let list = InsetGroupedList(items.isEmpty ? [] : [ListSection(rows(items))])
            .padding(.top, InsetGroupedList.sectionSpacing)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        // An inset grouped list stands on systemGroupedBackground, under the safe area too.
        var r = Resolved(.modified(BackgroundModifier(.color(.systemGroupedBackground)), list.tree))
        r.fillsBackground = .systemGroupedBackground
        return [r]
    }
}

public typealias Form = List

nonisolated public struct Section<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public typealias Body = Never
    @MainActor func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] {
        graph.resolve(content, path: path, env: env)
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
    public func navigationTitle(_ title: LocalizedStringKey) -> some View { self }
}
