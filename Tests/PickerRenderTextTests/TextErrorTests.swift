// Loading errors name the file and the problem.

import Foundation
import Testing
import PickerRenderText

@Test func missingFontsDirectoryNamesThePath() {
    let dir = "/nonexistent-\(UUID().uuidString)/Fonts"
    do {
        _ = try TextEngine(fontsDirectory: dir)
        Issue.record("expected an error")
    } catch {
        guard case .missing(let path) = error else { Issue.record("wrong case \(error)"); return }
        #expect(path.hasPrefix(dir))
        #expect(error.description.contains(dir))
    }
}

@Test func fileThatIsNotAFontIsRejected() throws {
    let fm = FileManager.default
    let dir = fm.temporaryDirectory.appendingPathComponent("textengine-\(UUID().uuidString)")
    defer { try? fm.removeItem(at: dir) }
    try fm.createDirectory(at: dir.appendingPathComponent("Inter"), withIntermediateDirectories: true)
    let bogus = dir.appendingPathComponent("Inter/Inter-roman.var.ttf")
    try Data("this is plain text, not an OpenType font at all".utf8).write(to: bogus)
    do {
        _ = try TextEngine(fontsDirectory: dir.path)
        Issue.record("expected an error")
    } catch {
        guard case .notAFont(let path, _) = error else { Issue.record("wrong case \(error)"); return }
        #expect(path == bogus.path)
        #expect(error.description.contains("Inter-roman.var.ttf"))
    }
}

@Test func directoryWhereAFontShouldBeIsNotAFont() throws {
    let fm = FileManager.default
    let dir = fm.temporaryDirectory.appendingPathComponent("textengine-\(UUID().uuidString)")
    defer { try? fm.removeItem(at: dir) }
    try fm.createDirectory(at: dir.appendingPathComponent("Inter/Inter-roman.var.ttf"),
                           withIntermediateDirectories: true)
    #expect(throws: TextError.notAFont(path: dir.path + "/Inter/Inter-roman.var.ttf",
                                       reason: "not a regular file")) {
        _ = try TextEngine(fontsDirectory: dir.path)
    }
}

/// A FIFO where a font should be blocked open(2) forever; now refused at once.
@Test func fifoWhereAFontShouldBeIsRefusedWithoutBlocking() throws {
    let fm = FileManager.default
    let dir = fm.temporaryDirectory.appendingPathComponent("textengine-\(UUID().uuidString)")
    defer { try? fm.removeItem(at: dir) }
    try fm.createDirectory(at: dir.appendingPathComponent("Inter"), withIntermediateDirectories: true)
    let fifo = dir.path + "/Inter/Inter-roman.var.ttf"
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(throws: TextError.notAFont(path: fifo, reason: "not a regular file")) {
        _ = try TextEngine(fontsDirectory: dir.path)
    }
}

@Test func defaultFontsDirectoryHasTheFonts() throws {
    let engine = try TextEngine(fontsDirectory: TextEngine.defaultFontsDirectory)
    #expect(engine.layoutLine("x", font: Font(pointSize: 12), displayScale: 1).width > 0)
    #expect(TextEngine.defaultFontsDirectory.hasSuffix("Fonts") || ProcessInfo.processInfo.environment["PICKER_RENDER_FONTS"] != nil)
}

@Test func lineEncodesAsJSON() throws {
    let engine = try TextEngine(fontsDirectory: TextEngine.defaultFontsDirectory)
    let line = engine.layoutLine("07", font: Font.system(.title3).monospacedDigit(), displayScale: 3)
    let json = String(decoding: try JSONEncoder().encode(line), as: UTF8.self)
    #expect(json.contains("\"display\"") && json.contains("\"glyphs\""))
}
