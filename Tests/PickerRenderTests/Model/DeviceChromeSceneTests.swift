// The device chrome as numbers, through the scene dump: the status bar's, navigation bar's and
// home indicator's layers sit where iOS 18 draws them on an iPhone 16 Pro (docs/architecture.md
// §22: 9:41 on a 39.33 pt baseline centred beside the Dynamic Island, the bars, Wi-Fi and battery
// group on the other side, a 44 pt inline bar or a 96 pt large-title bar under the 62 pt inset,
// a 134 x 5 pt indicator 8 pt above the bottom); the content's safe area starts under the
// navigation bar; content colours follow the appearance; chrome off draws nothing.

import Testing
import PickerRender

@Suite struct DeviceChromeSceneTests {
    static let device = Device.iPhone16Pro

    static func screen(_ chrome: DeviceChrome, appearance: Appearance = .light) -> Picture {
        Picture(canvas: .device(device), options: RenderOptions(appearance: appearance), chrome: chrome) {
            VStack(spacing: 0) { Text("Top"); Spacer() }
        }
    }

    static func dump(_ p: Picture) throws -> [String: Any] { try SceneJSON.parse(try p.sceneJSON()) }

    /// A layer's quad as (minX, minY, maxX, maxY) in the screen's points.
    static func box(_ l: DumpedLayer) -> (Double, Double, Double, Double) {
        let xs = l.quad.map(\.0), ys = l.quad.map(\.1)
        return (xs.min()!, ys.min()!, xs.max()!, ys.max()!)
    }

    static func layer(_ root: [String: Any], _ name: String) throws -> DumpedLayer {
        try #require(SceneJSON.layers(root).first { $0.name == name }, "no layer \(name)")
    }

    static func texts(_ l: DumpedLayer) -> [String: [String: Any]] {
        var out: [String: [String: Any]] = [:]
        for c in l.children where c["kind"] as? String == "text" { out[c["string"] as! String] = c }
        return out
    }

    static func near(_ a: Double, _ b: Double, _ tolerance: Double = 0.5) -> Bool { abs(a - b) <= tolerance }

    @Test func theStatusBarSitsAroundTheIsland() throws {
        let root = try Self.dump(Self.screen(.system))
        let bar = try Self.layer(root, "statusBar")
        let b = Self.box(bar)
        #expect(b.0 == 0 && b.1 == 0 && b.2 == 402 && b.3 == 62, "\(b)")
        let time = try #require(Self.texts(bar)["9:41"])
        let origin = time["origin"] as! [String: Double], frame = time["frame"] as! [String: Double]
        #expect(Self.near(origin["y"]!, 39.33, 0.34), "baseline \(origin)")
        // Centred 4.6 pt right of the middle of the 138.5 pt beside the island.
        #expect(Self.near(frame["x"]! + frame["width"]! / 2, 138.5 / 2 + 4.6), "\(frame)")
        #expect(time["pointSize"] as? Double == 18.4)
        // Bars, Wi-Fi and battery: one group 87 pt wide centred 5.6 pt left of the middle of the
        // right side, every item's bottom on the 39 pt baseline.
        let shapes = bar.children.filter { $0["kind"] as? String == "shape" }
        let rects = shapes.compactMap { $0["rect"] as? [String: Double] }
        let left = rects.map { $0["x"]! }.min()!, right = rects.map { $0["x"]! + $0["width"]! }.max()!
        #expect(Self.near((left + right) / 2, (263.5 + 402) / 2 - 5.6), "\(left)...\(right)")
        #expect(Self.near(right - left, 87, 1), "\(left)...\(right)")
        let bars = rects.prefix(4)
        #expect(bars.map { $0["height"]! } == bars.map { $0["height"]! }.sorted(), "bars rise left to right")
        for r in bars { #expect(Self.near(r["y"]! + r["height"]!, 39, 0.01), "\(r)") }
    }

    /// Right to left the status bar is the left-to-right one mirrored about the screen's middle:
    /// the time at the right, the battery outermost at the left with its cap towards the edge,
    /// the bars rising to the left.
    @Test func theStatusBarMirrorsRightToLeft() throws {
        func parts(_ direction: LayoutDirection) throws -> (time: [String: Double], rects: [[String: Double]]) {
            let p = Picture(canvas: .device(Self.device), options: RenderOptions(layoutDirection: direction), chrome: .system) {
                VStack(spacing: 0) { Text("Top"); Spacer() }
            }
            let bar = try Self.layer(try Self.dump(p), "statusBar")
            let time = try #require(Self.texts(bar)["9:41"]?["frame"] as? [String: Double])
            return (time, bar.children.filter { $0["kind"] as? String == "shape" }.compactMap { $0["rect"] as? [String: Double] })
        }
        let ltr = try parts(.leftToRight), rtl = try parts(.rightToLeft)
        #expect(Self.near(rtl.time["x"]!, 402 - ltr.time["x"]! - ltr.time["width"]!, 1.0 / 3), "\(rtl.time)")
        #expect(rtl.time["y"] == ltr.time["y"] && rtl.time["width"] == ltr.time["width"])
        #expect(rtl.rects.count == ltr.rects.count)
        for (a, b) in zip(ltr.rects, rtl.rects) {
            #expect(Self.near(b["x"]!, 402 - a["x"]! - a["width"]!, 1e-9) && b["y"] == a["y"] && b["width"] == a["width"], "\(a) -> \(b)")
        }
        // The battery's cap (the last shape) is left of its body (the two before it) and of every bar.
        let cap = rtl.rects.last!, body = rtl.rects[rtl.rects.count - 2]
        #expect(cap["x"]! + cap["width"]! < body["x"]! && rtl.rects.prefix(4).allSatisfy { $0["x"]! > body["x"]! })
        let bars = Array(rtl.rects.prefix(4)).sorted { $0["x"]! < $1["x"]! }
        #expect(bars.map { $0["height"]! } == bars.map { $0["height"]! }.sorted(by: >), "bars rise right to left")
    }

    @Test func aLargeTitleBarIs96PointsAndTheContentStartsUnderIt() throws {
        let chrome = DeviceChrome(statusBar: true, navigationTitle: "Alarm", titleDisplayMode: .large)
        let root = try Self.dump(Self.screen(chrome))
        let nav = try Self.layer(root, "navigationBar")
        let b = Self.box(nav)
        #expect(b.1 == 62 && b.3 == 158 && b.0 == 0 && b.2 == 402, "\(b)")
        let title = try #require(Self.texts(nav)["Alarm"])
        let frame = title["frame"] as! [String: Double]
        #expect(frame["x"] == 16 && Self.near(frame["y"]!, 47, 0.34), "\(frame)")
        #expect(title["pointSize"] as? Double == 34)
        let top = try #require(CompositionLayoutTests.textFrames(Self.screen(chrome))["Top"])
        #expect(top["y"] == 158, "\(top)")
    }

    @Test func anInlineBarCentresItsTitleBetweenTheButtons() throws {
        let chrome = DeviceChrome(navigationTitle: "Alarm", titleDisplayMode: .inline, leadingButton: "Cancel", trailingButton: "Save")
        let root = try Self.dump(Self.screen(chrome))
        let nav = try Self.layer(root, "navigationBar")
        let b = Self.box(nav)
        #expect(b.1 == 62 && b.3 == 106, "\(b)")
        let t = Self.texts(nav)
        let title = try #require(t["Alarm"]?["frame"] as? [String: Double])
        let cancel = try #require(t["Cancel"]?["frame"] as? [String: Double])
        let save = try #require(t["Save"]?["frame"] as? [String: Double])
        #expect(Self.near(title["x"]! + title["width"]! / 2, 201), "\(title)")
        #expect(Self.near(title["y"]! + title["height"]! / 2, 22), "\(title)")
        #expect(cancel["x"] == 16, "\(cancel)")
        #expect(Self.near(save["x"]! + save["width"]!, 386), "\(save)")
        #expect(t["Cancel"]?["color"] as? String != t["Alarm"]?["color"] as? String, "buttons in the tint colour")
        let top = try #require(CompositionLayoutTests.textFrames(Self.screen(chrome))["Top"])
        #expect(top["y"] == 106, "\(top)")
    }

    @Test func theHomeIndicatorIsACapsule8PointsAboveTheBottom() throws {
        let root = try Self.dump(Self.screen(DeviceChrome(homeIndicator: true)))
        let b = Self.box(try Self.layer(root, "homeIndicator"))
        #expect(b.0 == 134 && b.2 == 268 && b.1 == 861 && b.3 == 866, "\(b)")
    }

    @Test func theContentIsBlackOnLightAndWhiteOnDark() throws {
        for (appearance, expected) in [(Appearance.light, "#000000"), (.dark, "#FFFFFF")] {
            let bar = try Self.layer(try Self.dump(Self.screen(.system, appearance: appearance)), "statusBar")
            let time = try #require(Self.texts(bar)["9:41"])
            #expect((time["color"] as? String)?.uppercased().hasPrefix(expected) == true, "\(appearance): \(time["color"] ?? "")")
        }
    }

    @Test func noChromeDrawsNothingAndKeepsTheSafeArea() throws {
        let root = try Self.dump(Self.screen(DeviceChrome()))
        let names = Set(SceneJSON.layers(root).map(\.name))
        #expect(names.isDisjoint(with: ["statusBar", "navigationBar", "homeIndicator"]), "\(names)")
        let top = try #require(CompositionLayoutTests.textFrames(Self.screen(DeviceChrome()))["Top"])
        #expect(top["y"] == 62)
    }

    @Test func aTitleLongerThanATextMayBeIsRefusedBeforeItIsMeasured() {
        let long = String(repeating: "a", count: 100_001)
        #expect { try Self.screen(DeviceChrome(navigationTitle: long)).scene() } throws: {
            ($0 as? PickerError)?.description.contains("chrome.navigationTitle") == true
        }
    }

    @Test func chromeOnAFitCanvasIsAnError() {
        let fit = Picture(chrome: .system) { Text("Hi") }
        #expect { try fit.scene() } throws: { ($0 as? PickerError)?.description.contains("chrome") == true }
    }
}
