// Multi-line text where SwiftUI wraps: list-row titles and subtitles, inline
// options and the weight picker's caption, pinned through the scene dump: line counts, breaks
// at spaces, line pitch, row heights that grow with the lines (and with a narrower width),
// line limits that end in "…", leading alignment that mirrors right to left, and the
// one-line case unchanged. Line boxes are docs/architecture.md §5's ceil_to_pixel(1.19336 em) at
// @3x.

import Foundation
import Testing
import PickerRender
import PickerRenderLayout
import PickerRenderScene
import PickerRenderText

@Suite struct WrappingSceneTests {
    typealias Dict = [String: Any]

    static let flavors = ["Chocolate", "Vanilla", "Strawberry"]
    static let longSubtitle = "Pick the flavor you would like us to scoop first"
    static let ax3 = RenderOptions(dynamicType: .accessibility3)

    /// ceil_to_pixel(1.19336 em) at @3x (docs/architecture.md §5), computed here independently of
    /// TextLine.
    static func lineBox(_ size: Double) -> Double { (1.19336 * size * 3 - 1e-9).rounded(.up) / 3 }

    func children(_ d: Dict) -> [Dict] { d["children"] as? [Dict] ?? [] }
    func frame(_ d: Dict) -> (x: Double, y: Double, w: Double, h: Double) {
        let r = d["frame"] as? [String: Double] ?? [:]
        return (r["x"] ?? .nan, r["y"] ?? .nan, r["width"] ?? .nan, r["height"] ?? .nan)
    }
    func height(_ layer: Dict) -> Double { (layer["bounds"] as? [String: Double])?["height"] ?? .nan }

    /// Text nodes anywhere under `node`, in drawing order.
    func texts(_ node: Dict) -> [Dict] {
        (node["kind"] as? String == "text" ? [node] : []) + children(node).flatMap(texts)
    }

    /// The first row layer of a menu row's dump.
    func row(_ p: MenuPickerRow, width: Double? = nil, options: RenderOptions = RenderOptions()) throws -> Dict {
        let root = try SceneJSON.parse(p.sceneJSON(width: width, options: options))
        let section = try #require(SceneJSON.layerDict(root, named: "list section"))
        return try #require(children(section).first { $0["kind"] as? String == "layer" })
    }

    func lines(_ row: Dict, pointSize: Double) -> [Dict] {
        texts(row).filter { $0["pointSize"] as? Double == pointSize }
    }

    // MARK: menu rows

    /// At AX3 the value sits under the label, and a subtitle too long for the 338-pt text
    /// width wraps at spaces onto lines one line box apart; the row grows by a box per line.
    @Test func subtitleWrapsAtSpacesAtAX3() throws {
        let p = MenuPickerRow("Flavor", selection: "Chocolate", options: Self.flavors, subtitle: Self.longSubtitle)
        let row = try row(p, options: Self.ax3)
        let sub = lines(row, pointSize: 36)   // subheadline at AX3
        #expect(sub.count >= 2, "the subtitle wraps")
        let strings = sub.compactMap { $0["string"] as? String }
        #expect(strings.joined(separator: " ") == Self.longSubtitle, "lines break at spaces, no word split: \(strings)")
        #expect(strings.allSatisfy { !$0.hasPrefix(" ") && !$0.hasSuffix(" ") })
        #expect(sub.allSatisfy { $0["truncated"] as? Bool == false })
        let box = Self.lineBox(36), body = Self.lineBox(40)
        let frames = sub.map(frame)
        for f in frames {
            #expect(f.x == 16, "leading-aligned at the inset")
            #expect(f.x + f.w <= 16 + 338 + 1e-9, "inside the content width")
            #expect(abs(f.h - box) < 1e-9)
        }
        for (a, b) in zip(frames, frames.dropFirst()) { #expect(abs(b.y - a.y - box) < 1e-9, "one line box apart") }
        // 11 + title + 3 + subtitle lines + 3 + value line (taller than the chevron) + 11.
        let want = 11 + body + 3 + Double(sub.count) * box + 3 + body + 11
        #expect(abs(height(row) - want) < 1e-9, "row \(height(row)) vs \(want)")
        // The value follows the last subtitle line, 3 pt under it.
        let value = try #require(texts(row).first { $0["string"] as? String == "Chocolate" })
        #expect(abs(frame(value).y - (frames.last!.y + box + 3)) <= 1.0 / 3)
    }

    /// Right to left the row is mirrored: the wrapped subtitle's lines sit flush right at the
    /// trailing inset (leading, right to left), with the same breaks and row height.
    @Test func wrappedSubtitleMirrorsRightToLeft() throws {
        let p = MenuPickerRow("Flavor", selection: "Chocolate", options: Self.flavors, subtitle: Self.longSubtitle)
        var options = Self.ax3
        options.layoutDirection = .rightToLeft
        let ltr = lines(try row(p, options: Self.ax3), pointSize: 36)
        let rtlRow = try row(p, options: options)
        let rtl = lines(rtlRow, pointSize: 36)
        #expect(rtl.count >= 2 && rtl.count == ltr.count)
        #expect(rtl.compactMap { $0["string"] as? String } == ltr.compactMap { $0["string"] as? String })
        for f in rtl.map(frame) { #expect(abs(f.x + f.w - (370 - 16)) <= 1.0 / 3, "flush right at the inset") }
        #expect(height(rtlRow) == height(try row(p, options: Self.ax3)))
    }

    /// A user's face for subheadline reaches every wrapped line, as it reaches a single one.
    @Test func wrappedLinesUseTheUsersFace() throws {
        let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        let p = MenuPickerRow("Flavor", selection: "Chocolate", options: Self.flavors, subtitle: Self.longSubtitle)
        var options = Self.ax3
        options.customFonts = CustomFonts().font(CustomFont(path: dejaVu), for: .subheadline)
        let sub = lines(try row(p, options: options), pointSize: 36)
        #expect(sub.count >= 2)
        #expect(sub.allSatisfy { ($0["face"] as? String)?.contains("DejaVuSans") == true }, "\(sub.map { $0["face"] ?? "" })")
    }

    /// Side by side (Large), a title too long for the room the value leaves wraps beside it;
    /// the value stays on one line, centred on the taller row.
    @Test func titleWrapsBesideTheValue() throws {
        let p = MenuPickerRow("Preferred flavor for the house special sundae", selection: "Chocolate", options: Self.flavors)
        let row = try row(p)
        let title = lines(row, pointSize: 17).filter { $0["string"] as? String != "Chocolate" }
        #expect(title.count >= 2)
        #expect(title.compactMap { $0["string"] as? String }.joined(separator: " ") == p.title)
        let value = frame(try #require(texts(row).first { $0["string"] as? String == "Chocolate" }))
        for t in title.map(frame) { #expect(t.x + t.w <= value.x - 8 + 1.0 / 3, "clear of the value") }
        let want = (Double(title.count) * Self.lineBox(17) + 22) * 3
        #expect(abs(height(row) - want.rounded(.up) / 3) < 1e-9)
        #expect(abs(value.y + value.h / 2 - height(row) / 2) <= 1.0 / 3)
    }

    /// The same row is taller in a narrower list, never shorter.
    @Test func narrowerListsGrowTheRow() throws {
        let p = MenuPickerRow("Flavor", selection: "Chocolate", options: Self.flavors, subtitle: Self.longSubtitle)
        let heights = try [402.0, 320, 240, 160].map { height(try row(p, width: $0, options: Self.ax3)) }
        for (a, b) in zip(heights, heights.dropFirst()) { #expect(b >= a) }
        #expect(heights.last! > heights.first!, "\(heights)")
    }

    /// A line limit keeps that many lines, the last ending in "…"; the row is as tall as them.
    @Test(arguments: [1, 2])
    func lineLimitTruncatesTheLastLine(_ limit: Int) throws {
        let p = MenuPickerRow("Flavor", selection: "Chocolate", options: Self.flavors, subtitle: Self.longSubtitle, lineLimit: limit)
        let row = try row(p, options: Self.ax3)
        let sub = lines(row, pointSize: 36)
        #expect(sub.count == limit)
        let last = try #require(sub.last)
        #expect(last["truncated"] as? Bool == true)
        // One line keeps the whole input as its string (as a single truncated line does);
        // of several, each carries what it draws, the last ending in "…".
        #expect(last["string"] as? String == (limit == 1 ? Self.longSubtitle : nil) ||
                (limit > 1 && (last["string"] as? String)?.hasSuffix("\u{2026}") == true))
        #expect(frame(last).x + frame(last).w <= 16 + 338 + 1e-9)
        let want = 11 + Self.lineBox(40) + 3 + Double(limit) * Self.lineBox(36) + 3 + Self.lineBox(40) + 11
        #expect(abs(height(row) - want) < 1e-9)
    }

    /// Text that fits stays one node carrying the whole string, on a 44-pt row.
    @Test func oneLineIsUnchanged() throws {
        let p = MenuPickerRow("Flavor", selection: "Chocolate", options: Self.flavors, subtitle: "Choose your favorite flavor")
        let row = try row(p)
        #expect(lines(row, pointSize: 15).compactMap { $0["string"] as? String } == ["Choose your favorite flavor"])
        #expect(abs(height(row) - (11 + Self.lineBox(17) + 3 + Self.lineBox(15) + 11)) < 1e-9)
    }

    @Test func badLineLimit() {
        #expect(throws: PickerError.invalidOption(name: "lineLimit", value: "0", expected: "a number of lines, at least 1")) {
            _ = try MenuPickerRow("Flavor", selection: "Chocolate", options: Self.flavors, lineLimit: 0).scene()
        }
    }

    @Test func lineLimitRoundTripsThroughTheSpec() throws {
        let p = MenuPickerRow("Flavor", selection: "Vanilla", options: Self.flavors, subtitle: "x", lineLimit: 2).picture()
        #expect(p.specText.contains("\"lineLimit\""))
        #expect(try Picture(json: Array(p.specText.utf8)) == p)
    }

    // MARK: inline options and the weight caption

    /// An inline option too long for its row wraps and its row grows; the checkmark stays
    /// centred on that row.
    @Test func inlineOptionWraps() throws {
        let long = "Chocolate chip cookie dough with fudge swirl and sprinkles"
        let picker = InlinePicker("Flavor", selection: long, options: [long, "Vanilla"])
        let rows = SceneJSON.layers(try SceneJSON.parse(picker.sceneJSON())).filter { $0.name.hasPrefix("option ") }
        #expect(rows.count == 2)
        let first = rows[0].children.filter { $0["kind"] as? String == "text" }
        #expect(first.count >= 2)
        #expect(first.compactMap { $0["string"] as? String }.joined(separator: " ") == long)
        let h0 = rows[0].quad[3].1 - rows[0].quad[0].1, h1 = rows[1].quad[3].1 - rows[1].quad[0].1
        #expect(abs(h0 - ((Double(first.count) * Self.lineBox(17) + 22) * 3).rounded(.up) / 3) < 1e-9)
        #expect(abs(h1 - 44) < 1e-9, "a one-line option keeps the 44-pt row")
        #expect(abs(rows[1].quad[0].1 - rows[0].quad[3].1) < 1e-9, "the next row starts under the taller one")
        let check = try #require(rows[0].children.first { $0["kind"] as? String == "shape" })
        let r = try #require(check["rect"] as? [String: Double])
        // The glyph's box is centred on the row (to the grid); the stroke's rect is the
        // centreline's bounds grown by half the stroke (see InlinePickerTests).
        let mark = SymbolGlyph.checkmark(pointSize: 17)
        let boxY = ((h0 - mark.size.height) / 2 * 3).rounded() / 3
        #expect(abs(r["y"]! - (boxY + mark.centrelines[0].map(\.y).min()! - mark.lineWidth / 2)) < 1e-6)
    }

    /// A long inline header (footnote, 33 pt at AX3) wraps above the card, leading-aligned at
    /// 16 pt in from the card, and the card moves down by the extra lines.
    @Test func inlineHeaderWraps() throws {
        let title = "Preferred flavor of the house special"
        func dump(_ t: String) throws -> Dict {
            try SceneJSON.parse(InlinePicker(t, selection: "Vanilla", options: Self.flavors).sceneJSON(options: Self.ax3))
        }
        let header = texts(try dump(title)).filter { $0["pointSize"] as? Double == 33 }
        #expect(header.count >= 2)
        #expect(header.compactMap { $0["string"] as? String }.joined(separator: " ") == title.uppercased())
        #expect(header.map(frame).allSatisfy { $0.x == 32 }, "16 pt in from the card, itself 16 pt in")
        let cardTop = { (d: Dict) in SceneJSON.layers(d).first { $0.name.hasPrefix("inline ") }?.quad[0].1 ?? .nan }
        let extra = cardTop(try dump(title)) - cardTop(try dump("Flavor"))
        #expect(abs(extra - Double(header.count - 1) * Self.lineBox(33)) < 1e-9)
    }

    /// At AX5 "Selected Weight: 150.0 lbs" (headline, 53 pt) wraps in the 370-pt column; the
    /// block is centred as the VStack centres it, its lines leading-aligned, and right to left
    /// the lines align on the right instead.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func weightCaptionWraps(_ direction: LayoutDirection) throws {
        let options = RenderOptions(dynamicType: .accessibility5, layoutDirection: direction)
        let root = try SceneJSON.parse(WeightPickerView().sceneJSON(options: options))
        let caption = texts(root).filter { $0["pointSize"] as? Double == 53 }
        #expect(caption.count >= 2)
        #expect(caption.compactMap { $0["string"] as? String }.joined(separator: " ") == "Selected Weight: 150.0 lbs")
        let frames = caption.map(frame)
        let left = frames.map(\.x).min()!, right = frames.map { $0.x + $0.w }.max()!
        #expect(right - left <= 370 + 1e-9)
        #expect(abs((left + right) / 2 - 201) <= 1.0 / 3, "the block is centred")
        if direction == .leftToRight {
            #expect(frames.allSatisfy { $0.x == left }, "leading is the left edge")
        } else {
            #expect(frames.allSatisfy { abs($0.x + $0.w - right) < 1e-9 }, "leading is the right edge")
        }
        for (a, b) in zip(frames, frames.dropFirst()) { #expect(abs(b.y - a.y - Self.lineBox(53)) < 1e-9) }
    }

    // MARK: the picture model's Text

    /// A picture's Text wraps in the width its stack offers (200 pt here, less 16 + 16 of
    /// padding), and `lineLimit` caps it; the spec carries the limit; 0 is refused at its path.
    @Test func pictureTextWrapsAndHonoursItsLineLimit() throws {
        let long = "Multi-line text where SwiftUI wraps it onto several lines"
        func picture(_ limit: Int?) -> Picture {
            Picture(width: 200, padding: EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
                    content: PickerRender.Text(long).lineLimit(limit))
        }
        let lines = texts(try SceneJSON.parse(SceneDump.json(try picture(nil).scene())))
        #expect(lines.count >= 2)
        #expect(lines.compactMap { $0["string"] as? String }.joined(separator: " ") == long)
        #expect(lines.map(frame).allSatisfy { $0.w <= 168 + 1e-9 && $0.x == lines.map(frame)[0].x })
        let two = texts(try SceneJSON.parse(SceneDump.json(try picture(2).scene())))
        #expect(two.count == 2 && two[1]["truncated"] as? Bool == true)
        #expect((two[1]["string"] as? String)?.hasSuffix("\u{2026}") == true)
        #expect(try Picture(json: Array(picture(2).specText.utf8)) == picture(2))
        #expect(picture(2).specText.contains("\"lineLimit\" : 2") || picture(2).specText.contains("\"lineLimit\": 2"))
        #expect(throws: PickerError.at(path: "content", .invalidOption(name: "lineLimit", value: "0",
                                                                      expected: "a number of lines, at least 1"))) {
            _ = try picture(0).scene()
        }
    }
}
