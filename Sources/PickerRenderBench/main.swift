// picker-render-bench: per-call cost of PickerRender's public API at @3x, and ratios that say
// whether rendering or PNG encoding dominates and whether wheel and ruler cost is independent
// of the number of values (ticks). See Timing.swift (clock, statistics), Cases.swift (what is timed),
// Runner.swift (interleaving), Report.swift (table), EncoderComparison.swift (PNG encoder
// against libpng's defaults on the same pixels), and after the cases, in a full run only,
// CoreScaling.swift (the gallery's pictures on one and two threads) and SnapshotPublishing.swift
// (a verify's report rewrite in a small and a large run); AnimationFormats.swift (the time per
// frame of an animation as APNG, GIF and WebP). Nothing here asserts a time: the machine
// is shared and noisy, so the output is figures and same-run ratios for a human to read.
//
// Usage: picker-render-bench [--iterations N] [--warmup N] [--quick] [--only KEYS] [--cpu-time]
//   --iterations N  measured rounds (default 25); every case runs once per round
//   --warmup N      unmeasured rounds first (default 3)
//   --quick         5 rounds, 1 warm-up
//   --only K1,K2    run only these case keys (e.g. n1M.render, for a profiler); ratios whose
//                   cases did not run are skipped
//   --cpu-time      time each call by the thread's CPU time, not the monotonic clock (see
//                   Timing.swift: the time spent descheduled on a loaded machine left out)
//   --preview-latency PICKER_RENDER  only `preview`'s save-to-image latency (PreviewLatency.swift)
// Profiling one case (perf has no hardware counters on this VM; callgrind works):
//   valgrind --tool=callgrind --toggle-collect='$s12PickerRender05WheelA0V6render5width6offset7options*' \
//     .build/release/picker-render-bench --only n1M.render --iterations 1 --warmup 0

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PickerRenderFiles

StandardStream.prepareProcess()

struct Config {
    var rounds = 25
    var warmup = 3
    var only: Set<String>? = nil
    var cpuTime = false
    var previewBinary: String? = nil

    static func parse(_ arguments: [String]) -> Config {
        var c = Config()
        var args = arguments[...]
        func count(_ name: String) -> Int {
            guard let s = args.popFirst(), let n = Int(s), n >= 0 else {
                say("error: \(name) needs a non-negative integer"); exit(2)
            }
            return n
        }
        while let a = args.popFirst() {
            switch a {
            case "--iterations": c.rounds = max(1, count(a))
            case "--warmup": c.warmup = count(a)
            case "--quick": c.rounds = 5; c.warmup = 1
            case "--cpu-time": c.cpuTime = true
            case "--preview-latency":
                guard let b = args.popFirst() else { say("error: --preview-latency needs the picker-render executable"); exit(2) }
                c.previewBinary = b
            case "--only":
                guard let list = args.popFirst() else { say("error: --only needs case keys"); exit(2) }
                c.only = Set(list.split(separator: ",").map(String.init))
            case "-h", "--help":
                say("usage: picker-render-bench [--iterations N] [--warmup N] [--quick] [--only KEYS] [--cpu-time] | --preview-latency PICKER_RENDER"); exit(0)
            default: say("error: unknown argument '\(a)'"); exit(2)
            }
        }
        return c
    }
}

let config = Config.parse(Array(CommandLine.arguments.dropFirst()))
if let binary = config.previewBinary {
    reportPreviewLatency(binary: binary, rounds: max(config.rounds, 20))
    exit(0)
}
if config.cpuTime { sampleClock = CLOCK_THREAD_CPUTIME_ID }
let inputs = Inputs()
let (all0, encoders) = makeCases(inputs)
let animationFormats = AnimationFormats()
let animationRenderer = mustRenderer()
let all = all0 + animationFormats.cases(animationRenderer)
let cases = config.only.map { keys in all.filter { keys.contains($0.key) } } ?? all
if let keys = config.only, let bad = keys.first(where: { k in !all.contains { $0.key == k } }) {
    say("error: unknown case '\(bad)'; cases: \(all.map(\.key).joined(separator: ", "))"); exit(2)
}
let wheel = mustRender(inputs.hours), demo = mustGallery(), ruler = mustRender(inputs.ruler)
say("picker-render-bench: \(config.rounds) rounds after \(config.warmup) warm-up, \(cases.count) cases interleaved"
      + (config.cpuTime ? "; times are the thread's CPU time (--cpu-time)" : ""))
say("wheel @3x: \(wheel.width) x \(wheel.height) px, PNG \(mustPNG(wheel).count) B; " +
      "demo @3x: \(demo.width) x \(demo.height) px, PNG \(mustPNG(demo).count) B; " +
      "ruler @3x: \(ruler.width) x \(ruler.height) px, PNG \(mustPNG(ruler).count) B")
say("note: one-shot cases create a PickerRenderer per call, as Gallery.render and render(options:) do (its engine comes from EnginePool).")
let samples = runRounds(cases, warmup: config.warmup, rounds: config.rounds, progress: isatty(1) != 0)
report(cases, samples)
reportEncoders(encoders, samples)
animationFormats.report(samples, renderer: animationRenderer)
// Not cases (one times two threads, the other a growing run directory): a full run only.
if config.only == nil {
    reportCoreScaling(rounds: max(5, config.rounds / 2), warmup: 1)
    reportSnapshotPublishing()
}
