// LoadedFace: the native objects for one font file. Plain handles, NOT Sendable and not owning:
// TextEngine creates them, is their only user, and destroys them in its deinit (hb fonts, then
// the hb face, then the FT face, then the bytes they all point into).
//
// Units: `upem` font units per em. `capHeightCorrection` = 0.705 / (OS/2 sCapHeight / upem),
// the factor that makes the substitute's cap height match SF's 0.705 em (DESIGN §6).

import CFreeType
import CHarfBuzz

struct LoadedFace {
    let id: FaceID
    let file: FontFile
    let ftFace: FT_Face
    let hbFace: OpaquePointer   // hb_face_t*
    let upem: Int
    let glyphCount: UInt32
    let capHeightCorrection: Double
    /// Index of the wght axis and the default design coordinates of all axes (16.16), for
    /// variable faces; nil for static ones.
    let variableAxes: (wghtIndex: Int, defaults: [FT_Fixed])?
}

/// SF Pro's cap height in em (DESIGN §6).
let sfCapHeightEm = 0.705

/// OpenType tag from four ASCII characters.
func openTypeTag(_ s: StaticString) -> UInt32 {
    precondition(s.utf8CodeUnitCount == 4, "an OpenType tag has four characters")
    let p = s.utf8Start
    return UInt32(p[0]) << 24 | UInt32(p[1]) << 16 | UInt32(p[2]) << 8 | UInt32(p[3])
}
