// LineBreaks: UAX #14 line-break opportunities from libunibreak, after each code point.
// `init_linebreak` must run once before the first call (libunibreak 1.x); a global's lazy
// initialiser does that exactly once, thread-safely.

import CPickerRenderUnibreak

package enum LineBreak: UInt8, Sendable {
    /// A break must follow (a newline, paragraph separator, or the end of the text).
    case mandatory
    /// A line may end after this code point.
    case allowed
    /// No break after it.
    case none
}

private let unibreakReady: Bool = { init_linebreak(); return true }()

package enum LineBreaks {
    /// The break class after each code point of `scalars`; `language` (e.g. "ja") tunes
    /// libunibreak's language-specific rules. The last element is always `.mandatory`.
    package static func opportunities(_ scalars: [Unicode.Scalar], language: String? = nil) -> [LineBreak] {
        precondition(unibreakReady)
        let n = scalars.count
        guard n > 0 else { return [] }
        let utf32 = scalars.map { utf32_t($0.value) }
        var brks = [CChar](repeating: 0, count: n)
        if let language {
            language.withCString { set_linebreaks_utf32(utf32, n, $0, &brks) }
        } else {
            set_linebreaks_utf32(utf32, n, nil, &brks)
        }
        return brks.map {
            switch Int32($0) {
            case LINEBREAK_MUSTBREAK: .mandatory
            case LINEBREAK_ALLOWBREAK: .allowed
            default: .none
            }
        }
    }
}
