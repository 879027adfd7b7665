// Navigation rows (NavigationLink in a List) and section headers, against iOS 26.4's List at @3x
// (docs/architecture.md §24), through the scene dump: the disclosure chevron's box ends 18.33 pt
// from the card's edge and is centred on the row, the value's frame ends 12.4 pt before it, the
// chevron is tertiary and flips right to left; a header is sentence case, 17-pt semibold, 9.5 pt
// over its card and 27 pt under the card before it (35 without a header), uppercase footnote 7
// pt over the card in iOS 18; the spec reads and writes both; references light and dark.

import Testing
import PickerRender
import PickerRenderTesting

@Suite struct ListNavigationRowTests {
    typealias Dict = [String: Any]
    static let ios26 = RenderOptions(design: .ios26)
    static let gestures = InsetGroupedList([
        ListSection([.navigationLink(title: "Shake", value: "None")]),
        ListSection([.navigationLink(title: "Using one finger", value: "None"),
                     .navigationLink(title: "Using two fingers", value: "Go to next page"),
                     .navigationLink(title: "Acknowledgements", value: nil)], header: "Swipe left"),
    ])

    func dump(_ list: InsetGroupedList = gestures, _ o: RenderOptions) throws -> [Dict] {
        SceneJSON.allNodes(try SceneJSON.parse(list.sceneJSON(width: 390, options: o)))
    }
    func children(_ d: Dict) -> [Dict] { d["children"] as? [Dict] ?? [] }
    func rect(_ d: Dict, _ key: String = "rect") -> [String: Double] { d[key] as? [String: Double] ?? [:] }
    /// A row's layer, its chevron's stroke points and its texts.
    func row(_ nodes: [Dict], _ title: String) throws -> (layer: Dict, chevron: [[Double]], texts: [String: Dict]) {
        let layer = try #require(nodes.first { $0["kind"] as? String == "layer" && $0["name"] as? String == "row \(title)" })
        let stroke = try #require(children(layer).first { $0["shape"] as? String == "strokedPolyline" })
        var texts: [String: Dict] = [:]
        for c in children(layer) where c["kind"] as? String == "text" { texts[c["string"] as! String] = c }
        return (layer, stroke["points"] as? [[Double]] ?? [], texts)
    }

    @Test func theChevronEnds18PointsFromTheCardAndTheValue12PointsBeforeIt() throws {
        let nodes = try dump(Self.gestures, Self.ios26)
        for title in ["Shake", "Using one finger", "Using two fingers"] {
            let (layer, chevron, texts) = try row(nodes, title)
            let width = rect(layer, "bounds")["width"]!
            #expect(width == 358)
            // Centrelines: two arms meeting at the right, inset half the 1.75-pt stroke in a
            // 6.67 x 11.33 box whose right edge is 18.33 pt from the card's.
            let xs = chevron.map { $0[0] }, ys = chevron.map { $0[1] }
            #expect(chevron.count == 3)
            #expect(abs(xs.max()! + 1.75 / 2 - (width - 16 - 7.0 / 3)) <= 1.0 / 3, "\(chevron)")
            #expect(abs(xs.max()! - xs.min()! - (6.67 - 1.75)) < 1e-6 && abs(ys.max()! - ys.min()! - (11.33 - 1.75)) < 1e-6)
            #expect(abs((ys.max()! + ys.min()!) / 2 - 25.5) <= 0.5, "centred on the 51-pt row")
            let value = texts.values.first { $0["string"] as? String != title }!
            let f = rect(value, "frame")
            #expect(abs(f["x"]! + f["width"]! + 12.4 - (xs.min()! - 1.75 / 2)) <= 1.0 / 3, "\(f)")
        }
        // Tertiary (60,60,67 at 0.3) where the value is secondary.
        let stroke = try #require(children(try row(nodes, "Shake").layer).first { $0["shape"] as? String == "strokedPolyline" })
        #expect((stroke["color"] as? String)?.uppercased() == "#3C3C434D")
    }

    @Test func aRowWithoutAValueStillEndsInItsChevron() throws {
        let (layer, chevron, texts) = try row(try dump(Self.gestures, Self.ios26), "Acknowledgements")
        #expect(texts["Acknowledgements"] != nil && chevron.count == 3)
        #expect(abs(chevron.map { $0[0] }.max()! + 1.75 / 2 - (rect(layer, "bounds")["width"]! - 16 - 7.0 / 3)) <= 1.0 / 3)
    }

    @Test func rightToLeftTheChevronPointsLeftAtTheLeft() throws {
        var o = Self.ios26
        o.layoutDirection = .rightToLeft
        let (_, chevron, _) = try row(try dump(Self.gestures, o), "Shake")
        // The apex (the middle point) is the leftmost, 18.33 pt from the card's left edge.
        #expect(chevron[1][0] < chevron[0][0] && chevron[1][0] < chevron[2][0], "\(chevron)")
        #expect(abs(chevron[1][0] - 1.75 / 2 - (16 + 7.0 / 3)) <= 1.0 / 3, "\(chevron)")
    }

    @Test func theHeaderIsSentenceCase9PointsOverItsCard() throws {
        let nodes = try dump(Self.gestures, Self.ios26)
        let header = try #require(nodes.first { $0["string"] as? String == "Swipe left" })
        #expect(header["pointSize"] as? Double == 17)
        #expect((header["color"] as? String)?.uppercased() == "#3C3C4399")
        let cards = nodes.filter { $0["kind"] as? String == "layer" && $0["name"] as? String == "list section" }
        let cardTop = (cards[1]["quad"] as! [[Double]]).map { $0[1] }.min()!, firstBottom = (cards[0]["quad"] as! [[Double]]).map { $0[1] }.max()!
        let f = rect(header, "frame")
        #expect(abs(cardTop - (f["y"]! + f["height"]!) - 9.5) <= 1.0 / 3, "\(f) over \(cardTop)")
        #expect(abs(f["y"]! - firstBottom - 27) <= 1.0 / 3, "\(f) under \(firstBottom)")
        // Measured: the header's baseline 13.67 pt above the card, its text 16 pt into it.
        let origin = rect(header, "origin")
        #expect(abs(cardTop - origin["y"]! - 13.67) <= 0.5 && f["x"] == 32, "\(origin)")
    }

    @Test func iOS18UppercasesTheHeaderInFootnote() throws {
        let nodes = try dump(Self.gestures, RenderOptions())
        let header = try #require(nodes.first { $0["string"] as? String == "SWIPE LEFT" })
        #expect(header["pointSize"] as? Double == 13)
        let cards = nodes.filter { $0["kind"] as? String == "layer" && $0["name"] as? String == "list section" }
        let cardTop = (cards[1]["quad"] as! [[Double]]).map { $0[1] }.min()!, firstBottom = (cards[0]["quad"] as! [[Double]]).map { $0[1] }.max()!
        let f = rect(header, "frame")
        #expect(abs(cardTop - (f["y"]! + f["height"]!) - 7) <= 1.0 / 3 && abs(f["y"]! - firstBottom - 35) <= 1.0 / 3, "\(f)")
    }

    @Test func theSpecReadsAndWritesHeadersAndNavigationRows() throws {
        let json = #"{"content": {"type": "list", "sections": [{"header": "Swipe left", "rows": [{"title": "Shake", "value": "None", "navigationLink": true}, {"title": "About", "navigationLink": true}]}]}}"#
        let p = try Picture(json: Array(json.utf8))
        let back = try Picture(json: Array(p.specText.utf8))
        #expect(back == p)
        #expect(p.specText.contains(#""header":"Swipe left""#) || p.specText.contains(#""header": "Swipe left""#))
        let bad = #"{"content": {"type": "list", "sections": [{"rows": [{"title": "A", "options": ["x"], "navigationLink": true}]}]}}"#
        #expect { try Picture(json: Array(bad.utf8)) } throws: { "\($0)".contains("sections[0].rows[0].options") }
    }

    /// docs/specs.md's list example reads and draws its header and navigation rows.
    @Test func theDocumentedListDraws() throws {
        let blocks = try Documentation.codeBlocks("json", inSection: "## Lists", of: "docs/specs.md")
        #expect(blocks.count == 1)
        let p = try Picture(json: Array(try #require(blocks.first).utf8))
        let nodes = SceneJSON.allNodes(try SceneJSON.parse(try p.sceneJSON()))
        #expect(nodes.contains { $0["string"] as? String == "Swipe left" })
        #expect(nodes.contains { $0["name"] as? String == "row Shake" })
    }

    @Test(arguments: [Appearance.light, .dark])
    func gesturesSnapshot(_ appearance: Appearance) throws {
        Snapshot.verify(Self.gestures, as: .picker(width: 390, options: RenderOptions(appearance: appearance, design: .ios26)),
                            named: "ios26-navigation-rows-\(appearance.rawValue)", suite: "ListRowSnapshots")
    }

    @Test(arguments: [Appearance.light, .dark])
    func inlineSnapshot(_ appearance: Appearance) throws {
        let inline = InlinePicker("Flavor", selection: "Vanilla", options: ["Chocolate", "Vanilla", "Strawberry"])
        Snapshot.verify(inline, as: .picker(options: RenderOptions(appearance: appearance, design: .ios26)),
                            named: "ios26-inline-\(appearance.rawValue)", suite: "InlinePickerSnapshots")
    }
}
