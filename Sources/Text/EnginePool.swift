// EnginePool: idle TextEngines kept process-wide per font set, so that a one-shot render (a new
// PickerRenderer per call) takes an engine whose faces are open, whose HarfBuzz fonts exist and
// whose caches are warm, instead of opening FreeType and four faces again.
//
// Design: FreeType and HarfBuzz objects are not thread-safe, so an engine is never shared while
// in use: `take` hands an idle engine over whole to one caller (or makes a new one) and
// `giveBack` returns it when that caller is done with it. Nothing is held locked while an engine
// works; the lock only guards the idle lists. Concurrent workers (batch, gallery) therefore each
// get their own engine and never wait on each other; the pool just keeps them for the next job.
// Invariants: an idle engine is referenced by the pool alone (the caller gives it back from its
// owner's deinit and keeps no reference); only pristine engines are kept (no user font, no SF
// Pro, the standard fallback chain: exactly the state of a new engine but for its caches), so a
// pooled engine draws what a new one would; at most `idleLimit` idle engines per font set, and a
// returning engine drops a local mask cache above `localMaskLimit` (the shared one keeps them),
// so memory stays bounded. An engine travels with its `companion` (the borrower's rasterizer,
// whose scratch buffers are then warm too); the pool clears it on any engine it drops.
// The key (FontSetKey) names the directory and the identity (size, mtime, inode) of the
// built-in files and of fonts.lock: a changed font set gets new engines. It is stat'ed on
// every take (that is what notices a change) but kept as numbers: formatting it as text
// was a measurable part of what a one-shot render pays over a kept renderer.

import Synchronization
#if canImport(Glibc)
import Glibc
#endif

public enum EnginePool {
    static let idleLimit = 4
    static let localMaskLimit = 4096
    static let standardChain = FallbackChain.standard()

    /// An engine moved in or out of the pool whole; see the header's invariant.
    private struct Idle: @unchecked Sendable { let engine: TextEngine }
    private static let idle = Mutex<[FontSetKey: [Idle]]>([:])

    /// An engine for `fontsDirectory` that the caller alone uses until it calls `giveBack`.
    public static func take(fontsDirectory: String = TextEngine.defaultFontsDirectory) throws(TextError) -> TextEngine {
        let key = fontSetKey(fontsDirectory)
        let found: Idle? = idle.withLock { $0[key]?.popLast() }
        if let engine = found?.engine { return engine }
        let engine = try TextEngine(fontsDirectory: fontsDirectory)
        engine.poolKey = key
        return engine
    }

    /// Returns an engine taken with `take`; the caller must hold no other reference to it.
    public static func giveBack(_ engine: TextEngine) {
        guard engine.isPristine else { engine.companion = nil; return }
        if engine.maskCache.count > localMaskLimit { engine.maskCache.removeAll() }
        // The key it was made under: a font set changed since then is not its set any more.
        guard let key = engine.poolKey else { engine.companion = nil; return }
        let item = Idle(engine: engine)
        let kept = idle.withLock { all in
            guard all[key, default: []].count < idleLimit else { return false }
            all[key, default: []].append(item)
            return true
        }
        if !kept { engine.companion = nil }
    }

    /// Idle engines of a font set (for tests).
    public static func idleCount(fontsDirectory: String) -> Int {
        let key = fontSetKey(fontsDirectory)
        return idle.withLock { $0[key]?.count ?? 0 }
    }

    /// The files whose identity is a font set's: the built-in faces and the lock file.
    static let keyedFiles = FaceID.builtIns.compactMap(\.relativePath) + ["fonts.lock"]

    static func fontSetKey(_ directory: String) -> FontSetKey {
        let dir = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        var stamps: [FontSetKey.Stamp] = []
        stamps.reserveCapacity(keyedFiles.count)
        for rel in keyedFiles {
            var info = stat()
            guard stat(dir + "/" + rel, &info) == 0 else { stamps.append(.missing); continue }
            stamps.append(FontSetKey.Stamp(size: Int64(info.st_size), seconds: Int64(info.st_mtim.tv_sec),
                                           nanoseconds: Int64(info.st_mtim.tv_nsec), inode: UInt64(info.st_ino)))
        }
        return FontSetKey(directory: dir, files: stamps)
    }
}

/// A font set as the pool tells sets apart: its directory and each keyed file's identity.
struct FontSetKey: Hashable, Sendable {
    struct Stamp: Hashable, Sendable {
        var size: Int64, seconds: Int64, nanoseconds: Int64, inode: UInt64
        /// A file that could not be stat'ed.
        static let missing = Stamp(size: -1, seconds: 0, nanoseconds: 0, inode: 0)
    }
    var directory: String
    var files: [Stamp]
}

extension TextEngine {
    /// True while the engine is in the state a new one has (its caches aside).
    var isPristine: Bool {
        sfPro.isEmpty && fallbackChain == EnginePool.standardChain
            && faces.keys.allSatisfy { FaceID.builtIns.contains($0) || $0.rawValue.hasPrefix("fallback.") }
    }
}
