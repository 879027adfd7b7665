// FontLock: Fonts/fonts.lock, the pins of every fallback face (docs/architecture.md §14). A line is
// `sha256 size path package version`; a relative path is below the fonts directory, an absolute
// one is a file installed from a Debian package. Invariant: no fallback face is used unless
// its bytes hash to the pinned digest, so output never depends on what else a machine has.
// Hashing is Nettle's SHA-256 over the very bytes FreeType is then given (no second read).
// Measured: NotoSansCJK-Regular.ttc (19.5 MB) hashes in about 0.06 s; it is hashed only when a
// CJK character first needs it, never for Latin text.

import PickerRenderFiles
import PickerRenderLocking
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Locks already parsed in this process, by lock path, fonts directory and the lock file's size
/// and mtime: an engine per render (one-shot use) re-reads nothing.
private let checkedLocks = Locked<[String: FontLock]>([:])

package struct FontLock: Sendable, Equatable {
    package struct Entry: Sendable, Equatable {
        package var sha256: String
        package var size: Int
        /// Absolute path (a relative one in the file is resolved against the fonts directory).
        package var path: String
        /// Debian package and version that provide the file, for the error message.
        package var package: String
    }

    package var path: String
    package var entries: [Entry]

    /// Parses the lock file at `path`; relative entries are resolved against `fontsDirectory`.
    package static func load(path: String, fontsDirectory: String) throws(TextError) -> FontLock {
        let file = try FontFile.load(path: path, minimumSize: 0)
        defer { file.free() }
        let text = String(decoding: UnsafeRawBufferPointer(file.bytes), as: UTF8.self)
        var entries: [Entry] = []
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingWhitespace()
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 3, fields[0].count == 64,
                  fields[0].allSatisfy({ $0.isHexDigit }), let size = Int(fields[1]), size > 0 else {
                throw .badLockFile(path: path, reason: "line \(number + 1) is not `sha256 size path package version`")
            }
            let file = String(fields[2])
            entries.append(Entry(sha256: fields[0].lowercased(), size: size,
                                 path: file.hasPrefix("/") ? file : fontsDirectory + "/" + file,
                                 package: fields.dropFirst(3).joined(separator: " ")))
        }
        return FontLock(path: path, entries: entries)
    }

    /// The lock of a fonts directory, parsed (cached by the lock file's size and mtime); nil when
    /// the directory has no fonts.lock (then there is no fallback). The pinned files are not
    /// looked at here: a face is found, read and checked when a character first needs it, so a
    /// machine without, say, the CJK faces draws Latin text all the same.
    static func checked(lockPath: String, fontsDirectory: String) throws(TextError) -> FontLock? {
        var info = stat()
        guard stat(lockPath, &info) == 0 else { return nil }
        let key = "\(lockPath)\u{0}\(fontsDirectory)\u{0}\(info.st_size)\u{0}\(FileStamp(info).modified)"
        if let known = checkedLocks.withLock({ $0[key] }) { return known }
        let lock = try load(path: lockPath, fontsDirectory: fontsDirectory)
        checkedLocks.withLock { $0[key] = lock }
        return lock
    }

    /// The entry of a face by its file name (the last component of its pinned path).
    package func entry(named name: String) -> Entry? {
        entries.first { $0.path.hasSuffix("/" + name) || $0.path == name }
    }

    package func entry(forPath path: String) -> Entry? { entries.first { $0.path == path } }

    /// Lowercase hex SHA-256 of `bytes` (FileDigest's).
    package static func sha256(_ bytes: UnsafeRawBufferPointer) -> String { FileDigest.sha256(bytes) }

    /// Throws unless `file` is exactly the pinned bytes of `entry`.
    static func check(_ file: FontFile, against entry: Entry, lockPath: String) throws(TextError) {
        let digest = sha256(UnsafeRawBufferPointer(file.bytes))
        guard file.bytes.count == entry.size, digest == entry.sha256 else {
            throw .pinMismatch(path: entry.path, expected: entry.sha256, actual: digest,
                               lockFile: lockPath, package: entry.package)
        }
    }
}

extension Substring {
    func trimmingWhitespace() -> Substring {
        var s = self
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return s
    }
}
