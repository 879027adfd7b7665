// Multi-run shaping of one line: fallback faces per grapheme cluster, bidi levels by FriBidi,
// script per code point by HarfBuzz's Unicode functions; then one HarfBuzz call per maximal
// segment of equal (face, level, script), in that segment's direction, with the whole line as
// context. Segments are put in visual order from FriBidi's reordering map.
// Cost invariant: a line that the primary face covers and that has no right-to-left code point,
// laid out left to right, takes the single-run path `shape` (the same glyphs and positions as
// before fallback existed), paying only one cached cmap look-up per code point (none for
// printable ASCII). Emoji presentation (VS16, default-emoji characters) leaves that path.
// Tracking and tabular digits apply to runs in the primary face only: SF's tracking belongs to
// SF, and tracking a cursive fallback run (Arabic) would break its joins.

import CPickerRenderHarfBuzz

extension TextEngine {
    /// Shapes one line in as many runs as its faces and directions need, and lists the code
    /// points no face has.
    package func shapeRuns(_ text: String, font: Font, direction: LayoutDirection = .leftToRight)
        -> (runs: [GlyphRun], missing: [UInt32]) {
        let primary = faceInstance(for: font)
        shapedBytes += text.utf8.count
        // Printable ASCII in a face that has all of it (every built-in): no per-character look-up.
        if direction == .leftToRight, text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }),
           coversPrintableASCII(primary) {
            var run = shape(text, font: font)
            run.scalarRange = 0..<text.utf8.count
            return ([run], [])
        }
        let scalars = Array(text.unicodeScalars)
        if direction == .leftToRight,
           scalars.allSatisfy({ !mayBeRightToLeft($0) && !asksForEmoji($0)
                                && (needsNoGlyph($0) || covers(primary, $0.value)) }) {
            var run = shape(text, font: font)
            run.scalarRange = 0..<scalars.count
            return ([run], [])
        }
        // Faces per grapheme cluster.
        var faceOf = [FaceInstance](repeating: primary, count: scalars.count)
        var missing: [UInt32] = []
        var start = 0, previous: FaceInstance? = nil
        let bold = font.weight.rawValue >= FontWeight.semibold.rawValue
        for character in text {
            let end = start + character.unicodeScalars.count
            let cluster = scalars[start..<end]
            let chosen = face(forCluster: cluster, primary: primary, previous: previous, bold: bold)
            if chosen == nil {
                for s in cluster where !needsNoGlyph(s) && !missing.contains(s.value) { missing.append(s.value) }
            }
            let face = chosen ?? primary
            for i in start..<end { faceOf[i] = face }
            previous = face
            start = end
        }
        let bidi = BidiLine(scalars, base: direction)
        let scripts = resolvedScripts(scalars)
        // Logical segments of equal (face, level, script).
        var segments: [Range<Int>] = []
        var segmentOf = [Int](repeating: 0, count: scalars.count)
        var s0 = 0
        for i in 0..<scalars.count {
            if i > s0, faceOf[i] != faceOf[s0] || bidi.levels[i] != bidi.levels[s0] || scripts[i] != scripts[s0] {
                segments.append(s0..<i); s0 = i
            }
            segmentOf[i] = segments.count
        }
        if !scalars.isEmpty { segments.append(s0..<scalars.count) }
        // Visual order: the order in which segments first appear along the reordered line.
        var order: [Int] = []
        var seen = [Bool](repeating: false, count: segments.count)
        for logical in bidi.visualToLogical where !seen[segmentOf[logical]] {
            seen[segmentOf[logical]] = true
            order.append(segmentOf[logical])
        }
        var runs: [GlyphRun] = []
        var pen = 0.0
        for index in order {
            let range = segments[index]
            let instance = faceOf[range.lowerBound]
            let rtl = bidi.levels[range.lowerBound] & 1 == 1
            var run = shapeSegment(scalars, range: range, instance: instance, font: font,
                                   isPrimary: instance == primary, rightToLeft: rtl,
                                   script: scripts[range.lowerBound], penX: pen)
            run.scalarRange = range
            pen += run.width
            runs.append(run)
        }
        if runs.isEmpty { runs = [GlyphRun(face: primary, emSize: emSize(for: font), glyphs: [], direction: direction)] }
        return (runs, missing)
    }

    private func shapeSegment(_ scalars: [Unicode.Scalar], range: Range<Int>, instance: FaceInstance,
                              font: Font, isPrimary: Bool, rightToLeft: Bool, script: hb_script_t,
                              penX: Double) -> GlyphRun {
        let face = loaded(instance.id)
        let emSize = font.pointSize * face.capHeightCorrection
        let pointsPerUnit = emSize / Double(face.upem)
        let tracking = isPrimary && font.face == nil
            ? Tracking.points(forPointSize: font.pointSize, design: font.design) : 0
        let tabular = isPrimary && font.monospacedDigits
        let shaped = shapeUnits(scalars, instance: instance, tabular: tabular, segment: range,
                                rightToLeft: rightToLeft, script: script)
        let digitAdvance = tabular ? widestDigitAdvance(instance) : nil
        let glyphs = positionGlyphs(shaped, scalars: scalars, pointsPerUnit: pointsPerUnit,
                                    tracking: tracking, digitAdvance: digitAdvance, penX: penX)
        return GlyphRun(face: instance, emSize: emSize, glyphs: glyphs,
                        direction: rightToLeft ? .rightToLeft : .leftToRight)
    }

    func coversPrintableASCII(_ instance: FaceInstance) -> Bool {
        if let known = asciiCoverage[instance.id] { return known }
        let all = (UInt32(0x20)..<0x7F).allSatisfy { covers(instance, $0) }
        asciiCoverage[instance.id] = all
        return all
    }

    /// Script of each code point; Common and Inherited ones take the script before them (or,
    /// at the start, the first real script after them), as HarfBuzz wants one script per run.
    func resolvedScripts(_ scalars: [Unicode.Scalar]) -> [hb_script_t] {
        let funcs = hb_unicode_funcs_get_default()
        var scripts = scalars.map { hb_unicode_script(funcs, $0.value) }
        let firstReal = scripts.first { $0 != HB_SCRIPT_COMMON && $0 != HB_SCRIPT_INHERITED } ?? HB_SCRIPT_COMMON
        var last = firstReal
        for i in scripts.indices {
            if scripts[i] == HB_SCRIPT_COMMON || scripts[i] == HB_SCRIPT_INHERITED { scripts[i] = last }
            else { last = scripts[i] }
        }
        return scripts
    }
}

/// VS16, or a character that is emoji by default: the colour face comes before the primary.
func asksForEmoji(_ s: Unicode.Scalar) -> Bool { s.value == 0xFE0F || s.properties.isEmojiPresentation }

/// Code points of the right-to-left blocks and the explicit bidi controls: a line without any
/// can skip the bidi algorithm when laid out left to right (a conservative test: it may say yes
/// for an unassigned code point, which only costs the full path).
func mayBeRightToLeft(_ s: Unicode.Scalar) -> Bool {
    switch s.value {
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
    case 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C: true
    default: false
    }
}
