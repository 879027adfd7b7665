// TreeWalk: every file, folder and link under a root, with its type, permission bits and
// contents (a file's bytes, a link's target), taken without following any link, so a test can
// show that a run left everything outside its output folder exactly as it was.

import Foundation
#if canImport(Glibc)
import Glibc
#endif

struct TreeWalk: Equatable, CustomStringConvertible {
    /// Relative path -> "kind mode contents".
    var items: [String: String]

    init(_ root: URL, excluding skip: (String) -> Bool = { _ in false }) {
        items = [:]
        walk(root.path, "", skip)
    }

    private mutating func walk(_ root: String, _ relative: String, _ skip: (String) -> Bool) {
        let full = relative.isEmpty ? root : root + "/" + relative
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: full) else { return }
        for name in names {
            let rel = relative.isEmpty ? name : relative + "/" + name
            if skip(rel) { continue }
            var info = stat()
            guard lstat(root + "/" + rel, &info) == 0 else { continue }
            let mode = String(info.st_mode & 0o7777, radix: 8)
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                items[rel] = "dir \(mode)"
                walk(root, rel, skip)
            case S_IFLNK:
                items[rel] = "link \(mode) " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: root + "/" + rel)) ?? "?")
            case S_IFREG:
                let bytes = FileManager.default.contents(atPath: root + "/" + rel) ?? Data()
                items[rel] = "file \(mode) " + bytes.base64EncodedString()
            default:
                items[rel] = "special \(mode) \(info.st_mode & S_IFMT)"
            }
        }
    }

    /// The paths whose entries differ between two walks.
    func changes(to other: TreeWalk) -> [String] {
        Set(items.keys).union(other.items.keys).filter { items[$0] != other.items[$0] }.sorted()
    }

    var description: String { items.keys.sorted().map { "\($0): \(items[$0]!)" }.joined(separator: "\n") }
}
