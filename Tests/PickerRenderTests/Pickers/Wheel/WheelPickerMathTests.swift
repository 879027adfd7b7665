// The SwiftUI wheel's pure functions, edge by edge.

import Testing
import PickerRender

@Suite struct WheelPickerMathTests {
    @Test func positionAcrossTheWheel() {
        #expect(WheelPickerMath.position(midY: 110, height: 220) == 0)
        #expect(WheelPickerMath.position(midY: 0, height: 220) == -1)
        #expect(WheelPickerMath.position(midY: 220, height: 220) == 1)
        #expect(WheelPickerMath.position(midY: 55, height: 220) == -0.5)
        #expect(WheelPickerMath.position(midY: 165, height: 220) == 0.5)
    }

    @Test func positionClampsBeyondTheFrame() {
        #expect(WheelPickerMath.position(midY: -500, height: 220) == -1)
        #expect(WheelPickerMath.position(midY: 1e9, height: 220) == 1)
    }

    @Test func positionIsZeroForDegenerateInput() {
        #expect(WheelPickerMath.position(midY: 10, height: 0) == 0)
        #expect(WheelPickerMath.position(midY: 10, height: -5) == 0)
        #expect(WheelPickerMath.position(midY: 10, height: .nan) == 0)
        #expect(WheelPickerMath.position(midY: .nan, height: 220) == 0)
        #expect(WheelPickerMath.position(midY: .infinity, height: 220) == 0)
        #expect(WheelPickerMath.position(midY: -.infinity, height: 220) == 0)
    }

    @Test func adjustedIndexSteps() {
        #expect(WheelPickerMath.adjustedIndex(current: 3, step: 1, count: 10) == 4)
        #expect(WheelPickerMath.adjustedIndex(current: 3, step: -1, count: 10) == 2)
    }

    @Test func adjustedIndexStopsAtBothEnds() {
        #expect(WheelPickerMath.adjustedIndex(current: 9, step: 1, count: 10) == 9)
        #expect(WheelPickerMath.adjustedIndex(current: 0, step: -1, count: 10) == 0)
        #expect(WheelPickerMath.adjustedIndex(current: 0, step: 1, count: 1) == 0)
    }

    @Test func adjustedIndexWithNothingToPickOrNoSelection() {
        #expect(WheelPickerMath.adjustedIndex(current: 0, step: 1, count: 0) == nil)
        #expect(WheelPickerMath.adjustedIndex(current: nil, step: 1, count: 0) == nil)
        #expect(WheelPickerMath.adjustedIndex(current: nil, step: 1, count: 5) == 0)
        #expect(WheelPickerMath.adjustedIndex(current: nil, step: -1, count: 5) == 0)
    }

    @Test func visibleRowsClamp() {
        #expect(WheelPickerMath.clampedVisibleRows(0) == 1)
        #expect(WheelPickerMath.clampedVisibleRows(-3) == 1)
        #expect(WheelPickerMath.clampedVisibleRows(7) == 7)
        #expect(WheelPickerMath.clampedVisibleRows(99) == 15)
    }
}
