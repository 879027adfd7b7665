// TextEngine: owns every native text object (FT_Library, FT_Faces, hb_faces, hb_fonts, the
// hb_buffer, the font bytes) and frees them in deinit. It is deliberately not Sendable: FreeType
// and HarfBuzz objects are mutated in use (variation coordinates, buffers), so each task makes its
// own engine. Everything it returns is a Sendable value.
//
// Measured cap-height corrections (0.705 / (sCapHeight / upem), the fonts in Fonts/):
//   Inter          (text)           2048 / 2816 = 0.72727 em -> 0.96937
//   InterDisplay   (display)        1472 / 2048 = 0.71875 em -> 0.98087
//   Quicksand Medium / Bold         700 / 1000  = 0.70000 em -> 1.00714

import CFreeType
import CHarfBuzz
#if canImport(Glibc)
import Glibc
#endif

public final class TextEngine {
    let library: OpaquePointer   // FT_Library
    var faces: [FaceID: LoadedFace] = [:]
    /// One hb_font per instance, scaled to upem so positions come back in font units.
    var hbFonts: [FaceInstance: OpaquePointer] = [:]
    /// wght currently set on each variable FT_Face (FreeType keeps one instance per face).
    var ftWght: [FaceID: Int] = [:]
    /// Widest tabular digit advance (font units) per instance.
    var widestDigit: [FaceInstance: Int32] = [:]
    var maskCache: [MaskKey: GlyphMask] = [:]
    let buffer: OpaquePointer    // hb_buffer_t*, reused for every shaping call

    /// `PICKER_RENDER_FONTS` if set and non-empty, else the package's own Fonts/ directory
    /// (found from this source file's path: Sources/Text/TextEngine.swift -> ../../Fonts).
    public static var defaultFontsDirectory: String {
        if let env = getenv("PICKER_RENDER_FONTS"), env.pointee != 0 {
            return String(cString: env)
        }
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/") + "/Fonts"
    }

    /// Loads the four committed faces from `fontsDirectory` (laid out as in the repository:
    /// Inter/..., Quicksand/...). Throws naming the first file that is missing, unreadable or
    /// not a font.
    public init(fontsDirectory: String = TextEngine.defaultFontsDirectory) throws(TextError) {
        var lib: FT_Library?
        let err = FT_Init_FreeType(&lib)
        precondition(err == 0 && lib != nil, "FreeType failed to initialise (error \(err))")
        library = lib!
        buffer = hb_buffer_create()
        // From here deinit runs on a throw and frees whatever was loaded.
        let dir = fontsDirectory.hasSuffix("/") ? String(fontsDirectory.dropLast()) : fontsDirectory
        for id in FaceID.allCases {
            faces[id] = try loadFace(id, path: dir + "/" + id.relativePath)
        }
    }

    deinit {
        for font in hbFonts.values { hb_font_destroy(font) }
        hb_buffer_destroy(buffer)
        for face in faces.values {
            hb_face_destroy(face.hbFace)
            FT_Done_Face(face.ftFace)
        }
        FT_Done_FreeType(library)
        for face in faces.values { face.file.free() }
    }

    private func loadFace(_ id: FaceID, path: String) throws(TextError) -> LoadedFace {
        let file = try FontFile.load(path: path)
        var ftFace: FT_Face?
        let err = FT_New_Memory_Face(library, file.bytes.baseAddress!.assumingMemoryBound(to: FT_Byte.self),
                                     FT_Long(file.bytes.count), 0, &ftFace)
        guard err == 0, let ft = ftFace else {
            file.free()
            throw .notAFont(path: path, reason: "FreeType error \(err)")
        }
        guard ft.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0, ft.pointee.units_per_EM > 0 else {
            FT_Done_Face(ft); file.free()
            throw .notAFont(path: path, reason: "not a scalable outline font")
        }
        // The hb blob borrows the same bytes (read-only, no copy); the engine outlives it.
        let blob = hb_blob_create(file.bytes.baseAddress!.assumingMemoryBound(to: CChar.self),
                                  UInt32(file.bytes.count), HB_MEMORY_MODE_READONLY, nil, nil)
        let hbFace = hb_face_create(blob, 0)!
        hb_blob_destroy(blob)   // the face holds its own reference
        let upem = Int(ft.pointee.units_per_EM)
        guard hb_face_get_glyph_count(hbFace) > 0, Int(hb_face_get_upem(hbFace)) == upem else {
            hb_face_destroy(hbFace); FT_Done_Face(ft); file.free()
            throw .notAFont(path: path, reason: "HarfBuzz cannot read it")
        }
        // Cap height from OS/2 (via HarfBuzz, at the default instance, in font units).
        let probe = hb_font_create(hbFace)!
        hb_font_set_scale(probe, Int32(upem), Int32(upem))
        var cap: hb_position_t = 0
        let hasCap = hb_ot_metrics_get_position(probe, HB_OT_METRICS_TAG_CAP_HEIGHT, &cap) != 0
        hb_font_destroy(probe)
        guard hasCap, cap > 0 else {
            hb_face_destroy(hbFace); FT_Done_Face(ft); file.free()
            throw .notAFont(path: path, reason: "no OS/2 cap height")
        }
        // Glyphs are loaded at ppem = upem (1 unit = 1 px) and scaled by us, because FreeType
        // rounds ppem to an integer for fonts with head flag bit 3 (Inter has it), which would
        // make the outline size disagree with the layout's advances.
        FT_Set_Pixel_Sizes(ft, FT_UInt(upem), FT_UInt(upem))
        var axes: (wghtIndex: Int, defaults: [FT_Fixed])? = nil
        if id.isVariable {
            var mm: UnsafeMutablePointer<FT_MM_Var>?
            guard ft.pointee.face_flags & FT_Long(FT_FACE_FLAG_MULTIPLE_MASTERS) != 0,
                  FT_Get_MM_Var(ft, &mm) == 0, let mmVar = mm else {
                hb_face_destroy(hbFace); FT_Done_Face(ft); file.free()
                throw .notAFont(path: path, reason: "expected a variable font")
            }
            let n = Int(mmVar.pointee.num_axis)
            let list = (0..<n).map { mmVar.pointee.axis[$0] }
            FT_Done_MM_Var(library, mmVar)
            guard let w = list.firstIndex(where: { UInt32($0.tag) == openTypeTag("wght") }) else {
                hb_face_destroy(hbFace); FT_Done_Face(ft); file.free()
                throw .notAFont(path: path, reason: "variable font without a wght axis")
            }
            axes = (w, list.map(\.def))
        }
        return LoadedFace(id: id, file: file, ftFace: ft, hbFace: hbFace, upem: upem,
                          glyphCount: hb_face_get_glyph_count(hbFace),
                          capHeightCorrection: sfCapHeightEm * Double(upem) / Double(cap),
                          variableAxes: axes)
    }

    /// The substitute face for a font (DESIGN §6): Inter below 20 pt, InterDisplay from 20 pt
    /// (nominal size), Quicksand Medium/Bold for the rounded design.
    public func faceInstance(for font: Font) -> FaceInstance {
        switch font.design {
        case .default:
            FaceInstance(id: font.pointSize < 20 ? .text : .display, wght: WeightCalibration.wght(font.weight))
        case .rounded:
            FaceInstance(id: font.weight.rawValue <= FontWeight.medium.rawValue ? .roundedMedium : .roundedBold,
                         wght: 0)
        }
    }

    /// Factor applied to the nominal point size to get the face's em size (cap heights match SF).
    public func capHeightCorrection(_ face: FaceID) -> Double {
        loaded(face).capHeightCorrection
    }

    func loaded(_ id: FaceID) -> LoadedFace {
        guard let face = faces[id] else { preconditionFailure("face \(id) not loaded") }
        return face
    }

    /// The HarfBuzz font of an instance: scaled to upem, wght set as on the FreeType side.
    func hbFont(_ instance: FaceInstance) -> OpaquePointer {
        if let font = hbFonts[instance] { return font }
        let face = loaded(instance.id)
        let font = hb_font_create(face.hbFace)!
        hb_font_set_scale(font, Int32(face.upem), Int32(face.upem))
        if instance.id.isVariable {
            var variation = hb_variation_t(tag: openTypeTag("wght"), value: Float(instance.wght))
            hb_font_set_variations(font, &variation, 1)
        }
        hbFonts[instance] = font
        return font
    }

    /// Put the FreeType face of `instance` on its wght (FreeType holds one instance per face).
    func selectFTInstance(_ instance: FaceInstance) -> FT_Face {
        let face = loaded(instance.id)
        if let axes = face.variableAxes, ftWght[instance.id] != instance.wght {
            var coords = axes.defaults
            coords[axes.wghtIndex] = FT_Fixed(instance.wght) << 16
            let err = FT_Set_Var_Design_Coordinates(face.ftFace, FT_UInt(coords.count), &coords)
            precondition(err == 0, "FreeType refused wght \(instance.wght) (error \(err))")
            ftWght[instance.id] = instance.wght
        }
        return face.ftFace
    }
}
