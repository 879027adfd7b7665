// The preview of a Swift file in headless Chromium, as a team uses it: the WheelPicker block's
// file as they copy it, opened in the page (built against the products in a cache folder under
// .build, shared with the command-line tests), then saved three times as an editor saves:
// - a new tilt: the page swaps in the picture `picker-render render` draws of the edited file,
//   without a reload;
// - a syntax error: the page shows the file, line and column the compiler gives, and the last
//   images stay;
// - the fix: the error goes and the picture is the edited file's again.
// The first build compiles the products (about a minute here; longer while the suite runs).

import Foundation
import Testing
import PickerRenderPNG

@Suite(.serialized) struct SwiftPreviewBrowserTests {
    static let seeds = ProcessInfo.processInfo.environment["SEEDS_DIR"] ?? PreviewProcess.packageRoot.deletingLastPathComponent().path + "/shared/seeds/swift"
    static let environment = ["PICKER_RENDER_CACHE": PreviewProcess.packageRoot.path + "/.build/swift-file-cache"]

    /// What the page's `pixelsOf` gives for the PNG at `path`.
    static func expected(_ path: String) throws -> String {
        let image = try PNGCodec.read(path: path)
        return "\(image.width)x\(image.height):\(PreviewBrowserTests.hash(image.pixels))"
    }

    /// `picker-render render FILE --view Preview` (the file's #Preview), as the page's caption says.
    static func rendered(_ file: String, in folder: TemporaryFolder) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: try PreviewProcess.binary())
        p.arguments = ["render", file, "--view", "Preview", "--output", folder.path + "/expected.png"]
        p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        try p.run()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else { throw PreviewProcess.Failure(description: "render \(file) exited \(p.terminationStatus)") }
        return try expected(folder.path + "/expected.png")
    }

    @Test func anEditAnErrorAndAFix() throws {
        guard let original = try? String(contentsOfFile: Self.seeds + "/wheel-picker.swift", encoding: .utf8) else {
            Issue.record("no seed folder at \(Self.seeds): the Swift preview was not tried")
            return
        }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.path + "/WheelPicker.swift"
        try folder.write("WheelPicker.swift", original)
        let preview = try PreviewProcess([file], environment: Self.environment)
        defer { preview.stop() }
        let browser = try HeadlessChromium(profile: folder.path + "/.profile")
        defer { browser.shutdown() }
        try browser.navigate(preview.url)
        let two = "document.querySelectorAll('#grid img').length === 2 && Array.from(document.querySelectorAll('#grid img')).every(i => i.complete && i.naturalWidth > 0)"
        #expect(try browser.waitFor(two, seconds: 900), "the previews never showed")
        func pixels(_ id: String) throws -> String { try browser.evaluate("\(PreviewBrowserTests.pixelsOf)('\(id)')") as? String ?? "" }
        // The block's #Preview is its demo: the gallery's reference.
        #expect(try pixels("0-light") == Self.expected(PreviewProcess.packageRoot.path + "/Snapshots/WheelSnapshots/demo-light.png"))
        #expect(try pixels("0-dark") == Self.expected(PreviewProcess.packageRoot.path + "/Snapshots/WheelSnapshots/demo-dark.png"))
        _ = try browser.evaluate("window.kept = 1; 0")
        // The controls' defaults are the file's; a Swift file has no scrub.
        #expect(try browser.evaluate("document.querySelector('#scale option').textContent") as? String == "file")
        #expect(try browser.evaluate("document.querySelector('header').textContent.includes('Scrub')") as? Bool == false)

        // A new tilt.
        let tilted = original.replacingOccurrences(of: "position * -62", with: "position * -40")
        #expect(tilted != original)
        try folder.write("WheelPicker.swift", tilted)
        let before = try pixels("0-light")
        #expect(try browser.waitFor("\(PreviewBrowserTests.pixelsOf)('0-light') !== '\(before)'", seconds: 120), "the edit was not drawn")
        let edited = try Self.rendered(file, in: folder)
        #expect(try browser.waitFor("\(PreviewBrowserTests.pixelsOf)('0-light') === '\(edited)'", seconds: 30), "the page's picture is not the edited file's")
        #expect(try browser.evaluate("window.kept") as? Int == 1, "the page was reloaded")

        // A syntax error: its line and column, and the images stay.
        _ = try browser.evaluate("document.querySelectorAll('#grid img').forEach(i => i.dataset.mark = 'good'); 0")
        let lines = tilted.split(separator: "\n", omittingEmptySubsequences: false)
        let row = try #require(lines.firstIndex { $0.contains("private var reduceMotion") })
        let broken = lines.enumerated().map { $0.offset == row ? $0.element + " )" : $0.element }.joined(separator: "\n")
        try folder.write("WheelPicker.swift", broken)
        #expect(try browser.waitFor("getComputedStyle(document.getElementById('problems')).display === 'block'", seconds: 120), "no error shown")
        let shown = try browser.evaluate("document.getElementById('problems').textContent") as? String ?? ""
        #expect(shown.contains("\(file):\(row + 1):\(lines[row].utf8.count + 2): "), "the error names the file, line and column: \(shown)")
        #expect(try browser.evaluate("document.querySelectorAll('#grid img[data-mark=good]').length") as? Int == 2, "the last good images went")
        #expect(try pixels("0-light") == edited)

        // The fix.
        try folder.write("WheelPicker.swift", tilted)
        #expect(try browser.waitFor("getComputedStyle(document.getElementById('problems')).display === 'none'", seconds: 120), "the error stayed")
        #expect(try pixels("0-light") == edited)
        #expect(try browser.evaluate("window.kept") as? Int == 1)
    }
}
