// PreviewDocument: what `preview FILE` shows, read again after every change. FILE is a picture
// spec (each appearance side by side: light and dark by default), a batch spec (each output the
// batch draws, the page's settings over its own as the batch's flags would be) or a folder whose
// *.json files are either, read as PreviewSource says (regular files inside their folder, no
// link followed). A spec that cannot be read gives a PreviewProblem and no variants (the worker
// keeps the last good images); the others still give theirs. At most `maximumImages` variants:
// a batch may mean 100,000 outputs, a page shows the first ones.

import Foundation
import PickerRender
import PickerRenderBatch
import PickerRenderFiles

package struct PreviewDocument: Sendable {
    package static let maximumImages = 120

    package var variants: [PreviewVariant] = []
    package var problems: [PreviewProblem] = []
    /// Variants beyond `maximumImages`, not shown.
    package var leftOut = 0

    /// Reads every spec `source` means and makes its variants for `settings`.
    package init(source: PreviewSource, settings: PreviewSettings, stamp: (Picture, String) -> String) {
        let (specs, unread) = source.specs()
        problems = unread
        for (n, spec) in specs.enumerated() {
            do {
                let bytes = try PreviewSource.read(spec)
                if case .object(let members) = try JSONValue(parsing: bytes), members.contains(where: { $0.0 == "pictures" }) {
                    try addBatch(spec.shown, n, bytes, settings, stamp)
                } else {
                    try addPicture(spec.shown, n, bytes, settings, stamp)
                }
            } catch {
                problems.append(PreviewProblem(file: spec.shown, error: error))
            }
        }
    }

    private mutating func add(_ v: PreviewVariant) {
        if variants.count < Self.maximumImages { variants.append(v) } else { leftOut += 1 }
    }

    private mutating func addPicture(_ file: String, _ n: Int, _ bytes: [UInt8], _ settings: PreviewSettings,
                                     _ stamp: (Picture, String) -> String) throws {
        let folder = Self.folder(of: file)
        var (base, animationSpec) = try Picture.withAnimation(PictureSpec.read(bytes, folder: folder), folder: folder)
        settings.apply(to: &base.options)
        for appearance in settings.appearanceList(defaultBoth: true) {
            var picture = base
            if let appearance { picture.options.appearance = appearance }
            var key = picture.spec.serialized(pretty: false) + stamp(picture, folder)
            let drawing: PreviewVariant.Drawing
            if let animationSpec {
                drawing = try Self.animationDrawing(animationSpec, path: "animation", picture: picture, scrub: settings.scrub, key: &key)
            } else {
                if settings.scrub != nil { picture = try PreviewScrub.picture(picture, scrub: settings.scrub).loadingImages(folder: folder) }
                key = picture.spec.serialized(pretty: false) + stamp(picture, folder)
                drawing = .picture(picture)
            }
            let flags = (appearance.map { ["--appearance", $0.rawValue] } ?? []) + settings.flags
            let out = Self.stem(file) + (appearance.map { "-" + $0.rawValue } ?? "") + ".png"
            add(PreviewVariant(id: "\(n)-\(appearance?.rawValue ?? "spec")", title: Self.name(file) + " " + picture.options.appearance.rawValue,
                               command: Self.command(["picker-render", "render", file] + flags + ["--output", out]),
                               key: FileDigest.sha256(Array(key.utf8)), drawing: drawing))
        }
    }

    private mutating func addBatch(_ file: String, _ n: Int, _ bytes: [UInt8], _ settings: PreviewSettings,
                                   _ stamp: (Picture, String) -> String) throws {
        let spec = try BatchSpec(json: bytes, directory: Self.folder(of: file))
        for order in 0..<spec.count {
            if variants.count >= Self.maximumImages { leftOut += spec.count - order; break }
            let item = try spec.item(order)
            for appearance in settings.appearanceList(defaultBoth: false) {
                do {
                    try addItem(item, file: file, n: n, appearance: appearance, settings: settings, stamp: stamp)
                } catch {
                    problems.append(PreviewProblem(file: file, error: error))
                }
            }
        }
    }

    private mutating func addItem(_ item: BatchSpec.Item, file: String, n: Int, appearance: Appearance?, settings: PreviewSettings,
                                  stamp: (Picture, String) -> String) throws {
        var picture = try BatchRun.picture(item) { options in
            settings.apply(to: &options)
            if let appearance { options.appearance = appearance }
        }
        let folder = item.imageFolder ?? "."
        let flags = (appearance.map { ["--appearance", $0.rawValue] } ?? []) + settings.flags
        let command = Self.command(["picker-render", "batch", file, "--only", item.file] + flags + ["--out", "out"])
        let id = "\(n)-\(item.order)-\(appearance?.rawValue ?? "spec")"
        let title = item.file + (appearance.map { " " + $0.rawValue } ?? "")
        var key = picture.spec.serialized(pretty: false) + stamp(picture, folder)
        let drawing: PreviewVariant.Drawing
        if let spec = item.animation {
            drawing = try Self.animationDrawing(spec, path: item.source + ".animation", picture: picture, scrub: settings.scrub, key: &key)
        } else {
            picture = try PreviewScrub.picture(picture, scrub: settings.scrub)
            if settings.scrub != nil, let folder = item.imageFolder { picture = try picture.loadingImages(folder: folder) }
            key = picture.spec.serialized(pretty: false) + stamp(picture, folder)
            drawing = .picture(picture)
        }
        add(PreviewVariant(id: id, title: title, command: command, key: FileDigest.sha256(Array(key.utf8)), drawing: drawing))
    }

    /// An animation as the page shows it: the frame at the scrub's time, or (no scrub) the whole
    /// animated PNG; `key` gains what names the drawing, so a changed one is swapped.
    static func animationDrawing(_ spec: JSONValue, path: String, picture: Picture, scrub: Int?,
                                 key: inout String) throws -> PreviewVariant.Drawing {
        let animation = try PictureAnimation(spec: spec, path: path, picture: picture)
        key += spec.serialized(pretty: false)
        guard let scrub else { return .animation(animation) }
        let frame = PreviewScrub.frame(scrub, of: animation.frameCount)
        key += " frame \(frame)"
        return .picture(animation.frame(at: frame))
    }

    static func folder(of file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return "." }
        return slash == file.startIndex ? "/" : String(file[..<slash])
    }

    static func name(_ file: String) -> String { file.split(separator: "/").last.map(String.init) ?? file }

    static func stem(_ file: String) -> String {
        let n = name(file)
        return n.hasSuffix(".json") ? String(n.dropLast(5)) : n
    }

    /// A shell command line: each argument quoted when it holds anything but plain characters.
    static func command(_ args: [String]) -> String {
        args.map { a in
            let plain = !a.isEmpty && a.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || "0123456789-_./=@+:,".unicodeScalars.contains($0)) }
            return plain ? a : "'" + a.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }.joined(separator: " ")
    }
}
