// CustomFont: a user's font file as the user named it (a path and, in a collection, a face
// index), and CustomFaces: which loaded face each text style is drawn in.
// Design: the choice is made per text style (SwiftUI's roles: title3 for the wheel, caption for
// the ruler's labels, ...) when a line is laid out, so the controls only say which style their
// text is (`Font.textStyle`). A face for the style wins over a face for every style; a font
// that already names a face keeps it. A user's face is drawn at the nominal size with no SF
// tracking (TextEngine.faceInstance); the fallback chain still follows it per character.

public struct CustomFont: Hashable, Sendable, Codable {
    /// The file: TTF, OTF, or a collection (TTC, OTC); static or variable.
    public var path: String
    /// The face of a collection (0 for a single font).
    public var index: Int

    public init(path: String, index: Int = 0) {
        self.path = path; self.index = index
    }
}

package struct CustomFaces: Hashable, Sendable {
    /// The face for text of every style (and for text with no style).
    package var all: FaceID?
    /// The face for one style, over `all`.
    package var styles: [TextStyle: FaceID]

    package init(all: FaceID? = nil, styles: [TextStyle: FaceID] = [:]) {
        self.all = all; self.styles = styles
    }

    package var isEmpty: Bool { all == nil && styles.isEmpty }

    /// `font` with the user's face for its style, if any.
    package func applied(to font: Font) -> Font {
        guard font.face == nil, let face = font.textStyle.flatMap({ styles[$0] }) ?? all else { return font }
        var f = font
        f.face = face
        return f
    }
}

/// Text styles as dictionary keys encode by name (`{"title3": ...}`), not as a key-value array.
extension TextStyle: CodingKeyRepresentable {}
