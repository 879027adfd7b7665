// BatchManifest: `manifest.json` of a batch's folder: the renderer's fingerprint and, for each
// output, its file, picture name, axes, size, byte count, sha256 and the picture spec it was
// drawn from (and an animation's frame files' sizes and sha256). It is read back as untrusted
// input (BatchManifestReader). It is written last (a folder is complete when its manifest says so), sorted by
// file name, with nothing that varies from run to run, so shards merge into the same bytes as
// an unsharded run. The fingerprint is the running executable's build ID, or its sha256 when it
// has none (any change of code changes either), and the font set's identity (the font pack in use
// has the identity of the directory it was made from), so an incremental run never keeps a
// picture an older renderer drew.

import Foundation
import PickerRender
import PickerRenderFiles
import PickerRenderPNG
import PickerRenderText

struct BatchManifest: Sendable {
    /// A file's size and sha256, as the manifest records them.
    struct FileCheck: Sendable, Equatable {
        var bytes: Int
        var sha256: String
    }

    struct Entry: Sendable, Equatable {
        var file: String
        /// Position in the batch spec's expansion: sheets and indexes follow the spec's order.
        var order: Int
        var name: String
        var axes: [String: String]
        var width: Int
        var height: Int
        var scale: Int
        var bytes: Int
        var sha256: String
        /// The picture spec drawn, as compact JSON text (what a re-run compares).
        var spec: String
        /// The same spec as a value: the manifest holds it as an object, without parsing the
        /// text again (16 specs parsed back were 0.3 ms of a gallery's serial end).
        var specValue: JSONValue
        /// The picture's alt text and caption (the snippets of index.md and index.html).
        var alt = "", caption: String? = nil
        /// An animation's frames also written as PNGs (`frameFiles`), when asked for; else 0.
        var frames: Int { frameChecks.count }
        /// Each frame file's size and sha256, in order (a merge copies a frame only when both agree).
        var frameChecks: [FileCheck] = []

        /// `<stem>-frames/frame-000.png` ...: an animation's frames as separate files.
        var frameFiles: [String] { (0..<frames).map { Self.frameFile(file, $0) } }

        /// Frame `i` of the animation `file`: `<stem>-frames/frame-007.png`.
        static func frameFile(_ file: String, _ i: Int) -> String {
            let n = String(i)
            return OutputNames.framesFolder(file) + "/frame-\(String(repeating: "0", count: max(0, 3 - n.count)) + n).png"
        }

        var appearance: String {
            if let a = axes["appearance"] { return a }
            if let v = try? JSONValue(parsing: Array(spec.utf8)), case .string(let a)? = v.objectMembers.first(where: { $0.0 == "appearance" })?.1 {
                return a
            }
            return "light"
        }
    }

    static let fileName = "manifest.json"

    var fingerprint: String
    var entries: [String: Entry]
    /// The contact sheet's file, when the spec asks for one.
    var sheet: String?
    /// A DocC set (BatchSpec+DocC): its folder also holds docc.md.
    var docc = false

    var sorted: [Entry] { entries.values.sorted { $0.file < $1.file } }
    /// In the spec's order (pictures, then axes as multiplied out).
    var inSpecOrder: [Entry] { entries.values.sorted { ($0.order, $0.file) < ($1.order, $1.file) } }

    var json: JSONValue {
        var root = SpecWriter()
        root.set("renderer", fingerprint)
        root.set("sheet", sheet)
        if docc { root.set("docc", true) }
        root.set("outputs", .array(sorted.map { e in
            var w = SpecWriter()
            w.set("file", e.file); w.set("order", e.order); w.set("name", e.name)
            w.set("axes", .object(e.axes.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) }))
            w.set("width", e.width); w.set("height", e.height); w.set("scale", e.scale)
            w.set("bytes", e.bytes); w.set("sha256", e.sha256)
            w.set("alt", e.alt); w.set("caption", e.caption)
            if e.frames > 0 {
                w.set("frames", e.frames)
                w.set("frameFiles", .array(e.frameChecks.map { c in
                    var f = SpecWriter()
                    f.set("bytes", c.bytes); f.set("sha256", c.sha256)
                    return f.value
                }))
            }
            w.set("spec", e.specValue)
            return w.value
        }))
        return root.value
    }

    static func sha256(_ bytes: [UInt8]) -> String { FileDigest.sha256(bytes) }

    static func sha256(ofFile path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return data.withUnsafeBytes { FileDigest.sha256($0) }
    }

    /// The executable's digest and the font set's identity (FontInventory: the bundled faces'
    /// bytes and the fallback faces' pins), which a font pack made from the directory shares.
    static func fingerprint(fontsDirectory: String?) -> String {
        let exe = Self.executableDigest
        let fonts = fontsDirectory ?? TextEngine.defaultFontsDirectory
        let set = (try? FontInventory.take(fontsDirectory: fonts, checkingFallbacks: false).identity) ?? "none"
        return "exe:\(exe.prefix(16)) fonts:\(set)"
    }

    /// The build's identity: its GNU build ID (see ExecutableIdentity), else the file's sha256.
    static let executableDigest: String = ExecutableIdentity.gnuBuildID(path: ExecutablePath.readable).map(hex)
        ?? mappedSHA256(ofExecutable: ExecutablePath.readable) ?? sha256(ofFile: ExecutablePath.readable) ?? "unknown"

    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    /// The digest of a running executable read through a private read-only mapping: its pages
    /// are in the page cache already, so this neither copies 8 MB nor faults in a fresh buffer
    /// (half the fingerprint's cost, which a first run pays beside the drawing). Only for the
    /// executable: the kernel refuses to open a running one for writing (ETXTBSY), so it cannot
    /// shrink under the mapping (a SIGBUS). Nil when it cannot be mapped.
    static func mappedSHA256(ofExecutable path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0 else { return nil }
        let size = Int(info.st_size)
        guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), base != MAP_FAILED else { return nil }
        defer { munmap(base, size) }
        _ = madvise(base, size, MADV_SEQUENTIAL)
        return FileDigest.sha256(UnsafeRawBufferPointer(start: base, count: size))
    }
}
