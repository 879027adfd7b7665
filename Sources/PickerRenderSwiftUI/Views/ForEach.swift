// ForEach: one view per element of a collection, each named by its id (its identity in the
// graph, and what `.scrollPosition(id:)` and a Picker's tags find it by).

import PickerRender

nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data; self.content = content; self.id = { $0[keyPath: id] }
    }

    public typealias Body = Never

    @MainActor func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] {
        var out: [Resolved] = []
        for element in data {
            let key = id(element)
            for var r in graph.resolve(content(element), path: path + "#\(key)", env: env) {
                r.id = AnyHashable(key)
                if r.tag == nil { r.tag = AnyHashable(key) }
                out.append(r)
            }
        }
        return out
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data; self.content = content; self.id = { $0.id }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data; self.content = content; self.id = { $0 }
    }
}
