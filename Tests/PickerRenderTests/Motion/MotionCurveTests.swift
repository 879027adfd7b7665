// The motion curves pinned by numbers. Reference values come from an independent RK4
// integration of x'' = -k (x - 1) - c x' (step 1e-5 s, done once in Python for these tests;
// it agrees with the closed form to 1e-8), and from summing UIScrollView's per-millisecond
// deceleration step by step.

import Foundation
import Testing
@testable import PickerRender

@Suite struct SpringTests {
    @Test func swiftUIParameters() {
        #expect(Spring.snappy == Spring(duration: 0.5, bounce: 0.15))
        #expect(Spring.smooth(duration: 0.7) == Spring(duration: 0.7, bounce: 0))
        #expect(Spring.bouncy.bounce == 0.3)
        #expect(abs(Spring.snappy.dampingRatio - 0.85) < 1e-12)
        #expect(abs(Spring(duration: 0.5, bounce: -0.5).dampingRatio - 2) < 1e-12)
        #expect(abs(Spring.snappy.stiffness - 16 * Double.pi * Double.pi) < 1e-9)   // (2 pi / 0.5)^2
        #expect(abs(Spring.snappy.damping - 4 * Double.pi * 0.85 / 0.5) < 1e-12)
    }

    @Test(arguments: [(0.1, 0.388102446, 5.038907578), (0.25, 0.894509453, 1.645581283),
                      (0.5, 1.006019961, -0.019147889), (1.0, 0.999966082, 0.000180939)])
    func snappyAgainstIntegration(t: Double, x: Double, v: Double) {
        #expect(abs(Spring.snappy.value(target: 1, time: t) - x) < 1e-7)
        #expect(abs(Spring.snappy.velocity(target: 1, time: t) - v) < 1e-6)
    }

    @Test(arguments: [(0.1, 0.226638806, 3.283536447), (0.25, 0.656026010, 2.135743665),
                      (0.5, 0.938297296, 0.452923218), (1.0, 0.998738935, 0.010184636)])
    func rulerSmoothAgainstIntegration(t: Double, x: Double, v: Double) {
        let s = Spring.smooth(duration: 0.7)
        #expect(abs(s.value(target: 1, time: t) - x) < 1e-7)
        #expect(abs(s.velocity(target: 1, time: t) - v) < 1e-6)
    }

    @Test func startsWhereItIsWithItsVelocity() {
        #expect(Spring.snappy.value(target: 3, time: 0) == 0)
        #expect(abs(Spring.snappy.velocity(target: 3, initialVelocity: 7, time: 0) - 7) < 1e-12)
        #expect(abs(Spring.smooth.velocity(target: 3, initialVelocity: -2, time: 0) + 2) < 1e-12)
        let over = Spring(duration: 0.5, bounce: -0.5)
        #expect(abs(over.value(target: 3, initialVelocity: 5, time: 0)) < 1e-12)
        #expect(abs(over.velocity(target: 3, initialVelocity: 5, time: 0) - 5) < 1e-12)
    }

    @Test func snappyOvershoot() {
        // exp(-pi zeta / sqrt(1 - zeta^2)) at zeta 0.85; the first peak is at t = pi / omega_d.
        let expected = exp(-Double.pi * 0.85 / (1 - 0.85 * 0.85).squareRoot())
        #expect(abs(expected - 0.0062876038) < 1e-9)
        #expect(abs(Spring.snappy.overshoot - expected) < 1e-15)
        let peakTime = Double.pi / (4 * Double.pi * (1 - 0.85 * 0.85).squareRoot())
        #expect(abs(Spring.snappy.value(target: 1, time: peakTime) - (1 + expected)) < 1e-12)
        let sampled = stride(from: 0.0, through: 2, by: 0.0001).map { Spring.snappy.value(target: 1, time: $0) }.max()!
        #expect(abs(sampled - (1 + expected)) < 1e-8)
    }

    @Test func criticallyDampedNeverOvershoots() {
        for d in [0.3, 0.5, 0.7, 2] {
            let s = Spring.smooth(duration: d)
            #expect(s.overshoot == 0)
            var previous = 0.0
            for t in stride(from: 0.001, through: 5, by: 0.001) {
                let x = s.value(target: 1, time: t)
                #expect(x <= 1 && x >= previous, "duration \(d), t \(t): \(x)")
                previous = x
            }
        }
    }

    @Test func settleTimes() {
        // 0.1 % of the distance; the RK4 reference's last sample outside the band: 0.70665 s
        // (snappy), 1.02868 s (smooth 0.7).
        let snappy = Spring.snappy.settlingDuration(target: 1)
        let smooth = Spring.smooth(duration: 0.7).settlingDuration(target: 1)
        #expect(abs(snappy - 0.70665) < 2e-5)
        #expect(abs(smooth - 1.02868) < 2e-5)
        // It scales with the distance, not with its sign.
        #expect(abs(Spring.snappy.settlingDuration(target: -3) - snappy) < 1e-8)
        // At the settle time it is on the band's edge, after it inside for good.
        let w = 4 * Double.pi
        func outside(_ t: Double) -> Bool {
            abs(Spring.snappy.value(target: 1, time: t) - 1) > 0.001 || abs(Spring.snappy.velocity(target: 1, time: t)) / w > 0.001
        }
        #expect(outside(snappy - 1e-6))
        for t in stride(from: snappy + 1e-6, through: 4, by: 0.0005) { #expect(!outside(t)) }
        // A looser band settles sooner; nothing to do settles at once.
        #expect(Spring.snappy.settlingDuration(target: 1, tolerance: 0.005) < snappy)
        #expect(Spring.snappy.settlingDuration(target: 0) == 0)
    }
}

@Suite struct DecelerationTests {
    @Test func projectedEndIsRateOverOneMinusRateMilliseconds() {
        // 1000 pt/s = 1 pt/ms; summed per ms: r + r^2 + ... -> r / (1 - r) = 499 pt (normal),
        // 99 pt (fast).
        #expect(abs(Deceleration.normal.projectedDistance(initialVelocity: 1000) - 499) < 1e-9)
        #expect(abs(Deceleration.fast.projectedDistance(initialVelocity: 1000) - 99) < 1e-9)
        #expect(abs(Deceleration.normal.projectedDistance(initialVelocity: -2500) + 1247.5) < 1e-9)
    }

    @Test func positionIsThePerMillisecondSum() {
        var velocity = 3.0, position = 0.0   // 3000 per second = 3 per ms
        for ms in 1...2000 {
            velocity *= 0.998; position += velocity
            if [1, 100, 1000, 2000].contains(ms) {
                let t = Double(ms) / 1000
                #expect(abs(Deceleration.normal.distance(initialVelocity: 3000, time: t) - position) < 1e-9)
                #expect(abs(Deceleration.normal.velocity(initialVelocity: 3000, time: t) - velocity * 1000) < 1e-9)
            }
        }
        // 100 ms at 1000 pt/s: 90.5352 pt.
        #expect(abs(Deceleration.normal.distance(initialVelocity: 1000, time: 0.1) - 90.5351644605) < 1e-9)
    }

    @Test func settling() {
        // 499 pt left; under 0.5 pt when 0.998^ms <= 0.5 / 499: 3449.4 ms.
        let t = Deceleration.normal.settlingDuration(initialVelocity: 1000, tolerance: 0.5)
        #expect(abs(t - log(0.5 / 499) / log(0.998) / 1000) < 1e-12)
        #expect(abs(t - 3.449423) < 1e-6)
        #expect(Deceleration.normal.settlingDuration(initialVelocity: 0.1, tolerance: 0.5) == 0)
    }

    @Test func flingSnapsToWholeRowsAndTicks() {
        // A wheel at row 7 flung at 10 rows/s: projection 4.99 rows -> row 12.
        let wheel = Fling(start: 7, velocity: 10) { $0.rounded() }
        #expect(wheel.target == 12)
        #expect(abs(wheel.velocity - 5 / 0.499) < 1e-9)
        #expect(abs(wheel.position(at: 100) - 12) < 1e-9)
        // The ruler's rule: offset rounded to whole spacings (12 pt): 264 + 0.499 x 700 = 613.3 -> 612.
        let ruler = Fling(start: 264, velocity: 700) { ($0 / 12).rounded() * 12 }
        #expect(ruler.target == 612)
        var previous = ruler.start
        for t in stride(from: 0.0, through: 8, by: 0.01) {
            let x = ruler.position(at: t)
            #expect(x >= previous && x <= 612)
            previous = x
        }
        #expect(abs(previous - 612) < 1e-3)
    }
}
