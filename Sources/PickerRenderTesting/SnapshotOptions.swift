// SnapshotOptions: when an image "matches" its reference. The comparison is PickerRenderImageDiff's
// pixelmatch-compatible one; these limits decide pass or fail from its counts.
// Defaults, chosen so that rendering noise passes and real regressions fail:
// - threshold 0.1 and anti-aliasing excused (pixelmatch's defaults): FreeType/rasterizer
//   differences between machines mostly move edge pixels, which the AA detector excuses.
// - up to 0.1 % of all pixels may still differ (scattered residue of such noise);
// - but no 16 x 16 window may hold more than 64 differing pixels (a quarter of it): noise along
//   edges stays below that, while a compact change (a 20 x 20 block fills a window: 256) fails
//   however small its share of the image. Measured: moving the coverage of every edge pixel of
//   the wheel render by 32+ levels leaves 155-165 counted pixels, at most 46 in one window
//   (light and dark); below 32 levels the threshold absorbs it all (FailureReportTests).
// `exact` asks for identical pixels.

import Foundation
import PickerRenderImageDiff

public struct SnapshotOptions: Sendable, Equatable {
    /// pixelmatch threshold, 0...1 (smaller is stricter).
    public var threshold: Double
    /// Count anti-aliasing pixels too.
    public var includeAA: Bool
    /// Most differing pixels allowed (nil: no absolute cap, the ratio decides).
    public var maxDifferentPixels: Int?
    /// Most differing pixels allowed, as a share of all pixels (0...1).
    public var maxDifferentRatio: Double
    /// Side N of the window guard.
    public var windowSize: Int
    /// Most differing pixels allowed in any N x N window.
    public var maxWindowCount: Int

    public init(threshold: Double = 0.1, includeAA: Bool = false, maxDifferentPixels: Int? = nil,
                maxDifferentRatio: Double = 0.001, windowSize: Int = 16, maxWindowCount: Int = 64) {
        self.threshold = threshold; self.includeAA = includeAA
        self.maxDifferentPixels = maxDifferentPixels; self.maxDifferentRatio = maxDifferentRatio
        self.windowSize = windowSize; self.maxWindowCount = maxWindowCount
    }

    /// Identical pixels only.
    public static let exact = SnapshotOptions(threshold: 0, includeAA: true, maxDifferentPixels: 0,
                                              maxDifferentRatio: 0, windowSize: 16, maxWindowCount: 0)

    var diffOptions: DiffOptions { DiffOptions(threshold: threshold, includeAA: includeAA, windowSize: windowSize) }

    /// Why `result` fails these limits; empty when it passes.
    func violations(_ r: DiffResult) -> [String] {
        var out: [String] = []
        if let cap = maxDifferentPixels, r.differentPixels > cap {
            out.append("\(r.differentPixels) differing pixels, more than the \(cap) allowed")
        }
        if r.differentRatio > maxDifferentRatio {
            out.append("\(Self.percent(r.differentRatio)) of the pixels differ, more than the \(Self.percent(maxDifferentRatio)) allowed")
        }
        if r.maxWindowCount > maxWindowCount {
            out.append("\(r.maxWindowCount) differing pixels in one \(r.windowWidth) x \(r.windowHeight) window, more than the \(maxWindowCount) allowed")
        }
        return out
    }

    static func percent(_ v: Double) -> String {
        let p = v * 100
        if p == 0 { return "0 %" }
        var s = String(format: "%.4f", p)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s + " %"
    }
}
