// Snapshot: compare an image with its reference `Snapshots/<Suite>/<name>.png`, for Swift
// Testing and XCTest alike. There is one check, in two forms: `verify(_:as:...)` reports each
// failure at its call (one issue, or one XCTFail) and returns, so every verify of a test
// compares; `require` throws its first failure and reports nothing itself, so the framework
// reports it once, as any thrown error. A SnapshotStrategy draws the value (a control, a
// Picture, an image, an animation's frames; each type has a default), and this file compares,
// records and reports each image the same way whatever drew it.
//
// Record modes come from SNAPSHOT_RECORD (SnapshotRecordMode): unset records nothing (a missing
// reference fails, says how to record it, and nothing is written under Snapshots/); `missing`
// writes references that do not exist; `failed` also rewrites references that fail (differ,
// have another size, or cannot be read) when the previous run reported that failure, and
// touches no passing one; `all` rewrites every reference. No mode ever deletes a reference.
//
// The comparison is PickerRenderImageDiff's (pixelmatch-compatible); SnapshotOptions decide pass or fail.
// Every call leaves an entry in the run's results (SnapshotResults: .build/snapshot-failures/,
// fresh per `swift test`, with index.html and summary.md); a failure also leaves the actual,
// expected and diff images there and throws a message with the counts, the box of the worst
// region, the paths, and the commands that approve or re-record it (`--filter` with the test's
// real name). Under a test framework (TestHost) `verify` reports a failure at its call, with the
// images as Swift Testing attachments named `<Suite>-<name>.<kind>.png`, and a recording is
// reported there too; with CI=true a recording still writes the reference but fails. Two tests
// using one reference name in a run fail as duplicates, naming both call sites. Every
// reference looked at is logged for `picker-render snapshots --orphans` (SnapshotRun).

import Foundation
import PickerRenderFiles
import PickerRenderImageDiff
import PickerRender
import PickerRenderPNG
import PickerRenderSnapshotReport

public enum SnapshotRecordMode: String, Sendable {
    /// `never` records nothing (SNAPSHOT_RECORD=none or unset): a missing reference fails.
    case never = "none", missing, failed, all

    /// The mode SNAPSHOT_RECORD asks for; an unknown value is a failure, not a silent "none".
    public static func fromEnvironment() throws(SnapshotFailure) -> SnapshotRecordMode {
        guard let raw = ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"], !raw.isEmpty else { return .never }
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
    /// Where the failure was already reported to the test framework ("File.swift:12"), if it was.
    public let reportedAt: String?
    public init(message: String, result: DiffResult? = nil, reportedAt: String? = nil) {
        self.message = message; self.result = result; self.reportedAt = reportedAt
    }
    /// The whole message; only its first line when the test framework already shows it all at
    /// the `verify` call.
    public var description: String {
        guard let reportedAt else { return message }
        return String(message.prefix { $0 != "\n" }) + " (details reported at \(reportedAt))"
    }
}

/// What a verification did: every image matched its reference, it wrote these references
/// (the others, if any, matched), or some images failed (each message was reported at the
/// `verify` call when a test framework runs the test).
public enum SnapshotOutcome: Equatable, Sendable {
    case matched
    case recorded(paths: [String])
    case failed(messages: [String])
}

public enum Snapshot {
    /// Whether failures and recordings are reported to the running test framework (an issue or
    /// XCTFail at the `verify` call, attachments) and `CI=true` turns recording into a failure.
    /// Tests of snapshot tooling that inspect failures themselves turn it off with
    /// `Snapshot.$reportsToTestFramework.withValue(false) { ... }`; the outcome, the thrown
    /// SnapshotFailure of `require` and the artifacts stay the same.
    @TaskLocal public static var reportsToTestFramework = true

    /// Draws `value` as `strategy` says and verifies each image against
    /// `<snapshotsDirectory>/<suite>/<name>.png` (an animation's frame i against `<name>-frame-<iii>`).
    /// A failure is reported at this call (an issue in Swift Testing, a failure in XCTest) and the
    /// test goes on, so every `verify` of a test compares and reports; the outcome says what
    /// happened. `require` is the form that throws instead.
    /// - Parameters:
    ///   - strategy: how the value is drawn; default: its type's (`.picker()`, `.picture`,
    ///     `.image`, `.frames`).
    ///   - name: the reference's name; default: the calling test's name (`hoursLight()` -> `hoursLight`).
    ///   - options: when an image matches its reference.
    ///   - snapshotsDirectory: defaults to `Snapshots/` of the package holding the calling file.
    ///   - artifactsDirectory: where results and the usage log go; defaults to $SNAPSHOT_ARTIFACTS,
    ///     else the build's scratch directory (`.build`, or `swift test --scratch-path`).
    ///   - record: which references to write; defaults to SNAPSHOT_RECORD.
    @discardableResult
    public static func verify<Value: Snapshottable>(
        _ value: Value, as strategy: SnapshotStrategy<Value> = Value.defaultSnapshotStrategy,
        named name: String? = nil, suite: String, options: SnapshotOptions = SnapshotOptions(),
        snapshotsDirectory: String? = nil, artifactsDirectory: String? = nil, record: SnapshotRecordMode? = nil,
        function: String = #function, filePath: StaticString = #filePath, line: UInt = #line,
        fileID: String = #fileID, column: UInt = #column
    ) -> SnapshotOutcome {
        let site = TestHost.CallSite(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column),
                                     function: function)
        var failures: [String] = []
        let outcome = try? check(value, strategy, name: name ?? testName(function), suite: suite, options: options,
                                 snapshotsDirectory: snapshotsDirectory, artifactsDirectory: artifactsDirectory,
                                 record: record, site: site, filePath: filePath) { failure in
            // A failure `run` has not reported yet (the value could not be drawn, SNAPSHOT_RECORD
            // is wrong, a recording could not be written) is reported here, at the call.
            if failure.reportedAt == nil, reportsToTestFramework {
                TestHost.current.fail(failure.message, at: site, filePath: filePath, images: [])
            }
            failures.append(failure.message)
        }
        return failures.isEmpty ? outcome ?? .matched : .failed(messages: failures)
    }

    /// `verify` that throws its first failure instead of reporting it, and so ends the test
    /// there: the test framework reports the thrown SnapshotFailure as it reports any error (in
    /// Swift Testing one issue, "Caught error", at the test; in XCTest one failure), and the
    /// images after it (an animation's later frames) are not compared. For code that must not go
    /// on after a failure, and for tools that inspect SnapshotFailure.
    @discardableResult
    public static func require<Value: Snapshottable>(
        _ value: Value, as strategy: SnapshotStrategy<Value> = Value.defaultSnapshotStrategy,
        named name: String? = nil, suite: String, options: SnapshotOptions = SnapshotOptions(),
        snapshotsDirectory: String? = nil, artifactsDirectory: String? = nil, record: SnapshotRecordMode? = nil,
        function: String = #function, filePath: StaticString = #filePath, line: UInt = #line,
        fileID: String = #fileID, column: UInt = #column
    ) throws -> SnapshotOutcome {
        let site = TestHost.CallSite(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column),
                                     function: function)
        return try check(value, strategy, name: name ?? testName(function), suite: suite, options: options,
                         snapshotsDirectory: snapshotsDirectory, artifactsDirectory: artifactsDirectory,
                         record: record, site: site, filePath: filePath, failed: nil)
    }

    /// Draws and verifies every image. With `failed`, a failure goes to it (reported at the call
    /// by `run`) and the next image is compared; without it, the first failure is thrown and
    /// reported by nobody here.
    static func check<Value>(_ value: Value, _ strategy: SnapshotStrategy<Value>, name base: String, suite: String,
                             options: SnapshotOptions, snapshotsDirectory: String?, artifactsDirectory: String?,
                             record: SnapshotRecordMode?, site: TestHost.CallSite, filePath: StaticString,
                             asAssertSnapshot: Bool = false,
                             failed: ((SnapshotFailure) -> Void)?) throws -> SnapshotOutcome {
        func fail(_ failure: SnapshotFailure) throws {
            guard let failed else { throw failure }
            failed(failure)
        }
        let shots: [SnapshotStrategy<Value>.Shot]
        do { shots = try strategy.shots(value) } catch {
            try fail(error as? SnapshotFailure ?? SnapshotFailure(message: "snapshot \(suite)/\(base): cannot draw the value: \(error)"))
            return .matched
        }
        var recorded: [String] = []
        for shot in shots {
            do {
                if let path = try run(shot.image, png: shot.png, scene: shot.scene, name: base + shot.suffix, suite: suite, options: options, design: shot.design,
                                      snapshotsDirectory: snapshotsDirectory, artifactsDirectory: artifactsDirectory,
                                      record: record, site: site, filePath: filePath, reports: failed != nil,
                                      asAssertSnapshot: asAssertSnapshot) {
                    recorded.append(path)
                }
            } catch let failure as SnapshotFailure {
                // The framework was told the frame's own failure at the call; the outcome and
                // the thrown error say which frame of which animation failed.
                guard let position = shot.position else { try fail(failure); continue }
                try fail(SnapshotFailure(message: "animation \(suite)/\(base): \(position): " + failure.message,
                                         result: failure.result, reportedAt: failure.reportedAt))
            } catch {
                try fail(SnapshotFailure(message: "snapshot \(suite)/\(base + shot.suffix): \(error)"))
            }
        }
        return recorded.isEmpty ? .matched : .recorded(paths: recorded)
    }

    /// A test function's name as a reference name: `hoursLight()` -> `hoursLight`.
    static func testName(_ function: String) -> String {
        let base = function.prefix { $0 != "(" }
        return base.isEmpty ? "snapshot" : String(base)
    }

    /// CI=true (or 1, yes): recording is reported as a failure.
    static var onCI: Bool {
        ["true", "1", "yes"].contains((ProcessInfo.processInfo.environment["CI"] ?? "").lowercased())
    }

    /// Verifies one shot, its image and its scene (either may be absent, not both); returns the
    /// path it recorded, or nil when it matched.
    /// A failure is one line (what changed, in the scene's numbers and in pixels, and how to
    /// approve it) followed by where the images are; a framework shows the first line at the
    /// call, and the whole of it is in the run's summary.md.
    static func run(_ actual: RGBAImage?, png: () throws -> [UInt8], scene actualScene: String?, name: String, suite: String,
                    options: SnapshotOptions, design: Design? = nil, snapshotsDirectory: String?, artifactsDirectory: String?,
                    record: SnapshotRecordMode?, site: TestHost.CallSite, filePath: StaticString,
                    reports: Bool, asAssertSnapshot: Bool = false) throws -> String? {
        precondition(!name.isEmpty && !suite.isEmpty, "Snapshot.verify: empty name or suite")
        precondition(actual != nil || actualScene != nil, "Snapshot.verify: a shot with neither image nor scene")
        let root = packageRoot(from: site.filePath)
        let dir = snapshotsDirectory ?? (root + "/Snapshots")
        let artifacts = artifactsDirectory ?? ArtifactsLocation.directory(packageRoot: root)
        let reference = "\(dir)/\(suite)/\(name).png"
        let sceneReference = "\(dir)/\(suite)/\(name).scene.txt"
        let mode = try record ?? SnapshotRecordMode.fromEnvironment()
        if actual != nil { SnapshotRun.logUse(of: reference, artifacts: artifacts) }
        if actualScene != nil { SnapshotRun.logUse(of: sceneReference, artifacts: artifacts) }
        if artifactsDirectory == nil { SnapshotRun.announceAtExit(artifacts: artifacts) }
        // The test's identity names duplicates and the hint even when reporting is off.
        let running = TestHost.current
        let host: TestHost? = reportsToTestFramework ? running : nil
        // Failures are reported here for `verify`; `require` throws them for the framework to report.
        let failureHost = reports ? host : nil
        let test = running.testIdentifier(site)
        let label = "\(suite)/\(name)"
        var results = SnapshotResults(directory: SnapshotRunDirectory(artifacts: artifacts),
                                      entry: SnapshotEntry(status: .passed, suite: suite, name: name, reference: actual != nil ? reference : sceneReference,
                                                           test: test, callSite: site.description, message: ""))
        results.entry.design = design?.rawValue
        results.entry.fonts = SnapshotFontSet.name

        /// Reports (when a framework runs the test) and stores a failure; returns what to throw.
        /// `line` is the failure in one line; the artifacts' paths follow it.
        func failure(_ line: String, expected: RGBAImage?, diff: DiffResult?, diffCaption: String, recordHint: String,
                     sceneChanges: [String]? = nil) -> SnapshotFailure {
            var text = [line + "; " + recordHint]
            var images: [(String, [UInt8])] = []
            if let actual {
                images = results.storeFailure(actual: actual, actualPNG: try? png(), expected: expected,
                                              referenceBytes: expected == nil ? nil : FileManager.default.contents(atPath: reference),
                                              diff: diff, diffCaption: diffCaption, summary: &text)
            }
            if let actualScene { results.storeScene(actualScene, changes: sceneChanges, summary: &text) }
            let message = text.joined(separator: "\n")
            results.finish(status: .failed, message: message)
            guard let host = failureHost else { return SnapshotFailure(message: message, result: diff) }
            host.fail(text[0], at: site, filePath: filePath, images: images)
            return SnapshotFailure(message: message, result: diff, reportedAt: site.description)
        }
        // `assertSnapshot` records as swift-snapshot-testing does: its variable, and a recording fails.
        let recordVariable = asAssertSnapshot ? "SNAPSHOT_TESTING_RECORD" : "SNAPSHOT_RECORD"
        func hint(_ record: SnapshotRecordMode) -> String {
            "\(recordVariable)=\(record.rawValue) swift test --filter \(test.isEmpty ? suite : test)"
        }
        var rerecord = "approve it with picker-render snapshots approve \(label), or record it with " + hint(.failed)

        if let prior = results.claim() {
            // Kept beside the first user's entry, not over it, and never approvable.
            results.entry.name = name + "@" + URL(fileURLWithPath: site.filePath).lastPathComponent + ":\(site.line)"
            results.entry.duplicateOf = prior.callSite
            throw failure("snapshot \(label): duplicate reference name: \(actual != nil ? reference : sceneReference) is used by two call sites in this run: "
                          + "\(prior.callSite)\(prior.test.isEmpty ? "" : " (test \(prior.test))") and \(site.description)\(test.isEmpty ? "" : " (test \(test))")",
                          expected: nil, diff: nil, diffCaption: "duplicate name",
                          recordHint: "give one of them another name (named:) or suite; nothing was recorded or compared for the second call")
        }

        /// Writes the image and the scene, each when `which` says; returns the path to report.
        func write(image writesImage: Bool, scene writesScene: Bool) throws -> String {
            var written: [String] = []
            do {
                try FileManager.default.createDirectory(atPath: "\(dir)/\(suite)", withIntermediateDirectories: true)
                if writesImage, actual != nil {
                    let bytes = try png()
                    try AtomicFile.write(bytes, to: reference)
                    written.append(reference)
                    results.keepRecording(bytes)
                }
                if writesScene, let actualScene {
                    try AtomicFile.write(Array(actualScene.utf8), to: sceneReference)
                    written.append(sceneReference)
                }
            } catch {
                throw SnapshotFailure(message: "snapshot \(label): cannot record \(reference): \(error)")
            }
            // On CI a recording never passes; nor does one for `assertSnapshot`, as
            // swift-snapshot-testing fails every recording.
            let ci = host != nil && (onCI || asAssertSnapshot)
            let message = "snapshot \(label): recorded reference \(written.joined(separator: " and "))" + (!ci ? ""
                : onCI ? "; CI=true: recording never passes on CI; commit the reference and run the tests again"
                : "; a recording fails, as in swift-snapshot-testing: run the test again to compare with it")
            results.finish(status: .recorded, message: message)
            guard let host else { return written[0] }
            if ci {
                guard let failureHost else { throw SnapshotFailure(message: message) }
                failureHost.fail(message, at: site, filePath: filePath, images: writesImage ? [("\(suite)-\(name).png", (try? png()) ?? [])] : [])
                throw SnapshotFailure(message: message, reportedAt: site.description)
            }
            host.note(message, at: site)
            return written[0]
        }

        // Whether what this shot compares was recorded (a shot without an image needs no PNG).
        let imageRecorded = actual == nil || FileManager.default.fileExists(atPath: reference)
        let sceneRecorded = actualScene == nil || FileManager.default.fileExists(atPath: sceneReference)
        guard imageRecorded else {
            if mode != .never { return try write(image: true, scene: true) }
            throw failure("snapshot \(label): no reference at \(reference)", expected: nil, diff: nil,
                          diffCaption: "no reference", recordHint: "record it with " + hint(.missing))
        }
        if mode == .all { return try write(image: true, scene: true) }
        // `failed` rewrites a reference only when the previous run reported its failure, so
        // nothing is rewritten that nobody could have looked at (a verify that never ran, a
        // test that was filtered out). `claim` above made this run's directory, which keeps
        // the previous run's failures.
        var rewrites = false
        if mode == .failed {
            rewrites = results.directory.previousFailures().contains(actual != nil ? reference : sceneReference)
            if !rewrites {
                rerecord += "; \(recordVariable)=failed left \(actual != nil ? reference : sceneReference) as it was: the previous run did not report this failure."
                    + " Look at it now; the next \(recordVariable)=failed run rewrites it."
            }
        }

        // The pixels: nil when they match (or there are none).
        var pixelProblem: (line: String, expected: RGBAImage?, diff: DiffResult?, caption: String)?
        if let actual {
            let expected: RGBAImage
            do {
                expected = try PNGCodec.read(path: reference)
                let result = try ImageComparator.compare(expected, actual, options: options.diffOptions, makeDiffImage: false)
                let violations = options.violations(result)
                if !violations.isEmpty {
                    // Only a failure pays for the diff image.
                    let drawn = (try? ImageComparator.compare(expected, actual, options: options.diffOptions, makeDiffImage: true)) ?? result
                    var line = "\(result.changedPixels) of \(result.totalPixels) pixels differ (largest channel difference \(result.largestChannelDifference)"
                    if let region = result.worstRegion { line += ", in \(region)" }
                    line += ")"
                    if let t = options.tolerance {
                        line += ", \(result.differentPixels) over the perceptual threshold \(t.threshold): " + violations.joined(separator: "; ")
                    }
                    pixelProblem = (line, expected, drawn, "diff: \(result.changedPixels) px")
                }
            } catch let error as ImageSizeMismatch {
                pixelProblem = ("\(error) (reference \(reference))", nil, nil, "sizes differ")
            } catch {
                pixelProblem = ("the reference cannot be used: \(error)", nil, nil, "unreadable reference")
            }
        }

        // The scene: its changes, or that it was never recorded.
        var sceneProblem: String?
        var sceneChanges: [String]?
        var writesMissingScene = false
        if let actualScene {
            if !sceneRecorded {
                if mode != .never, pixelProblem == nil {
                    writesMissingScene = true
                } else {
                    sceneProblem = "no scene recorded at \(sceneReference)"
                }
            } else if let recorded = Self.recordedScene(sceneReference) {
                if recorded != actualScene {
                    let comparison = SceneComparison(expected: recorded, actual: actualScene, tolerance: options.sceneTolerance)
                    if !comparison.changes.isEmpty {
                        sceneChanges = comparison.changes.map(\.description)
                        sceneProblem = "the scene changed: " + comparison.summary()
                    }
                }
            } else {
                sceneProblem = "the scene \(sceneReference) cannot be read as UTF-8 text of at most \(Self.maximumSceneBytes >> 20) MB"
            }
        }

        if pixelProblem == nil, sceneProblem == nil {
            if writesMissingScene { return try write(image: false, scene: true) }
            results.finish(status: .passed, message: "")
            return nil
        }
        if rewrites { return try write(image: true, scene: true) }
        let problems = [sceneProblem, pixelProblem?.line].compactMap { $0 }
        let onlyMissingScene = pixelProblem == nil && !sceneRecorded
        throw failure("snapshot \(label) differs from its reference: " + problems.joined(separator: "; "),
                      expected: pixelProblem?.expected, diff: pixelProblem?.diff, diffCaption: pixelProblem?.caption ?? "scene only",
                      recordHint: onlyMissingScene ? "record it with " + hint(.missing) : rerecord, sceneChanges: sceneChanges)
    }

    /// The most bytes a recorded scene text is read to: a committed reference is someone's
    /// file like any other (the largest here is 7 KB, a full screen).
    static let maximumSceneBytes = 16 << 20

    /// The scene text recorded at `path`, or nil when it is not a regular file (a FIFO would
    /// block the read), cannot be read, is not UTF-8 or is larger than `maximumSceneBytes`.
    static func recordedScene(_ path: String) -> String? {
        guard (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeRegular,
              let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: maximumSceneBytes + 1), data.count <= maximumSceneBytes else { return nil }
        return String(data: data, encoding: .utf8)
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
