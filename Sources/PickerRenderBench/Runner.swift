// Runner: interleaved rounds. Each round runs every case once (A B C ... then again), with
// the starting case rotated by one each round so no case always follows the same neighbour;
// noise from other tenants of this shared machine therefore lands on all cases alike, and
// ratios are also taken within a round (both numbers from the same few hundred ms).

struct Samples {
    /// Milliseconds per call, one per measured round, keyed by case.
    var ms: [String: [Double]] = [:]
}

func runRounds(_ cases: [BenchCase], warmup: Int, rounds: Int, progress: Bool) -> Samples {
    var samples = Samples()
    for c in cases { samples.ms[c.key] = [] ; samples.ms[c.key]!.reserveCapacity(rounds) }
    for round in 0..<(warmup + rounds) {
        let start = round % cases.count
        for k in 0..<cases.count {
            let c = cases[(start + k) % cases.count]
            let t0 = monotonicNanos()
            c.run()
            let t1 = monotonicNanos()
            if round >= warmup { samples.ms[c.key]!.append(Double(t1 - t0) / 1e6) }
        }
        if progress {
            let label = round < warmup ? "warm-up \(round + 1)/\(warmup)" : "round \(round - warmup + 1)/\(rounds)"
            print("  \(label)", terminator: "\r")
        }
    }
    if progress { print(String(repeating: " ", count: 30), terminator: "\r") }
    return samples
}

/// Per-round ratio a/b (same round, so shared noise largely cancels).
func roundRatios(_ s: Samples, _ a: String, _ b: String) -> [Double] {
    zip(s.ms[a]!, s.ms[b]!).map { $0 / $1 }
}
