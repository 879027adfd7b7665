// OutputFolder: the folder a batch, a gallery or a merge writes (`--out`), opened once for the
// whole run as a ConfinedFolder: every output, frame, index file and manifest is written below
// it by plain relative names, never through a link planted inside it.
// Invariants:
// - The folder is locked for the run (flock on its own descriptor, held until the run's
//   ConfinedFolder goes): a second run into the same folder fails at once with a clear error
//   (exit 3) rather than waiting, so two runs never interleave files under one manifest. The
//   lock needs no file and ends with the process, however it ends.
// - manifest.json, the folder's completion marker, is a regular file or absent: a link, FIFO,
//   device or folder by that name is an error before anything is drawn, and is left as it is.
//   A regular one is read back (BatchManifestReader) and then removed, so a run that fails
//   part-way leaves a folder that says it is incomplete. One that cannot be used (too large,
//   not JSON, numbers out of range, unsafe names, a format this build does not know) is ignored
//   with a warning: everything is drawn again, which is always safe.
// - `check` compares a file in the folder with its recorded size and sha256; a file that
//   cannot be read, a link, a FIFO or one of another size is simply "not the same".

import PickerRender
import PickerRenderFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum OutputFolder {
    /// Opens (making it when missing) and locks `path`.
    static func open(_ path: String) throws(PickerError) -> ConfinedFolder {
        let folder: ConfinedFolder
        do { folder = try ConfinedFolder(path: path, create: true) } catch {
            throw .io("--out: cannot create directory '\(path)': \(error.description)")
        }
        let locked: Bool
        do { locked = try folder.lock() } catch { throw .file(what: "--out", error) }
        guard locked else {
            throw .io("--out: '\(path)' is being written by another picker-render run (batch, gallery or batch --merge); run again when it has ended")
        }
        return folder
    }

    /// The folder's previous manifest, when it has a usable one (else nil, and a warning when
    /// there was one that cannot be used), removed from the folder.
    static func takeManifest(from folder: ConfinedFolder, warnings: inout [String]) throws(PickerError) -> BatchManifest? {
        let name = BatchManifestReader.name
        let kind: mode_t?
        do { kind = try folder.kind(of: name) } catch { throw .file(what: BatchManifest.fileName, error) }
        guard let kind else { return nil }
        guard kind == S_IFREG else {
            throw .io("--out: \(folder.shown(name)) is \(kindText(kind)); only a regular file is replaced (remove it, or choose another --out)")
        }
        var previous: BatchManifest?
        switch BatchManifestReader.read(in: folder) {
        case .found(let m): previous = m
        case .missing: break
        case .unusable(let reason):
            warnings.append("--out: ignoring \(folder.shown(name)) (\(reason)); every picture is drawn again")
        }
        do { try folder.removeFile(name) } catch { throw .file(what: BatchManifest.fileName, error) }
        return previous
    }

    static func kindText(_ kind: mode_t) -> String {
        switch kind {
        case S_IFLNK: return "a symbolic link"
        case S_IFIFO: return "a FIFO"
        case S_IFDIR: return "a directory"
        default: return "a special file"
        }
    }

    /// Whether the file at `file` is a regular file of exactly the recorded size and sha256.
    static func matches(_ folder: ConfinedFolder, _ file: String, _ check: BatchManifest.FileCheck) -> Bool {
        guard let relative = try? RelativePath(file), let bytes = try? folder.read(relative, limit: check.bytes) else { return false }
        return bytes.count == check.bytes && BatchManifest.sha256(bytes) == check.sha256
    }

    /// A plain relative name (checked when the spec or manifest was read) as a RelativePath.
    static func relative(_ file: String) throws(PickerError) -> RelativePath {
        do { return try RelativePath(file) } catch { throw .invalidOption(name: "file", value: file, expected: error.reason) }
    }
}
