// SceneComparison: two scene texts (SceneText) compared as the visual math they are. Nodes are
// matched by their place in the tree: among one parent's children, by kind and quoted name (the
// n-th "item 5: ..." with the n-th), so a changed number is reported on its node and an added or
// removed node as such. Each node's fields are compared as numbers where both sides are numbers
// (a list compares component by component, within `tolerance`), otherwise as words.
// A change is described in the scene's own terms, largest first: a layer made for a scroll item
// by its index, its first text and its position (`item 5 "05" (position -0.8): opacity 0.424 ->
// 0.352, rotation 36 deg -> 40 deg`). "Largest" is the change relative to the larger of the two
// numbers, at least 1, so 0.01 of opacity and 0.5 degrees of 36 weigh alike; a node added or
// removed outweighs every number.

import PickerRenderScene

struct SceneComparison: Equatable {
    /// One node's changes.
    struct Change: Equatable {
        /// "item 5 \"05\" (position -0.8)", "text \"Hour\" in layer \"wheel\"".
        var node: String
        /// "opacity 0.424 -> 0.352"; or "added", "removed".
        var fields: [String]
        var weight: Double
        var description: String { node + ": " + fields.joined(separator: ", ") }
    }

    /// Largest first.
    var changes: [Change]

    /// At most `nodes` nodes, each with at most three fields, and how many more there were.
    func summary(nodes: Int = 3) -> String {
        guard !changes.isEmpty else { return "the scene is as recorded" }
        var parts = changes.prefix(nodes).map { c in
            c.node + ": " + c.fields.prefix(3).joined(separator: ", ") + (c.fields.count > 3 ? " and \(c.fields.count - 3) more" : "")
        }
        if changes.count > nodes { parts.append("\(changes.count - nodes) more node\(changes.count - nodes == 1 ? "" : "s") changed") }
        return parts.joined(separator: "; ")
    }

    /// Compares the recorded text with the actual one.
    init(expected: String, actual: String, tolerance: Double) {
        var out: [Change] = []
        Self.compare(SceneTextNode.parse(expected), SceneTextNode.parse(actual), context: nil, tolerance: tolerance, into: &out)
        changes = out.enumerated().sorted { $0.element.weight != $1.element.weight ? $0.element.weight > $1.element.weight : $0.offset < $1.offset }.map(\.element)
    }

    static func compare(_ a: [SceneTextNode], _ b: [SceneTextNode], context: String?, tolerance: Double, into out: inout [Change]) {
        var remaining = b
        for node in a {
            guard let i = remaining.firstIndex(where: { $0.key == node.key }) else {
                out.append(Change(node: node.described(in: context), fields: ["removed"], weight: .infinity))
                continue
            }
            let other = remaining.remove(at: i)
            let fields = compareFields(node, other, tolerance: tolerance)
            if !fields.isEmpty {
                out.append(Change(node: node.described(in: context), fields: fields.map(\.text), weight: fields.map(\.weight).max()!))
            }
            compare(node.children, other.children, context: node.context(in: context), tolerance: tolerance, into: &out)
        }
        for node in remaining { out.append(Change(node: node.described(in: context), fields: ["added"], weight: .infinity)) }
    }

    static func compareFields(_ a: SceneTextNode, _ b: SceneTextNode, tolerance: Double) -> [(text: String, weight: Double)] {
        var out: [(String, Double)] = []
        var keys = a.fields.map(\.key)
        for f in b.fields where !keys.contains(f.key) { keys.append(f.key) }
        for key in keys {
            let old = a.value(key), new = b.value(key)
            guard old != new else { continue }
            let unit = key == "rotation" ? " deg" : ""
            func shown(_ v: String?) -> String { v.map { $0.isEmpty ? "yes" : $0 + unit } ?? "none" }
            if let x = old.flatMap(numbers), let y = new.flatMap(numbers), x.count == y.count {
                let deltas = zip(x, y).map { abs($0 - $1) }
                let largest = deltas.max() ?? 0
                guard largest > tolerance else { continue }
                let weight = zip(x, y).map { abs($0 - $1) / max(abs($0), abs($1), 1) }.max() ?? 0
                out.append(x.count <= 4
                    ? ("\(key) \(shown(old)) -> \(shown(new))", weight)
                    : ("\(key) (\(x.count) numbers) moved up to \(SceneText.n(largest))\(unit)", weight))
            } else {
                out.append(("\(key) \(shown(old)) -> \(shown(new))", 1))
            }
        }
        return out
    }

    static func numbers(_ s: String) -> [Double]? {
        let parts = s.split(separator: ",", omittingEmptySubsequences: false)
        var out: [Double] = []
        for p in parts { guard let v = Double(p) else { return nil }; out.append(v) }
        return out
    }
}

/// One line of a scene text, with the lines nested under it.
struct SceneTextNode: Equatable {
    var kind: String
    var name: String?
    /// In the order written; a bare word is a field with an empty value.
    var fields: [(key: String, value: String)]
    var children: [SceneTextNode] = []
    /// Which of its parent's children with its kind and name it is.
    var occurrence = 0

    static func == (a: SceneTextNode, b: SceneTextNode) -> Bool {
        a.kind == b.kind && a.name == b.name && a.fields.elementsEqual(b.fields, by: { $0 == $1 }) && a.children == b.children
    }

    var key: String { kind + "\u{0}" + (name ?? "") + "\u{0}\(occurrence)" }

    func value(_ key: String) -> String? { fields.first { $0.key == key }?.value }

    /// The node in a failure: a scroll item by its index, first text and position.
    func described(in context: String?) -> String {
        let own: String
        if kind == "layer", let name, name.hasPrefix("item "), let colon = name.firstIndex(of: ":") {
            var s = String(name[..<colon])
            if let text = firstText { s += " " + SceneText.quoted(text) }
            if let p = value("position") { s += " (position \(p))" }
            own = s
        } else if kind == "scene" {
            own = "the scene"
        } else {
            own = kind + (name.map { " " + SceneText.quoted($0) } ?? "")
        }
        guard let context, !own.hasPrefix("item ") else { return own }
        return own + " in " + context
    }

    /// How a node's children name it: an item as it is described, another layer by its name.
    func context(in outer: String?) -> String? {
        guard kind == "layer" else { return outer }
        if let name, name.hasPrefix("item ") { return described(in: nil) }
        return outer ?? "layer " + SceneText.quoted(name ?? "")
    }

    var firstText: String? {
        for c in children {
            if c.kind == "text" { return c.name }
            if let t = c.firstText { return t }
        }
        return nil
    }

    /// The nodes of a scene text; lines that do not parse are kept as a node of their own
    /// text, so two texts that differ there still differ.
    static func parse(_ text: String) -> [SceneTextNode] {
        var roots: [SceneTextNode] = []
        var rootCounts: [String: Int] = [:]
        // The path of open nodes, each with how many children of each kind and name it has.
        var stack: [(depth: Int, node: SceneTextNode, counts: [String: Int])] = []
        func close(to depth: Int) {
            while let last = stack.last, last.depth >= depth {
                stack.removeLast()
                var node = last.node
                let key = node.kind + "\u{0}" + (node.name ?? "")
                if let parentIndex = stack.indices.last {
                    node.occurrence = stack[parentIndex].counts[key, default: 0]
                    stack[parentIndex].counts[key] = node.occurrence + 1
                    stack[parentIndex].node.children.append(node)
                } else {
                    node.occurrence = rootCounts[key, default: 0]
                    rootCounts[key] = node.occurrence + 1
                    roots.append(node)
                }
            }
        }
        for line in text.split(separator: "\n") {
            let depth = line.prefix { $0 == " " }.count / 2
            close(to: depth)
            stack.append((depth, parseLine(line.drop { $0 == " " }), [:]))
        }
        close(to: 0)
        return roots
    }

    static func parseLine(_ line: Substring) -> SceneTextNode {
        var tokens: [String] = []
        var current = "", quoted = false, escaped = false
        for ch in line {
            if quoted {
                current.append(ch)
                if escaped { escaped = false } else if ch == "\\" { escaped = true } else if ch == "\"" { quoted = false }
            } else if ch == " " {
                if !current.isEmpty { tokens.append(current); current = "" }
            } else {
                if ch == "\"" { quoted = true }
                current.append(ch)
            }
        }
        if !current.isEmpty { tokens.append(current) }
        guard let kind = tokens.first, !kind.hasPrefix("\"") else { return SceneTextNode(kind: String(line), name: nil, fields: []) }
        var node = SceneTextNode(kind: kind, name: nil, fields: [])
        for token in tokens.dropFirst() {
            if token.hasPrefix("\""), node.name == nil, node.fields.isEmpty {
                node.name = unquote(token)
            } else if let eq = token.firstIndex(of: "=") {
                node.fields.append((String(token[..<eq]), String(token[token.index(after: eq)...])))
            } else {
                node.fields.append((token, ""))
            }
        }
        return node
    }

    static func unquote(_ token: String) -> String {
        var out = "", escaped = false
        var inner = Substring(token.dropFirst())
        if inner.hasSuffix("\"") { inner = inner.dropLast() }
        for ch in inner {
            if escaped { out.append(ch == "n" ? "\n" : ch); escaped = false } else if ch == "\\" { escaped = true } else { out.append(ch) }
        }
        return out
    }
}
