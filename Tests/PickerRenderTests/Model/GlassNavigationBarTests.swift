// The navigation bar in the iOS 26 design and the chrome at every Dynamic Type size, through the
// scene dump (docs/architecture.md §22): glass capsules 44 pt tall on the 44-pt row, their
// edges 16 pt from the screen's sides, the text in label colour (the confirmation action's
// capsule filled with the tint); the large title 14 pt under the row (107-pt bar); the large
// title following the largeTitle style's sizes in both designs while the buttons and the inline
// title stay 17 pt; references of a whole iOS 26 screen, light and dark.

import Testing
import PickerRender
import PickerRenderTesting

@Suite struct GlassNavigationBarTests {
    typealias Dict = [String: Any]

    static func screen(_ chrome: DeviceChrome, _ options: RenderOptions) -> Picture {
        Picture(canvas: .device(.iPhone16Pro), options: options, chrome: chrome) {
            VStack(spacing: 0) { Text("Top"); Spacer() }
        }
    }

    static func bar(_ chrome: DeviceChrome, _ options: RenderOptions) throws -> (box: (Double, Double, Double, Double), children: [Dict]) {
        let root = try SceneJSON.parse(try screen(chrome, options).sceneJSON())
        let nav = try #require(SceneJSON.layers(root).first { $0.name == "navigationBar" })
        return (DeviceChromeSceneTests.box(nav), nav.children)
    }

    static func rect(_ d: Dict, _ key: String = "rect") -> [String: Double] { d[key] as? [String: Double] ?? [:] }
    static func text(_ children: [Dict], _ s: String) throws -> Dict { try #require(children.first { $0["string"] as? String == s }) }

    static let alarm = DeviceChrome(navigationTitle: "Alarm", titleDisplayMode: .inline, leadingButton: "Cancel", trailingButton: "Save")
    static let ios26 = RenderOptions(design: .ios26)

    @Test func buttonsAreGlassCapsulesOnTheRow() throws {
        let (box, children) = try Self.bar(Self.alarm, Self.ios26)
        #expect(box.1 == 62 && box.3 == 106, "\(box)")
        // Each capsule's body: 44 pt tall, centred on the 44-pt row, 16 pt from its side.
        let bodies = children.filter { $0["shape"] as? String == "capsule" && $0["strokeWidth"] == nil && $0["blur"] == nil }
        #expect(bodies.count == 2)
        let cancel = Self.rect(bodies[0]), save = Self.rect(bodies[1])
        #expect(cancel["x"] == 16 && cancel["y"] == 0 && cancel["height"] == 44, "\(cancel)")
        #expect(abs(save["x"]! + save["width"]! - 386) < 1e-9 && save["height"] == 44, "\(save)")
        // Each button's text centred in its capsule; the plain one in label colour, the
        // confirmation's white on the tint.
        let cancelText = try Self.text(children, "Cancel"), saveText = try Self.text(children, "Save")
        let f = Self.rect(cancelText, "frame")
        #expect(abs(f["x"]! + f["width"]! / 2 - (cancel["x"]! + cancel["width"]! / 2)) <= 1.0 / 3, "\(f)")
        #expect((cancelText["color"] as? String)?.uppercased().hasPrefix("#000000") == true)
        #expect((saveText["color"] as? String)?.uppercased().hasPrefix("#FFFFFF") == true)
        #expect((bodies[1]["color"] as? String)?.uppercased().hasPrefix("#007AFF") == true, "the tint")
        // The inline title centred on the screen and on the row, as in iOS 18.
        let title = Self.rect(try Self.text(children, "Alarm"), "frame")
        #expect(abs(title["x"]! + title["width"]! / 2 - 201) <= 0.5 && abs(title["y"]! + title["height"]! / 2 - 22) <= 0.5)
    }

    @Test func theIOS18BarKeepsItsTextButtons() throws {
        let (_, children) = try Self.bar(Self.alarm, RenderOptions())
        #expect(!children.contains { $0["shape"] as? String == "capsule" })
        let (_, glass) = try Self.bar(Self.alarm, Self.ios26)
        #expect(glass.contains { $0["shape"] as? String == "capsule" })
    }

    @Test func aLargeTitleSits14PointsUnderTheRowIn107() throws {
        let chrome = DeviceChrome(navigationTitle: "Servers")
        let (box, children) = try Self.bar(chrome, Self.ios26)
        #expect(box.1 == 62 && box.3 == 62 + 107, "\(box)")
        let f = Self.rect(try Self.text(children, "Servers"), "frame")
        #expect(f["x"] == 16 && abs(f["y"]! - 58) <= 1.0 / 3, "\(f)")
        let top = try #require(CompositionLayoutTests.textFrames(Self.screen(chrome, Self.ios26))["Top"])
        #expect(top["y"] == 169, "\(top)")
    }

    /// The large title is the largeTitle style (31 pt at xSmall ... 52 pt at AX3) in both
    /// designs, and the bar grows by its line; the buttons and the inline title stay 17 pt.
    @Test(arguments: [Design.ios18, .ios26])
    func theLargeTitleFollowsDynamicTypeAndTheButtonsDoNot(_ design: Design) throws {
        let large = DeviceChrome(navigationTitle: "Settings", leadingButton: "Edit")
        var sizes: [Double] = [], heights: [Double] = [], buttons: [Double] = []
        for size in [DynamicTypeSize.xSmall, .large, .accessibility3] {
            let (box, children) = try Self.bar(large, RenderOptions(dynamicType: size, design: design))
            sizes.append(try Self.text(children, "Settings")["pointSize"] as! Double)
            heights.append(box.3 - box.1)
            buttons.append(try Self.text(children, "Edit")["pointSize"] as! Double)
        }
        #expect(sizes == [31, 34, 52])
        let base = design == .ios26 ? 107.0 : 96.0
        for (h, s) in zip(heights, sizes) { #expect(abs(h - (base + (s - 34) * 1.19336)) < 1e-6, "\(heights)") }
        #expect(buttons == [17, 17, 17])
        let (_, inline) = try Self.bar(Self.alarm, RenderOptions(dynamicType: .accessibility5, design: design))
        #expect(try Self.text(inline, "Alarm")["pointSize"] as? Double == 17)
    }

    @Test func rightToLeftTheLeadingButtonIsAtTheRight() throws {
        var o = Self.ios26
        o.layoutDirection = .rightToLeft
        let (_, children) = try Self.bar(Self.alarm, o)
        let cancel = Self.rect(try Self.text(children, "Cancel"), "frame"), save = Self.rect(try Self.text(children, "Save"), "frame")
        #expect(cancel["x"]! > 300 && save["x"]! < 100, "\(cancel) \(save)")
    }

    /// A whole iOS 26 screen: status bar, an inline bar with glass buttons, a list with a
    /// header, navigation rows and a menu row, the home indicator.
    static var settings: Picture {
        Picture(canvas: .device(.iPhone16Pro), chrome: DeviceChrome(statusBar: true, homeIndicator: true, navigationTitle: "Alarm",
                                                                   titleDisplayMode: .inline, leadingButton: "Cancel", trailingButton: "Save")) {
            InsetGroupedList([
                ListSection([.navigationLink(title: "Repeat", value: "Never"), .navigationLink(title: "Label", value: "Alarm"),
                             .picker(MenuPickerRow("Sound", selection: "Radar", options: ["Radar", "Chimes"]))], header: "Alarm"),
                ListSection([.navigationLink(title: "Snooze", value: nil)]),
            ])
            .padding(.top, 16)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        }
    }

    @Test(arguments: [Appearance.light, .dark])
    func screenSnapshot(_ appearance: Appearance) throws {
        var p = Self.settings
        p.options = RenderOptions(appearance: appearance, background: .color(.semantic(.systemGroupedBackground)), design: .ios26)
        Snapshot.verify(p, named: "ios26-screen-\(appearance.rawValue)", suite: "GalleryChromeSnapshots")
    }
}
