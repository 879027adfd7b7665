// Scene+MissingGlyphs: the texts of a scene that hold characters no pinned face has (their
// lines' missingCodePoints), in scene order, so the CLI can warn (or refuse under --strict)
// and the accessibility sidecar can say that what is read is not what is drawn.

import PickerRenderText

extension Scene {
    /// Each text with characters no face has, and those characters' code points.
    package var textsWithMissingGlyphs: [(text: String, codePoints: [UInt32])] {
        var out: [(String, [UInt32])] = []
        func walk(_ nodes: [Node]) {
            for n in nodes {
                switch n {
                case .layer(let l): walk(l.children)
                case .text(let t) where !t.line.missingCodePoints.isEmpty: out.append((t.string, t.line.missingCodePoints))
                default: break
                }
            }
        }
        walk(children)
        return out
    }

    /// One line naming them: `"🍎 Apple": U+1F34E; ...` (nil when every character has a face).
    package var missingGlyphsDescription: String? {
        let texts = textsWithMissingGlyphs
        guard !texts.isEmpty else { return nil }
        var seen = Set<String>()
        let parts = texts.filter { seen.insert($0.text).inserted }.map { t in
            "\"\(t.text)\": " + t.codePoints.map(TextError.codePointName).joined(separator: " ")
        }
        return "no font has these characters, drawn as boxes: " + parts.joined(separator: "; ")
    }
}
