// BatchIndex: what a batch folder offers besides its pictures, made from the manifest only
// (so a merge of shards makes the same files): `index.md` with one `<figure>`/`<picture>`
// snippet per picture (its appearances and scales in one, PictureSnippet) and its Markdown
// form, `index.html` showing the same pictures with their snippets, the contact sheet when the
// spec asks for one, and the manifest itself, written last.

import Foundation
import PickerRender
import PickerRenderFiles
import PickerRenderPNG

enum BatchIndex {
    /// The files `write` makes for `manifest`.
    static func files(_ manifest: BatchManifest) -> [String] {
        ["index.md", "index.html"] + (manifest.docc ? [doccFile] : []) + (manifest.sheet.map { [$0] } ?? []) + [BatchManifest.fileName]
    }

    /// Writes index.md, index.html, the sheet and manifest.json; returns their file names.
    /// `durable`: files renamed into place before (the batch's outputs) whose directories are
    /// not synced yet: the manifest is put in place only once they are durable too.
    /// `beforeWriting` is called once every file's bytes are made, before the first is written.
    static func write(_ manifest: BatchManifest, to folder: ConfinedFolder, fontsDirectory: String?, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                      after durable: [AtomicFile.Target] = [], beforeWriting: () -> Void = {}) throws(PickerError) -> [String] {
        var files: [(String, [UInt8])] = [("index.md", Array(markdown(manifest).utf8)), ("index.html", Array(html(manifest).utf8))]
        if manifest.docc { files.append((doccFile, Array(docc(manifest).utf8))) }
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

    /// One section per picture (PictureSnippet): its `<figure>` (a `<picture>` over its
    /// appearances and scales, and its caption), then its Markdown form to copy.
    static func markdown(_ manifest: BatchManifest) -> String {
        var out = "# Pictures\n\n\(manifest.entries.count) images, drawn by PickerRender (\(manifest.fingerprint)).\n"
        for p in PictureSnippet.pictures(manifest) {
            out += "\n## \(p.key)\n\n" + PictureSnippet.figure(p) + "\nMarkdown:\n\n```md\n" + PictureSnippet.markdown(p) + "```\n"
        }
        return out
    }

    /// The pictures as a site shows them (each follows the reader's light or dark setting), each
    /// with its snippets to copy and links to every file drawn.
    static func html(_ manifest: BatchManifest) -> String {
        let pictures = PictureSnippet.pictures(manifest)
        var out = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><meta name="color-scheme" content="light dark"><title>PickerRender pictures</title>
        <style>
        body { font: 14px system-ui, sans-serif; margin: 24px; }
        section { display: inline-block; margin: 8px; padding: 8px; border: 1px solid #8884; border-radius: 10px; vertical-align: top; max-width: 420px; }
        figure { margin: 0; }
        img { display: block; max-width: 100%; height: auto; }
        pre { white-space: pre-wrap; font-size: 11px; }
        </style></head><body>
        <h1>\(pictures.count) pictures, \(manifest.entries.count) files</h1>

        """
        for p in pictures {
            let files = (p.light + p.dark).map { "<a href=\"\(escape($0.file))\">\(escape($0.file))</a> (\($0.width) x \($0.height) px)" }
            out += "<section>\n<h2>\(escape(p.key))</h2>\n" + PictureSnippet.figure(p)
                + "<details><summary>Snippets</summary><pre>\(escape(PictureSnippet.figure(p)))\n\(escape(PictureSnippet.markdown(p)))</pre></details>\n"
                + "<p>\(files.joined(separator: "<br>"))</p>\n</section>\n"
        }
        return out + "</body></html>\n"
    }
}
