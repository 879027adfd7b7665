// Shaping through the real committed fonts: face choice, weights, tabular digits, tracking,
// the cap-height correction and the SF line box.

import Testing
import PickerRenderText

func makeEngine() throws -> TextEngine {
    try TextEngine(fontsDirectory: TextEngine.defaultFontsDirectory)
}

@Test func faceSwitchesAtTwentyPoints() throws {
    let engine = try makeEngine()
    #expect(engine.faceInstance(for: Font(pointSize: 19.99)).id == .text)
    #expect(engine.faceInstance(for: Font(pointSize: 20)).id == .display)
    let line19 = engine.layoutLine("Hello", font: Font(pointSize: 19.5), displayScale: 3)
    let line20 = engine.layoutLine("Hello", font: Font(pointSize: 20), displayScale: 3)
    // Regular is drawn at the calibrated wght 392 (WeightCalibration).
    #expect(line19.run.face == FaceInstance(id: .text, wght: 392))
    #expect(line20.run.face == FaceInstance(id: .display, wght: 392))
    let rounded = Font(pointSize: 34, weight: .semibold, design: .rounded)
    #expect(engine.faceInstance(for: rounded) == FaceInstance(id: .roundedBold, wght: 0))
    #expect(engine.faceInstance(for: rounded.weight(.medium)).id == .roundedMedium)
    #expect(engine.faceInstance(for: rounded.weight(.regular)).id == .roundedMedium)
    #expect(engine.faceInstance(for: rounded.weight(.bold)).id == .roundedBold)
    #expect(engine.faceInstance(for: Font.system(.headline)).wght == 558)
}

@Test func capHeightCorrectionMatchesDesign() throws {
    let engine = try makeEngine()
    // docs/architecture.md §6: Inter's cap height is about 0.727 em, so it is scaled by about 0.97.
    #expect(abs(engine.capHeightCorrection(.text) - 0.97) < 0.005)
    for face in FaceID.allCases {
        #expect((0.9...1.1).contains(engine.capHeightCorrection(face)), "\(face)")
    }
    let font = Font(pointSize: 17)
    #expect(abs(engine.emSize(for: font) - 17 * engine.capHeightCorrection(.text)) < 1e-12)
    let line = engine.layoutLine("A", font: font, displayScale: 3)
    #expect(line.run.emSize == engine.emSize(for: font))
}

@Test func boldIsWiderThanRegular() throws {
    let engine = try makeEngine()
    for size in [15.0, 28.0] {
        let regular = engine.layoutLine("Wake Up 07:30", font: Font(pointSize: size), displayScale: 3)
        let semibold = engine.layoutLine("Wake Up 07:30", font: Font(pointSize: size, weight: .semibold), displayScale: 3)
        let bold = engine.layoutLine("Wake Up 07:30", font: Font(pointSize: size, weight: .bold), displayScale: 3)
        #expect(regular.width < semibold.width && semibold.width < bold.width, "\(size) pt")
    }
}

@Test func monospacedDigitsHaveEqualAdvances() throws {
    let engine = try makeEngine()
    for base in [Font(pointSize: 17, weight: .semibold), Font.system(.title3, weight: .semibold),
                 Font.system(.largeTitle, weight: .bold, design: .rounded)] {
        let plain0 = engine.layoutLine("0", font: base, displayScale: 3).width
        let plain1 = engine.layoutLine("1", font: base, displayScale: 3).width
        #expect(abs(plain0 - plain1) > 0.1, "proportional digits should differ: \(base)")
        let tab = base.monospacedDigit()
        let widths = (0...9).map { engine.layoutLine(String($0), font: tab, displayScale: 3).width }
        for w in widths { #expect(abs(w - widths[0]) < 1e-9, "\(base): \(widths)") }
        // Within a string, each digit advances by the same amount.
        let run = engine.layoutLine("1907", font: tab, displayScale: 3).run
        for g in run.glyphs { #expect(abs(g.width - widths[0]) < 1e-9) }
    }
    // docs/architecture.md §6: InterDisplay's tnum 0 (1274 units at wght 600, upem 2048) is wider
    // than its 1; the 1 is set on the widest digit, so it is at least as wide as the 0, and
    // centred.
    let font = Font.system(.title3, weight: .semibold).monospacedDigit()
    let zero = engine.layoutLine("0", font: Font.system(.title3, weight: .semibold), displayScale: 3).width
    let one = engine.layoutLine("1", font: font, displayScale: 3).run.glyphs[0]
    #expect(one.width >= zero - 1e-9)
    #expect(one.x > 0.05)   // moved right to centre the narrower 1 (1084 units) in the cell
}

@Test func trackingFollowsEveryGlyph() throws {
    let engine = try makeEngine()
    let font = Font(pointSize: 34, design: .rounded)   // +0.38 pt per glyph (docs/architecture.md §6)
    let run = engine.layoutLine("ll", font: font, displayScale: 3).run
    #expect(run.glyphs.count == 2)
    // The second glyph starts where the first one's tracked advance ends ...
    #expect(abs(run.glyphs[1].x - run.glyphs[0].width) < 1e-9)
    // ... and the two identical glyphs have identical tracked advances, the last one included.
    #expect(abs(run.glyphs[0].width - run.glyphs[1].width) < 1e-9)
    #expect(abs(run.width - 2 * run.glyphs[0].width) < 1e-9)
    // Same glyph at 12 pt rounded (tracking +0.54) vs the scaled 34 pt advance: the tracking
    // does not scale with the size, so width/size differs exactly by the tracking difference.
    let small = engine.layoutLine("l", font: Font(pointSize: 12, design: .rounded), displayScale: 3).width
    let big = run.glyphs[0].width
    #expect(abs((big - 0.38) / 34 - (small - 0.54) / 12) < 1e-9)
}

@Test func lineBoxUsesSFMetrics() throws {
    let engine = try makeEngine()
    let line = engine.layoutLine("Hello", font: Font(pointSize: 17), displayScale: 3)
    #expect(abs(line.height - 61.0 / 3) < 1e-9)      // 1.19336 x 17 = 20.287 -> 61 px at @3x
    #expect(abs(line.baseline - 0.95215 * 17) < 1e-12)
    #expect(line.frameWidth >= line.width && line.frameWidth - line.width < 1.0 / 3)
    #expect(abs(line.frameWidth * 3 - (line.frameWidth * 3).rounded()) < 1e-9)
    #expect(line.scaleFactor == 1 && !line.truncated && line.text == "Hello")
    let empty = engine.layoutLine("", font: Font(pointSize: 17), maxWidth: 0, displayScale: 2)
    #expect(empty.width == 0 && empty.frameWidth == 0 && empty.run.glyphs.isEmpty)
    #expect(empty.height == 41.0 / 2)                // 40.57 px -> 41 at @2x
}

/// A face without tabular figures (Quicksand) sets its digits on the width of its "0"
/// (614 units of 1000 at Bold), not on its widest digit (the "4", 708 units).
@Test func digitsOfAFaceWithoutTnumTakeTheWidthOfZero() throws {
    let engine = try makeEngine()
    let font = Font.system(.largeTitle, weight: .bold, design: .rounded)
    let zero = engine.layoutLine("0", font: font, displayScale: 3).width
    let four = engine.layoutLine("4", font: font, displayScale: 3).width
    #expect(four > zero)
    let tab = font.monospacedDigit()
    for d in ["1", "4", "0"] {
        #expect(abs(engine.layoutLine(d, font: tab, displayScale: 3).width - zero) < 1e-9, "\(d)")
    }
}
