// FuzzFolders: the folders the fuzz targets for untrusted folders (a shard for `batch --merge`,
// an artifacts folder for `snapshots approve`) build from an input, and the check that nothing
// outside the folders a command may write was touched.
// Input format: fields separated by NUL bytes. Targets take their first fields as they need
// (a manifest, an entry); the rest are pairs (path, content) put into the folder being built:
// content "@dir" is a folder, "@fifo" a FIFO, "@link:TARGET" a symbolic link to TARGET (any
// text: "../../victim.txt", an absolute path), anything else a file with those bytes.
// Invariant of the builder itself: it creates nothing outside the folder it builds (a path with
// an empty, "." or ".." component, or through one of its own links, is skipped), so a change
// outside is the command's doing.

import Foundation
#if canImport(Glibc)
import Glibc
#endif

public enum FuzzFolders {
    /// The input's fields, split at NUL bytes.
    public static func fields(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [String] {
        let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
        return bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The text a file outside every output folder holds; finding it inside one means the
    /// command copied a file it was not asked to.
    public static let secret = "victim file: never to be copied or changed\n"

    /// A fresh root holding `victim.txt`, `victim-dir/victim.png` and the given empty folders.
    public static func freshRoot(_ name: String, folders: [String]) -> String {
        let root = "/tmp/" + name   // fixed, so seeds can name it: one process a target
        removeTree(root)
        mkdir(root, 0o755)
        FileManager.default.createFile(atPath: root + "/victim.txt", contents: Data(secret.utf8))
        mkdir(root + "/victim-dir", 0o755)
        FileManager.default.createFile(atPath: root + "/victim-dir/victim.png", contents: Data(secret.utf8))
        for f in folders { _ = try? FileManager.default.createDirectory(atPath: root + "/" + f, withIntermediateDirectories: true) }
        return root
    }

    /// Puts the (path, content) pairs of `fields` into `folder`.
    public static func build(_ folder: String, from fields: ArraySlice<String>) {
        var i = fields.startIndex
        while i + 1 < fields.endIndex + 1, i < fields.endIndex {
            let path = fields[i], content = i + 1 < fields.endIndex ? fields[i + 1] : ""
            i += 2
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            guard !parts.isEmpty, parts.count <= 8, !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else { continue }
            // Every parent must be a real folder of our own making (never one of the links).
            var parent = folder, ok = true
            for p in parts.dropLast() {
                parent += "/" + p
                var st = stat()
                if lstat(parent, &st) == 0 {
                    if st.st_mode & S_IFMT != S_IFDIR { ok = false; break }
                } else if mkdir(parent, 0o755) != 0 { ok = false; break }
            }
            guard ok else { continue }
            let full = folder + "/" + path
            if content == "@dir" { mkdir(full, 0o755) }
            else if content == "@fifo" { mkfifo(full, 0o644) }
            else if content.hasPrefix("@link:") { symlink(String(content.dropFirst(6)), full) }
            else {
                var st = stat()
                guard lstat(full, &st) != 0 else { continue }
                FileManager.default.createFile(atPath: full, contents: Data(content.utf8))
            }
        }
    }

    /// Every entry under `root` (not following links) but those under `excluded` (relative
    /// paths), as type, mode and content: equal listings mean nothing there changed.
    public static func listing(_ root: String, excluding excluded: Set<String> = []) -> [String: String] {
        var out: [String: String] = [:]
        func walk(_ relative: String) {
            guard let dir = opendir(root + relative) else { return }
            defer { closedir(dir) }
            while let e = readdir(dir) {
                let name = withUnsafeBytes(of: e.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                let rel = relative + "/" + name
                if excluded.contains(String(rel.dropFirst())) { continue }
                var st = stat()
                guard lstat(root + rel, &st) == 0 else { continue }
                let mode = String(st.st_mode & 0o7777, radix: 8)
                switch st.st_mode & S_IFMT {
                case S_IFDIR: out[rel] = "dir \(mode)"; walk(rel)
                case S_IFLNK:
                    var buf = [CChar](repeating: 0, count: 4097)
                    let n = readlink(root + rel, &buf, 4096)
                    out[rel] = "link " + String(decoding: buf.prefix(max(n, 0)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
                case S_IFREG:
                    let data = FileManager.default.contents(atPath: root + rel) ?? Data()
                    out[rel] = "file \(mode) \(data.count) \(data.hashValue)"
                default: out[rel] = "other \(st.st_mode & S_IFMT)"
                }
            }
        }
        walk("")
        return out
    }

    /// The entries two listings disagree on, with what each says ("absent" when it has none).
    public static func changes(from before: [String: String], to after: [String: String]) -> [(path: String, before: String, after: String)] {
        Set(before.keys).union(after.keys).sorted().compactMap { key in
            before[key] == after[key] ? nil : (key, before[key] ?? "absent", after[key] ?? "absent")
        }
    }

    /// Paths under `folder` (not following links) that are links or hold the secret.
    public static func leaks(in folder: String) -> [String] {
        listing(folder).compactMap { path, what in
            if what.hasPrefix("link ") { return path + " is a link" }
            if what.hasPrefix("file "), let d = FileManager.default.contents(atPath: folder + path),
               String(decoding: d, as: UTF8.self).contains(secret) { return path + " holds the victim's bytes" }
            return nil
        }
    }

    /// Removes a tree without following links (FileManager's removal does not follow them).
    public static func removeTree(_ path: String) {
        // Make every folder writable first, so a command's read-only folder cannot stop it.
        _ = try? FileManager.default.removeItem(atPath: path)
    }
}
