// SystemWheelPicker's layout pinned through the scene dump: row quads on the cylinder against
// a closed form computed here (3D rotation + pinhole eye, not the library's homography), row
// opacity and text size, the band, column frames, unit labels, accessibility elements, the row
// window, and that Dynamic Type and Reduce Motion leave the wheel as it is.

import Foundation
import Testing
import PickerRender
import PickerRenderScene
import PickerRenderText

@Suite struct SystemWheelSceneTests {
    static let fruit = ["Apple", "Banana", "Cherry", "Grape"]
    static let r = 91.4, alpha = 0.3559, eye = 1 / 0.00061, horizontalEye = 1 / 0.00102
    static let tolerance = 1.0 / 8 / 3   // 1/8 px at @3x, in points

    static func duration(minutesOffset: Double = 0) -> SystemWheelPicker {
        func col(_ t: String, _ n: Int, _ sel: Int, _ unit: String, _ off: Double = 0) -> SystemWheelPicker.Column {
            .init(title: t, options: (0..<n).map(String.init), selection: String(sel), alignment: .trailing, unit: unit,
                  monospacedDigits: true, offset: off)
        }
        return SystemWheelPicker(title: "Duration", columns: [col("Hours", 24, 1, "hours"), col("Minutes", 60, 30, "min", minutesOffset),
                                                               col("Seconds", 60, 0, "sec")])
    }

    func dump(_ picker: SystemWheelPicker, width: Double = 402, offset: Double = 0,
              options: RenderOptions = RenderOptions()) throws -> [String: Any] {
        try SceneJSON.parse(picker.sceneJSON(width: width, offset: offset, options: options))
    }

    /// Corner (x, y) of a row box at angle phi, in its column's space: the column starts at
    /// `columnX` in a picker `width` wide; the eye looks at the picker's centre (width/2, 108).
    /// Down: the row, tangent to the cylinder, turned in 3D and seen by the pinhole. Across:
    /// shrunk by the further horizontal eye about the picker's centre, converging by the
    /// pinhole's ratio to the row centre's towards the picker's centre.
    static func expectedCorner(x: Double, y: Double, phi: Double, columnX: Double, width: Double) -> (Double, Double) {
        let u = x + columnX - width / 2, v = y - 16
        let yy = v * cos(phi) + r * sin(phi), zz = -v * sin(phi) + r * cos(phi)
        let f = eye / (eye + r - zz), f0 = eye / (eye + r - r * cos(phi))
        let shrink = horizontalEye / (horizontalEye + r - r * cos(phi))
        return (width / 2 + shrink * u * f / f0 - columnX, 108 + yy * f)
    }

    /// Whether a row at angle phi shows its front: its bottom edge projects below its top.
    static func facesTheEye(phi: Double) -> Bool {
        expectedCorner(x: 0, y: 32, phi: phi, columnX: 9, width: 402).1 > expectedCorner(x: 0, y: 0, phi: phi, columnX: 9, width: 402).1
    }

    /// The rows-from-centre where a row turns edge-on to the eye (bisection on facesTheEye).
    static let lastRow: Double = {
        var lo = 0.0, hi = 6.0
        for _ in 0..<60 { let mid = (lo + hi) / 2; if facesTheEye(phi: mid * alpha) { lo = mid } else { hi = mid } }
        return lo
    }()

    /// Light rows: 1 in the band, then linear through 0.414 / 0.365 / 0.206 at 1 / 2 / 3 rows,
    /// to 0 where the rows turn edge-on to the eye.
    static func expectedOpacity(d: Double) -> Double {
        let x = abs(d), last = lastRow
        let knots: [(Double, Double)] = [(0, 1), (0.5, 1), (1, 0.414), (2, 0.365), (3, 0.206), (last, 0)]
        guard let i = knots.indices.dropFirst().first(where: { x <= knots[$0].0 }) else { return 0 }
        let (x0, y0) = knots[i - 1], (x1, y1) = knots[i]
        return max(0, y0 + (y1 - y0) * (x - x0) / (x1 - x0))
    }

    static func children(_ node: [String: Any]) -> [[String: Any]] { node["children"] as? [[String: Any]] ?? [] }

    /// The component layer (the picker), its band and its column layers.
    func parts(_ dump: [String: Any]) throws -> (component: [String: Any], band: [String: Any], columns: [[String: Any]]) {
        let component = try #require(Self.children(dump).first)
        let kids = Self.children(component)
        let band = try #require(kids.first)
        return (component, band, Array(kids.dropFirst()))
    }

    func rowLayers(_ column: [String: Any]) -> [Int: DumpedLayer] {
        SceneJSON.rows(["kind": "group", "children": Self.children(column)])
    }

    @Test(arguments: [0.0, 0.25, 0.5, -0.375, 1.0])
    func rowQuadsLieOnTheCylinder(offset: Double) throws {
        let hours = SystemWheelPicker(title: "Hour", options: (0..<24).map(String.init), selection: "12")
        let (_, _, columns) = try parts(try dump(hours, offset: offset))
        let rows = rowLayers(try #require(columns.first))
        let s = 12 + offset
        #expect(Self.lastRow > 4.26 && Self.lastRow < 4.27)
        // (Within a quarter turn: 13 rows round, the cylinder's back would face the eye again.)
        #expect(Set(rows.keys) == Set((0..<24).filter {
            abs(Double($0) - s) * Self.alpha < .pi / 2 && Self.facesTheEye(phi: abs(Double($0) - s) * Self.alpha)
        }))
        for (i, layer) in rows {
            let phi = (Double(i) - s) * Self.alpha
            let corners = [(0.0, 0.0), (386.0, 0.0), (386.0, 32.0), (0.0, 32.0)]
            for (got, (x, y)) in zip(layer.quad, corners) {
                let want = Self.expectedCorner(x: x, y: y, phi: phi, columnX: 8, width: 402)
                #expect(abs(got.0 - want.0) <= Self.tolerance && abs(got.1 - want.1) <= Self.tolerance,
                        "row \(i) offset \(offset): \(got) vs \(want)")
            }
            #expect(abs(layer.opacity - Self.expectedOpacity(d: Double(i) - s)) < 1e-9, "row \(i) opacity")
        }
    }

    @Test func sideColumnsShareOneCameraAndOneVanishingPoint() throws {
        let (_, _, columns) = try parts(try dump(Self.duration(minutesOffset: 0.25)))
        // UIPickerView's cluster: 80.7-pt components 5 pt apart, centred, on the @3x grid.
        for (j, x0) in [(0, 75.0), (1, 482.0 / 3), (2, 739.0 / 3)] {
            let rows = rowLayers(columns[j])
            let s = [1.0, 30.25, 0][j]
            #expect(!rows.isEmpty)
            for (i, layer) in rows {
                let phi = (Double(i) - s) * Self.alpha
                let cw = 242.0 / 3
                for (got, (x, y)) in zip(layer.quad, [(0.0, 0.0), (cw, 0.0), (cw, 32.0), (0.0, 32.0)]) {
                    let want = Self.expectedCorner(x: x, y: y, phi: phi, columnX: x0, width: 402)
                    #expect(abs(got.0 - want.0) <= Self.tolerance && abs(got.1 - want.1) <= Self.tolerance,
                            "column \(j) row \(i): \(got) vs \(want)")
                }
            }
        }
        // The hours column's row above the centre leans towards the picker's centre (x 201,
        // right of the column): its far (top) edge's corners sit right of its near edge's.
        let above = try #require(rowLayers(columns[0])[0])
        #expect(above.quad[0].0 > above.quad[3].0 && above.quad[1].0 > above.quad[2].0)
    }

    @Test func rowsConvergeTowardTopAndBottom() throws {
        let hours = SystemWheelPicker(title: "Hour", options: (0..<24).map(String.init), selection: "12")
        let rows = rowLayers(try #require(try parts(try dump(hours)).columns.first))
        func height(_ i: Int) -> Double { rows[i]!.quad[3].1 - rows[i]!.quad[0].1 }
        func mid(_ i: Int) -> Double { (rows[i]!.quad[3].1 + rows[i]!.quad[0].1) / 2 }
        #expect(abs(height(12) - 32) < 1e-9 && abs(rows[12]!.quad[0].1 - 92) < 1e-9)
        for k in 1...2 {
            #expect(height(12 + k + 1) < height(12 + k) && height(12 - k - 1) < height(12 - k))
            #expect(mid(12 + k + 1) - mid(12 + k) < mid(12 + k) - mid(12 + k - 1), "spacing shrinks below")
            #expect(mid(12 - k) - mid(12 - k - 1) < mid(12 - k + 1) - mid(12 - k), "and above")
        }
        // Below the centre the far edge is the bottom one, and it is narrower; above, the top.
        let below = rows[14]!, upper = rows[10]!
        #expect(below.quad[2].0 - below.quad[3].0 < below.quad[1].0 - below.quad[0].0)
        #expect(upper.quad[1].0 - upper.quad[0].0 < upper.quad[2].0 - upper.quad[3].0)
        // Rows never overlap. They turn 1.067 times as far as they move round the cylinder, so
        // from one row away on they leave gaps between their boxes (the text never fills them).
        for i in 9...14 { #expect(rows[i]!.quad[3].1 <= rows[i + 1]!.quad[0].1 + 1e-9) }
    }

    @Test(arguments: [(Appearance.light, "#76768014"), (.dark, "#7676802D")])
    func oneBandBehindEveryColumn(appearance: Appearance, color: String) throws {
        let (component, band, columns) = try parts(try dump(Self.duration(), options: RenderOptions(appearance: appearance)))
        #expect(band["shape"] as? String == "continuousRoundedRect")
        #expect(band["cornerRadius"] as? Double == 8.3)
        #expect(band["color"] as? String == color)   // 118,118,128 @ 20 / 45, as measured on iOS 17
        #expect(band["rect"] as? [String: Double] == ["x": 8, "y": 91, "width": 386, "height": 34.3])   // iOS 8.10 (was 9)
        #expect(Self.children(component).filter { $0["kind"] as? String == "shape" }.count == 1)
        #expect(columns.map { $0["name"] as? String } == ["column 0", "column 1", "column 2"])
        // Columns with units are UIPickerView's centred cluster (80.7-pt components 5 pt apart,
        // on the @3x grid) and clip to their frames.
        for (j, c) in columns.enumerated() {
            #expect(c["clips"] as? Bool == true)
            let starts = [75.0, 482.0 / 3, 739.0 / 3]
            let w = try #require((c["bounds"] as? [String: Double])?["width"])
            #expect(abs(w - 242.0 / 3) < 1e-9)
            #expect(abs(((c["transform"] as? [Double])?[2] ?? .nan) - starts[j]) < 1e-9)
        }
        // A narrower picker keeps the band inset 8 pt.
        let (_, narrow, _) = try parts(try dump(Self.duration(), width: 300))
        #expect(narrow["rect"] as? [String: Double] == ["x": 8, "y": 91, "width": 284, "height": 34.3])
    }

    @Test func textIs23_5PtRegularOnEveryRow() throws {
        let rows = rowLayers(try #require(try parts(try dump(SystemWheelPicker(title: "Fruit", options: Self.fruit,
                                                                                  selection: "Banana"), offset: 0.5)).columns.first))
        func text(_ i: Int) throws -> [String: Any] { try #require(rows[i]?.children.first) }
        // s = 1.5: rows 1 and 2 are half a row away, rows 0 and 3 1.5 rows: one size for all
        // (iOS's off-centre rows are as wide and tall as the cylinder alone makes them).
        for i in 0...3 { #expect(try text(i)["pointSize"] as? Double == 23.5, "row \(i)") }
        #expect(try text(0)["face"] as? String == "display@392")
        #expect(try text(1)["color"] as? String == "#000000")
        let centred = try #require(try parts(try dump(SystemWheelPicker(title: "Fruit", options: Self.fruit, selection: "Apple")))
            .columns.first)
        let apple = try #require(rowLayers(centred)[0]?.children.first)
        #expect(apple["pointSize"] as? Double == 23.5)
        // Centred in the row box (386 wide, 32 tall) on the pixel grid.
        let frame = try #require(apple["frame"] as? [String: Double])
        let fx = try #require(frame["x"]), fw = try #require(frame["width"])
        let fy = try #require(frame["y"]), fh = try #require(frame["height"])
        #expect(abs(fx + fw / 2 - 193) <= 1.0 / 3)
        #expect(abs(fy + fh / 2 - 16) <= 1.0 / 3)
    }

    @Test func unitLabelsSitBesideTheSelectedRow() throws {
        let (_, _, columns) = try parts(try dump(Self.duration()))
        for (j, (unit, selected)) in [("hours", 1), ("min", 30), ("sec", 0)].enumerated() {
            let kids = Self.children(columns[j])
            // The unit is the column's last node, not inside a row: it does not turn.
            let label = try #require(kids.last)
            #expect(label["kind"] as? String == "text" && label["string"] as? String == unit)
            #expect(label["pointSize"] as? Double == 18, "\(label["face"] ?? "")")
            let frame = try #require(label["frame"] as? [String: Double])
            #expect(frame["x"]! + frame["width"]! <= 242.0 / 3 + 1.0 / 3)
            // On the centre row's baseline (the centre row is unturned: its layer sits at y 92).
            let row = try #require(rowLayers(columns[j])[selected])
            #expect(abs(row.quad[0].1 - 92) < 1e-9)
            let number = try #require(row.children.first)
            let numberBaseline = try #require((number["origin"] as? [String: Double])?["y"]) + 92
            let unitBaseline = try #require((label["origin"] as? [String: Double])?["y"])
            // 0.7 pt above it, as iOS's labels sit (SystemWheelLayout.unitRaise).
            #expect(abs(numberBaseline - unitBaseline - 0.7) <= 1.0 / 3, "\(unit): \(numberBaseline) vs \(unitBaseline)")
            #expect(number["string"] as? String == String(selected))
            // iOS: numbers right-aligned, the unit's ink 8.7-8.9 pt after theirs; here 19 px from
            // the numbers' frame to the unit's (SystemWheelLayout.unitGap; the ink gap is pinned
            // on pixels in SystemWheelFidelityTests).
            let nf = try #require(number["frame"] as? [String: Double])
            let end = nf["x"]! + nf["width"]!
            #expect(abs((frame["x"]! - end) * 3 - 19) < 1e-6, "\(unit): gap \(frame["x"]! - end)")
            for (_, other) in rowLayers(columns[j]) {
                let t = try #require(other.children.first?["frame"] as? [String: Double])
                #expect(abs(t["x"]! + t["width"]! - end) < 1e-9, "right-aligned")
            }
            // The unit starts 35.1 pt into the component (iOS's ink at 36.1 in all three; a unit
            // that would pass the component's end starts earlier: see unitsTooLongStartEarlier).
            if unit == "hours" {   // wider than the 45.6 pt after 35.1 at 18 pt: it ends at the component's end
                #expect(frame["x"]! < 35.1 && abs(frame["x"]! + frame["width"]! - 242.0 / 3) < 1.0 / 3)
            } else {
                #expect(abs(frame["x"]! - 35.1) <= 1.0 / 3, "\(unit): starts at \(frame["x"]!)")
            }
        }
    }

    @Test func unitsTooLongStartEarlier() throws {
        // "minutes" in 17-pt semibold is wider than the 45.6 pt after 35.1 in an 80.7-pt
        // component: it ends at the component's end instead of being cut, its numbers before it.
        let long = SystemWheelPicker(title: "D", columns: [.init(range: 0...9, selection: 1, unit: "minutes"),
                                                           .init(range: 0...59, selection: 30, unit: "sec")])
        let (_, _, columns) = try parts(try dump(long, width: 300))
        let label = try #require(Self.children(columns[0]).last)
        let frame = try #require(label["frame"] as? [String: Double])
        #expect(label["string"] as? String == "minutes" && label["truncated"] as? Bool != true)
        #expect(frame["x"]! < 35.1 && abs(frame["x"]! + frame["width"]! - 242.0 / 3) < 1)
    }

    @Test func singleColumnIsOneAdjustableElement() throws {
        let named = SystemWheelPicker(title: "Fruit", options: Self.fruit, selection: "Apple")
            .accessibilityLabel("Fruit").visibleLabel("Fruit")
        let (component, _, columns) = try parts(try dump(named))
        let element = try #require(component["accessibility"] as? [String: Any])
        #expect(element["label"] as? String == "Fruit" && element["visibleLabel"] as? String == "Fruit")
        #expect(element["value"] as? String == "Apple")
        #expect(element["traits"] as? [String] == ["adjustable"])
        #expect(element["options"] as? [String] == Self.fruit)
        #expect(columns.first?["accessibility"] == nil)
        // Without .accessibilityLabel the wheel is unnamed, whatever its Picker title (the seed).
        let (bare, _, _) = try parts(try dump(SystemWheelPicker(title: "Fruit", options: Self.fruit, selection: "Cherry")))
        let unnamed = try #require(bare["accessibility"] as? [String: Any])
        #expect(unnamed["label"] == nil && unnamed["value"] as? String == "Cherry")
    }

    @Test func eachColumnIsItsOwnElement() throws {
        let (component, _, columns) = try parts(try dump(Self.duration()))
        #expect(component["accessibility"] == nil)   // unnamed container: no element of its own
        for (c, (label, value, count)) in zip(columns, [("Hours", "1", 24), ("Minutes", "30", 60), ("Seconds", "0", 60)]) {
            let e = try #require(c["accessibility"] as? [String: Any])
            #expect(e["label"] as? String == label && e["value"] as? String == value)
            #expect(e["traits"] as? [String] == ["adjustable"])
            #expect((e["options"] as? [String])?.count == count)
        }
        let (named, _, _) = try parts(try dump(Self.duration().accessibilityLabel("Duration")))
        let container = try #require(named["accessibility"] as? [String: Any])
        #expect(container["label"] as? String == "Duration" && container["value"] == nil)
        #expect(container["traits"] as? [String] == [])
    }

    @Test func dynamicTypeAndReduceMotionLeaveTheWheelAsItIs() throws {
        let picker = Self.duration(minutesOffset: 0.3)
        let base = try picker.sceneJSON()
        #expect(try picker.sceneJSON(options: RenderOptions(dynamicType: .accessibility5)) == base)
        #expect(try picker.sceneJSON(options: RenderOptions(dynamicType: .xSmall)) == base)
        #expect(try picker.sceneJSON(options: RenderOptions(reduceMotion: true)) == base)
        #expect(try dump(picker)["size"] as? [String: Double] == ["width": 402, "height": 216])
    }

    @Test func onlyRowsNearTheCentreAreLaidOut() throws {
        let many = SystemWheelPicker(title: "N", options: (0..<1_000_000).map(String.init), selection: "500000")
        let rows = rowLayers(try #require(try parts(try dump(many, offset: 0.25)).columns.first))
        // 4.27 rows reach each side: -4.25 ... +3.75 rows from the scroll position.
        #expect(Set(rows.keys) == Set(499_996...500_004))
        let start = rowLayers(try #require(try parts(try dump(SystemWheelPicker(title: "F", options: Self.fruit, selection: "Apple")))
            .columns.first))
        #expect(Set(start.keys) == Set(0...3))
    }

    @Test func longValuesTruncateInsideTheColumn() throws {
        let long = "A value far too long to fit in a wheel row of this width"
        let rows = rowLayers(try #require(try parts(try dump(SystemWheelPicker(title: "T", options: ["Short", long], selection: long),
                                                        width: 200)).columns.first))
        let text = try #require(rows[1]?.children.first)
        #expect(text["truncated"] as? Bool == true)
        #expect(try #require(text["width"] as? Double) <= 182 - 16)
    }

    @Test func theDemoShowsTheVisibleLabelItIsNamedBy() throws {
        let dump = try SceneJSON.parse(SceneDump.json(try Gallery.scene(demo: "system-wheel")))
        let nodes = Self.children(dump)
        let heading = try #require(nodes.first { $0["kind"] as? String == "text" })
        #expect(heading["string"] as? String == "Fruit")
        let picker = try #require(nodes.first { $0["kind"] as? String == "layer" })
        let element = try #require(picker["accessibility"] as? [String: Any])
        #expect(element["label"] as? String == heading["string"] as? String)
        #expect(element["visibleLabel"] as? String == "Fruit" && element["value"] as? String == "Apple")
        // The label sits above the wheel, which spans the screen.
        let frame = try #require(heading["frame"] as? [String: Double])
        let t = try #require(picker["transform"] as? [Double])
        #expect(frame["y"]! + frame["height"]! <= t[5] && t[2] == 0)
        #expect(Gallery.demos.contains("system-wheel") && Gallery.demos.contains("duration"))
    }
}
