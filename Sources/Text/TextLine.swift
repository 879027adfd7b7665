// TextLine: one laid-out line of text in points. The line box uses SF Pro's metrics (DESIGN §5),
// not the substitute's, so frames match iOS: height = ceil_to_pixel(1.19336 em), baseline
// 0.95215 em below the top. The run is positioned relative to (0, baseline) of that box.

import Geometry

public struct TextLine: Hashable, Sendable, Codable {
    /// SF Pro ascent + descent and ascent, in em (DESIGN §5).
    public static let lineHeightEm = 1.19336
    public static let ascentEm = 0.95215

    /// What is drawn: the input, or its truncated prefix plus "…".
    public var text: String
    public var run: GlyphRun
    /// Advance width of the run in points (tracking included).
    public var width: Double
    /// `width` rounded up to whole pixels: the width of the text's frame.
    public var frameWidth: Double
    /// Line box height, whole pixels.
    public var height: Double
    /// Distance from the top of the line box down to the baseline, points.
    public var baseline: Double
    /// Nominal point size actually used (after shrinking).
    public var pointSize: Double
    /// Shrink applied to the requested size (1 = not shrunk).
    public var scaleFactor: Double
    public var truncated: Bool

    public init(text: String, run: GlyphRun, pointSize: Double, scaleFactor: Double,
                truncated: Bool, displayScale: Double) {
        self.text = text
        self.run = run
        self.width = run.width
        self.frameWidth = PixelGrid.ceil(run.width, scale: displayScale)
        self.height = PixelGrid.ceil(TextLine.lineHeightEm * pointSize, scale: displayScale)
        self.baseline = TextLine.ascentEm * pointSize
        self.pointSize = pointSize
        self.scaleFactor = scaleFactor
        self.truncated = truncated
    }
}
