// GlyphRun: shaped glyphs of one line in one face and one direction, positioned in points
// relative to the line origin (left end of the baseline), y down. Advances already include
// tracking. A line with fallback faces or bidi text has several runs, in visual order
// (left to right), each with the code points it came from.

public struct PositionedGlyph: Hashable, Sendable, Codable {
    /// Glyph index in the face (not a Unicode code point).
    public var id: UInt32
    /// Origin of the glyph's outline in points from the run origin (y down).
    public var x: Double
    public var y: Double
    /// Advance in points, tracking included.
    public var width: Double

    public init(id: UInt32, x: Double, y: Double, width: Double) {
        self.id = id; self.x = x; self.y = y; self.width = width
    }
}

public struct GlyphRun: Hashable, Sendable, Codable {
    public var face: FaceInstance
    /// The em size in points the outlines are drawn at: nominal size x the face's cap-height
    /// correction (after any shrink). Pixel size = emSize x display scale.
    public var emSize: Double
    public var glyphs: [PositionedGlyph]
    /// Direction HarfBuzz shaped the run in (odd bidi level = right to left).
    public var direction: LayoutDirection
    /// Code points of the line's text (offsets into its unicodeScalars) the run draws.
    public var scalarRange: Range<Int>

    public init(face: FaceInstance, emSize: Double, glyphs: [PositionedGlyph],
                direction: LayoutDirection = .leftToRight, scalarRange: Range<Int> = 0..<0) {
        self.face = face; self.emSize = emSize; self.glyphs = glyphs
        self.direction = direction; self.scalarRange = scalarRange
    }

    /// Sum of the advances (tracking of every glyph included, the last one too).
    public var width: Double { glyphs.reduce(0) { $0 + $1.width } }
}
