// PictureSnippet: one picture of a batch as a site takes it: every output that differs only by
// appearance and scale is one picture, given as one `<picture>` whose dark `<source
// media="(prefers-color-scheme: dark)">` and light `<img>` each carry a resolution srcset over
// the scales drawn ("w@2x.png 2x, w@3x.png 3x"), `width`/`height` in points, and the picture's
// alt text; the `<figure>` form adds its caption, and the Markdown form is an image line (the
// light image at its largest scale, the caption as its title). Made from manifest entries only,
// so shards merged give the same text.
// Invariants: a picture has at least one entry; each appearance's srcset lists every scale drawn
// in it once, smallest first (a picture drawn twice at one scale, by an axis the grouping
// ignores, keeps the first in spec order); `src` is the smallest scale's file (the 1x
// fallback of a browser without srcset); sizes in points are the smallest scale's pixels
// divided by its scale.

enum PictureSnippet {
    struct Picture: Sendable {
        /// The picture's heading: its name and every axis but appearance and scale.
        let key: String
        /// Light (or without an appearance axis) and dark entries, each by ascending scale.
        let light: [BatchManifest.Entry], dark: [BatchManifest.Entry]

        var first: BatchManifest.Entry { (light.first ?? dark.first)! }
        var alt: String { first.alt.isEmpty ? key : first.alt }
        var caption: String? { first.caption }
    }

    /// Entries grouped into pictures, in the spec's order of each picture's first output.
    static func pictures(_ manifest: BatchManifest) -> [Picture] {
        var order: [String] = []
        var byKey: [String: (light: [BatchManifest.Entry], dark: [BatchManifest.Entry])] = [:]
        for e in manifest.inSpecOrder {
            let rest = e.axes.filter { $0.key != "appearance" && $0.key != "scale" }.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
            let key = ([e.name] + rest).joined(separator: ", ")
            if byKey[key] == nil { order.append(key); byKey[key] = ([], []) }
            if e.appearance == "dark" { byKey[key]!.dark.append(e) } else { byKey[key]!.light.append(e) }
        }
        return order.map { key in
            let g = byKey[key]!
            return Picture(key: key, light: byScale(g.light), dark: byScale(g.dark))
        }
    }

    /// One entry per scale, ascending; the first in spec order wins a tie.
    static func byScale(_ entries: [BatchManifest.Entry]) -> [BatchManifest.Entry] {
        var seen = Set<Int>()
        return entries.filter { seen.insert($0.scale).inserted }.sorted { $0.scale < $1.scale }
    }

    static func srcset(_ entries: [BatchManifest.Entry]) -> String {
        entries.map { "\(BatchIndex.escape($0.file)) \($0.scale)x" }.joined(separator: ", ")
    }

    /// `<picture>`: the dark source when there is a dark appearance, the light image (or the
    /// dark one alone) with its srcset, alt and size in points.
    static func html(_ p: Picture, indent: String = "") -> String {
        let shown = p.light.isEmpty ? p.dark : p.light
        var out = "\(indent)<picture>\n"
        if !p.light.isEmpty, !p.dark.isEmpty {
            out += "\(indent)  <source media=\"(prefers-color-scheme: dark)\" srcset=\"\(srcset(p.dark))\">\n"
        }
        out += "\(indent)  <img src=\"\(BatchIndex.escape(shown[0].file))\" srcset=\"\(srcset(shown))\" "
            + "alt=\"\(BatchIndex.escape(p.alt))\" \(BatchIndex.size(shown[0]))>\n"
        return out + "\(indent)</picture>\n"
    }

    /// `<figure>`: the picture and its caption (when it has one).
    static func figure(_ p: Picture) -> String {
        "<figure>\n" + html(p, indent: "  ")
            + (p.caption.map { "  <figcaption>\(BatchIndex.escape($0))</figcaption>\n" } ?? "") + "</figure>\n"
    }

    /// Markdown: the light image at its largest scale, the alt text, the caption as the title.
    static func markdown(_ p: Picture) -> String {
        let e = (p.light.isEmpty ? p.dark : p.light).last!
        let alt = p.alt.replacingOccurrences(of: "]", with: "\\]")
        let title = p.caption.map { " \"" + $0.replacingOccurrences(of: "\"", with: "\\\"") + "\"" } ?? ""
        return "![\(alt)](\(e.file.replacingOccurrences(of: " ", with: "%20").replacingOccurrences(of: "(", with: "%28").replacingOccurrences(of: ")", with: "%29"))\(title))\n"
    }
}
