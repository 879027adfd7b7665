// CustomWeightPicker's derived values (totalSteps, scrollPosition, labels) trapped on
// arithmetic overflow for configurations validation refuses, because the demo view read them
// before validating. Now the view validates first and the derived values saturate.

import Testing
import PickerRender

@Suite struct CustomWeightPickerOverflowTests {
    static let hostile: [(count: Int, steps: Int, multiplier: Int, value: Double)] = [
        (.max, 10, 1, 150), (300, .max, 1, 150), (300, 10_000, 1, 1e15), (100_000, 100_000, 1, 1e14),
        (300, 10, .max, 150), (.min, 10, 1, 0), (300, .min, .min, -1e15),
    ]

    @Test func derivedValuesNeverTrap() {
        for h in Self.hostile {
            let p = CustomWeightPicker(config: .init(count: h.count, steps: h.steps, multiplier: h.multiplier), value: h.value)
            #expect(p.scrollPosition >= 0 && p.scrollPosition <= max(p.totalSteps, 0))
            _ = p.selectedValue
            _ = p.label(at: Int.max - Int.max % max(h.steps, 1))
            #expect(throws: PickerError.self) { try p.validated() }
        }
    }

    @Test func theDemoViewValidatesBeforeDeriving() {
        for h in Self.hostile {
            let view = WeightPickerView(unit: .lbs, weight: h.value, config: .init(count: h.count, steps: h.steps, multiplier: h.multiplier))
            #expect(throws: PickerError.self) { try view.scene(width: 402) }
        }
    }

    @Test func validConfigurationsAreUnchanged() throws {
        let p = CustomWeightPicker(config: .init(count: 300, steps: 10, multiplier: 1), value: 150)
        try p.validated()
        #expect(p.totalSteps == 3000 && p.scrollPosition == 1500 && p.label(at: 1500) == "150")
    }
}
