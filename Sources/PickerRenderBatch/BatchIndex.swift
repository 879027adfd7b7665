// BatchIndex: what a batch folder offers besides its pictures, made from the manifest only
// (so a merge of shards makes the same files): `index.md` with a light/dark `<picture>`
// snippet for every picture drawn in both appearances (and a plain image for the others),
// `index.html` to browse them, the contact sheet when the spec asks for one, and the
// manifest itself, written last.

import Foundation
import PickerRender
import PickerRenderFiles
import PickerRenderPNG

enum BatchIndex {
    /// The files `write` makes for `manifest`.
    static func files(_ manifest: BatchManifest) -> [String] {
        ["index.md", "index.html"] + (manifest.sheet.map { [$0] } ?? []) + [BatchManifest.fileName]
    }

    /// Writes index.md, index.html, the sheet and manifest.json; returns their file names.
    /// `durable`: files renamed into place before (the batch's outputs) whose directories are
    /// not synced yet: the manifest is put in place only once they are durable too.
    /// `beforeWriting` is called once every file's bytes are made, before the first is written.
    static func write(_ manifest: BatchManifest, to folder: ConfinedFolder, fontsDirectory: String?, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                      after durable: [AtomicFile.Target] = [], beforeWriting: () -> Void = {}) throws(PickerError) -> [String] {
        var files: [(String, [UInt8])] = [("index.md", Array(markdown(manifest).utf8)), ("index.html", Array(html(manifest).utf8))]
        if let sheet = manifest.sheet {
            files.append((sheet, try ContactSheet.png(manifest, folder: folder, fontsDirectory: fontsDirectory, jobs: jobs)))
        }
        // The index files and the manifest in one round of syncs, the manifest renamed last: it
        // is the completion marker (AtomicFile.write(_:marker:after:)).
        let manifestBytes = Array((manifest.json.serialized() + "\n").utf8)
        beforeWriting()
        // Every name through the folder: a sheet named by a shard's manifest is a plain relative
        // path (BatchManifestReader), and no link in the folder is followed.
        var targets: [(AtomicFile.Target, [UInt8])] = []
        for (name, bytes) in files {
            let relative = try OutputFolder.relative(name)
            do { targets.append((try folder.target(relative), bytes)) } catch { throw .file(what: "index", error) }
        }
        do {
            try AtomicFile.write(targets: targets, marker: (try folder.target(BatchManifestReader.name), manifestBytes), after: durable)
        } catch {
            let isManifest = if case .writeFailed(let path, _) = error { path.hasSuffix("/" + BatchManifest.fileName) } else { false }
            throw .file(what: isManifest ? BatchManifest.fileName : "index", error)
        }
        return files.map(\.0) + [BatchManifest.fileName]
    }

    /// Entries grouped by picture name and every axis but the appearance.
    static func groups(_ manifest: BatchManifest) -> [(key: String, light: BatchManifest.Entry?, dark: BatchManifest.Entry?)] {
        var order: [String] = []
        var byKey: [String: (BatchManifest.Entry?, BatchManifest.Entry?)] = [:]
        for e in manifest.inSpecOrder {
            let rest = e.axes.filter { $0.key != "appearance" }.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
            let key = ([e.name] + rest).joined(separator: ", ")
            if byKey[key] == nil { order.append(key); byKey[key] = (nil, nil) }
            if e.appearance == "dark" { byKey[key]!.1 = e } else { byKey[key]!.0 = e }
        }
        return order.map { ($0, byKey[$0]!.0, byKey[$0]!.1) }
    }

    static func size(_ e: BatchManifest.Entry) -> String {
        "width=\"\(e.width / max(e.scale, 1))\" height=\"\(e.height / max(e.scale, 1))\""
    }

    /// `&`, `<`, `>` and `"` as HTML entities (ASCIIEscaping: four Foundation replacements a
    /// string were 0.3 ms of a gallery's serial end).
    static func escape(_ s: String) -> String {
        ASCIIEscaping.escaped(s) { b in
            switch b {
            case UInt8(ascii: "&"): "&amp;"
            case UInt8(ascii: "<"): "&lt;"
            case UInt8(ascii: ">"): "&gt;"
            case UInt8(ascii: "\""): "&quot;"
            default: nil
            }
        }
    }

    static func markdown(_ manifest: BatchManifest) -> String {
        var out = "# Pictures\n\n\(manifest.entries.count) images, drawn by PickerRender (\(manifest.fingerprint)).\n"
        for g in groups(manifest) {
            out += "\n## \(g.key)\n\n"
            switch (g.light, g.dark) {
            case let (light?, dark?):
                out += """
                <picture>
                  <source media="(prefers-color-scheme: dark)" srcset="\(escape(dark.file))">
                  <img src="\(escape(light.file))" alt="\(escape(g.key))" \(size(light))>
                </picture>

                """
            default:
                let e = (g.light ?? g.dark)!
                out += "<img src=\"\(escape(e.file))\" alt=\"\(escape(g.key))\" \(size(e))>\n"
            }
        }
        return out
    }

    static func html(_ manifest: BatchManifest) -> String {
        var out = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>PickerRender pictures</title>
        <style>
        body { font: 14px system-ui, sans-serif; margin: 24px; background: #f2f2f7; }
        figure { display: inline-block; margin: 8px; padding: 8px; background: #fff; border-radius: 10px; vertical-align: top; }
        figure.dark { background: #1c1c1e; color: #fff; }
        img { display: block; max-width: 360px; height: auto; }
        figcaption { margin-top: 6px; max-width: 360px; }
        </style></head><body>
        <h1>\(manifest.entries.count) pictures</h1>

        """
        for e in manifest.inSpecOrder {
            let caption = ([e.name] + e.axes.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }).joined(separator: " · ")
            out += "<figure class=\"\(e.appearance == "dark" ? "dark" : "light")\"><a href=\"\(escape(e.file))\">"
                + "<img src=\"\(escape(e.file))\" alt=\"\(escape(caption))\" \(size(e))></a>"
                + "<figcaption>\(escape(caption))<br>\(e.width) x \(e.height) px</figcaption></figure>\n"
        }
        return out + "</body></html>\n"
    }
}
