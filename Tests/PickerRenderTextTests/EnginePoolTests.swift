// The process-wide parts of the text engine: EnginePool hands an idle engine to one caller at a
// time and keeps only pristine ones; SharedGlyphMasks gives a new engine the masks an earlier one
// made, and engines on several threads at once draw exactly what one engine alone draws.

import Dispatch
import Foundation
import PickerRenderLocking
import Testing
@testable import PickerRenderText

@Suite(.serialized) struct EnginePoolTests {
    /// Engines of one fonts directory share the built-in faces' bytes (read once per process);
    /// a file whose identity changed is read again, and an engine made before the change keeps
    /// the bytes it was made with, whole, after the cache has moved on.
    @Test func engineSharesTheBuiltInBytesUntilAFileChanges() throws {
        let fm = FileManager.default
        let dir = fm.temporaryDirectory.appendingPathComponent("shared-fonts-\(UUID().uuidString)").path
        try fm.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? fm.removeItem(atPath: dir) }
        for sub in ["Inter", "Quicksand"] {
            try fm.copyItem(atPath: TextEngine.defaultFontsDirectory + "/" + sub, toPath: dir + "/" + sub)
        }
        func base(_ e: TextEngine, _ id: FaceID) -> UnsafeMutableRawPointer? { e.faces[id]?.file.bytes.baseAddress }
        let a = try TextEngine(fontsDirectory: dir)
        let b = try TextEngine(fontsDirectory: dir)
        for id in FaceID.builtIns { #expect(base(a, id) != nil && base(a, id) == base(b, id), "\(id)") }
        let text = dir + "/" + FaceID.text.relativePath!
        let before = Array(UnsafeRawBufferPointer(a.faces[.text]!.file.bytes))
        // The same bytes under a new identity (a new inode): read again.
        try fm.moveItem(atPath: text, toPath: text + ".old")
        try fm.copyItem(atPath: text + ".old", toPath: text)
        let c = try TextEngine(fontsDirectory: dir)
        #expect(base(c, .text) != base(a, .text))
        #expect(base(c, .display) == base(a, .display))
        #expect(Array(UnsafeRawBufferPointer(a.faces[.text]!.file.bytes)) == before)
        #expect(Array(UnsafeRawBufferPointer(c.faces[.text]!.file.bytes)) == before)
    }

    @Test func aReturnedEngineIsHandedOutAgainAndOnlyOnce() throws {
        // The package's fonts under a path of this test's own: a font set no other test uses,
        // so the counts below are this test's even while other suites (in this process) give
        // engines of the default set back to the pool. Draining the default set first was not
        // enough: a renderer of a test running beside this one returned its engine in between
        // (CI of ae886cd: an idle count of 2 where 1 was expected).
        let fm = FileManager.default
        let dir = fm.temporaryDirectory.appendingPathComponent("pool-fonts-\(UUID().uuidString)").path
        try fm.createSymbolicLink(atPath: dir, withDestinationPath: TextEngine.defaultFontsDirectory)
        defer { try? fm.removeItem(atPath: dir) }
        #expect(EnginePool.idleCount(fontsDirectory: dir) == 0)
        let a = try EnginePool.take(fontsDirectory: dir)
        let b = try EnginePool.take(fontsDirectory: dir)
        #expect(a !== b, "two takers never share an engine")
        EnginePool.giveBack(a)
        #expect(EnginePool.idleCount(fontsDirectory: dir) == 1)
        let c = try EnginePool.take(fontsDirectory: dir)
        #expect(c === a, "the idle engine is reused")
        #expect(EnginePool.idleCount(fontsDirectory: dir) == 0)
        // An engine with a user font is not pristine: it is dropped, not kept.
        _ = try b.loadFont(path: dir + "/Quicksand/Quicksand-Bold.ttf")
        final class Companion {}
        b.companion = Companion()
        EnginePool.giveBack(b)
        #expect(EnginePool.idleCount(fontsDirectory: dir) == 0)
        #expect(b.companion == nil, "a dropped engine lets go of its companion")
        // An engine not made by the pool is not kept either (no font-set key).
        EnginePool.giveBack(try TextEngine(fontsDirectory: dir))
        #expect(EnginePool.idleCount(fontsDirectory: dir) == 0)
        EnginePool.giveBack(c)
    }

    /// A user's fonts are part of the font set: an engine with them is kept and handed out
    /// again for the same files, and a file changed since (another size, mtime and inode) gets a
    /// new engine with the new face, never the stale one.
    @Test func anEngineWithUserFontsIsPooledUntilTheFileChanges() throws {
        let dir = TextEngine.defaultFontsDirectory
        let fm = FileManager.default
        let tmp = fm.temporaryDirectory.appendingPathComponent("pool-font-\(UUID().uuidString)")
        try fm.createDirectory(at: tmp, withIntermediateDirectories: false)
        defer { try? fm.removeItem(at: tmp) }
        let path = tmp.appendingPathComponent("mine.ttf").path
        try fm.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", toPath: path)
        let mine = [CustomFont(path: path)]
        let a = try EnginePool.take(fontsDirectory: dir, customFonts: mine)
        let id = try a.loadFont(path: path)
        #expect(a.metrics(id).familyName == "DejaVu Sans")
        #expect(a.isPristine, "its own user font does not spoil it")
        EnginePool.giveBack(a)
        #expect(EnginePool.idleCount(fontsDirectory: dir, customFonts: mine) == 1)
        let b = try EnginePool.take(fontsDirectory: dir, customFonts: mine)
        #expect(b === a, "the same files: the kept engine")
        EnginePool.giveBack(b)
        // Replaced by another font: the idle engine holds the old face and is not served.
        try fm.removeItem(atPath: path)
        try fm.copyItem(atPath: dir + "/Quicksand/Quicksand-Bold.ttf", toPath: path)
        #expect(EnginePool.idleCount(fontsDirectory: dir, customFonts: mine) == 0)
        let c = try EnginePool.take(fontsDirectory: dir, customFonts: mine)
        #expect(c !== a)
        #expect(c.metrics(try c.loadFont(path: path)).familyName == "Quicksand")
        // Without user fonts, neither engine is handed out.
        let plain = try EnginePool.take(fontsDirectory: dir)
        #expect(plain !== a && plain !== c && plain.pooledCustomFaces.isEmpty)
        EnginePool.giveBack(plain)
        EnginePool.giveBack(c)
    }

    /// Idle engines are kept for a few sets with user fonts only: the least recently given
    /// back set is dropped first (IdleSets on plain values: other tests share the real pool).
    @Test func idleSetsWithUserFontsAreBounded() {
        var sets = IdleSets<String, Int>(perKey: 2, userSetLimit: 3)
        #expect(sets.push(1, key: "builtin", isUserSet: false) == (true, []))
        for (i, key) in ["a", "b", "c"].enumerated() { #expect(sets.push(10 + i, key: key, isUserSet: true) == (true, [])) }
        #expect(sets.push(13, key: "a", isUserSet: true) == (true, []), "a is the newest now")
        #expect(sets.push(14, key: "a", isUserSet: true) == (false, []), "a key holds perKey items")
        #expect(sets.push(20, key: "d", isUserSet: true) == (true, [11]), "b, the oldest, is dropped")
        #expect(sets.userSets == ["c", "a", "d"] && sets.count("b") == 0 && sets.count("builtin") == 1)
        // Taking a set's last item forgets it; built-in sets never count against the limit.
        #expect(sets.pop("c") == 12 && sets.userSets == ["a", "d"])
        #expect(sets.pop("a") == 13 && sets.pop("a") == 10 && sets.userSets == ["d"])
        #expect(sets.pop("a") == nil)
        for i in 0..<5 { _ = sets.push(i, key: "builtin\(i)", isUserSet: false) }
        #expect(sets.count("builtin") == 1 && sets.count("builtin4") == 1 && sets.userSets == ["d"])
    }

    @Test func aNewEngineFindsTheMasksAnEarlierOneMade() throws {
        let first = try TextEngine()
        let run = first.layoutLine("Qg", font: Font(pointSize: 17), displayScale: 3).run
        // A pixel size no other test uses, so the shared cache cannot hold it yet.
        let size = 61.8125
        let made = run.glyphs.map { first.glyphMask(face: run.face, glyph: $0.id, pixelSize: size, phaseX: 1, phaseY: 2) }
        let shared = try #require(first.sharedMasks)
        let count = shared.count
        let second = try TextEngine()
        #expect(second.sharedMasks === shared, "same font set, same cache")
        let found = run.glyphs.map { second.glyphMask(face: run.face, glyph: $0.id, pixelSize: size, phaseX: 1, phaseY: 2) }
        #expect(found == made)
        #expect(shared.count == count, "found, not made again")
        #expect(made.allSatisfy { !$0.isEmpty })
    }

    @Test func enginesOnSeveralThreadsDrawWhatOneEngineDraws() throws {
        // Sizes no other test uses: the threads race on a cold shared cache.
        let sizes = (0..<40).map { 20.0 + Double($0) * 0.53125 + 0.0078125 }
        let probe = try TextEngine()
        let run = probe.layoutLine("Wheel 0123456789", font: Font(pointSize: 17), displayScale: 3).run
        let face = run.face, glyphs = run.glyphs.map(\.id)
        let results = Locked<[[[GlyphMask]]]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            guard let engine = try? EnginePool.take() else { return }
            let masks = sizes.map { s in glyphs.map { engine.glyphMask(face: face, glyph: $0, pixelSize: s, phaseX: 3, phaseY: 1) } }
            EnginePool.giveBack(engine)
            results.withLock { $0.append(masks) }
        }
        // The reference: one engine that neither reads nor feeds the shared cache.
        let alone = try TextEngine()
        alone.sharedMasks = nil
        let expected = sizes.map { s in glyphs.map { alone.glyphMask(face: face, glyph: $0, pixelSize: s, phaseX: 3, phaseY: 1) } }
        let all = results.withLock { $0 }
        #expect(all.count == 4)
        for masks in all { #expect(masks == expected) }
    }
}
