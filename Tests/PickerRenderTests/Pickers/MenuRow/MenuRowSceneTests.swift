// The list-row menu picker pinned through the scene dump: row frames and heights (with Dynamic
// Type), text positions, the up-down chevron's geometry, separators, the accessibility
// element, and bad input.

import Foundation
import Testing
import PickerRender
import PickerRenderScene
import PickerRenderText

@Suite struct MenuRowSceneTests {
    static let flavors = ["Chocolate", "Vanilla", "Strawberry"]
    static let plain = MenuPickerRow("Flavor", selection: "Chocolate", options: flavors)
    static let subtitled = MenuPickerRow("Flavor", selection: "Chocolate", options: flavors, subtitle: "Choose your favorite flavor")

    typealias Dict = [String: Any]

    func children(_ d: Dict) -> [Dict] { d["children"] as? [Dict] ?? [] }
    func rect(_ d: Dict, _ key: String = "rect") -> (x: Double, y: Double, w: Double, h: Double) {
        let r = d[key] as? [String: Double] ?? [:]
        return (r["x"] ?? .nan, r["y"] ?? .nan, r["width"] ?? .nan, r["height"] ?? .nan)
    }
    func texts(_ row: Dict) -> [String: Dict] {
        Dictionary(children(row).filter { $0["kind"] as? String == "text" }.map { ($0["string"] as! String, $0) }, uniquingKeysWith: { a, _ in a })
    }
    func strokes(_ row: Dict) -> [Dict] { children(row).filter { $0["shape"] as? String == "strokedPolyline" } }
    func points(_ d: Dict) -> [[Double]] { d["points"] as? [[Double]] ?? [] }

    /// The section layer and its row layers, from a dump.
    func section(_ json: String) throws -> (section: Dict, rows: [Dict]) {
        let root = try SceneJSON.parse(json)
        let section = try #require(SceneJSON.layerDict(root, named: "list section"))
        return (section, children(section).filter { $0["kind"] as? String == "layer" })
    }

    @Test func plainRowFrames() throws {
        let (section, rows) = try section(Self.plain.sceneJSON())
        // The card: 16 pt in from each side of 402, 16 pt down, 44 tall, radius 10.
        #expect(section["transform"] as? [Double] == [1, 0, 16, 0, 1, 16, 0, 0, 1])
        let card = try #require(children(section).first)
        #expect(card["shape"] as? String == "continuousRoundedRect" && card["cornerRadius"] as? Double == 10)
        #expect(card["color"] as? String == "#FFFFFF")
        #expect(rect(card) == (0, 0, 370, 44))
        #expect(rows.count == 1)
        let row = rows[0]
        #expect(row["name"] as? String == "row Flavor")
        #expect(rect(row, "bounds") == (0, 0, 370, 44))
    }

    @Test func textPositions() throws {
        let row = try section(Self.plain.sceneJSON()).rows[0]
        let t = texts(row)
        let title = try #require(t["Flavor"]), value = try #require(t["Chocolate"])
        let tf = rect(title, "frame"), vf = rect(value, "frame")
        #expect(tf.x == 16, "title at the leading inset")
        #expect(title["pointSize"] as? Double == 17 && value["pointSize"] as? Double == 17)
        #expect(title["color"] as? String == "#000000")
        #expect(value["color"] as? String == "#3C3C4399", "value in secondary")
        // Both centred on the 44-pt row, to the pixel grid.
        #expect(abs(tf.y + tf.h / 2 - 22) <= 1.0 / 3 && abs(vf.y + vf.h / 2 - 22) <= 1.0 / 3)
        // Value, 5 pt, the 9-pt chevron, 16 pt of inset: ends at 354 (to the grid).
        #expect(abs(vf.x + vf.w + 5 + 9 - 354) <= 1.0 / 3 + 1e-9)
    }

    @Test func chevronGeometry() throws {
        let row = try section(Self.plain.sceneJSON()).rows[0]
        let value = try #require(texts(row)["Chocolate"])
        let vf = rect(value, "frame")
        let s = strokes(row)
        #expect(s.count == 2, "an up and a down chevron")
        let up = points(s[0]), down = points(s[1])
        #expect(up.count == 3 && down.count == 3)
        for st in s {
            #expect(st["lineWidth"] as? Double == 1.6)
            #expect(st["color"] as? String == "#3C3C4399")
        }
        // Box: 9 x 13 at 17 pt, starting 5 pt after the value's frame (on the grid).
        let x0 = up[0][0] - 0.8
        #expect(abs(x0 - (vf.x + vf.w + 5)) <= 1.0 / 3)
        #expect(abs(up[2][0] + 0.8 - (x0 + 9)) < 1e-9)
        let top = up[1][1] - 0.8, bottom = down[1][1] + 0.8
        #expect(abs(bottom - top - 13) < 1e-9)
        // Up apex on top, arms down; the down chevron mirrors it about the box's middle.
        #expect(up[1][1] < up[0][1] && up[0][1] == up[2][1])
        #expect(down[1][1] > down[0][1])
        for (a, b) in zip(up, down) { #expect(a[0] == b[0] && abs((a[1] + b[1]) / 2 - (top + 6.5)) < 1e-9) }
        #expect(abs(up[1][0] - (x0 + 4.5)) < 1e-9, "apexes centred in the box")
        // 3 pt clear between the two strokes.
        #expect(abs((down[0][1] - 0.8) - (up[0][1] + 0.8) - 3) < 1e-9)
        // Centred on the value's cap height (baseline - 0.705 em / 2), within a pixel.
        let baseline = try #require((value["origin"] as? [String: Double])?["y"])
        #expect(abs((top + 6.5) - (baseline - 0.705 * 17 / 2)) <= 1.0 / 3)
    }

    @Test func subtitleRow() throws {
        let (section, rows) = try section(Self.subtitled.sceneJSON())
        // 11 + 20.33 (body line) + 3 + 18 (subheadline line) + 11.
        let h = 11 + 61.0 / 3 + 3 + 18 + 11
        #expect(abs(rect(rows[0], "bounds").h - h) < 1e-9)
        #expect(abs(rect(try #require(children(section).first)).h - h) < 1e-9)
        let t = texts(rows[0])
        let title = try #require(t["Flavor"]), sub = try #require(t["Choose your favorite flavor"])
        #expect(sub["pointSize"] as? Double == 15)
        #expect(sub["color"] as? String == "#3C3C4399")
        let tf = rect(title, "frame"), sf = rect(sub, "frame")
        #expect(sf.x == 16 && abs(sf.y - (tf.y + tf.h + 3)) <= 1.0 / 3)
        #expect(abs(tf.y - 11) <= 1.0 / 3, "the label block fills the row less its padding")
        // The value and chevron stay centred on the whole row.
        let vf = rect(try #require(t["Chocolate"]), "frame")
        #expect(abs(vf.y + vf.h / 2 - h / 2) <= 1.0 / 3)
    }

    @Test(arguments: [Appearance.light, .dark])
    func separatorBetweenRowsOnly(_ appearance: Appearance) throws {
        let list = ListSection([.picker(Self.plain), .value(title: "Suggested Topping", value: "Nuts")])
        let (section, rows) = try section(InsetGroupedList([list]).sceneJSON(options: RenderOptions(appearance: appearance)))
        #expect(rows.map { $0["name"] as? String } == ["row Flavor", "row Suggested Topping"])
        #expect(rows[1]["transform"] as? [Double] == [1, 0, 0, 0, 1, 44, 0, 0, 1])
        let seps = children(section).filter { $0["shape"] as? String == "rect" }
        #expect(seps.count == 1)
        let r = rect(seps[0])
        #expect(r.x == 16 && r.w == 354 && abs(r.h - 1.0 / 3) < 1e-12 && abs(r.y - (44 - 1.0 / 3)) < 1e-12)
        // UIColor.separator: 60,60,67 @ 0.29 (74) light; 84,84,88 @ 0.6 (153) dark.
        #expect(seps[0]["color"] as? String == (appearance == .light ? "#3C3C434A" : "#54545899"))
        // The value row: no chevron, value flush with the trailing inset.
        let nuts = rect(try #require(texts(rows[1])["Nuts"]), "frame")
        #expect(strokes(rows[1]).isEmpty)
        #expect(abs(nuts.x + nuts.w - 354) <= 1.0 / 3)
    }

    @Test func accessibilityElement() throws {
        let row = try section(Self.subtitled.sceneJSON()).rows[0]
        let a = try #require(row["accessibility"] as? Dict)
        #expect(a["label"] as? String == "Flavor")
        #expect(a["value"] as? String == "Chocolate")
        #expect(a["traits"] as? [String] == ["button"])
        #expect(a["visibleLabel"] as? String == "Flavor")
        #expect(a["options"] as? [String] == Self.flavors)
    }

    /// Rows grow with body text: max(44, line + 22) side by side; stacked (value under the
    /// title) at the accessibility sizes.
    @Test(arguments: zip(DynamicTypeSize.allCases, [14.0, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]))
    func rowsGrowWithBodyText(size: DynamicTypeSize, body: Double) throws {
        let (_, rows) = try section(Self.plain.sceneJSON(options: RenderOptions(dynamicType: size)))
        let line = (1.19336 * body * 3 - 1e-9).rounded(.up) / 3
        let stacked = size.isAccessibilitySize
        let want = max(44, stacked ? line + 3 + line + 22 : line + 22)
        #expect(abs(rect(rows[0], "bounds").h - want) < 1e-9)
        let t = texts(rows[0])
        let tf = rect(try #require(t["Flavor"]), "frame"), vf = rect(try #require(t["Chocolate"]), "frame")
        #expect(t["Chocolate"]?["pointSize"] as? Double == body)
        if stacked {
            #expect(vf.x == 16 && abs(vf.y - (tf.y + tf.h + 3)) <= 1.0 / 3)
        } else {
            #expect(abs(tf.y - vf.y) <= 1.0 / 3 && vf.x > tf.x + tf.w)
        }
        // The chevron scales with the text: 13 pt tall at 17 pt.
        let up = points(strokes(rows[0])[0]), down = points(strokes(rows[0])[1])
        let lw = body / 17 * 1.6
        #expect(abs((down[1][1] + lw / 2) - (up[1][1] - lw / 2) - 13 * body / 17) < 1e-9)
    }

    @Test func longValueTruncatesBeforeTheTitle() throws {
        let row = MenuPickerRow("Flavor", selection: "Chocolate Chip Cookie Dough Fudge Swirl Deluxe",
                                options: ["Chocolate Chip Cookie Dough Fudge Swirl Deluxe"])
        let (_, rows) = try section(row.sceneJSON())
        let t = children(rows[0]).filter { $0["kind"] as? String == "text" }
        let title = try #require(t.first { $0["string"] as? String == "Flavor" })
        let value = try #require(t.first { ($0["string"] as? String)?.hasPrefix("Chocolate") == true })
        #expect(title["truncated"] as? Bool == false)
        #expect(value["truncated"] as? Bool == true)
        let tf = rect(title, "frame"), vf = rect(value, "frame")
        #expect(vf.x >= tf.x + tf.w + 8 - 1.0 / 3, "the value keeps clear of the title")
        let up = points(strokes(rows[0])[0])
        #expect(up[2][0] + 0.8 <= 354 + 1.0 / 3, "the chevron stays inside the inset")
    }

    @Test func badInput() {
        #expect(throws: PickerError.invalidOption(name: "options", value: "", expected: "a list of at least one option")) {
            _ = try MenuPickerRow("Flavor", selection: "x", options: []).scene()
        }
        #expect(throws: PickerError.invalidOption(name: "options", value: "a", expected: "unique (it appears twice)")) {
            _ = try MenuPickerRow("Flavor", selection: "a", options: ["a", "b", "a"]).scene()
        }
        #expect(throws: PickerError.invalidOption(name: "selection", value: "Mint", expected: "one of the options")) {
            _ = try MenuPickerRow("Flavor", selection: "Mint", options: Self.flavors).scene()
        }
        #expect(throws: PickerError.invalidWidth("20")) { _ = try Self.plain.scene(width: 20) }
        #expect(throws: PickerError.self) { _ = try InsetGroupedList([ListSection([])]).scene() }
        #expect(throws: PickerError.self) { _ = try InsetGroupedList([]).scene() }
    }

    @Test func menuDemoSections() throws {
        let root = try SceneJSON.parse(SceneDump.json(Gallery.scene(demo: "menu")))
        let sections = SceneJSON.layers(root).filter { $0.name == "list section" }
        let subtitled: Double = 11 + 61.0 / 3 + 3 + 18 + 11
        let tops: [Double] = [97, 97 + 44 + 35, 97 + 44 + 35 + subtitled + 35]
        let got: [Double] = sections.map { $0.quad[0].1 }
        #expect(got.count == 3)
        for (g, w) in zip(got, tops) { #expect(abs(g - w) < 1e-9, "section top \(g) vs \(w)") }
        #expect(sections.allSatisfy { $0.quad[0].0 == 16 && $0.quad[1].0 == 386 })
        let rows = SceneJSON.layers(root).filter { $0.name.hasPrefix("row ") }.map(\.name)
        #expect(rows == ["row Flavor", "row Flavor", "row Flavor", "row Suggested Topping"])
    }
}
