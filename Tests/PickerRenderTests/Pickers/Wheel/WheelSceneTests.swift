// The wheel's visual math pinned through the scene dump: projected row corners, scale and
// opacity against docs/architecture.md §3's closed form (computed here independently), clip, row
// culling and the ScaledMetric row height for every Dynamic Type category.

import Foundation
import Testing
import PickerRender
import PickerRenderText

@Suite struct WheelSceneTests {
    static let hours = (0..<24).map { $0 < 10 ? "0\($0)" : "\($0)" }

    func scene(_ values: [String] = hours, selection: String = "07", visibleRows: Int = 5, width: Double = 171,
               offset: Double = 0, options: RenderOptions = RenderOptions()) throws -> [String: Any] {
        let picker = WheelPicker(title: "Hour", values: values, selection: selection, visibleRows: visibleRows, text: { $0 })
        return try SceneJSON.parse(picker.sceneJSON(width: width, offset: offset, options: options))
    }

    /// docs/architecture.md §3 written out by hand: the corners of row `i` in the wheel's space.
    /// The constants are the SwiftUI block's unless a test adapts them.
    static func expectedQuad(row i: Int, s: Double, W: Double, H: Double, height: Double, scale: Double,
                             reduceMotion: Bool = false, tilt: Double = -62, scaleFalloff: Double = 0.12,
                             perspective: Double = 0.55) -> (quad: [(Double, Double)], position: Double) {
        let top = ((height / 2 + (Double(i) - s) * H - H / 2) * scale + 0.5).rounded(.down) / scale
        let midY = top + H / 2
        let position = min(max((midY - height / 2) / (height / 2), -1), 1)
        let a = (reduceMotion ? 0 : tilt * position) * Double.pi / 180
        let k = reduceMotion ? 1 : 1 - scaleFalloff * abs(position)
        let d = max(W, H) / perspective
        let corners = [(0.0, 0.0), (W, 0.0), (W, H), (0.0, H)].map { (x, y) -> (Double, Double) in
            let v = y - H / 2, w = 1 - v * sin(a) / d
            let px = W / 2 + (x - W / 2) / w, py = H / 2 + v * cos(a) / w
            return (W / 2 + k * (px - W / 2), top + H / 2 + k * (py - H / 2))
        }
        return (corners, position)
    }

    @Test(arguments: [0.0, 0.125, 0.25, 0.5, -0.375, 0.8, -1.0])
    func rowQuadsMatchTheClosedForm(offset: Double) throws {
        let rows = SceneJSON.rows(try scene(offset: offset))
        #expect(!rows.isEmpty)
        let tolerance = 1.0 / 8 / 3 // 1/8 px at @3x, in points
        var positions: [Double] = []
        for (i, layer) in rows {
            let (quad, position) = Self.expectedQuad(row: i, s: 7 + offset, W: 171, H: 44, height: 220, scale: 3)
            positions.append(position)
            for (got, want) in zip(layer.quad, quad) {
                #expect(abs(got.0 - want.0) <= tolerance && abs(got.1 - want.1) <= tolerance,
                        "row \(i) offset \(offset): \(got) vs \(want)")
            }
            #expect(abs(layer.opacity - (1 - 0.72 * abs(position))) < 1e-12, "row \(i) opacity")
        }
        // The offsets above put rows across the whole of -1...1.
        #expect(positions.contains { $0 < -0.7 } && positions.contains { $0 > 0.7 })
    }

    /// An adapted wheel (a team's own constants) follows the same closed form with its numbers.
    @Test(arguments: [0.0, 0.25, -0.6])
    func adaptedConstantsReachEveryRow(offset: Double) throws {
        var picker = WheelPicker(title: "Hour", values: Self.hours, selection: "07", text: { $0 })
        picker.tilt = -45; picker.perspective = 0.4; picker.scaleFalloff = 0.2; picker.opacityFalloff = 0.5; picker.rowHeight = 50
        let rows = SceneJSON.rows(try SceneJSON.parse(picker.sceneJSON(width: 171, offset: offset, options: RenderOptions())))
        #expect(rows.count >= 5)
        for (i, layer) in rows {
            let (quad, position) = Self.expectedQuad(row: i, s: 7 + offset, W: 171, H: 50, height: 250, scale: 3,
                                                     tilt: -45, scaleFalloff: 0.2, perspective: 0.4)
            for (got, want) in zip(layer.quad, quad) {
                #expect(abs(got.0 - want.0) <= 1.0 / 24 && abs(got.1 - want.1) <= 1.0 / 24, "row \(i): \(got) vs \(want)")
            }
            #expect(abs(layer.opacity - (1 - 0.5 * abs(position))) < 1e-12, "row \(i) opacity")
        }
    }

    @Test func foldedRowsLookLikeTheFrontOfADrum() throws {
        let rows = SceneJSON.rows(try scene())
        let top = try #require(rows[5]), bottom = try #require(rows[9]), centre = try #require(rows[7])
        func width(_ l: DumpedLayer, edge: Int) -> Double { edge == 0 ? l.quad[1].0 - l.quad[0].0 : l.quad[2].0 - l.quad[3].0 }
        // Above the centre, the top edge is narrower than the bottom edge; below, the reverse.
        #expect(width(top, edge: 0) < width(top, edge: 1))
        #expect(width(bottom, edge: 0) > width(bottom, edge: 1))
        // The centre row is flat and full size.
        #expect(abs(width(centre, edge: 0) - 171) < 1e-9 && abs(width(centre, edge: 1) - 171) < 1e-9)
        #expect(centre.opacity == 1)
        // Rows fold in place: a folded row is shorter than its box, centred on its own middle.
        let h = top.quad[3].1 - top.quad[0].1
        #expect(h < 44 * 0.6)
    }

    @Test func reduceMotionKeepsRowsFlatButFaded() throws {
        var o = RenderOptions(); o.reduceMotion = true
        let rows = SceneJSON.rows(try scene(options: o))
        for (i, l) in rows {
            let (quad, position) = Self.expectedQuad(row: i, s: 7, W: 171, H: 44, height: 220, scale: 3, reduceMotion: true)
            #expect(abs(l.quad[0].0) < 1e-9 && abs(l.quad[1].0 - 171) < 1e-9, "row \(i) unscaled")
            #expect(abs(l.quad[0].1 - quad[0].1) < 1e-9 && abs(l.quad[3].1 - l.quad[0].1 - 44) < 1e-9)
            #expect(abs(l.opacity - (1 - 0.72 * abs(position))) < 1e-12)
        }
        #expect(rows[5]!.opacity < 1)
    }

    @Test func rowsClipToTheWheelFrame() throws {
        let dump = try scene(visibleRows: 3)
        let clip = try #require(SceneJSON.layers(dump).first { $0.name == "scroll" })
        #expect(clip.clips)
        #expect(clip.bounds["width"] == 171 && clip.bounds["height"] == 132)
        let size = try #require(dump["size"] as? [String: Double])
        #expect(size["width"] == 171 && size["height"] == 132)
        #expect(dump["pixelWidth"] as? Int == 513 && dump["pixelHeight"] as? Int == 396)
    }

    @Test func onlyRowsThatTouchTheFrameAreLaidOut() throws {
        #expect(Set(SceneJSON.rows(try scene()).keys) == Set(5...9))
        #expect(Set(SceneJSON.rows(try scene(offset: 0.5)).keys) == Set(5...10))
        #expect(Set(SceneJSON.rows(try scene(selection: "00")).keys) == Set(0...2))
        #expect(Set(SceneJSON.rows(try scene(selection: "23")).keys) == Set(21...23))
        #expect(Set(SceneJSON.rows(try scene(visibleRows: 1)).keys) == Set([7]))
        #expect(Set(SceneJSON.rows(try scene(visibleRows: 99)).keys) == Set(0...14)) // clamped to 15 rows
        let many = (0..<1_000_000).map(String.init)
        #expect(Set(SceneJSON.rows(try scene(many, selection: "500000", offset: 0.25)).keys) == Set(499998...500003))
    }

    @Test func selectionBandSitsBehindTheCentreRow() throws {
        let dump = try scene()
        let wheel = try #require((dump["children"] as? [[String: Any]])?.first)
        let children = try #require(wheel["children"] as? [[String: Any]])
        let band = try #require(children.first)
        #expect(band["shape"] as? String == "continuousRoundedRect")
        #expect(band["cornerRadius"] as? Double == 12)
        #expect(band["color"] as? String == "#3C3C432E") // 60,60,67 @ round(0.18 x 255) = 46
        let rect = try #require(band["rect"] as? [String: Double])
        #expect(rect == ["x": 0, "y": 88, "width": 171, "height": 44])
        #expect(children.last?["name"] as? String == "scroll") // drawn after, so over the band
    }

    /// ScaledMetric(44, relativeTo: .title3) for every category; title3 sizes from Apple's table.
    @Test(arguments: zip(DynamicTypeSize.allCases, [17.0, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]))
    func rowHeightFollowsDynamicType(size: DynamicTypeSize, title3: Double) throws {
        var o = RenderOptions(); o.dynamicType = size
        let dump = try scene(options: o)
        let rowHeight = ((44 * title3 / 20) * 3 + 0.5).rounded(.down) / 3
        let sz = try #require(dump["size"] as? [String: Double])
        #expect(abs(sz["height"]! - rowHeight * 5) < 1e-9, "\(size)")
        let band = try #require(SceneJSON.rows(dump)[7])
        #expect(abs(band.quad[3].1 - band.quad[0].1 - rowHeight) < 1e-9)
    }

    @Test func rowHeightSpotChecks() {
        #expect(abs(DynamicType.scaledMetric(44, relativeTo: .title3, size: .xLarge, displayScale: 3) - 48.333333333333336) < 1e-9)
        #expect(DynamicType.scaledMetric(44, relativeTo: .title3, size: .accessibility5, displayScale: 3) == 121)
    }

    @Test func longValuesShrinkThenTruncate() throws {
        let values = ["07", "A somewhat longer row value", "A value far too long to fit in a row even when shrunk"]
        let dump = try scene(values, selection: "07", width: 171)
        func text(_ i: Int) throws -> [String: Any] {
            let row = try #require(SceneJSON.rows(dump)[i])
            return try #require(row.children.first)
        }
        #expect(try text(0)["scaleFactor"] as? Double == 1)
        let shrunk = try text(1)
        #expect((shrunk["scaleFactor"] as? Double).map { $0 < 1 && $0 >= 0.6 } == true)
        #expect(shrunk["truncated"] as? Bool == false)
        let cut = try text(2)
        #expect(cut["truncated"] as? Bool == true)
        #expect(abs((cut["scaleFactor"] as? Double ?? 0) - 0.6) < 1e-9)
        #expect(try #require(cut["width"] as? Double) <= 171)
    }

    @Test func textIsSemiboldTabularTitle3InPrimary() throws {
        var o = RenderOptions(); o.appearance = .dark
        let row = try #require(SceneJSON.rows(try scene(options: o))[7])
        let text = try #require(row.children.first)
        #expect(text["pointSize"] as? Double == 20)
        #expect(text["face"] as? String == "display@558")
        #expect(text["color"] as? String == "#FFFFFF")
        // Centred in the row's box on the pixel grid.
        let frame = try #require(text["frame"] as? [String: Double])
        #expect(abs(frame["x"]! + frame["width"]! / 2 - 85.5) <= 1.0 / 3)
        #expect(abs(frame["y"]! + frame["height"]! / 2 - 22) <= 1.0 / 3)
    }
}
