// The committed `batch.schema.json` against the batch reader: the file is the generated text, and
// key by key, at every level of the schema (the spec, a picture entry, its animation and the
// animation's objects): every key the schema lists is accepted by the reader with a valid value,
// a value of the wrong type is refused naming that key's full JSON path, and a key the schema
// does not list is refused as unknown at its path.

import Foundation
import Testing
import PickerRender
@testable import PickerRenderBatch

@Suite struct BatchSchemaTests {
    static let root: URL = {
        var dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { dir.deleteLastPathComponent() }
        return dir
    }()

    static func schema() throws -> [String: Any] {
        let data = try Data(contentsOf: root.appendingPathComponent("batch.schema.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// A picture with a text and a wheel, so every animation key has something to move or change.
    static var picture: [String: Any] { ["content": ["type": "vstack", "children": [
        ["type": "text", "text": "07"], ["type": "wheel", "values": ["07", "08", "09"], "selection": "07"]]]] }

    /// A valid object at each level of the schema (levels named by their keys, arrays' items
    /// by the array's key), holding as many of its keys as can go together.
    static var examples: [String: [String: Any]] { [
        "": ["$schema": "batch.schema.json", "output": "{name}-{appearance}.png", "axes": ["appearance": ["light"]], "sheet": "sheet.png",
             "pictures": [["name": "w", "picture": picture]]],
        "pictures": ["name": "w", "picture": picture, "axes": ["scale": [2]], "output": "{name}@{scale}x.png", "frames": true,
                     "alt": "{name} at @{scale}x", "caption": "The wheel",
                     "animation": ["control": "content.children[1]", "selectionChange": ["to": "08"], "fps": 10]],
        "pictures.animation": ["control": "content.children[1]", "selectionChange": ["to": "08"], "spring": ["duration": 0.5, "bounce": 0.1],
                               "textChanges": [["path": "content.children[0]", "text": "08"]], "fps": 10, "duration": 1,
                               "loop": 2, "hold": 0.5, "format": "apng"],
        "pictures.animation.selectionChange": ["to": "08"],
        "pictures.animation.fling": ["velocity": 700, "deceleration": "fast"],
        "pictures.animation.spring": ["duration": 0.5, "bounce": 0.1],
        "pictures.animation.textChanges": ["path": "content.children[0]", "text": "08"],
        "pictures.animation.stateChange": ["state": "hour", "to": "10"],
    ] }

    /// Keys that cannot sit beside the example's others: the key, its value, what it replaces
    /// (a gallery demo is another picture, so the example's animation goes with it; a spring
    /// goes with a selection change, not a fling).
    /// (`also`: keys the alternative needs beside it, as chrome needs a gallery demo).
    static var alternatives: [String: [(key: String, value: Any, replaces: [String], also: [String: Any])]] { [
        // A DocC set names its files itself: no output template beside it.
        "": [("docc", true, ["output"], [:])],
        "pictures": [("gallery", "wheel", ["picture", "animation", "frames"], [:]), ("file", "picture.json", ["picture"], [:]),
                     ("chrome", true, ["picture", "animation", "frames"], ["gallery": "wheel"]),
                     ("swift", "Views.swift", ["picture", "animation", "frames"], [:]),
                     ("view", "Demo", ["picture", "animation", "frames"], ["swift": "Views.swift"])],
        "pictures.animation": [("fling", ["velocity": 700], ["selectionChange", "spring"], [:]),
                               // A SwiftUI view's own animation: no control's keys (`document` makes it a swift entry).
                               ("stateChange", ["state": "hour", "to": "10"], ["control", "selectionChange", "spring", "textChanges"], [:])],
    ] }

    /// The whole batch spec holding `object` at `level`, and the JSON path of that object.
    static func document(_ level: String, _ object: [String: Any]) -> (spec: [String: Any], path: String) {
        switch level {
        case "": return (object, "")
        case "pictures": return (["pictures": [object]], "pictures[0]")
        case "pictures.animation":
            var p = examples["pictures"]!
            // A state change is a Swift view's: the entry names one instead of a picture.
            if object["stateChange"] != nil { p["picture"] = nil; p["swift"] = "Views.swift"; p["view"] = "Demo" }
            p["animation"] = object
            return (["pictures": [p]], "pictures[0].animation")
        default:
            let key = String(level.split(separator: ".").last!)
            var a = examples["pictures.animation"]!
            if key == "fling" { a["selectionChange"] = nil; a["spring"] = nil }
            if key == "stateChange" { for k in ["control", "selectionChange", "spring", "textChanges"] { a[k] = nil } }
            a[key] = key == "textChanges" ? [object] : object
            let (spec, path) = document("pictures.animation", a)
            return (spec, path + "." + key + (key == "textChanges" ? "[0]" : ""))
        }
    }

    static func read(_ spec: [String: Any]) throws -> BatchSpec {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("batch-schema-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try JSONSerialization.data(withJSONObject: picture).write(to: dir.appendingPathComponent("picture.json"))
        return try BatchSpec(json: Array(try JSONSerialization.data(withJSONObject: spec)), directory: dir.path)
    }

    /// Every object level of the schema with its properties.
    static func levels(_ node: [String: Any], at level: String, into out: inout [String: [String: [String: Any]]]) {
        guard let properties = node["properties"] as? [String: [String: Any]] else { return }
        out[level] = properties
        for (key, p) in properties {
            let sub = level.isEmpty ? key : level + "." + key
            if p["properties"] != nil { levels(p, at: sub, into: &out) }
            if let items = p["items"] as? [String: Any] { levels(items, at: sub, into: &out) }
        }
    }

    @Test func committedSchemaIsTheGeneratedOne() throws {
        let file = try String(contentsOf: Self.root.appendingPathComponent("batch.schema.json"), encoding: .utf8)
        #expect(file == BatchSchema.text, "batch.schema.json is stale: run `picker-render schema batch > batch.schema.json`")
    }

    @Test func everyKeyOfTheSchemaIsTheReaders() throws {
        var levels: [String: [String: [String: Any]]] = [:]
        Self.levels(try Self.schema(), at: "", into: &levels)
        #expect(Set(levels.keys) == Set(Self.examples.keys), "a level of the schema without an example, or an example the schema lacks")
        for (level, properties) in levels {
            let example = try #require(Self.examples[level])
            // Accepted: the example, and each alternative key in place of what it replaces.
            var given = Set(example.keys)
            #expect(throws: Never.self, "\(level)") { _ = try Self.read(Self.document(level, example).spec) }
            for alt in Self.alternatives[level] ?? [] {
                var o = example
                for r in alt.replaces { o[r] = nil }
                o[alt.key] = alt.value
                for (k, v) in alt.also { o[k] = v }
                given.insert(alt.key)
                #expect(throws: Never.self, "\(level).\(alt.key)") { _ = try Self.read(Self.document(level, o).spec) }
            }
            #expect(given == Set(properties.keys), "\(level): the schema's keys \(properties.keys.sorted()), the examples' \(given.sorted())")
            // Refused: a wrong value of each key, at its full path; a key the schema lacks.
            for (key, property) in properties {
                var o = example
                o[key] = Self.wrongValue(for: property)
                let (spec, path) = Self.document(level, o)
                let full = path.isEmpty ? key : path + "." + key
                do { _ = try Self.read(spec); Issue.record("\(full): a wrong value was accepted") } catch let e as SpecError {
                    #expect(e.path == full, "\(full): \(e)")
                }
            }
            var o = example
            o["notAKey"] = 1
            let (spec, path) = Self.document(level, o)
            do { _ = try Self.read(spec); Issue.record("\(level): unknown key accepted") } catch let e as SpecError {
                #expect(e.path == (path.isEmpty ? "" : path + ".") + "notAKey" && e.message.contains("unknown key"), "\(e)")
            }
        }
    }

    /// A JSON value the property's schema does not allow.
    static func wrongValue(for property: [String: Any]) -> Any {
        if property["enum"] != nil { return "not-one-of-them" }
        if property["$ref"] != nil { return 5 }
        switch property["type"] as? String {
        case "string": return 5
        default: return "x"
        }
    }
}
