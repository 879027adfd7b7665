// Glyph coverage: FreeType outlines, unhinted, no embedded bitmaps, scaled and shifted by us in
// double precision (exact pixel size, sub-pixel phase), then FreeType's grayscale rasterizer.
// Results are cached in the engine by (instance, glyph, exact pixel size, phases), and for the
// built-in and pinned faces also process-wide per font set (SharedGlyphMasks), so a new engine
// starts warm. See GlyphMask for the placement contract.

import CPickerRenderFreeType

struct MaskKey: Hashable {
    var face: FaceInstance
    var glyph: UInt32
    var pixelSizeBits: UInt64
    var phaseX: Int
    var phaseY: Int
}

extension TextEngine {
    /// Splits a pixel coordinate into its floor and the nearest quarter pixel above it; a phase
    /// that rounds to 4 carries into `whole`. v ≈ whole + phase / 4.
    package static func quantize(_ v: Double) -> (whole: Int, phase: Int) {
        precondition(v.isFinite, "pixel coordinate must be finite")
        let floor = v.rounded(.down)
        var whole = Int(floor)
        var phase = Int(((v - floor) * 4).rounded(.toNearestOrAwayFromZero))
        if phase == 4 { whole += 1; phase = 0 }
        return (whole, phase)
    }

    /// Coverage of `glyph` of `face` at `pixelSize` pixels per em (emSize x display scale),
    /// with its origin shifted right by phaseX/4 px and down by phaseY/4 px.
    package func glyphMask(face: FaceInstance, glyph: UInt32, pixelSize: Double,
                          phaseX: Int, phaseY: Int) -> GlyphMask {
        precondition((0...3).contains(phaseX) && (0...3).contains(phaseY), "phases are 0...3")
        precondition(pixelSize.isFinite && pixelSize > 0, "pixel size must be positive")
        let loadedFace = loaded(face.id)
        precondition(glyph < loadedFace.glyphCount, "glyph \(glyph) not in face \(face.id)")
        let key = MaskKey(face: face, glyph: glyph, pixelSizeBits: pixelSize.bitPattern,
                          phaseX: phaseX, phaseY: phaseY)
        if let cached = maskCache[key] { return cached }
        let shared = SharedGlyphMasks.isShareable(face.id) ? sharedMasks : nil
        if let mask = shared?.mask(key) {
            maskCache[key] = mask
            return mask
        }
        let mask = renderMask(loadedFace, instance: face, glyph: glyph, pixelSize: pixelSize,
                              phaseX: phaseX, phaseY: phaseY)
        maskCache[key] = mask
        shared?.publish(key, mask)
        return mask
    }

    private func renderMask(_ face: LoadedFace, instance: FaceInstance, glyph: UInt32,
                            pixelSize: Double, phaseX: Int, phaseY: Int) -> GlyphMask {
        let ft = selectFTInstance(instance)
        // ppem = upem was set at load: outline coordinates are font units in 26.6.
        let flags = Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        guard FT_Load_Glyph(ft, glyph, flags) == 0, let slot = ft.pointee.glyph,
              slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return .empty }
        let n = Int(slot.pointee.outline.n_points)
        guard n > 0, let points = slot.pointee.outline.points else { return .empty } // blank glyphs
        let scale = pixelSize / Double(face.upem)
        let dx = Double(phaseX) * 16, dy = -Double(phaseY) * 16  // 26.6; FreeType's y is up
        for i in 0..<n {
            let p = points[i]
            points[i] = FT_Vector(
                x: FT_Pos((Double(p.x) * scale + dx).rounded()),
                y: FT_Pos((Double(p.y) * scale + dy).rounded()))
        }
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return .empty }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows)
        guard width > 0, height > 0, let src = bitmap.buffer else { return .empty }
        precondition(bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue) && bitmap.pitch >= width,
                     "FreeType returned an unexpected bitmap layout")
        let pitch = Int(bitmap.pitch)
        var coverage = [UInt8](repeating: 0, count: width * height)
        coverage.withUnsafeMutableBufferPointer { dst in
            for row in 0..<height {
                for col in 0..<width { dst[row * width + col] = src[row * pitch + col] }
            }
        }
        return GlyphMask(width: width, height: height, left: Int(slot.pointee.bitmap_left),
                         top: Int(slot.pointee.bitmap_top), coverage: coverage)
    }
}
