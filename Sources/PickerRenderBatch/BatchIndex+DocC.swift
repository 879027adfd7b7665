// BatchIndex+DocC: `docc.md` of a DocC set (BatchSpec+DocC), made from the manifest only as the
// other indexes are: for each picture, in the spec's order, each image DocC will see (a file's
// name without its `~dark` and `@Nx`, the name DocC registers its variants under) with its
// `@Image` directive; for an animation also the `@Video` directive that takes its poster, for a
// video of it (DocC plays MOV and MP4, which picker-render does not write: the APNG or GIF
// itself is shown by `@Image`, and browsers play it).
// Invariant: every `source:` and `poster:` names an image of the set by DocC's reference name,
// so DocC resolves each to the files written here.

import PickerRender

extension BatchIndex {
    static let doccFile = "docc.md"

    /// The name DocC registers a file under: `~dark` (before `@` or the extension) and the
    /// display scale (`@1x`, `@2x`, `@3x` just before the extension) taken out.
    static func doccReference(_ file: String) -> String {
        var name = Substring(file)
        var ext = ""
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { ext = String(name[dot...]); name = name[..<dot] }
        for scale in ["@1x", "@2x", "@3x"] where name.hasSuffix(scale) { name = name.dropLast(scale.count) }
        if name.hasSuffix("~dark"), name.count > 5 { name = name.dropLast(5) }
        return String(name) + ext
    }

    static func docc(_ manifest: BatchManifest) -> String {
        var out = "# DocC resources\n\nCopy these files into your catalog's Resources folder; each directive below names an image as DocC "
            + "does (its dark and @2x/@3x variants are found by their names).\n"
        let entries = manifest.inSpecOrder
        let animated = Set(entries.filter { $0.specValue.objectMembers.contains { $0.0 == "animation" } }.map(\.name))
        var done = Set<String>()
        for e in entries where !done.contains(doccReference(e.file)) {
            let reference = doccReference(e.file)
            done.insert(reference)
            // A poster is listed with its animation.
            if e.name.hasSuffix(BatchSpec.posterSuffix), animated.contains(String(e.name.dropLast(BatchSpec.posterSuffix.count))) { continue }
            let alt = quoted(e.alt)
            out += "\n## \(reference)\n\n```\n@Image(source: \"\(quoted(reference))\", alt: \"\(alt)\")\n```\n"
            guard animated.contains(e.name) else { continue }
            let stem = reference.split(separator: ".").dropLast().joined(separator: ".")
            let poster = e.name + BatchSpec.posterSuffix + stem.dropFirst(e.name.count) + ".png"
            out += "\nAn animation; its poster is `\(poster)`. Encoded as a video (MOV or MP4), it takes:\n\n"
                + "```\n@Video(source: \"\(quoted(stem)).mp4\", poster: \"\(quoted(poster))\", alt: \"\(alt)\")\n```\n"
        }
        return out
    }

    /// A directive argument's text: `"` and `\` escaped.
    static func quoted(_ s: String) -> String {
        s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
