// GlyphRun: shaped glyphs of one line in one face, positioned in points relative to the run
// origin (left end of the baseline), y down. Advances already include tracking.

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

    public init(face: FaceInstance, emSize: Double, glyphs: [PositionedGlyph]) {
        self.face = face; self.emSize = emSize; self.glyphs = glyphs
    }

    /// Sum of the advances (tracking of every glyph included, the last one too).
    public var width: Double { glyphs.reduce(0) { $0 + $1.width } }
}
