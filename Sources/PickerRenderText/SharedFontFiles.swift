// SharedFontFiles: the bytes of the built-in faces (the four committed files of a fonts
// directory), read once per process and shared read-only by every engine made after, instead
// of each engine reading its own 1.4 MB. Measured: reading the four files into fresh memory was
// 95 % of making an engine (the copy and the page faults of the new buffer), and a gallery or
// batch at --jobs 2 makes two engines before drawing starts, one of them on the serial path.
// Invariants: the bytes are never written after the read (FreeType memory faces and HarfBuzz
// READONLY blobs only read them, so engines on other threads may share them); an entry is
// reused only while its file's identity (size, mtime, inode) is the one stamped around its read,
// so a changed file is read again; a SharedFontFile is freed when the last engine holding it and
// the cache have let go (an entry replaced by a newer read lives on in the engines using it).

import PickerRenderLocking

final class SharedFontFile: @unchecked Sendable {
    /// Immutable after init; freed in deinit.
    let file: FontFile
    init(_ file: FontFile) { self.file = file }
    deinit { file.free() }
}

enum SharedFontFiles {
    private static let files = Locked<[String: (stamp: FontSetKey.Stamp, shared: SharedFontFile)]>([:])

    /// The bytes of the font at `path`, read now or earlier by this process from the same file.
    static func load(path: String) throws(TextError) -> SharedFontFile {
        let stamp = EnginePool.stamp(path)
        if stamp != .missing, let known = files.withLock({ $0[path] }), known.stamp == stamp { return known.shared }
        let shared = SharedFontFile(try FontFile.load(path: path))
        // Kept only if the file was the same before and after the read.
        if stamp != .missing, EnginePool.stamp(path) == stamp { files.withLock { $0[path] = (stamp, shared) } }
        return shared
    }
}
