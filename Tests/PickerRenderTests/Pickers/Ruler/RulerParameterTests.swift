// The ruler's own constants as parameters: tick sizes, the minor ticks' opacity, the label font,
// the mask's stops (mirrored right to left) and the indicator each reach the scene as the closed
// form here computes them; a ruler with them reads back from its spec and the defaults write no
// new key; bad values are refused, by the Swift API naming the parameter and by a spec at its
// JSON path.

import Foundation
import Testing
import PickerRender

@Suite struct RulerParameterTests {
    static func adapted() -> RulerScrollPicker {
        var r = RulerScrollPicker(title: "W", value: 62, range: 40...120, step: 0.5)
        r.tickHeight = 40; r.majorTickWidth = 3; r.middleTickWidth = 2; r.minorTickWidth = 1
        r.majorTickHeightFraction = 0.9; r.middleTickHeightFraction = 0.6; r.minorTickHeightFraction = 0.3
        r.minorTickOpacity = 0.4
        r.labelFont = ControlFont(.footnote, weight: .bold)
        r.maskStops = [.init(location: 0, opacity: 0.2), .init(location: 0.5, opacity: 1), .init(location: 1, opacity: 0)]
        r.indicatorShape = .rectangle; r.indicatorWidth = 3; r.indicatorHeight = 70
        return r
    }

    func dump(_ r: RulerScrollPicker, options: RenderOptions = RenderOptions()) throws -> (root: [String: Any], layer: [String: Any]) {
        let root = try SceneJSON.parse(r.sceneJSON(options: options))
        return (root, try #require(SceneJSON.layerDict(root, named: "scroll")))
    }

    func grid(_ v: Double) -> Double { (v * 3 + 0.5).rounded(.down) / 3 }

    @Test func ticksFollowTheAdaptedConstants() throws {
        let (root, layer) = try dump(Self.adapted())
        let shapes = (layer["children"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "shape" }
        #expect(shapes.count > 30)
        for s in shapes {
            let rect = try #require(s["rect"] as? [String: Double])
            // Cell i: grid((402 - 12)/2 + 12 i - 528); its tick centred in it.
            let i = Int(((rect["x"]! + rect["width"]! / 2 - 6 - 195 + 528) / 12).rounded())
            let isMajor = i % 10 == 0, isMiddle = !isMajor && i % 5 == 0
            let (w, h) = isMajor ? (3.0, 36.0) : isMiddle ? (2.0, 24.0) : (1.0, 12.0)
            #expect(abs(rect["x"]! - (grid(195 + 12 * Double(i) - 528) + (12 - w) / 2)) < 1e-9, "tick \(i)")
            #expect(rect["width"] == w && abs(rect["height"]! - h) < 1e-9 && rect["y"] == 0, "tick \(i)")
            // Secondary (60,60,67 at 0.6) at 0.4: round(0.6 x 0.4 x 255) = 61.
            #expect(s["color"] as? String == (isMajor ? "#000000" : "#3C3C433D"), "tick \(i)")
        }
        // 40 + the caption line (22) + 8.
        #expect((root["size"] as? [String: Double])?["height"] == 70)
    }

    @Test func labelsUseTheLabelFont() throws {
        let texts = (try dump(Self.adapted()).layer["children"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "text" }
        #expect(!texts.isEmpty)
        for t in texts { #expect(t["pointSize"] as? Double == 13 && t["face"] as? String == "text@641") }
    }

    /// The gradient mask's stops, on the layer the mask modifier makes over the scroll.
    func stops(_ root: [String: Any]) throws -> [[Double]] {
        let s = try #require((SceneJSON.layerDict(root, named: "mask")?["mask"] as? [String: Any])?["stops"] as? [[String: Double]])
        return s.map { [$0["location"]!, $0["alpha"]!] }
    }

    @Test func theMaskHasTheGivenStopsMirroredRightToLeft() throws {
        #expect(try stops(dump(Self.adapted()).root) == [[0, 0.2], [0.5, 1], [1, 0]])
        var rtl = RenderOptions(); rtl.layoutDirection = .rightToLeft
        #expect(try stops(dump(Self.adapted(), options: rtl).root) == [[0, 0], [0.5, 1], [1, 0.2]])
        // The SwiftUI ruler's own stops are symmetric: kept exactly as they are.
        let plain = RulerScrollPicker(title: "W", value: 62, range: 40...120, step: 0.5)
        #expect(try stops(dump(plain, options: rtl).root) == [[0, 0], [0.18, 1], [0.82, 1], [1, 0]])
    }

    @Test func theIndicatorTakesItsShapeSizeAndHeight() throws {
        func indicator(_ r: RulerScrollPicker) throws -> [String: Any] {
            let ruler = try #require((try dump(r).root["children"] as? [[String: Any]])?.first)
            return try #require((ruler["children"] as? [[String: Any]])?.last)
        }
        let a = try indicator(Self.adapted())
        #expect(a["shape"] as? String == "rect")
        #expect(a["rect"] as? [String: Double] == ["x": grid(201 - 1.5), "y": 0, "width": 3, "height": 70])
        var r = RulerScrollPicker(title: "W", value: 62, range: 40...120, step: 0.5)
        r.tickHeight = 40; r.indicatorShape = .roundedRectangle; r.indicatorCornerRadius = 1.5
        let b = try indicator(r)
        #expect(b["shape"] as? String == "continuousRoundedRect" && b["cornerRadius"] as? Double == 1.5)
        // Without a height of its own it is tickHeight + 8 tall, as the SwiftUI ruler's.
        #expect((b["rect"] as? [String: Double])?["height"] == 48)
    }

    @Test func anAdaptedRulerReadsBackFromItsSpec() throws {
        let picture = Picture(content: Self.adapted())
        let spec = try JSONEncoder().encode(picture)
        #expect(try Picture(json: Array(spec)) == picture)
        let plain = String(decoding: try JSONEncoder().encode(Picture(content: RulerScrollPicker(title: "W", value: 1))), as: UTF8.self)
        for key in ["tickHeight", "TickWidth", "Fraction", "minorTickOpacity", "labelFont", "maskStops", "indicator"] {
            #expect(!plain.contains(key), "\(key) written for the defaults")
        }
    }

    /// The Swift API holds each number to its spec range, and the mask to its rules.
    @Test func badNumbersAreRefusedByName() {
        let cases: [(WritableKeyPath<RulerScrollPicker, Double>, String, Double)] = [
            (\.tickHeight, "tickHeight", -1), (\.tickHeight, "tickHeight", .nan), (\.majorTickWidth, "majorTickWidth", 101),
            (\.middleTickWidth, "middleTickWidth", -0.5), (\.minorTickWidth, "minorTickWidth", .infinity),
            (\.majorTickHeightFraction, "majorTickHeightFraction", 1.5), (\.middleTickHeightFraction, "middleTickHeightFraction", -0.1),
            (\.minorTickHeightFraction, "minorTickHeightFraction", 2), (\.minorTickOpacity, "minorTickOpacity", 1.01),
            (\.indicatorWidth, "indicatorWidth", -4), (\.indicatorCornerRadius, "indicatorCornerRadius", 1e9),
        ]
        for (path, name, value) in cases {
            var r = RulerScrollPicker(title: "W", value: 1)
            r[keyPath: path] = value
            #expect(throws: PickerError.invalidOption(name: name, value: PickerError.format(value), expected: "a number from \(name.contains("Fraction") || name == "minorTickOpacity" ? "0 to 1" : name.hasSuffix("TickWidth") ? "0 to 100" : "0 to 1000")")) {
                _ = try r.scene()
            }
        }
        var tall = RulerScrollPicker(title: "W", value: 1)
        tall.indicatorHeight = 1001
        #expect { _ = try tall.scene() } throws: { ($0 as? PickerError).map { "\($0)".contains("indicatorHeight") } ?? false }
        for stops in [[], Array(repeating: RulerScrollPicker.MaskStop(location: 0.5, opacity: 1), count: 17),
                      [.init(location: 0.5, opacity: 1), .init(location: 0.2, opacity: 1)], [.init(location: 0, opacity: 1.5)]] {
            var r = RulerScrollPicker(title: "W", value: 1)
            r.maskStops = stops
            #expect { _ = try r.scene() } throws: { error in
                guard case .invalidOption(let name, _, _) = error as? PickerError else { return false }
                return name == "maskStops"
            }
        }
    }

    @Test(arguments: [
        (#""maskStops": [{"location": 0.5, "opacity": 1}, {"location": 0.2, "opacity": 0}]"#, "content.maskStops[1].location",
         "0.2 is before the previous stop's 0.5"),
        (#""maskStops": [{"location": 0, "opacity": 2}]"#, "content.maskStops[0].opacity", "is not a number from 0 to 1"),
        (#""maskStops": [{"location": 0}]"#, "content.maskStops[0].opacity", "missing"),
        (#""maskStops": []"#, "content.maskStops", "has 0 stops; give 1 to 16"),
        (#""labelFont": {"style": "huge"}"#, "content.labelFont.style", "\"huge\" is not one of"),
        (#""labelFont": {"design": "monospaced"}"#, "content.labelFont.design", "is not one of \"default\", \"rounded\""),
        (#""tickHeight": 1001"#, "content.tickHeight", "is not a number from 0 to 1000"),
        (#""middleTickHeightFraction": 1.2"#, "content.middleTickHeightFraction", "is not a number from 0 to 1"),
        (#""indicatorShape": "circle""#, "content.indicatorShape", "is not one of"),
    ])
    func badSpecValuesAreRefusedAtTheirPaths(member: String, path: String, message: String) {
        let json = #"{"content": {"type": "ruler", "# + member + "}}"
        #expect { _ = try Picture(json: Array(json.utf8)) } throws: { error in
            guard let e = error as? SpecError else { return false }
            return e.description.hasPrefix(path + ": ") && e.message.contains(message)
        }
    }
}
