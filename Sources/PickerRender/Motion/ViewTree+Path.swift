// ViewTree+Path: a view in a picture's tree named by its JSON path in the picture spec
// ("content", "content.children[1]", "content.children[0].content"), read and replaced.
// The path is the one PictureSpec and error messages use, so a batch spec names an animated
// control the way an error would name it. Invariant: replacing a view keeps every other view.

extension ViewTree {
    /// One step of a path: into a stack's child, or into a modifier's content.
    enum PathStep: Equatable {
        case child(Int), content

        /// The step's key among a view's children (ViewTree+Children).
        var key: String {
            switch self {
            case .child(let i): "children[\(i)]"
            case .content: "content"
            }
        }
    }

    static func steps(of path: String) throws(PickerError) -> [PathStep] {
        func bad(_ why: String) -> PickerError { .invalidOption(name: "control", value: path, expected: why) }
        var parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.first == "content" else { throw bad("a JSON path starting at \"content\"") }
        parts.removeFirst()
        var steps: [PathStep] = []
        for part in parts {
            if part == "content" { steps.append(.content); continue }
            guard part.hasPrefix("children["), part.hasSuffix("]"),
                  let i = Int(part.dropFirst("children[".count).dropLast()), i >= 0 else {
                throw bad("a JSON path of .content and .children[i] steps")
            }
            steps.append(.child(i))
        }
        return steps
    }

    /// The view at `path` (relative to the picture's `content`).
    func view(at path: String) throws(PickerError) -> ViewTree {
        var view = self
        for step in try Self.steps(of: path) {
            guard let next = view.child(step) else { throw .invalidOption(name: "control", value: path, expected: "a view of the picture") }
            view = next
        }
        return view
    }

    /// This tree with the view at `path` replaced.
    func replacing(at path: String, with new: ViewTree) throws(PickerError) -> ViewTree {
        let steps = try Self.steps(of: path)
        guard let tree = replacing(steps[...], with: new) else {
            throw .invalidOption(name: "control", value: path, expected: "a view of the picture")
        }
        return tree
    }

    private func replacing(_ steps: ArraySlice<PathStep>, with new: ViewTree) -> ViewTree? {
        guard let step = steps.first else { return new }
        guard let inner = child(step)?.replacing(steps.dropFirst(), with: new) else { return nil }
        return replacingChildren { key, child in key == step.key ? inner : child }
    }

    private func child(_ step: PathStep) -> ViewTree? { child(step.key) }

    /// What the controls of this tree say as they are drawn (a DatePicker's clamped selection),
    /// in tree order: stacks' children and modifiers' content.
    /// One walk of the children: a lookup by key for each child built the list of keys again
    /// each time: a ZStack of 10,000 image views took 13 s before drawing, 100,000 spacers minutes.
    package var controlWarnings: [String] {
        if case .picker(let p) = self, let d = p.picker.base as? DatePicker { return d.warnings }
        let children = self.children
        if let inner = children.first(where: { $0.key == PathStep.content.key }) { return inner.tree.controlWarnings }
        return children.filter { $0.key.hasPrefix("children[") }.flatMap(\.tree.controlWarnings)
    }
}
