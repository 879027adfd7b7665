// Every rule of the SwiftUI ruler's RulerScrollPickerScale.

import Testing
import PickerRender

@Suite struct RulerScaleTests {
    @Test func demoScale() {
        let s = RulerScrollPickerScale(range: 40...120, step: 0.5)
        #expect(s.tickCount == 161)
        #expect(s.value(at: 44) == 62)
        #expect(s.index(for: 62) == 44)
    }

    @Test func quotientJustUnderAWholeNumberRoundsToIt() {
        // 0.3 / 0.1 is 2.9999999999999996 in binary: 3 steps, so 4 ticks.
        #expect(RulerScrollPickerScale(range: 0...0.3, step: 0.1).tickCount == 4)
        // A real remainder rounds down: 0...1 by 0.3 is 0, 0.3, 0.6, 0.9.
        #expect(RulerScrollPickerScale(range: 0...1, step: 0.3).tickCount == 4)
    }

    @Test(arguments: [0.0, -1, .nan, .infinity, -.infinity])
    func badStepBecomesOne(step: Double) {
        let s = RulerScrollPickerScale(range: 0...10, step: step)
        #expect(s.step == 1)
        #expect(s.tickCount == 11)
    }

    @Test func nonFiniteBoundsGiveOneTick() {
        #expect(RulerScrollPickerScale(range: -Double.infinity...Double.infinity, step: 1).tickCount == 1)
        #expect(RulerScrollPickerScale(range: 0...Double.infinity, step: 1).tickCount == 1)
        #expect(RulerScrollPickerScale(lowerBound: .nan, upperBound: 10, step: 1).tickCount == 1)
        #expect(RulerScrollPickerScale(lowerBound: 0, upperBound: .nan, step: 1).tickCount == 1)
    }

    @Test func tickCountIsCapped() {
        #expect(RulerScrollPickerScale(range: 0...1_000_000, step: 1).tickCount == 20_000)
        #expect(RulerScrollPickerScale(range: 0...19_999, step: 1).tickCount == 20_000)
        #expect(RulerScrollPickerScale(range: 0...19_998, step: 1).tickCount == 19_999)
        // A quotient that overflows to infinity is "non-finite": RulerScrollPickerScale gives one
        // tick, not the cap.
        #expect(RulerScrollPickerScale(range: 0...1e300, step: 1e-300).tickCount == 1)
        #expect(RulerScrollPickerScale(range: 0...1e300, step: 1e-5).tickCount == 20_000)
    }

    @Test func emptyRangeHasOneTick() {
        #expect(RulerScrollPickerScale(range: 5...5, step: 1).tickCount == 1)
        #expect(RulerScrollPickerScale(lowerBound: 5, upperBound: 4, step: 1).tickCount == 1)
    }

    @Test func indexForValueRoundsAndClamps() {
        let s = RulerScrollPickerScale(range: 40...120, step: 0.5)
        #expect(s.index(for: 62.2) == 44)
        #expect(s.index(for: 62.3) == 45)
        #expect(s.index(for: 10) == 0)
        #expect(s.index(for: 500) == 160)
        #expect(s.index(for: .nan) == 0)
        #expect(s.index(for: .infinity) == 0)
    }

    @Test func indexForOffset() {
        let s = RulerScrollPickerScale(range: 40...120, step: 0.5)
        #expect(s.index(forOffset: 528, spacing: 12) == 44)
        #expect(s.index(forOffset: 533.9, spacing: 12) == 44)
        #expect(s.index(forOffset: 534, spacing: 12) == 45)
        #expect(s.index(forOffset: -50, spacing: 12) == 0)
        #expect(s.index(forOffset: 1e9, spacing: 12) == 160)
        #expect(s.index(forOffset: 100, spacing: 0) == 0)
        #expect(s.index(forOffset: 100, spacing: -3) == 0)
        #expect(s.index(forOffset: .nan, spacing: 12) == 0)
    }

    @Test func valueAtClamps() {
        let s = RulerScrollPickerScale(range: 40...120, step: 0.5)
        #expect(s.value(at: -5) == 40)
        #expect(s.value(at: 0) == 40)
        #expect(s.value(at: 160) == 120)
        #expect(s.value(at: 10_000) == 120)
    }

    @Test func pickerGuardsAndSnapping() {
        #expect(RulerScrollPicker(title: "t", value: 0, tickSpacing: 3).spacing == 4)
        #expect(RulerScrollPicker(title: "t", value: 0, tickSpacing: .nan).spacing == 12)
        #expect(RulerScrollPicker(title: "t", value: 0, tickSpacing: .infinity).spacing == 12)
        #expect(RulerScrollPicker(title: "t", value: 0, majorEvery: 0).major == 1)
        #expect(RulerScrollPicker(title: "t", value: 0, majorEvery: -4).major == 1)
        let demo = RulerScrollPicker(title: "Weight", value: 62, range: 40...120, step: 0.5)
        #expect(demo.restingOffset == 528)
        #expect(demo.restingOffset(forTarget: 533.9) == 528)
        #expect(demo.restingOffset(forTarget: 534.1) == 540)
        #expect(demo.value(atContentOffset: 540) == 62.5)
        // A value outside the range is clamped the way RulerScrollPickerScale clamps it.
        #expect(RulerScrollPicker(title: "t", value: 500, range: 40...120, step: 0.5).restingOffset == 160 * 12)
    }
}

@Suite struct RulerExtremesTests {
    @Test func hugeSpacingDrawsWithoutTrapping() throws {
        let r = RulerScrollPicker(title: "t", value: 19_999, range: 0...19_999, tickSpacing: 1e305)
        _ = try r.scene()
        #expect(r.restingOffset.isInfinite)
    }
}
