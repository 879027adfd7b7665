// The inset grouped list in the iOS 26 design, against the numbers measured on an iOS 26
// SwiftUI List at @3x (docs/architecture.md §24): 51-pt rows with their text centred, cards
// with 26-pt circular corners (a one-row card a capsule), 1-pt separators of 232 inset 16 pt
// on both sides; the iOS 18 list is unchanged by default; references light and dark.

import Testing
import PickerRender
import PickerRenderTesting

@Suite struct ListCapsuleTests {
    typealias Dict = [String: Any]
    static let ios26 = RenderOptions(design: .ios26)
    static let gestures = InsetGroupedList([
        ListSection([.value(title: "Shake", value: "None")]),
        ListSection([.value(title: "Using one finger", value: "None"), .value(title: "Using two fingers", value: "Go to next page"),
                     .picker(MenuPickerRow("Using three fingers", selection: "Previous server", options: ["Previous server", "None"]))]),
    ])

    func sections(_ options: RenderOptions) throws -> [Dict] {
        let root = try SceneJSON.parse(Self.gestures.sceneJSON(width: 390, options: options))
        return SceneJSON.allNodes(root).filter { $0["kind"] as? String == "layer" && $0["name"] as? String == "list section" }
    }
    func children(_ d: Dict) -> [Dict] { d["children"] as? [Dict] ?? [] }
    func rect(_ d: Dict, _ key: String = "rect") -> [String: Double] { d[key] as? [String: Double] ?? [:] }

    @Test func cardsRowsAndSeparators() throws {
        let s = try sections(Self.ios26)
        #expect(s.count == 2)
        // A one-row card: 358 x 51, its 26-pt radius clamped to half its height (a capsule).
        let shake = try #require(children(s[0]).first)
        #expect(shake["shape"] as? String == "roundedRect")
        #expect(rect(shake) == ["x": 0, "y": 0, "width": 358, "height": 51])
        #expect(shake["cornerRadius"] as? Double == 25.5)
        // Three rows: 153 pt, corners 26, rows at 0, 51, 102.
        let card = try #require(children(s[1]).first)
        #expect(rect(card) == ["x": 0, "y": 0, "width": 358, "height": 153])
        #expect(card["cornerRadius"] as? Double == 26)
        let rows = children(s[1]).filter { $0["kind"] as? String == "layer" }
        #expect(rows.map { ($0["transform"] as? [Double])?[5] } == [0, 51, 102])
        // Separators: the last pt of the upper row, 16 pt in from both sides, 232 grey.
        let seps = children(s[1]).filter { $0["shape"] as? String == "rect" }
        #expect(seps.map { rect($0) } == [["x": 16, "y": 50, "width": 326, "height": 1], ["x": 16, "y": 101, "width": 326, "height": 1]])
        #expect(seps.allSatisfy { $0["color"] as? String == "#E8E8E8" })
    }

    @Test func textCentredOnTheRow() throws {
        let row = try #require(children(try sections(Self.ios26)[1]).first { $0["kind"] as? String == "layer" })
        let title = try #require(children(row).first { $0["string"] as? String == "Using one finger" })
        let f = rect(title, "frame")
        #expect(f["x"] == 16)
        #expect(abs(f["y"]! + f["height"]! / 2 - 25.5) <= 1.0 / 3)
    }

    @Test func iOS18StaysTheDefault() throws {
        let s = try sections(RenderOptions())
        let card = try #require(children(s[1]).first)
        #expect(card["shape"] as? String == "continuousRoundedRect" && card["cornerRadius"] as? Double == 10)
        #expect(rect(card)["height"] == 132)
    }

    @Test(arguments: [Appearance.light, .dark])
    func gesturesSnapshot(_ appearance: Appearance) throws {
        Snapshot.verify(Self.gestures, as: .picker(width: 390, options: RenderOptions(appearance: appearance, design: .ios26)),
                            named: "ios26-list-\(appearance.rawValue)", suite: "ListRowSnapshots")
    }
}
