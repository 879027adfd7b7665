// FontInventory: every face a fonts directory draws with (docs/architecture.md §14): the four
// built-in substitutes for SF Pro, and each fallback face its fonts.lock pins, with where the file
// is, its digest and its state here (present, missing, or different from its pin). It is what
// `picker-render fonts` lists and what a font pack copies.
// The font set's identity is a digest over each face's file name and digest (the built-ins'
// actual bytes, the fallbacks' pins), not over paths: a font pack made from a directory has the
// identity of that directory, and draws the same bytes. A fallback face's own bytes are hashed
// only when its state is asked for (`checkingFallbacks`): the CJK faces are 40 MB.

import PickerRenderFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

package struct FontInventory: Sendable, Equatable {
    package enum State: String, Sendable {
        case present, missing, different
        /// A fallback face whose bytes were not read (its state was not asked for).
        case unchecked
    }

    package struct Face: Sendable, Equatable {
        /// The name the face is known by: a built-in's path below the directory, a fallback's file name.
        package var name: String
        package var path: String
        package var size: Int
        /// The built-in's digest, or the fallback's pinned digest.
        package var sha256: String
        /// The digest found, when it differs from the pinned one.
        package var actualSHA256: String?
        /// "bundled" for the built-ins, else the Debian package and version the lock names.
        package var package: String
        package var state: State
        package var isBuiltIn: Bool
    }

    package var directory: String
    /// The lock file's first lines say a font pack wrote it (`FontInventory.packHeader`).
    package var isPack: Bool
    package var faces: [Face]

    /// The first line of a font pack's fonts.lock.
    package static let packHeader = "# PickerRender font pack"

    /// The set's identity: 16 hex digits of a digest over the faces' names and digests.
    package var identity: String {
        let lines = faces.map { "\($0.sha256) \($0.name.split(separator: "/").last.map(String.init) ?? $0.name)" }.sorted()
        return String(FileDigest.sha256(Array(lines.joined(separator: "\n").utf8)).prefix(16))
    }

    /// The directory's faces; with `checkingFallbacks`, each fallback face's bytes are read and
    /// compared with its pin (else only whether it is there, at its pinned size).
    package static func take(fontsDirectory: String, checkingFallbacks: Bool) throws(TextError) -> FontInventory {
        let dir = fontsDirectory.hasSuffix("/") ? String(fontsDirectory.dropLast()) : fontsDirectory
        var faces: [Face] = []
        for id in FaceID.builtIns {
            guard let relative = id.relativePath else { continue }
            let file = try FontFile.load(path: dir + "/" + relative)
            defer { file.free() }
            faces.append(Face(name: relative, path: file.path, size: file.bytes.count,
                              sha256: FileDigest.sha256(UnsafeRawBufferPointer(file.bytes)),
                              actualSHA256: nil, package: "bundled", state: .present, isBuiltIn: true))
        }
        let lockPath = dir + "/fonts.lock"
        var isPack = false
        if let lock = try FontLock.checked(lockPath: lockPath, fontsDirectory: dir) {
            isPack = Self.isPackLock(path: lockPath)
            let builtInNames = Set(faces.map { $0.name.split(separator: "/").last.map(String.init) ?? $0.name })
            for entry in lock.entries {
                let name = entry.path.split(separator: "/").last.map(String.init) ?? entry.path
                // A pack pins its built-ins too: they are listed once, from their bytes.
                if builtInNames.contains(name) {
                    if let i = faces.firstIndex(where: { $0.name.hasSuffix("/" + name) }), faces[i].sha256 != entry.sha256 {
                        faces[i].actualSHA256 = faces[i].sha256
                        faces[i].sha256 = entry.sha256
                        faces[i].state = .different
                    }
                    continue
                }
                faces.append(Face(name: name, path: entry.path, size: entry.size, sha256: entry.sha256,
                                  actualSHA256: nil, package: entry.package,
                                  state: state(of: entry, reading: checkingFallbacks), isBuiltIn: false))
                if checkingFallbacks, faces[faces.count - 1].state == .different {
                    faces[faces.count - 1].actualSHA256 = actualDigest(entry.path)
                }
            }
        }
        return FontInventory(directory: dir, isPack: isPack, faces: faces)
    }

    static func state(of entry: FontLock.Entry, reading: Bool) -> State {
        guard let stamp = FileStamp(path: entry.path) else { return .missing }
        guard stamp.size == Int64(entry.size) else { return .different }
        guard reading else { return .unchecked }
        return actualDigest(entry.path) == entry.sha256 ? .present : .different
    }

    /// The digest of a file's bytes; nil when it cannot be read as a font file.
    static func actualDigest(_ path: String) -> String? {
        guard let file = try? FontFile.load(path: path, minimumSize: 0) else { return nil }
        defer { file.free() }
        return FileDigest.sha256(UnsafeRawBufferPointer(file.bytes))
    }

    static func isPackLock(path: String) -> Bool {
        guard let file = try? FontFile.load(path: path, minimumSize: 0) else { return false }
        defer { file.free() }
        return UnsafeRawBufferPointer(file.bytes).starts(with: packHeader.utf8)
    }
}
