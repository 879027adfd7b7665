// Theming: the wheel's band colour, corner radius and text colour, the ruler's
// tint, tick and label colours, in light and dark, the segmented control's thumb, track and
// label colours and the system wheel's band and text colours, against
// Snapshots/ThemingSnapshots/ (each looked at); the colours reach the scene as given, and an
// unthemed control's scene is the one it always had.

import Testing
import PickerRender
import PickerRenderTesting

@Suite struct ThemingSnapshots {
    static let wheel = WheelPicker(title: "Hour", range: 0...23, format: "%02d", selection: 7)
        .bandStyle(ColorSpec(parsing: "#5856D633")!, cornerRadius: 6)
        .foregroundStyle(.indigo)

    static var ruler: RulerScrollPicker {
        var r = RulerScrollPicker(title: "Weight", value: 62, range: 40...120, step: 0.5, tint: .pink)
        r.minorTickColor = .pink
        r.labelColor = .pink
        return r
    }

    @Test(arguments: [Appearance.light, .dark])
    func wheel(_ appearance: Appearance) throws {
        Snapshot.verify(Self.wheel, as: .picker(options: RenderOptions(appearance: appearance)), named: "wheel-\(appearance.rawValue)",
                            suite: "ThemingSnapshots")
    }

    @Test(arguments: [Appearance.light, .dark])
    func ruler(_ appearance: Appearance) throws {
        Snapshot.verify(Self.ruler, as: .picker(options: RenderOptions(appearance: appearance)), named: "ruler-\(appearance.rawValue)",
                            suite: "ThemingSnapshots")
    }

    static let segmented = SegmentedPicker(title: "Flavor", options: ["Chocolate", "Vanilla", "Strawberry"], selection: "Vanilla")
        .thumbStyle(.indigo, track: ColorSpec(parsing: "#5856D626")!)
        .foregroundStyle(.indigo, selected: .white)

    static let systemWheel = SystemWheelPicker(title: "Fruit", options: ["Apple", "Banana", "Cherry", "Grape", "Mango"],
                                               selection: "Cherry")
        .bandStyle(ColorSpec(parsing: "#FF950033")!)
        .foregroundStyle(.orange)

    @Test func segmented() throws {
        Snapshot.verify(Self.segmented, named: "segmented-light", suite: "ThemingSnapshots")
    }

    @Test func systemWheel() throws {
        Snapshot.verify(Self.systemWheel, as: .picker(options: RenderOptions(appearance: .dark)), named: "system-wheel-dark",
                            suite: "ThemingSnapshots")
    }

    /// The segmented control's colours in its scene: track, thumb, the selected label in its own
    /// colour and the others in theirs; the separators and shadow untouched.
    @Test(arguments: [Appearance.light, .dark])
    func segmentedColoursReachTheScene(_ appearance: Appearance) throws {
        let options = RenderOptions(appearance: appearance)
        let shapes = try Self.sceneShapes(Self.segmented.sceneJSON(options: options))
        let indigo = SemanticColor.indigo.resolved(appearance).hexString
        #expect(shapes.first?["color"] as? String == "#5856D626", "track")
        #expect(shapes.contains { $0["color"] as? String == indigo && $0["blur"] == nil }, "thumb")
        let texts = try Self.sceneTexts(Self.segmented.sceneJSON(options: options))
        #expect(texts["Vanilla"] == "#FFFFFF" && texts["Chocolate"] == indigo && texts["Strawberry"] == indigo)
        // Only textColor: the selected label takes it too.
        let plain = SegmentedPicker(title: "Flavor", options: ["A", "B"], selection: "B").foregroundStyle(.red)
        let red = SemanticColor.red.resolved(appearance).hexString
        #expect(try Self.sceneTexts(plain.sceneJSON(options: options)) == ["A": red, "B": red])
        let p = Self.segmented.picture()
        #expect(try Picture(json: Array(p.specText.utf8)) == p, "the theme round-trips through the spec")
    }

    /// The system wheel's band and every row and unit label in the theme's colours.
    @Test func systemWheelColoursReachTheScene() throws {
        let dump = try Self.systemWheel.sceneJSON()
        #expect(try Self.sceneShapes(dump).first?["color"] as? String == "#FF950033", "band")
        let orange = SemanticColor.orange.resolved(.light).hexString
        let texts = try Self.sceneTexts(dump)
        #expect(!texts.isEmpty && texts.values.allSatisfy { $0 == orange }, "\(texts)")
        let timer = SystemWheelPicker(title: "T", columns: [.init(options: ["0", "1"], selection: "1", unit: "min")])
            .foregroundStyle(.teal)
        let teal = SemanticColor.teal.resolved(.light).hexString
        #expect(try Self.sceneTexts(timer.sceneJSON())["min"] == teal, "unit label")
        let p = Self.systemWheel.picture()
        #expect(try Picture(json: Array(p.specText.utf8)) == p, "the theme round-trips through the spec")
    }

    /// Unthemed, both controls draw the scene they had before theming existed: the same JSON as
    /// with the system's own colours spelled out where a name exists.
    @Test func defaultsAreTheSystemLook() throws {
        let plain = SegmentedPicker(title: "Flavor", options: ["Chocolate", "Vanilla"], selection: "Vanilla")
        var spelled = plain
        spelled.trackColor = .tertiarySystemFill; spelled.textColor = .label
        #expect(try plain.sceneJSON() == spelled.sceneJSON())
        #expect(plain.picture().specText == SegmentedPicker(title: "Flavor", options: ["Chocolate", "Vanilla"], selection: "Vanilla").picture().specText)
        #expect(!plain.picture().specText.contains("Color"), "no theme keys written for the defaults")
        let wheel = SystemWheelPicker(title: "Fruit", options: ["Apple", "Banana"], selection: "Apple")
        #expect(try wheel.sceneJSON() == wheel.foregroundStyle(.label).sceneJSON())
        #expect(!wheel.picture().specText.contains("Color"))
    }

    static func nodes(_ json: String) throws -> [[String: Any]] {
        var out: [[String: Any]] = []
        func walk(_ n: [String: Any]) {
            out.append(n)
            for c in n["children"] as? [[String: Any]] ?? [] { walk(c) }
        }
        walk(try SceneJSON.parse(json))
        return out
    }
    static func sceneShapes(_ json: String) throws -> [[String: Any]] { try nodes(json).filter { $0["kind"] as? String == "shape" } }
    /// Each text's string -> colour.
    static func sceneTexts(_ json: String) throws -> [String: String] {
        var out: [String: String] = [:]
        for t in try nodes(json) where t["kind"] as? String == "text" { out[t["string"] as! String] = t["color"] as? String }
        return out
    }

    @Test func theColoursReachTheScene() throws {
        let dump = try Self.wheel.sceneJSON()
        #expect(dump.contains("\"#5856D633\"") && dump.contains("\"cornerRadius\" : 6"), "band")
        #expect(dump.contains("\"#5856D6\""), "text")
        let p = Self.wheel.picture()
        #expect(try Picture(json: Array(p.specText.utf8)) == p, "the theme round-trips through the spec")
    }
}

/// Scripts beyond Latin: a wheel of Arabic, Japanese, Hebrew and emoji values,
/// drawn by the pinned fallback faces, emoji in colour (looked at).
@Suite struct ScriptSnapshots {
    @Test func wheelOfManyScripts() throws {
        let wheel = WheelPicker(title: "Greeting", values: ["مرحبا", "月曜日", "🍎 Apple", "שלום", "नमस्ते"], selection: "🍎 Apple") { $0 }
        let scene = try wheel.scene()
        #expect(scene.textsWithMissingGlyphs.isEmpty, "every character has a pinned face")
        Snapshot.verify(wheel, suite: "ScriptSnapshots")
    }

    /// An Arabic ruler with Arabic-Indic digits, right to left: ar_EG formats the labels
    /// in Arabic-Indic digits, and the mirrored scale has its values increasing to the left (looked
    /// at: ٧٠ and ٦٥ left of the indicator, ٦٠ and ٥٥ right of it, 62 four ticks left of ٦٠).
    @Test func arabicRulerRightToLeft() throws {
        let ruler = RulerScrollPicker(title: "الوزن", value: 62, range: 40...120, step: 0.5)
        Snapshot.verify(ruler, as: .picker(options: RenderOptions(locale: "ar_EG", layoutDirection: .rightToLeft)),
                            suite: "ScriptSnapshots")
    }

    /// A Hebrew segmented control: day, week, month, year from the right, the thumb
    /// under the second segment from the right (looked at).
    @Test func hebrewSegmentedRightToLeft() throws {
        let control = SegmentedPicker(title: "תקופה", options: ["יום", "שבוע", "חודש", "שנה"], selection: "שבוע")
        #expect(try control.scene().textsWithMissingGlyphs.isEmpty, "every character has a pinned face")
        Snapshot.verify(control, as: .picker(options: RenderOptions(locale: "he_IL", layoutDirection: .rightToLeft)),
                            suite: "ScriptSnapshots")
    }

    /// A Hebrew menu row right to left: title and subtitle right-aligned at the right, the value
    /// and the (symmetric) up-down chevron at the left (looked at).
    @Test func hebrewMenuRowRightToLeft() throws {
        let row = MenuPickerRow("טעם", selection: "וניל", options: ["שוקולד", "וניל", "תות"], subtitle: "בחרו את הטעם האהוב")
        Snapshot.verify(row, as: .picker(options: RenderOptions(locale: "he_IL", layoutDirection: .rightToLeft)),
                            suite: "ScriptSnapshots")
    }

    /// A Hebrew inline picker right to left: header and options right-aligned, the checkmark (not
    /// flipped) at the left, separators from the right inset to the card's left edge (looked at).
    @Test func hebrewInlinePickerRightToLeft() throws {
        let picker = InlinePicker("טעם", selection: "וניל", options: ["שוקולד", "וניל", "תות"])
        Snapshot.verify(picker, as: .picker(options: RenderOptions(locale: "he_IL", layoutDirection: .rightToLeft)),
                            suite: "ScriptSnapshots")
    }
}
