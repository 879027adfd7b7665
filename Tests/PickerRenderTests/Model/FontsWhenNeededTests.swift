// Fonts only when the text needs them: with a fallback face that this machine lacks (here the
// CJK faces, pinned at a path where nothing is), a picture whose text the bundled faces cover
// draws the very bytes it draws with every face present, and only a picture with a character
// that needs the absent face fails, naming the characters, the face and its package.

import Foundation
import Testing
import PickerRender
import PickerRenderText

@Suite struct FontsWhenNeededTests {
    /// A fonts directory like the package's, whose lock pins the CJK faces where nothing is.
    static func directoryWithoutCJK() throws -> URL {
        let fm = FileManager.default
        let source = TextEngine.defaultFontsDirectory
        let dir = fm.temporaryDirectory.appendingPathComponent("fonts-without-cjk-\(UUID().uuidString)")
        try fm.createDirectory(at: dir, withIntermediateDirectories: true)
        for sub in ["Inter", "Quicksand", "Noto"] {
            try fm.createSymbolicLink(atPath: dir.appendingPathComponent(sub).path, withDestinationPath: source + "/" + sub)
        }
        let lock = try String(contentsOfFile: source + "/fonts.lock", encoding: .utf8)
            .replacingOccurrences(of: "/usr/share/fonts/opentype/noto/", with: "/nonexistent/")
        try Data(lock.utf8).write(to: dir.appendingPathComponent("fonts.lock"))
        return dir
    }

    static func wheel(_ values: [String]) -> SystemWheelPicker {
        SystemWheelPicker(title: "Label", options: values, selection: values[0])
    }

    @Test func textTheBundledFacesCoverDrawsTheSameBytes() throws {
        let dir = try Self.directoryWithoutCJK()
        defer { try? FileManager.default.removeItem(at: dir) }
        let picker = Self.wheel(["Wake up", "07:30", "Übermorgen", "مرحبا", "🍎"])
        let here = try picker.render(options: RenderOptions(scale: 2))
        let without = try picker.render(options: RenderOptions(scale: 2, fontsDirectory: dir.path))
        #expect(here == without)
    }

    @Test func textThatNeedsTheMissingFaceFailsNamingIt() throws {
        let dir = try Self.directoryWithoutCJK()
        defer { try? FileManager.default.removeItem(at: dir) }
        let picker = Self.wheel(["Wake up", "目覚まし"])
        do {
            _ = try picker.render(options: RenderOptions(scale: 2, fontsDirectory: dir.path))
            Issue.record("a picture with Japanese text drew without the CJK face")
        } catch {
            guard case .fonts(.fallbackUnavailable(let text, let codePoints, let faces)) = error else {
                Issue.record("expected fallbackUnavailable, got \(error)"); return
            }
            #expect(text == "目覚まし" && codePoints.first == 0x76EE)
            #expect(faces.count == 1 && faces.first?.path == "/nonexistent/NotoSansCJK-Regular.ttc")
            #expect(error.isIO, "the machine lacks a face: exit status 3, as for other font trouble")
            for part in ["\"目覚まし\"", "U+76EE", "/nonexistent/NotoSansCJK-Regular.ttc", "fonts-noto-cjk 1:20220127+repack1-1",
                         "picker-render fonts pack DIR", "PICKER_RENDER_FONTS=DIR"] {
                #expect(error.description.contains(part), "\(part) in: \(error.description)")
            }
            #expect(!error.description.contains("make deps"), "outside this repository there is no make deps")
        }
    }

    @Test func aCharacterNoFaceHasIsStillOnlyAWarning() throws {
        // With every face present, a character none has is drawn as a box and reported, not thrown.
        let scene = try Self.wheel(["a", "𓀀"]).scene(options: RenderOptions(scale: 1))
        #expect(scene.textsWithMissingGlyphs.map(\.codePoints) == [[0x13000]])
    }
}
