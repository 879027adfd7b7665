// Twenty-two malformed batch specs, each refused by `picker-render batch` with exit 2, nothing
// written, and one `error:` line that begins with the full JSON path of the bad value in the
// batch spec (`docs.json: pictures[0].picture.content.type: ...`, never a path inside the picture
// without its `pictures[0].picture.` prefix), and names what is wrong. Collisions name the axes
// as `appearance=light`.

import Foundation
import Testing

@Suite struct BatchSpecErrorTests {
    static let wheel = #"{"content": {"type": "wheel", "values": ["07", "08"], "selection": "07"}}"#
    static let stack = #"{"content": {"type": "vstack", "children": [{"type": "text", "text": "07"}, {"type": "wheel", "values": ["07", "08"]}]}}"#

    struct Bad: CustomStringConvertible, Sendable {
        let spec: String, path: String, says: String
        var description: String { path }
    }

    static let bad: [Bad] = [
        Bad(spec: #"{"pictures": 5}"#, path: "pictures", says: "is not an array of objects"),
        Bad(spec: #"{"pictures": [], "colour": 1}"#, path: "colour", says: "unknown key"),
        Bad(spec: #"{"pictures": [{"name": "w", "picture": \#(wheel), "extra": 1}]}"#, path: "pictures[0].extra", says: "unknown key"),
        Bad(spec: #"{"pictures": [{"name": "w", "picture": \#(wheel), "view": "Alarm"}]}"#, path: "pictures[0].view", says: "goes with swift"),
        Bad(spec: #"{"pictures": [{"name": "w", "picture": \#(wheel), "swift": 5}]}"#, path: "pictures[0].swift", says: "is not a string"),
        Bad(spec: #"{"pictures": [{"picture": \#(wheel)}]}"#, path: "pictures[0].name", says: "missing"),
        Bad(spec: #"{"pictures": [{"name": "w", "picture": {"content": {"type": "weel"}}}]}"#,
            path: "pictures[0].picture.content.type", says: "\"weel\" is not a view type"),
        Bad(spec: #"{"pictures": [{"name": "w", "picture": \#(stack)}, {"name": "v", "picture": {"content": {"type": "vstack", "children": [{"type": "wheel", "values": ["a"], "selection": "b"}]}}}]}"#,
            path: "pictures[1].picture.content.children[0].selection", says: "'b' is not one of the values"),
        Bad(spec: #"{"pictures": [{"name": "w", "picture": {"scale": 7, "content": {"type": "spacer"}}}]}"#,
            path: "pictures[0].picture.scale", says: "7 is not"),
        Bad(spec: #"{"axes": {"content.type": ["weel"]}, "pictures": [{"name": "w", "picture": \#(wheel)}]}"#,
            path: "axes.content.type[0]", says: "pictures[0].picture.content.type: \"weel\" is not a view type"),
        Bad(spec: #"{"axes": {"scale": [2, 4]}, "pictures": [{"name": "w", "picture": \#(wheel)}]}"#,
            path: "axes.scale[1]", says: "pictures[0].picture.scale: 4 is not"),
        Bad(spec: #"{"pictures": [{"name": "w", "picture": \#(wheel), "axes": {"content.selection": ["07", "09"]}}]}"#,
            path: "pictures[0].axes.content.selection[1]", says: "pictures[0].picture.content.selection: '09' is not one of the values"),
        Bad(spec: #"{"pictures": [{"name": "w", "gallery": "wheel", "axes": {"content.content.x": ["a"]}}]}"#,
            path: "pictures[0].axes.content.content.x", says: "pictures[0].gallery 'wheel': content.content: the picture has no content.content to set"),
        Bad(spec: #"{"output": "{name}.png", "axes": {"appearance": ["light", "dark"]}, "pictures": [{"name": "w", "picture": \#(wheel)}]}"#,
            path: "pictures[0]", says: "two outputs are named 'w.png' (pictures[0] with appearance=light, and pictures[0] with appearance=dark)"),
        Bad(spec: #"{"axes": {"appearance": ["light"]}, "pictures": [{"name": "w", "picture": \#(wheel), "output": "x.png"}, {"name": "v", "picture": \#(wheel), "output": "x.png"}]}"#,
            path: "pictures[1]", says: "(pictures[0] with appearance=light, and pictures[1] with appearance=light)"),
        Bad(spec: #"{"pictures": [{"name": "w", "picture": \#(wheel), "output": "{name}-{colour}.png"}]}"#,
            path: "pictures[0].output", says: "{colour}"),
        Bad(spec: #"{"axes": {"colour": ["red"]}, "pictures": [{"name": "w", "picture": \#(wheel)}]}"#, path: "axes.colour", says: "unknown axis"),
        Bad(spec: #"{"pictures": [{"name": "w", "picture": \#(wheel), "axes": {"locale": "en_US"}}]}"#,
            path: "pictures[0].axes.locale", says: "an array of at least one value"),
        Bad(spec: #"{"pictures": [{"name": "w", "picture": \#(stack), "animation": {"control": "content.children[1]", "selectionChange": {"to": "08"}, "fps": 0}}]}"#,
            path: "pictures[0].animation.fps", says: "0 is not a whole number"),
        Bad(spec: #"{"pictures": [{"name": "w", "picture": \#(stack), "animation": {"control": "content.children[1]", "fling": {"velocity": "fast"}}}]}"#,
            path: "pictures[0].animation.fling.velocity", says: "is not a number"),
        Bad(spec: #"{"pictures": [{"name": "w", "picture": \#(stack), "animation": {"control": "content.children[1]", "selectionChange": {"to": "08"}, "textChanges": [{"path": "content.children[0]"}]}}]}"#,
            path: "pictures[0].animation.textChanges[0].text", says: "missing"),
        Bad(spec: #"{"pictures": [{"name": "w", "picture": \#(wheel), "frames": true}]}"#, path: "pictures[0].frames", says: "goes with an animation"),
    ]

    @Test func thereAreTwentyTwo() { #expect(Self.bad.count == 22) }

    @Test(arguments: bad)
    func aMalformedBatchSpecNamesItsFullPath(_ b: Bad) throws {
        try withTemporaryDirectory { dir in
            try Data(b.spec.utf8).write(to: dir.appendingPathComponent("docs.json"))
            let r = try CLI.run(["batch", "docs.json", "--out", "set"], in: dir)
            #expect(r.status == 2, "\(r)")
            #expect(r.stderrLines.count == 1, "\(r)")
            let line = r.stderrLines.first ?? ""
            #expect(line.hasPrefix("error: docs.json: \(b.path): "), "\(line)")
            #expect(line.contains(b.says), "\(line)")
            #expect(listing(dir) == ["docs.json"])
        }
    }
}
