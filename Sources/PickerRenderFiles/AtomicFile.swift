// AtomicFile: replace files' content all at once.
// Design and invariants:
// - write: the bytes go to a new temporary file in the target's directory (created with O_EXCL,
//   mode 0666 minus umask, or the existing target's permission bits), are fsync'ed, and the
//   temporary file is renamed over the target (atomic within one file system); the directory is
//   then fsync'ed (best effort). On any failure the temporary file is removed and the target is
//   untouched.
// - Only a regular file or a missing path is ever replaced: a symbolic link, FIFO, device,
//   socket or directory at the target is refused (.writeFailed) before anything is created.
// - write(_ files:) writes every temporary first and renames only when all are written, so a
//   failure while writing (a full disk) changes none of the targets; only a rename failing between
//   two renames (the directory changed under us) could leave some replaced.
// - Temporaries are ".NAME.tmp-PID-RANDOM". A process killed mid-write (kill -9) leaves one; the
//   next write to the same target removes every temporary of that target whose PID is no longer
//   running (kill(pid, 0) says ESRCH), so leftovers do not accumulate. (A PID reused by a live
//   process keeps its temporary until that process ends; names without a PID, from older
//   versions, are left alone.) That check reads the whole directory, so a writer of many files
//   into one folder (a batch) checks all its targets at once first (removeStaleTemporaries(of:),
//   one read of each directory) and then writes with `sweep: false`: a scan per file was
//   quadratic (a 4000-picture batch spent a quarter of its time in getdents64).
// - prepare + commit split write in two for a caller that keeps drawing while the disk syncs
//   (a batch): prepare writes the temporary unsynced; commit (on another thread) syncs it and
//   renames it into place, in that order, so a renamed file is as durable as write's; the
//   caller syncs the directories (syncDirectories) before anything claims the files are there.
// - write(_:marker:after:) is write(_ files:) for a set with a completion marker (a batch's
//   manifest): the marker is renamed only after every other file, and the files named in
//   `after`, are durable; each directory is synced once before the marker's rename.
// - Every write goes to a Target: an open folder and a name in it. A path's folder is opened as
//   the path names it (links in it followed, as a user wrote it); ConfinedFolder.target gives one
//   reached without following any link. The temporary is created, and renamed over the name,
//   relative to the folder's descriptor (openat, renameat), so the folder cannot be swapped
//   between the check and the rename.
// - Each file descriptor opened here is closed on every path.
// - Errors are FileError.readFailed / .writeFailed naming the path and the system's reason.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

package enum AtomicFile {
    /// Where a file is written: the open folder it goes in, its name there, and how messages
    /// name it.
    package struct Target: Sendable {
        package let folder: ConfinedFolder
        package let name: [UInt8]
        package let path: String

        package init(folder: ConfinedFolder, name: [UInt8], path: String) {
            self.folder = folder; self.name = name; self.path = path
        }

        /// The target `path` names: its folder opened as written (links in it followed).
        package init(path: String) throws(FileError) {
            precondition(!path.isEmpty, "AtomicFile.write: empty path")
            let (directory, name) = FileIO.split(path)
            guard !name.isEmpty else { throw .writeFailed(path: path, reason: "the path names a directory") }
            let folder: ConfinedFolder
            do { folder = try ConfinedFolder(path: directory) } catch {
                var info = stat()
                let reason = stat(directory, &info) != 0 ? FileIO.reason(errno, in: directory) : "\(directory) is not a directory"
                throw .writeFailed(path: path, reason: reason)
            }
            self.init(folder: folder, name: Array(name.utf8), path: path)
        }

        /// The permission bits a replacement keeps (0o666 when nothing is there); anything
        /// but a regular file or nothing at the name is refused.
        func checkReplaceable() throws(FileError) -> mode_t {
            var info = stat()
            guard ConfinedFolder.withName(name, { fstatat(folder.fd, $0, &info, AT_SYMLINK_NOFOLLOW) }) == 0 else {
                if errno == ENOENT { return 0o666 }
                throw .writeFailed(path: path, reason: FileIO.reason(errno))
            }
            guard (info.st_mode & S_IFMT) == S_IFREG else {
                throw .writeFailed(path: path, reason: "it is \(FileIO.kind(info.st_mode)); only a regular file is replaced")
            }
            return info.st_mode & 0o7777
        }
    }

    /// Replaces `path` with `bytes` atomically.
    package static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        try write([(path, bytes)])
    }

    /// Replaces each file atomically, renaming only once every temporary is written and synced.
    /// The paths must be distinct (a caller's check: two outputs at one path are bad input).
    package static func write(_ files: [(path: String, bytes: [UInt8])]) throws(FileError) {
        try write(files, sweep: true)
    }

    /// write(_ files:), without looking for the targets' stale temporaries when `sweep` is false
    /// (the caller removed them already: removeStaleTemporaries(of:)). With `durable` false
    /// nothing is synced: each file is still replaced all at once (a reader sees the old file
    /// or the new one, whole) but a crash may lose it, so only for files made again from what
    /// is durable and rewritten often: the snapshot run directory's entries and report, written
    /// on every verify, where the two syncs of each file were most of a verify's cost.
    package static func write(_ files: [(path: String, bytes: [UInt8])], sweep: Bool, durable: Bool = true) throws(FileError) {
        try write(targets: try targets(files), sweep: sweep, durable: durable)
    }

    static func targets(_ files: [(path: String, bytes: [UInt8])]) throws(FileError) -> [(Target, [UInt8])] {
        var out: [(Target, [UInt8])] = []
        for (path, bytes) in files { out.append((try Target(path: path), bytes)) }
        return out
    }

    /// write(_:sweep:durable:) for targets (ConfinedFolder's, or paths').
    package static func write(targets files: [(Target, [UInt8])], sweep: Bool = true, durable: Bool = true) throws(FileError) {
        let staged = try stageAll(files, sweep: sweep, sync: durable)
        try renameInOrder(staged[...])
        // Each folder once: the renames into one folder are made durable by one sync.
        if durable { syncFolders(of: staged.map(\.target)) }
    }

    /// A set of files and its completion marker (a batch's index files and manifest), in one
    /// round of syncs: every temporary is written and synced, `files` are renamed into place, the
    /// folders of `files` and of `durable` (files renamed earlier whose renames are not yet
    /// durable: the batch's outputs) are synced once each, and only then is `marker` renamed and
    /// its folder synced. So the marker is never in place before everything else is durable,
    /// a failure before the renames changes no target, and a folder is synced twice in all (it
    /// was three times: after the outputs, the index files and the manifest). The temporaries
    /// are synced one after another: on this machine's disk three syncs at once took as long as
    /// in turn (0.45 ms each together, 0.25 ms alone). The targets must be distinct.
    package static func write(targets files: [(Target, [UInt8])], marker: (Target, [UInt8]),
                              after durable: [Target] = []) throws(FileError) {
        let staged = try stageAll(files + [marker])
        try renameInOrder(staged.dropLast(), thenRemoving: [staged.last!])
        syncFolders(of: durable + files.map(\.0))
        try renameInOrder(staged.suffix(1))
        syncFolders(of: [marker.0])
    }

    /// write(targets:marker:after:) for paths.
    package static func write(_ files: [(path: String, bytes: [UInt8])], marker: (path: String, bytes: [UInt8]),
                              after durable: [String] = []) throws(FileError) {
        var earlier: [Target] = []
        for p in durable { if let t = try? Target(path: p) { earlier.append(t) } }
        try write(targets: try targets(files), marker: (try Target(path: marker.path), marker.bytes), after: earlier)
    }

    /// A temporary written for a target.
    struct Staged {
        let target: Target
        let temporary: [UInt8]
        func remove() { _ = ConfinedFolder.withName(temporary) { unlinkat(target.folder.fd, $0, 0) } }
    }

    /// Every file's temporary, written and synced; on a failure the ones made are removed.
    private static func stageAll(_ files: [(Target, [UInt8])], sweep: Bool = true, sync: Bool = true) throws(FileError) -> [Staged] {
        precondition(Set(files.map(\.0.path)).count == files.count, "AtomicFile.write: a path given twice")
        var staged: [Staged] = []
        do {
            for (target, bytes) in files { staged.append(try stage(bytes, for: target, sync: sync, sweep: sweep)) }
        } catch {
            for s in staged { s.remove() }
            throw error
        }
        return staged
    }

    /// Renames each temporary over its name in order; on a failure the temporaries not renamed
    /// yet, and `others`, are removed.
    private static func renameInOrder(_ staged: ArraySlice<Staged>, thenRemoving others: [Staged] = []) throws(FileError) {
        for (k, s) in zip(staged.indices, staged) {
            let fd = s.target.folder.fd
            let done = ConfinedFolder.withName(s.temporary) { t in ConfinedFolder.withName(s.target.name) { renameat(fd, t, fd, $0) } }
            guard done != 0 else { continue }
            let reason = FileIO.reason(errno)
            for rest in staged[k...] { rest.remove() }
            for o in others { o.remove() }
            throw .writeFailed(path: s.target.path, reason: reason)
        }
    }

    /// A file written to its temporary, not yet synced nor in place (see `commit`). For the
    /// batch's committer, in this package; users write with `write`.
    package struct PendingFile: Sendable {
        package let target: Target
        let temporary: [UInt8]
        package var path: String { target.path }
    }

    /// Writes `bytes` to a new temporary beside `target` (the checks of `write`), without the
    /// sync: `commit` does that, and the rename. `sweep` as in write(_:sweep:).
    package static func prepare(_ bytes: [UInt8], for target: Target, sweep: Bool = true) throws(FileError) -> PendingFile {
        let s = try stage(bytes, for: target, sync: false, sweep: sweep)
        return PendingFile(target: s.target, temporary: s.temporary)
    }

    /// Syncs a prepared temporary, then renames it over its name; on failure the temporary is
    /// removed and the target untouched. The folder is not synced (`syncFolders`).
    package static func commit(_ file: PendingFile) throws(FileError) {
        let folder = file.target.folder.fd
        let fd = ConfinedFolder.withName(file.temporary) { openat(folder, $0, O_RDONLY | O_NOFOLLOW | O_CLOEXEC) }
        var failure: String? = fd < 0 ? "open: " + FileIO.reason(errno) : nil
        if fd >= 0 {
            if fsync(fd) != 0 { failure = "fsync: " + FileIO.reason(errno) }
            close(fd)
        }
        if failure == nil {
            let done = ConfinedFolder.withName(file.temporary) { t in ConfinedFolder.withName(file.target.name) { renameat(folder, t, folder, $0) } }
            if done != 0 { failure = FileIO.reason(errno) }
        }
        if let failure {
            Staged(target: file.target, temporary: file.temporary).remove()
            throw .writeFailed(path: file.path, reason: failure)
        }
    }

    /// Syncs each distinct folder of `targets` once (best effort), making renames durable.
    package static func syncFolders(of targets: [Target]) {
        var synced = Set<[UInt64]>()
        for t in targets {
            let (device, inode) = t.folder.identity
            if synced.insert([device, inode]).inserted { t.folder.sync() }
        }
    }

    /// The temporary for `target`, written and (unless `sync` is false) synced; removed again on failure.
    static func stage(_ bytes: [UInt8], for target: Target, sync: Bool = true, sweep: Bool = true) throws(FileError) -> Staged {
        // Replacing a regular file keeps its permission bits; nothing else is replaced.
        let mode = try target.checkReplaceable()
        if sweep { removeStaleTemporaries(in: target.folder, names: [target.name]) }

        // Create the temporary file; retry on a name collision.
        let prefix = [UInt8(ascii: ".")] + target.name + Array(".tmp-\(getpid())-".utf8)
        var temporary: [UInt8] = []
        var fd: Int32 = -1
        for _ in 0..<16 {
            temporary = prefix + Array(String(UInt64.random(in: 0...UInt64.max), radix: 36).utf8)
            // A name too long for a temporary is cut (the name itself was checked by the caller).
            if temporary.count > RelativePath.maximumComponentBytes {
                temporary = [UInt8(ascii: ".")] + Array(temporary.suffix(RelativePath.maximumComponentBytes - 1))
            }
            fd = ConfinedFolder.withName(temporary) {
                openat(target.folder.fd, $0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
            }
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw .writeFailed(path: target.path, reason: FileIO.reason(errno, in: target.folder.path)) }
        let staged = Staged(target: target, temporary: temporary)

        var failure: String? = nil
        if mode != 0o666, fchmod(fd, mode) != 0 { failure = "fchmod: " + FileIO.reason(errno) }
        if failure == nil { failure = FileIO.writeAll(fd: fd, bytes) }
        if failure == nil, sync, fsync(fd) != 0 { failure = "fsync: " + FileIO.reason(errno) }
        if close(fd) != 0, failure == nil { failure = "close: " + FileIO.reason(errno) }
        if let failure {
            staged.remove()
            throw .writeFailed(path: target.path, reason: failure)
        }
        return staged
    }

    /// Removes the stale temporaries of every path in `paths` (".NAME.tmp-PID-*" beside it
    /// whose PID is not running), reading each directory once, not once a path.
    package static func removeStaleTemporaries(of paths: [String]) {
        var targets: [Target] = []
        for p in paths { if let t = try? Target(path: p) { targets.append(t) } }
        removeStaleTemporaries(of: targets)
    }

    /// removeStaleTemporaries(of:) for targets: each distinct folder read once.
    package static func removeStaleTemporaries(of targets: [Target]) {
        var names: [[UInt64]: (ConfinedFolder, Set<[UInt8]>)] = [:]
        for t in targets {
            let (device, inode) = t.folder.identity
            names[[device, inode], default: (t.folder, [])].1.insert(t.name)
        }
        for (_, (folder, set)) in names { removeStaleTemporaries(in: folder, names: set) }
    }

    /// Removes ".NAME.tmp-PID-*" in `folder`, for each NAME in `names`, whose PID is not
    /// running (best effort). Only those targets' temporaries are considered, and only regular
    /// files. An entry is looked at as bytes: in a batch's folder almost none has the form.
    static func removeStaleTemporaries(in folder: ConfinedFolder, names: Set<[UInt8]>) {
        guard !names.isEmpty, let entries = try? folder.list() else { return }
        let me = getpid()
        for (entry, kind) in entries where kind == S_IFREG && entry.first == UInt8(ascii: ".") {
            guard entry.withUnsafeBytes({ staleTemporaryName($0[...], names: names, notOf: me) }) else { continue }
            _ = ConfinedFolder.withName(entry) { unlinkat(folder.fd, $0, 0) }
        }
    }

    /// Whether the entry is ".NAME.tmp-PID-..." for a NAME in `names` and a PID (not `me`) that
    /// is not running; every ".tmp-" in the entry is tried as the end of NAME.
    static func staleTemporaryName(_ bytes: Slice<UnsafeRawBufferPointer>, names: Set<[UInt8]>, notOf me: pid_t) -> Bool {
        let dash = UInt8(ascii: "-")
        var i = bytes.startIndex + 1
        while i + 5 <= bytes.endIndex {
            defer { i += 1 }
            // ".tmp-" at i.
            guard bytes[i] == UInt8(ascii: "."), bytes[i + 1] == UInt8(ascii: "t"), bytes[i + 2] == UInt8(ascii: "m"),
                  bytes[i + 3] == UInt8(ascii: "p"), bytes[i + 4] == dash else { continue }
            // PID digits, then "-".
            var j = i + 5, pid: Int64 = 0
            while j < bytes.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[j]), pid <= Int64(Int32.max) {
                pid = pid * 10 + Int64(bytes[j] - UInt8(ascii: "0")); j += 1
            }
            guard j > i + 5, j < bytes.endIndex, bytes[j] == dash, pid > 0, pid <= Int64(Int32.max) else { continue }
            guard names.contains(Array(bytes[(bytes.startIndex + 1)..<i])), pid_t(pid) != me,
                  kill(pid_t(pid), 0) != 0, errno == ESRCH else { continue }
            return true
        }
        return false
    }
}
