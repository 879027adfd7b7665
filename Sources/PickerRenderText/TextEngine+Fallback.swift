// Per-character face choice (docs/architecture.md §14): for each grapheme cluster, the primary face
// if it maps every code point, else the first face of `fallbackChain` that does. Fallback faces
// load on first need, each checked against its pin in fonts.lock; a face that fails is recorded in
// `fallbackFailures`, and a cluster that reaches it is reported missing (never drawn by a later
// face), so only text that needs an absent face is affected. Clusters of neutral characters (spaces, punctuation: script
// Common/Inherited) stay in the face of the cluster before them when it has them, so a space in
// Arabic text does not split the Arabic run (but never into the colour face, whose space is
// emoji-wide); emoji presentation (U+FE0F, or a character that is
// emoji by default) tries the colour face before the primary. A cluster no face covers is drawn
// with the primary's .notdef and its code points reported. Default-ignorable code points (ZWJ,
// variation selectors) need no glyph of their own.

import CPickerRenderHarfBuzz

extension TextEngine {
    /// The loaded ID of a fallback face (found through the lock, loaded and checked on first
    /// use); nil if the fonts directory has no lock (no fallback) or the face failed.
    func fallbackFace(_ f: FallbackFace, bold: Bool) -> FaceID? {
        let isBold = bold && f.bold != f.regular
        let id = f.id(bold: isBold)
        if faces[id] != nil { return id }
        guard let lock = fontLock else { return nil }
        let name = isBold ? f.bold : f.regular
        if fallbackFailures[name] != nil { return nil }
        guard let pin = lock.entry(named: name) else {
            fallbackFailures[name] = .badLockFile(path: lock.path, reason: "\(name) is not pinned")
            return nil
        }
        let shared = faces.values.first { $0.file.path == pin.path && !$0.sharesFile }?.file
        do {
            faces[id] = try loadFace(id, path: pin.path, index: f.index, role: .fallback,
                                     sharedFile: shared, pin: pin)
            return id
        } catch {
            // Absent is what a machine without the face's package sees: say which package.
            if case .missing = error {
                fallbackFailures[name] = .pinnedFaceMissing(path: pin.path, package: pin.package)
            } else {
                fallbackFailures[name] = error
            }
            return nil
        }
    }

    /// Loads and checks every face of the chain now (at both weights); throws the first failure.
    /// Layout never throws: a caller that wants every pin checked up front (`picker-render
    /// fonts`, a font pack) calls this.
    package func verifyFallbackFaces() throws(TextError) {
        for f in fallbackChain.faces {
            for bold in [false, true] where fallbackFace(f, bold: bold) == nil {
                let name = bold && f.bold != f.regular ? f.bold : f.regular
                throw fallbackFailures[name] ?? .badLockFile(path: fontsDirectory + "/fonts.lock",
                                                             reason: "the fonts directory has no lock file")
            }
        }
    }

    /// Whether the face maps `scalar` to a glyph (cmap), cached per face.
    func covers(_ instance: FaceInstance, _ scalar: UInt32) -> Bool {
        if let known = coverageCache[instance.id]?[scalar] { return known }
        var glyph: hb_codepoint_t = 0
        let has = hb_font_get_nominal_glyph(hbFont(instance), scalar, &glyph) != 0 && glyph != 0
            && glyph < loaded(instance.id).glyphCount
        coverageCache[instance.id, default: [:]][scalar] = has
        return has
    }

    func covers(_ instance: FaceInstance, all scalars: ArraySlice<Unicode.Scalar>) -> Bool {
        scalars.allSatisfy { needsNoGlyph($0) || covers(instance, $0.value) }
    }

    /// The face for one grapheme cluster; nil when no face has it.
    func face(forCluster cluster: ArraySlice<Unicode.Scalar>, primary: FaceInstance,
              previous: FaceInstance?, bold: Bool) -> FaceInstance? {
        guard let first = cluster.first(where: { !needsNoGlyph($0) }) else { return previous ?? primary }
        let emoji = cluster.contains("\u{FE0F}") || asksForEmoji(first)
        // Not into a colour face: Noto Color Emoji maps the space, on an emoji-wide advance.
        if !emoji, let previous, isNeutral(first), !isColorFace(previous.id), covers(previous, all: cluster) {
            return previous
        }
        if !emoji, covers(primary, all: cluster) { return primary }
        let order = emoji ? fallbackChain.faces.filter { $0.name == "emoji" }
                            + fallbackChain.faces.filter { $0.name != "emoji" }
                          : fallbackChain.faces
        // A face that failed (not installed, or not the pinned bytes) might have drawn this
        // cluster: a later face must not stand in for it, or the picture would silently differ
        // from one drawn where the face is. The cluster is reported missing instead, and the
        // renderer turns that into an error naming the face (unavailableFallbackFaces).
        for f in order {
            guard let id = fallbackFace(f, bold: bold) else {
                if fontLock != nil { return nil }
                continue
            }
            let instance = FaceInstance(id: id, wght: 0)
            if covers(instance, all: cluster) { return instance }
        }
        return emoji && covers(primary, all: cluster) ? primary : nil
    }
}

/// ZWJ, variation selectors and other default-ignorables are consumed by shaping, not drawn.
func needsNoGlyph(_ s: Unicode.Scalar) -> Bool { s.properties.isDefaultIgnorableCodePoint }

/// Script Common or Inherited (spaces, punctuation, digits, combining marks).
func isNeutral(_ s: Unicode.Scalar) -> Bool {
    let script = hb_unicode_script(hb_unicode_funcs_get_default(), s.value)
    return script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED
}
