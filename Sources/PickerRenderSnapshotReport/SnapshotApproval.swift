// SnapshotApproval: `picker-render snapshots approve`: the actual images of the last run's
// failures become references, and their actual scene texts the `<name>.scene.txt` beside them. Each reference is replaced atomically (temporary file + rename,
// AtomicFile), so an interrupted approval leaves every reference either old or new, never
// half-written. Names are checked before anything is written: one unknown or ambiguous name,
// or a failure with no actual image (a duplicate name), approves nothing.
// An approved entry becomes `recorded` in the run directory, so the report shows what changed.
// The run directory may be a CI artifact anyone could have made, so before anything is written:
// - each entry's reference must be `<snapshots>/<suite>/<name>.png` of the snapshots folder
//   given (`--snapshots`, default ./Snapshots), with suite and name a plain relative path; the
//   reference is written through that folder's ConfinedFolder, never through a link, never
//   over anything but a regular file;
// - each actual image is read through the run directory's ConfinedFolder (a plain relative
//   name, no link, no FIFO, at most its recorded size) and must have the size and sha256 the
//   test recorded, and be a PNG.

import Foundation
import PickerRenderFiles
import PickerRenderPNG

package enum SnapshotApprovalError: Error, CustomStringConvertible {
    /// A name the user gave that does not select exactly one approvable failure, or an entry
    /// that may not be approved (a reference outside the snapshots folder, a forged image).
    case badName(String)
    case io(String)
    package var description: String {
        switch self {
        case .badName(let s), .io(let s): return s
        }
    }
}

package enum SnapshotApproval {
    package struct Change: Sendable {
        package var label: String
        package var actual: String
        package var reference: String
        package var created: Bool
    }

    /// Approves the failures named (`Suite/name` or a `name` unique in the run), or all of them,
    /// into the snapshots folder `snapshots`.
    package static func approve(_ names: [String], all: Bool, in dir: SnapshotRunDirectory,
                                snapshots: String = "Snapshots") throws(SnapshotApprovalError) -> [Change] {
        guard let run = dir.currentRun() else {
            throw .io("no test run recorded in \(dir.path) (cannot read \(dir.path)/RUN); run swift test first")
        }
        let failed = dir.entries().filter { $0.status == .failed }
        var chosen: [SnapshotEntry] = []
        if all {
            chosen = failed
        } else {
            for n in names {
                let hits = failed.filter { $0.label == n || $0.name == n }
                guard hits.count == 1 else {
                    throw .badName(hits.isEmpty
                        ? "'\(n)' is not a failed snapshot of the last run (failed: \(failed.map(\.label).joined(separator: ", ")))"
                        : "'\(n)' is ambiguous: \(hits.map(\.label).joined(separator: ", "))")
                }
                if !chosen.contains(hits[0]) { chosen.append(hits[0]) }
            }
        }
        for e in chosen where !e.isApprovable {
            throw .badName("'\(e.label)' has no actual image to approve (\(e.message.split(separator: "\n").first ?? ""))")
        }
        guard !chosen.isEmpty else { return [] }
        // Every image read and checked, and every reference placed, before anything is written.
        let runFolder: ConfinedFolder
        do { runFolder = try dir.folder() } catch { throw .io(error.description) }
        // Each entry's files: its image and its scene, whichever it has.
        var approved: [(entry: SnapshotEntry, files: [(reference: RelativePath, bytes: [UInt8])])] = []
        for e in chosen {
            let png = try checkedReference(e, snapshots: snapshots)
            var files: [(RelativePath, [UInt8])] = []
            if e.actual != nil { files.append((png, try checkedActual(e, in: runFolder))) }
            if e.actualScene != nil, let scene = e.scenePath { files.append((scene, try checkedActualScene(e, in: runFolder))) }
            approved.append((e, files))
        }
        let references: ConfinedFolder
        do throws(FileError) {
            references = try ConfinedFolder(path: snapshots, create: true)
            // Each reference must be a regular file or absent, and reachable without a link.
            for (e, files) in approved {
                for (reference, _) in files {
                if let kind = try references.kind(of: reference), kind != S_IFREG {
                    throw FileError.writeFailed(path: references.shown(reference), reason: "the reference of '\(e.label)' is not a regular file; only a regular file is replaced")
                }
                }
            }
        } catch { throw .io(error.description) }
        var changes: [Change] = []
        do {
            try dir.withRun(run) {
                for (var e, files) in approved {
                    var created = false
                    for (reference, bytes) in files {
                        if reference.description.hasSuffix(".png") { created = try references.kind(of: reference) == nil }
                        try references.write(reference, bytes)
                    }
                    let actual = dir.path + "/" + (e.actual ?? e.actualScene!)
                    changes.append(Change(label: e.label, actual: actual, reference: e.reference, created: created))
                    e.status = .recorded
                    e.message = "approved: \(actual) -> \(e.reference)"
                    try dir.store(e)
                }
            }
        } catch let error as SnapshotApprovalError {
            throw error
        } catch {
            throw .io("approving: \(error)")
        }
        return changes
    }

    /// The entry's reference below the snapshots folder, when its recorded absolute path is
    /// that folder's `<suite>/<name>.png` (links in the folder's own path resolved).
    static func checkedReference(_ e: SnapshotEntry, snapshots: String) throws(SnapshotApprovalError) -> RelativePath {
        guard let relative = e.referencePath else { throw .badName("'\(e.label)' is not a plain relative reference name") }
        let tail = "/" + relative.description
        let folder = e.reference.hasSuffix(tail) ? String(e.reference.dropLast(tail.count)) : nil
        guard let folder, !folder.isEmpty, resolved(folder) == resolved(snapshots) else {
            throw .badName("'\(e.label)': its reference \(e.reference) is not \(snapshots)/\(relative) (\(resolved(snapshots))); approve writes only into the snapshots folder: give it with --snapshots DIR")
        }
        return relative
    }

    /// The actual image's bytes, when the file in the run directory has the size and sha256 its
    /// test recorded and is a PNG.
    static func checkedActual(_ e: SnapshotEntry, in runFolder: ConfinedFolder) throws(SnapshotApprovalError) -> [UInt8] {
        guard let name = e.actual, let relative = try? RelativePath(name) else { throw .badName("'\(e.label)' has no actual image to approve") }
        guard let size = e.actualBytes, let digest = e.actualSHA256 else {
            throw .badName("'\(e.label)': its entry does not record the actual image's size and sha256 (written by an older PickerRenderTesting?); run the tests again")
        }
        let found: UInt64, bytes: [UInt8]
        do throws(FileError) {
            let (fd, size) = try runFolder.opened(relative)
            close(fd)
            found = size
        } catch { throw .io(error.description) }
        guard found == UInt64(size) else {
            throw .badName("'\(e.label)': \(runFolder.shown(relative)) is not the image its test wrote (\(found) bytes, not \(size))")
        }
        do throws(FileError) { bytes = try runFolder.read(relative, limit: size) } catch { throw .io(error.description) }
        guard bytes.count == size, FileDigest.sha256(bytes) == digest, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw .badName("'\(e.label)': \(runFolder.shown(relative)) is not the image its test wrote (size, sha256 or PNG signature differ)")
        }
        return bytes
    }

    /// The actual scene text's bytes, when the file in the run directory has the size and
    /// sha256 its test recorded and is UTF-8 text.
    static func checkedActualScene(_ e: SnapshotEntry, in runFolder: ConfinedFolder) throws(SnapshotApprovalError) -> [UInt8] {
        guard let name = e.actualScene, let relative = try? RelativePath(name), let size = e.actualSceneBytes, let digest = e.actualSceneSHA256 else {
            throw .badName("'\(e.label)': its entry does not record the actual scene's size and sha256; run the tests again")
        }
        let bytes: [UInt8]
        do throws(FileError) { bytes = try runFolder.read(relative, limit: size) } catch { throw .io(error.description) }
        guard bytes.count == size, FileDigest.sha256(bytes) == digest, String(validating: bytes, as: UTF8.self) != nil else {
            throw .badName("'\(e.label)': \(runFolder.shown(relative)) is not the scene its test wrote (size or sha256 differ)")
        }
        return bytes
    }

    /// `path` absolute, with the links of its longest existing part resolved.
    static func resolved(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        if let real = realpath(absolute, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        let parent = (absolute as NSString).deletingLastPathComponent
        guard parent != absolute, !parent.isEmpty else { return absolute }
        let above = resolved(parent)
        return (above == "/" ? "" : above) + "/" + (absolute as NSString).lastPathComponent
    }
}
