// Font values and Apple's tracking tables (docs/architecture.md §6), interpolated by hand here.

import Testing
import PickerRenderText

@Test func systemFontDefaults() {
    let headline = Font.system(.headline)
    #expect(headline.pointSize == 17 && headline.weight == .semibold && headline.design == .default)
    #expect(Font.system(.body).weight == .regular)
    #expect(Font.system(.largeTitle, size: .accessibility1, weight: .bold, design: .rounded)
        == Font(pointSize: 44, weight: .bold, design: .rounded, textStyle: .largeTitle))
    // The style is remembered (a user's font per style is chosen by it), also when shrunk.
    #expect(Font.system(.title3).withPointSize(12).textStyle == .title3)
    #expect(Font(pointSize: 13).textStyle == nil)
    let f = Font.system(.title3).weight(.semibold).monospacedDigit()
    #expect(f.weight == .semibold && f.monospacedDigits && f.pointSize == 20)
    #expect(!Font.system(.title3).monospacedDigits)
    #expect(FontWeight.semibold.rawValue == 600)
}

@Test func trackingTable() {
    func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }
    #expect(near(Tracking.points(forPointSize: 17, design: .default), -0.43))
    #expect(near(Tracking.points(forPointSize: 18, design: .default), -0.43 - 0.02 / 3))  // -0.4366...
    #expect(near(Tracking.points(forPointSize: 10, design: .default), 0.06))   // below the table
    #expect(near(Tracking.points(forPointSize: 40, design: .default), 0.40))   // above it
    #expect(near(Tracking.points(forPointSize: 25, design: .default), -0.26 + 0.64 / 2))
    #expect(near(Tracking.points(forPointSize: 12.5, design: .default), -0.04))
    #expect(near(Tracking.points(forPointSize: 12, design: .rounded), 0.54))
    #expect(near(Tracking.points(forPointSize: 14.5, design: .rounded), (0.54 + 0.37) / 2))
    #expect(near(Tracking.points(forPointSize: 31, design: .rounded), 0.37))
    #expect(near(Tracking.points(forPointSize: 8, design: .rounded), 0.54))
}
