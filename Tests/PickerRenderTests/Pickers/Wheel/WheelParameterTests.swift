// The wheel's band shape and row font as parameters: each reaches the scene (the band's shape
// and radius, every row's size and face), a wheel with them reads back from its own spec, the
// defaults write no new key, and bad values are refused at their JSON paths.

import Foundation
import Testing
import PickerRender

@Suite struct WheelParameterTests {
    static let hours = (0..<24).map { $0 < 10 ? "0\($0)" : "\($0)" }

    func wheel() -> WheelPicker { WheelPicker(title: "Hour", values: Self.hours, selection: "07", text: { $0 }) }

    func band(_ picker: WheelPicker) throws -> [String: Any] {
        let dump = try SceneJSON.parse(picker.sceneJSON(width: 171))
        let wheel = try #require((dump["children"] as? [[String: Any]])?.first)
        return try #require((wheel["children"] as? [[String: Any]])?.first)
    }

    /// Each shape with its scene shape, over the band's rect (50 pt rows: top at 100).
    @Test(arguments: [(ControlShape.roundedRectangle, "continuousRoundedRect", 20.0), (.circularRoundedRectangle, "roundedRect", 20),
                      (.capsule, "capsule", 0), (.rectangle, "rect", 0)])
    func bandShapeReachesTheBand(shape: ControlShape, sceneShape: String, radius: Double) throws {
        var p = wheel()
        p.bandShape = shape; p.bandCornerRadius = 20; p.rowHeight = 50
        let b = try band(p)
        #expect(b["shape"] as? String == sceneShape)
        #expect(b["cornerRadius"] as? Double == radius)
        #expect(b["rect"] as? [String: Double] == ["x": 0, "y": 100, "width": 171, "height": 50])
        #expect(try band(wheel().bandStyle(.quaternary, cornerRadius: 20, shape: shape))["shape"] as? String == sceneShape)
    }

    /// Every row is set in the row font: largeTitle (34 pt at the default size), bold, rounded.
    @Test func rowFontReachesEveryRow() throws {
        var p = wheel()
        p.rowFont = ControlFont(.largeTitle, weight: .bold, design: .rounded, monospacedDigits: false)
        let rows = SceneJSON.rows(try SceneJSON.parse(p.sceneJSON(width: 171)))
        #expect(rows.count == 5)
        for (i, row) in rows {
            let text = try #require(row.children.first)
            #expect(text["pointSize"] as? Double == 34, "row \(i)")
            #expect(text["face"] as? String == "roundedBold@0", "row \(i)")
        }
        let plain = SceneJSON.rows(try SceneJSON.parse(wheel().font(.body, weight: .regular).sceneJSON(width: 171)))
        #expect(try #require(plain[7]?.children.first)["pointSize"] as? Double == 17)
    }

    @Test func anAdaptedWheelReadsBackFromItsSpec() throws {
        var p = wheel().bandStyle(.semantic(.indigo), cornerRadius: 6, shape: .capsule)
        p.rowFont = ControlFont(.title, weight: .medium, design: .rounded, monospacedDigits: false)
        p.tilt = -45; p.rowHeight = 50
        let picture = Picture(content: p)
        let spec = try JSONEncoder().encode(picture)
        let back = try Picture(json: Array(spec))
        #expect(back == picture)
        let text = String(decoding: spec, as: UTF8.self)
        #expect(text.contains("\"bandShape\":\"capsule\"") && text.contains("\"design\":\"rounded\""))
        // The SwiftUI wheel's own look writes none of the new keys.
        let plain = String(decoding: try JSONEncoder().encode(Picture(content: wheel())), as: UTF8.self)
        #expect(!plain.contains("bandShape") && !plain.contains("rowFont"))
    }

    @Test(arguments: [
        (#""bandShape": "circle""#, "content.bandShape", "\"circle\" is not one of"),
        (#""rowFont": {"design": "serif"}"#, "content.rowFont.design", "\"serif\" is not one of \"default\", \"rounded\""),
        (#""rowFont": {"weight": "heavy"}"#, "content.rowFont.weight", "\"heavy\" is not one of"),
        (#""rowFont": {"size": 20}"#, "content.rowFont.size", "unknown key \"size\""),
        (#""rowFont": "title3""#, "content.rowFont", "is not an object"),
        (#""bandCornerRadius": -1"#, "content.bandCornerRadius", "is not a number from 0 to 1000"),
    ])
    func badValuesAreRefusedAtTheirPaths(member: String, path: String, message: String) {
        let json = #"{"content": {"type": "wheel", "values": ["a", "b"], "# + member + "}}"
        #expect { _ = try Picture(json: Array(json.utf8)) } throws: { error in
            guard let e = error as? SpecError else { return false }
            return e.description.hasPrefix(path + ": ") && e.message.contains(message)
        }
    }
}
