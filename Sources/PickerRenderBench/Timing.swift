// Timing: the monotonic clock and the order statistics the benchmark reports.
// What/why: every sample is one call measured with clock_gettime(CLOCK_MONOTONIC) in
// nanoseconds (never wall-clock time, which can jump). The machine is shared and noisy, so we
// report medians and p90 (robust to outliers), never means, and no timing is ever asserted.
// --cpu-time samples the calling thread's CPU time instead (CLOCK_THREAD_CPUTIME_ID, user +
// system): every case is single-threaded, so that is its cost without the time the thread
// spent descheduled, which on a loaded shared machine is most of the noise. Both clocks
// count the same work (a one-shot's system calls included); only waiting is left out.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The clock the samples are taken on (set once from the arguments, before any timing).
nonisolated(unsafe) var sampleClock = CLOCK_MONOTONIC

/// Nanoseconds on `sampleClock` (CLOCK_MONOTONIC unless --cpu-time).
@inline(__always)
func sampleNanos() -> UInt64 {
    var ts = timespec()
    clock_gettime(sampleClock, &ts)
    return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
}

/// Order statistics of a sample (nearest-rank on the sorted values; the median of an even
/// count is the mean of the two middle values).
struct Stats {
    let count: Int
    let median: Double
    let p90: Double
    let min: Double

    init(_ samples: [Double]) {
        precondition(!samples.isEmpty, "Stats: no samples")
        let s = samples.sorted()
        count = s.count
        let mid = s.count / 2
        median = s.count % 2 == 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2
        let rank = Int((0.9 * Double(s.count)).rounded(.up)) // nearest rank, 1-based
        p90 = s[Swift.min(Swift.max(rank, 1), s.count) - 1]
        min = s[0]
    }
}

/// Results are folded into this so the optimizer cannot drop the work being timed; it is
/// printed at the end.
nonisolated(unsafe) var sink: UInt64 = 0

@inline(never)
func consume(_ bytes: [UInt8]) {
    sink &+= UInt64(bytes.count)
    if let f = bytes.first { sink &+= UInt64(f) }
    if let l = bytes.last { sink &+= UInt64(l) }
}
