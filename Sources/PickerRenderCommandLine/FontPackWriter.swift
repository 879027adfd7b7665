// FontPackWriter: writes a font pack, a folder holding every face of a font set (FontInventory),
// their licences and a fonts.lock that pins each face by a path inside the folder. Invariants:
// every face copied is checked against its digest as it is written (a file changed meanwhile
// fails the pack, never goes into it); the pack is built in a temporary folder beside DIR and
// renamed to DIR only when complete, so DIR is either absent, or a whole pack; an existing DIR
// with anything in it is never touched.
// Layout: the source directory's own files (Inter/, Quicksand/, Noto/, licenses/...) keep their
// paths; a face pinned by an absolute path (installed from a Debian package) goes to system/,
// its package's copyright file to licenses/PACKAGE.copyright.

import Foundation
import PickerRenderFiles
import PickerRenderText

enum FontPackWriter {
    /// Most files a source directory may hold (a fonts directory has about 20).
    static let maximumFiles = 2_000

    /// Writes the pack; returns how many files it holds.
    static func write(_ inventory: FontInventory, to target: String) throws -> Int {
        guard !target.isEmpty else { throw UsageError("fonts pack: empty path") }
        let unusable = inventory.faces.filter { $0.state != .present }
        guard unusable.isEmpty else {
            let names = unusable.map { "\($0.name) is \($0.state.rawValue) (\($0.path), \($0.package))" }
            throw IOFailure(description: "fonts pack: cannot pack what is not here: " + names.joined(separator: "; "))
        }
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: target, isDirectory: &isDirectory) {
            let empty = isDirectory.boolValue && ((try? fm.contentsOfDirectory(atPath: target))?.isEmpty ?? false)
            guard empty else { throw UsageError("fonts pack: '\(target)' exists and is not an empty folder (a pack is written to a new folder)") }
        }
        let url = URL(fileURLWithPath: target)
        let parent = url.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(url.lastPathComponent).partial-\(getpid())")
        try? fm.removeItem(at: staging)
        do { try fm.createDirectory(at: staging, withIntermediateDirectories: false) } catch {
            throw IOFailure(description: "fonts pack: cannot create \(staging.path): \(error.localizedDescription)")
        }
        do {
            let count = try fill(staging, from: inventory)
            guard rename(staging.path, url.path) == 0 else {
                throw IOFailure(description: "fonts pack: cannot move the pack into \(target): \(String(cString: strerror(errno)))")
            }
            return count
        } catch {
            try? fm.removeItem(at: staging)
            throw error
        }
    }

    /// Copies the files and writes the lock into `folder`; returns the number of files.
    static func fill(_ folder: URL, from inventory: FontInventory) throws -> Int {
        let source = inventory.directory
        var count = 0
        var pins: [(face: FontInventory.Face, path: String)] = []
        let faceByPath = Dictionary(inventory.faces.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        for relative in try sourceFiles(source) where relative != "fonts.lock" {
            let face = faceByPath[source + "/" + relative]
            try copy(source + "/" + relative, to: folder.appendingPathComponent(relative), sha256: face?.sha256)
            if let face { pins.append((face, relative)) }
            count += 1
        }
        var licences = Set<String>()
        for face in inventory.faces where !face.path.hasPrefix(source + "/") {
            let relative = "system/" + face.name
            try copy(face.path, to: folder.appendingPathComponent(relative), sha256: face.sha256)
            pins.append((face, relative))
            count += 1
            // The Debian package's copyright file, unless the source carries it already.
            let package = String(face.package.split(separator: " ").first ?? "")
            let licence = "licenses/\(package).copyright"
            let copyright = "/usr/share/doc/\(package)/copyright"
            if !package.isEmpty, licences.insert(package).inserted,
               !FileManager.default.fileExists(atPath: folder.appendingPathComponent(licence).path),
               FileManager.default.fileExists(atPath: copyright) {
                try copy(copyright, to: folder.appendingPathComponent(licence), sha256: nil)
                count += 1
            }
        }
        var lock = FontInventory.packHeader + " of font set \(inventory.identity).\n"
        lock += "# Every face PickerRender draws with, pinned: sha256, size, path in this folder, where it came from.\n"
        lock += "# Draw with it by PICKER_RENDER_FONTS=<this folder> or --fonts <this folder>.\n"
        for (face, path) in pins {
            lock += "\(face.sha256) \(face.size) \(path) \(face.package)\n"
        }
        try write(Data(lock.utf8), to: folder.appendingPathComponent("fonts.lock"))
        return count + 1
    }

    /// Regular files below `directory` (links followed), relative paths, sorted; at most
    /// `maximumFiles`, four levels deep.
    static func sourceFiles(_ directory: String) throws -> [String] {
        var out: [String] = []
        func walk(_ relative: String, depth: Int) throws {
            let path = relative.isEmpty ? directory : directory + "/" + relative
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
                throw IOFailure(description: "fonts pack: cannot list \(path)")
            }
            for name in names.sorted() where !name.hasPrefix(".") {
                let child = relative.isEmpty ? name : relative + "/" + name
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: directory + "/" + child, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    if depth < 4 { try walk(child, depth: depth + 1) }
                } else {
                    out.append(child)
                    guard out.count <= maximumFiles else {
                        throw UsageError("fonts pack: \(directory) holds more than \(maximumFiles) files; is it a fonts directory?")
                    }
                }
            }
        }
        try walk("", depth: 0)
        return out
    }

    static func copy(_ from: String, to destination: URL, sha256: String?) throws {
        guard let data = FileManager.default.contents(atPath: from) else {
            throw IOFailure(description: "fonts pack: cannot read \(from)")
        }
        if let sha256 {
            let digest = data.withUnsafeBytes { FileDigest.sha256($0) }
            guard digest == sha256 else {
                throw IOFailure(description: "fonts pack: \(from) changed while it was packed (sha256 \(digest.prefix(16)), expected \(sha256.prefix(16)))")
            }
        }
        try write(data, to: destination)
    }

    static func write(_ data: Data, to destination: URL) throws {
        do {
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: destination)
        } catch {
            throw IOFailure(description: "fonts pack: cannot write \(destination.path): \(error.localizedDescription)")
        }
    }
}
