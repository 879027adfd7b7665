// JSONPath: a path into a spec as error lines print it (`content.children[1].selection`),
// parsed once, and used to set a value deep in a JSON document. A batch's axes are such
// paths into a picture spec, so "any picker parameter" is addressed the same way an error
// names it. Setting a key an object lacks adds it (the spec reader then checks it is allowed);
// an index or an intermediate key that is not there is an error naming the path.

import PickerRender

package struct JSONPath: Sendable, Equatable, CustomStringConvertible {
    enum Step: Sendable, Equatable { case key(String), index(Int) }
    let steps: [Step]
    package let description: String

    /// The first key (`content` of `content.children[1]`).
    var firstKey: String? { if case .key(let k)? = steps.first { k } else { nil } }

    /// Parses `a.b[2].c`; nil for an empty or malformed path.
    package init?(_ text: String) {
        var steps: [Step] = []
        for part in text.split(separator: ".", omittingEmptySubsequences: false) {
            var rest = Substring(part)
            let keyEnd = rest.firstIndex(of: "[") ?? rest.endIndex
            let key = rest[..<keyEnd]
            guard !key.isEmpty, !key.contains("]") else { return nil }
            steps.append(.key(String(key)))
            rest = rest[keyEnd...]
            while !rest.isEmpty {
                guard rest.first == "[", let close = rest.firstIndex(of: "]"),
                      let i = Int(rest[rest.index(after: rest.startIndex)..<close]), i >= 0 else { return nil }
                steps.append(.index(i))
                rest = rest[rest.index(after: close)...]
            }
        }
        guard !steps.isEmpty else { return nil }
        self.steps = steps
        description = text
    }

    /// The name a placeholder uses: the last key (`content.children[1].selection` -> `selection`).
    package var lastKey: String {
        for case .key(let k) in steps.reversed() { return k }
        return description
    }

    /// `document` with the value at this path replaced by (or, for a missing last key, given) `value`.
    package func setting(_ value: JSONValue, in document: JSONValue) throws(SpecError) -> JSONValue {
        try Self.set(value, at: steps[...], in: document, done: "")
    }

    private static func set(_ value: JSONValue, at steps: ArraySlice<Step>, in node: JSONValue,
                            done: String) throws(SpecError) -> JSONValue {
        guard let step = steps.first else { return value }
        switch (step, node) {
        case (.key(let k), .object(var members)):
            let here = done.isEmpty ? k : done + "." + k
            if let i = members.firstIndex(where: { $0.0 == k }) {
                members[i].1 = try set(value, at: steps.dropFirst(), in: members[i].1, done: here)
            } else if steps.count == 1 {
                members.append((k, value))
            } else {
                throw SpecError(path: here, message: "the picture has no \(here) to set")
            }
            return .object(members)
        case (.index(let i), .array(var items)):
            let here = done + "[\(i)]"
            guard i < items.count else { throw SpecError(path: here, message: "the picture has no \(here) to set") }
            items[i] = try set(value, at: steps.dropFirst(), in: items[i], done: here)
            return .array(items)
        default:
            throw SpecError(path: done, message: "\(done.isEmpty ? "the picture" : done) is \(node.kindName), not what the path steps into")
        }
    }
}
