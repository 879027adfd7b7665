// The system wheel against the measurements of the iOS 17 picker image (2026-11) of a UIPickerView
// (three columns, hours / min / sec, 216 pt tall), light and dark, through the scene dump: each
// table row within 0.5 pt or 2 % or inside the iOS range (the stems' lean within 0.1 deg). The
// unit's ink gap is measured on the rendered pixels.

import Foundation
import Testing
import PickerRender

@Suite struct SystemWheelFidelityTests {
    static func duration() -> SystemWheelPicker {
        func col(_ t: String, _ n: Int, _ sel: Int, _ unit: String) -> SystemWheelPicker.Column {
            .init(title: t, options: (0..<n).map { String(format: "%02d", $0) }, selection: String(format: "%02d", sel),
                  alignment: .trailing, unit: unit, monospacedDigits: true)
        }
        return SystemWheelPicker(title: "Duration", columns: [col("Hours", 24, 10, "hours"), col("Minutes", 60, 30, "min"),
                                                               col("Seconds", 60, 30, "sec")])
    }

    struct Row {
        let transform: [Double]
        let text: [String: Any]
        let opacity: Double
        func apply(_ x: Double, _ y: Double) -> (Double, Double) {
            let m = transform, w = m[6] * x + m[7] * y + m[8]
            return ((m[0] * x + m[1] * y + m[2]) / w, (m[3] * x + m[4] * y + m[5]) / w)
        }
        var pointSize: Double { text["pointSize"] as! Double }
        /// The text's centre in the row's space: its advance box across, its line box down.
        var textCentre: (Double, Double) {
            let o = text["origin"] as! [String: Double], f = text["frame"] as! [String: Double]
            return (o["x"]! + (text["width"] as! Double) / 2, f["y"]! + f["height"]! / 2)
        }
        /// Local scale of the map at the text's centre across (sx) and down (sy).
        var scales: (sx: Double, sy: Double) {
            let (x, y) = textCentre, e = 0.01
            let a = apply(x - e, y), b = apply(x + e, y), c = apply(x, y - e), d = apply(x, y + e)
            return (hypot(b.0 - a.0, b.1 - a.1) / (2 * e), hypot(d.0 - c.0, d.1 - c.1) / (2 * e))
        }
    }

    /// Rows of column `j` by distance from its selected value (10 / 30 / 30).
    func rows(_ appearance: Appearance = .light) throws -> [[Int: Row]] {
        let root = try SceneJSON.parse(Self.duration().sceneJSON(options: RenderOptions(appearance: appearance)))
        let component = try #require((root["children"] as? [[String: Any]])?.first)
        let columns = (component["children"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "layer" }
        return columns.enumerated().map { j, column in
            var out: [Int: Row] = [:]
            for layer in column["children"] as? [[String: Any]] ?? [] where layer["kind"] as? String == "layer" {
                let name = layer["name"] as! String
                let i = Int(name.dropFirst(4))!
                let text = (layer["children"] as! [[String: Any]])[0]
                out[i - [10, 30, 30][j]] = Row(transform: layer["transform"] as! [Double], text: text, opacity: layer["opacity"] as! Double)
            }
            return out
        }
    }

    @Test func rowCentres() throws {
        // iOS 31.5 / 58.8 / 78.1 pt at +-1 / +-2 / -3 (was 31.1 / 57.8 / 76.9).
        let column = try rows()[1]
        for (d, want) in [(1, 31.5), (-1, 31.5), (2, 58.8), (-2, 58.8), (-3, 78.1), (3, 78.1)] {
            let y = column[d]!.apply(64, 16).1 - 108
            #expect(abs(abs(y) - want) <= 0.5, "row \(d): \(y)")
        }
    }

    @Test func textWidthAndHeightAgainstTheCentreRow() throws {
        // Same two-digit tabular strings, so width and height go as point size x local scale.
        let column = try rows()[1], c = column[0]!
        func width(_ d: Int) -> Double { column[d]!.pointSize * column[d]!.scales.sx / (c.pointSize * c.scales.sx) }
        func height(_ d: Int) -> Double { column[d]!.pointSize * column[d]!.scales.sy / (c.pointSize * c.scales.sy) }
        #expect(abs(c.scales.sx - 1) < 1e-9 && abs(c.scales.sy - 1) < 1e-9)
        for d in [1, -1] {
            #expect(abs(width(d) / 0.98 - 1) < 0.02, "width +-1: \(width(d)) (iOS 0.98, was 0.87)")
            #expect(abs(height(d) / 0.88 - 1) < 0.02, "height +-1: \(height(d)) (iOS 0.88, was 0.825)")
        }
        for d in [2, -2] { #expect(abs(width(d) / 0.95 - 1) < 0.02, "width +-2: \(width(d)) (iOS 0.95, was 0.81)") }
    }

    @Test func sideColumnDriftsTowardTheCentre() throws {
        // iOS 4.5 % of the distance at rows +1...+3 (was 9.3 %); pinned at row +3.
        let row = try rows()[0][3]!
        let (x, y) = row.textCentre
        let flat = x + 9 - 201, seen = row.apply(x, y).0 + 9 - 201
        let drift = 1 - seen / flat
        #expect(abs(drift - 0.045) < 0.005, "drift \(drift)")
    }

    @Test func stemsLeanTowardTheirColumnsVanishingPoint() throws {
        // iOS +2.9 deg (right column, row -2) and -1.0 deg (middle column): positive when a
        // stem's top is left of its bottom. Model +2.93 / -0.97; pinned within 0.1 deg (the
        // issue's 0.5 deg; NOT within 2 % for the middle one, 3 % off). Was +9.05 / -0.40 when
        // one vanishing point at the picker's centre served every column.
        func lean(_ j: Int) throws -> Double {
            let row = try rows()[j][-2]!
            let f = row.text["frame"] as! [String: Double]
            let x = f["x"]! + f["width"]! - 2, (_, y) = row.textCentre
            let top = row.apply(x, y - 8), bottom = row.apply(x, y + 8)
            return atan2(bottom.0 - top.0, bottom.1 - top.1) * 180 / .pi
        }
        let right = try lean(2), middle = try lean(1), left = try lean(0)
        #expect(abs(right - 2.9) <= 0.1, "right \(right) (iOS +2.9)")
        #expect(abs(middle + 1.0) <= 0.1, "middle \(middle) (iOS -1.0)")
        // Stems lean towards their own column's vanishing point: the right column's stem (324)
        // is right of its point (308), the left column's (60) left of its own (94), so the
        // left one leans the other way.
        #expect(left < 0, "left \(left)")
    }

    @Test(arguments: [Appearance.light, .dark])
    func greyOfTheRows(_ appearance: Appearance) throws {
        // Text grey: black over white 255 (1 - o), white over black 255 o.
        let column = try rows(appearance)[1]
        let ranges: [(ClosedRange<Double>, ClosedRange<Double>)] = [(148...151, 94...98), (160...164, 86...88), (200...205, 48...50)]
        for (k, (light, dark)) in ranges.enumerated() {
            for d in [k + 1, -(k + 1)] {
                let o = column[d]!.opacity
                let grey = appearance == .light ? 255 * (1 - o) : 255 * o
                #expect((appearance == .light ? light : dark).contains(grey), "row \(d): \(grey)")
                #expect(column[d]!.text["color"] as? String == (appearance == .light ? "#000000" : "#FFFFFF"))
            }
        }
    }

    /// Dark: iOS's centre row digits are grey (about 203), its unit labels near white (about
    /// 252); the rows off the centre stay white faded by their opacity (greyOfTheRows).
    @Test func darkCentreRowIsGreyAndUnitsWhite() throws {
        let column = try rows(.dark)[1]
        #expect(column[0]!.opacity == 1 && column[0]!.text["color"] as? String == "#CBCBCB")
        #expect(abs(203 - 0xCB) <= 10)
        let root = try SceneJSON.parse(Self.duration().sceneJSON(options: RenderOptions(appearance: .dark)))
        let units = SceneJSON.allNodes(root).filter { ["hours", "min", "sec"].contains($0["string"] as? String ?? "") }
        #expect(units.count == 3 && units.allSatisfy { $0["color"] as? String == "#FFFFFF" })
        // Light: the centre row stays label black.
        #expect(try rows(.light)[1][0]!.text["color"] as? String == "#000000")
    }

    @Test(arguments: [(Appearance.light, 255.0, [244.0, 244, 245]), (.dark, 0.0, [21.0, 21, 23])])
    func bandHeightAndFill(_ appearance: Appearance, over background: Double, want: [Double]) throws {
        let root = try SceneJSON.parse(Self.duration().sceneJSON(options: RenderOptions(appearance: appearance)))
        let band = try #require(((root["children"] as? [[String: Any]])?.first?["children"] as? [[String: Any]])?.first)
        #expect((band["rect"] as? [String: Double])?["height"] == 34.3)   // iOS 34.3 (was 32)
        let hex = try #require(band["color"] as? String)
        let v = stride(from: 1, to: 9, by: 2).map { Double(Int(hex.dropFirst($0).prefix(2), radix: 16)!) }
        let a = v[3] / 255
        for c in 0..<3 { #expect((v[c] * a + background * (1 - a)).rounded() == want[c], "channel \(c)") }
    }

    @Test func unitInkGapOnPixels() throws {
        // iOS 8.7-8.9 pt from the numbers' ink to the unit's; the pixel grid allows 1/3 pt.
        let image = try Self.duration().render()
        func ink(_ x: Int) -> Bool { (3 * 98..<3 * 118).contains { y in image.image.pixels[(y * image.width + x) * 4 + 1] < 128 } }
        let inked = (0..<image.width).filter(ink)
        var runs: [(Int, Int)] = []
        for x in inked { if let last = runs.last, last.1 == x - 1 { runs[runs.count - 1].1 = x } else { runs.append((x, x)) } }
        // "30 min" in the middle column: digits 3 and 0, then m, i, n.
        let middle = runs.filter { $0.0 >= 3 * 137 && $0.1 < 3 * 265 }
        #expect(middle.count == 5)
        let gap = Double(middle[2].0 - middle[1].1 - 1) / 3
        #expect(gap >= 8.7 - 1.0 / 3 && gap <= 8.9 + 1.0 / 3, "ink gap \(gap) pt")
    }
}
