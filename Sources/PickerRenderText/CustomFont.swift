// CustomFont: a user's font file as the user named it (a path and, in a collection, a face
// index), and CustomFaces: which loaded face each text style is drawn in.
// Design: the choice is made per text style (SwiftUI's roles: title3 for the wheel, caption for
// the ruler's labels, ...) when a line is laid out, so the controls only say which style their
// text is (`Font.textStyle`). A face for the style wins over a family's face for the text's
// weight, which wins over a face for every style; a font that already names a face keeps it. A
// family is a static file per weight (Regular, Semibold, Bold...): a weight it lacks is drawn
// in its nearest one as CSS matches weights: above 500 the next heavier first, then lighter;
// from 400 to 500 up to 500 first, then lighter, then heavier; below 400 lighter first. A user's face is drawn at the nominal size with no SF
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

    /// A family's faces by weight.
    package var weights: [FontWeight: FaceID]

    package init(all: FaceID? = nil, styles: [TextStyle: FaceID] = [:], weights: [FontWeight: FaceID] = [:]) {
        self.all = all; self.styles = styles; self.weights = weights
    }

    package var isEmpty: Bool { all == nil && styles.isEmpty && weights.isEmpty }

    /// The family's face for `weight`: its own, else the nearest (see the header).
    package func familyFace(for weight: FontWeight) -> FaceID? {
        if let exact = weights[weight] { return exact }
        let w = weight.rawValue
        let heavier = FontWeight.allCases.filter { $0.rawValue > w }
        let lighter = Array(FontWeight.allCases.filter { $0.rawValue < w }.reversed())
        let order: [FontWeight]
        if w > 500 { order = heavier + lighter }
        else if w >= 400 { order = heavier.filter { $0.rawValue <= 500 } + lighter + heavier.filter { $0.rawValue > 500 } }
        else { order = lighter + heavier }
        return order.lazy.compactMap { weights[$0] }.first
    }

    /// `font` with the user's face for its style, if any.
    package func applied(to font: Font) -> Font {
        guard font.face == nil,
              let face = font.textStyle.flatMap({ styles[$0] }) ?? familyFace(for: font.weight) ?? all else { return font }
        var f = font
        f.face = face
        return f
    }
}

/// Text styles as dictionary keys encode by name (`{"title3": ...}`), not as a key-value array.
extension TextStyle: CodingKeyRepresentable {}
/// Weights as dictionary keys encode by their weight class (`{"600": ...}`).
extension FontWeight: CodingKeyRepresentable {}
