// Deceleration: UIScrollView's deceleration after a fling (docs/architecture.md §13). Pure numbers.
// Model (UIKit's decelerationRate is "per millisecond"): every millisecond the velocity is
// multiplied by the rate, then the position moves by one millisecond of that velocity. After
// n ms, with v in units per ms: velocity v r^n, position v (r + r^2 + ... + r^n) =
// v r (1 - r^n) / (1 - r). The same closed forms give fractional times. The projected end
// (n -> infinity) is v r / (1 - r) ms of the initial velocity: 0.499 s x v for `.normal`
// (0.998), 0.099 s x v for `.fast` (0.99): the formula Apple gives for projecting a fling.
// Invariants: the position moves monotonically toward the projected end and never passes it.

import Foundation

public struct Deceleration: Sendable, Equatable, Hashable {
    /// Velocity kept per millisecond, 0 < rate < 1.
    public var rate: Double

    public init(rate: Double) {
        precondition(rate > 0 && rate < 1, "Deceleration: the rate \(rate) is not in 0 < rate < 1")
        self.rate = rate
    }

    /// UIScrollView.DecelerationRate.normal.
    public static let normal = Deceleration(rate: 0.998)
    /// UIScrollView.DecelerationRate.fast.
    public static let fast = Deceleration(rate: 0.99)

    /// Seconds of the initial velocity that the whole deceleration travels: r / (1 - r) ms.
    public var projectionTime: Double { rate / (1 - rate) / 1000 }

    /// Where a fling at `initialVelocity` (units per second) comes to rest, from 0.
    public func projectedDistance(initialVelocity: Double) -> Double { initialVelocity * projectionTime }

    /// Distance travelled after `time` seconds.
    public func distance(initialVelocity: Double, time: Double) -> Double {
        projectedDistance(initialVelocity: initialVelocity) * (1 - pow(rate, time * 1000))
    }

    /// Velocity (units per second) after `time` seconds: v r^(ms).
    public func velocity(initialVelocity: Double, time: Double) -> Double {
        initialVelocity * pow(rate, time * 1000)
    }

    /// The initial velocity whose projected distance is `distance`.
    public func initialVelocity(toTravel distance: Double) -> Double { distance / projectionTime }

    /// Seconds until less than `tolerance` (units, > 0) of the distance remains:
    /// |projected| r^ms <= tolerance.
    public func settlingDuration(initialVelocity: Double, tolerance: Double) -> Double {
        precondition(tolerance > 0, "Deceleration.settlingDuration: tolerance must be positive")
        let remaining = abs(projectedDistance(initialVelocity: initialVelocity))
        guard remaining > tolerance else { return 0 }
        return log(tolerance / remaining) / log(rate) / 1000
    }
}
