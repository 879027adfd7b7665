// SnapshotOptions: when an image and its scene "match" their references.
// Exact by default: the decoded pixels must be equal and the scene's numbers as recorded.
// PickerRender draws the same bytes on every machine (its fonts are its own, its rasterizer
// has no platform paths), so any difference is a change in the visual math: an opacity falloff
// moved by 0.01 changes the rows' pixels by a level or two, which a perceptual threshold would
// pass (pixelmatch's 0.1 passes a white screen against the grouped background's grey, 13 levels
// on every pixel).
// A perceptual tolerance (`.perceptual`, or PerceptualTolerance's own numbers) is for pictures
// that come from elsewhere (another renderer, a screenshot): pixelmatch's comparison with limits
// on its counts, each failure explained by them.

import Foundation
import PickerRenderImageDiff

public struct SnapshotOptions: Sendable, Equatable {
    /// nil: the pixels must be equal. Otherwise pixelmatch's comparison within these limits.
    public var tolerance: PerceptualTolerance?
    /// How far a number of the scene may move from the recorded one (0: not at all, to the
    /// precision the scene is written with, SceneText's).
    public var sceneTolerance: Double

    public init(tolerance: PerceptualTolerance? = nil, sceneTolerance: Double = 0) {
        precondition(sceneTolerance >= 0 && sceneTolerance.isFinite, "SnapshotOptions: sceneTolerance \(sceneTolerance) is not a finite number >= 0")
        self.tolerance = tolerance; self.sceneTolerance = sceneTolerance
    }

    /// Equal pixels and the scene as recorded: the default.
    public static let exact = SnapshotOptions()

    /// pixelmatch's defaults with the window guard, for pictures made elsewhere.
    public static let perceptual = SnapshotOptions(tolerance: PerceptualTolerance())

    /// How pixels are counted: every changed pixel when exact, pixelmatch's otherwise.
    var diffOptions: DiffOptions {
        guard let t = tolerance else { return DiffOptions(threshold: 0, includeAA: true, windowSize: 16) }
        return DiffOptions(threshold: t.threshold, includeAA: t.includeAA, windowSize: t.windowSize)
    }

    /// Why `r` fails these options; empty when it passes.
    func violations(_ r: DiffResult) -> [String] {
        guard let t = tolerance else {
            return r.changedPixels == 0 ? [] : ["\(r.changedPixels) pixels differ (largest channel difference \(r.largestChannelDifference))"]
        }
        return t.violations(r)
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

/// pixelmatch's comparison with limits on what it counts. Defaults, chosen so that another
/// renderer's anti-aliasing passes and a compact change fails:
/// - threshold 0.1 and anti-aliasing excused (pixelmatch's defaults): differences between
///   rasterizers mostly move edge pixels, which the AA detector excuses;
/// - up to 0.1 % of all pixels may still differ (scattered residue of such noise);
/// - but no 16 x 16 window may hold more than 64 differing pixels (a quarter of it): noise along
///   edges stays below that, while a compact change (a 20 x 20 block fills a window: 256) fails
///   however small its share of the image. Measured: moving the coverage of every edge pixel of
///   the wheel render by 32+ levels leaves 155-165 counted pixels, at most 46 in one window
///   (light and dark); below 32 levels the threshold absorbs it all (FailureReportTests).
public struct PerceptualTolerance: Sendable, Equatable {
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

    /// Why `r` fails these limits; empty when it passes.
    func violations(_ r: DiffResult) -> [String] {
        var out: [String] = []
        if let cap = maxDifferentPixels, r.differentPixels > cap {
            out.append("\(r.differentPixels) differing pixels, more than the \(cap) allowed")
        }
        if r.differentRatio > maxDifferentRatio {
            out.append("\(SnapshotOptions.percent(r.differentRatio)) of the pixels differ, more than the \(SnapshotOptions.percent(maxDifferentRatio)) allowed")
        }
        if r.maxWindowCount > maxWindowCount {
            out.append("\(r.maxWindowCount) differing pixels in one \(r.windowWidth) x \(r.windowHeight) window, more than the \(maxWindowCount) allowed")
        }
        return out
    }
}
