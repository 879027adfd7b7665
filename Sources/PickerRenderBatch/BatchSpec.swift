// BatchSpec: one file that names a documentation set: pictures (a picture spec inline, a spec
// file, or a gallery demo) and axes to multiply them by. An axis is a JSON path into the
// picture spec and its values: `appearance`, `design`, `scale`, `dynamicType`, `locale`, `reduceMotion`,
// or any parameter of any view (`content.offset`, `content.children[1].selection`). Paths
// joined by "+" are one axis whose values go together (`"locale+layoutDirection": [["en_US",
// "leftToRight"], ["ar_EG", "rightToLeft"]]`: two outputs, not four). Output names come from a
// template whose placeholders are `{name}` and each axis path's last key.
// Invariants, all checked before anything is drawn (exit 2, naming the JSON path): every axis
// is a path a picture has and holds at least one value; placeholders name axes; no two outputs
// share a name, nor is one a folder of another or inside an animation's frames folder
// (OutputNames); output names are plain relative paths (RelativePath) ending in ".png" (an
// animation's also ".gif" or ".webp", its format when the animation names none); the axes
// make at most `maximumOutputs` outputs (counted before any is made). Outputs are made on demand
// (BatchSpec+Outputs): an axis value the picture spec refuses stops a run before it draws, but
// only when that output is one the run draws. A value that makes one picture invalid where it
// is drawn (a selection it lacks) fails that output only, named.
// With `docc` the set is a DocC catalog's resources (BatchSpec+DocC): each file is named as
// DocC reads its variants, and each animation also gets its poster, a still picture.

import Foundation
import PickerRender
import PickerRenderFiles
import PickerRenderPNG

package struct BatchSpec: Sendable {
    /// One output: a picture spec with the axes' values set, and its file name.
    package struct Item: Sendable, Equatable {
        /// The picture's name in the batch.
        package let name: String
        /// The output file, relative to the output folder.
        package let file: String
        /// Each axis's placeholder and value, in the axes' order.
        package let axes: [String: String]
        /// The picture spec drawn (every axis value set).
        package let spec: JSONValue
        /// Where it comes from in the batch spec, for error lines (`pictures[2]`).
        package let source: String
        /// Its position in the expansion (pictures in order, axes multiplied out).
        package let order: Int
        /// An animation of the picture (an animated PNG), when the entry has one.
        package let animation: JSONValue?
        /// Whether the animation's frames are also written as PNGs.
        package let frames: Bool
        /// Its alt text and caption, placeholders filled (index.md and index.html).
        package var alt = "", caption: String? = nil
        /// The folder its images' paths are relative to: its spec file's, or the batch spec's
        /// for a picture written inline (nil for a gallery demo).
        package var imageFolder: String? = nil
        /// The gallery demo the entry names (`"gallery"`), whose `spec` was made in the default
        /// environment, when no axis sets anything inside its content: BatchRun.picture makes
        /// that content again in the environment it is drawn in.
        package var galleryDemo: String? = nil
        /// The SwiftUI view the entry names (`"swift"`): `spec` is then its environment only,
        /// and BatchRun.picture makes the view's picture in it (SwiftViewPictures).
        package var swift: SwiftView? = nil
    }

    /// Each entry of `pictures` with its axes; its outputs are made on demand (`item(_:)`).
    let groups: [Group]
    /// Every output's file, in the expansion's order (the index is the output's `order`).
    package let files: [String]
    /// Whether a contact sheet is asked for, and its file.
    package let sheet: String?
    /// The set is a DocC catalog's resources (BatchSpec+DocC).
    package let docc: Bool

    /// Most outputs one batch spec may expand to. A documentation set is hundreds of pictures;
    /// this is 25 times the largest batch measured (4,000 pictures, 3 s). Counted from the axes'
    /// lengths before any output is made: a 1.7 KB spec whose axes multiplied to 1.2 million
    /// outputs took over 20 s and 986 MB before it was refused or drawn.
    package static let maximumOutputs = 100_000

    static let fields: [SpecField] = [
        SpecField("$schema", .string, "ignored (an editor's link to batch.schema.json)"),
        SpecField("output", .string, "file name template: {name} and each axis's last key, e.g. {name}-{appearance}@{scale}x.png (default: {name}, -{key} for each axis but scale in the axes' order, @{scale}x when scale is an axis, .png)"),
        SpecField("axes", .object([]), "JSON path into a picture spec -> array of values, multiplied out in order (at most 100,000 outputs in all)"),
        SpecField("pictures", .objects(pictureFields), required: true, "the pictures, each with a unique name"),
        SpecField("sheet", .string, "file name of a contact sheet of every output (e.g. sheet.png; default: none)"),
        SpecField("docc", .boolean, "a DocC catalog's resources: files named name~dark@2x.png (no output templates), a poster for each animation, docc.md with @Image and @Video snippets (default false)"),
    ]
    static let pictureFields: [SpecField] = [
        SpecField("name", .string, required: true, "the picture's name ({name} in the template)"),
        SpecField("picture", .object([]), "the picture spec, inline"),
        SpecField("file", .string, "a picture spec file, relative to the batch spec"),
        SpecField("gallery", .oneOf(Gallery.demos), "a gallery demo"),
        SpecField("swift", .string, "a SwiftUI file (or folder of them), relative to the batch spec: its view is drawn as `picker-render render FILE.swift --view` draws it; axes set its environment (appearance, scale, dynamicType, locale, ...)"),
        SpecField("view", .string, "with swift: the view type or #Preview to draw (default: the file's first preview)"),
        SpecField("chrome", .boolean, "with gallery: the demo with its status bar, navigation bar and home indicator (default false)"),
        SpecField("axes", .object([]), "axes of this picture only (replacing a batch axis of the same path)"),
        SpecField("output", .string, "this picture's file name template"),
        SpecField("animation", .object(PictureAnimation.specFields), "draw an animated PNG of a control's motion"),
        SpecField("alt", .string, "the pictures' alt text in index.md and index.html, with the template's placeholders ({name}, {locale}, ...) (default: the name and each axis but appearance and scale)"),
        SpecField("caption", .string, "a caption under the picture in the <figure> and Markdown snippets, with the same placeholders (default: none)"),
        SpecField("frames", .boolean, "with animation: also write each frame as a PNG in <stem>-frames/ (default false)"),
    ]

    /// Reads a batch spec; `directory` resolves `file` references. The outputs are counted
    /// from the axes first and refused above `maximumOutputs`; then only their file names are
    /// made (to refuse clashes and unsafe names). No output's picture spec is made here: each is
    /// made, and checked, when it is asked for (`item(_:)`, `check(_:)`).
    package init(json bytes: [UInt8], directory: String, docc forced: Bool = false) throws(SpecError) {
        let value = try JSONValue(parsing: bytes)
        let o = try SpecObject(value, path: "", fields: Self.fields)
        let docc = forced || o.bool("docc") == true
        self.docc = docc
        if docc { try Self.checkDocC(o) }
        let globalAxes = try Self.axes(o.value("axes"), path: "axes")
        let pictures = try o.objects("pictures", fields: Self.pictureFields)!
        var axesOf: [[Axis]] = []
        for (i, p) in pictures.enumerated() {
            var axes = globalAxes
            for axis in try Self.axes(p.value("axes"), path: "pictures[\(i)].axes") {
                if let k = axes.firstIndex(where: { $0.paths == axis.paths }) { axes[k] = axis } else { axes.append(axis) }
            }
            axesOf.append(axes)
        }
        try Self.checkCount(axesOf, names: pictures.map { $0.string("name") ?? "" },
                            copies: pictures.map { docc && $0.has("animation") ? 2 : 1 })
        var groups: [Group] = []
        var names = Set<String>()
        var first = 0
        for (i, p) in pictures.enumerated() {
            let path = "pictures[\(i)]"
            let name = p.string("name")!
            guard Self.isSafeName(name), !name.isEmpty else { throw p.error("name", "'\(name)' is not a file-name-safe name") }
            guard names.insert(name).inserted else { throw p.error("name", "'\(name)' names two pictures") }
            let (base, imageFolder) = try Self.source(p, directory: directory, path: path)
            if p.bool("frames") == true, !p.has("animation") { throw p.error("frames", "goes with an animation") }
            if let animation = p.value("animation") {
                // Checked once against the picture as given (axes only change its environment);
                // a Swift view's is checked for what it can be without the view, which the host has.
                if p.has("swift") {
                    _ = try PictureAnimation.viewAnimation(spec: animation, path: p.path("animation"))
                } else {
                    _ = try PictureAnimation(spec: animation, path: p.path("animation"), picture: try Picture(spec: base))
                }
            }
            let axes = axesOf[i]
            let format = p.value("animation").flatMap { Self.format(of: $0) }
            if docc { try Self.checkDocC(p, format: format) }
            let template = docc ? Self.doccStem(axes)
                : p.string("output") ?? o.string("output") ?? Self.defaultTemplate(axes, fileExtension: format?.fileExtension ?? "png")
            let templatePath = p.has("output") ? p.path("output") : "output"
            try Self.checkTemplate(template, axes: axes, path: templatePath)
            for key in ["alt", "caption"] { if let t = p.string(key) { try Self.checkTemplate(t, axes: axes, path: p.path(key)) } }
            var group = Group(name: name, base: base, axes: axes, template: template, templatePath: templatePath, source: path, first: first,
                              animation: p.value("animation"), frames: p.bool("frames") ?? false,
                              galleryDemo: axes.contains { $0.paths.contains { $0.firstKey == "content" } } ? nil : p.string("gallery"),
                              imageFolder: imageFolder)
            group.alt = p.string("alt"); group.caption = p.string("caption")
            if let key = ["file", "gallery", "swift"].first(where: p.has) { group.pictureKey = key; group.pictureName = p.string(key) ?? "" }
            if let file = p.string("swift") { group.swift = SwiftView(file: file, view: p.string("view")) }
            if docc { group.doccExtension = format?.fileExtension ?? "png" }
            // Its axes' paths are checked on its first output (the paths are the same for all).
            _ = try group.spec(0)
            first += group.count
            groups.append(group)
            if docc, group.animation != nil {
                guard names.insert(name + Self.posterSuffix).inserted else {
                    throw p.error("name", "'\(name)' has a poster named '\(name + Self.posterSuffix)', which names another picture")
                }
                let poster = group.poster(first: first)
                first += poster.count
                groups.append(poster)
            }
        }
        var files: [String] = []
        files.reserveCapacity(first)
        var seen: [String: Int] = [:]
        for group in groups {
            for k in 0..<group.count {
                let file = group.file(k)
                do { _ = try RelativePath(file) } catch { throw SpecError(path: group.templatePath, message: error.description) }
                guard Self.isSafeName(file), let ext = Self.fileExtension(file), ext == "png" || group.animation != nil else {
                    throw SpecError(path: group.templatePath, message: "'\(file)' is not a relative .png file name")
                }
                if let animation = group.animation {
                    let given = Self.format(of: animation)
                    guard let named = PictureAnimation.Format.allCases.first(where: { $0.fileExtension == ext }) else {
                        throw SpecError(path: group.templatePath, message: "'\(file)' is not a relative .png, .gif or .webp file name (an animation's)")
                    }
                    if let given, given != named {
                        throw SpecError(path: group.templatePath, message: "'\(file)' ends in .\(ext), but \(group.source).animation.format is \(given.rawValue) (.\(given.fileExtension))")
                    }
                }
                if let earlier = seen[file] {
                    let a = Self.group(of: earlier, in: groups), b = group
                    // Two outputs of one name because an axis value is refused (a scale of 4 beside
                    // 1, with no {scale} in the template): the value is what to name.
                    _ = try a.checkedSpec(earlier - a.first, file: file)
                    _ = try b.checkedSpec(k, file: file)
                    throw SpecError(path: b.source, message: "two outputs are named '\(file)' (\(a.source) with \(a.axesText(earlier - a.first)), and \(b.source) with \(b.axesText(k))): add a placeholder to the output template")
                }
                seen[file] = files.count
                files.append(file)
            }
        }
        self.groups = groups
        self.files = files
        sheet = o.string("sheet")
        if let sheet, !(Self.isSafeName(sheet) && sheet.hasSuffix(".png")) || seen[sheet] != nil {
            throw o.error("sheet", "'\(sheet)' is not a free relative .png file name")
        }
        // Every file the set writes must be able to exist beside the others (OutputNames).
        let written = files + (sheet.map { [$0] } ?? []) + ["index.md", "index.html", "manifest.json"] + (docc ? [BatchIndex.doccFile] : [])
        let framesFolders = groups.filter(\.frames).flatMap { g in files[g.first ..< g.first + g.count].map(OutputNames.framesFolder) }
        if let clash = OutputNames.clash(files: written, owned: framesFolders) {
            throw SpecError(path: "output", message: "the output names clash: \(clash)")
        }
    }

    /// One axis: its paths (one, or several whose values go together) and its values, each
    /// value one JSON value per path.
    struct Axis: Sendable {
        let paths: [JSONPath]
        let values: [[JSONValue]]
        let origin: String
        /// The placeholders the axis fills: each path's last key.
        var keys: [String] { paths.map(\.lastKey) }
    }

    static func axes(_ value: JSONValue?, path: String) throws(SpecError) -> [Axis] {
        guard let value else { return [] }
        guard case .object(let members) = value else { throw SpecError(path: path, message: "expected an object of axes") }
        let environment = Set(PictureSpec.pictureFields.map(\.name))
        var out: [Axis] = []
        for (key, v) in members {
            let here = "\(path).\(key)"
            var paths: [JSONPath] = []
            for part in key.split(separator: "+", omittingEmptySubsequences: false).map(String.init) {
                guard let p = JSONPath(part) else {
                    throw SpecError(path: here, message: "'\(part)' is not a JSON path like content.selection (paths that go together are joined by +)")
                }
                guard case .key(let first) = p.steps[0], environment.contains(first), first != "content" || p.steps.count > 1 else {
                    throw SpecError(path: here, message: "unknown axis '\(part)' (an environment key: scale, appearance, design, dynamicType, reduceMotion, locale, layoutDirection, background, canvas, width, padding; or a path into content)")
                }
                guard !paths.contains(where: { $0.lastKey == p.lastKey }),
                      !out.contains(where: { $0.keys.contains(p.lastKey) }) else {
                    throw SpecError(path: here, message: "two axes end in '\(p.lastKey)': their placeholders would clash")
                }
                paths.append(p)
            }
            guard case .array(let items) = v, !items.isEmpty else {
                throw SpecError(path: here, message: "an axis needs an array of at least one value")
            }
            var values: [[JSONValue]] = []
            for (i, item) in items.enumerated() {
                guard paths.count > 1 else { values.append([item]); continue }
                guard case .array(let together) = item, together.count == paths.count else {
                    throw SpecError(path: "\(here)[\(i)]", message: "a value of a paired axis is an array of \(paths.count) values, one for each of \(paths.map(\.description).joined(separator: ", "))")
                }
                values.append(together)
            }
            out.append(Axis(paths: paths, values: values, origin: here))
        }
        return out
    }

    /// The picture spec a batch entry names: inline, a file, or a gallery demo.
    /// A picture entry's spec and the folder its images are read from. Its images are read once
    /// here, so a bad one is named at the entry (`pictures[2].file: ... content.path: ...`).
    static func source(_ p: SpecObject, directory: String, path: String) throws(SpecError) -> (JSONValue, String?) {
        let v = try sourceSpec(p, directory: directory, path: path)
        guard !p.has("gallery"), !p.has("swift") else { return (v, nil) }
        let folder: String
        if let file = p.string("file") {
            let full = file.hasPrefix("/") ? file : (directory as NSString).appendingPathComponent(file)
            folder = (full as NSString).deletingLastPathComponent.isEmpty ? "." : (full as NSString).deletingLastPathComponent
        } else {
            folder = directory.isEmpty ? "." : directory
        }
        // The spec was checked by sourceSpec; only its images are read here.
        guard let picture = try? Picture(spec: v) else { return (v, folder) }
        do { _ = try picture.loadingImages(folder: folder) } catch {
            throw p.error(p.has("file") ? "file" : "picture", error.description)
        }
        return (v, folder)
    }

    static func sourceSpec(_ p: SpecObject, directory: String, path: String) throws(SpecError) -> JSONValue {
        let given = ["picture", "file", "gallery", "swift"].filter(p.has)
        guard given.count == 1 else {
            throw SpecError(path: path, message: "give exactly one of picture, file, gallery or swift")
        }
        if p.has("view"), given[0] != "swift" { throw p.error("view", "goes with swift (a Swift file's view)") }
        if p.has("chrome"), given[0] != "gallery" {
            throw p.error("chrome", "goes with gallery (a picture spec says its own \"chrome\")")
        }
        switch given[0] {
        case "picture":
            let v = p.value("picture")!
            // An error names its path inside the batch spec: pictures[2].picture.content.values.
            do { _ = try Picture(spec: v) } catch {
                let inner = error.path.isEmpty ? "" : (error.path.hasPrefix("[") ? "" : ".") + error.path
                throw SpecError(path: p.path("picture") + inner, message: error.message)
            }
            return v
        case "swift":
            // The environment alone: the axes set it, and the view is made in it when drawn
            // (by a view host only: BatchRun.picture says so anywhere else).
            return .object([("content", .object([("type", .string("spacer"))]))])
        case "file":
            let file = p.string("file")!
            let full = file.hasPrefix("/") ? file : (directory as NSString).appendingPathComponent(file)
            // Non-blocking, regular files only, size checked first: a FIFO or /dev/zero named here
            // is refused rather than waited on or read without end. Its includes (component
            // files beside it) are merged in, so the picture's value stands alone.
            let v: JSONValue
            do { v = try PictureSpec.readFile(full) } catch let e as SpecError {
                throw p.error("file", "\(file): \(e.description)")
            } catch {
                throw p.error("file", "\(error)")
            }
            do { _ = try Picture(spec: v) } catch { throw p.error("file", "\(file): \(error.description)") }
            return v
        default:
            do { return try Gallery.picture(demo: p.string("gallery")!, chrome: p.bool("chrome") ?? false).spec } catch {
                throw p.error("gallery", error.description)
            }
        }
    }

    /// The format an animation object names (`"format"`), if any.
    static func format(of animation: JSONValue) -> PictureAnimation.Format? {
        guard case .string(let s)? = animation.objectMembers.first(where: { $0.0 == "format" })?.1 else { return nil }
        return PictureAnimation.Format(rawValue: s)
    }

    /// The extension of a file name's last component (`png` of `a/b.png`), if it has one.
    static func fileExtension(_ file: String) -> String? {
        let last = file.split(separator: "/").last ?? ""
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return nil }
        return String(last[last.index(after: dot)...])
    }

    static func defaultTemplate(_ axes: [Axis], fileExtension: String = "png") -> String {
        var t = "{name}"
        for key in axes.flatMap(\.keys) where key != "scale" { t += "-{\(key)}" }
        if axes.contains(where: { $0.keys.contains("scale") }) { t += "@{scale}x" }
        return t + "." + fileExtension
    }

    static func checkTemplate(_ t: String, axes: [Axis], path: String) throws(SpecError) {
        let known = Set(["name"] + axes.flatMap(\.keys))
        var rest = Substring(t)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { throw SpecError(path: path, message: "'\(t)' has an unclosed {") }
            let key = String(rest[rest.index(after: open)..<close])
            guard known.contains(key) else {
                throw SpecError(path: path, message: "'\(t)' names {\(key)}, which is not an axis (\(known.sorted().joined(separator: ", ")))")
            }
            rest = rest[rest.index(after: close)...]
        }
    }

    /// The template with each `{key}` of `values` replaced, in one pass: a value is never
    /// scanned again (an axis value holding "{name}" stays as written).
    static func fill(_ t: String, _ values: [String: String]) -> String {
        var out = "", rest = Substring(t)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            out += rest[..<open]
            let key = String(rest[rest.index(after: open)..<close])
            out += values[key] ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    static func text(_ v: JSONValue) -> String {
        switch v {
        case .string(let s): return s
        case .number(let x): return JSONValue.format(x)
        case .bool(let b): return b ? "true" : "false"
        default: return v.serialized(pretty: false)
        }
    }

    /// A plain relative path (RelativePath: no `..`, `.`, empty component, NUL or component
    /// over 255 bytes, not absolute) without a backslash.
    static func isSafeName(_ s: String) -> Bool {
        (try? RelativePath(s)) != nil && !s.contains("\\")
    }
}
