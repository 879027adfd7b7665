// index.html and index.md of a batch as a site takes them: one `<picture>` per picture (outputs
// that differ only by appearance and scale), whose dark `<source>` and light `<img>` srcsets name
// files that exist at exactly the scales drawn, whose width/height are points, and whose alt is the
// spec's `alt` with its placeholders filled; the `<figure>` carries the caption and index.md the
// Markdown form. Then the page is opened in headless Chromium (Debian's `chromium`, which `make
// test` installs) at device scales 2 and 3, dark and light: every image has decoded, and each
// `<picture>` shows the file of that appearance and scale.

import Foundation
import Testing

@Suite(.serialized) struct BatchIndexSnippetTests {
    static let spec = #"""
    {"axes": {"appearance": ["light", "dark"], "scale": [2, 3]},
     "pictures": [
       {"name": "seg", "picture": {"canvas": "fit", "content": {"type": "segmented", "options": ["Day", "Week"], "selection": "Week"}},
        "axes": {"locale": ["en_US", "de_DE"]}, "alt": "Day and Week, Week selected ({locale})", "caption": "Segments in {locale}"},
       {"name": "wheel", "picture": {"canvas": "fit", "width": 120, "content": {"type": "wheel", "values": ["07", "08"], "selection": "08"}}}
     ]}
    """#

    /// Each picture's alt as the spec makes it, by the file of its light image at @2x.
    static let alts = ["seg-light-en_US@2x.png": "Day and Week, Week selected (en_US)",
                       "seg-light-de_DE@2x.png": "Day and Week, Week selected (de_DE)", "wheel-light@2x.png": "wheel"]

    /// The attributes of every tag `name` in `html` (tags only: escaped snippets do not count).
    static func tags(_ name: String, in html: String) -> [[String: String]] {
        var out: [[String: String]] = []
        var rest = Substring(html)
        while let open = rest.range(of: "<\(name) ") ?? rest.range(of: "<\(name)>") {
            let close = rest[open.upperBound...].firstIndex(of: ">") ?? rest.endIndex
            let body = rest[open.lowerBound..<close]
            var attrs: [String: String] = [:]
            var scan = body
            while let eq = scan.range(of: "=\"") {
                let key = scan[..<eq.lowerBound].split(separator: " ").last.map(String.init) ?? ""
                let end = scan[eq.upperBound...].firstIndex(of: "\"") ?? scan.endIndex
                attrs[key] = String(scan[eq.upperBound..<end])
                scan = scan[scan.index(after: end)...]
            }
            out.append(attrs)
            rest = rest[close...]
        }
        return out
    }

    /// The `<picture>` elements of `html`, each as its inner text.
    static func pictures(_ html: String) -> [String] {
        html.components(separatedBy: "<picture>").dropFirst().map { $0.components(separatedBy: "</picture>")[0] }
    }

    /// "a@2x.png 2x, a@3x.png 3x" -> [2: "a@2x.png", 3: "a@3x.png"].
    static func srcset(_ s: String?) -> [Int: String] {
        var out: [Int: String] = [:]
        for part in (s ?? "").split(separator: ",") {
            let w = part.split(separator: " ")
            if w.count == 2, let x = Int(w[1].dropLast()) { out[x] = String(w[0]) }
        }
        return out
    }

    @Test func everyPictureIsOneSnippetOverItsScalesWithItsAlt() throws {
        try withTemporaryDirectory { dir in
            try Data(Self.spec.utf8).write(to: dir.appendingPathComponent("docs.json"))
            let r = try CLI.run(["batch", "docs.json", "--out", "set"], in: dir)
            #expect(r.status == 0, "\(r)")
            let set = dir.appendingPathComponent("set")
            let html = try String(contentsOf: set.appendingPathComponent("index.html"), encoding: .utf8)
            let md = try String(contentsOf: set.appendingPathComponent("index.md"), encoding: .utf8)
            for text in [html, md] {
                let pictures = Self.pictures(text)
                #expect(pictures.count == 3, "one <picture> per picture: \(pictures.count)")
                var seen: Set<String> = []
                for p in pictures {
                    let img = try #require(Self.tags("img", in: p).first), source = try #require(Self.tags("source", in: p).first)
                    #expect(source["media"] == "(prefers-color-scheme: dark)")
                    let light = Self.srcset(img["srcset"]), dark = Self.srcset(source["srcset"])
                    #expect(Set(light.keys) == [2, 3] && Set(dark.keys) == [2, 3], "\(p)")
                    for file in Array(light.values) + Array(dark.values) {
                        #expect(FileManager.default.fileExists(atPath: set.appendingPathComponent(file).path), "\(file)")
                    }
                    #expect(light.values.allSatisfy { $0.contains("-light") } && dark.values.allSatisfy { $0.contains("-dark") })
                    let at2 = try #require(light[2])
                    #expect(img["src"] == at2 && img["alt"] == Self.alts[at2], "\(img)")
                    // Width and height in points: the @2x file's pixels halved.
                    let size = try #require(try pngSize(set.appendingPathComponent(at2)))
                    #expect(img["width"] == "\(size.width / 2)" && img["height"] == "\(size.height / 2)", "\(img)")
                    seen.insert(at2)
                }
                #expect(seen == Set(Self.alts.keys))
            }
            #expect(html.contains("<figcaption>Segments in de_DE</figcaption>") && md.contains("<figcaption>Segments in en_US</figcaption>"))
            #expect(md.contains(#"![Day and Week, Week selected (de_DE)](seg-light-de_DE@3x.png "Segments in de_DE")"#))
            #expect(md.contains("![wheel](wheel-light@3x.png)"))
            try Self.checkInChromium(set)
        }
    }

    /// Opens index.html in an iframe of a page that lists, once everything has loaded, each
    /// image's state, natural size and the file it shows; at each device scale and scheme.
    static func checkInChromium(_ set: URL) throws {
        let chromium = try #require(["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) },
                                    "chromium is not installed: run `make browser-deps` (part of `make test`)")
        let page = set.deletingLastPathComponent().appendingPathComponent("check.html")
        try Data(#"""
            <!doctype html><html><body><iframe id="f" src="set/index.html" width="1000" height="800"></iframe><pre id="out"></pre>
            <script>window.addEventListener('load', () => {
              const rows = [...document.getElementById('f').contentDocument.querySelectorAll('picture img')]
                .map(i => [i.complete, i.naturalWidth, i.currentSrc.split('/').pop()].join(' '));
              document.getElementById('out').textContent = 'IMAGES\n' + rows.join('\n') + '\nEND';
            });</script></body></html>
            """#.utf8).write(to: page)
        for scale in [2, 3] {
            for (scheme, appearance) in [(0, "dark"), (1, "light")] {
                let p = Process()
                p.executableURL = URL(fileURLWithPath: chromium)
                p.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(set.path)/../profile",
                               "--allow-file-access-from-files", "--force-device-scale-factor=\(scale)",
                               "--blink-settings=preferredColorScheme=\(scheme)", "--virtual-time-budget=5000", "--dump-dom", page.absoluteString]
                let out = Pipe()
                p.standardOutput = out
                p.standardError = FileHandle.nullDevice
                try p.run()
                let dom = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                p.waitUntilExit()
                let rows = dom.components(separatedBy: "IMAGES\n").last?.components(separatedBy: "\nEND").first?.split(separator: "\n") ?? []
                #expect(rows.count == 3, "scale \(scale) \(appearance): \(dom.suffix(600))")
                for row in rows {
                    let w = row.split(separator: " ")
                    #expect(w.count == 3 && w[0] == "true" && (Int(w[1]) ?? 0) > 0, "not decoded: \(row)")
                    #expect(w.last?.contains("-\(appearance)") == true && w.last?.hasSuffix("@\(scale)x.png") == true, "scale \(scale) \(appearance): \(row)")
                }
            }
        }
    }
}
