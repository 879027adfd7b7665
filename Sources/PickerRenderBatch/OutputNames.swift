// OutputNames: whether the files a batch (or a merge) writes can all exist at once, checked
// before anything is drawn or copied. Two names clash when they are the same file (names are
// plain relative paths, so equal text is the same file: `./x.png` and `a//x.png` are refused
// before they get here), when a file is also a folder of another (`a.png` and `a.png/b.png`:
// one of the two could only be written by removing the other), or when a file lies inside an
// animation's frame folder (`<stem>-frames/`, which the animation owns whole).

import PickerRenderFiles

enum OutputNames {
    /// The folder an animation's frame files go in: `<stem>-frames` for `<stem>.png`, `.gif` or `.webp`.
    static func framesFolder(_ file: String) -> String {
        String(file.dropLast((BatchSpec.fileExtension(file)?.count).map { $0 + 1 } ?? 0)) + "-frames"
    }

    /// The first clash among `files` (every file written, with the index files and the sheet)
    /// and `owned` (folders only their owner writes into), as a sentence; nil when there is none.
    static func clash(files: [String], owned: [String]) -> String? {
        var seen: [String: Int] = [:]
        for (i, f) in files.enumerated() {
            if let j = seen[f] { return "'\(files[j])' is written twice" }
            seen[f] = i
        }
        let ownedSet = Set(owned)
        for f in files {
            var prefix = Substring(f)
            while let slash = prefix.lastIndex(of: "/") {
                prefix = prefix[..<slash]
                if seen[String(prefix)] != nil { return "'\(prefix)' is a file, and '\(f)' needs it to be a folder" }
                if ownedSet.contains(String(prefix)) { return "'\(f)' is inside '\(prefix)/', the folder of an animation's frames" }
            }
            if ownedSet.contains(f) { return "'\(f)' is the folder of an animation's frames" }
        }
        for o in owned {
            var prefix = Substring(o)
            while let slash = prefix.lastIndex(of: "/") {
                prefix = prefix[..<slash]
                if seen[String(prefix)] != nil { return "'\(prefix)' is a file, and the frames of '\(o)' need it to be a folder" }
            }
        }
        return nil
    }
}
