// FaceValidation: what a face must pass, beyond FreeType and HarfBuzz opening it, before any
// text is shaped or drawn with it. FreeType's FT_Open_Face checks the table directory and the
// tables it needs to open a face; HarfBuzz sanitizes each table it reads and drops a broken one.
// What neither refuses, and what the engine relied on, is checked here:
//   - the cmap (as HarfBuzz reads it, the map shaping uses) names only glyphs below maxp's
//     numGlyphs; HarfBuzz hands such ids on unchecked, and FreeType has no outline for them.
//     Every code point of planes 0-3 and 14-16 is looked up (the planes Unicode assigns, plus the
//     private-use planes symbol fonts use): 458,752 look-ups, about 7 ms in a debug build;
//   - a variable face's variation data (fvar, avar, gvar, and the glyph count gvar repeats)
//     is accepted by FreeType at both ends of the wght axis and at its default: a truncated gvar
//     is refused here (FreeType error 8) rather than when a picture first sets a weight.
// A face that fails is `TextError.notAFont` naming the file and what is wrong. Faces pinned by
// digest (fonts.lock) and the package's own faces are known good and skip the scan.
// Whatever still gets through (a GSUB rule that substitutes a glyph beyond the count, which
// HarfBuzz does not check either) is caught where HarfBuzz's glyph ids come back
// (TextEngine.shapeUnits), so FreeType is never asked for a glyph the face does not have.

import CPickerRenderFreeType
import CPickerRenderHarfBuzz

extension TextEngine {
    /// The planes whose code points are looked up in a face's cmap.
    static let validatedPlanes: [UInt32] = [0, 1, 2, 3, 14, 15, 16]

    /// Why the face cannot be used, or nil when it passes (see the header).
    func validationFailure(ft: FT_Face, hbFace: OpaquePointer, glyphCount: UInt32) -> String? {
        if let bad = Self.glyphBeyondCount(hbFace, glyphCount: glyphCount) {
            return "its cmap maps \(unicodeName(bad.scalar)) to glyph \(bad.glyph), but maxp says it has "
                + "\(glyphCount) glyph\(glyphCount == 1 ? "" : "s")"
        }
        if let reason = Self.variationFailure(ft, library: library) { return reason }
        return nil
    }

    /// The first code point whose glyph, as HarfBuzz maps it, is not below `glyphCount`.
    static func glyphBeyondCount(_ hbFace: OpaquePointer, glyphCount: UInt32) -> (scalar: UInt32, glyph: UInt32)? {
        let font = hb_font_create(hbFace)!
        defer { hb_font_destroy(font) }
        var glyph: hb_codepoint_t = 0
        for plane in validatedPlanes {
            // A plain counter: a Range's iterator made the scan 30 times slower (200 ms) in a debug build.
            var scalar = plane << 16
            let end = scalar + 0x10000
            while scalar < end {
                if hb_font_get_nominal_glyph(font, scalar, &glyph) != 0 && glyph >= glyphCount { return (scalar, glyph) }
                scalar &+= 1
            }
        }
        return nil
    }

    /// Sets a variable face's wght to its minimum, its maximum and its default (the instance it
    /// is left on); what FreeType refuses, in words. Nil for a static face or one without wght.
    static func variationFailure(_ ft: FT_Face, library: OpaquePointer) -> String? {
        guard ft.pointee.face_flags & FT_Long(FT_FACE_FLAG_MULTIPLE_MASTERS) != 0 else { return nil }
        var mm: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(ft, &mm) == 0, let mmVar = mm else { return nil }   // read as static
        let axes = (0..<Int(mmVar.pointee.num_axis)).map { mmVar.pointee.axis[$0] }
        FT_Done_MM_Var(library, mmVar)
        guard let w = axes.firstIndex(where: { UInt32($0.tag) == openTypeTag("wght") }) else { return nil }
        // Ends with the default, the instance the face had when opened.
        for value in [axes[w].minimum, axes[w].maximum, axes[w].def] {
            var coords = axes.map(\.def)
            coords[w] = value
            let err = FT_Set_Var_Design_Coordinates(ft, FT_UInt(coords.count), &coords)
            if err != 0 {
                return "its variation data (fvar, avar, gvar) is damaged: FreeType error \(err) "
                    + "setting wght \(Double(value) / 65536)"
            }
        }
        return nil
    }
}
