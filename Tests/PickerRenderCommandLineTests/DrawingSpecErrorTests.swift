// Malformed drawing views, effects and expressions in a spec given to `picker-render render`:
// each is exit 2 with one `error:` line naming the JSON path of the bad value (and, for an
// expression, the column inside it), and no image is written.

import Foundation
import Testing

@Suite struct DrawingSpecErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var content: String
        var naming: [String]
        var testDescription: String { content }
        init(_ content: String, _ naming: String...) { self.content = content; self.naming = naming }
    }

    static let text = #"{"type": "text", "text": "a"}"#
    static func effect(_ type: String, _ fields: String) -> String { #"{"type": "\#(type)", \#(fields), "content": \#(text)}"# }
    static func item(_ view: String) -> String {
        #"{"type": "scrollView", "length": 100, "forEach": {"values": ["a", "b"], "item": \#(view)}}"#
    }
    static let framed = #"{"type": "frame", "height": 20, "content": {"type": "text", "text": "{value}"}}"#

    static let cases: [Case] = [
        // Expressions: syntax, names, types and evaluation, each with its column.
        .init(effect("opacity", #""opacity": "1 - abs(position""#), "content.opacity", "column 17", "expected ')'"),
        .init(effect("opacity", #""opacity": "1 +* 2""#), "content.opacity", "column 4"),
        .init(effect("opacity", #""opacity": "nope * 2""#), "content.opacity", "column 1", "unknown name 'nope'"),
        .init(effect("opacity", #""opacity": "position * 2""#), "content.opacity", "column 1", "unknown name 'position'"),
        .init(effect("offset", #""x": "reduceMotion + 1""#), "content.x", "column 1"),
        .init(effect("offset", #""x": "1 / 0""#), "content.x", "column 3", "division by zero"),
        .init(effect("blur", #""radius": "sqrt(0 - 1)""#), "content.radius", "column 1"),
        .init(effect("offset", #""y": "clamp(1, 2)""#), "content.y", "column 1", "clamp"),
        .init(effect("offset", #""y": "1 < 2 < 3""#), "content.y", "column 7"),
        .init(effect("rotationEffect", #""degrees": "reduceMotion ? 1 : true""#), "content.degrees"),
        .init(effect("offset", #""x": """#), "content.x"),
        .init(item(#"{"type": "opacity", "opacity": "position / (index - 0)", "content": \#(framed)}"#),
              "content.forEach.item.opacity", "division by zero"),
        // Numbers out of range.
        .init(effect("opacity", #""opacity": 1.5"#), "content.opacity", "1.5 is not"),
        .init(effect("blur", #""radius": -1"#), "content.radius", "-1 is not"),
        .init(effect("blur", #""radius": "300""#), "content.radius", "'300'"),
        .init(effect("scaleEffect", #""scale": 2, "x": 1"#), "content.x", "scale, or x and y"),
        .init(effect("scaleEffect", #""scale": 1000"#), "content.scale", "1000 is not"),
        .init(effect("rotation3DEffect", #""degrees": 10, "axis": {}"#), "content.axis", "all zero"),
        .init(effect("rotation3DEffect", #""degrees": 10"#), "content.axis", "missing"),
        .init(effect("rotation3DEffect", #""degrees": 10, "radians": 1, "axis": {"x": 1}"#), "content.radians", "not both"),
        .init(effect("rotation3DEffect", #""degrees": 10, "axis": {"x": 1}, "perspective": 11"#), "content.perspective", "11 is not"),
        .init(effect("rotationEffect", #""anchor": "middle", "degrees": 1"#), "content.anchor", "\"middle\" is not"),
        .init(effect("rotationEffect", #""anchor": {"x": 0.5}, "degrees": 1"#), "content.anchor.y", "missing"),
        .init(effect("shadow", #""radius": 2, "color": "transparent""#), "content.color"),
        .init(effect("clipShape", #""shape": "star""#), "content.shape", "\"star\" is not"),
        .init(effect("clipShape", #""shape": "circle", "cornerRadius": 3"#), "content.cornerRadius", "roundedRectangle"),
        .init(effect("mask", #""mask": \#(text)"#), "content.mask", "'text'", "a shape or a linear gradient"),
        // Shapes and gradients.
        .init(#"{"type": "circle", "fill": "red", "stroke": "blue"}"#, "content.stroke", "one of fill, stroke or gradient"),
        .init(#"{"type": "circle", "fill": "red", "lineWidth": 2}"#, "content.lineWidth", "not fill"),
        .init(#"{"type": "roundedRectangle", "cornerRadius": -4}"#, "content.cornerRadius", "-4 is not"),
        .init(#"{"type": "roundedRectangle", "cornerRadius": 4, "style": "squircle"}"#, "content.style"),
        .init(#"{"type": "linearGradient", "colors": ["red", "nope"], "startPoint": "top", "endPoint": "bottom"}"#,
              "content.colors[1]", "'nope'"),
        .init(#"{"type": "linearGradient", "stops": [{"color": "red", "location": 0.6}, {"color": "blue", "location": 0.2}], "startPoint": "top", "endPoint": "bottom"}"#,
              "content.stops[1].location", "before"),
        .init(#"{"type": "linearGradient", "colors": ["red"], "startPoint": "top"}"#, "content.endPoint", "missing"),
        // Frames and scrolls.
        .init(#"{"type": "frame", "minWidth": 50, "maxWidth": 20, "content": \#(text)}"#, "content.maxWidth", "'20'", "minWidth"),
        .init(#"{"type": "frame", "width": 50, "maxWidth": 80, "content": \#(text)}"#, "content.maxWidth", "width"),
        .init(#"{"type": "frame", "maxHeight": "all", "content": \#(text)}"#, "content.maxHeight", "\"all\" is not"),
        .init(item(text), "content.forEach.item.frame", "a fixed height"),
        .init(#"{"type": "scrollView", "length": 100, "scrollPosition": {"value": "z"}, "forEach": {"values": ["a"], "item": \#(framed)}}"#,
              "content.scrollPosition.value", "'z'"),
        .init(#"{"type": "scrollView", "length": 100, "forEach": {"values": ["a"], "range": {"from": 0, "through": 1}, "item": \#(framed)}}"#,
              "content.forEach.range", "not both"),
        .init(#"{"type": "text", "text": "a", "minimumScaleFactor": 0}"#, "content.minimumScaleFactor", "0 is not"),
        // A row of a thousandth of a point would put four million rows in a 4096-point view.
        .init(item(#"{"type": "frame", "height": 0.001, "content": \#(text)}"#), "content.forEach.item.height", "'0.001'", "with its spacing at least 1"),
    ]

    @Test(arguments: cases)
    func refused(_ c: Case) throws {
        try withTemporaryDirectory { dir in
            let spec = #"{"width": 200, "content": \#(c.content)}"#
            try Data(spec.utf8).write(to: dir.appendingPathComponent("s.json"))
            let r = try CLI.run(["render", "s.json", "--output", "o.png"], in: dir)
            #expect(r.status == 2, "\(r)")
            #expect(r.stderrLines.count == 1 && r.stderrLines[0].hasPrefix("error: "), "\(r)")
            for part in c.naming { #expect(r.stderr.contains(part), "\(part) not in \(r.stderr)") }
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("o.png").path))
        }
    }
}
