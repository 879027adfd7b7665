// Test helper: the scene dump parsed back into dictionaries, and row lookups.

import Foundation
import PickerRender

struct DumpedLayer {
    let name: String
    let quad: [(Double, Double)]
    let opacity: Double
    let clips: Bool
    let bounds: [String: Double]
    let children: [[String: Any]]
}

enum SceneJSON {
    static func parse(_ json: String) throws -> [String: Any] {
        let obj = try JSONSerialization.jsonObject(with: Data(json.utf8))
        guard let dict = obj as? [String: Any] else { throw CocoaError(.coderReadCorrupt) }
        return dict
    }

    /// Every node (layers, shapes, texts) in depth-first order.
    static func allNodes(_ node: [String: Any]) -> [[String: Any]] {
        let children = node["children"] as? [[String: Any]] ?? []
        return children.flatMap { [$0] + allNodes($0) }
    }

    /// Every layer in depth-first order.
    static func layers(_ node: [String: Any]) -> [DumpedLayer] {
        var out: [DumpedLayer] = []
        let children = node["children"] as? [[String: Any]] ?? []
        if node["kind"] as? String == "layer" {
            let quad = (node["quad"] as? [[Double]] ?? []).map { ($0[0], $0[1]) }
            out.append(DumpedLayer(name: node["name"] as? String ?? "", quad: quad,
                                   opacity: node["opacity"] as? Double ?? -1, clips: node["clips"] as? Bool ?? false,
                                   bounds: node["bounds"] as? [String: Double] ?? [:], children: children))
        }
        for c in children { out += layers(c) }
        return out
    }

    /// The raw dictionary of the first layer with `name`.
    static func layerDict(_ node: [String: Any], named name: String) -> [String: Any]? {
        if node["kind"] as? String == "layer", node["name"] as? String == name { return node }
        for c in node["children"] as? [[String: Any]] ?? [] {
            if let found = layerDict(c, named: name) { return found }
        }
        return nil
    }

    /// The wheel's row layers (a scroll view's items, "item 7: rotation3DEffect..."), keyed by
    /// value index.
    static func rows(_ scene: [String: Any]) -> [Int: DumpedLayer] {
        var out: [Int: DumpedLayer] = [:]
        for l in layers(scene) {
            if l.name.hasPrefix("item "), let i = Int(l.name.dropFirst(5).prefix { $0 != ":" }) { out[i] = l }
            if l.name.hasPrefix("row "), let i = Int(l.name.dropFirst(4)) { out[i] = l }
        }
        return out
    }
}
