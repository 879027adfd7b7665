// ViewTree+Children: the one generic walk of the picture model's tree. Every view that holds
// views lists them with the key each is at in the spec ("children[1]", "content", "mask",
// "forEach.item", "then"), and can be rebuilt with them replaced. Substituting a scroll item's
// texts, loading images, following a JSON path and collecting control warnings are each a use
// of these two, so a new view or modifier is walked by all of them once it lists its views.
// Invariant: `replacingChildren` keeps everything but the children, and hands them back in the
// order `children` lists them.

extension ViewTree {
    /// The views this view holds, each with its key in the spec.
    var children: [(key: String, tree: ViewTree)] {
        func list(_ trees: [ViewTree]) -> [(key: String, tree: ViewTree)] { trees.indices.map { ("children[\($0)]", trees[$0]) } }
        switch self {
        case .vstack(let s): return list(s.children)
        case .hstack(let s): return list(s.children)
        case .zstack(let s): return list(s.children)
        case .layout(_, let children): return list(children)
        case .modified(let m, let content): return m.base.views + [("content", content)]
        case .scroll(let s): return [("forEach.item", s.content.item)]
        case .conditional(let c): return [("then", c.then)] + (c.otherwise.map { [("else", $0)] } ?? [])
        case .text, .spacer, .picker, .shape, .divider, .image, .sized: return []
        }
    }

    /// This view with each child replaced by `transform(key, child)`.
    func replacingChildren<E: Error>(_ transform: (String, ViewTree) throws(E) -> ViewTree) throws(E) -> ViewTree {
        func list(_ trees: [ViewTree]) throws(E) -> [ViewTree] {
            var out: [ViewTree] = []
            out.reserveCapacity(trees.count)
            for i in trees.indices { out.append(try transform("children[\(i)]", trees[i])) }
            return out
        }
        switch self {
        case .vstack(var s): s.children = try list(s.children); return .vstack(s)
        case .hstack(var s): s.children = try list(s.children); return .hstack(s)
        case .zstack(var s): s.children = try list(s.children); return .zstack(s)
        case .layout(let l, let children): return .layout(l, try list(children))
        case .modified(let m, let content):
            var views: [ViewTree] = []
            for (key, tree) in m.base.views { views.append(try transform(key, tree)) }
            return .modified(m.replacingViews(views), try transform("content", content))
        case .scroll(var s):
            s.content.item = try transform("forEach.item", s.content.item)
            return .scroll(s)
        case .conditional(var c):
            c.then = try transform("then", c.then)
            if let otherwise = c.otherwise { c.otherwise = try transform("else", otherwise) }
            return .conditional(c)
        case .text, .spacer, .picker, .shape, .divider, .image, .sized:
            return self
        }
    }

    /// The child at `key`, if this view holds one there.
    func child(_ key: String) -> ViewTree? { children.first { $0.key == key }?.tree }
}

extension AnyModifier {
    /// The same modifier holding `views`.
    func replacingViews(_ views: [ViewTree]) -> AnyModifier {
        func replace<M: PictureModifier>(_ m: M) -> AnyModifier { AnyModifier(m.replacingViews(views)) }
        return views.isEmpty ? self : replace(base)
    }
}
