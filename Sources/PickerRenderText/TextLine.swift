// TextLine: one laid-out line of text in points. The line box uses SF Pro's metrics
// (docs/architecture.md §5), not the substitute's, so frames match iOS: height =
// ceil_to_pixel(1.19336 em), baseline 0.95215 em below the top. The run is positioned relative
// to (0, baseline) of that box.

import PickerRenderGeometry

public struct TextLine: Hashable, Sendable, Codable {
    /// SF Pro ascent + descent and ascent, in em (docs/architecture.md §5).
    public static let lineHeightEm = 1.19336
    public static let ascentEm = 0.95215

    /// What is drawn: the input, or its truncated prefix plus "…".
    public var text: String
    /// Runs in visual order; never empty (an empty text has one run without glyphs).
    public var runs: [GlyphRun]
    /// The first run: the whole line when it needs one face and one direction (all Latin text).
    public var run: GlyphRun {
        get { runs[0] }
        set { runs[0] = newValue }
    }
    /// Code points that no face has (drawn as the primary face's .notdef box), in text order,
    /// without repeats. Empty when every character has a glyph.
    public var missingCodePoints: [UInt32]
    /// Advance width of the run in points (tracking included).
    package var width: Double
    /// `width` rounded up to whole pixels: the width of the text's frame.
    public var frameWidth: Double
    /// Line box height, whole pixels.
    package var height: Double
    /// Distance from the top of the line box down to the baseline, points.
    public var baseline: Double
    /// Nominal point size actually used (after shrinking).
    package var pointSize: Double
    /// Shrink applied to the requested size (1 = not shrunk).
    public var scaleFactor: Double
    package var truncated: Bool

    public init(text: String, run: GlyphRun, pointSize: Double, scaleFactor: Double,
                truncated: Bool, displayScale: Double) {
        self.init(text: text, runs: [run], missingCodePoints: [], pointSize: pointSize,
                  scaleFactor: scaleFactor, truncated: truncated, displayScale: displayScale)
    }

    public init(text: String, runs: [GlyphRun], missingCodePoints: [UInt32], pointSize: Double,
                scaleFactor: Double, truncated: Bool, displayScale: Double) {
        precondition(!runs.isEmpty, "a line has at least one run")
        self.text = text
        self.runs = runs
        self.missingCodePoints = missingCodePoints
        // Never negative: a hostile font's positioning (GPOS) can move the pen backwards, and a
        // frame, a canvas or a width offered to a row is at least 0.
        let width = max(runs.reduce(0) { $0 + $1.width }, 0)
        self.width = width
        self.frameWidth = PixelGrid.ceil(width, scale: displayScale)
        self.height = PixelGrid.ceil(TextLine.lineHeightEm * pointSize, scale: displayScale)
        self.baseline = TextLine.ascentEm * pointSize
        self.pointSize = pointSize
        self.scaleFactor = scaleFactor
        self.truncated = truncated
    }

    /// "U+0627 U+1F34E": the missing code points as a warning names them.
    public var missingDescription: String { missingCodePoints.map(unicodeName).joined(separator: " ") }
}

/// "U+XXXX" (at least four hex digits, upper case).
package func unicodeName(_ v: UInt32) -> String {
    let hex = String(v, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
}
