// SwiftFileCommand: `render FILE.swift` in picker-render itself. FILE (or a folder of Swift
// files) is built into a view host (PickerRenderSwiftFile: a cache folder outside the user's
// tree, compiled against the products), then the host runs the very same arguments with the
// terminal handed over: its `render` is this command line's, drawing the hosted view, so the
// outputs, warnings and exit statuses are every render command's. A view named with --view
// that the file does not declare is bad input before anything is built; each compiler error is
// an `error:` line with the user's file, line and column (exit 2); a machine that cannot build
// (no toolchain, no package) is exit 3.
// `batch SPEC.json` whose pictures name Swift files is run the same way: the files (one module)
// built into one host, which runs the batch with those views drawable (SwiftViewPictures).
// Also the host's side of the preview: `draw-hosted` draws every hosted view (HostDrawing).

import Foundation
import PickerRender
import PickerRenderBatch
import PickerRenderFiles
import PickerRenderSwiftFile

enum SwiftFileCommand {
    /// The longest a built host may take to draw (it draws one picture, or a page's few).
    static let hostSeconds = 120.0

    /// picker-render's `render FILE.swift ...`: builds FILE's host and runs `args` in it.
    static func render(_ args: [String], path: String, view: String?) throws -> Int32 {
        guard let sources = SwiftSources(path: path) else { throw UsageError("\(path): no such Swift file or folder") }
        return try run(["render"] + args, host: try host(sources, views: [view]), label: path)
    }

    /// picker-render's `batch SPEC.json ...` for a spec whose pictures name Swift views.
    static func batch(_ args: [String], spec: String, views: [BatchSpec.SwiftView]) throws -> Int32 {
        guard let sources = SwiftSources(paths: views.map(\.file)) else {
            let missing = views.first { access($0.file, F_OK) != 0 }?.file ?? views[0].file
            throw UsageError("\(spec): \(missing): no such Swift file or folder")
        }
        return try run(["batch"] + args, host: try host(sources, views: views.map(\.view)), label: spec)
    }

    /// Builds `host` and runs `arguments` in it, the terminal handed over: its exit status.
    static func run(_ arguments: [String], host: SwiftFileHost, label path: String) throws -> Int32 {
        // A person at a terminal is told why the first build takes a minute; a script's
        // standard error gets only what it is for.
        if isatty(2) == 1, !FileManager.default.fileExists(atPath: host.folder + "/.build") {
            try StandardStream.error.writeLine("building PickerRender's products for Swift files into \(host.folder) (once: about a minute)",
                                               what: "the build's note")
        }
        let executable: String
        do { executable = try host.build().executable } catch {
            let e = error
            if case .doesNotCompile(let errors, _) = e, !errors.isEmpty {
                for d in errors { try PickerRenderTool.printError("\(d.file):\(d.line):\(d.column): \(d.message)") }
                return 2
            }
            throw e.isEnvironment ? PickerError.io(e.description) as any Error : UsageError(e.description)
        }
        var child = ChildProcess(program: executable, arguments: arguments)
        child.output = .inherit
        child.timeout = hostSeconds
        let result = try child.run()
        if result.timedOut { throw PickerError.io("\(path): drawing took more than \(Int(hostSeconds)) s and was stopped") }
        return result.status
    }

    /// The host of `sources`, with each of `views` that is a type rather than a preview hosted
    /// by name (nil: the first preview, which must then exist).
    static func host(_ sources: SwiftSources, views: [String?]) throws -> SwiftFileHost {
        do {
            let plain = try SwiftFileHost(sources: sources, views: [])
            let titles = Set(try plain.entries().map(\.title))
            if views.contains(nil), titles.isEmpty { throw SwiftFileError.nothingToDraw(file: sources.path) }
            var types: [String] = []
            for case let v? in views where !titles.contains(v) && !types.contains(v) { types.append(v) }
            return types.isEmpty ? plain : try SwiftFileHost(sources: sources, views: types)
        } catch let e as SwiftFileError {
            throw e.isEnvironment ? PickerError.io(e.description) as any Error : UsageError(e.description)
        }
    }

    /// The host's `draw-hosted --out DIR --appearances light,dark [options]`.
    static func drawHosted(_ args: [String]) throws -> Int32 {
        let a = try Arguments(args, options: CommonOptions.options.union(["out", "appearances"]), switches: CommonOptions.switches,
                              repeatable: CommonOptions.repeatable)
        guard let out = a["out"], !out.isEmpty else { throw UsageError("\(HostDrawing.command) needs --out DIR") }
        let appearances = (a["appearances"] ?? "light,dark").split(separator: ",").map(String.init)
        for name in appearances where Appearance(rawValue: name) == nil { throw UsageError("--appearances: '\(name)' is not light or dark") }
        let base = try CommonOptions.parse(a)
        let views = PickerRenderTool.hostedViews.withLock { $0 }
        for (n, view) in views.enumerated() {
            for name in appearances {
                var options = base
                options.appearance = Appearance(rawValue: name)!
                let outcome: HostDrawing.Outcome
                do {
                    let picture = try PickerRenderTool.hostedPicture(view, options: options)
                    let png = try picture.render().pngData()
                    try AtomicFile.write(png, to: out + "/" + HostDrawing.fileName(index: n, appearance: name))
                    outcome = .drawn(scale: options.scale)
                } catch {
                    outcome = .failed(PickerRenderTool.errorReport(error).message)
                }
                try PickerRenderTool.say(HostDrawing(index: n, appearance: name, outcome: outcome).line, what: "the drawing's line")
            }
        }
        return 0
    }
}
