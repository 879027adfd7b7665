// Report: the table of medians / p90 / min per case and the ratios the brief asks for, all
// from the same run. Ratios are given two ways: of the medians, and the median of per-round
// ratios (both calls of a ratio ran within one round, so shared-machine noise mostly cancels).

func fmt(_ v: Double, _ digits: Int = 3) -> String {
    let p = pow10(digits)
    let r = (v * p).rounded() / p
    var s = "\(r)"
    if let dot = s.firstIndex(of: ".") {
        let decimals = s.distance(from: dot, to: s.endIndex) - 1
        if decimals < digits { s += String(repeating: "0", count: digits - decimals) }
    }
    return s
}

private func pow10(_ n: Int) -> Double { (0..<n).reduce(1.0) { r, _ in r * 10 } }

func pad(_ s: String, _ n: Int, right: Bool = false) -> String {
    let fill = String(repeating: " ", count: max(0, n - s.count))
    return right ? fill + s : s + fill
}

func report(_ cases: [BenchCase], _ s: Samples) {
    say("")
    say(pad("case", 38) + pad("median ms", 12, right: true) + pad("p90 ms", 12, right: true) + pad("min ms", 12, right: true))
    say(String(repeating: "-", count: 74))
    var median: [String: Double] = [:]
    for c in cases {
        let st = Stats(s.ms[c.key]!)
        median[c.key] = st.median
        say(pad(c.label, 38) + pad(fmt(st.median), 12, right: true) + pad(fmt(st.p90), 12, right: true)
              + pad(fmt(st.min), 12, right: true))
    }

    say("")
    say(pad("ratio", 40) + pad("of medians", 12, right: true) + pad("per-round median", 18, right: true)
          + pad("p90", 8, right: true))
    @discardableResult
    func ratio(_ title: String, _ a: String, _ b: String) -> Double {
        guard median[a] != nil, median[b] != nil else { return .nan }
        let per = Stats(roundRatios(s, a, b))
        say(pad(title, 40) + pad(fmt(median[a]! / median[b]!, 2), 12, right: true)
              + pad(fmt(per.median, 2), 18, right: true) + pad(fmt(per.p90, 2), 8, right: true))
        return per.median
    }
    ratio("wheel: render+PNG / PNG alone (kept)", "wheel.frame+png", "wheel.png")
    ratio("wheel: render+PNG / PNG alone (one-shot)", "wheel.render+png", "wheel.png")
    ratio("wheel: render / PNG alone (kept)", "wheel.frame", "wheel.png")
    ratio("demo:  render+PNG / PNG alone (kept)", "demo.frame+png", "demo.png")
    ratio("demo:  render+PNG / PNG alone (one-shot)", "demo.render+png", "demo.png")
    ratio("demo:  render / PNG alone (kept)", "demo.frame", "demo.png")
    ratio("1,000,000 / 24 values, render (one-shot)", "n1M.render", "n24.render")
    let scaling = ratio("1,000,000 / 24 values, render (kept)", "n1M.frame", "n24.frame")
    ratio("ruler: render+PNG / PNG alone (kept)", "ruler.frame+png", "ruler.png")
    ratio("ruler: render+PNG / PNG alone (one-shot)", "ruler.render+png", "ruler.png")
    ratio("ruler: render / PNG alone (kept)", "ruler.frame", "ruler.png")
    let rulerRender = ratio("ruler: render / libpng PNG alone (kept)", "ruler.frame", "ruler.png.libpng")
    let demoPNG = ratio("ruler demo: render+PNG / PNG alone (kept)", "rdemo.frame+png", "rdemo.png")
    ratio("ruler demo: render / PNG alone (kept)", "rdemo.frame", "rdemo.png")
    let ticks = ratio("20,000 / 161 ticks, render (kept)", "t20k.frame", "t161.frame")
    let oneShot = ratio("wheel: one-shot / kept, render", "wheel.render", "wheel.frame")
    let composed = ratio("wheel: composed / built-in, render (kept)", "cwheel.frame", "bwheel.frame")
    ratio("wheel: one-shot / kept, render+PNG", "wheel.render+png", "wheel.frame+png")
    let blur = ratio("blur: radius 200 / radius 5, 400 pt @3x (kept)", "blur.r200", "blur.r5")

    say("")
    // Targets (reported, never asserted): culling keeps both pairs within 5 %; a ruler
    // render+PNG costs at most 1.3 x the PNG encode alone. That line was set when the encode
    // was libpng's defaults; the flat encoder made the ruler's encode 10 x faster, so its
    // render (unchanged or faster) now outweighs it and render+PNG / PNG alone reads 1.9. The
    // line keeps its meaning against the encoder it was set with: render <= 0.3 x libpng's
    // encode of the same pixels. The ruler demo's own line still holds with the new encoder.
    // A pair that should cost the same is "within 5 %" either way (0.95 ... 1.05): a much
    // faster large case is as suspicious as a slower one.
    func within(_ title: String, _ r: Double, _ ok: (Double) -> Bool, _ target: String) {
        guard !r.isNaN else { return }
        say("\(title): \(ok(r) ? "yes" : "NO") (\(fmt(r, 2)) x, target \(target))")
    }
    let fivePercent = { (r: Double) in abs(r - 1) <= 0.05 }
    within("1M / 24 values within 5 %", scaling, fivePercent, "0.95 ... 1.05")
    within("20,000 / 161 ticks within 5 %", ticks, fivePercent, "0.95 ... 1.05")
    within("one-shot render within 1.05 x of kept", oneShot, { $0 <= 1.05 }, "<= 1.05")
    within("composed wheel within 1.2 x of the built-in", composed, { $0 <= 1.2 }, "<= 1.20")
    within("ruler render <= 0.3 x libpng's PNG alone", rulerRender, { $0 <= 0.3 }, "<= 0.30")
    within("ruler demo render+PNG <= 1.3 x PNG alone", demoPNG, { $0 <= 1.3 }, "<= 1.30")
    within("a 200-pt blur within 2 x of a 5-pt one", blur, { $0 <= 2 }, "<= 2.00")
    say("(per-round medians; reported, not asserted)")
    say("(sink \(sink))")
}
