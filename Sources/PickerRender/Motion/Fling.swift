// Fling: a user's fling that decelerates (Deceleration) and snaps to a row or a tick, as the
// wheel's `.viewAligned` and the ruler's `RulerScrollPickerSnap` move UIKit's target content
// offset. Invariants: the position starts at `start`, moves monotonically and never passes
// `target`.

/// A fling that snaps: the projected end is moved to the snapped target, then the scroll view
/// decelerates there with the velocity scaled so that its projected end is the target (the
/// way UIKit's targetContentOffset works: the deceleration curve keeps its shape and time
/// constant, only its length changes).
public struct Fling: Sendable, Equatable {
    public var start: Double
    /// Where it comes to rest (the snapped projection).
    public var target: Double
    /// The scaled initial velocity, units per second.
    public var velocity: Double
    public var deceleration: Deceleration

    /// `snap` maps the unsnapped projected end to the resting position (a whole row, a tick).
    public init(start: Double, velocity: Double, deceleration: Deceleration = .normal, snap: (Double) -> Double) {
        self.start = start; self.deceleration = deceleration
        target = snap(start + deceleration.projectedDistance(initialVelocity: velocity))
        self.velocity = deceleration.initialVelocity(toTravel: target - start)
    }

    public func position(at time: Double) -> Double {
        time <= 0 ? start : start + deceleration.distance(initialVelocity: velocity, time: time)
    }

    /// Seconds until less than `tolerance` of the way remains.
    public func settlingDuration(tolerance: Double) -> Double {
        deceleration.settlingDuration(initialVelocity: velocity, tolerance: tolerance)
    }
}
