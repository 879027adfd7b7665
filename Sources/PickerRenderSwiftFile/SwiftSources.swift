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

    /// A file or folder as the user named it, and its absolute path, links resolved.
    struct Part: Sendable {
        var shown: String
        var resolved: String
        var isFolder: Bool
    }
    let parts: [Part]

    /// FILE as the user named it (the files a batch names, joined).
    package var path: String { parts.map(\.shown).joined(separator: ", ") }
    /// FILE's absolute path, links resolved: what the cache is keyed by.
    package var resolved: String { namedPaths.joined(separator: "\n") }
    package var isFolder: Bool { parts.count == 1 && parts[0].isFolder }

    /// FILE's sources, or nil when nothing is at `path`.
    package init?(path: String) { self.init(paths: [path]) }

    /// The files and folders `paths` name, compiled as one module (a batch's Swift pictures);
    /// nil when one of them is not there.
    package init?(paths: [String]) {
        var parts: [Part] = []
        for path in paths {
            guard let real = realpath(path, nil) else { return nil }
            let resolved = String(cString: real)
            free(real)
            var info = stat()
            guard stat(resolved, &info) == 0 else { return nil }
            if !parts.contains(where: { $0.resolved == resolved }) {
                parts.append(Part(shown: path, resolved: resolved, isFolder: info.st_mode & S_IFMT == S_IFDIR))
            }
        }
        guard !parts.isEmpty else { return nil }
        self.parts = parts
    }

    /// True when `path` names a Swift file or a folder holding one (what `preview` and `render`
    /// hand to the Swift host rather than read as a spec). A folder with a spec in it is a
    /// folder of specs, and a package's root (Package.swift) is not a module's sources.
    package static func isSwift(_ path: String) -> Bool {
        if path.hasSuffix(".swift") { return true }
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR,
              let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return false }
        return names.contains { $0.hasSuffix(".swift") } && !names.contains { $0.hasSuffix(".json") } && !names.contains("Package.swift")
    }

    /// The files, each as shown and as read (absolute), a folder's in name order.
    func entries() throws(SwiftFileError) -> [(shown: String, resolved: String)] {
        var out: [(shown: String, resolved: String)] = []
        for part in parts {
            guard part.isFolder else {
                if !out.contains(where: { $0.resolved == part.resolved }) { out.append((part.shown, part.resolved)) }
                continue
            }
            let entries: [(name: [UInt8], kind: mode_t)]
            do throws(FileError) { entries = try ConfinedFolder(path: part.resolved).list() } catch {
                throw .unreadable(path: part.shown, reason: error.description)
            }
            let names = entries.compactMap { e -> String? in
                guard e.kind == S_IFREG, let n = String(validating: e.name, as: UTF8.self), n.hasSuffix(".swift"), !n.hasPrefix(".") else { return nil }
                return n
            }.sorted()
            guard !names.isEmpty else { throw .unreadable(path: part.shown, reason: "no .swift file in this folder") }
            for n in names where !out.contains(where: { $0.resolved == part.resolved + "/" + n }) {
                out.append((Self.join(part.shown, n), part.resolved + "/" + n))
            }
        }
        guard out.count <= Self.maximumFiles else {
            throw .unreadable(path: path, reason: "\(out.count) Swift files; one module is drawn with \(Self.maximumFiles) at most")
        }
        return out
    }

    /// The files' paths (absolute).
    package func files() throws(SwiftFileError) -> [String] { try entries().map(\.resolved) }

    /// Every file's text, as HostSourceWriter takes them (each shown as the user named it).
    package func read() throws(SwiftFileError) -> [HostSourceWriter.File] {
        try entries().map { (shown, file) throws(SwiftFileError) in
            let bytes: [UInt8]?
            do throws(FileError) { bytes = try FileIO.readRegularFile(file, limit: Self.maximumBytes) } catch {
                throw .unreadable(path: shown, reason: error.description)
            }
            guard let bytes else { throw .unreadable(path: shown, reason: "more than \(Self.maximumBytes >> 20) MB of Swift") }
            guard let text = String(validating: bytes, as: UTF8.self) else { throw .unreadable(path: shown, reason: "not UTF-8 text") }
            guard !file.hasSuffix("/main.swift") else {
                throw .unreadable(path: shown, reason: "a file named main.swift is a program's entry, not views: rename it to draw its views")
            }
            return HostSourceWriter.File(path: shown, text: text)
        }
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The files and folders as named, resolved (a preview watches them and their files).
    package var namedPaths: [String] { parts.map(\.resolved) }

    /// The folders to watch for changes.
    package var folders: [String] {
        var out: [String] = []
        for p in parts {
            let f = p.isFolder ? p.resolved : String(p.resolved[..<(p.resolved.lastIndex(of: "/") ?? p.resolved.endIndex)])
            if !out.contains(f) { out.append(f) }
        }
        return out
    }
}
