// Spring: SwiftUI's `.spring(duration:bounce:)` as a damped harmonic oscillator of unit mass,
// in closed form (docs/architecture.md §13). Pure numbers: position and velocity at a time, a
// settle time. Sources: SwiftUI's Spring documentation (response = duration; damping ratio 1 -
// bounce for bounce >= 0, 1 / (1 + bounce) below; stiffness (2 pi / response)^2, damping
// 4 pi zeta / response); the solution of x'' + c x' + k x = 0 for the three damping regimes.
// Invariants: the spring moves from 0 toward `target` (as SwiftUI's Spring.value(target:...));
// starting at rest, a bounce of 0 (critical damping) never passes the target; the settle time
// is the end of the last moment the spring is outside the tolerance band (defined below).

import Foundation

public struct Spring: Sendable, Equatable, Hashable {
    /// Seconds: SwiftUI's perceptual duration, which is the response (the undamped period).
    public var duration: Double
    /// -1...1: 0 is critically damped, above 0 bounces, below 0 is over-damped.
    public var bounce: Double

    public init(duration: Double = 0.5, bounce: Double = 0) {
        self.duration = duration; self.bounce = bounce
    }

    /// SwiftUI's `.snappy`: duration 0.5, bounce 0.15.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// SwiftUI's `.smooth`: duration 0.5, no bounce.
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// SwiftUI's `.bouncy`: duration 0.5, bounce 0.3.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
    public static func snappy(duration: Double) -> Spring { Spring(duration: duration, bounce: 0.15) }
    /// The ruler's `.smooth(duration: 0.7)`.
    public static func smooth(duration: Double) -> Spring { Spring(duration: duration, bounce: 0) }
    public static func bouncy(duration: Double) -> Spring { Spring(duration: duration, bounce: 0.3) }

    /// A positive finite duration and -1 < bounce < 1: a spring that comes to rest (bounce 1
    /// would oscillate for ever, -1 has no damping ratio).
    public var isValid: Bool { duration > 0 && duration.isFinite && bounce > -1 && bounce < 1 }

    public var dampingRatio: Double { bounce >= 0 ? 1 - bounce : 1 / (1 + bounce) }
    /// Per second squared, for unit mass: (2 pi / duration)^2.
    public var stiffness: Double { omega * omega }
    /// Per second, for unit mass: 4 pi zeta / duration.
    public var damping: Double { 4 * Double.pi * dampingRatio / duration }
    /// The undamped angular frequency 2 pi / duration.
    var omega: Double { 2 * Double.pi / duration }

    /// The position at `time` seconds of a spring that starts at 0 with `initialVelocity`
    /// (units per second) and pulls toward `target`.
    public func value(target: Double, initialVelocity: Double = 0, time: Double) -> Double {
        target + solution(target: target, initialVelocity: initialVelocity).at(time).x
    }

    /// The velocity (units per second) at `time`.
    public func velocity(target: Double, initialVelocity: Double = 0, time: Double) -> Double {
        solution(target: target, initialVelocity: initialVelocity).at(time).v
    }

    /// The most the spring passes the target, as a fraction of the distance, starting at rest:
    /// exp(-pi zeta / sqrt(1 - zeta^2)) when it bounces, 0 otherwise.
    public var overshoot: Double {
        let z = dampingRatio
        return z < 1 ? exp(-Double.pi * z / (1 - z * z).squareRoot()) : 0
    }

    /// Seconds until the spring is settled: from then on |x - target| <= tolerance x D and
    /// |v| <= tolerance x D x omega (the velocity that would carry it that far in one radian
    /// of its natural period), where D = |target|, or |initialVelocity| / omega when the target
    /// is 0. It is the last time either bound is exceeded, found on a 1-ms grid up to a time
    /// after which the decay envelope keeps both inside, then refined by bisection to 1e-9 s.
    /// Default tolerance 0.1 %: for the ruler's 192-pt move that is 0.19 pt, under a pixel at @3x.
    public func settlingDuration(target: Double, initialVelocity: Double = 0, tolerance: Double = 0.001) -> Double {
        precondition(tolerance > 0, "Spring.settlingDuration: tolerance must be positive")
        precondition(isValid, "Spring.settlingDuration: duration \(duration), bounce \(bounce) never settles")
        let s = solution(target: target, initialVelocity: initialVelocity)
        let distance = target != 0 ? abs(target) : abs(initialVelocity) / omega
        guard distance > 0 else { return 0 }
        let band = tolerance * distance
        func outside(_ t: Double) -> Bool {
            let p = s.at(t)
            return abs(p.x) > band || abs(p.v) / omega > band
        }
        // The envelope bounds both |x| and |v| / omega; past `end` it stays under the band.
        var end = 0.001
        while s.envelope(end) > band || s.envelopeRising(end) { end *= 2 }
        let step = 0.001
        var last = -1.0
        var t = 0.0
        while t <= end {
            if outside(t) { last = t }
            t += step
        }
        guard last >= 0 else { return 0 }
        var lo = last, hi = last + step   // outside at lo, inside from hi on
        for _ in 0..<60 where hi - lo > 1e-9 {
            let mid = (lo + hi) / 2
            if outside(mid) { lo = mid } else { hi = mid }
        }
        return hi
    }

    /// The displacement x - target as a closed-form solution.
    func solution(target: Double, initialVelocity: Double) -> Solution {
        Solution(omega: omega, zeta: dampingRatio, x0: -target, v0: initialVelocity)
    }

    /// x'' + 2 zeta omega x' + omega^2 x = 0 with x(0) = x0, x'(0) = v0.
    struct Solution {
        let omega, zeta, x0, v0: Double

        func at(_ t: Double) -> (x: Double, v: Double) {
            if abs(zeta - 1) < 1e-9 {
                // Critical: x = e^(-w t) (x0 + (v0 + w x0) t).
                let b = v0 + omega * x0, e = exp(-omega * t)
                return (e * (x0 + b * t), e * (v0 - omega * b * t))
            }
            if zeta < 1 {
                let a = zeta * omega, wd = omega * (1 - zeta * zeta).squareRoot()
                let b = (v0 + a * x0) / wd, e = exp(-a * t), c = cos(wd * t), s = sin(wd * t)
                return (e * (x0 * c + b * s), e * (v0 * c - (a * b + x0 * wd) * s))
            }
            // Over-damped: two real roots r1 > r2 (both negative).
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            return (c1 * e1 + c2 * e2, r1 * c1 * e1 + r2 * c2 * e2)
        }

        /// A bound on max(|x|, |v| / omega) at t.
        func envelope(_ t: Double) -> Double {
            if abs(zeta - 1) < 1e-9 {
                let b = abs(v0 + omega * x0)
                return exp(-omega * t) * max(abs(x0) + b * t, abs(v0) / omega + b * t)
            }
            if zeta < 1 {
                let a = zeta * omega, wd = omega * (1 - zeta * zeta).squareRoot()
                let b = (v0 + a * x0) / wd
                let rx = (x0 * x0 + b * b).squareRoot()
                let rv = (v0 * v0 + (a * b + x0 * wd) * (a * b + x0 * wd)).squareRoot() / omega
                return exp(-a * t) * max(rx, rv)
            }
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
            return exp(r1 * t) * max(abs(c1) + abs(c2), (abs(r1 * c1) + abs(r2 * c2)) / omega)
        }

        /// The critical envelope (A + B t) e^(-w t) grows before its peak at t = 1/w - A/B:
        /// being under the band there does not mean staying under.
        func envelopeRising(_ t: Double) -> Bool {
            abs(zeta - 1) < 1e-9 && t < 1 / omega
        }
    }
}
