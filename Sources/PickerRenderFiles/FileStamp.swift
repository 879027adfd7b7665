// FileStamp: a file's identity as stat(2) gives it (size, modification time to the nanosecond,
// inode, device, status change time), the one place that knows where each C library keeps the modification time: Glibc and
// Musl name it `st_mtim`, Darwin `st_mtimespec`. Caches use it to notice a file replaced or
// rewritten since they read it.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

package struct FileStamp: Hashable, Sendable {
    package var size: Int64
    package var seconds: Int64
    package var nanoseconds: Int64
    package var inode: UInt64
    package var device: UInt64
    /// Status change time (ns since the epoch): a rename over the file or a chmod moves it.
    package var changedNanoseconds: Int64

    package init(_ info: stat) {
        size = Int64(info.st_size)
        #if canImport(Darwin)
        seconds = Int64(info.st_mtimespec.tv_sec)
        nanoseconds = Int64(info.st_mtimespec.tv_nsec)
        changedNanoseconds = Int64(info.st_ctimespec.tv_sec) &* 1_000_000_000 &+ Int64(info.st_ctimespec.tv_nsec)
        #else
        seconds = Int64(info.st_mtim.tv_sec)
        nanoseconds = Int64(info.st_mtim.tv_nsec)
        changedNanoseconds = Int64(info.st_ctim.tv_sec) &* 1_000_000_000 &+ Int64(info.st_ctim.tv_nsec)
        #endif
        inode = UInt64(info.st_ino)
        device = UInt64(info.st_dev)
    }

    /// The stamp of the file at `path`, following links; nil when it cannot be stat'ed.
    package init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// "seconds.nanoseconds", for keys written as text.
    package var modified: String { "\(seconds).\(nanoseconds)" }
    /// Nanoseconds since the epoch.
    package var modifiedNanoseconds: Int64 { seconds &* 1_000_000_000 &+ nanoseconds }
}
