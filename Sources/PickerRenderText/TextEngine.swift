// TextEngine: owns every native text object (FT_Library, FT_Faces, hb_faces, hb_fonts, the
// hb_buffer, the font bytes) and frees them in deinit; the built-in faces' bytes are shared
// read-only with the process's other engines (SharedFontFiles) and only let go of here. It is
// deliberately not Sendable: FreeType and HarfBuzz objects are mutated in use (variation
// coordinates, buffers), so each task makes its own engine. Everything it returns is a Sendable
// value. Glyph masks of the built-in and pinned faces are also published to a process-wide cache
// of the font set (SharedGlyphMasks), so a new engine starts warm.
//
// Measured cap-height corrections (0.705 / (sCapHeight / upem), the fonts in Fonts/):
//   Inter          (text)           2048 / 2816 = 0.72727 em -> 0.96937
//   InterDisplay   (display)        1472 / 2048 = 0.71875 em -> 0.98087
//   Quicksand Medium / Bold         700 / 1000  = 0.70000 em -> 1.00714

import CPickerRenderFreeType
import CPickerRenderHarfBuzz
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

package final class TextEngine {
    let library: OpaquePointer   // FT_Library
    var faces: [FaceID: LoadedFace] = [:]
    /// One hb_font per instance, scaled to upem so positions come back in font units.
    var hbFonts: [FaceInstance: OpaquePointer] = [:]
    /// wght currently set on each variable FT_Face (FreeType keeps one instance per face).
    var ftWght: [FaceID: Int] = [:]
    /// Widest tabular digit advance (font units) per instance.
    var widestDigit: [FaceInstance: Int32] = [:]
    var maskCache: [MaskKey: GlyphMask] = [:]
    /// The process-wide masks of this engine's font set (SharedGlyphMasks), behind the local cache.
    var sharedMasks: SharedGlyphMasks? = nil
    var colorCache: [MaskKey: ColorGlyphImage] = [:]
    /// The pins of the fallback faces (Fonts/fonts.lock); nil when the fonts directory has none,
    /// in which case there is no fallback and every character the primary lacks is reported.
    package private(set) var fontLock: FontLock?
    /// Chain walked per character after the primary face (FallbackChain.standard by default).
    package var fallbackChain: FallbackChain = .standard()
    /// Fallback faces that failed to load (not installed, pin mismatch, bad file), by file name:
    /// each is tried once and then treated as absent, so the characters that reach it show up
    /// as missing, never as another face (the renderer makes that an error naming the face).
    package internal(set) var fallbackFailures: [String: TextError] = [:]
    /// Per fallback face and scalar: whether the face maps it (saves a cmap lookup per character).
    var coverageCache: [FaceID: [UInt32: Bool]] = [:]
    /// UTF-8 bytes of text shaped so far (shapeRuns): what layout cost, counted, so tests can
    /// bound the work a long text takes by its length rather than by a clock.
    package internal(set) var shapedBytes = 0
    /// Per face: whether it maps all of printable ASCII (the common case's one look-up a line).
    var asciiCoverage: [FaceID: Bool] = [:]
    let fontsDirectory: String
    /// SF Pro faces registered by `useSFPro`, by role and weight; empty unless a user has SF Pro.
    var sfPro: [SFProKey: FaceID] = [:]
    /// The SF Pro faces found in the fonts directory when the engine was made: part of its font
    /// set (EnginePool's key names the files), so an engine using them is still pristine.
    var sfProAtInit: [SFProKey: FaceID] = [:]
    let buffer: OpaquePointer    // hb_buffer_t*, reused for every shaping call
    /// The built-in faces' bytes, shared with the process's other engines (SharedFontFiles);
    /// released with the engine's stored properties, after deinit has destroyed the faces.
    var builtInFiles: [SharedFontFile] = []
    /// What the engine's borrower builds around it and wants back with it from EnginePool (a
    /// rasterizer with warm scratch buffers). Cleared when the pool drops the engine, so the
    /// reference cycle it may form never outlives the pool.
    package var companion: AnyObject? = nil
    /// The EnginePool key of the font set this engine was made for (nil: not made by the pool).
    var poolKey: FontSetKey? = nil
    /// The user's fonts the pool loaded as part of this engine's font set (its key names them);
    /// any other user font makes the engine not pristine.
    var pooledCustomFaces: Set<FaceID> = []

    /// `PICKER_RENDER_FONTS` if set and non-empty, else the package's own Fonts/ directory
    /// (found from this source file's path: Sources/Text/TextEngine.swift -> ../../Fonts).
    package static var defaultFontsDirectory: String {
        if let env = getenv("PICKER_RENDER_FONTS"), env.pointee != 0 {
            return String(cString: env)
        }
        return packageFontsDirectory
    }

    /// The package's own Fonts/ directory (no SF Pro there, ever: Apple's licence forbids it),
    /// worked out from this file's path once (every PickerRenderer asks for the default directory).
    static let packageFontsDirectory: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/") + "/Fonts"
    }()

    /// Loads the four committed faces from `fontsDirectory` (laid out as in the repository:
    /// Inter/..., Quicksand/...). Throws naming the first file that is missing, unreadable or
    /// not a font.
    package init(fontsDirectory: String = TextEngine.defaultFontsDirectory) throws(TextError) {
        var lib: FT_Library?
        let err = FT_Init_FreeType(&lib)
        precondition(err == 0 && lib != nil, "FreeType failed to initialise (error \(err))")
        library = lib!
        buffer = hb_buffer_create()
        // From here deinit runs on a throw and frees whatever was loaded.
        let dir = fontsDirectory.hasSuffix("/") ? String(fontsDirectory.dropLast()) : fontsDirectory
        self.fontsDirectory = dir
        // A user's SF Pro in a fonts directory they chose stands in for the substitutes of its
        // roles (TextEngine+SFPro); the package's own Fonts/ has none, so it is not scanned.
        if dir != Self.packageFontsDirectory {
            let found = findSFPro(in: dir)
            if !found.isEmpty { try useSFPro(found) }
            sfProAtInit = sfPro
        }
        for id in FaceID.builtIns where !sfProCovers(id.sfProRole!) {
            // The process's shared bytes of the file (SharedFontFiles): held here, never freed here.
            let shared = try SharedFontFiles.load(path: dir + "/" + id.relativePath!)
            builtInFiles.append(shared)
            faces[id] = try loadFace(id, path: shared.file.path, index: 0, role: .substitute, sharedFile: shared.file)
        }
        fontLock = try FontLock.checked(lockPath: dir + "/fonts.lock", fontsDirectory: dir)
        sharedMasks = SharedGlyphMasks.forFontSet(SharedGlyphMasks.signature(fontsDirectory: dir, lock: fontLock))
    }

    deinit {
        for font in hbFonts.values { hb_font_destroy(font) }
        hb_buffer_destroy(buffer)
        for face in faces.values {
            hb_face_destroy(face.hbFace)
            FT_Done_Face(face.ftFace)
        }
        FT_Done_FreeType(library)
        for face in faces.values where !face.sharesFile { face.file.free() }
    }

    /// The substitute face for a font (docs/architecture.md §6): Inter below 20 pt, InterDisplay
    /// from 20 pt (nominal size), Quicksand Medium/Bold for the rounded design.
    package func faceInstance(for font: Font) -> FaceInstance {
        if let custom = font.face {
            return FaceInstance(id: custom, wght: custom.isVariable ? font.weight.rawValue : 0)
        }
        if !sfPro.isEmpty, let sf = sfProInstance(for: font) { return sf }
        return switch font.design {
        case .default:
            FaceInstance(id: font.pointSize < 20 ? .text : .display, wght: WeightCalibration.wght(font.weight))
        case .rounded:
            FaceInstance(id: font.weight.rawValue <= FontWeight.medium.rawValue ? .roundedMedium : .roundedBold,
                         wght: 0)
        }
    }

    /// Factor applied to the nominal point size to get the face's em size (cap heights match SF).
    package func capHeightCorrection(_ face: FaceID) -> Double {
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
        if instance.id.isVariable, face.variableAxes != nil {
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
            coords[axes.wghtIndex] = FT_Fixed(min(max(instance.wght, axes.range.lowerBound), axes.range.upperBound)) << 16
            // FaceValidation had FreeType accept this face's variation data at both ends of the
            // axis; a refusal now (a face known good, or data FreeType reads lazily) leaves the
            // face on the coordinates it had, and the text is still drawn.
            if FT_Set_Var_Design_Coordinates(face.ftFace, FT_UInt(coords.count), &coords) == 0 {
                ftWght[instance.id] = instance.wght
            }
        }
        return face.ftFace
    }
}
