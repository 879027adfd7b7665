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
// owner's deinit and keeps no reference); only pristine engines are kept (no user font but those of its key, no SF
// Pro, the standard fallback chain: exactly the state of a new engine but for its caches), so a
// pooled engine draws what a new one would; at most `idleLimit` idle engines per font set, and a
// returning engine drops a local mask cache above `localMaskLimit` (the shared one keeps them),
// so memory stays bounded. An engine travels with its `companion` (the borrower's rasterizer,
// whose scratch buffers are then warm too); the pool clears it on any engine it drops.
// The key (FontSetKey) names the directory and the identity (size, mtime, inode) of the
// built-in files and of fonts.lock: a changed font set gets new engines. It is stat'ed on
// every take (that is what notices a change) but kept as numbers: formatting it as text
// was a measurable part of what a one-shot render pays over a kept renderer.
// A user's fonts (`--font`) are part of the set: the key adds each one's path, face index and
// identity, taken before and again after the engine loads them, so an engine whose file
// changed meanwhile is never pooled, and a file changed later is never served stale.
// SF Pro in a user's fonts directory is part of the set too: the key names every font file
// below that directory with its identity (TextEngine+SFPro finds SF Pro among them). Sets with
// user fonts can be many (one per font a long process draws with, and a changed file leaves its
// old set behind): idle engines are kept for the `userFontSetLimit` sets given back to most
// recently, the others are dropped, so memory stays bounded there too.

import PickerRenderFiles
import PickerRenderLocking
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

package enum EnginePool {
    static let idleLimit = 4
    static let localMaskLimit = 4096
    static let standardChain = FallbackChain.standard()

    static let userFontSetLimit = 4

    /// An engine moved in or out of the pool whole; see the header's invariant.
    private struct Idle: @unchecked Sendable { let engine: TextEngine }
    private static let idle = Locked(IdleSets<FontSetKey, Idle>(perKey: idleLimit, userSetLimit: userFontSetLimit))

    /// An engine for `fontsDirectory` that the caller alone uses until it calls `giveBack`,
    /// with `customFonts` loaded (their IDs: `loadFont` on the engine, which finds them loaded).
    /// A custom font that cannot be loaded throws its TextError (the engine is dropped).
    /// With `fresh`, a new engine even when an idle one waits (what `prewarm` asks for).
    package static func take(fontsDirectory: String = TextEngine.defaultFontsDirectory,
                            customFonts: [CustomFont] = [], fresh: Bool = false) throws(TextError) -> TextEngine {
        let fonts = Array(Set(customFonts)).sorted { ($0.path, $0.index) < ($1.path, $1.index) }
        let key = fontSetKey(fontsDirectory, customFonts: fonts)
        if !fresh, let engine = idle.withLock({ $0.pop(key) })?.engine { return engine }
        let engine = try TextEngine(fontsDirectory: fontsDirectory)
        for font in fonts {
            engine.pooledCustomFaces.insert(try engine.loadFont(path: font.path, index: font.index))
        }
        // A file replaced while it was read: this engine's faces match neither key; keep it out.
        if fontSetKey(fontsDirectory, customFonts: fonts) == key { engine.poolKey = key }
        return engine
    }

    /// Returns an engine taken with `take`; the caller must hold no other reference to it.
    package static func giveBack(_ engine: TextEngine) {
        guard engine.isPristine else { engine.companion = nil; return }
        if engine.maskCache.count > localMaskLimit { engine.maskCache.removeAll() }
        // The key it was made under: a font set changed since then is not its set any more.
        guard let key = engine.poolKey else { engine.companion = nil; return }
        let item = Idle(engine: engine)
        let hasUserFonts = !engine.pooledCustomFaces.isEmpty
        let (kept, dropped) = idle.withLock { $0.push(item, key: key, isUserSet: hasUserFonts) }
        if !kept { engine.companion = nil }
        // Outside the lock: a dropped engine's companion may take a while to let go.
        for d in dropped { d.engine.companion = nil }
    }

    /// Idle engines of a font set (for tests).
    package static func idleCount(fontsDirectory: String, customFonts: [CustomFont] = []) -> Int {
        let fonts = Array(Set(customFonts)).sorted { ($0.path, $0.index) < ($1.path, $1.index) }
        let key = fontSetKey(fontsDirectory, customFonts: fonts)
        return idle.withLock { $0.count(key) }
    }

    /// The files whose identity is a font set's: the built-in faces and the lock file.
    static let keyedFiles = FaceID.builtIns.compactMap(\.relativePath) + ["fonts.lock"]

    static func fontSetKey(_ directory: String, customFonts: [CustomFont] = []) -> FontSetKey {
        let dir = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        var key = FontSetKey(directory: dir, files: keyedFiles.map { stamp(dir + "/" + $0) })
        // Every font file a user's directory holds (SF Pro is found among them by its names, so
        // any of them may be SF Pro): a file added, removed or changed makes a new set.
        if dir != TextEngine.packageFontsDirectory {
            key.directoryFonts = TextEngine.fontFiles(in: dir, depth: TextEngine.sfProSearchDepth).map {
                FontSetKey.File(path: $0, index: 0, stamp: stamp($0))
            }
        }
        key.customFonts = customFonts.map { FontSetKey.File(path: $0.path, index: $0.index, stamp: stamp($0.path)) }
        return key
    }

    /// Size, modification time (ns) and inode of a file; `.missing` when it cannot be stat'ed.
    static func stamp(_ path: String) -> FontSetKey.Stamp {
        guard let f = FileStamp(path: path) else { return .missing }
        return FontSetKey.Stamp(size: f.size, seconds: f.seconds, nanoseconds: f.nanoseconds, inode: f.inode)
    }
}

/// A font set as the pool tells sets apart: its directory and each keyed file's identity.
struct FontSetKey: Hashable, Sendable {
    struct Stamp: Hashable, Sendable {
        var size: Int64, seconds: Int64, nanoseconds: Int64, inode: UInt64
        /// A file that could not be stat'ed.
        static let missing = Stamp(size: -1, seconds: 0, nanoseconds: 0, inode: 0)
    }
    /// A user's font file: its path, face index and identity.
    struct File: Hashable, Sendable {
        var path: String, index: Int, stamp: Stamp
    }
    var directory: String
    /// The built-in faces and fonts.lock, in `EnginePool.keyedFiles` order.
    var files: [Stamp]
    /// Every font file below a user's fonts directory (SF Pro may be among them).
    var directoryFonts: [File] = []
    /// The user's own fonts (`--font`), sorted.
    var customFonts: [File] = []
}

extension TextEngine {
    /// True while the engine is in the state a new one has (its caches aside).
    var isPristine: Bool {
        // A fallback face that failed stays failed in this engine: a new one notices the
        // package installed meanwhile.
        sfPro == sfProAtInit && fallbackChain == EnginePool.standardChain && fallbackFailures.isEmpty
            && faces.keys.allSatisfy { FaceID.builtIns.contains($0) || $0.rawValue.hasPrefix("fallback.")
                || pooledCustomFaces.contains($0) || sfProAtInit.values.contains($0) }
    }
}
