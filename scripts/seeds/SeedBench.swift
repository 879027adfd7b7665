// The wheel drawn from the SwiftUI block's own code against the built-in wheel, at @3x on an
// iPhone 16 Pro: WheelPickerDemo through PickerRenderSwiftUI (its state settled, then drawn)
// beside the same screen written with PickerRender's controls, interleaved in one run so the
// ratios hold on a shared machine. "settle" is the state loop: Picture(content:), every body
// evaluated and its onAppear/onChange run until nothing changes. Each case is timed by the wall
// clock and by the thread's CPU clock: on a machine shared with other builds the wall clock
// also counts the time the thread waited for a core (renders read 4.2 to 7.3 ms in three runs
// of one minute), the CPU clock only the work. Compiled by scripts/swiftui-seeds-test.sh
// --bench into the package it makes of the SwiftUI files.

import Foundation
import PickerRender
import PickerRenderSwiftUI
import WheelPickerBlock

/// Now by the wall clock and by this thread's CPU clock, in seconds.
func seconds() -> (wall: Double, cpu: Double) {
    func read(_ clock: clockid_t) -> Double {
        var t = timespec()
        clock_gettime(clock, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }
    return (read(CLOCK_MONOTONIC), read(CLOCK_THREAD_CPUTIME_ID))
}

/// The time since `t` by both clocks.
func since(_ t: (wall: Double, cpu: Double)) -> (wall: Double, cpu: Double) {
    let now = seconds()
    return (now.wall - t.wall, now.cpu - t.cpu)
}

/// The demo under a view whose state makes `extra` more passes of the state loop: its onAppear
/// writes a count its onChange steps up, one write a pass, and each pass makes the demo again
/// (a new value from a body evaluated again). Settling it with and without the extra passes
/// measures what one pass of the loop costs from outside the graph; such a pass evaluates every
/// body, where the demo's own second pass keeps the demo's, so it bounds that pass from above.
struct Looper: PickerRenderSwiftUI.View {
    static let extraPasses = 8
    let extra: Int
    @PickerRenderSwiftUI.State private var count = 0
    var body: some PickerRenderSwiftUI.View {
        BenchDemo()
            .onAppear { if extra > 0 { count = 1 } }
            .onChange(of: count) { _, new in if new < extra { count = new + 1 } }
    }
}

@MainActor func bench(rounds: Int) throws {
    let renderer = try PickerRenderer(options: RenderOptions())
    // The gallery's wheel demo, as PickerRender's own controls draw it.
    let builtIn = PickerRender.VStack(spacing: 28) {
        PickerRender.VStack(spacing: 4) {
            PickerRender.Text("Wake Up").font(.headline).foregroundStyle(.secondary)
            PickerRender.Text("07:30").font(.largeTitle).fontWeight(.bold).fontDesign(.rounded).monospacedDigit()
        }
        PickerRender.HStack(spacing: 12) {
            PickerRender.WheelPicker(title: "Hour", range: 0...23, format: "%02d", selection: 7)
            PickerRender.WheelPicker(title: "Minute", range: 0...55, step: 5, format: "%02d", selection: 30)
        }
        .padding(.horizontal, 24)
    }
    var options = RenderOptions()
    options.background = .color(.systemGroupedBackground)
    let builtInPicture = Picture(canvas: .device(.iPhone16Pro), options: options, content: builtIn)
    typealias Time = (wall: Double, cpu: Double)
    var times: [(builtIn: Time, settle: Time, draw: Time, none: Time, more: Time)] = []
    for round in 0..<(rounds + 3) {
        var t = seconds()
        let reference = try builtInPicture.render(using: renderer)
        let builtInTime = since(t)
        t = seconds()
        let picture = try Picture(content: BenchDemo())
        let settle = since(t)
        t = seconds()
        let image = try picture.render(using: renderer)
        let draw = since(t)
        // The state loop's passes: the demo settled under a view that adds none, then 8.
        _ = try picture.render(using: renderer)
        t = seconds()
        _ = try Picture(content: Looper(extra: 0))
        let none = since(t)
        _ = try picture.render(using: renderer)
        t = seconds()
        _ = try Picture(content: Looper(extra: Looper.extraPasses))
        let more = since(t)
        guard image == reference else { throw CocoaError(.featureUnsupported, userInfo: [NSDebugDescriptionErrorKey: "the block's picture differs from the built-in wheel's"]) }
        // Three warm-up rounds (fonts, glyph caches, metadata) are not counted.
        if round >= 3 { times.append((builtInTime, settle, draw, none, more)) }
    }
    func median(_ a: [Double]) -> Double { a.sorted()[a.count / 2] }
    for (clock, pick) in [("wall clock", { (t: (wall: Double, cpu: Double)) in t.wall }), ("thread CPU time", { $0.cpu })] {
        let b = median(times.map { pick($0.builtIn) }), s = median(times.map { pick($0.settle) + pick($0.draw) })
        let settle = median(times.map { pick($0.settle) }), draw = median(times.map { pick($0.draw) })
        print("| case (\(clock)) | ms (median of \(rounds)) | x built-in |")
        print("|---|---|---|")
        print(String(format: "| built-in wheel demo, render | %.2f | 1.00 |", b * 1e3))
        print(String(format: "| block's WheelPickerDemo, settle + render | %.2f | %.2f |", s * 1e3, s / b))
        print(String(format: "| block's WheelPickerDemo, render alone | %.2f | %.2f |", draw * 1e3, draw / b))
        print(String(format: "| block's settle, all told (its tree resolved, the state loop, its rows) | %.3f | %.1f %% of its render |", settle * 1e3, 100 * settle / draw))
        // The demo needs one pass beyond the first: its onAppear writes the scroll position.
        let pass = median(times.map { (pick($0.more) - pick($0.none)) / Double(Looper.extraPasses) })
        print(String(format: "| block's state loop: a pass beyond the first (of %d more, bounding its own one) | %.3f | %.1f %% of its render |",
                     Looper.extraPasses, pass * 1e3, 100 * pass / draw))
    }
}

// `SeedBench settle N` only settles the block's demo N times, for a profiler.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "settle" {
    let n = arguments.dropFirst().first.flatMap(Int.init) ?? 1000
    try MainActor.assumeIsolated { for _ in 0..<n { _ = try Picture(content: BenchDemo()) } }
} else if arguments.first == "cold" {
    // `SeedBench cold N`: a render, then a settle, N times: the settle as the bench times it,
    // after a render has emptied the caches, for a profiler.
    let n = arguments.dropFirst().first.flatMap(Int.init) ?? 200
    try MainActor.assumeIsolated {
        let renderer = try PickerRenderer(options: RenderOptions())
        var picture = try Picture(content: BenchDemo())
        for _ in 0..<n { _ = try picture.render(using: renderer); picture = try Picture(content: BenchDemo()) }
    }
} else {
    let rounds = arguments.first.flatMap(Int.init) ?? 25
    try MainActor.assumeIsolated { try bench(rounds: rounds) }
}
