// A picture spec read from a file, with the component files it includes and its images' pixels
// (Picture+Images.swift): "include" names
// spec files beside it (plain relative paths, inside the spec's own folder: no "..", no
// absolute path, no symbolic link out of it), whose "components" join the spec's own, each
// marked with the file it came from (`$file`, so an error inside it names that file). An
// included file holds components only, and includes nothing further. A name defined twice is
// an error naming both places.

import PickerRenderFiles

extension PictureSpec {
    /// Most files one spec may include.
    static let maximumIncludes = 64

    /// The spec at `path` with its includes' components merged in: a SpecError for bad input
    /// (exit 2), a FileError when a file cannot be read (exit 3).
    package static func readFile(_ path: String) throws -> JSONValue {
        guard let bytes = try FileIO.readRegularFile(path, limit: Limits.maximumSpecBytes) else {
            throw SpecError(path: "", message: "a spec of more than \(Limits.maximumSpecText)")
        }
        return try read(bytes, folder: Picture.folder(of: path))
    }

    /// The spec in `bytes`, with the components of the files it includes from `folder` merged in.
    package static func read(_ bytes: [UInt8], folder path: String) throws -> JSONValue {
        let root = try JSONValue(parsing: bytes)
        guard case .object(var members) = root, let i = members.firstIndex(where: { $0.0 == "include" }) else { return root }
        guard case .array(let names) = members[i].1, names.count <= maximumIncludes else {
            throw SpecError(path: "include", message: "expected an array of at most \(maximumIncludes) relative paths")
        }
        members.remove(at: i)
        var components = members.first { $0.0 == "components" }?.1.objectMembers ?? []
        var origin = Dictionary(uniqueKeysWithValues: components.map { ($0.0, "components") })
        let folder = try ConfinedFolder(path: path)
        for (n, name) in names.enumerated() {
            let at = "include[\(n)]"
            guard case .string(let text) = name else { throw SpecError(path: at, message: "\(name.shown) is not a relative path") }
            let relative: RelativePath
            do { relative = try RelativePath(text) } catch { throw SpecError(path: at, message: error.description) }
            let included = try JSONValue(parsing: try folder.read(relative, limit: Limits.maximumSpecBytes))
            let o: SpecObject
            do {
                o = try SpecObject(included, path: "", fields: [SpecField("$schema", .string, ""), SpecField("components", .anyObject, "")])
            } catch { throw SpecError(path: at, message: "\(text): \(error.description)") }
            for (k, v) in o.value("components")?.objectMembers ?? [] {
                if let first = origin[k] { throw SpecError(path: at, message: "\(text) defines '\(k)', which \(first) defines too") }
                origin[k] = "\(at) (\(text))"
                // The file it came from, for errors inside it (SpecComponents, ComponentOrigins).
                guard case .object(var members) = v else { components.append((k, v)); continue }
                members.removeAll { $0.0 == PictureSpec.fileKey }
                components.append((k, .object(members + [(PictureSpec.fileKey, .string(text))])))
            }
        }
        if let c = members.firstIndex(where: { $0.0 == "components" }) { members[c].1 = .object(components) } else {
            members.insert(("components", .object(components)), at: 0)
        }
        return .object(members)
    }
}

extension Picture {
    /// The picture the spec file at `path` describes, with the components of the files it
    /// includes and its images' pixels (their paths relative to the file's folder): what
    /// `render` draws, and what a test hands to `Snapshot.verify`. Throws a SpecError for a bad
    /// spec (naming the JSON path), a FileError when the spec or an included file cannot be
    /// read, and a PickerError naming the image's JSON path when an image cannot be used.
    public init(contentsOfFile path: String) throws {
        self = try Picture(spec: PictureSpec.readFile(path)).loadingImages(folder: Self.folder(of: path))
    }
}

extension Picture {
    /// A spec file's picture and its `animation` object, when it has one (nil otherwise): what
    /// `render` and `preview` draw. The animation is read against the picture by the caller
    /// (PictureAnimation(spec:path:picture:)), once the command line's environment is applied.
    package static func withAnimation(contentsOfFile path: String) throws -> (picture: Picture, animation: JSONValue?) {
        try withAnimation(PictureSpec.readFile(path), folder: folder(of: path))
    }

    /// The same for a spec already read (its includes read): `folder` holds its images.
    package static func withAnimation(_ spec: JSONValue, folder: String) throws -> (picture: Picture, animation: JSONValue?) {
        var root = spec
        var animation: JSONValue?
        if case .object(var members) = root, let i = members.firstIndex(where: { $0.0 == "animation" }) {
            animation = members.remove(at: i).1
            root = .object(members)
        }
        return (try Picture(spec: root).loadingImages(folder: folder), animation)
    }
}
