// FileIO: the POSIX helpers every reader and writer of files shares: splitting a path, the
// system's reason for an errno, writing all of a buffer, syncing a directory, and opening a file
// for reading that refuses anything but a regular file before a byte is read (a FIFO named as
// input would block, a device would never end). Every descriptor opened here is closed on every
// path, or handed to the caller, who closes it.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Small POSIX helpers shared by AtomicFile, the PNG reader and the readers of specs.
package enum FileIO {
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
        let code = bytes.withUnsafeBytes { writeAll(fd: fd, $0) }
        return code == 0 ? nil : "write: " + reason(code)
    }

    /// Writes everything, retrying on EINTR and short writes; on a descriptor another process
    /// made non-blocking (a shared terminal or pipe), waits with poll(2) instead of failing with
    /// EAGAIN. Returns 0, or the errno of the write that failed.
    static func writeAll(fd: Int32, _ raw: UnsafeRawBufferPointer) -> Int32 {
        var offset = 0
        while offset < raw.count {
            let n = systemWrite(fd, raw.baseAddress! + offset, raw.count - offset)
            if n < 0 {
                let code = errno
                if code == EINTR { continue }
                if code == EAGAIN || code == EWOULDBLOCK {
                    var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                    if poll(&ready, 1, -1) >= 0 || errno == EINTR { continue }
                }
                return code
            }
            offset += n
        }
        return 0
    }

    /// Opens `path` for reading without blocking (a FIFO with no writer would block open(2)),
    /// then refuses anything but a regular file before a byte is read; returns the descriptor
    /// (blocking again, caller closes) and the size.
    package static func openRegularFile(_ path: String) throws(FileError) -> (fd: Int32, size: UInt64) {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw .readFailed(path: path, reason: reason(errno)) }
        do { return (fd, try regularSize(fd: fd, path: path)) } catch {
            close(fd)
            throw error
        }
    }

    /// The size of the file open at `fd` (opened with O_NONBLOCK, which is cleared here), or an
    /// error when it is not a regular file. The caller closes `fd` either way.
    static func regularSize(fd: Int32, path: String) throws(FileError) -> UInt64 {
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .readFailed(path: path, reason: reason(errno)) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw .readFailed(path: path, reason: "it is \(kind(info.st_mode)), not a regular file")
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return UInt64(info.st_size)
    }

    /// A small input file (a spec, a values list) read whole: opened without blocking, refused
    /// unless regular, and refused when larger than `limit` before anything is read, so a FIFO,
    /// a device or /dev/zero named as input can neither hang nor exhaust memory.
    /// Returns nil when the file is larger than `limit`.
    package static func readRegularFile(_ path: String, limit: Int) throws(FileError) -> [UInt8]? {
        let (fd, size) = try openRegularFile(path)
        defer { close(fd) }
        guard size <= UInt64(limit) else { return nil }
        return try readAll(fd: fd, size: Int(size), path: path)
    }

    /// Up to `size` bytes from `fd` (fewer if the file shrank while being read: what was there).
    static func readAll(fd: Int32, size: Int, path: String) throws(FileError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: size)
        var count = 0
        while count < bytes.count {
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, $0.count - count) }
            if n < 0 && errno == EINTR { continue }
            guard n >= 0 else { throw .readFailed(path: path, reason: reason(errno)) }
            if n == 0 { break }
            count += n
        }
        return Array(bytes.prefix(count))
    }

    /// "a directory", "a FIFO", ... for messages.
    package static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        case S_IFREG: return "a regular file"
        default: return "a special file"
        }
    }
}

/// write(2) by its C library's name (`FileIO.writeAll` shadows the bare name).
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(fd, buffer, count)
    #elseif canImport(Musl)
    Musl.write(fd, buffer, count)
    #elseif canImport(Darwin)
    Darwin.write(fd, buffer, count)
    #endif
}
