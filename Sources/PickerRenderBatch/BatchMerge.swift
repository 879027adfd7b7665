// BatchMerge: joins the folders of a sharded batch into one. Each shard folder must be
// complete (its manifest.json exists, written last by BatchRun) and drawn by the same
// renderer (fingerprints agree); then the merged manifest, index and sheet are written as one
// unsharded run writes them, so the result is byte for byte the unsharded folder.
// A shard folder may come from anyone (a CI artifact of a pull request), so it is read as
// untrusted input:
// - its manifest is read by BatchManifestReader (size limit, numbers in range, plain relative
//   .png names); the merged set's names must be able to exist together (OutputNames), all
//   checked before anything is written;
// - every file (outputs and animation frames) is read through the shard's ConfinedFolder (no
//   link followed, no FIFO waited on, at most its recorded size) and copied only when its size
//   and sha256 are the ones its manifest records;
// - everything is written through the output folder's ConfinedFolder, which is locked for the
//   merge (OutputFolder), so nothing lands outside `--out` and no link inside it is followed.

import PickerRender
import PickerRenderFiles
import PickerRenderPNG

package enum BatchMerge {
    /// Returns the files written into `out`, outputs first.
    package static func merge(_ dirs: [String], into out: String, fontsDirectory: String? = nil) throws(PickerError) -> [String] {
        var merged: BatchManifest?
        var sources: [String: ConfinedFolder] = [:], sourceNames: [String: String] = [:]
        for dir in dirs {
            let shard: ConfinedFolder
            do { shard = try ConfinedFolder(path: dir) } catch {
                throw .invalidOption(name: "--merge", value: dir, expected: "a batch folder (\(error.description))")
            }
            let m: BatchManifest
            switch BatchManifestReader.read(in: shard) {
            case .found(let found): m = found
            case .missing:
                throw .invalidOption(name: "--merge", value: dir, expected: "a complete batch folder (it has no manifest.json)")
            case .unusable(let reason):
                throw .invalidOption(name: "--merge", value: dir, expected: "a batch folder with a valid manifest.json (\(reason))")
            }
            if merged == nil { merged = BatchManifest(fingerprint: m.fingerprint, entries: [:], sheet: m.sheet, docc: m.docc) }
            guard m.fingerprint == merged!.fingerprint else {
                throw .invalidOption(name: "--merge", value: dir, expected: "drawn by the same renderer as \(dirs[0]) (\(m.fingerprint) vs \(merged!.fingerprint))")
            }
            for (file, e) in m.entries {
                if let other = merged!.entries[file], other.sha256 != e.sha256 || other.frameChecks != e.frameChecks {
                    throw .invalidOption(name: "--merge", value: file, expected: "the same picture in \(sourceNames[file]!) and \(dir)")
                }
                merged!.entries[file] = e
                sources[file] = shard
                sourceNames[file] = dir
            }
        }
        guard let manifest = merged else { throw .invalidOption(name: "--merge", value: "", expected: "a list of shard folders") }
        let written = manifest.sorted.flatMap { [$0.file] + $0.frameFiles } + (manifest.sheet.map { [$0] } ?? [])
        // Frame files are checked as their folder, which their animation owns whole.
        let files = manifest.sorted.map(\.file) + (manifest.sheet.map { [$0] } ?? [])
        if let clash = OutputNames.clash(files: files + ["index.md", "index.html", BatchManifest.fileName],
                                         owned: manifest.sorted.filter { $0.frames > 0 }.map { OutputNames.framesFolder($0.file) }) {
            throw .invalidOption(name: "--merge", value: dirs.joined(separator: " "), expected: "shards whose files can be written together (\(clash))")
        }
        // Every file checked before --out is touched (then again as it is copied: a shard that
        // changes meanwhile is caught there), so a forged shard leaves no trace.
        for e in manifest.sorted {
            for (frame, check) in zip(e.frameFiles, e.frameChecks) { _ = try checked(frame, check, in: sources[e.file]!, shown: sourceNames[e.file]!) }
            _ = try checked(e.file, .init(bytes: e.bytes, sha256: e.sha256), in: sources[e.file]!, shown: sourceNames[e.file]!)
        }
        let folder = try OutputFolder.open(out)
        defer { withExtendedLifetime(folder) {} }
        var ignored: [String] = []
        _ = try OutputFolder.takeManifest(from: folder, warnings: &ignored)
        // Leftovers of killed runs, for every file at once (one read of each folder, not one a file).
        AtomicFile.removeStaleTemporaries(of: written.compactMap { name in (try? RelativePath(name)).flatMap { try? folder.target($0, create: false) } })
        for e in manifest.sorted {
            // An animation's frame files (when asked for) travel with it, each checked as it is.
            for (frame, check) in zip(e.frameFiles, e.frameChecks) {
                try copy(frame, check, from: sources[e.file]!, shown: sourceNames[e.file]!, to: folder)
            }
            try copy(e.file, .init(bytes: e.bytes, sha256: e.sha256), from: sources[e.file]!, shown: sourceNames[e.file]!, to: folder)
        }
        return manifest.sorted.map(\.file) + (try BatchIndex.write(manifest, to: folder, fontsDirectory: fontsDirectory))
    }

    /// Copies one file from a shard into the output folder when it is a regular file of its
    /// recorded size and sha256 (its stale temporaries were removed before the first: `merge`).
    static func copy(_ file: String, _ check: BatchManifest.FileCheck, from shard: ConfinedFolder, shown: String,
                     to folder: ConfinedFolder) throws(PickerError) {
        let bytes = try checked(file, check, in: shard, shown: shown)
        let relative = try OutputFolder.relative(file)
        do { try AtomicFile.write(targets: [(try folder.target(relative), bytes)], sweep: false) } catch {
            throw .file(what: "output", error)
        }
    }

    /// The bytes of `file` in `shard`, when it is a regular file of the recorded size and sha256.
    static func checked(_ file: String, _ check: BatchManifest.FileCheck, in shard: ConfinedFolder,
                        shown: String) throws(PickerError) -> [UInt8] {
        let relative = try OutputFolder.relative(file)
        let bytes: [UInt8]
        do { bytes = try shard.read(relative, limit: check.bytes) } catch {
            throw .invalidOption(name: "--merge", value: shown, expected: "a batch folder whose files are its manifest's (\(error.description))")
        }
        guard bytes.count == check.bytes, BatchManifest.sha256(bytes) == check.sha256 else {
            throw .invalidOption(name: "--merge", value: shard.shown(relative),
                                 expected: "the file its manifest describes (\(check.bytes) bytes, sha256 \(check.sha256.prefix(16))...)")
        }
        return bytes
    }
}
