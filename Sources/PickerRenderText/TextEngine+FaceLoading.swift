// Face loading: one file (or one face of a collection) -> FreeType + HarfBuzz objects.
// Accepts static and variable faces, TrueType and CFF outlines, collections by index, and colour
// bitmap faces (CBDT). A face that lacks an OS/2 cap height gets it from the outline of "H";
// a static face is never asked for a wght axis (only the built-in Inter slots require one).

import CPickerRenderFreeType
import CPickerRenderHarfBuzz

/// How a loaded face is used, which decides its size correction and what it must have.
enum FaceRole {
    /// Stands in for SF Pro: cap height matched to SF's; the built-in IDs marked variable need wght.
    case substitute
    /// Pinned fallback face: drawn at the nominal size, as iOS draws its fallback faces.
    case fallback
    /// A user's font: drawn at the nominal size, like a custom UIFont.
    case user
}

extension TextEngine {
    func loadFace(_ id: FaceID, path: String, index: Int, role: FaceRole,
                  sharedFile: FontFile? = nil, pin: FontLock.Entry? = nil) throws(TextError) -> LoadedFace {
        let file: FontFile
        if let sharedFile { file = sharedFile } else { file = try FontFile.load(path: path) }
        let ownsFile = sharedFile == nil
        func fail(_ reason: String) -> TextError {
            if ownsFile { file.free() }
            return .notAFont(path: path, reason: reason)
        }
        if let pin, ownsFile {
            do { try FontLock.check(file, against: pin, lockPath: fontLock?.path ?? "fonts.lock") } catch {
                file.free()
                throw error
            }
        }
        // FreeType reads bits 16...30 of a face index as a named instance and ignores the rest,
        // and HarfBuzz takes 32 bits: an index is checked against the file's own count first,
        // so no index opens another face or instance than the one it names.
        if index != 0, let count = Self.faceCount(library, file), !(0..<count).contains(index) {
            throw fail(Self.faceIndexError(index, count: count))
        }
        var ftFace: FT_Face?
        let err = FT_New_Memory_Face(library, file.bytes.baseAddress!.assumingMemoryBound(to: FT_Byte.self),
                                     FT_Long(file.bytes.count), FT_Long(index), &ftFace)
        guard err == 0, let ft = ftFace else {
            let what = Self.freeTypeErrorText(err)
            throw fail(index > 0 ? "\(what) opening face \(index)" : what)
        }
        let isColorBitmap = ft.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0
            && ft.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) == 0 && ft.pointee.num_fixed_sizes > 0
        guard (ft.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 && ft.pointee.units_per_EM > 0)
                || isColorBitmap else {
            FT_Done_Face(ft)
            throw fail("not a scalable outline font")
        }
        // The hb blob borrows the same bytes (read-only, no copy); the engine outlives it.
        let blob = hb_blob_create(file.bytes.baseAddress!.assumingMemoryBound(to: CChar.self),
                                  UInt32(file.bytes.count), HB_MEMORY_MODE_READONLY, nil, nil)
        let hbFace = hb_face_create(blob, UInt32(index))!
        hb_blob_destroy(blob)   // the face holds its own reference
        // FreeType leaves units_per_EM at 0 for a face without outlines (CBDT); HarfBuzz reads head.
        let upem = isColorBitmap ? Int(hb_face_get_upem(hbFace)) : Int(ft.pointee.units_per_EM)
        guard hb_face_get_glyph_count(hbFace) > 0, Int(hb_face_get_upem(hbFace)) == upem else {
            hb_face_destroy(hbFace); FT_Done_Face(ft)
            throw fail("HarfBuzz cannot read it")
        }
        // Faces pinned by digest and the package's own are known good (FaceValidation).
        if pin == nil, !path.hasPrefix(Self.packageFontsDirectory + "/"),
           let reason = validationFailure(ft: ft, hbFace: hbFace, glyphCount: hb_face_get_glyph_count(hbFace)) {
            hb_face_destroy(hbFace); FT_Done_Face(ft)
            throw fail(reason)
        }
        var strike: Int? = nil
        var cap = 0, capFromOutlines = false
        if isColorBitmap {
            // The largest strike; glyphs are scaled from it (Noto Color Emoji has one, 109 ppem).
            var best = 0
            for i in 0..<Int(ft.pointee.num_fixed_sizes)
            where ft.pointee.available_sizes[i].y_ppem > ft.pointee.available_sizes[best].y_ppem { best = i }
            FT_Select_Size(ft, FT_Int(best))
            strike = Int(ft.pointee.available_sizes[best].y_ppem >> 6)
            cap = upem * 7 / 10
        } else {
            // Cap height from OS/2 (via HarfBuzz, at the default instance, in font units).
            let probe = hb_font_create(hbFace)!
            hb_font_set_scale(probe, Int32(upem), Int32(upem))
            var value: hb_position_t = 0
            let hasCap = hb_ot_metrics_get_position(probe, HB_OT_METRICS_TAG_CAP_HEIGHT, &value) != 0
            hb_font_destroy(probe)
            if hasCap && value > 0 {
                cap = Int(value)
            } else if let measured = Self.outlineCapHeight(ft) {
                cap = measured; capFromOutlines = true
            } else {
                hb_face_destroy(hbFace); FT_Done_Face(ft)
                throw fail("no cap height: no OS/2 value and no outline for \"H\"")
            }
            // Glyphs are loaded at ppem = upem (1 unit = 1 px) and scaled by us, because FreeType
            // rounds ppem to an integer for fonts with head flag bit 3 (Inter has it), which would
            // make the outline size disagree with the layout's advances.
            FT_Set_Pixel_Sizes(ft, FT_UInt(upem), FT_UInt(upem))
        }
        var axes: (wghtIndex: Int, defaults: [FT_Fixed], range: ClosedRange<Int>)? = nil
        if ft.pointee.face_flags & FT_Long(FT_FACE_FLAG_MULTIPLE_MASTERS) != 0 {
            var mm: UnsafeMutablePointer<FT_MM_Var>?
            if FT_Get_MM_Var(ft, &mm) == 0, let mmVar = mm {
                let list = (0..<Int(mmVar.pointee.num_axis)).map { mmVar.pointee.axis[$0] }
                FT_Done_MM_Var(library, mmVar)
                if let w = list.firstIndex(where: { UInt32($0.tag) == openTypeTag("wght") }) {
                    axes = (w, list.map(\.def), Int(list[w].minimum >> 16)...Int(list[w].maximum >> 16))
                }
            }
        }
        if id.isVariable && axes == nil {
            hb_face_destroy(hbFace); FT_Done_Face(ft)
            throw fail(role == .substitute ? "expected a variable font" : "variable font without a wght axis")
        }
        let correction = role == .substitute ? sfCapHeightEm * Double(upem) / Double(cap) : 1
        return LoadedFace(id: id, file: file, sharesFile: !ownsFile, ftFace: ft, hbFace: hbFace, upem: upem,
                          glyphCount: hb_face_get_glyph_count(hbFace), capHeight: cap,
                          capHeightFromOutlines: capFromOutlines, capHeightCorrection: correction,
                          variableAxes: axes, colorStrikePpem: strike)
    }

    /// FreeType's refusal of a file as words (Debian's FreeType is built without
    /// FT_Error_String's table), with its number. The bytes were read, so any refusal means the
    /// file is not a font FreeType can use.
    static func freeTypeErrorText(_ err: FT_Error) -> String {
        let name: String? = switch err {
        case 0x02: "unknown file format"
        case 0x03: "invalid file format"
        case 0x08: "invalid table"
        case 0x09: "invalid offset"
        case 0x51...0x58: "the file ends too soon"
        case 0x8E: "a table is missing"
        default: nil
        }
        return "not a font file (FreeType error \(err)\(name.map { ": " + $0 } ?? ""))"
    }

    /// Why `index` names no face of a file of `count` faces.
    static func faceIndexError(_ index: Int, count: Int) -> String {
        let faces = "the file has \(count) face\(count == 1 ? "" : "s")"
        // FreeType's numbering would take 65536 x N + F as named instance N of face F.
        let instance = index >= 1 << 16 && index < 1 << 31 && (index & 0xFFFF) < count
            ? "; FreeType would read it as named instance \(index >> 16) of face \(index & 0xFFFF), but a face index names a face only"
            : ""
        return "face index \(index) is out of range (\(faces))\(instance)"
    }

    /// Number of faces in a file (a collection's count, 1 for a single font); nil if FreeType
    /// cannot read it at all.
    static func faceCount(_ library: OpaquePointer, _ file: FontFile) -> Int? {
        var probe: FT_Face?
        guard FT_New_Memory_Face(library, file.bytes.baseAddress!.assumingMemoryBound(to: FT_Byte.self),
                                 FT_Long(file.bytes.count), -1, &probe) == 0, let p = probe else { return nil }
        defer { FT_Done_Face(p) }
        return Int(p.pointee.num_faces)
    }

    /// Top of the unhinted outline of "H", font units; nil when the face has no such glyph.
    static func outlineCapHeight(_ ft: FT_Face) -> Int? {
        let glyph = FT_Get_Char_Index(ft, 0x48)
        guard glyph != 0, FT_Load_Glyph(ft, glyph, Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING)) == 0,
              let slot = ft.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return nil }
        var box = FT_BBox()
        FT_Outline_Get_CBox(&slot.pointee.outline, &box)
        return box.yMax > 0 ? Int(box.yMax) : nil
    }

    /// Metrics of a loaded face (font units), for callers that size or report fonts.
    package func metrics(_ id: FaceID) -> FaceMetrics {
        let face = loaded(id)
        return FaceMetrics(unitsPerEm: face.upem, capHeight: face.capHeight,
                           capHeightFromOutlines: face.capHeightFromOutlines,
                           familyName: face.ftFace.pointee.family_name.map { String(cString: $0) } ?? "",
                           styleName: face.ftFace.pointee.style_name.map { String(cString: $0) } ?? "",
                           isVariable: face.variableAxes != nil, isColor: face.colorStrikePpem != nil)
    }

    /// Whether `id` is a colour bitmap face: its glyphs come from `colorGlyph`, not `glyphMask`.
    package func isColorFace(_ id: FaceID) -> Bool { faces[id]?.colorStrikePpem != nil }

    /// Loads a user's font file (TTF, OTF, variable or static, or face `index` of a collection)
    /// and returns its ID, to be put in `Font.face`. Loading the same file and index twice
    /// returns the same ID. Throws `TextError` naming the path.
    package func loadFont(path: String, index: Int = 0) throws(TextError) -> FaceID {
        guard index >= 0 else { throw .notAFont(path: path, reason: "face index \(index) is negative") }
        let key = "file:\(path)#\(index)"
        if let existing = faces.keys.first(where: { $0.rawValue == key }) { return existing }
        // Probe as static first to learn whether the face has a wght axis.
        let probe = try loadFace(FaceID(rawValue: key, isVariable: false), path: path, index: index, role: .user)
        let id = FaceID(rawValue: key, isVariable: probe.variableAxes != nil)
        faces[id] = LoadedFace(id: id, file: probe.file, sharesFile: false, ftFace: probe.ftFace,
                               hbFace: probe.hbFace, upem: probe.upem, glyphCount: probe.glyphCount,
                               capHeight: probe.capHeight, capHeightFromOutlines: probe.capHeightFromOutlines,
                               capHeightCorrection: probe.capHeightCorrection,
                               variableAxes: probe.variableAxes, colorStrikePpem: probe.colorStrikePpem)
        return id
    }
}
