// Animation: SwiftUI's timing of a change, as numbers. A spring is PickerRender's Spring (a
// damped oscillator in closed form, docs/architecture.md §13); a timing curve is a cubic Bézier
// from (0, 0) to (1, 1) over a duration, as Core Animation's. Values SwiftUI documents:
// `.default` is spring(response: 0.55, dampingFraction: 1); `.linear`, `.easeIn`, `.easeOut`,
// `.easeInOut` last 0.35 s with control points (0,0)(1,1), (0.42,0)(1,1), (0,0)(0.58,1),
// (0.42,0)(0.58,1); `.smooth`, `.snappy`, `.bouncy` are springs of 0.5 s with bounce 0, 0.15 and
// 0.3, their `extraBounce` added; spring(response:dampingFraction:) has duration = response and
// bounce 1 - dampingFraction (1 / dampingFraction - 1 when over-damped); `.spring` is
// spring(response: 0.5, dampingFraction: 0.825), `.interactiveSpring` response 0.15 and 0.86.
// `delay(_:)` holds the start, `speed(_:)` divides the time. A blend duration is accepted and
// not modelled: one animation here never meets another on the same value.
// Invariant: `value(target:time:)` is 0 at and before the start and `target` once settled
// (a spring within 0.1 % of the distance, as `settlingDuration` measures it).

import Foundation
import PickerRender

public struct Animation: Equatable, Sendable {
    enum Curve: Equatable, Sendable {
        case spring(Spring)
        /// A cubic Bézier timing curve from (0, 0) through control points to (1, 1).
        case bezier(duration: Double, x1: Double, y1: Double, x2: Double, y2: Double)
    }
    let curve: Curve
    private(set) var delaySeconds = 0.0
    private(set) var speedFactor = 1.0

    init(_ curve: Curve) { self.curve = curve }

    // MARK: springs
    public static let `default` = Animation(.spring(Spring(duration: 0.55, bounce: 0)))
    public static let smooth = Animation(.spring(Spring(duration: 0.5, bounce: 0)))
    public static let snappy = Animation(.spring(Spring(duration: 0.5, bounce: 0.15)))
    public static let bouncy = Animation(.spring(Spring(duration: 0.5, bounce: 0.3)))
    public static let spring = Animation(.spring(Spring(duration: 0.5, bounce: 1 - 0.825)))
    public static let interactiveSpring = Animation(.spring(Spring(duration: 0.15, bounce: 1 - 0.86)))
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(.spring(Spring(duration: duration, bounce: extraBounce)))
    }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(.spring(Spring(duration: duration, bounce: 0.15 + extraBounce)))
    }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(.spring(Spring(duration: duration, bounce: 0.3 + extraBounce)))
    }
    // Disfavoured, so `.spring()` is the older spring(response:dampingFraction:) it was before
    // this one came, and the same as `.spring`, as SwiftUI resolves it.
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(.spring(Spring(duration: duration, bounce: bounce)))
    }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        // Damping ratio 1 - bounce at or under critical damping, 1 / (1 + bounce) above it.
        let bounce = dampingFraction <= 1 ? 1 - dampingFraction : 1 / dampingFraction - 1
        return Animation(.spring(Spring(duration: response, bounce: bounce)))
    }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction)
    }

    // MARK: timing curves
    public static let linear = Animation(.bezier(duration: 0.35, x1: 0, y1: 0, x2: 1, y2: 1))
    public static let easeIn = Animation(.bezier(duration: 0.35, x1: 0.42, y1: 0, x2: 1, y2: 1))
    public static let easeOut = Animation(.bezier(duration: 0.35, x1: 0, y1: 0, x2: 0.58, y2: 1))
    public static let easeInOut = Animation(.bezier(duration: 0.35, x1: 0.42, y1: 0, x2: 0.58, y2: 1))
    public static func linear(duration: TimeInterval) -> Animation { timingCurve(0, 0, 1, 1, duration: duration) }
    public static func easeIn(duration: TimeInterval) -> Animation { timingCurve(0.42, 0, 1, 1, duration: duration) }
    public static func easeOut(duration: TimeInterval) -> Animation { timingCurve(0, 0, 0.58, 1, duration: duration) }
    public static func easeInOut(duration: TimeInterval) -> Animation { timingCurve(0.42, 0, 0.58, 1, duration: duration) }
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation {
        Animation(.bezier(duration: duration, x1: p1x, y1: p1y, x2: p2x, y2: p2y))
    }

    public func delay(_ delay: TimeInterval) -> Animation {
        var a = self
        a.delaySeconds += delay
        return a
    }
    public func speed(_ speed: Double) -> Animation {
        var a = self
        a.speedFactor *= speed
        return a
    }

    /// Whether it comes to rest: a spring that settles, of at most a minute (as a spec's spring:
    /// its settle time is searched on a 1-ms grid), a curve of finite duration with its control
    /// points' x in 0...1, a finite delay and a positive speed (checked before a picture's frames
    /// are made of it; a long one is then refused by its number of frames).
    var isValid: Bool {
        guard delaySeconds.isFinite, delaySeconds >= 0, speedFactor.isFinite, speedFactor > 0 else { return false }
        switch curve {
        case .spring(let s): return s.isValid && s.duration <= 60
        case .bezier(let d, let x1, let y1, let x2, let y2):
            return d.isFinite && d >= 0 && (0...1).contains(x1) && (0...1).contains(x2) && y1.isFinite && y2.isFinite
        }
    }

    /// As an error names it: "spring(duration: 0.5, bounce: 0.15)", with its delay and speed.
    var summary: String {
        var text: String
        switch curve {
        case .spring(let s): text = "spring(duration: \(PickerError.format(s.duration)), bounce: \(PickerError.format(s.bounce)))"
        case .bezier(let d, let x1, let y1, let x2, let y2):
            text = "timingCurve(\([x1, y1, x2, y2].map(PickerError.format).joined(separator: ", ")), duration: \(PickerError.format(d)))"
        }
        if delaySeconds != 0 { text += ".delay(\(PickerError.format(delaySeconds)))" }
        if speedFactor != 1 { text += ".speed(\(PickerError.format(speedFactor)))" }
        return text
    }

    /// How far a change of `target` has gone `time` seconds after it began (0 before its delay).
    func value(target: Double, time: Double) -> Double {
        let local = (time - delaySeconds) * speedFactor
        guard local > 0 else { return 0 }
        switch curve {
        case .spring(let s): return s.value(target: target, time: local)
        case .bezier(let d, let x1, let y1, let x2, let y2):
            guard local < d else { return target }
            // On the diagonal (linear) y is x: exactly, not as the solver's last bit has it.
            if x1 == y1, x2 == y2 { return target * (local / d) }
            return target * Self.bezierY(atX: local / d, x1, y1, x2, y2)
        }
    }

    /// Seconds from the change until it is at rest (for a spring, within 0.1 % of `target`).
    func settlingDuration(target: Double) -> Double {
        let local: Double
        switch curve {
        case .spring(let s): local = s.settlingDuration(target: target)
        case .bezier(let d, _, _, _, _): local = d
        }
        return delaySeconds + local / speedFactor
    }

    /// The curve's y where its x is `x` (0...1): x(s) is increasing for control points' x in
    /// 0...1, so s is found by Newton's method from s = x, kept in a bisection bracket.
    static func bezierY(atX x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func coordinate(_ s: Double, _ a: Double, _ b: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
        }
        func slope(_ s: Double, _ a: Double, _ b: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * a + 6 * u * s * (b - a) + 3 * s * s * (1 - b)
        }
        var lo = 0.0, hi = 1.0, s = x
        for _ in 0..<64 {
            let error = coordinate(s, x1, x2) - x
            if abs(error) < 1e-12 { break }
            if error > 0 { hi = s } else { lo = s }
            let d = slope(s, x1, x2)
            var next = d > 1e-9 ? s - error / d : (lo + hi) / 2
            if next <= lo || next >= hi { next = (lo + hi) / 2 }
            s = next
        }
        return coordinate(s, y1, y2)
    }
}

/// The animation of the transaction a state is written in: withAnimation's, while its body runs.
enum CurrentTransaction {
    @TaskLocal static var animation: Animation?
}

/// Runs `body` with `animation` as its changes' animation: the views its state writes change
/// animate with it (ViewGraph records it with each write).
@MainActor @discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try CurrentTransaction.$animation.withValue(animation) { try body() }
}
