// BatchRun: draws a BatchSpec's outputs into a folder with a worker per job, then writes the
// manifest, index.md, index.html (and the contact sheet). Design and invariants:
// - Each worker owns its PickerRenderer (fonts are not Sendable) and holds one picture at a
//   time: render, encode, write, free, so peak memory does not grow with the number of outputs.
// - Every file is written atomically (temporary file, then rename); the manifest is written
//   last, so a folder whose manifest lists an output holds that output whole, and a kill at any
//   moment leaves only complete files and temporaries. A worker writes an output's temporary
//   and goes on; OutputCommitter syncs and renames it on its own thread, and every commit is
//   done (and the folder synced, in the same round as the index files') before the manifest
//   is put in place.
// - Incremental: an output whose manifest entry has the same spec and renderer fingerprint and
//   whose file still has the recorded sha256 is not drawn again.
// - Sharding: outputs sorted by file name, shard i of n takes every n-th from the (i-1)-th, so
//   the split is deterministic and the shards' manifests merge into the unsharded one.
// - A picture that fails (a bad value from an axis, a write error) is reported with its
//   source and file; the others still render.
// - The output folder is opened once (OutputFolder): locked for the run, its old manifest read
//   as untrusted input and removed first, and every file written through its ConfinedFolder by
//   the item's plain relative name, so nothing lands outside it or through a link inside it.

import Foundation
import PickerRender
import PickerRenderFiles
import PickerRenderLocking
import PickerRenderPNG
import PickerRenderText

package struct BatchRun {
    package struct Options: Sendable {
        package var outputDirectory: String
        /// Glob patterns (`*`, `?`) matched against picture names and output files.
        package var only: [String]
        package var jobs: Int
        /// (index, count), 1-based.
        package var shard: (index: Int, count: Int)?
        /// Environment overrides applied to every picture (the CLI's flags).
        package var overrides: @Sendable (inout RenderOptions) -> Void
        package var fontsDirectory: String?
        /// A progress line on standard error.
        package var progress: Bool
        /// Also each drawn picture's accessibility report, measured on the very pixels written
        /// (`Result.reports`), so a caller that wants both does not draw every picture twice.
        package var accessibility: Bool = false
        /// Called once every picture is drawn and the last files' bytes (index, manifest) are
        /// made, just before they are written and synced: the command line hands the freed heap
        /// back to the kernel there, on another core, while this thread waits on the disk
        /// (PictureBufferReuse), instead of in the process's exit after them.
        package var beforeLastWrites: (@Sendable () -> Void)? = nil

        package init(outputDirectory: String, only: [String] = [], jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                    shard: (index: Int, count: Int)? = nil, overrides: @escaping @Sendable (inout RenderOptions) -> Void = { _ in },
                    fontsDirectory: String? = nil, progress: Bool = false) {
            self.outputDirectory = outputDirectory; self.only = only; self.jobs = max(jobs, 1); self.shard = shard
            self.overrides = overrides; self.fontsDirectory = fontsDirectory; self.progress = progress
        }
    }

    package struct Failure: Sendable, CustomStringConvertible {
        package let file: String
        package let source: String
        package let error: PickerError
        /// The picture's path in the batch spec, for an error about a place in the picture
        /// (`pictures[0].picture`, or `pictures[0].file 'w.json'`); nil: `source` only.
        var picturePath: (@Sendable (String) -> String)? = nil
        package var description: String {
            // An error at a place in the picture is named by its full path in the batch spec.
            if case .at(let path, let inner) = error, !path.isEmpty, let picturePath {
                return "\(PickerError.at(path: picturePath(path), inner).description) (in \(file))"
            }
            return "\(source) (\(file)): \(error.description)"
        }
    }

    package struct Result: Sendable {
        package var drawn: [String] = []
        package var skipped: [String] = []
        package var failures: [Failure] = []
        /// Files written besides the outputs (manifest, index, sheet).
        package var extras: [String] = []
        /// With `Options.accessibility`: the report of every picture drawn now, by output file
        /// (not of skipped outputs, nor of animations).
        package var reports: [String: AccessibilityReport] = [:]
        /// What the run ignored and went on without (an unusable old manifest), and what the
        /// controls of the pictures drawn said (`file: message`), for `warning:` lines.
        package var warnings: [String] = []
    }

    /// The outputs a run draws, by order: sorted by file, the shard and `--only` applied. Only
    /// file and picture names are looked at: no output is made (BatchSpec.item makes one).
    package static func selection(_ spec: BatchSpec, options: Options) -> [Int] {
        var orders = spec.files.indices.sorted { spec.files[$0] < spec.files[$1] }
        if let (i, n) = options.shard { orders = orders.enumerated().filter { $0.offset % n == i - 1 }.map(\.element) }
        if !options.only.isEmpty {
            let globs = options.only.map(Glob.init)
            orders = orders.filter { k in globs.contains { $0.matches(spec.name(of: k)) || $0.matches(spec.files[k]) } }
        }
        return orders
    }

    package static func run(_ spec: BatchSpec, options: Options) throws(PickerError) -> Result {
        let orders = selection(spec, options: options)
        // Open and locked until the run returns (OutputFolder); every file is written through it.
        let folder = try OutputFolder.open(options.outputDirectory)
        defer { withExtendedLifetime(folder) {} }
        var result = Result()
        // The manifest is the set's completion marker: gone while the set is being drawn, so a
        // run that fails part-way (a full disk, a kill) leaves a folder that says it is incomplete.
        let previous = try OutputFolder.takeManifest(from: folder, warnings: &result.warnings)
        // The fingerprint (the executable's build ID and the font lock's digest) decides skips and
        // goes in the manifest. It costs microseconds (ExecutableIdentity); hashing the whole
        // executable instead was worked out beside the drawing, which needed a task of its own.
        let fingerprint = BatchManifest.fingerprint(fontsDirectory: options.fontsDirectory)
        // Leftovers of killed runs, for every output at once: one read of each folder, where a
        // check as each file is written read the folder once a file (quadratic in a big batch).
        AtomicFile.removeStaleTemporaries(of: orders.compactMap { k in
            (try? RelativePath(spec.files[k])).flatMap { try? folder.target($0, create: false) }
        })
        let jobs = min(options.jobs, max(orders.count, 1))
        let state = WorkList<Outcome>(count: orders.count, progress: options.progress)
        let committer = OutputCommitter(lanes: jobs)
        // A worker's PNG segments are offered to the other workers only (--jobs 1: none, one
        // core); a worker with no picture left takes them until every picture is done, so the
        // last pictures end on both cores (PNGCodec.withSharedEncodes).
        DispatchQueue.concurrentPerform(iterations: jobs) { _ in
            PNGCodec.withSharedEncodes {
                var renderer: PickerRenderer?
                while let k = state.next() {
                    // Made here, one at a time: a run holds the outputs' names, not their specs.
                    let outcome: Outcome
                    do throws(SpecError) {
                        let item = try spec.item(orders[k])
                        outcome = drawOne(item, options: options, folder: folder, renderer: &renderer, previous: previous,
                                          fingerprint: fingerprint, commit: { committer.commit(k, $0) })
                    } catch {
                        outcome = .failed(.invalidOption(name: "spec", value: error.path, expected: "valid: \(error.message)"))
                    }
                    state.finish(k, outcome, label: spec.files[orders[k]])
                }
                renderer = nil
                while jobs > 1, !state.isComplete {
                    if !PNGCodec.helpSharedEncode() { usleep(100) }
                }
            }
        }
        let (commitFailures, committed) = committer.finish()
        // A lost progress line (its terminal gone) fails the run as any lost output, before the manifest.
        do { try state.endProgress() } catch { throw .io(error.description) }
        var entries = previous?.entries ?? [:]
        // Entries of outputs this spec no longer has are dropped; others not drawn now are kept.
        let planned = Set(spec.files)
        entries = entries.filter { planned.contains($0.key) }
        for (order, file) in spec.files.enumerated() where entries[file] != nil { entries[file]!.order = order }
        for (k, drawn) in state.results.enumerated() {
            let outcome = commitFailures[k].map { Outcome.failed($0) } ?? drawn
            switch outcome {
            case .drawn(let e, let report, let warnings)?:
                entries[e.file] = e; result.drawn.append(e.file)
                result.warnings += warnings.map { "\(e.file): \($0)" }
                if let report { result.reports[e.file] = report }
            case .skipped(let e)?: entries[e.file] = e; result.skipped.append(e.file)
            case .failed(let error)?:
                let file = spec.files[orders[k]]
                entries[file] = nil
                let order = orders[k]
                result.failures.append(Failure(file: file, source: spec.source(of: order), error: error,
                                               picturePath: { spec.picturePath(of: order, $0) }))
            case nil: break
            }
        }
        // The outputs' renames made durable where no index round does it (beforeLastWrites first).
        func syncOutputs() {
            options.beforeLastWrites?()
            AtomicFile.syncFolders(of: committed)
        }
        // A set with a failed output is incomplete: no manifest (nor index) says otherwise.
        guard result.failures.isEmpty else {
            syncOutputs()
            return result
        }
        let manifest = BatchManifest(fingerprint: fingerprint, entries: entries, sheet: spec.sheet, docc: spec.docc)
        // Nothing changed (the same manifest, its index and sheet still there): the extras are
        // not made again, so an unchanged re-run costs only the checks of its files.
        let unchanged = previous.map { $0.json.serialized() == manifest.json.serialized() } ?? false
        let others = BatchIndex.files(manifest).filter { $0 != BatchManifest.fileName }
        if unchanged, others.allSatisfy({ name in (try? RelativePath(name)).flatMap { try? folder.kind(of: $0) } == S_IFREG }) {
            syncOutputs()
            do { try folder.write(BatchManifestReader.name, Array((manifest.json.serialized() + "\n").utf8)) } catch {
                throw .file(what: BatchManifest.fileName, error)
            }
            result.extras = []
        } else {
            result.extras = try BatchIndex.write(manifest, to: folder, fontsDirectory: options.fontsDirectory, jobs: options.jobs, after: committed,
                                                 beforeWriting: options.beforeLastWrites ?? {})
        }
        return result
    }

    /// The picture an item draws, with the run's environment overrides (the command line's
    /// flags) applied. A gallery demo's spec was made when the batch spec was read, in the
    /// default environment (Gallery.picture); its content, unless an axis sets something in it
    /// (Item.galleryDemo is nil then), is made again in the options it is drawn with (an
    /// axis's or a flag's), so `--locale de_DE` draws the ruler demo's value as "62,0".
    package static func picture(_ item: BatchSpec.Item, overrides: (inout RenderOptions) -> Void) throws(PickerError) -> Picture {
        var picture = try environment(item, overrides: overrides)
        if let swift = item.swift { return try hook(SwiftViewPictures.make, item, swift)(swift.view, picture.options) }
        if let folder = item.imageFolder { picture = try picture.loadingImages(folder: folder) }
        if let demo = item.galleryDemo, let content = Gallery.content(demo: demo, options: picture.options) {
            picture.content = content
        }
        return picture
    }

    /// The item's spec as a picture with the run's overrides applied: for a Swift view, its
    /// environment alone (the view is made in it when it is drawn).
    static func environment(_ item: BatchSpec.Item, overrides: (inout RenderOptions) -> Void) throws(PickerError) -> Picture {
        var picture: Picture
        do { picture = try Picture(spec: item.spec) } catch {
            throw PickerError.invalidOption(name: "spec", value: error.path, expected: "valid: \(error.message)")
        }
        overrides(&picture.options)
        return picture
    }

    /// What a view host set for its Swift views (SwiftViewPictures); anywhere else a Swift
    /// view's output fails, naming it.
    static func hook<T>(_ lock: Locked<T?>, _ item: BatchSpec.Item, _ swift: BatchSpec.SwiftView) throws(PickerError) -> T {
        guard let hook = lock.withLock({ $0 }) else {
            throw PickerError.invalidOption(name: "\(item.source).swift", value: swift.file, expected: "drawn here: a Swift file's view is drawn by `picker-render batch`")
        }
        return hook
    }

    /// What a manifest records of an output's picture, to know it unchanged: its spec (with its
    /// animation). A Swift view's is its file, its name and its environment (`picture` is that
    /// environment: what the view is made from; its code is the host's, whose change changes the
    /// run's fingerprint).
    static func specValue(_ item: BatchSpec.Item, _ picture: Picture) -> JSONValue {
        if let swift = item.swift {
            var members: [(String, JSONValue)] = [("swift", .string(swift.file)), ("view", swift.view.map(JSONValue.string) ?? .null), ("picture", picture.spec)]
            if let animation = item.animation { members.append(("animation", animation)) }
            return .object(members)
        }
        return item.animation.map { JSONValue.object([("picture", picture.spec), ("animation", $0)]) } ?? picture.spec
    }

    enum Outcome: Sendable {
        /// Drawn, with its report and what its controls said (a DatePicker's clamped selection).
        case drawn(BatchManifest.Entry, AccessibilityReport?, [String]), skipped(BatchManifest.Entry), failed(PickerError)
    }

    /// Draws one output and hands its prepared file to `commit` (OutputCommitter), which
    /// syncs it and puts it in place.
    static func drawOne(_ item: BatchSpec.Item, options: Options, folder: ConfinedFolder, renderer: inout PickerRenderer?,
                        previous: BatchManifest?, fingerprint: String, commit: (AtomicFile.PendingFile) -> Void) -> Outcome {
        do {
            // A Swift view is made only when its output is drawn, and an animation makes its own frames.
            var picture = item.swift == nil ? try picture(item, overrides: options.overrides) : try environment(item, overrides: options.overrides)
            let specValue = Self.specValue(item, picture)
            let specText = specValue.serialized(pretty: false)
            let relative = try OutputFolder.relative(item.file)
            // A user's font may change without its spec changing: such pictures are always drawn.
            if var old = previous?.entries[item.file], old.spec == specText, picture.options.customFonts.isEmpty, previous?.fingerprint == fingerprint,
               OutputFolder.matches(folder, item.file, .init(bytes: old.bytes, sha256: old.sha256)), old.frames == 0 || item.frames,
               old.frameFiles.allSatisfy({ name in (try? RelativePath(name)).flatMap { try? folder.kind(of: $0) } == S_IFREG }) {
                old.order = item.order
                old.alt = item.alt; old.caption = item.caption
                return .skipped(old)
            }
            // The renderer's fonts are the ones drawn with: another set of user fonts needs its own.
            if renderer?.options.customFonts != picture.options.customFonts { renderer = nil }
            if renderer == nil {
                renderer = try PickerRenderer(options: RenderOptions(fontsDirectory: options.fontsDirectory,
                                                                     customFonts: picture.options.customFonts))
            }
            var size = (width: 0, height: 0, scale: 0)
            let bytes: [UInt8]
            var report: AccessibilityReport?
            var frameChecks: [BatchManifest.FileCheck] = []
            if let spec = item.animation {
                let animation: PictureAnimation
                if let swift = item.swift {
                    let view: PictureAnimation.ViewAnimationSpec
                    do { view = try PictureAnimation.viewAnimation(spec: spec, path: item.source + ".animation") } catch {
                        throw PickerError.invalidOption(name: "animation", value: error.path, expected: "valid: \(error.message)")
                    }
                    animation = try hook(SwiftViewPictures.animate, item, swift)(swift.view, picture.options, view)
                    picture = animation.picture
                } else {
                    do { animation = try PictureAnimation(spec: spec, path: item.source + ".animation", picture: picture) } catch {
                        throw PickerError.invalidOption(name: "animation", value: error.path, expected: "valid: \(error.message)")
                    }
                }
                // Each frame is encoded as it is drawn, and written as a PNG then when asked for:
                // the frames first, so the animation under its final name says its frames are there.
                let frameCount = item.frames ? animation.frameCount : 0
                var frameTargets: [AtomicFile.Target] = []
                do {
                    for i in 0..<frameCount {
                        frameTargets.append(try folder.target(try OutputFolder.relative(BatchManifest.Entry.frameFile(item.file, i))))
                    }
                } catch let e as FileError { throw PickerError.file(what: "frame", e) }
                AtomicFile.removeStaleTemporaries(of: frameTargets)
                frameChecks = Array(repeating: .init(bytes: 0, sha256: ""), count: frameCount)
                bytes = try animation.data(using: renderer!) { i, frame throws(PickerError) in
                    if i == 0 { size = (frame.width, frame.height, frame.scale) }
                    guard i < frameTargets.count else { return }
                    // A frame is seen once, in order (PictureAnimation.data): written, and checked, by its index.
                    let png = try frame.pngData()
                    do throws(FileError) { try AtomicFile.write(targets: [(frameTargets[i], png)], sweep: false) } catch { throw PickerError.file(what: "frame", error) }
                    frameChecks[i] = .init(bytes: png.count, sha256: BatchManifest.sha256(png))
                }
            } else {
                if let swift = item.swift { picture = try hook(SwiftViewPictures.make, item, swift)(swift.view, picture.options) }
                let scene = try picture.scene(using: renderer!)
                let image = renderer!.render(scene)
                size = (image.width, image.height, image.scale)
                if options.accessibility { report = AccessibilityReport.make(scene: scene, image: image, renderer: renderer!) }
                bytes = try image.pngData()
            }
            var entry = BatchManifest.Entry(file: item.file, order: item.order, name: item.name, axes: item.axes, width: size.width,
                                            height: size.height, scale: size.scale, bytes: bytes.count,
                                            sha256: BatchManifest.sha256(bytes), spec: specText, specValue: specValue)
            entry.frameChecks = frameChecks
            entry.alt = item.alt; entry.caption = item.caption
            // Its stale temporaries went before the workers started (run).
            do { commit(try AtomicFile.prepare(bytes, for: try folder.target(relative), sweep: false)) } catch {
                throw PickerError.file(what: "output", error)
            }
            return .drawn(entry, report, picture.content.controlWarnings)
        } catch let e as PickerError {
            return .failed(e)
        } catch {
            return .failed(.io("\(error)"))
        }
    }
}
