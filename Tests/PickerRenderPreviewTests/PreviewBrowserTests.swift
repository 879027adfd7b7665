// The preview page in headless Chromium, kept open over the DevTools pipe while the test saves
// specs on disk: a folder of two picture specs (four images, light and dark of each). Saving one
// spec swaps that spec's two images in place (their pixels are the new spec's, read back from the
// page with a canvas and compared with the library's own drawing) while the other spec's two
// <img> elements are the same elements, not requested again, and the page was not reloaded.
// A broken spec shows its error with the JSON path while every image stays; fixing it removes it.

import Foundation
import Testing
import PickerRender

@Suite(.serialized) struct PreviewBrowserTests {
    static func spec(_ colour: String, width: Int = 40) -> String {
        #"{"scale": 1, "content": {"type": "frame", "width": \#(width), "height": 30, "content": {"type": "rectangle", "fill": "\#(colour)"}}}"#
    }

    /// FNV-style hash of RGBA bytes, the same in the page's script (`pixelsOf`).
    static func hash(_ pixels: [UInt8]) -> UInt32 {
        var h: UInt32 = 2166136261
        for b in pixels { h = (h ^ UInt32(b)) &* 16777619 }
        return h
    }

    static let pixelsOf = """
    (id => { const img = document.querySelector('#v-' + id + ' img');
      if (!img || !img.complete || !img.naturalWidth) return '';
      const c = document.createElement('canvas'); c.width = img.naturalWidth; c.height = img.naturalHeight;
      const x = c.getContext('2d'); x.drawImage(img, 0, 0);
      const d = x.getImageData(0, 0, c.width, c.height).data; let h = 2166136261;
      for (let i = 0; i < d.length; i++) h = Math.imul(h ^ d[i], 16777619) >>> 0;
      return c.width + 'x' + c.height + ':' + h; })
    """

    /// What the page must show for the spec in `file`, in `appearance`: drawn by the library.
    static func expected(_ file: String, _ appearance: Appearance) throws -> String {
        var picture = try Picture(contentsOfFile: file)
        picture.options.appearance = appearance
        let image = try picture.render().image
        return "\(image.width)x\(image.height):\(hash(image.pixels))"
    }

    @Test func savingSwapsOnlyTheChangedImagesAndShowsErrors() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("a.json", Self.spec("#FF0000"))
        try folder.write("b.json", Self.spec("#0000FF"))
        let preview = try PreviewProcess([folder.path])
        defer { preview.stop() }
        let browser = try HeadlessChromium(profile: folder.path + "/.profile")
        defer { browser.shutdown() }
        try browser.navigate(preview.url)
        let four = "document.querySelectorAll('#grid img').length === 4 && Array.from(document.querySelectorAll('#grid img')).every(i => i.complete && i.naturalWidth > 0)"
        #expect(try browser.waitFor(four, seconds: 30), "the four images never showed")
        func pixels(_ id: String) throws -> String { try browser.evaluate("\(Self.pixelsOf)('\(id)')") as? String ?? "" }
        #expect(try pixels("0-light") == Self.expected(folder.path + "/a.json", .light))
        #expect(try pixels("1-dark") == Self.expected(folder.path + "/b.json", .dark))
        // Marks that a reload or a replaced element would lose.
        _ = try browser.evaluate("window.kept = 1; document.querySelectorAll('#grid img').forEach(i => i.dataset.mark = 'old'); 0")
        let requestsOfB = "performance.getEntriesByType('resource').filter(e => e.name === document.querySelector('#v-1-light img').src).length"
        let before = try browser.evaluate(requestsOfB) as? Int

        try folder.write("a.json", Self.spec("#00C800", width: 50))
        let newA = try Self.expected(folder.path + "/a.json", .light)
        let swapped = "\(Self.pixelsOf)('0-light') === '\(newA)'"
        #expect(try browser.waitFor(swapped, seconds: 30), "a's image was not swapped")
        #expect(try browser.waitFor("\(Self.pixelsOf)('0-dark') === '\(try Self.expected(folder.path + "/a.json", .dark))'", seconds: 30))
        #expect(try browser.evaluate("window.kept") as? Int == 1, "the page was reloaded")
        #expect(try browser.evaluate("document.querySelector('#v-0-light img').dataset.mark === undefined") as? Bool == true)
        #expect(try browser.evaluate("document.querySelector('#v-1-light img').dataset.mark === 'old' && document.querySelector('#v-1-dark img').dataset.mark === 'old'") as? Bool == true,
                "b's images were replaced")
        #expect(try browser.evaluate(requestsOfB) as? Int == before, "b's image was requested again")
        #expect(try pixels("1-light") == Self.expected(folder.path + "/b.json", .light))

        // A broken spec: the error and its JSON path; the images stay.
        _ = try browser.evaluate("document.querySelectorAll('#grid img').forEach(i => i.dataset.mark = 'good'); 0")
        try folder.write("a.json", #"{"scale": 7, "content": {"type": "spacer"}}"#)
        #expect(try browser.waitFor("getComputedStyle(document.getElementById('problems')).display === 'block'", seconds: 30), "no error shown")
        let shown = try browser.evaluate("document.getElementById('problems').textContent") as? String ?? ""
        #expect(shown.contains("a.json: scale:"), "the error names the file and the JSON path: \(shown)")
        #expect(try browser.evaluate("document.querySelectorAll('#grid img[data-mark=good]').length") as? Int == 4, "the last good images went")
        #expect(try pixels("0-light") == newA)

        try folder.write("a.json", Self.spec("#00C800", width: 50))
        #expect(try browser.waitFor("getComputedStyle(document.getElementById('problems')).display === 'none'", seconds: 30), "the error stayed")
        #expect(try browser.evaluate("document.querySelectorAll('#grid img').length") as? Int == 4)
        #expect(try browser.evaluate("window.kept") as? Int == 1)
    }
}
