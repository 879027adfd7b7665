// `picker-render batch`: a documentation set from one spec (BatchSpec): pictures times axes,
// drawn by a worker per job into a folder with its manifest, index.md, index.html and an
// optional contact sheet; `--shard I/N` draws a deterministic part, `--merge` joins parts.
// `picker-render gallery` is this command on the built-in gallery spec.
// Exit status: 0 all drawn (or unchanged); 2 bad input (the spec, an option, or a picture
// that an axis value makes invalid: the others still draw); 3 an I/O failure.

import Foundation
import PickerRender
import PickerRenderFiles
import PickerRenderBatch
import PickerRenderPNG

enum BatchCommand {
    static let help = """
    usage: picker-render batch SPEC.json [--out DIR] [--only GLOB ...] [--jobs N] [--shard I/N] [--docc] [options]
           picker-render batch --merge DIR [DIR ...] --out DIR

    Draws every output of a batch spec (docs/specs.md, "Documentation sets"): pictures times axes, named
    by the spec's template, into DIR (default ./picker-renders) with manifest.json, index.md
    (a <figure>/<picture> per picture: light/dark, a srcset over the scales, size in points, the
    spec's alt and caption; and its Markdown form), index.html and the contact sheet if the spec
    names one. A re-run skips outputs whose manifest entry still matches. The spec's keys:
    `picker-render schema batch`.

      --out DIR                where to write (default ./picker-renders)
      --only GLOB              draw only pictures or files matching (repeatable; * and ?)
      --jobs N                 workers (default: the number of cores)
      --shard I/N              draw the I-th of N deterministic parts (1 <= I <= N)
      --merge DIR ...          join shard folders into --out (their manifests, then the index)
      --docc                   write a DocC catalog's resources (the spec's "docc"): files named as DocC reads
                               their variants (name~dark@2x.png; appearance and scale as axes), a poster
                               for each animation (name-poster), docc.md with @Image and @Video snippets
      --scale, --appearance, --design, --dynamic-type, --reduce-motion, --locale, --background, --fonts, --font
                               override every picture's own

    """

    static func run(_ args: [String]) throws -> Int32 {
        let a = try Arguments(args, options: CommonOptions.options.union(["out", "jobs", "shard"]),
                              switches: CommonOptions.switches.union(["merge", "docc"]), repeatable: CommonOptions.repeatable.union(["only"]))
        if a.has("help") { try PickerRenderTool.say(help, what: "the help"); return 0 }
        let out = a["out"] ?? "picker-renders"
        guard !out.isEmpty else { throw UsageError("--out: '' is not a directory") }
        if a.has("merge") {
            guard !a.positionals.isEmpty else { throw UsageError("--merge needs the shard folders") }
            return try merge(a.positionals, into: out)
        }
        guard a.positionals.count == 1 else {
            throw UsageError(a.positionals.isEmpty ? "batch needs a spec file: picker-render batch SPEC.json" : "unexpected argument '\(a.positionals[1])'")
        }
        let path = a.positionals[0]
        // picker-render itself, for a spec naming Swift views: the host built for them runs it.
        if PickerRenderTool.hostedViews.withLock({ $0.isEmpty }), let bytes = try? SpecCommand.read(path) {
            let views = BatchSpec.swiftViews(json: bytes, directory: (path as NSString).deletingLastPathComponent)
            if !views.isEmpty { return try SwiftFileCommand.batch(args, spec: path, views: views) }
        }
        prewarm(a)
        let spec: BatchSpec
        do {
            spec = try BatchSpec(json: try SpecCommand.read(path), directory: (path as NSString).deletingLastPathComponent,
                                 docc: a.has("docc"))
        } catch let e as SpecError {
            throw UsageError("\(path): \(e.description)")
        }
        // A DocC set names each file's variant from its axes and spec: a flag drawing every
        // picture in another appearance or scale would make names that lie.
        if spec.docc, let flag = ["appearance", "scale"].first(where: { a[$0] != nil }) {
            throw UsageError("--\(flag): a DocC set names its variants (~dark, @2x) from the pictures' own \(flag); give it as an axis")
        }
        return try draw(spec, a, out: out, label: path)
    }

    /// Starts making the extra workers' engines on the other cores while this thread reads the
    /// spec and checks the fonts (which makes the first): see PickerRenderer.prewarm. Options
    /// that do not parse are left to `draw`, which reports them.
    static func prewarm(_ a: Arguments) {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let jobs = ((try? a.int("jobs")) ?? nil) ?? cores
        guard jobs > 1, cores > 1, let fonts = try? CommonOptions.customFonts(a) else { return }
        PickerRenderer.prewarm(options: RenderOptions(fontsDirectory: a["fonts"], customFonts: fonts), count: min(jobs, cores) - 1)
    }

    /// Runs `spec` with the shared flags; prints the files written and a summary line. With
    /// `accessibility`, `reports` receives the drawn pictures' accessibility reports.
    static func draw(_ spec: BatchSpec, _ a: Arguments, out: String, label: String, accessibility: Bool = false,
                     reports: ([String: AccessibilityReport]) -> Void = { _ in }) throws -> Int32 {
        try CommonOptions.check(a)
        var jobs = try a.int("jobs") ?? ProcessInfo.processInfo.activeProcessorCount
        guard (1...64).contains(jobs) else { throw UsageError("--jobs: '\(a["jobs"]!)' is not a whole number from 1 to 64") }
        // In a view host, views are settled on this (the main) thread, as SwiftUI runs them:
        // one worker, which is this thread (SwiftViewPictures).
        if !PickerRenderTool.hostedViews.withLock({ $0.isEmpty }) { jobs = 1 }
        let shard = try a["shard"].map { (s: String) throws(UsageError) in try parseShard(s) }
        let args = a
        var options = BatchRun.Options(outputDirectory: out, only: a.all("only"), jobs: jobs, shard: shard,
                                       overrides: { CommonOptions.apply(args, to: &$0) }, fontsDirectory: a["fonts"],
                                       progress: isatty(2) == 1)
        options.accessibility = accessibility
        options.beforeLastWrites = PickerRenderTool.beforeLastWrites.withLock { $0 }
        for pattern in a.all("only") {
            if let message = Glob.lengthError(pattern, option: "--only") { throw UsageError(message) }
        }
        let selected = BatchRun.selection(spec, options: options)
        if selected.isEmpty, !a.all("only").isEmpty {
            throw UsageError("--only: \(a.all("only").map { "'\($0)'" }.joined(separator: ", ")) matches no picture of \(label)")
        }
        // What will be drawn is checked before anything is: an axis value its picture refuses
        // stops the run here (outputs --only or --shard leave out are never made).
        do { try spec.check(selected) } catch { throw UsageError("\(label): \(error.description)") }
        // Fonts are checked before the folder is touched.
        _ = try PickerRenderer(options: RenderOptions(fontsDirectory: a["fonts"], customFonts: try CommonOptions.customFonts(a)))
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: out, isDirectory: &isDir), !isDir.boolValue {
            throw PickerError.io("--out: '\(out)' is not a directory")
        }
        let result = try BatchRun.run(spec, options: options)
        for w in result.warnings { try PickerRenderTool.warn(w) }
        reports(result.reports)
        try list(result.drawn + result.extras, in: out)
        for f in result.failures { try PickerRenderTool.printError("\(label): \(f.description)") }
        if !result.skipped.isEmpty {
            try PickerRenderTool.say("\(result.drawn.count) drawn, \(result.skipped.count) unchanged (skipped)", what: "the summary")
        }
        if result.failures.isEmpty { return 0 }
        return result.failures.contains { !$0.error.isIO } ? 2 : 3
    }

    /// `I/N` with 1 <= I <= N.
    static func parseShard(_ s: String) throws(UsageError) -> (index: Int, count: Int) {
        let parts = s.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, n <= 10_000, (1...n).contains(i) else {
            throw UsageError("--shard: '\(s)' is not I/N with 1 <= I <= N (e.g. 2/3)")
        }
        return (i, n)
    }

    /// Copies every shard's outputs into `out` and writes the merged manifest and index.
    static func merge(_ dirs: [String], into out: String) throws -> Int32 {
        let files = try BatchMerge.merge(dirs, into: out)
        try list(files, in: out)
        return 0
    }

    /// The files written, one path a line on standard output, in one write.
    static func list(_ files: [String], in out: String) throws(StreamError) {
        guard !files.isEmpty else { return }
        try PickerRenderTool.say(files.map { (out as NSString).appendingPathComponent($0) }.joined(separator: "\n"),
                                 what: "the list of files written")
    }
}
