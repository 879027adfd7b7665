// The lock file pins every fallback face; a changed or missing face is a clear error, and only
// for text that needs it.

import Foundation
import Testing
import PickerRenderText

/// A fonts directory with the committed faces (symlinked) and the given lock file text.
private func fontsDirectory(lock: String) throws -> URL {
    let fm = FileManager.default
    let dir = fm.temporaryDirectory.appendingPathComponent("fontlock-\(UUID().uuidString)")
    try fm.createDirectory(at: dir, withIntermediateDirectories: true)
    for sub in ["Inter", "Quicksand", "Noto"] {
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent(sub).path,
                                  withDestinationPath: TextEngine.defaultFontsDirectory + "/" + sub)
    }
    try Data(lock.utf8).write(to: dir.appendingPathComponent("fonts.lock"))
    return dir
}

private let realLock = { () -> String in
    (try? String(contentsOfFile: TextEngine.defaultFontsDirectory + "/fonts.lock", encoding: .utf8)) ?? ""
}()

@Test func committedLockVerifies() throws {
    let engine = try makeEngine()
    #expect(engine.fontLock?.entries.count == 13)
    try engine.verifyFallbackFaces()
    #expect(engine.fallbackFailures.isEmpty)
}

@Test func changedDigestIsAnErrorNamingTheFace() throws {
    // Flip the Hebrew face's pinned digest.
    let lines = realLock.split(separator: "\n").map { line -> String in
        guard line.contains("NotoSansHebrew-Regular") else { return String(line) }
        let digest = line.prefix(64)
        return String(repeating: "0", count: 64) + line.dropFirst(digest.count)
    }
    let dir = try fontsDirectory(lock: lines.joined(separator: "\n"))
    defer { try? FileManager.default.removeItem(at: dir) }
    let engine = try TextEngine(fontsDirectory: dir.path)
    // Layout does not throw: the face is skipped and Hebrew is reported missing...
    let line = engine.layoutLine("שלום", font: Font(pointSize: 17), displayScale: 1)
    #expect(line.missingCodePoints.count == 4)
    // ...and the failure is kept, and thrown by the up-front check.
    let failure = engine.fallbackFailures.values.first
    guard case .pinMismatch(let path, let expected, _, _, let package)? = failure else {
        Issue.record("expected a pin mismatch, got \(String(describing: failure))"); return
    }
    #expect(path.hasSuffix("Noto/NotoSansHebrew-Regular.ttf"))
    #expect(expected == String(repeating: "0", count: 64))
    #expect(package.hasPrefix("fonts-noto-core"))
    #expect(failure!.description.contains("NotoSansHebrew-Regular.ttf"))
    #expect(throws: TextError.self) { try engine.verifyFallbackFaces() }
}

/// The lock with the CJK faces pinned at a path where nothing is, as on a machine without
/// Debian's fonts-noto-cjk.
private let lockWithoutCJK = realLock.split(separator: "\n").map { line in
    line.contains("NotoSansCJK") ? String(line).replacingOccurrences(of: "/usr/share/fonts/opentype/noto/", with: "/nonexistent/") : String(line)
}.joined(separator: "\n")

@Test func aMissingPinnedFaceFailsOnlyTextThatNeedsIt() throws {
    let dir = try fontsDirectory(lock: lockWithoutCJK)
    defer { try? FileManager.default.removeItem(at: dir) }
    // The engine is made, and Latin, Arabic and emoji text lay out with their faces...
    let engine = try TextEngine(fontsDirectory: dir.path)
    for text in ["Wake up 07:30", "مرحبا", "🍎"] {
        let line = engine.layoutLine(text, font: Font(pointSize: 17), displayScale: 1)
        #expect(line.missingCodePoints.isEmpty, "\(text)")
    }
    #expect(engine.fallbackFailures.isEmpty, "no text has asked for the CJK face yet")
    // ...and only Han characters reach the missing face: reported missing, with the face named.
    let line = engine.layoutLine("日本", font: Font(pointSize: 17), displayScale: 1)
    #expect(line.missingCodePoints == [0x65E5, 0x672C])
    #expect(engine.fallbackFailures["NotoSansCJK-Regular.ttc"]
            == .pinnedFaceMissing(path: "/nonexistent/NotoSansCJK-Regular.ttc", package: "fonts-noto-cjk 1:20220127+repack1-1"))
}

@Test func facesAreFoundByNameThroughTheLock() throws {
    // A lock that pins the Hebrew face under another folder: the chain finds it there.
    let fm = FileManager.default
    let elsewhere = fm.temporaryDirectory.appendingPathComponent("fontlock-elsewhere-\(UUID().uuidString)")
    try fm.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    defer { try? fm.removeItem(at: elsewhere) }
    try fm.copyItem(atPath: TextEngine.defaultFontsDirectory + "/Noto/NotoSansHebrew-Regular.ttf",
                    toPath: elsewhere.appendingPathComponent("NotoSansHebrew-Regular.ttf").path)
    let moved = realLock.split(separator: "\n").map { line in
        line.contains("NotoSansHebrew-Regular") ? String(line).replacingOccurrences(of: "Noto/NotoSansHebrew-Regular.ttf", with: elsewhere.path + "/NotoSansHebrew-Regular.ttf") : String(line)
    }.joined(separator: "\n")
    let dir = try fontsDirectory(lock: moved)
    defer { try? fm.removeItem(at: dir) }
    let engine = try TextEngine(fontsDirectory: dir.path)
    let line = engine.layoutLine("שלום", font: Font(pointSize: 17), displayScale: 1)
    #expect(line.missingCodePoints.isEmpty && engine.fallbackFailures.isEmpty)
    #expect(engine.fontLock?.entry(named: "NotoSansHebrew-Regular.ttf")?.path == elsewhere.path + "/NotoSansHebrew-Regular.ttf")
}

@Test func malformedLockIsAnError() throws {
    let dir = try fontsDirectory(lock: "not a lock line\n")
    defer { try? FileManager.default.removeItem(at: dir) }
    do {
        _ = try TextEngine(fontsDirectory: dir.path)
        Issue.record("expected an error")
    } catch {
        guard case .badLockFile(let path, let reason) = error else { Issue.record("wrong case \(error)"); return }
        #expect(path.hasSuffix("fonts.lock") && reason.contains("line 1"))
    }
}

@Test func sha256MatchesAKnownVector() {
    let digest = Array("abc".utf8).withUnsafeBytes { FontLock.sha256($0) }
    #expect(digest == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
}
