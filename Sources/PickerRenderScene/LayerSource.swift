// LayerSource: where a layer of a scene came from, for errors about it: the JSON path of the
// view that made it (`content.children[3]`, the path a spec error uses) and that view's type
// (`blur`). Layout sets it on the layers a view makes; a layer without one (a picker's own rows)
// is its nearest enclosing layer's. It is not part of the scene's meaning: the dump does not
// write it and drawing does not read it.

package struct LayerSource: Sendable, Equatable {
    package var path: String
    package var type: String

    package init(path: String, type: String) { self.path = path; self.type = type }
}
