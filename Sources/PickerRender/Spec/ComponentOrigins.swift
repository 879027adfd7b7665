// ComponentOrigins: where the views of an expanded spec were written. Components are expanded
// before the picture is read (SpecComponents), so reading and layout see paths of the expanded
// JSON (`content.children[2].scale`) that no file holds. Expansion records, for each instance,
// that what is under its path came from the component's body (`components.row.body`, with the
// included file it was defined in: `parts.json: components.row.body`), and for each argument put
// whole in the body, that it came from the instance's `arguments` (or the parameter's default).
// `located` rewrites a path by the longest recorded prefix it has, so every error names a key
// that is written in a file: the reader's, layout's and the layer limit's alike.
// Equality ignores it (every value equals every other): it says where a picture came from, not
// what it is, and a picture written back and read again is the same picture.

package struct ComponentOrigins: Sendable, Equatable {
    struct Origin: Sendable {
        /// A path of the expanded spec ...
        let expanded: String
        /// ... and where what is under it was written.
        let source: String
    }
    private(set) var origins: [Origin] = []

    package init() {}

    package static func == (a: ComponentOrigins, b: ComponentOrigins) -> Bool { true }

    var isEmpty: Bool { origins.isEmpty }

    /// Notes that what is under `expanded` came from `source`.
    mutating func note(_ expanded: String, from source: String) {
        origins.append(Origin(expanded: expanded, source: source))
    }

    /// `path` with its longest recorded prefix (a whole component of it: `a.b` is not a prefix
    /// of `a.bc`) replaced by where that part was written; `path` itself when none is.
    package func located(_ path: String) -> String {
        var best: Origin?
        for o in origins where Self.isPrefix(o.expanded, of: path) && o.expanded.count > (best?.expanded.count ?? -1) { best = o }
        guard let best else { return path }
        return best.source + path.dropFirst(best.expanded.count)
    }

    static func isPrefix(_ p: String, of path: String) -> Bool {
        guard path.hasPrefix(p) else { return false }
        let rest = path.dropFirst(p.count)
        return rest.isEmpty || rest.hasPrefix(".") || rest.hasPrefix("[")
    }

    /// `error` with its path located.
    package func located(_ error: SpecError) -> SpecError {
        isEmpty ? error : SpecError(path: located(error.path), message: error.message)
    }

    /// `error` with the path of its outermost `at` located, the field it names with it: a value
    /// put whole into the body from an argument is named at the argument (`arguments.s`).
    package func located(_ error: PickerError) -> PickerError {
        guard !isEmpty, case .at(let path, let inner) = error else { return error }
        let at = located(path)
        guard let field = inner.field else { return .at(path: at, inner) }
        let full = located(path + "." + field)
        guard full != at + "." + field, let dot = full.lastIndex(of: ".") else { return .at(path: at, inner) }
        return .at(path: String(full[..<dot]), inner.named(String(full[full.index(after: dot)...])))
    }
}
