// LoadedFace: the native objects for one font face. Plain handles, NOT Sendable and not owning:
// TextEngine creates them, is their only user, and destroys them in its deinit (hb fonts, then
// the hb face, then the FT face, then the bytes they all point into).
//
// Units: `upem` font units per em. `capHeightCorrection` = 0.705 / (cap height / upem) for the
// faces that stand in for SF (docs/architecture.md §6) and 1 for fallback and user faces, which
// iOS draws at the nominal size. The cap height is OS/2 sCapHeight where the table has it
// (version >= 2), else the top of the outline of "H" (DejaVu Sans has an OS/2 table of version
// 1, no cap height: its "H" gives 1493 / 2048 = 0.729 em). Colour bitmap faces (CBDT, Noto Color
// Emoji) are not scalable: they carry the ppem of the strike FreeType has selected.

import CPickerRenderFreeType
import CPickerRenderHarfBuzz

struct LoadedFace {
    let id: FaceID
    let file: FontFile
    /// True when `file` is not this face's to free: shared with another LoadedFace (faces of one
    /// collection), which frees it, or a built-in face's bytes shared process-wide (SharedFontFiles).
    let sharesFile: Bool
    let ftFace: FT_Face
    let hbFace: OpaquePointer   // hb_face_t*
    let upem: Int
    let glyphCount: UInt32
    let capHeight: Int
    let capHeightFromOutlines: Bool
    let capHeightCorrection: Double
    /// Index of the wght axis and the default design coordinates of all axes (16.16), for
    /// variable faces; nil for static ones.
    let variableAxes: (wghtIndex: Int, defaults: [FT_Fixed], range: ClosedRange<Int>)?
    /// ppem of the colour bitmap strike (CBDT faces); nil for outline faces.
    let colorStrikePpem: Int?
}

/// A face's vertical metrics in font units, and where the cap height came from.
package struct FaceMetrics: Hashable, Sendable {
    package var unitsPerEm: Int
    package var capHeight: Int
    /// True when the face has no OS/2 cap height and it was measured on the outline of "H".
    package var capHeightFromOutlines: Bool
    package var familyName: String
    package var styleName: String
    package var isVariable: Bool
    package var isColor: Bool
}

/// SF Pro's cap height in em (docs/architecture.md §6).
let sfCapHeightEm = 0.705

/// OpenType tag from four ASCII characters.
func openTypeTag(_ s: StaticString) -> UInt32 {
    precondition(s.utf8CodeUnitCount == 4, "an OpenType tag has four characters")
    let p = s.utf8Start
    return UInt32(p[0]) << 24 | UInt32(p[1]) << 16 | UInt32(p[2]) << 8 | UInt32(p[3])
}
