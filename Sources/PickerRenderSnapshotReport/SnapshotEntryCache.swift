// SnapshotEntryCache: the run directory's entries as last decoded, by file, so that rewriting
// the report after every `verify` decodes only the entries that changed since. Without it each
// publish read and decoded every entry of the run: quadratic in a suite's size (a publish over
// 1000 entries took about 40 ms, so a 1000-reference suite spent some 20 s in them).
// Invariants:
// - An entry file is only ever replaced by rename (AtomicFile), never written in place, so a
//   file whose device, inode, size, mtime and ctime are what they were when it was decoded
//   holds the bytes that were decoded. ctime cannot be set by a user (unlike mtime).
// - Racy stamps: file times come from a coarse clock, so a file replaced within one tick of
//   the previous version could keep its times. A file whose ctime is less than `settle` old
//   when it is read is decoded but not kept; once kept, any replacement has a ctime later than
//   that by at least `settle` (the clock going back aside), so its stamp differs.
// - A file decoded is stamped with fstat on the descriptor it is read from: stamp and bytes
//   are of the same file even if it is replaced meanwhile. A kept one is checked by stat of
//   its path: equal stamps, the same file.
// - Of a scanned folder, only the files seen in its latest scan are kept (a new run empties the
//   run directory; so does the cache, at its next scan); other folders' files are left alone.
// - A file is opened with O_NONBLOCK | O_NOFOLLOW and decoded only when it is a regular file of
//   at most 1 MB: a FIFO, a link or a huge file among the entries is skipped, never waited on.
// - Two scans at once may each keep only their own result: a lost entry costs one decode
//   later, never a wrong entry.

import Foundation
import PickerRenderFiles
import PickerRenderLocking
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

final class SnapshotEntryCache: Sendable {
    /// How old a file's ctime must be for its stamp to be trusted: coarse file times tick
    /// every 1 to 4 ms on Linux (the kernel's tick), so 20 ms is five ticks or more. A file
    /// system whose times tick slower (FAT's 2 s) has no inode numbers to reuse either.
    static let settle: Int64 = 20_000_000   // ns

    struct Stamp: Equatable {
        var device: UInt64, inode: UInt64, size: Int64
        var mtime: Int64, ctime: Int64   // ns since the epoch

        init(_ s: stat) {
            let f = FileStamp(s)
            device = f.device; inode = f.inode; size = f.size
            mtime = f.modifiedNanoseconds; ctime = f.changedNanoseconds
        }
    }

    private let kept = Locked<[String: (stamp: Stamp, entry: SnapshotEntry)]>([:])

    /// One scan of the folder `root`: every `*.json` file under it, at any depth (symbolic
    /// links are not followed into folders), decoded unless its kept entry is still current;
    /// keeps what it may and forgets the folder's files not seen. Files that cannot be read or
    /// decoded are left out. In no particular order.
    /// The walk reads each folder with readdir and stats a file relative to its folder's
    /// descriptor: FileManager's enumerator (a stat and objects for every item) was 18 % of a
    /// publish over 1000 entries, and a stat of each file by its full path 9 % more (perf).
    func entries(in root: String, now: Int64 = SnapshotEntryCache.realtimeNanos()) -> [SnapshotEntry] {
        let before = kept.withLock { $0 }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        var next = before.filter { !$0.key.hasPrefix(prefix) }
        var out: [SnapshotEntry] = []
        var pending = [root]
        while let folder = pending.popLast() {
            guard let d = opendir(folder) else { continue }
            defer { closedir(d) }
            let fd = dirfd(d)
            while let item = readdir(d) {
                let name = withUnsafeBytes(of: item.pointee.d_name) { raw in
                    String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                let path = folder + "/" + name
                var isFolder = item.pointee.d_type == UInt8(DT_DIR)
                if item.pointee.d_type == UInt8(DT_UNKNOWN) {
                    var s = stat()
                    guard fstatat(fd, name, &s, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
                    isFolder = (s.st_mode & S_IFMT) == S_IFDIR
                }
                if isFolder { pending.append(path); continue }
                guard name.hasSuffix(".json") else { continue }
                // A kept entry is checked with a stat alone; a file is opened only to be decoded.
                var s = stat()
                if let hit = before[path], fstatat(fd, name, &s, AT_SYMLINK_NOFOLLOW) == 0, Stamp(s) == hit.stamp {
                    next[path] = hit
                    out.append(hit.entry)
                    continue
                }
                // Not through a link, never waiting on a FIFO, and no larger than an entry can be.
                let file = openat(fd, name, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
                guard file >= 0 else { continue }
                defer { close(file) }
                guard fstat(file, &s) == 0, (s.st_mode & S_IFMT) == S_IFREG, s.st_size <= SnapshotRunDirectory.maximumEntryBytes,
                      let data = try? FileHandle(fileDescriptor: file, closeOnDealloc: false).readToEnd(),
                      let entry = try? JSONDecoder().decode(SnapshotEntry.self, from: data) else { continue }
                let stamp = Stamp(s)
                if now - stamp.ctime >= Self.settle { next[path] = (stamp, entry) }
                out.append(entry)
            }
        }
        kept.withLock { $0 = next }
        return out
    }

    /// How many files the cache holds (tests).
    var count: Int { kept.withLock { $0.count } }

    static func realtimeNanos() -> Int64 {
        var t = timespec()
        clock_gettime(CLOCK_REALTIME, &t)
        return Int64(t.tv_sec) * 1_000_000_000 + Int64(t.tv_nsec)
    }
}
