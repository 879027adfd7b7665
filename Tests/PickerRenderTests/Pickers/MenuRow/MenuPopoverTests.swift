// The menu picker's open menu in the iOS 26 design, against the numbers measured on a real
// iOS 26 UIMenu popover at @3x (docs/architecture.md §24): a 250-pt panel with 24-pt continuous
// corners, a 1-pt bright rim, 42-pt rows under 10 pt of padding, the checkmark in the symbol
// column of the selection, the text 61.7 pt in, a soft shadow; refused in the iOS 18 design;
// references light and dark.

import Testing
import PickerRender
import PickerRenderTesting

@Suite struct MenuPopoverTests {
    typealias Dict = [String: Any]
    static var flavor: MenuPickerRow {
        var row = MenuPickerRow("Flavor", selection: "Vanilla", options: ["Chocolate", "Vanilla", "Strawberry"])
        row.open = true
        return row
    }

    func menu(_ options: RenderOptions) throws -> Dict {
        let root = try SceneJSON.parse(Self.flavor.sceneJSON(options: options))
        return try #require(SceneJSON.layerDict(root, named: "menu Flavor"))
    }
    func children(_ d: Dict) -> [Dict] { d["children"] as? [Dict] ?? [] }
    func rect(_ d: Dict, _ key: String = "rect") -> [String: Double] { d[key] as? [String: Double] ?? [:] }

    @Test func panelRimShadowAndRows() throws {
        let m = try menu(RenderOptions(design: .ios26))
        // 402 wide: the card ends 16 pt from the right, so does the panel; under the 51-pt row + 8.
        let t = try #require(m["transform"] as? [Double])
        #expect(t[2] == 402 - 16 - 250 && t[5] == 16 + 51 + 8)
        let shapes = children(m).filter { $0["kind"] as? String == "shape" && $0["shape"] as? String != "strokedPolyline" }
        // Shadow, rim, fill.
        #expect(shapes.count == 3)
        #expect(shapes[0]["blur"] as? Double == 12 && shapes[0]["color"] as? String == "#00000012")
        #expect(rect(shapes[0]) == ["x": 0, "y": 10, "width": 250, "height": 146])
        #expect(rect(shapes[1]) == ["x": 0, "y": 0, "width": 250, "height": 146] && shapes[1]["color"] as? String == "#FFFFFF")
        #expect(shapes[1]["shape"] as? String == "continuousRoundedRect" && shapes[1]["cornerRadius"] as? Double == 32)
        #expect(rect(shapes[2]) == ["x": 1, "y": 1, "width": 248, "height": 144] && shapes[2]["color"] as? String == "#F9F9F9")
        // One 17-pt row per option, 42 pt apart from 10 pt down, the text 60.5 pt in (ink at 61.7).
        let texts = children(m).filter { $0["kind"] as? String == "text" }
        #expect(texts.map { $0["string"] as! String } == ["Chocolate", "Vanilla", "Strawberry"])
        for (i, text) in texts.enumerated() {
            let f = rect(text, "frame")
            #expect(abs(f["x"]! - 60.5) <= 1.0 / 3)
            #expect(abs(f["y"]! + f["height"]! / 2 - (10 + 42 * Double(i) + 21)) <= 1.0 / 3)
        }
        // The checkmark on the selection's row, centred 34 pt in.
        let check = children(m).filter { $0["shape"] as? String == "strokedPolyline" }
        #expect(check.count == 1)
        let c = rect(try #require(check.first))
        #expect(abs(c["x"]! + c["width"]! / 2 - 34) <= 0.5)
        #expect(abs(c["y"]! + c["height"]! / 2 - (10 + 42 + 21)) <= 0.5)
    }

    @Test func refusedInTheIOS18Design() {
        #expect(throws: PickerError.invalidOption(name: "open", value: "true",
                                                  expected: "false in the iOS 18 design (an open menu is drawn in the iOS 26 design only)")) {
            _ = try Self.flavor.scene()
        }
    }

    @Test func openIsReadAndWritten() throws {
        let spec = #"{"design": "ios26", "content": {"type": "menu", "title": "T", "options": ["a", "b"], "open": true}}"#
        let picture = try Picture(json: Array(spec.utf8))
        #expect(picture.specText.contains("\"open\""))
        #expect(try Picture(json: Array(picture.specText.utf8)).spec == picture.spec)
    }

    @Test(arguments: [Appearance.light, .dark])
    func openSnapshot(_ appearance: Appearance) throws {
        Snapshot.verify(Self.flavor, as: .picker(options: RenderOptions(appearance: appearance, design: .ios26)),
                            named: "ios26-menu-open-\(appearance.rawValue)", suite: "ListRowSnapshots")
    }
}
