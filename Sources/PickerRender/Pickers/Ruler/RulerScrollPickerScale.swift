// RulerScrollPickerScale: the SwiftUI ruler's conversion between values, tick indices and scroll
// offsets, kept to the letter (docs/architecture.md §4). Bad input always
// yields a usable scale: a bad step becomes 1, a quotient within 1e-9 of a whole number rounds
// to it (0.3 / 0.1 lands just under 3), the tick count is capped at 20,000, indices clamp.

public struct RulerScrollPickerScale: Equatable, Sendable {
    public static let maximumTickCount = 20_000

    public let lowerBound: Double
    public let step: Double
    public let tickCount: Int

    public init(range: ClosedRange<Double>, step: Double) {
        self.init(lowerBound: range.lowerBound, upperBound: range.upperBound, step: step)
    }

    /// The same rules for bounds a ClosedRange cannot hold (NaN).
    public init(lowerBound: Double, upperBound: Double, step: Double) {
        let safeStep = step.isFinite && step > 0 ? step : 1
        let quotient = (upperBound - lowerBound) / safeStep
        // 0.1 has no exact binary form, so 0.3 / 0.1 lands just under 3.
        let ticks = abs(quotient - quotient.rounded()) < 1e-9 ? quotient.rounded() : quotient.rounded(.down)
        self.lowerBound = lowerBound
        self.step = safeStep
        tickCount = ticks.isFinite ? Int(min(max(ticks, 0), Double(Self.maximumTickCount - 1))) + 1 : 1
    }

    public func value(at index: Int) -> Double {
        lowerBound + Double(min(max(index, 0), tickCount - 1)) * step
    }

    public func index(for value: Double) -> Int {
        guard value.isFinite else { return 0 }
        return clampedIndex(((value - lowerBound) / step).rounded())
    }

    public func index(forOffset offset: Double, spacing: Double) -> Int {
        guard offset.isFinite, spacing > 0 else { return 0 }
        return clampedIndex((offset / spacing).rounded())
    }

    private func clampedIndex(_ index: Double) -> Int {
        guard index.isFinite else { return 0 }
        return Int(min(max(index, 0), Double(tickCount - 1)))
    }
}
