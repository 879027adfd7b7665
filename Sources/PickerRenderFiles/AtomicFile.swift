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
// - Each file descriptor opened here is closed on every path.
// - Errors are FileError.readFailed / .writeFailed naming the path and the system's reason.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

package enum AtomicFile {
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
        let staged = try stageAll(files, sweep: sweep, sync: durable)
        try renameInOrder(staged[...])
        // Each directory once: the renames into one directory are made durable by one sync.
        if durable { syncDirectories(of: staged.map(\.path)) }
    }

    /// A set of files and its completion marker (a batch's index files and manifest), in one
    /// round of syncs: every temporary is written and synced, `files` are renamed into place, the
    /// directories of `files` and of `durable` (files renamed earlier whose renames are not yet
    /// durable: the batch's outputs) are synced once each, and only then is `marker` renamed and
    /// its directory synced. So the marker is never in place before everything else is durable,
    /// a failure before the renames changes no target, and a folder is synced twice in all (it
    /// was three times: after the outputs, the index files and the manifest). The temporaries
    /// are synced one after another: on this machine's disk three syncs at once took as long as
    /// in turn (0.45 ms each together, 0.25 ms alone). The paths must be distinct.
    package static func write(_ files: [(path: String, bytes: [UInt8])], marker: (path: String, bytes: [UInt8]),
                              after durable: [String] = []) throws(FileError) {
        let staged = try stageAll(files + [marker])
        try renameInOrder(staged.dropLast(), thenRemoving: [staged.last!.temp])
        syncDirectories(of: durable + files.map(\.path))
        try renameInOrder(staged.suffix(1))
        syncDirectories(of: [marker.path])
    }

    /// Every file's temporary, written and synced; on a failure the ones made are removed.
    private static func stageAll(_ files: [(path: String, bytes: [UInt8])], sweep: Bool = true, sync: Bool = true) throws(FileError) -> [(temp: String, path: String)] {
        precondition(Set(files.map(\.path)).count == files.count, "AtomicFile.write: a path given twice")
        var staged: [(temp: String, path: String)] = []
        do {
            for (path, bytes) in files { staged.append((try stage(bytes, for: path, sync: sync, sweep: sweep), path)) }
        } catch {
            for s in staged { unlink(s.temp) }
            throw error
        }
        return staged
    }

    /// Renames each temporary over its path in order; on a failure the temporaries not renamed
    /// yet, and `others`, are removed.
    private static func renameInOrder(_ staged: ArraySlice<(temp: String, path: String)>, thenRemoving others: [String] = []) throws(FileError) {
        for (k, s) in zip(staged.indices, staged) where rename(s.temp, s.path) != 0 {
            let reason = FileIO.reason(errno)
            for rest in staged[k...] { unlink(rest.temp) }
            for o in others { unlink(o) }
            throw .writeFailed(path: s.path, reason: reason)
        }
    }

    /// A file written to its temporary, not yet synced nor in place (see `commit`). For the
    /// batch's committer, in this package; users write with `write`.
    package struct PendingFile: Sendable {
        package let temporary: String
        package let path: String
    }

    /// Writes `bytes` to a new temporary beside `path` (the checks of `write`), without the
    /// sync: `commit` does that, and the rename. `sweep` as in write(_:sweep:).
    package static func prepare(_ bytes: [UInt8], for path: String, sweep: Bool = true) throws(FileError) -> PendingFile {
        PendingFile(temporary: try stage(bytes, for: path, sync: false, sweep: sweep), path: path)
    }

    /// Syncs a prepared temporary, then renames it over its path; on failure the temporary is
    /// removed and the path untouched. The directory is not synced (`syncDirectories`).
    package static func commit(_ file: PendingFile) throws(FileError) {
        let fd = open(file.temporary, O_RDONLY | O_CLOEXEC)
        var failure: String? = fd < 0 ? "open: " + FileIO.reason(errno) : nil
        if fd >= 0 {
            if fsync(fd) != 0 { failure = "fsync: " + FileIO.reason(errno) }
            close(fd)
        }
        if failure == nil, rename(file.temporary, file.path) != 0 { failure = FileIO.reason(errno) }
        if let failure {
            unlink(file.temporary)
            throw .writeFailed(path: file.path, reason: failure)
        }
    }

    /// Syncs each distinct directory of `paths` once (best effort), making renames durable.
    package static func syncDirectories(of paths: [String]) {
        var synced = Set<String>()
        for p in paths {
            let directory = FileIO.split(p).directory
            if synced.insert(directory).inserted { FileIO.syncDirectory(directory) }
        }
    }

    /// The temporary for `path`, written and (unless `sync` is false) synced; removed again on failure.
    static func stage(_ bytes: [UInt8], for path: String, sync: Bool = true, sweep: Bool = true) throws(FileError) -> String {
        precondition(!path.isEmpty, "AtomicFile.write: empty path")
        let (directory, name) = FileIO.split(path)
        guard !name.isEmpty else { throw .writeFailed(path: path, reason: "the path names a directory") }

        var info = stat()
        var mode: mode_t = 0o666
        // Replacing a regular file keeps its permission bits; nothing else is replaced.
        if lstat(path, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFREG else {
                throw .writeFailed(path: path, reason: "it is \(FileIO.kind(info.st_mode)); only a regular file is replaced")
            }
            mode = info.st_mode & 0o7777
        }
        if sweep { removeStaleTemporaries(directory: directory, names: [name]) }

        // Create the temporary file; retry on a name collision.
        let prefix = "." + name + ".tmp-\(getpid())-"
        var tempPath = ""
        var fd: Int32 = -1
        for _ in 0..<16 {
            tempPath = directory + "/" + prefix + String(UInt64.random(in: 0...UInt64.max), radix: 36)
            fd = open(tempPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw .writeFailed(path: path, reason: FileIO.reason(errno, in: directory)) }

        var failure: String? = nil
        if mode != 0o666, fchmod(fd, mode) != 0 { failure = "fchmod: " + FileIO.reason(errno) }
        if failure == nil { failure = FileIO.writeAll(fd: fd, bytes) }
        if failure == nil, sync, fsync(fd) != 0 { failure = "fsync: " + FileIO.reason(errno) }
        if close(fd) != 0, failure == nil { failure = "close: " + FileIO.reason(errno) }
        if let failure {
            unlink(tempPath)
            throw .writeFailed(path: path, reason: failure)
        }
        return tempPath
    }

    /// Removes the stale temporaries of every path in `paths` (".NAME.tmp-PID-*" beside it
    /// whose PID is not running), reading each directory once, not once a path.
    package static func removeStaleTemporaries(of paths: [String]) {
        var names: [String: Set<String>] = [:]
        for p in paths {
            let (directory, name) = FileIO.split(p)
            names[directory, default: []].insert(name)
        }
        for (directory, set) in names { removeStaleTemporaries(directory: directory, names: set) }
    }

    /// Removes ".NAME.tmp-PID-*" in `directory`, for each NAME in `names`, whose PID is not
    /// running (best effort). Only those targets' temporaries are considered, and only regular
    /// files. An entry is looked at as bytes, and made a String only when it has the form: in a
    /// batch's folder almost none has.
    static func removeStaleTemporaries(directory: String, names: Set<String>) {
        guard !names.isEmpty, let dir = opendir(directory) else { return }
        defer { closedir(dir) }
        let me = getpid()
        while let entry = readdir(dir) {
            let stale = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                let bytes = raw.prefix { $0 != 0 }
                return bytes.first == UInt8(ascii: ".") ? staleTemporaryName(bytes, names: names, notOf: me) : nil
            }
            guard let stale else { continue }
            let full = directory + "/" + stale
            var info = stat()
            if lstat(full, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG { unlink(full) }
        }
    }

    /// The entry's name when it is ".NAME.tmp-PID-..." for a NAME in `names` and a PID (not
    /// `me`) that is not running; every ".tmp-" in the entry is tried as the end of NAME.
    static func staleTemporaryName(_ bytes: Slice<UnsafeRawBufferPointer>, names: Set<String>, notOf me: pid_t) -> String? {
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
            let name = String(decoding: bytes[(bytes.startIndex + 1)..<i], as: UTF8.self)
            guard names.contains(name), pid_t(pid) != me, kill(pid_t(pid), 0) != 0, errno == ESRCH else { continue }
            return String(decoding: bytes, as: UTF8.self)
        }
        return nil
    }
}
