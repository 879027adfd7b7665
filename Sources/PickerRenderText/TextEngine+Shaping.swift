// Shaping: text -> GlyphRun with HarfBuzz. The hb_font is scaled to upem, so HarfBuzz returns
// font units; conversion to points (units x emSize / upem) and tracking (points, after every
// glyph) happen here. Digits of a monospaced-digit font are put on one advance, centred:
// the widest tnum digit where the face has tabular figures (InterDisplay's tnum digits still
// differ, docs/architecture.md §6), else the width of its "0". Quicksand has no tnum and its
// proportional digits run from 364 ("1") to 708 ("4") units at Bold; the widest would open gaps
// around every narrow digit ("6 2.0"), while SF Pro Rounded's tabular width is about its "0"
// (measured: Quicksand Bold "0" = 614 units).

import CPickerRenderHarfBuzz

extension TextEngine {
    /// The em size in points the face of `font` is drawn at (nominal size x cap-height correction).
    package func emSize(for font: Font) -> Double {
        font.pointSize * capHeightCorrection(faceInstance(for: font).id)
    }

    /// Shapes one line without any fitting. Width = sum of advances incl. tracking.
    package func shape(_ text: String, font: Font) -> GlyphRun {
        let instance = faceInstance(for: font)
        let face = loaded(instance.id)
        let emSize = font.pointSize * face.capHeightCorrection
        let pointsPerUnit = emSize / Double(face.upem)
        let tracking = font.face == nil ? Tracking.points(forPointSize: font.pointSize, design: font.design) : 0
        let scalars = Array(text.unicodeScalars)
        let shaped = shapeUnits(scalars, instance: instance, tabular: font.monospacedDigits)
        let digitAdvance = font.monospacedDigits ? widestDigitAdvance(instance) : nil
        let glyphs = positionGlyphs(shaped, scalars: scalars, pointsPerUnit: pointsPerUnit,
                                    tracking: tracking, digitAdvance: digitAdvance, penX: 0)
        return GlyphRun(face: instance, emSize: emSize, glyphs: glyphs)
    }

    /// HarfBuzz units -> points from `penX`, tracking after every spacing glyph, digits of a
    /// monospaced-digit font on `digitAdvance`, centred. Pen kept in font units and tracking
    /// summed apart, so a run starting at 0 has the positions it always had (0 + x == x).
    /// Tracking never makes an advance negative: a glyph without advance (a zero-width space, a
    /// combining mark, a tag character) gets none, and negative tracking (SF's -0.45 pt at 20 pt)
    /// takes at most a glyph's own advance, so a text of only such characters measures 0, not
    /// -0.43 pt per character. Every glyph of Latin text is wider than 0.45 pt: its positions
    /// are unchanged.
    func positionGlyphs(_ shaped: [ShapedGlyph], scalars: [Unicode.Scalar], pointsPerUnit: Double,
                        tracking: Double, digitAdvance: Int32?, penX: Double) -> [PositionedGlyph] {
        var glyphs: [PositionedGlyph] = []
        glyphs.reserveCapacity(shaped.count)
        var penUnits = 0.0      // advances so far, font units
        var trackingSoFar = 0.0 // points
        for g in shaped {
            var advance = Double(g.xAdvance)
            var xOffset = Double(g.xOffset)
            // Only spacing glyphs of a digit's cluster: a combining mark on a digit keeps 0.
            if let wide = digitAdvance, g.xAdvance > 0, isASCIIDigit(scalars[Int(g.cluster)]) {
                xOffset += (Double(wide) - advance) / 2
                advance = Double(wide)
            }
            let advancePoints = advance * pointsPerUnit
            let tracked = advance > 0 ? max(tracking, -advancePoints) : 0
            glyphs.append(PositionedGlyph(id: g.id,
                                          x: penX + ((penUnits + xOffset) * pointsPerUnit + trackingSoFar),
                                          y: -Double(g.yOffset) * pointsPerUnit,
                                          width: advancePoints + tracked))
            penUnits += advance
            trackingSoFar += tracked
        }
        return glyphs
    }

    struct ShapedGlyph {
        var id: UInt32, cluster: UInt32
        var xAdvance: Int32, xOffset: Int32, yOffset: Int32
    }

    /// HarfBuzz output in font units; clusters index into `scalars`.
    /// `segment` (default: all) is shaped with the rest of `scalars` as context (Arabic joining
    /// across a face change); `direction`/`script` nil = HarfBuzz's guess, as for one Latin run.
    func shapeUnits(_ scalars: [Unicode.Scalar], instance: FaceInstance, tabular: Bool,
                    segment: Range<Int>? = nil, rightToLeft: Bool? = nil,
                    script: hb_script_t? = nil) -> [ShapedGlyph] {
        let item = segment ?? 0..<scalars.count
        if item.isEmpty { return [] }
        let font = hbFont(instance)
        hb_buffer_clear_contents(buffer)
        let codes = scalars.map(\.value)
        codes.withUnsafeBufferPointer {
            hb_buffer_add_utf32(buffer, $0.baseAddress, Int32($0.count), UInt32(item.lowerBound), Int32(item.count))
        }
        if let rightToLeft { hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR) }
        if let script { hb_buffer_set_script(buffer, script) }
        hb_buffer_guess_segment_properties(buffer)
        var features: [hb_feature_t] = []
        if tabular {
            features.append(hb_feature_t(tag: openTypeTag("tnum"), value: 1,
                                         start: 0, end: UInt32.max))
        }
        features.withUnsafeBufferPointer {
            hb_shape(font, buffer, $0.baseAddress, UInt32($0.count))
        }
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)!
        let positions = hb_buffer_get_glyph_positions(buffer, &count)!
        // HarfBuzz passes on whatever glyph ids a font's cmap and GSUB name; one the face does
        // not have (beyond maxp's count) is drawn as .notdef, never asked of FreeType.
        let glyphCount = loaded(instance.id).glyphCount
        return (0..<Int(count)).map { i in
            ShapedGlyph(id: infos[i].codepoint < glyphCount ? infos[i].codepoint : 0, cluster: infos[i].cluster,
                        xAdvance: positions[i].x_advance, xOffset: positions[i].x_offset,
                        yOffset: positions[i].y_offset)
        }
    }

    /// The one advance every digit of an instance is set on, font units (cached): the widest
    /// tnum digit when `tnum` changes anything, else the advance of "0".
    func widestDigitAdvance(_ instance: FaceInstance) -> Int32 {
        if let cached = widestDigit[instance] { return cached }
        let digits = Array("0123456789".unicodeScalars)
        let tabular = shapeUnits(digits, instance: instance, tabular: true).map(\.xAdvance)
        let proportional = shapeUnits(digits, instance: instance, tabular: false).map(\.xAdvance)
        let advance = tabular == proportional ? (tabular.first ?? 0) : (tabular.max() ?? 0)
        widestDigit[instance] = advance
        return advance
    }
}

func isASCIIDigit(_ s: Unicode.Scalar) -> Bool { (0x30...0x39).contains(s.value) }
