// Picture+Images: a picture read from a spec file gets its images' pixels. Every image's path is
// data, so it may only name a file inside the spec file's folder: a plain relative path
// (RelativePath: no "..", no "." , no absolute path) opened one component at a time below that
// folder without following a symbolic link (ConfinedFolder), a regular file of at most
// Image.maximumFileBytes, decoded with the PNG decoder's pixel limit (Image.maximumPixels, checked
// on the header before any pixel is allocated). A file named by several images is read once.
// Errors name the image's JSON path and the file: a path that is not plain, a file that is not
// a PNG or holds too many pixels are bad input (exit 2); a file that cannot be read (missing, a
// link, not a regular file, too large to read) is I/O (exit 3). Decoding goes through
// DecodedImages, so the same bytes are decoded once a process (a batch, a preview) while kept.

import PickerRenderFiles
import PickerRenderScene

extension Picture {
    /// This picture with every image's pixels read from its path, relative to `folder` (the
    /// spec file's folder). A picture without images is returned as it is; the folder is
    /// opened only when there is an image to read.
    package func loadingImages(folder: String) throws(PickerError) -> Picture {
        var opened: ConfinedFolder?
        var loaded: [RelativePath: ImageTexture] = [:]
        var out = self
        out.content = try content.mappingImages(path: "content") { (image: Image, at: String) throws(PickerError) -> Image in
            guard let text = image.path else { return image }
            let relative = try Self.relativePath(text, at: at)
            var image = image
            if let texture = loaded[relative] { image.texture = texture; return image }
            do {
                let dir = try opened ?? ConfinedFolder(path: folder)
                opened = dir
                let bytes = try dir.read(relative, limit: Image.maximumFileBytes)
                let shown = dir.shown(relative)
                image.texture = try DecodedImages.texture(bytes) { (b) throws(PickerError) in try Image.decode(b, shown: shown, name: "path") }
            } catch let e as FileError {
                throw .at(path: at, .file(what: "path", e))
            } catch let e as PickerError {
                throw .at(path: at, e)
            } catch {
                preconditionFailure("reading an image threw \(error)")
            }
            loaded[relative] = image.texture
            return image
        }
        return out
    }

    /// An image's path checked as a plain relative path (bad input at the image's JSON path).
    static func relativePath(_ text: String, at: String) throws(PickerError) -> RelativePath {
        do { return try RelativePath(text) } catch {
            throw .at(path: at, .invalidOption(name: "path", value: text, expected: "a plain relative path inside the spec's folder (\(error.reason))"))
        }
    }

    /// The folder of the spec file at `path`, as ConfinedFolder opens it.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}

extension ViewTree {
    /// This tree with `transform` applied to every image, each with its JSON path (the path
    /// PictureSpec reads it at and layout names it by).
    func mappingImages(path: String, _ transform: (Image, String) throws(PickerError) -> Image) throws(PickerError) -> ViewTree {
        if case .image(let i) = self { return .image(try transform(i, path)) }
        return try replacingChildren { (key, child) throws(PickerError) in
            try child.mappingImages(path: ViewTreeLayout.join(path, key), transform)
        }
    }
}
