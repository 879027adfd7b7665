// The inline-style picker (InlinePicker), added by following docs/your-own-picker.md: its
// geometry as numbers through the scene dump, its input rules, its spec, and its pixels
// against Snapshots/InlinePickerSnapshots/ (looked at beside iOS 18 Settings-style lists).

import Foundation
import Testing
import PickerRender
import PickerRenderTesting

@Suite struct InlinePickerSceneTests {
    static let flavors = ["Chocolate", "Vanilla", "Strawberry"]
    static let picker = InlinePicker("Flavor", selection: "Vanilla", options: flavors)

    /// Layers named "option ..." (rows) and the card's strokes.
    static func rows(_ options: RenderOptions = RenderOptions()) throws -> [DumpedLayer] {
        SceneJSON.layers(try SceneJSON.parse(try picker.sceneJSON(options: options))).filter { $0.name.hasPrefix("option ") }
    }

    @Test func oneRowPerOptionStackedAt44Points() throws {
        let rows = try Self.rows()
        #expect(rows.map(\.name) == Self.flavors.map { "option \($0)" })
        let tops = rows.map { $0.quad[0].1 }
        for (a, b) in zip(tops, tops.dropFirst()) { #expect(abs(b - a - 44) < 1e-9) }
        // Rows span the card (in its space), which is 370 wide: 16 pt in from both sides of 402.
        for r in rows { #expect(r.quad[0].0 == 0 && abs(r.quad[1].0 - 370) < 1e-9) }
    }

    @Test func onlyTheSelectionCarriesTheCheckmarkInTheTint() throws {
        for appearance in [Appearance.light, .dark] {
            let rows = try Self.rows(RenderOptions(appearance: appearance))
            let strokes = rows.map { $0.children.filter { $0["kind"] as? String == "shape" } }
            #expect(strokes.map(\.count) == [0, 1, 0])
            let check = try #require(strokes[1].first)
            #expect(check["color"] as? String == SemanticColor.blue.resolved(appearance).hexString)
            // The glyph's box ends 16 pt before the card's trailing edge (370 wide) and is
            // centred on the 44-pt row; the stroke's bounds are the centreline's grown by half
            // the stroke.
            let rect = try #require(check["rect"] as? [String: Double])
            let mark = SymbolGlyph.checkmark(pointSize: 17)
            let boxX = (370 - 16 - mark.size.width) * 3, boxY = (44 - mark.size.height) / 2 * 3
            let xs = mark.centrelines[0].map(\.x), ys = mark.centrelines[0].map(\.y)
            #expect(abs(rect["x"]! - ((boxX.rounded() / 3) + xs.min()! - mark.lineWidth / 2)) < 1e-6)
            #expect(abs(rect["x"]! + rect["width"]! - ((boxX.rounded() / 3) + xs.max()! + mark.lineWidth / 2)) < 1e-6)
            #expect(abs(rect["y"]! - ((boxY.rounded() / 3) + ys.min()! - mark.lineWidth / 2)) < 1e-6)
        }
    }

    @Test func headerIsUppercasedAboveTheCard() throws {
        let root = try SceneJSON.parse(try Self.picker.sceneJSON())
        var texts: [[String: Any]] = []
        func walk(_ n: [String: Any]) {
            if n["kind"] as? String == "text" { texts.append(n) }
            for c in n["children"] as? [[String: Any]] ?? [] { walk(c) }
        }
        walk(root)
        let header = try #require(texts.first { $0["string"] as? String == "FLAVOR" })
        let frame = try #require(header["frame"] as? [String: Double])
        let card = try #require(SceneJSON.layers(root).first { $0.name == "inline Flavor" })
        #expect(abs(frame["x"]! - 32) < 1e-9, "16 pt into the card, which is 16 pt in")
        #expect(abs(card.quad[0].1 - (frame["y"]! + frame["height"]! + 7)) < 0.5, "7 pt above the card")
    }

    @Test func rowsGrowWithDynamicType() throws {
        let large = try Self.rows(), ax3 = try Self.rows(RenderOptions(dynamicType: .accessibility3))
        #expect(ax3[1].quad[0].1 - ax3[0].quad[0].1 > large[1].quad[0].1 - large[0].quad[0].1 + 20)
    }

    @Test func accessibilityMarksTheSelectedOption() throws {
        let report = try Self.picker.accessibilityReport()
        #expect(report.elements.map(\.label) == Self.flavors)
        #expect(report.elements.map { $0.traits.contains("selected") } == [false, true, false])
    }

    @Test func badInputNamesTheField() {
        #expect(throws: PickerError.noValues) { _ = try InlinePicker("T", selection: "a", options: []).scene() }
        #expect(throws: PickerError.duplicateValue("a")) { _ = try InlinePicker("T", selection: "a", options: ["a", "a"]).scene() }
        #expect(throws: PickerError.selectionNotFound("c", among: ["a"])) { _ = try InlinePicker("T", selection: "c", options: ["a"]).scene() }
        #expect(throws: PickerError.invalidWidth("20")) { _ = try Self.picker.scene(width: 20) }
    }

    @Test func specRoundTrips() throws {
        let p = Self.picker.picture(options: RenderOptions(appearance: .dark))
        #expect(try Picture(json: Array(p.specText.utf8)) == p)
    }
}

@Suite struct InlinePickerSnapshots {
    @Test(arguments: [Appearance.light, .dark])
    func flavor(_ appearance: Appearance) throws {
        Snapshot.verify(InlinePickerSceneTests.picker, as: .picker(options: RenderOptions(appearance: appearance)),
                            named: "flavor-\(appearance.rawValue)", suite: "InlinePickerSnapshots")
    }

    @Test func flavorAX3() throws {
        Snapshot.verify(InlinePickerSceneTests.picker, as: .picker(options: RenderOptions(dynamicType: .accessibility3)),
                            named: "flavor-ax3", suite: "InlinePickerSnapshots")
    }
}
