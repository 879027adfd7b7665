// BatchSpec+Outputs: a batch spec's outputs made on demand. Each entry of `pictures` is a
// Group: its picture spec and axes, and the range of output orders it owns. Output `order` of a
// group is a number in mixed radix over its axes (first axis outermost, as the axes are
// multiplied out), so its file name, its axis values and its picture spec are made from the
// order alone, when asked for.
// Invariants: the count of outputs is known from the axes' lengths before anything is made,
// and refused above `maximumOutputs` (with overflow checked: 20 axes of 100 values are counted,
// not multiplied out); reading a spec makes only file names (bounded by that maximum); an
// output's picture spec is made, and checked, only for the outputs a run draws (after `--only`
// and `--shard`), so an `--only` that matches one picture of a large set makes one spec.

import PickerRender

extension BatchSpec {
    struct Group: Sendable {
        let name: String
        let base: JSONValue
        let axes: [Axis]
        let template: String
        /// The spec path errors about the template name (`output` or `pictures[2].output`).
        let templatePath: String
        let source: String
        /// The order of its first output.
        let first: Int
        let animation: JSONValue?
        let frames: Bool
        let galleryDemo: String?
        let imageFolder: String?
        /// Where the picture's spec is given: `picture`, `file` or `gallery`, and the file's or
        /// the demo's name (for error paths).
        var pictureKey = "picture", pictureName = ""
        /// The alt text's and the caption's templates, when the entry gives them.
        var alt: String?, caption: String?
        /// The Swift view the entry names, if it names one.
        var swift: SwiftView?
        /// With docc: the files' extension; the template is then the stem, and each file's
        /// name ends in its DocC variant (`~dark`, `@2x`; BatchSpec+DocC).
        var doccExtension: String?
        /// Each axis value as a placeholder writes it, made once.
        let texts: [[[String]]]

        init(name: String, base: JSONValue, axes: [Axis], template: String, templatePath: String, source: String, first: Int,
             animation: JSONValue?, frames: Bool, galleryDemo: String?, imageFolder: String?) {
            self.name = name; self.base = base; self.axes = axes; self.template = template; self.templatePath = templatePath
            self.source = source
            self.first = first; self.animation = animation; self.frames = frames; self.galleryDemo = galleryDemo
            self.imageFolder = imageFolder
            texts = axes.map { $0.values.map { $0.map(BatchSpec.text) } }
        }

        /// Its number of outputs (checked against overflow by `checkCount` before a group is made).
        var count: Int { axes.reduce(1) { $0 * $1.values.count } }

        /// The value index of every axis for output `k` (0 ..< count) of this group.
        func digits(_ k: Int) -> [Int] {
            var rest = k, out = [Int](repeating: 0, count: axes.count)
            for a in axes.indices.reversed() {
                out[a] = rest % axes[a].values.count
                rest /= axes[a].values.count
            }
            return out
        }

        /// Each axis's placeholder and value for output `k`.
        func placeholders(_ k: Int) -> [String: String] {
            var out: [String: String] = [:]
            for (a, d) in digits(k).enumerated() {
                for (key, text) in zip(axes[a].keys, texts[a][d]) { out[key] = text }
            }
            return out
        }

        func file(_ k: Int) -> String {
            guard let ext = doccExtension else { return fill(template, k) }
            return fill(template, k) + doccVariant(k) + "." + ext
        }

        /// `t` with output `k`'s placeholders filled.
        func fill(_ t: String, _ k: Int) -> String {
            var values = placeholders(k)
            values["name"] = name
            return BatchSpec.fill(t, values)
        }

        /// Output `k`'s alt text: the entry's template filled, else the name and each axis but
        /// appearance and scale (which the snippets' <source> and srcset say already).
        func altText(_ k: Int) -> String {
            if let alt { return fill(alt, k) }
            let rest = placeholders(k).filter { $0.key != "appearance" && $0.key != "scale" }.sorted { $0.key < $1.key }
            return ([name] + rest.map { "\($0.key) \($0.value)" }).joined(separator: ", ")
        }

        /// Output `k`'s picture spec: the base with each axis's value set, in the axes' order. An
        /// axis path the spec does not have is named at the axis.
        func spec(_ k: Int) throws(SpecError) -> JSONValue {
            var spec = base
            for (a, d) in digits(k).enumerated() {
                for (path, value) in zip(axes[a].paths, axes[a].values[d]) {
                    do { spec = try path.setting(value, in: spec) } catch {
                        throw SpecError(path: axes[a].origin, message: "\(picturePath(error.path)): \(error.message)")
                    }
                }
            }
            return spec
        }

        /// Output `k`'s picture spec, read as a picture: an axis value the picture spec refuses is
        /// named at that value in the batch spec (`axes.scale[1]`), then the place it set, by its
        /// full path (`pictures[0].picture.scale`), and the output (`file`).
        func checkedSpec(_ k: Int, file: String) throws(SpecError) -> JSONValue {
            let spec = try spec(k)
            guard !axes.isEmpty else { return spec }
            do { _ = try Picture(spec: spec) } catch {
                let digits = digits(k)
                let a = axes.indices.first { i in axes[i].paths.contains { Self.path(error.path, isAtOrInside: $0.description) } }
                let at = a.map { "\(axes[$0].origin)[\(digits[$0])]" } ?? source
                throw SpecError(path: at, message: "\(picturePath(error.path)): \(error.message) (in \(file))")
            }
            return spec
        }

        /// A path inside the picture's spec as a path of the batch spec: below
        /// `pictures[2].picture` for a picture written inline, else after its file or demo
        /// (`pictures[2].file 'wheel.json': content.values`).
        func picturePath(_ inner: String) -> String {
            switch pictureKey {
            case "picture": return inner.isEmpty ? "\(source).picture" : "\(source).picture" + (inner.hasPrefix("[") ? "" : ".") + inner
            default: return "\(source).\(pictureKey) '\(pictureName)'" + (inner.isEmpty ? "" : ": " + inner)
            }
        }

        /// Whether `path` is `axis` or a path below it (`content.children[1].selection` is inside
        /// `content.children[1]`, `content.childrenX` is not inside `content.children`).
        static func path(_ path: String, isAtOrInside axis: String) -> Bool {
            guard path.hasPrefix(axis) else { return false }
            let rest = path.dropFirst(axis.count)
            return rest.isEmpty || rest.hasPrefix(".") || rest.hasPrefix("[")
        }

        /// Output `k`'s axes as an error line lists them, by placeholder: `appearance=light, scale=2`
        /// (`no axes` for a picture without any).
        func axesText(_ k: Int) -> String {
            let pairs = placeholders(k).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            return pairs.isEmpty ? "no axes" : pairs.joined(separator: ", ")
        }
    }

    /// The number of outputs, without making any.
    package var count: Int { files.count }

    /// The picture name of output `order` (what `--only` matches besides its file).
    package func name(of order: Int) -> String { Self.group(of: order, in: groups).name }

    /// Where output `order` comes from, for error lines (`pictures[2]`).
    package func source(of order: Int) -> String { Self.group(of: order, in: groups).source }

    /// A path inside output `order`'s picture spec as a path of the batch spec
    /// (`content.values` -> `pictures[2].picture.content.values`).
    package func picturePath(of order: Int, _ inner: String) -> String { Self.group(of: order, in: groups).picturePath(inner) }

    /// Output `order` (0 ..< count): its picture spec with every axis value set, checked. An
    /// axis value the picture spec refuses (a scale of 4) is a fault of the batch spec, named at
    /// the axis that set it (found by PictureSpecFuzzer).
    package func item(_ order: Int) throws(SpecError) -> Item {
        precondition(order >= 0 && order < count, "BatchSpec.item: \(order) outside 0..<\(count)")
        let g = Self.group(of: order, in: groups), k = order - g.first
        let spec = try g.checkedSpec(k, file: files[order])
        var animation = g.animation
        // An animation without a format takes its file's (.gif, .webp); .png keeps the value as
        // written (so manifests of APNGs made before formats existed still match).
        if let a = animation, BatchSpec.format(of: a) == nil, let ext = BatchSpec.fileExtension(files[order]), ext != "png" {
            animation = .object(a.objectMembers + [("format", .string(ext))])
        }
        var item = Item(name: g.name, file: files[order], axes: g.placeholders(k), spec: spec, source: g.source, order: order,
                        animation: animation, frames: g.frames, galleryDemo: g.galleryDemo)
        item.imageFolder = g.imageFolder
        item.swift = g.swift
        item.alt = g.altText(k)
        item.caption = g.caption.map { g.fill($0, k) }
        return item
    }

    /// Makes and checks the outputs `orders` without keeping them: a run checks what it will
    /// draw before it draws anything.
    package func check(_ orders: [Int]) throws(SpecError) {
        for order in orders { _ = try item(order) }
    }

    /// The group that owns output `order` (groups are in order of `first`).
    static func group(of order: Int, in groups: [Group]) -> Group {
        var lo = 0, hi = groups.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if groups[mid].first <= order { lo = mid } else { hi = mid - 1 }
        }
        return groups[lo]
    }

    /// Refuses a spec whose axes multiply to more than `maximumOutputs` outputs, naming the
    /// count and the picture with the most, before any output is made.
    /// `copies[i]`: how many groups picture i makes (2 for an animation with its DocC poster).
    static func checkCount(_ axesOf: [[Axis]], names: [String], copies: [Int]? = nil) throws(SpecError) {
        var total = 0, overflow = false
        var largest = (index: 0, count: 0)
        for (i, axes) in axesOf.enumerated() {
            var n = copies?[i] ?? 1
            for axis in axes {
                let (m, o) = n.multipliedReportingOverflow(by: axis.values.count)
                overflow = overflow || o
                n = o ? Int.max : m
            }
            if n > largest.count { largest = (i, n) }
            let (t, o) = total.addingReportingOverflow(n)
            overflow = overflow || o
            total = o ? Int.max : t
        }
        guard overflow || total > maximumOutputs else { return }
        let axes = axesOf[largest.index]
        let factors = axes.map { "\($0.values.count) \($0.keys.joined(separator: "+"))" }.joined(separator: " x ")
        let count = overflow ? "more than \(format(Int.max))" : format(total)
        throw SpecError(path: "pictures[\(largest.index)]",
                        message: "the axes make \(count) outputs (\(names[largest.index]): \(factors)), more than the \(format(maximumOutputs)) a batch may have")
    }

    /// 1200000 -> "1,200,000".
    static func format(_ n: Int) -> String {
        let digits = Array(String(n))
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return out
    }
}
