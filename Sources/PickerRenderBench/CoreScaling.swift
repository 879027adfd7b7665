// CoreScaling: what this machine's two cores give the gallery's own per-picture work, in one
// process, with no serial part and no file I/O: the 16 gallery pictures (every demo, light and
// dark), each laid out, rendered and PNG-encoded with a kept renderer, as a batch worker does,
// minus the writes. Three ways, interleaved round by round (the order shuffled as the cases'):
// - one: one thread draws the set;
// - both: two threads each draw the whole set at the same time: throughput 2 x one / both is
//   what the two cores give this work when nothing at all is serial or shared (the hardware's
//   share of memory bandwidth and caches, the host's other tenants);
// - split: two threads share one set through a counter, as `--jobs 2` does: one / split is the
//   speed-up of the drawing alone, no process start, spec, font check, index or exit.
// A `gallery --jobs 2` process adds its fixed work (start and loading, the spec, the fonts, the
// index and its syncs, exit: the same at --jobs 1 and 2) to what `split` times, so split's
// speed-up is the most its --jobs line can show; `both` says how much of the shortfall from 2x
// is the machine's. Ratios are the median of each round's own (the three ways of a round ran
// within a second). Each thread makes its own renderer (not Sendable) inside the timed region:
// about 0.1 ms against 90 ms or more (the renderer.new case), left in. Encodes stay on their
// thread (no segment helpers), as the encoder comparison's do.

import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PickerRenderLocking
import PickerRender
import PickerRenderPNG

struct CoreScaling {
    let pictures: [Picture]

    init() {
        var list: [Picture] = []
        for appearance in [Appearance.light, .dark] {
            var o = RenderOptions()
            o.appearance = appearance
            for demo in Gallery.demos {
                do { list.append(try Gallery.picture(demo: demo, options: o)) } catch { fatalError("gallery picture \(demo): \(error)") }
            }
        }
        pictures = list
    }

    /// Draws pictures while `next` hands out indices; returns the PNG bytes' total (kept, so
    /// the work cannot be optimised away).
    func draw(_ next: () -> Int?) -> Int {
        let renderer = mustRenderer()
        var total = 0
        PNGCodec.withEncodeHelpers(0) {
            while let k = next() {
                do {
                    let image = renderer.render(try pictures[k].scene(using: renderer))
                    total &+= try image.pngData().count
                } catch { fatalError("gallery picture \(k): \(error)") }
            }
        }
        return total
    }

    func drawAll() -> Int {
        var k = 0
        return draw { defer { k += 1 }; return k < pictures.count ? k : nil }
    }

    /// Milliseconds (monotonic, whatever --cpu-time says: two threads' wall time is the point)
    /// of `body` run on two threads at once, the caller's and one of Dispatch's; the bytes
    /// both made are consumed after the clock stops (`consume` is not for two threads).
    func onTwoThreads(_ body: @Sendable @escaping () -> Int) -> Double {
        let made = Locked(0)
        let t0 = monotonicNanos()
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            let n = body()
            made.withLock { $0 &+= n }
        }
        let ms = Double(monotonicNanos() - t0) / 1e6
        consume([UInt8(truncatingIfNeeded: made.withLock { $0 })])
        return ms
    }

    struct Figures { var one: [Double] = [], both: [Double] = [], split: [Double] = [] }

    func measure(rounds: Int, warmup: Int) -> Figures {
        var f = Figures()
        var rng = SplitMix64(seed: 0xC0_4E5)
        let scaling = self
        for round in 0..<(warmup + rounds) {
            var order = [0, 1, 2]
            for i in stride(from: 2, to: 0, by: -1) { order.swapAt(i, Int(rng.next() % UInt64(i + 1))) }
            for way in order {
                let ms: Double
                switch way {
                case 0:
                    let t0 = monotonicNanos()
                    let n = drawAll()
                    ms = Double(monotonicNanos() - t0) / 1e6
                    consume([UInt8(truncatingIfNeeded: n)])
                case 1:
                    ms = onTwoThreads { scaling.drawAll() }
                default:
                    let counter = Locked(0)
                    let count = pictures.count
                    ms = onTwoThreads {
                        scaling.draw {
                            counter.withLock { (k: inout Int) -> Int? in
                                guard k < count else { return nil }
                                k += 1
                                return k - 1
                            }
                        }
                    }
                }
                guard round >= warmup else { continue }
                switch way { case 0: f.one.append(ms); case 1: f.both.append(ms); default: f.split.append(ms) }
            }
        }
        return f
    }
}

func reportCoreScaling(rounds: Int, warmup: Int) {
    let scaling = CoreScaling()
    let f = scaling.measure(rounds: rounds, warmup: warmup)
    let one = Stats(f.one).median, both = Stats(f.both).median, split = Stats(f.split).median
    let throughput = Stats(zip(f.one, f.both).map { 2 * $0 / $1 }).median
    let speedUp = Stats(zip(f.one, f.split).map { $0 / $1 }).median
    say("")
    say("Both cores, in one process (the \(scaling.pictures.count) gallery pictures laid out, rendered and encoded, no files; medians of \(rounds) rounds):")
    say("  one thread: \(fmt(one, 1)) ms   two threads, a set each: \(fmt(both, 1)) ms   throughput \(fmt(throughput, 2))x (what the two cores give this work now)")
    say("  two threads sharing one set: \(fmt(split, 1)) ms   speed-up \(fmt(speedUp, 2))x (the drawing of --jobs 2 without the process's fixed work)")
}

private func monotonicNanos() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
}
