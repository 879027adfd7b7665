// ConfinedFolder: an open folder inside which files named by data (manifests, snapshot entries,
// batch specs, names read from disk) are read, written, renamed and removed, and never outside.
// Design and invariants:
// - It holds an open descriptor of its folder. The folder itself is the one a user named (a
//   `--out`, an artifacts folder): symbolic links in that path are followed as the user wrote
//   them. Everything below it is named by a RelativePath (plain components only) and reached one
//   component at a time relative to the parent's descriptor (openat with O_NOFOLLOW |
//   O_DIRECTORY, mkdirat, fstatat with AT_SYMLINK_NOFOLLOW, renameat, unlinkat): a symbolic link
//   at any component is refused, never followed, so a link planted in a shard or artifacts
//   folder cannot lead a read or a write elsewhere. Renaming the folder away while it is open
//   does not move where writes go either: they follow the descriptor.
// - Files are opened with O_NONBLOCK and O_NOFOLLOW, then must be regular (fstat) before a byte
//   is read, and no larger than the caller's limit: a FIFO cannot block, a device or a huge file
//   cannot exhaust memory.
// - Writes go through AtomicFile's targets: a temporary beside the file, synced, renameat over
//   it; only a regular file or nothing is replaced (a link, FIFO, device or folder there is
//   refused and left as it is). Removal unlinks only a regular file.
// - Folders made for a path that then fails (a name too long, a file in the way) are removed
//   again, innermost first, so a failure leaves no empty folders behind.
// - `lock` takes flock(LOCK_EX | LOCK_NB) on the folder's own descriptor: no lock file is left
//   behind, and the lock ends with the descriptor (a killed process never leaves it held).
// - Each descriptor opened here is closed on every path; the folder's own closes when the
//   value goes.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

package final class ConfinedFolder: Sendable {
    /// How messages name the folder: the path it was opened at, and the relative path below it.
    package let path: String
    /// The open folder (O_RDONLY | O_DIRECTORY).
    let fd: Int32

    private init(fd: Int32, path: String) {
        self.fd = fd
        self.path = path
    }

    deinit { close(fd) }

    /// Opens the folder at `path`, a path the user gave (symbolic links in it are followed);
    /// with `create`, makes the folders that are missing (and removes them again on failure).
    package convenience init(path: String, create: Bool = false) throws(FileError) {
        precondition(!path.isEmpty, "ConfinedFolder: empty path")
        let base = open(path.hasPrefix("/") ? "/" : ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard base >= 0 else { throw .readFailed(path: path, reason: FileIO.reason(errno)) }
        defer { close(base) }
        let parts = path.utf8.split(separator: UInt8(ascii: "/")).map(Array.init).filter { $0 != [UInt8(ascii: ".")] }
        let fd = try Self.descend(from: base, parts[...], follow: true, create: create, shown: path, root: "")
        self.init(fd: fd, path: path)
    }

    /// How messages name `relative` here.
    package func shown(_ relative: RelativePath) -> String { Self.join(path, relative.description) }

    static func join(_ folder: String, _ rest: String) -> String {
        rest.isEmpty ? folder : folder.hasSuffix("/") ? folder + rest : folder + "/" + rest
    }

    /// The subfolder at `relative`, made (with the folders above it) when `create` and missing.
    package func folder(_ relative: RelativePath, create: Bool = false) throws(FileError) -> ConfinedFolder {
        try folder(relative.components[...], create: create)
    }

    /// The folder holding `relative`'s last component.
    package func parent(of relative: RelativePath, create: Bool = false) throws(FileError) -> ConfinedFolder {
        relative.folders.isEmpty ? self : try folder(relative.folders, create: create)
    }

    private func folder(_ components: ArraySlice<[UInt8]>, create: Bool) throws(FileError) -> ConfinedFolder {
        let shownPath = Self.join(path, RelativePath.show(Array(components)))
        let child = try Self.descend(from: fd, components, follow: false, create: create, shown: shownPath, root: path)
        return ConfinedFolder(fd: child, path: shownPath)
    }

    /// The type bits (S_IFREG, S_IFDIR, S_IFLNK, ...) of what is at `relative`, not following a
    /// link; nil when nothing is there. A folder above it that is missing is nil too; one that is
    /// a link or not a folder is an error.
    package func kind(of relative: RelativePath) throws(FileError) -> mode_t? {
        if relative.folders.isEmpty { return try kind(name: relative) }
        guard let child = try Self.descend(from: fd, relative.folders, follow: false, create: false,
                                           shown: Self.join(path, RelativePath.show(Array(relative.folders))), root: path,
                                           nilWhenMissing: true) else { return nil }
        return try ConfinedFolder(fd: child, path: "").kind(name: relative, shownAs: shown(relative))
    }

    private func kind(name relative: RelativePath, shownAs: String? = nil) throws(FileError) -> mode_t? {
        let parent = self
        var info = stat()
        if Self.withName(relative.name, { fstatat(parent.fd, $0, &info, AT_SYMLINK_NOFOLLOW) }) != 0 {
            if errno == ENOENT { return nil }
            throw .readFailed(path: shownAs ?? shown(relative), reason: FileIO.reason(errno))
        }
        return info.st_mode & S_IFMT
    }

    /// The regular file at `relative` opened for reading (blocking again; the caller closes it)
    /// and its size; anything but a regular file is refused before a byte is read.
    package func opened(_ relative: RelativePath) throws(FileError) -> (fd: Int32, size: UInt64) {
        let parent = try self.parent(of: relative)
        let fd = Self.withName(relative.name) { openat(parent.fd, $0, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC) }
        guard fd >= 0 else {
            let code = errno
            if code == ELOOP { throw .readFailed(path: shown(relative), reason: "it is a symbolic link, which is not followed here") }
            throw .readFailed(path: shown(relative), reason: FileIO.reason(code))
        }
        do { return (fd, try FileIO.regularSize(fd: fd, path: shown(relative))) } catch {
            close(fd)
            throw error
        }
    }

    /// The whole regular file at `relative`, refused (before it is read) when larger than `limit`.
    package func read(_ relative: RelativePath, limit: Int) throws(FileError) -> [UInt8] {
        let (fd, size) = try opened(relative)
        defer { close(fd) }
        guard size <= UInt64(limit) else {
            throw .readFailed(path: shown(relative), reason: "it is \(size) bytes, more than the \(limit) allowed")
        }
        return try FileIO.readAll(fd: fd, size: Int(size), path: shown(relative))
    }

    /// Where AtomicFile writes `relative`: its folder (made when `create`) and its name.
    package func target(_ relative: RelativePath, create: Bool = true) throws(FileError) -> AtomicFile.Target {
        let parent: ConfinedFolder
        do { parent = try self.parent(of: relative, create: create) } catch {
            if case .readFailed(let p, let r) = error { throw .writeFailed(path: p, reason: r) }
            throw error
        }
        return AtomicFile.Target(folder: parent, name: relative.name, path: shown(relative))
    }

    /// Replaces (or creates) the regular file at `relative` with `bytes`, atomically and synced.
    package func write(_ relative: RelativePath, _ bytes: [UInt8], sweep: Bool = true) throws(FileError) {
        try AtomicFile.write(targets: [(try target(relative), bytes)], sweep: sweep)
    }

    /// Removes the regular file at `relative`; nothing else is removed (a folder, a link or a
    /// FIFO there is an error). Returns false when nothing was there.
    @discardableResult
    package func removeFile(_ relative: RelativePath) throws(FileError) -> Bool {
        guard let kind = try kind(of: relative) else { return false }
        guard kind == S_IFREG else {
            throw .writeFailed(path: shown(relative), reason: "it is \(FileIO.kind(kind)); only a regular file is removed")
        }
        let parent = try self.parent(of: relative)
        guard Self.withName(relative.name, { unlinkat(parent.fd, $0, 0) }) == 0 else {
            throw .writeFailed(path: shown(relative), reason: FileIO.reason(errno))
        }
        return true
    }

    /// Renames the regular file `from` to `to` (both here; `to`'s folders made), replacing only a
    /// regular file or nothing at `to`.
    package func renameFile(_ from: RelativePath, to: RelativePath) throws(FileError) {
        guard try kind(of: from) == S_IFREG else {
            throw .writeFailed(path: shown(from), reason: "it is not a regular file")
        }
        let source = try parent(of: from)
        let destination = try target(to)
        _ = try destination.checkReplaceable()
        let done = Self.withName(from.name) { f in Self.withName(to.name) { renameat(source.fd, f, destination.folder.fd, $0) } }
        guard done == 0 else { throw .writeFailed(path: shown(to), reason: FileIO.reason(errno)) }
    }

    /// The names in this folder (not `.` and `..`), as bytes, with their type bits (not
    /// following links). In no particular order.
    package func list() throws(FileError) -> [(name: [UInt8], kind: mode_t)] {
        let copy = dup(fd)
        guard copy >= 0, let dir = fdopendir(copy) else {
            let code = errno
            if copy >= 0 { close(copy) }
            throw .readFailed(path: path, reason: FileIO.reason(code))
        }
        defer { closedir(dir) }
        rewinddir(dir)
        var out: [(name: [UInt8], kind: mode_t)] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            // The entry's own type when the file system gives it (no stat per file), else fstatat.
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): out.append((name, S_IFREG))
            case Int32(DT_DIR): out.append((name, S_IFDIR))
            case Int32(DT_LNK): out.append((name, S_IFLNK))
            default:
                var info = stat()
                if Self.withName(name, { fstatat(fd, $0, &info, AT_SYMLINK_NOFOLLOW) }) == 0 { out.append((name, info.st_mode & S_IFMT)) }
            }
        }
        return out
    }

    /// Takes an exclusive flock on the folder without waiting; false when another process (or
    /// another descriptor of this one) holds it. It lasts as long as this value.
    package func lock() throws(FileError) -> Bool {
        while true {
            if flock(fd, LOCK_EX | LOCK_NB) == 0 { return true }
            if errno == EINTR { continue }
            if errno == EWOULDBLOCK { return false }
            throw .writeFailed(path: path, reason: "flock: " + FileIO.reason(errno))
        }
    }

    /// Syncs the folder (best effort): renames into it become durable.
    package func sync() { _ = fsync(fd) }

    /// The device and inode of the folder: one identity however it was reached.
    var identity: (UInt64, UInt64) {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return (0, UInt64(fd)) }
        return (UInt64(info.st_dev), UInt64(info.st_ino))
    }

    static func withName<T>(_ name: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T {
        (name + [0]).withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) } }
    }

    /// A descriptor of the folder `components` below `base`: each opened relative to the one
    /// before, with O_NOFOLLOW unless `follow`, made when `create` and missing. On failure the
    /// folders made here are removed again (innermost first) and the error names the component.
    static func descend(from base: Int32, _ components: ArraySlice<[UInt8]>, follow: Bool, create: Bool,
                        shown: String, root: String) throws(FileError) -> Int32 {
        try descend(from: base, components, follow: follow, create: create, shown: shown, root: root, nilWhenMissing: false)!
    }

    /// descend, returning nil (not an error) when a component is missing and `nilWhenMissing`.
    static func descend(from base: Int32, _ components: ArraySlice<[UInt8]>, follow: Bool, create: Bool,
                        shown: String, root: String, nilWhenMissing: Bool) throws(FileError) -> Int32? {
        var chain: [Int32] = [dup(base)]
        var made: [(parent: Int, name: [UInt8])] = []
        func fail(_ reason: String, at k: Int) -> FileError {
            // Remove what was made, innermost first, then close every descriptor but none returned.
            for m in made.reversed() { _ = withName(m.name) { unlinkat(chain[m.parent], $0, AT_REMOVEDIR) } }
            for d in chain { close(d) }
            let here = join(root, RelativePath.show(Array(components.prefix(k - components.startIndex + 1))))
            let text = here == shown ? reason : "\(here): \(reason)"
            return create ? .writeFailed(path: shown, reason: text) : .readFailed(path: shown, reason: text)
        }
        guard chain[0] >= 0 else { throw fail(FileIO.reason(errno), at: components.startIndex) }
        let flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC | (follow ? 0 : O_NOFOLLOW)
        for k in components.indices {
            let name = components[k], parent = chain[chain.count - 1]
            var next = withName(name) { openat(parent, $0, flags) }
            if next < 0, errno == ENOENT, create {
                if withName(name, { mkdirat(parent, $0, 0o777) }) == 0 {
                    made.append((chain.count - 1, name))
                } else if errno != EEXIST {
                    throw fail(FileIO.reason(errno), at: k)
                }
                next = withName(name) { openat(parent, $0, flags) }
            }
            if next < 0 {
                let code = errno
                if code == ENOENT, nilWhenMissing, !create {
                    for d in chain { close(d) }
                    return nil
                }
                var info = stat()
                if code == ELOOP || code == ENOTDIR, withName(name, { fstatat(parent, $0, &info, AT_SYMLINK_NOFOLLOW) }) == 0 {
                    throw fail("it is \(FileIO.kind(info.st_mode)), not a folder" + ((info.st_mode & S_IFMT) == S_IFLNK ? " (links are not followed here)" : ""), at: k)
                }
                throw fail(FileIO.reason(code), at: k)
            }
            chain.append(next)
        }
        let result = chain.removeLast()
        for d in chain { close(d) }
        return result
    }
}
