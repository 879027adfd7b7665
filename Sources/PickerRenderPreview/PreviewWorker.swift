// PreviewWorker: the one thread that reads specs and draws. It waits for the files to change
// (FileWatcher) or a page to ask for settings it has no current snapshot of, reads the document
// again (PreviewDocument), draws only the variants whose key it has not drawn (`drawn`, bounded),
// and publishes a snapshot. While a spec is wrong its problem is published with the last good
// images of the variants it no longer makes. Drawing happens outside the lock; the lock is
// held only to copy settings in and a snapshot and its images out.
// A Swift source is built again when its files' stamp changes (SwiftPreview), its progress
// published as it goes, then its host draws the images for each settings asked for.

import Foundation
import PickerRender
import PickerRenderFiles
import PickerRenderLocking

package final class PreviewWorker: @unchecked Sendable {
    /// Keys drawn, by their image: forgotten all at once beyond this many (a re-draw at worst).
    static let maximumKeys = 2048
    package struct Drawn: Sendable { var digest: String; var animated: Bool; var width: Double }

    let source: PreviewSource
    let state: Locked<PreviewState>
    // Touched by the worker thread only (init's values before it starts).
    private let watcher: FileWatcher
    private var drawn: [String: Drawn] = [:]
    private var renderer: PickerRenderer?
    private var stamp = ""
    private var folders: [String] = []
    private var swiftPreview: SwiftPreview?

    package init(source: PreviewSource, state: Locked<PreviewState>, polling: Bool) {
        self.source = source; self.state = state
        watcher = FileWatcher(polling: polling)
        swiftPreview = source.swift.map { SwiftPreview(host: $0, shown: source.path) }
        rescan()
    }

    package var polling: Bool { watcher.polling }

    /// Runs until `state.stopping`.
    package func run() {
        while !state.withLock({ $0.stopping }) {
            if watcher.wait(milliseconds: 20) { rescan() }
            let stale = state.withLock { s in s.wanted.filter { s.snapshots[$0]?.stamp != stamp } }
            for settings in stale { refresh(settings) }
        }
    }

    private func rescan() {
        if let swift = source.swift {
            // Each file and folder named, then each Swift file read: a save, a rename over a
            // file, a file added to a folder.
            let paths = swift.sources.namedPaths + ((try? swift.sources.files()) ?? [])
            (stamp, folders) = (paths.map { $0 + " " + PreviewFiles.stamp(of: $0) }.joined(separator: "\n"), source.folders)
            watcher.watch(folders)
            return
        }
        (stamp, folders) = PreviewFiles.scan(source)
        watcher.watch(folders)
    }

    /// Reads the document for `settings`, draws what changed, publishes the snapshot.
    package func refresh(_ settings: PreviewSettings) {
        let madeFrom = stamp
        if let swiftPreview {
            let drawn = swiftPreview.draw(settings, stamp: madeFrom, state: state)
            publish(settings, images: drawn.images, problems: drawn.problems, leftOut: 0, madeFrom: madeFrom, fresh: drawn.fresh)
            return
        }
        let document = PreviewDocument(source: source, settings: settings, stamp: { PreviewFiles.stamp($0, folder: $1) })
        var images: [PreviewSnapshot.Image] = []
        var problems = document.problems
        var fresh: [(String, [UInt8])] = []
        for v in document.variants {
            var d = drawn[v.key]
            if d != nil, !state.withLock({ $0.images.contains(d!.digest) }) { d = nil }
            if d == nil {
                do {
                    let (png, animated, scale) = try draw(v)
                    // Shown at the picture's size in points.
                    d = Drawn(digest: FileDigest.sha256(png), animated: animated, width: PreviewSnapshot.Image.width(of: png, scale: scale))
                    fresh.append((d!.digest, png))
                    if drawn.count >= Self.maximumKeys { drawn.removeAll() }
                    drawn[v.key] = d
                } catch {
                    problems.append(PreviewProblem(file: v.title, error: error))
                    continue
                }
            }
            images.append(.init(id: v.id, title: v.title, command: v.command, digest: d!.digest, animated: d!.animated, width: d!.width))
        }
        publish(settings, images: images, problems: problems, leftOut: document.leftOut, madeFrom: madeFrom, fresh: fresh)
    }

    /// Publishes a snapshot for `settings`: with problems, the last good images of what is no
    /// longer made stay in their places.
    private func publish(_ settings: PreviewSettings, images: [PreviewSnapshot.Image], problems: [PreviewProblem], leftOut: Int,
                         madeFrom: String, fresh: [(String, [UInt8])]) {
        var images = images
        state.withLock { s in
            guard s.wanted.contains(settings) else { return }
            var snapshot = s.snapshots[settings] ?? PreviewSnapshot()
            if !problems.isEmpty {
                // The last good images of what a wrong spec no longer makes stay, in their places.
                let ids = Set(images.map(\.id))
                images += snapshot.images.filter { !ids.contains($0.id) }
                let order = Dictionary(snapshot.images.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
                images.sort { (order[$0.id] ?? Int.max) < (order[$1.id] ?? Int.max) }
            }
            let changed = images != snapshot.images || problems != snapshot.problems || leftOut != snapshot.leftOut
            snapshot.images = images; snapshot.problems = problems; snapshot.leftOut = leftOut
            snapshot.stamp = madeFrom
            if changed { snapshot.version += 1 }
            s.snapshots[settings] = snapshot
            let pinned = s.pinned
            for (digest, png) in fresh { s.images.put(digest, png, pinned: pinned) }
        }
    }

    /// A variant's PNG (an APNG for an animation), with the renderer kept while the fonts are the same.
    private func draw(_ v: PreviewVariant) throws -> ([UInt8], Bool, Int) {
        let options: RenderOptions
        switch v.drawing {
        case .picture(let p): options = p.options
        case .animation(let a): options = a.picture.options
        }
        if renderer?.options.customFonts != options.customFonts || renderer?.options.fontsDirectory != options.fontsDirectory {
            renderer = try PickerRenderer(options: RenderOptions(fontsDirectory: options.fontsDirectory, customFonts: options.customFonts))
        }
        switch v.drawing {
        case .picture(let p): return (try p.render(using: renderer!).pngData(), false, p.options.scale)
        case .animation(let a): return (try a.apngData(using: renderer!), true, a.picture.options.scale)
        }
    }
}
