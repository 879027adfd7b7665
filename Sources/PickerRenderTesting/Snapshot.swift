// Snapshot: compare an image with its reference `Snapshots/<Suite>/<name>.png`, for Swift
// Testing and XCTest alike (a failure is a thrown SnapshotFailure, which fails either kind of
// test). One call renders a picker or takes any image.
//
// Record modes come from SNAPSHOT_RECORD (SnapshotRecordMode): unset records nothing (a missing
// reference fails, says how to record it, and nothing is written under Snapshots/); `missing`
// writes references that do not exist; `failed` also rewrites references that fail (differ,
// have another size, or cannot be read) and touches no passing one; `all` rewrites every
// reference. No mode ever deletes a reference.
//
// The comparison is ImageDiff's (pixelmatch-compatible); SnapshotOptions decide pass or fail.
// A failure leaves the actual image, a 3-panel diff and an index.html under
// `.build/snapshot-failures/` (FailureArtifacts) and throws a message with the counts, the box
// of the worst region and the paths. Every reference looked at is logged for
// `picker-render snapshots --orphans` (SnapshotRun).

import Foundation
import ImageDiff
import PickerRender
import PNGCodec

public enum SnapshotRecordMode: String, Sendable {
    case none, missing, failed, all

    /// The mode SNAPSHOT_RECORD asks for; an unknown value is a failure, not a silent "none".
    public static func fromEnvironment() throws(SnapshotFailure) -> SnapshotRecordMode {
        guard let raw = ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"], !raw.isEmpty else { return .none }
        guard let mode = SnapshotRecordMode(rawValue: raw.lowercased()) else {
            throw SnapshotFailure(message: "SNAPSHOT_RECORD: '\(raw)' is not missing, failed or all (or none)")
        }
        return mode
    }
}

public struct SnapshotFailure: Error, CustomStringConvertible {
    public let message: String
    /// The comparison, when one was made.
    public let result: DiffResult?
    public init(message: String, result: DiffResult? = nil) { self.message = message; self.result = result }
    public var description: String { message }
}

/// What a verification did.
public enum SnapshotOutcome: Equatable, Sendable {
    case matched
    case recorded(path: String)
}

public enum Snapshot {
    /// Verifies a rendered image against `<snapshots>/<suite>/<name>.png`.
    /// - Parameters:
    ///   - name: the reference's name; default: the calling test's name (`hoursLight()` -> `hoursLight`).
    ///   - snapshotsDirectory: defaults to `Snapshots/` of the package holding the calling file.
    ///   - artifactsDirectory: where failures and the usage log go; defaults to that package's `.build/`.
    ///   - mode: defaults to SNAPSHOT_RECORD.
    @discardableResult
    public static func verify(_ image: RenderedImage, named name: String? = nil, suite: String,
                              options: SnapshotOptions = SnapshotOptions(),
                              snapshotsDirectory: String? = nil, artifactsDirectory: String? = nil,
                              mode: SnapshotRecordMode? = nil, function: String = #function,
                              filePath: StaticString = #filePath, line: UInt = #line) throws -> SnapshotOutcome {
        try run(RGBAImage(width: image.width, height: image.height, pixels: image.rgba),
                png: { () throws -> [UInt8] in try image.pngData() },
                name: name ?? testName(function), suite: suite, options: options, snapshotsDirectory: snapshotsDirectory,
                artifactsDirectory: artifactsDirectory, mode: mode, filePath: "\(filePath)")
    }

    /// Verifies any straight-alpha RGBA image.
    @discardableResult
    public static func verify(_ image: RGBAImage, named name: String? = nil, suite: String,
                              options: SnapshotOptions = SnapshotOptions(),
                              snapshotsDirectory: String? = nil, artifactsDirectory: String? = nil,
                              mode: SnapshotRecordMode? = nil, function: String = #function,
                              filePath: StaticString = #filePath, line: UInt = #line) throws -> SnapshotOutcome {
        try run(image, png: { () throws -> [UInt8] in try PNGCodec.encode(image) },
                name: name ?? testName(function), suite: suite, options: options, snapshotsDirectory: snapshotsDirectory,
                artifactsDirectory: artifactsDirectory, mode: mode, filePath: "\(filePath)")
    }

    /// Draws anything drawable and verifies it: a control alone (as its
    /// `render(width:offset:options:)` draws it), a Picture (built in Swift or read from a spec,
    /// drawn with its own canvas and environment; `width`, `offset`, `padding` and
    /// `renderOptions` do not apply), or any composed view on a canvas fitted to it.
    @discardableResult
    public static func verify(_ view: some View, width: Double? = nil, offset: Double? = nil,
                              padding: EdgeInsets = EdgeInsets(), renderOptions: RenderOptions = RenderOptions(),
                              named name: String? = nil, suite: String,
                              options: SnapshotOptions = SnapshotOptions(),
                              snapshotsDirectory: String? = nil, artifactsDirectory: String? = nil,
                              mode: SnapshotRecordMode? = nil, function: String = #function,
                              filePath: StaticString = #filePath, line: UInt = #line) throws -> SnapshotOutcome {
        let picture: Picture
        if let p = view as? Picture {
            picture = p
        } else if let control = view as? any PickerControl {
            picture = control.picture(width: width, offset: offset, options: renderOptions)
        } else {
            picture = Picture(canvas: .fit, width: width, padding: padding, options: renderOptions, content: view)
        }
        return try verify(try picture.render(), named: name ?? testName(function), suite: suite, options: options,
                          snapshotsDirectory: snapshotsDirectory, artifactsDirectory: artifactsDirectory, mode: mode,
                          filePath: filePath, line: line)
    }

    /// A test function's name as a reference name: `hoursLight()` -> `hoursLight`.
    static func testName(_ function: String) -> String {
        let base = function.prefix { $0 != "(" }
        return base.isEmpty ? "snapshot" : String(base)
    }

    static func run(_ actual: RGBAImage, png: () throws -> [UInt8], name: String, suite: String,
                    options: SnapshotOptions, snapshotsDirectory: String?, artifactsDirectory: String?,
                    mode: SnapshotRecordMode?, filePath: String) throws -> SnapshotOutcome {
        precondition(!name.isEmpty && !suite.isEmpty, "Snapshot.verify: empty name or suite")
        let root = packageRoot(from: filePath)
        let dir = snapshotsDirectory ?? (root + "/Snapshots")
        let artifacts = artifactsDirectory ?? (root + "/.build")
        let reference = "\(dir)/\(suite)/\(name).png"
        let mode = try mode ?? SnapshotRecordMode.fromEnvironment()
        SnapshotRun.logUse(of: reference, artifacts: artifacts)
        let label = "\(suite)/\(name)"

        func record() throws -> SnapshotOutcome {
            let bytes = try png()
            do {
                try FileManager.default.createDirectory(atPath: "\(dir)/\(suite)", withIntermediateDirectories: true)
                try AtomicFile.write(bytes, to: reference)
            } catch {
                throw SnapshotFailure(message: "snapshot \(label): cannot record \(reference): \(error)")
            }
            return .recorded(path: reference)
        }
        /// Writes the artifacts and builds the failure.
        func failure(_ lines: [String], expected: RGBAImage?, diff: DiffResult?, diffCaption: String,
                     recordHint: String) -> SnapshotFailure {
            let panels = DiffPanels.compose([
                .init(image: expected, caption: expected == nil ? "expected: none" : "expected",
                      placeholderWidth: actual.width, placeholderHeight: actual.height),
                .init(image: diff?.diffImage, caption: diffCaption,
                      placeholderWidth: expected?.width ?? actual.width, placeholderHeight: expected?.height ?? actual.height),
                .init(image: actual, caption: "actual", placeholderWidth: 0, placeholderHeight: 0),
            ])
            var text = lines
            do {
                let paths = try FailureArtifacts.record(suite: suite, name: name, actualPNG: try png(), panels: panels,
                                                        summary: lines.joined(separator: "\n"), artifacts: artifacts)
                text += ["  actual: \(paths.actual)",
                         "  diff (expected | diff | actual): \(paths.diff)",
                         "  all failures: \(paths.index)"]
            } catch {
                text.append("  (could not write the failure artifacts: \(error))")
            }
            text.append(recordHint)
            return SnapshotFailure(message: text.joined(separator: "\n"), result: diff)
        }
        let rerecord = """
            If the change is intended, look at the diff, then record it with:
              SNAPSHOT_RECORD=failed swift test --filter \(suite)
            """

        guard FileManager.default.fileExists(atPath: reference) else {
            if mode != .none { return try record() }
            throw failure(["snapshot \(label): no reference at \(reference)"], expected: nil, diff: nil,
                          diffCaption: "no reference",
                          recordHint: "Record it with:\n  SNAPSHOT_RECORD=missing swift test --filter \(suite)")
        }
        if mode == .all { return try record() }

        let expected: RGBAImage
        do {
            expected = try PNGCodec.read(path: reference)
        } catch {
            if mode == .failed { return try record() }
            throw failure(["snapshot \(label): the reference cannot be used: \(error)"], expected: nil, diff: nil,
                          diffCaption: "unreadable reference", recordHint: rerecord)
        }
        let result: DiffResult
        do {
            result = try ImageComparator.compare(expected, actual, options: options.diffOptions, makeDiffImage: false)
        } catch {
            if mode == .failed { return try record() }
            throw failure(["snapshot \(label): \(error) (reference \(reference))"], expected: expected, diff: nil,
                          diffCaption: "sizes differ", recordHint: rerecord)
        }
        let violations = options.violations(result)
        if violations.isEmpty { return .matched }
        if mode == .failed { return try record() }

        // Only a failure pays for the diff image.
        let drawn = (try? ImageComparator.compare(expected, actual, options: options.diffOptions, makeDiffImage: true)) ?? result
        var lines = ["snapshot \(label) differs from its reference \(reference):",
                     "  \(result.differentPixels) of \(result.totalPixels) pixels differ (\(SnapshotOptions.percent(result.differentRatio))); "
                     + "\(result.antialiasedPixels) more excused as anti-aliasing (threshold \(options.threshold))"]
        if let window = result.worstWindow, let region = result.worstRegion {
            lines.append("  worst \(result.windowWidth) x \(result.windowHeight) window: \(result.maxWindowCount) differing pixels at x \(window.x), y \(window.y); worst region: \(region)")
        }
        lines.append("  fails because: " + violations.joined(separator: "; "))
        throw failure(lines, expected: expected, diff: drawn, diffCaption: "diff: \(result.differentPixels) px", recordHint: rerecord)
    }

    /// The nearest directory above `file` that holds a Package.swift.
    static func packageRoot(from file: String) -> String {
        var url = URL(fileURLWithPath: file).deletingLastPathComponent()
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
            url.deleteLastPathComponent()
        }
        return FileManager.default.currentDirectoryPath
    }
}
