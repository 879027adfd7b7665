// BatchMerge: joins the folders of a sharded batch into one. Each shard folder must be
// complete (its manifest.json exists, written last by BatchRun) and drawn by the same
// renderer (fingerprints agree); each output is copied with its sha256 checked against its
// shard's manifest, then the merged manifest, index and sheet are written as one unsharded
// run writes them, so the result is byte for byte the unsharded folder.

import Foundation
import PickerRender
import PickerRenderFiles
import PickerRenderPNG

package enum BatchMerge {
    /// Returns the files written into `out`, outputs first.
    package static func merge(_ dirs: [String], into out: String, fontsDirectory: String? = nil) throws(PickerError) -> [String] {
        var merged: BatchManifest?
        var sources: [String: String] = [:]
        for dir in dirs {
            guard let m = BatchManifest.read(directory: dir) else {
                throw .invalidOption(name: "--merge", value: dir, expected: "a complete batch folder (it has no readable manifest.json)")
            }
            if merged == nil { merged = BatchManifest(fingerprint: m.fingerprint, entries: [:], sheet: m.sheet) }
            guard m.fingerprint == merged!.fingerprint else {
                throw .invalidOption(name: "--merge", value: dir, expected: "drawn by the same renderer as \(dirs[0]) (\(m.fingerprint) vs \(merged!.fingerprint))")
            }
            for (file, e) in m.entries {
                if let other = merged!.entries[file], other.sha256 != e.sha256 {
                    throw .invalidOption(name: "--merge", value: file, expected: "the same picture in \(sources[file]!) and \(dir)")
                }
                merged!.entries[file] = e
                sources[file] = dir
            }
        }
        guard let manifest = merged else { throw .invalidOption(name: "--merge", value: "", expected: "a list of shard folders") }
        do { try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true) } catch {
            throw .io("--out: cannot create directory '\(out)': \(error.localizedDescription)")
        }
        // Leftovers of killed runs, for every file at once (one read of each folder, not one a file).
        AtomicFile.removeStaleTemporaries(of: manifest.sorted.flatMap { [$0.file] + $0.frameFiles }.map { (out as NSString).appendingPathComponent($0) })
        for e in manifest.sorted {
            // An animation's frame files (when asked for) travel with it; they have no digest.
            for frame in e.frameFiles {
                let from = (sources[e.file]! as NSString).appendingPathComponent(frame)
                guard let data = FileManager.default.contents(atPath: from) else { throw .io("--merge: \(from) is missing") }
                try copy([UInt8](data), to: (out as NSString).appendingPathComponent(frame))
            }
            let from = (sources[e.file]! as NSString).appendingPathComponent(e.file)
            let to = (out as NSString).appendingPathComponent(e.file)
            guard let data = FileManager.default.contents(atPath: from), BatchManifest.sha256([UInt8](data)) == e.sha256 else {
                throw .io("--merge: \(from) is missing or differs from its manifest")
            }
            try copy([UInt8](data), to: to)
        }
        return manifest.sorted.map(\.file) + (try BatchIndex.write(manifest, to: out, fontsDirectory: fontsDirectory))
    }

    /// Writes one merged file (its stale temporaries were removed before the first: `merge`).
    static func copy(_ bytes: [UInt8], to path: String) throws(PickerError) {
        let dir = (path as NSString).deletingLastPathComponent
        do { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) } catch {
            throw .io("cannot create directory '\(dir)': \(error.localizedDescription)")
        }
        do { try AtomicFile.write([(path, bytes)], sweep: false) } catch { throw .file(what: "output", error) }
    }
}
