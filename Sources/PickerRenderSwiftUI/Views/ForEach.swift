// ForEach: one view per element of a collection, each named by its id (its identity in the
// graph, and what `.scrollPosition(id:)` and a Picker's tags find it by).

import PickerRender

nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public var data: Data
    public var content: (Data.Element) -> Content
    /// An element's id: the element itself (`id: \.self`, the key path not applied: that cost a
    /// row 4 % of its resolve), a key path, or a closure (Identifiable, a range).
    enum Identity {
        case element
        case keyPath(KeyPath<Data.Element, ID>)
        case closure((Data.Element) -> ID)
    }
    let id: Identity

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data; self.content = content
        // Only `\.self` reaches a value of the element's own type at offset 0 (a stored property
        // of that type would make the type contain itself); comparing with `\Data.Element.self`
        // made a key path, in generic code, on every body.
        self.id = Data.Element.self == ID.self && MemoryLayout<Data.Element>.offset(of: id) == 0 ? .element : .keyPath(id)
    }

    public typealias Body = Never

    @MainActor func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] {
        var out: [Resolved] = []
        out.reserveCapacity(data.count)
        for element in data { out += resolve(element, in: graph, path: path, env: env) }
        return out
    }

    func key(_ element: Data.Element) -> ID {
        switch id {
        case .element: unsafeBitCast(element, to: ID.self)
        case .keyPath(let k): element[keyPath: k]
        case .closure(let f): f(element)
        }
    }

    /// The views of one element, named and tagged by its id (`named`: a lazy stack's rows, found
    /// by index, are not).
    @MainActor func resolve(_ element: Data.Element, in graph: ViewGraph, path: String, env: EnvironmentValues, named: Bool = true) -> [Resolved] {
        resolve(element, content(element), in: graph, path: path, env: env, named: named)
    }

    /// The same with the element's view made already.
    @MainActor func resolve(_ element: Data.Element, _ view: Content, in graph: ViewGraph, path: String, env: EnvironmentValues,
                            named: Bool) -> [Resolved] {
        let key = key(element)
        var items = graph.resolve(view, path: path + "#" + Self.pathComponent(key), env: env)
        guard named else { return items }
        let hashable = Self.hashable(key)
        for i in items.indices {
            items[i].id = hashable
            if items[i].tag == nil { items[i].tag = hashable }
        }
        return items
    }

    /// An id as its path component and as a tag: whole numbers and strings directly
    /// (interpolating a generic value goes through print's casts, and AnyHashable's generic
    /// init asks the runtime for a custom representation: 2 % and 1 % of the wheel demo's settle).
    static func pathComponent(_ key: ID) -> String {
        if ID.self == Int.self { return String(unsafeBitCast(key, to: Int.self)) }
        if ID.self == String.self { return unsafeBitCast(key, to: String.self) }
        return "\(key)"
    }

    static func hashable(_ key: ID) -> AnyHashable {
        if ID.self == Int.self { return AnyHashable(unsafeBitCast(key, to: Int.self)) }
        if ID.self == String.self { return AnyHashable(unsafeBitCast(key, to: String.self)) }
        return AnyHashable(key)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data; self.content = content; self.id = .closure { $0.id }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data; self.content = content; self.id = .element
    }
}

extension ForEach: LazyItemsSource {
    /// The rows unmade. They are made lazily when every element is provably one view: the first
    /// element's view is a chain of modifiers over a single primitive (the closure's type is
    /// fixed, so every element's is the same chain). Anything else (an `if`, a view of several, a
    /// view with a body) is made whole, as a lazy stack must count its rows to place them.
    @MainActor func lazyItems(in graph: ViewGraph, path: String, env: EnvironmentValues) -> LazyItems? {
        let me = self
        return LazyItems(count: data.count, index: { me.index(of: $0) }, resolve: { [unowned graph] i, named in
            me.resolve(me.data[me.data.index(me.data.startIndex, offsetBy: i)], in: graph, path: path, env: env, named: named)
        }, resolveFirst: { [unowned graph] in
            guard let element = me.data.first else { return ([], false) }
            let view = me.content(element)
            return (me.resolve(element, view, in: graph, path: path, env: env, named: false), ViewGraph.isSingleView(view))
        })
    }

    /// The offset of the element whose id is `target`, as the made rows are found by their
    /// AnyHashable ids (an Int8 7 finds an Int 7).
    func index(of target: AnyHashable) -> Int? {
        var i = 0
        if let id = target.base as? ID {
            for element in data { if key(element) == id { return i }; i += 1 }
            return nil
        }
        for element in data { if Self.hashable(key(element)) == target { return i }; i += 1 }
        return nil
    }
}
