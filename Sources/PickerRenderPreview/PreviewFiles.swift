// PreviewFiles: the files a preview depends on, found in the specs' own JSON: each spec file,
// the files it includes, and every "path" or "file" a spec names (images, fonts, a batch's
// picture spec files), relative to the spec's folder or as given. Their folders are watched
// (FileWatcher); their stamp (size, modification time and inode of each, and of the folders, whose
// times change when a file is created, renamed or removed) says whether anything changed. Reading
// a name that is not a file (a JSON path in an animation's text change) only adds a missing entry.

import Foundation
import PickerRender

package enum PreviewFiles {
    /// At most this many files are stamped: a spec naming more is still drawn, watched by its folder.
    static let maximumFiles = 512

    /// The stamp of everything `source` depends on, and the folders to watch.
    package static func scan(_ source: PreviewSource) -> (stamp: String, folders: [String]) {
        var files: [String] = []
        var folders = source.folders
        let (specs, unread) = source.specs()
        // An entry that is not a regular file is stamped too: replacing it is a change.
        files += unread.map(\.file)
        for spec in specs {
            let folder = PreviewDocument.folder(of: spec.shown)
            files.append(spec.shown)
            guard let bytes = try? PreviewSource.read(spec), let json = try? JSONValue(parsing: bytes) else { continue }
            for name in names(in: json) where files.count < maximumFiles {
                for candidate in name.hasPrefix("/") ? [name] : [folder + "/" + name, name] where exists(candidate) {
                    files.append(candidate)
                    folders.append(PreviewDocument.folder(of: candidate))
                }
            }
        }
        var seen = Set<String>()
        let uniqueFolders = folders.filter { seen.insert($0).inserted }
        let stamp = (files + uniqueFolders).map { $0 + " " + Self.stamp(of: $0) }.joined(separator: "\n")
        return (stamp, uniqueFolders)
    }

    /// The stamp of the image and font files a picture reads (in its key: the spec names them, their bytes are elsewhere).
    package static func stamp(_ picture: Picture, folder: String) -> String {
        names(in: picture.spec).prefix(maximumFiles).map { name in
            let file = name.hasPrefix("/") ? name : folder + "/" + name
            return name + " " + stamp(of: file) + " " + stamp(of: name)
        }.joined(separator: "\n")
    }

    /// Every string under a key "path", "file" or "include" (in arrays too).
    static func names(in value: JSONValue) -> [String] {
        var out: [String] = []
        func walk(_ v: JSONValue, key: String?) {
            switch v {
            case .string(let s) where ["path", "file", "include"].contains(key ?? "") && !s.isEmpty && s.utf8.count < 4096: out.append(s)
            case .array(let items): for i in items { walk(i, key: key) }
            case .object(let members): for (k, m) in members { walk(m, key: k) }
            default: break
            }
        }
        walk(value, key: nil)
        return out
    }

    static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    static func stamp(of path: String) -> String {
        var s = stat()
        guard lstat(path, &s) == 0 else { return "-" }
        return "\(s.st_size) \(s.st_mtim.tv_sec).\(s.st_mtim.tv_nsec) \(s.st_ino)"
    }
}
