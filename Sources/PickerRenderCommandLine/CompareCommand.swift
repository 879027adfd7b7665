// `picker-render compare EXPECTED.png ACTUAL.png`: are two PNGs the same picture?
// Exact by default: "identical" only when every decoded pixel is equal, and otherwise how many
// pixels differ at all and the largest channel difference. PickerRender draws the same bytes on
// every machine, so any difference in its own pictures is a change. The perceptual comparison
// (pixelmatch's, docs/architecture.md §11) is counted beside it and decides only when asked for
// (--perceptual, or any of its options): for pictures that come from elsewhere.
// Exit status: 0 identical (or, perceptually, within the limits), 1 different, 2 bad input
// (options, not a PNG, over the pixel limit, different sizes), 3 I/O (a file cannot be read, the
// diff cannot be written).
// The two files are decoded concurrently; the diff image (pixelmatch's, same size as the inputs)
// is written atomically and only when asked for.

import Dispatch
import Foundation
import PickerRender
import PickerRenderImageDiff
import PickerRenderPNG
import PickerRenderScene

enum CompareCommand {
    static let help = """
    usage: picker-render compare EXPECTED.png ACTUAL.png [--diff FILE.png] [--json]
                                 [--perceptual] [--threshold T] [--include-aa] [--window N]
                                 [--max-different-pixels N] [--max-ratio R] [--max-window-count K]

    Compares two PNGs pixel for pixel. They are identical when every decoded pixel is
    equal; otherwise it prints how many pixels differ at all and the largest difference of
    one channel (0 to 255). Beside that it counts the pixels over pixelmatch's perceptual
    threshold (YIQ colour delta, default 0.1; anti-aliasing excused unless --include-aa),
    the largest count in any N x N window (default 16) and the box of the worst region.
    --json prints all of it as one JSON object.
    --perceptual, or any of --threshold, --include-aa, --window and --max-*, judges by the
    perceptual count instead, for pictures made elsewhere: without --max-* any counted pixel
    makes the images different; with them, each given limit applies (the others unlimited).
    Exit status: 0 identical (or, perceptually, within the limits), 1 different,
    2 bad input, 3 I/O error.

    """

    static func run(_ args: [String]) throws -> Int32 {
        let a = try Arguments(args, options: ["threshold", "diff", "window", "max-different-pixels", "max-ratio", "max-window-count"],
                              switches: ["include-aa", "json", "perceptual", "help"])
        if a.has("help") { try PickerRenderTool.say(help, what: "the help"); return 0 }
        guard a.positionals.count == 2 else {
            throw UsageError(a.positionals.count < 2 ? "compare needs EXPECTED.png and ACTUAL.png"
                                                     : "unexpected argument '\(a.positionals[2])'")
        }
        let threshold = try a.double("threshold") ?? 0.1
        guard (0...1).contains(threshold) else { throw UsageError("--threshold: '\(a["threshold"]!)' is not between 0 and 1") }
        let window = try a.int("window") ?? 16
        guard window >= 1 else { throw UsageError("--window: '\(a["window"]!)' must be at least 1") }
        let maxPixels = try a.int("max-different-pixels") ?? 0
        guard maxPixels >= 0 else { throw UsageError("--max-different-pixels: '\(a["max-different-pixels"]!)' is negative") }
        let maxRatio = try a.double("max-ratio")
        if let r = maxRatio, !(0...1).contains(r) { throw UsageError("--max-ratio: '\(a["max-ratio"]!)' is not between 0 and 1") }
        let maxWindow = try a.int("max-window-count")
        if let k = maxWindow, k < 0 { throw UsageError("--max-window-count: '\(a["max-window-count"]!)' is negative") }
        if let diff = a["diff"], diff.isEmpty { throw UsageError("--diff: empty path") }

        let (expected, actual) = try readBoth(a.positionals[0], a.positionals[1])
        let options = DiffOptions(threshold: threshold, includeAA: a.has("include-aa"), windowSize: window)
        let result: DiffResult
        do {
            result = try ImageComparator.compare(expected, actual, options: options, makeDiffImage: a["diff"] != nil)
        } catch {
            throw UsageError("\(error) (\(a.positionals[0]), \(a.positionals[1]))")
        }
        if let path = a["diff"], let image = result.diffImage {
            do { try PNGCodec.write(image, to: path) } catch { throw IOFailure(description: error.description) }
        }
        // With no limit given any counted pixel makes the images different; otherwise each
        // given limit applies and the others are unlimited.
        let limited = a["max-different-pixels"] != nil || maxRatio != nil || maxWindow != nil
        let perceptual = limited || a.has("perceptual") || a.has("include-aa") || a["threshold"] != nil || a["window"] != nil
        let different = !perceptual ? result.changedPixels > 0 : limited
            ? (a["max-different-pixels"] != nil && result.differentPixels > maxPixels)
                || (maxRatio.map { result.differentRatio > $0 } ?? false)
                || (maxWindow.map { result.maxWindowCount > $0 } ?? false)
            : result.differentPixels > 0
        let verdict = Verdict(different: different, perceptual: perceptual, options: options)
        // A lost result is exit 3 whatever the images: 0 or 1 would answer a question nobody heard.
        try PickerRenderTool.say(a.has("json") ? json(result, verdict, diff: a["diff"]) : text(result, verdict),
                                 what: "the comparison")
        return different ? 1 : 0
    }

    /// Reads and decodes both files at once. Not-a-PNG and over-the-limit are bad input (2);
    /// a file that cannot be read is I/O (3).
    static func readBoth(_ p1: String, _ p2: String) throws -> (RGBAImage, RGBAImage) {
        final class Slot: @unchecked Sendable { var value: Result<RGBAImage, PNGError>? }
        let slots = [Slot(), Slot()]
        let paths = [p1, p2]
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            slots[i].value = Result { () throws(PNGError) -> RGBAImage in try PNGCodec.read(path: paths[i]) }
        }
        func get(_ slot: Slot) throws -> RGBAImage {
            switch slot.value! {
            case .success(let image): return image
            case .failure(let error):
                if case .file = error { throw IOFailure(description: error.description) }
                throw UsageError(error.description)
            }
        }
        return (try get(slots[0]), try get(slots[1]))
    }

    /// What was asked and what was found.
    struct Verdict {
        var different: Bool
        /// Judged by the perceptual count rather than by equal pixels.
        var perceptual: Bool
        var options: DiffOptions
        /// The first word: identical (equal pixels), same (within the perceptual limits), different.
        func word(_ r: DiffResult) -> String { different ? "different" : r.changedPixels == 0 ? "identical" : "same" }
    }

    static func text(_ r: DiffResult, _ v: Verdict) -> String {
        let equal = r.changedPixels == 0
        let exact = equal
            ? "all \(r.totalPixels) pixels are equal"
            : "\(r.changedPixels) of \(r.totalPixels) pixels differ (\(percent(Double(r.changedPixels) / Double(max(r.totalPixels, 1))))),"
                + " largest channel difference \(r.largestChannelDifference) of 255"
        let perceptual = "perceptually (threshold \(PickerError.format(v.options.threshold))\(v.options.includeAA ? ", anti-aliasing counted" : "")):"
            + " \(r.differentPixels) pixels over it (\(percent(r.differentRatio)))"
            + (v.options.includeAA ? "" : ", \(r.antialiasedPixels) anti-aliasing pixels excused")
        var lines = ["\(v.word(r))\(v.perceptual && !equal ? " (judged perceptually)" : ""): \(exact)", perceptual]
        if equal { lines.removeLast() }
        if let w = r.worstWindow, let region = r.worstRegion {
            lines.append("worst \(r.windowWidth) x \(r.windowHeight) window: \(r.maxWindowCount) pixels at x \(w.x), y \(w.y); worst region: \(region)")
        }
        return lines.joined(separator: "\n")
    }

    static func percent(_ v: Double) -> String { String(format: "%.4f %%", v * 100) }

    static func json(_ r: DiffResult, _ v: Verdict, diff: String?) -> String {
        func box(_ b: PixelBox?) -> String {
            guard let b else { return "null" }
            return "{\"x\": \(b.x), \"y\": \(b.y), \"width\": \(b.width), \"height\": \(b.height)}"
        }
        func str(_ s: String?) -> String { s.map(SceneText.quoted) ?? "null" }
        return """
            {"result": "\(v.word(r))", "comparison": "\(v.perceptual ? "perceptual" : "exact")", \
            "identical": \(r.changedPixels == 0), "width": \(r.width), "height": \(r.height), "totalPixels": \(r.totalPixels), \
            "changedPixels": \(r.changedPixels), "largestChannelDifference": \(r.largestChannelDifference), \
            "differentPixels": \(r.differentPixels), "antialiasedPixels": \(r.antialiasedPixels), \
            "differentRatio": \(r.differentRatio), "windowWidth": \(r.windowWidth), "windowHeight": \(r.windowHeight), \
            "maxWindowCount": \(r.maxWindowCount), "worstWindow": \(box(r.worstWindow)), "worstRegion": \(box(r.worstRegion)), \
            "threshold": \(v.options.threshold), "includeAA": \(v.options.includeAA), "diff": \(str(diff))}
            """
    }
}

/// An I/O failure (exit status 3), with a message naming the file.
struct IOFailure: Error, CustomStringConvertible {
    var description: String
}
