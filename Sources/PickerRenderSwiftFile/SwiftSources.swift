// SwiftSources: the Swift files `preview` and `render` are pointed at: one file, or the
// `*.swift` files directly in a folder (one module, as a folder of an app's target is). FILE is
// resolved once, when the command starts (links in it followed, as the user wrote it); then
// each file is read only as a regular file of at most `maximumBytes` (a FIFO, a device or a
// huge file is refused, never waited on or read whole), at most `maximumFiles` of a folder.
// Nothing is ever written here: builds happen in the cache (SwiftFileHost).

import Foundation
import PickerRenderFiles

package struct SwiftSources: Sendable {
    package static let maximumBytes = 1 << 20
    package static let maximumFiles = 64

    /// FILE as the user named it.
    package let path: String
    /// FILE's absolute path, links resolved: what the cache is keyed by.
    package let resolved: String
    package let isFolder: Bool

    /// FILE's sources, or nil when nothing is at `path`.
    package init?(path: String) {
        guard let real = realpath(path, nil) else { return nil }
        resolved = String(cString: real)
        free(real)
        var info = stat()
        guard stat(resolved, &info) == 0 else { return nil }
        self.path = path
        isFolder = info.st_mode & S_IFMT == S_IFDIR
    }

    /// True when `path` names a Swift file or a folder holding one (what `preview` and `render`
    /// hand to the Swift host rather than read as a spec).
    package static func isSwift(_ path: String) -> Bool {
        if path.hasSuffix(".swift") { return true }
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR,
              let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return false }
        return names.contains { $0.hasSuffix(".swift") } && !names.contains { $0.hasSuffix(".json") }
    }

    /// The files' paths (absolute), in name order.
    package func files() throws(SwiftFileError) -> [String] {
        guard isFolder else { return [resolved] }
        let entries: [(name: [UInt8], kind: mode_t)]
        do throws(FileError) { entries = try ConfinedFolder(path: resolved).list() } catch { throw .unreadable(path: path, reason: error.description) }
        let names = entries.compactMap { e -> String? in
            guard e.kind == S_IFREG, let n = String(validating: e.name, as: UTF8.self), n.hasSuffix(".swift"), !n.hasPrefix(".") else { return nil }
            return n
        }.sorted()
        guard !names.isEmpty else { throw .unreadable(path: path, reason: "no .swift file in this folder") }
        guard names.count <= Self.maximumFiles else {
            throw .unreadable(path: path, reason: "\(names.count) Swift files; a folder is drawn with \(Self.maximumFiles) at most")
        }
        return names.map { resolved + "/" + $0 }
    }

    /// Every file's text, as HostSourceWriter takes them.
    package func read() throws(SwiftFileError) -> [HostSourceWriter.File] {
        try files().map { file throws(SwiftFileError) in
            let bytes: [UInt8]?
            do throws(FileError) { bytes = try FileIO.readRegularFile(file, limit: Self.maximumBytes) } catch {
                throw .unreadable(path: file, reason: error.description)
            }
            guard let bytes else { throw .unreadable(path: file, reason: "more than \(Self.maximumBytes >> 20) MB of Swift") }
            guard let text = String(validating: bytes, as: UTF8.self) else { throw .unreadable(path: file, reason: "not UTF-8 text") }
            guard !file.hasSuffix("/main.swift") else {
                throw .unreadable(path: file, reason: "a file named main.swift is a program's entry, not views: rename it to draw its views")
            }
            // Shown (in errors, on the page) as the user named it.
            let shown = isFolder ? SwiftSources.join(path, String(file.split(separator: "/").last ?? "")) : path
            return HostSourceWriter.File(path: shown, text: text)
        }
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The stamp of every file and of the folder (a save, a rename over a file, a file added).
    package func stamp() -> String {
        let names = (try? files()) ?? []
        return ([resolved] + names).map { p in
            guard let s = FileStamp(path: p) else { return p + " -" }
            return "\(p) \(s.size) \(s.seconds).\(s.nanoseconds) \(s.inode) \(s.changedNanoseconds)"
        }.joined(separator: "\n")
    }

    /// The folder to watch for changes.
    package var folder: String {
        isFolder ? resolved : String(resolved[..<(resolved.lastIndex(of: "/") ?? resolved.endIndex)])
    }
}
