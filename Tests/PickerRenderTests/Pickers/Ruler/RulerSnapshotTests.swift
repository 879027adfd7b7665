// Pixels of the ruler and its demo against references under Snapshots/RulerSnapshots/, each
// looked at beside the SwiftUI ruler's code before it was committed.

import Testing
import PickerRender
import PickerRenderTesting

@Suite struct RulerSnapshots {
    static let demo = RulerScrollPicker(title: "Weight in kilograms", value: 62, range: 40...120, step: 0.5)

    func check(_ image: RenderedImage, _ name: String) throws {
        Snapshot.verify(image, named: name, suite: "RulerSnapshots")
    }

    @Test(arguments: [Appearance.light, .dark])
    func demoScreen(_ appearance: Appearance) throws {
        let renderer = try PickerRenderer(options: RenderOptions(appearance: appearance))
        try check(renderer.render(try Gallery.scene(demo: "ruler", using: renderer)), "demo-\(appearance.rawValue)")
    }

    @Test func component() throws { try check(try Self.demo.render(), "ruler") }

    @Test func midTickOffset() throws {
        try check(try Self.demo.render(offset: 6), "offset-mid-tick")
    }

    @Test(arguments: [4.0, 30])
    func tickSpacing(_ spacing: Double) throws {
        let r = RulerScrollPicker(title: "t", value: 62, range: 40...120, step: 0.5, tickSpacing: spacing)
        try check(try r.render(), "tick-spacing-\(Int(spacing))")
    }

    @Test(arguments: [1, 3])
    func majorEvery(_ n: Int) throws {
        let r = RulerScrollPicker(title: "t", value: 62, range: 40...120, step: 0.5, majorEvery: n)
        try check(try r.render(), "major-every-\(n)")
    }

    @Test func stepOneTenth() throws {
        try check(try RulerScrollPicker(title: "t", value: 2.3, range: 0...10, step: 0.1).render(), "step-0.1")
    }

    @Test func largeRange() throws {
        try check(try RulerScrollPicker(title: "t", value: 5000, range: 0...10_000, step: 10).render(), "range-0-10000")
    }

    @Test func hexTint() throws {
        let r = RulerScrollPicker(title: "t", value: 62, range: 40...120, step: 0.5, tint: ColorSpec(parsing: "#FF2D55")!)
        try check(try r.render(), "tint-hex")
    }

    @Test func accessibility5() throws {
        try check(try Self.demo.render(options: RenderOptions(dynamicType: .accessibility5)), "ax5")
    }

    @Test func spanishLocale() throws {
        let r = RulerScrollPicker(title: "t", value: 62.5, range: 40...120, step: 0.5, majorEvery: 5)
        try check(try r.render(options: RenderOptions(locale: "es_ES")), "locale-es_ES")
    }

    @Test func oneX() throws { try check(try Self.demo.render(options: RenderOptions(scale: 1)), "ruler-1x") }
}

@Suite struct RulerInkTests {
    /// Alpha summed across one row of the image, between two columns.
    func ink(_ img: RenderedImage, row: Int, from x0: Int, to x1: Int) -> Double {
        (x0..<x1).reduce(0.0) { $0 + Double(img.image.pixels[(row * img.width + $1) * 4 + 3]) / 255 }
    }

    /// A 1.5-pt minor tick at @1x carries 1.5 px of ink (at its colour's alpha), spread over
    /// two pixels, and the same amount at every sub-pixel offset.
    @Test func minorTickInkAtOneX() throws {
        let r = RulerScrollPicker(title: "t", value: 62, range: 40...120, step: 0.5, tint: .fixed(.init(r: 0, g: 0, b: 0, a: 0)))
        let alpha = 92.0 / 255 // secondary (0.6) at 0.6
        for offset in [0, 0.25, 0.5, 0.75] {   // past 62's resting position, 528 points
            let img = try r.render(offset: offset, options: RenderOptions(scale: 1, background: .transparent))
            // The minor tick one cell right of the centre, well inside the mask's flat part.
            let total = ink(img, row: 10, from: 201 + 1, to: 201 + 13)
            #expect(abs(total / alpha - 1.5) < 0.03, "offset \(offset): \(total / alpha) px of ink")
            let covered = (202..<214).filter { img.image.pixels[(10 * img.width + $0) * 4 + 3] > 0 }.count
            #expect(covered == 2, "spread over two pixels, not snapped to one or widened")
        }
    }
}
