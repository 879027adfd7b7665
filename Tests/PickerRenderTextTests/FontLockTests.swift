// The lock file pins every fallback face; a changed or missing face is a clear error.

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

@Test func missingPinnedFaceFailsAtLoad() throws {
    let lock = realLock + "\n" + String(repeating: "a", count: 64) + " 1234 /nonexistent/NotoSansFoo.ttf fonts-noto-foo 1\n"
    let dir = try fontsDirectory(lock: lock)
    defer { try? FileManager.default.removeItem(at: dir) }
    #expect(throws: TextError.pinnedFaceMissing(path: "/nonexistent/NotoSansFoo.ttf", package: "fonts-noto-foo 1")) {
        _ = try TextEngine(fontsDirectory: dir.path)
    }
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
