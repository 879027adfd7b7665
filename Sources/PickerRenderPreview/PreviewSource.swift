// PreviewSource: what `preview FILE` reads, decided once when it starts: one spec file, or the
// *.json files of a folder. FILE is the user's own path (links in it are followed, as for
// `--out DIR`; a FILE that is itself a link is resolved to its target once, here). After that
// nothing is followed: the spec is read as a regular file inside its folder, and a folder's specs
// are the regular files directly in it (ConfinedFolder: openat without following links), as a
// spec's own images and included files are. So a spec replaced by a folder, a FIFO or a link
// (to anywhere), or a folder entry that is one, is a problem shown on the page naming the file
// and what it is, never read: a link in a watched folder cannot serve a file from elsewhere.
// A FILE that does not exist when the preview starts is bad input (exit 2, PreviewCommand).
// A Swift file, or a folder of them, is a `swift` source instead: its previews are drawn by the
// view host built for it (SwiftPreview), never read as specs.

import Foundation
import PickerRender
import PickerRenderFiles
import PickerRenderSwiftFile

package struct PreviewSource: Sendable {
    /// Spec files read from a folder, in name order.
    package static let maximumFiles = 64

    /// What FILE is: one spec (in `folder`, named `name`), a folder of specs, or Swift (`swift`).
    enum Kind: Sendable { case file(folder: String, name: RelativePath), folder(String), swift }
    let kind: Kind
    /// FILE as the user wrote it (the page's title).
    package let path: String
    /// FILE's Swift files and the host that draws their previews (and the views named with
    /// --view), when FILE is Swift.
    package let swift: SwiftFileHost?

    /// A spec the source names: how messages and commands show it, and where it is.
    package struct Spec: Sendable {
        package let shown: String
        let folder: String
        let name: RelativePath
    }

    /// FILE's source, or nil when nothing is at `path`. `views` are Swift view types to draw
    /// beside a Swift file's previews.
    package init?(path: String, views: [String] = []) throws(SwiftFileError) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.path = path
        if SwiftSources.isSwift(path) {
            guard let sources = SwiftSources(path: path) else { return nil }
            swift = try SwiftFileHost(sources: sources, views: views)
            kind = .swift
            return
        }
        swift = nil
        if info.st_mode & S_IFMT == S_IFDIR { kind = .folder(path); return }
        var own = stat()
        var file = path
        // FILE itself a link: its target, once (the user named the link).
        if lstat(path, &own) == 0, own.st_mode & S_IFMT == S_IFLNK, let real = realpath(path, nil) {
            file = String(cString: real)
            free(real)
        }
        let folder = PreviewDocument.folder(of: file)
        guard let name = try? RelativePath(PreviewDocument.name(file)) else { return nil }
        kind = .file(folder: folder, name: name)
    }

    /// The folders whose changes matter to the list of specs.
    var folders: [String] {
        switch kind {
        case .file(let folder, _): return [folder]
        case .folder(let folder): return [folder]
        case .swift: return swift?.sources.folders ?? []
        }
    }

    /// The specs FILE means now, and a problem for each folder entry named *.json that is not a
    /// regular file (a link, a folder, a FIFO).
    package func specs() -> (specs: [Spec], problems: [PreviewProblem]) {
        switch kind {
        case .swift:
            return ([], [])   // no spec: SwiftPreview builds and draws the Swift files
        case .file(let folder, let name):
            return ([Spec(shown: Self.join(folder, name.description), folder: folder, name: name)], [])
        case .folder(let folder):
            let entries: [(name: [UInt8], kind: mode_t)]
            do { entries = try ConfinedFolder(path: folder).list() } catch {
                return ([], [PreviewProblem(file: folder, error: error)])
            }
            var specs: [Spec] = [], problems: [PreviewProblem] = []
            let named = entries.compactMap { e -> (String, mode_t)? in
                guard let text = String(validating: e.name, as: UTF8.self), text.hasSuffix(".json"), !text.hasPrefix(".") else { return nil }
                return (text, e.kind)
            }.sorted { $0.0 < $1.0 }
            for (text, kind) in named.prefix(Self.maximumFiles) {
                let shown = Self.join(folder, text)
                guard kind == S_IFREG, let name = try? RelativePath(text) else {
                    problems.append(PreviewProblem(file: shown, error: FileError.readFailed(path: shown, reason:
                        "it is \(FileIO.kind(kind)), not a regular file: a folder's specs are read only as regular files inside it")))
                    continue
                }
                specs.append(Spec(shown: shown, folder: folder, name: name))
            }
            return (specs, problems)
        }
    }

    /// The bytes of `spec`: a regular file inside its folder, no link followed.
    package static func read(_ spec: Spec) throws -> [UInt8] {
        try ConfinedFolder(path: spec.folder).read(spec.name, limit: Limits.maximumSpecBytes)
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder == "." ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
