// FontFile: the bytes of one font file, read with POSIX calls so that the errors can tell
// "missing" from "unreadable". The buffer is allocated here and freed only by `free()`, which
// TextEngine calls in deinit after every FreeType and HarfBuzz object using it is gone (or,
// for the built-in faces' bytes shared process-wide, SharedFontFile when no engine holds it).
// The file is opened non-blocking and its type checked before a byte is read: a FIFO at a font's
// path (open(2) would wait for a writer) or a device is refused at once (.notAFont, "not a
// regular file"): the directory is wrong, which is bad input, not an I/O failure.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct FontFile {
    let path: String
    let bytes: UnsafeMutableRawBufferPointer

    static func load(path: String, minimumSize: Int = 12) throws(TextError) -> FontFile {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        if fd < 0 {
            let err = errno
            if err == ENOENT || err == ENOTDIR { throw .missing(path: path) }
            throw .unreadable(path: path, reason: String(cString: strerror(err)))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw .notAFont(path: path, reason: "not a regular file")
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        let size = Int(info.st_size)
        // A font smaller than its table directory cannot be real; refuse before allocating.
        guard size >= minimumSize else { throw .notAFont(path: path, reason: "only \(size) bytes") }
        // 256 MB is far beyond any face we ship; a larger file is not one of ours.
        guard size <= 256 << 20 else { throw .notAFont(path: path, reason: "\(size) bytes is too large") }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(size, 1), alignment: 16)
        var done = 0
        while done < size {
            let n = read(fd, buffer.baseAddress! + done, size - done)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 {
                let why = n < 0 ? String(cString: strerror(errno)) : "file shrank while reading"
                buffer.deallocate()
                throw .unreadable(path: path, reason: why)
            }
            done += n
        }
        return FontFile(path: path, bytes: UnsafeMutableRawBufferPointer(rebasing: buffer[0..<size]))
    }

    func free() { bytes.deallocate() }
}
