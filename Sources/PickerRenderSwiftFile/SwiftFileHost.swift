// SwiftFileHost: builds the view host of some Swift files: an executable that is the command
// line plus the user's views (HostSourceWriter), compiled by the Swift toolchain against the
// PickerRender package's products, in a cache folder outside the user's tree.
// Design and invariants:
// - The cache is one SwiftPM package (`<cache>/swift-hosts`, the cache being
//   $PICKER_RENDER_CACHE, else $XDG_CACHE_HOME/picker-render, else ~/.cache/picker-render)
//   that depends on the PickerRender package by path ($PICKER_RENDER_PACKAGE, else the folder
//   this tool was built from). Each source (a file or folder, with the views asked for by name)
//   is one executable target `ViewHost_<12 hex digits>` of it, so every host shares one build
//   of the products: the first build compiles them (about a minute here), later ones only the
//   user's module and the link (about 1.4 s for the wheel block's file, docs/performance.md).
// - Files are written only when their bytes change (a rewrite would make SwiftPM compile
//   again), through AtomicFile; the user's files are only ever read.
// - At most `maximumHosts` targets are kept: the least recently built go first.
// - Builds take the folder's lock (flock, ended with the process), so two commands building
//   at once wait for each other instead of writing one manifest over the other; a build is
//   bounded in time (`buildSeconds`) and in the output kept (ChildProcess).
// - A build that fails gives the compiler's errors with the user's paths, lines and columns.
// - Hosts are compiled in the Swift 5 language mode, the mode of an Xcode project that has not
//   opted into Swift 6: code whose concurrency Swift 6 refuses (a global `var` formatter) is
//   code teams ship, and draws.

import Foundation
import PickerRenderFiles
import PickerRenderPreviewScan

package struct SwiftFileHost {
    package static let maximumHosts = 24
    /// A first build compiles the products too (about a minute on this 2-core machine).
    package static let buildSeconds = 900.0

    package let sources: SwiftSources
    package let views: [String]
    package let cache: String
    package let packageRoot: String
    package let swift: String

    /// The host of `sources` drawing its previews and `views`, with the toolchain, cache and
    /// package the environment names (see the file's comment).
    package init(sources: SwiftSources, views: [String], environment: [String: String] = ProcessInfo.processInfo.environment) throws(SwiftFileError) {
        self.sources = sources
        self.views = views
        swift = environment["SWIFT"].flatMap { $0.isEmpty ? nil : $0 } ?? "swift"
        if let c = environment["PICKER_RENDER_CACHE"], !c.isEmpty { cache = c }
        else if let x = environment["XDG_CACHE_HOME"], x.hasPrefix("/") { cache = x + "/picker-render" }
        else if let h = environment["HOME"], !h.isEmpty { cache = h + "/.cache/picker-render" }
        else { throw .cannotBuild("no cache folder for Swift builds: set PICKER_RENDER_CACHE or HOME") }
        let root = environment["PICKER_RENDER_PACKAGE"].flatMap { $0.isEmpty ? nil : $0 } ?? Self.builtFrom
        guard let manifest = try? String(contentsOfFile: root + "/Package.swift", encoding: .utf8), manifest.contains("\"PickerRenderSwiftUI\"") else {
            throw .cannotBuild("the PickerRender package is not at \(root) (Swift files are compiled against its products): set PICKER_RENDER_PACKAGE to its folder")
        }
        packageRoot = root
    }

    /// The package folder this file was compiled in (Sources/PickerRenderSwiftFile/ is two below it).
    static var builtFrom: String {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }

    /// The SwiftPM package holding every host.
    package var folder: String { cache + "/swift-hosts" }

    /// This source's target: named by its resolved path and the views asked for.
    package var target: String {
        let key = ([sources.resolved] + views).joined(separator: "\n")
        return "ViewHost_" + FileDigest.sha256(Array(key.utf8)).prefix(12)
    }

    /// Where the build leaves the host.
    package var executable: String { folder + "/.build/debug/" + target }

    /// The entries the host will draw, from the files as they are now (no build).
    package func entries() throws(SwiftFileError) -> [HostSourceWriter.Entry] {
        try writer().entries.map(\.entry)
    }

    func writer() throws(SwiftFileError) -> HostSourceWriter {
        let files = try sources.read()
        let w = HostSourceWriter(files: files, views: views)
        for v in views where !files.contains(where: { $0.scanned.types.contains { $0.name == v } }) {
            throw .noSuchView(name: v, file: sources.path, known: files.flatMap { $0.scanned.types.map(\.name) })
        }
        return w
    }

    /// A built host: its executable, and what it draws, numbered as `draw-hosted` numbers them.
    package struct Built: Sendable {
        package var executable: String
        package var entries: [HostSourceWriter.Entry]
    }

    /// Writes the host's sources and builds it; `progress` gets the build's lines as they come.
    package func build(progress: ((String) -> Void)? = nil) throws(SwiftFileError) -> Built {
        let w = try writer()
        let sourcesFolder = folder + "/Sources/" + target
        var copies: [String: String] = [:]   // copy's path -> the user's
        let lock: Int32
        do {
            try FileManager.default.createDirectory(atPath: sourcesFolder, withIntermediateDirectories: true)
            lock = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard lock >= 0 else { throw FileError.readFailed(path: folder, reason: String(cString: strerror(errno))) }
        } catch {
            throw .cannotBuild("cannot make the build folder \(folder): \(error)")
        }
        defer { close(lock) }
        _ = flock(lock, LOCK_EX)
        do {
            var wanted: [String: String] = ["main.swift": w.main]
            for f in w.files {
                wanted[f.name] = HostSourceWriter.copy(f)
                copies[sourcesFolder + "/" + f.name] = f.path
            }
            // Files of an earlier save that are gone (a folder's file removed) go too.
            for old in (try? FileManager.default.contentsOfDirectory(atPath: sourcesFolder)) ?? [] where wanted[old] == nil {
                try? FileManager.default.removeItem(atPath: sourcesFolder + "/" + old)
            }
            for (name, text) in wanted.sorted(by: { $0.key < $1.key }) { try Self.writeIfChanged(sourcesFolder + "/" + name, text) }
            // Most recently built last out.
            _ = utimes(sourcesFolder, nil)
            try Self.writeIfChanged(folder + "/Package.swift", manifest(targets: keptTargets()))
        } catch {
            throw .cannotBuild("cannot write the build folder \(folder): \(error)")
        }
        var child = ChildProcess(program: swift, arguments: ["build", "--package-path", folder, "--product", target])
        child.timeout = Self.buildSeconds
        child.onLine = progress
        let result: ChildProcess.Result
        do { result = try child.run() } catch {
            throw .cannotBuild("\(error.description) (Swift files are built with the Swift toolchain: put `swift` on PATH or set SWIFT)")
        }
        if result.timedOut { throw .buildTimedOut(seconds: Int(Self.buildSeconds)) }
        guard result.status == 0 else {
            throw .doesNotCompile(CompilerDiagnostic.parse(result.output, paths: copies), log: result.output)
        }
        return Built(executable: executable, entries: w.entries.map(\.entry))
    }

    /// The targets the manifest lists: every host folder, the least recently built beyond
    /// `maximumHosts` removed (this one is the most recent).
    func keptTargets() -> [String] {
        let root = folder + "/Sources"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).filter { $0.hasPrefix("ViewHost_") }
        let byAge = names.map { n -> (String, Int64) in
            let s = FileStamp(path: root + "/" + n)
            return (n, (s?.seconds ?? 0) * 1_000_000_000 + (s?.nanoseconds ?? 0))
        }.sorted { $0.1 > $1.1 }
        for (old, _) in byAge.dropFirst(Self.maximumHosts) where old != target {
            try? FileManager.default.removeItem(atPath: root + "/" + old)
        }
        return Array(byAge.prefix(Self.maximumHosts).map(\.0) + (byAge.contains { $0.0 == target } ? [] : [target])).sorted()
    }

    func manifest(targets: [String]) -> String {
        let identity = packageRoot.split(separator: "/").last.map { $0.lowercased() } ?? "pickerrender"
        let products = ["PickerRenderSwiftUI", "PickerRenderCommandLine"].map { ".product(name: \"\($0)\", package: \(PreviewTestWriter.literal(identity)))" }
        return """
            // swift-tools-version:6.0
            // Written by picker-render: one view host per Swift file or folder it was asked to draw.
            import PackageDescription
            let package = Package(
                name: "SwiftHosts",
                dependencies: [.package(path: \(PreviewTestWriter.literal(packageRoot)))],
                targets: [
            \(targets.map { "        .executableTarget(name: \"\($0)\", dependencies: [\(products.joined(separator: ", "))])," }.joined(separator: "\n"))
                ],
                swiftLanguageModes: [.v5]
            )

            """
    }

    static func writeIfChanged(_ path: String, _ text: String) throws {
        let bytes = Array(text.utf8)
        if let old = try? FileIO.readRegularFile(path, limit: SwiftSources.maximumBytes * 2), old == bytes { return }
        try AtomicFile.write(bytes, to: path)
    }
}
