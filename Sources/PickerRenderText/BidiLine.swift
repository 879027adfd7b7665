// BidiLine: the Unicode Bidirectional Algorithm for one line, by FriBidi (libfribidi): embedding
// levels per code point (rules P2-I2, L1 for the line's trailing white space) and the visual
// order (L2). Odd levels are right to left. Nothing here is hand-rolled beyond reading FriBidi's
// arrays; invariant: `levels.count == visualToLogical.count == ` the number of code points.

import CPickerRenderFriBidi

/// The direction of a paragraph (SwiftUI's layoutDirection): the base level of bidi text,
/// and which side leading alignment is on.
public enum LayoutDirection: String, CaseIterable, Sendable, Codable, Hashable {
    case leftToRight, rightToLeft
}

struct BidiLine {
    /// Resolved embedding level of each code point (logical order).
    var levels: [UInt8]
    /// visualToLogical[v] = logical index of the code point shown at visual position v.
    var visualToLogical: [Int]

    init(_ scalars: [Unicode.Scalar], base: LayoutDirection) {
        let n = scalars.count
        let chars = scalars.map { FriBidiChar($0.value) }
        var types = [FriBidiCharType](repeating: FriBidiCharType(0), count: n)
        var brackets = [FriBidiBracketType](repeating: 0, count: n)
        var levels = [FriBidiLevel](repeating: 0, count: n)
        var map = (0..<n).map { FriBidiStrIndex($0) }
        var par = base == .rightToLeft ? cfribidi_par_rtl() : cfribidi_par_ltr()
        if n > 0 {
            fribidi_get_bidi_types(chars, FriBidiStrIndex(n), &types)
            fribidi_get_bracket_types(chars, FriBidiStrIndex(n), types, &brackets)
            let ok = fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(n), &par, &levels)
            precondition(ok != 0, "FriBidi failed to resolve levels (out of memory)")
            let reordered = fribidi_reorder_line(cfribidi_flags_default(), types, FriBidiStrIndex(n), 0, par,
                                                 &levels, nil, &map)
            precondition(reordered != 0, "FriBidi failed to reorder (out of memory)")
        }
        self.levels = levels.map { UInt8(bitPattern: $0) }
        self.visualToLogical = map.map { Int($0) }
    }
}
