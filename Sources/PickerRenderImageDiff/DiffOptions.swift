// DiffOptions: how ImageComparator judges two pixels and draws the diff image (docs/architecture.md
// §11). Defaults are pixelmatch's (threshold 0.1, anti-aliasing ignored, fade 0.1, red / yellow),
// so counts can be checked against the `pixelmatch` package with the same options.
// Invariants (preconditions, a caller's mistake): threshold in 0...1, windowSize >= 1,
// fadeAlpha in 0...1.

/// An opaque colour for the diff image.
package struct DiffColor: Sendable, Equatable, Hashable {
    package var r: UInt8, g: UInt8, b: UInt8
    package init(_ r: UInt8, _ g: UInt8, _ b: UInt8) { self.r = r; self.g = g; self.b = b }
    package static let red = DiffColor(255, 0, 0)
    package static let yellow = DiffColor(255, 255, 0)
}

package struct DiffOptions: Sendable, Equatable {
    /// Matching threshold, 0...1: a pixel differs when its YIQ delta exceeds 35215 x threshold².
    package var threshold: Double
    /// Count anti-aliasing pixels as differences (pixelmatch's includeAA).
    package var includeAA: Bool
    /// Side N of the N x N window whose largest count of differing pixels is reported
    /// (clamped to the image's size), and the gap that joins differences into one region.
    package var windowSize: Int
    /// Opacity of the first image's greyscale in the diff image (pixelmatch's alpha).
    package var fadeAlpha: Double
    /// Counted pixels in the diff image.
    package var diffColor: DiffColor
    /// Counted pixels where the second image is the darker one, when set (pixelmatch's diffColorAlt).
    package var alternateDiffColor: DiffColor?
    /// Anti-aliasing pixels (not counted) in the diff image.
    package var antialiasingColor: DiffColor

    package init(threshold: Double = 0.1, includeAA: Bool = false, windowSize: Int = 16,
                fadeAlpha: Double = 0.1, diffColor: DiffColor = .red,
                alternateDiffColor: DiffColor? = nil, antialiasingColor: DiffColor = .yellow) {
        self.threshold = threshold; self.includeAA = includeAA; self.windowSize = windowSize
        self.fadeAlpha = fadeAlpha; self.diffColor = diffColor
        self.alternateDiffColor = alternateDiffColor; self.antialiasingColor = antialiasingColor
    }

    func validate() {
        precondition(threshold >= 0 && threshold <= 1, "DiffOptions: threshold \(threshold) outside 0...1")
        precondition(windowSize >= 1, "DiffOptions: windowSize \(windowSize) must be at least 1")
        precondition(fadeAlpha >= 0 && fadeAlpha <= 1, "DiffOptions: fadeAlpha \(fadeAlpha) outside 0...1")
    }

    /// pixelmatch's maximum acceptable delta, computed in its order: 35215 x t x t.
    var maxDelta: Double { 35215 * threshold * threshold }
}
