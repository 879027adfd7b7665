// Theming (issue 12): the wheel's band colour, corner radius and text colour, the ruler's
// tint, tick and label colours, in light and dark, against Snapshots/ThemingSnapshots/ (each
// looked at); the colours reach the scene as given.

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
        try Snapshot.verify(Self.wheel, renderOptions: RenderOptions(appearance: appearance), named: "wheel-\(appearance.rawValue)",
                            suite: "ThemingSnapshots")
    }

    @Test(arguments: [Appearance.light, .dark])
    func ruler(_ appearance: Appearance) throws {
        try Snapshot.verify(Self.ruler, renderOptions: RenderOptions(appearance: appearance), named: "ruler-\(appearance.rawValue)",
                            suite: "ThemingSnapshots")
    }

    @Test func theColoursReachTheScene() throws {
        let dump = try Self.wheel.sceneJSON()
        #expect(dump.contains("\"#5856D633\"") && dump.contains("\"cornerRadius\" : 6"), "band")
        #expect(dump.contains("\"#5856D6\""), "text")
        let p = Self.wheel.picture()
        #expect(try Picture(json: Array(p.specText.utf8)) == p, "the theme round-trips through the spec")
    }
}

/// Scripts beyond Latin (issue 12): a wheel of Arabic, Japanese, Hebrew and emoji values,
/// drawn by the pinned fallback faces, emoji in colour (looked at).
@Suite struct ScriptSnapshots {
    @Test func wheelOfManyScripts() throws {
        let wheel = WheelPicker(title: "Greeting", values: ["مرحبا", "月曜日", "🍎 Apple", "שלום", "नमस्ते"], selection: "🍎 Apple") { $0 }
        let scene = try wheel.scene()
        #expect(scene.textsWithMissingGlyphs.isEmpty, "every character has a pinned face")
        try Snapshot.verify(wheel, suite: "ScriptSnapshots")
    }

    /// Issue 12's "Arabic ruler with Arabic-Indic digits, right to left": ar_EG formats the labels
    /// in Arabic-Indic digits, and the mirrored scale has its values increasing to the left (looked
    /// at: ٧٠ and ٦٥ left of the indicator, ٦٠ and ٥٥ right of it, 62 four ticks left of ٦٠).
    @Test func arabicRulerRightToLeft() throws {
        let ruler = RulerScrollPicker(title: "الوزن", value: 62, range: 40...120, step: 0.5)
        try Snapshot.verify(ruler, renderOptions: RenderOptions(locale: "ar_EG", layoutDirection: .rightToLeft),
                            suite: "ScriptSnapshots")
    }

    /// Issue 12's "Hebrew segmented control": day, week, month, year from the right, the thumb
    /// under the second segment from the right (looked at).
    @Test func hebrewSegmentedRightToLeft() throws {
        let control = SegmentedPicker(title: "תקופה", options: ["יום", "שבוע", "חודש", "שנה"], selection: "שבוע")
        #expect(try control.scene().textsWithMissingGlyphs.isEmpty, "every character has a pinned face")
        try Snapshot.verify(control, renderOptions: RenderOptions(locale: "he_IL", layoutDirection: .rightToLeft),
                            suite: "ScriptSnapshots")
    }

    /// A Hebrew menu row right to left: title and subtitle right-aligned at the right, the value
    /// and the (symmetric) up-down chevron at the left (looked at).
    @Test func hebrewMenuRowRightToLeft() throws {
        let row = MenuPickerRow("טעם", selection: "וניל", options: ["שוקולד", "וניל", "תות"], subtitle: "בחרו את הטעם האהוב")
        try Snapshot.verify(row, renderOptions: RenderOptions(locale: "he_IL", layoutDirection: .rightToLeft),
                            suite: "ScriptSnapshots")
    }

    /// A Hebrew inline picker right to left: header and options right-aligned, the checkmark (not
    /// flipped) at the left, separators from the right inset to the card's left edge (looked at).
    @Test func hebrewInlinePickerRightToLeft() throws {
        let picker = InlinePicker("טעם", selection: "וניל", options: ["שוקולד", "וניל", "תות"])
        try Snapshot.verify(picker, renderOptions: RenderOptions(locale: "he_IL", layoutDirection: .rightToLeft),
                            suite: "ScriptSnapshots")
    }
}
