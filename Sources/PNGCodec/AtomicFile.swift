// AtomicFile: replace a file's content all at once, plus the whole-file reader used by PNGCodec.
// Design and invariants:
// - write: the bytes go to a new temporary file in the target's directory (created with O_EXCL,
//   mode 0666 minus umask, or the existing target's permission bits), are fsync'ed, and the
//   temporary file is renamed over the target (atomic within one file system); the directory is
//   then fsync'ed (best effort). On any failure the temporary file is removed and the target is
//   untouched. Temporary names start with "." and contain ".tmp-".
// - Each file descriptor opened here is closed on every path (defer).
// - Errors are PNGError.readFailed / .writeFailed naming the path and the system's reason.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

public enum AtomicFile {
    public static func write(_ bytes: [UInt8], to path: String) throws(PNGError) {
        precondition(!path.isEmpty, "AtomicFile.write: empty path")
        let (directory, name) = FileIO.split(path)
        guard !name.isEmpty else { throw .writeFailed(path: path, reason: "the path names a directory") }

        var info = stat()
        var mode: mode_t = 0o666
        // Replacing a regular file keeps its permission bits. Anything else at the path (a
        // directory, say) makes rename fail below, which exercises the same cleanup path.
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG { mode = info.st_mode & 0o7777 }

        // Create the temporary file; retry on a name collision.
        var tempPath = ""
        var fd: Int32 = -1
        for _ in 0..<16 {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            tempPath = directory + "/." + name + ".tmp-" + suffix
            fd = open(tempPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw .writeFailed(path: path, reason: FileIO.reason(errno, in: directory)) }

        var failure: String? = nil
        if mode != 0o666, fchmod(fd, mode) != 0 { failure = "fchmod: " + FileIO.reason(errno) }
        if failure == nil { failure = FileIO.writeAll(fd: fd, bytes) }
        if failure == nil, fsync(fd) != 0 { failure = "fsync: " + FileIO.reason(errno) }
        if close(fd) != 0, failure == nil { failure = "close: " + FileIO.reason(errno) }
        if failure == nil, rename(tempPath, path) != 0 { failure = FileIO.reason(errno) }
        if let failure {
            unlink(tempPath)
            throw .writeFailed(path: path, reason: failure)
        }
        FileIO.syncDirectory(directory)
    }
}

/// Small POSIX helpers shared by AtomicFile and PNGCodec.read.
enum FileIO {
    /// Splits "a/b/c.png" into ("a/b", "c.png"); "c.png" into (".", "c.png"); "/c" into ("/", "c").
    static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let dir = String(path[..<slash])
        return (dir.isEmpty ? "/" : dir, String(path[path.index(after: slash)...]))
    }

    static func reason(_ code: Int32, in directory: String? = nil) -> String {
        let text = String(cString: strerror(code))
        if code == ENOENT, let directory { return "directory \(directory) does not exist (\(text))" }
        return text
    }

    /// Writes everything, retrying on EINTR and short writes. Returns an error text or nil.
    static func writeAll(fd: Int32, _ bytes: [UInt8]) -> String? {
        bytes.withUnsafeBytes { raw -> String? in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return "write: " + reason(errno)
                }
                offset += n
            }
            return nil
        }
    }

    static func syncDirectory(_ directory: String) {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if fd >= 0 { _ = fsync(fd); close(fd) }
    }

    static func readAll(path: String) throws(PNGError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .readFailed(path: path, reason: reason(errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .readFailed(path: path, reason: reason(errno)) }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw .readFailed(path: path, reason: "it is a directory") }
        var result = [UInt8]()
        if info.st_size > 0 { result.reserveCapacity(Int(info.st_size)) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .readFailed(path: path, reason: reason(errno))
            }
            if n == 0 { break }
            result.append(contentsOf: chunk[0..<n])
        }
        return result
    }
}
