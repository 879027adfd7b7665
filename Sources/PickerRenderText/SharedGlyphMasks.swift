// SharedGlyphMasks: the process-wide glyph-mask cache behind every TextEngine of one font set,
// so that a one-shot render (a new engine, a cold local cache) finds the glyphs an earlier
// engine already rasterized. Only Sendable values cross it: a GlyphMask is plain bytes.
//
// Design: FreeType and HarfBuzz objects stay per engine (they are mutated in use); what is
// shared is their output. An engine looks in its own dictionary first (no lock: a kept
// renderer and a batch worker's steady state never touch the mutex), then here, and only then
// rasterizes, publishing the result. Two workers missing the same glyph at once both render it
// and store equal masks: harmless, and cheaper than holding the lock across FreeType.
// Invariants: a cache is keyed by a FontSetSignature, which names the fonts directory, the
// size, mtime and inode of each built-in file and the fallback pins, so a changed file or another
// directory never reads another set's masks; only built-in and pinned fallback faces are
// shared (user fonts and SF Pro files are not pinned, their masks stay in their engine); the
// cache holds at most `byteLimit` coverage bytes and stops accepting masks beyond it (memory
// bounded whatever the number of glyphs a process draws).

import PickerRenderFiles
import PickerRenderLocking
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

final class SharedGlyphMasks: Sendable {
    /// 32 MB of coverage: about 16,000 glyphs at @3x body sizes.
    static let byteLimit = 32 << 20

    private struct Store {
        var masks: [MaskKey: GlyphMask] = [:]
        var bytes = 0
    }
    private let store = Locked(Store())

    func mask(_ key: MaskKey) -> GlyphMask? {
        store.withLock { $0.masks[key] }
    }

    func publish(_ key: MaskKey, _ mask: GlyphMask) {
        store.withLock { s in
            guard s.masks[key] == nil, s.bytes + mask.coverage.count <= Self.byteLimit else { return }
            s.masks[key] = mask
            s.bytes += mask.coverage.count
        }
    }

    var count: Int { store.withLock { $0.masks.count } }

    /// Whether masks of this face may be shared: their bytes are fixed by the font set.
    static func isShareable(_ id: FaceID) -> Bool {
        FaceID.builtIns.contains(id) || id.rawValue.hasPrefix("fallback.")
    }

    /// Names one font set: the directory, each built-in file's identity (size, mtime, inode)
    /// and the fallback pins (their bytes are fixed by their digests).
    static func signature(fontsDirectory dir: String, lock: FontLock?) -> String {
        var parts = [dir]
        for id in FaceID.builtIns {
            guard let rel = id.relativePath, let f = FileStamp(path: dir + "/" + rel) else { parts.append("-"); continue }
            parts.append("\(f.size):\(f.modified):\(f.inode)")
        }
        for e in lock?.entries ?? [] { parts.append(e.sha256 + "@" + e.path) }
        return parts.joined(separator: "|")
    }

    private static let caches = Locked<[String: SharedGlyphMasks]>([:])

    /// The cache of one font set, made on first use; lives as long as the process.
    static func forFontSet(_ signature: String) -> SharedGlyphMasks {
        caches.withLock { all in
            if let c = all[signature] { return c }
            let c = SharedGlyphMasks()
            all[signature] = c
            return c
        }
    }
}
