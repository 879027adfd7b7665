// Runner: interleaved rounds. Each round runs every case once, in an order shuffled afresh
// each round (a fixed-seed generator, so runs repeat), so no case always follows the same
// neighbour; noise from other tenants of this shared machine therefore lands on all cases
// alike, and ratios are also taken within a round (both numbers from the same few hundred ms).
// Why shuffle, not rotate: rotating the start keeps the cyclic order, so a case that follows a
// 100 ms PNG encode (which evicts the caches) follows it in almost every round and looks ~15 %
// slower than its twin that follows a warm 2 ms render.

struct Samples {
    /// Milliseconds per call, one per measured round, keyed by case.
    var ms: [String: [Double]] = [:]
}

func runRounds(_ cases: [BenchCase], warmup: Int, rounds: Int, progress: Bool) -> Samples {
    var samples = Samples()
    for c in cases { samples.ms[c.key] = [] ; samples.ms[c.key]!.reserveCapacity(rounds) }
    var rng = SplitMix64(seed: 0x5EED)
    var order = Array(cases.indices)
    for round in 0..<(warmup + rounds) {
        // Fisher-Yates with our own generator (deterministic run to run).
        for i in stride(from: order.count - 1, to: 0, by: -1) {
            order.swapAt(i, Int(rng.next() % UInt64(i + 1)))
        }
        for k in order {
            let c = cases[k]
            let t0 = sampleNanos()
            c.run()
            let t1 = sampleNanos()
            if round >= warmup { samples.ms[c.key]!.append(Double(t1 - t0) / 1e6) }
        }
        if progress {
            let label = round < warmup ? "warm-up \(round + 1)/\(warmup)" : "round \(round - warmup + 1)/\(rounds)"
            say("  \(label)", terminator: "\r")
        }
    }
    if progress { say(String(repeating: " ", count: 30), terminator: "\r") }
    return samples
}

/// Per-round ratio a/b (same round, so shared noise largely cancels).
func roundRatios(_ s: Samples, _ a: String, _ b: String) -> [Double] {
    zip(s.ms[a]!, s.ms[b]!).map { $0 / $1 }
}

/// SplitMix64: a tiny deterministic generator for the round order (not for statistics).
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
