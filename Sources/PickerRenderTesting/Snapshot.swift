// Snapshot: compare a rendered image with its reference `Snapshots/<Suite>/<name>.png`, for
// Swift Testing and XCTest alike (a failure is a thrown SnapshotFailure, which fails either
// kind of test).
//
// Record modes come from SNAPSHOT_RECORD: unset records nothing (a missing reference fails and
// says how to record it); `missing` writes references that do not exist; `failed` also
// rewrites references that differ; `all` rewrites every reference. No mode ever deletes one.
// On a difference the actual image goes to `.build/snapshot-failures/<Suite>/<name>.actual.png`
// and the reference is left untouched unless recording was asked for.
// The comparison here is a per-channel tolerance; issue 4 brings the pixelmatch comparator.

import Foundation
import PickerRender
import PNGCodec

public enum SnapshotRecordMode: String, Sendable {
    case none, missing, failed, all

    /// The mode SNAPSHOT_RECORD asks for; an unknown value is a failure, not a silent "none".
    public static func fromEnvironment() throws(SnapshotFailure) -> SnapshotRecordMode {
        guard let raw = ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"], !raw.isEmpty else { return .none }
        guard let mode = SnapshotRecordMode(rawValue: raw.lowercased()) else {
            throw SnapshotFailure(message: "SNAPSHOT_RECORD: '\(raw)' is not missing, failed or all")
        }
        return mode
    }
}

public struct SnapshotFailure: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

public struct SnapshotOptions: Sendable {
    /// Largest per-channel difference that still counts as the same pixel.
    public var channelTolerance: Int
    /// How many pixels may differ beyond the tolerance.
    public var maxDifferentPixels: Int
    public init(channelTolerance: Int = 0, maxDifferentPixels: Int = 0) {
        self.channelTolerance = channelTolerance; self.maxDifferentPixels = maxDifferentPixels
    }
}

/// What a verification did.
public enum SnapshotOutcome: Equatable, Sendable {
    case matched
    case recorded(path: String)
}

public enum Snapshot {
    /// Verifies `image` against `<snapshots>/<suite>/<name>.png`.
    /// - Parameters:
    ///   - snapshotsDirectory: defaults to `Snapshots/` of the package holding the calling file.
    ///   - mode: defaults to SNAPSHOT_RECORD.
    @discardableResult
    public static func verify(_ image: RenderedImage, named name: String, suite: String,
                              options: SnapshotOptions = SnapshotOptions(),
                              snapshotsDirectory: String? = nil, mode: SnapshotRecordMode? = nil,
                              filePath: StaticString = #filePath) throws -> SnapshotOutcome {
        let root = packageRoot(from: "\(filePath)")
        let dir = snapshotsDirectory ?? (root + "/Snapshots")
        let reference = "\(dir)/\(suite)/\(name).png"
        let mode = try mode ?? SnapshotRecordMode.fromEnvironment()
        let exists = FileManager.default.fileExists(atPath: reference)

        func record() throws -> SnapshotOutcome {
            try FileManager.default.createDirectory(atPath: "\(dir)/\(suite)", withIntermediateDirectories: true)
            try image.write(to: reference)
            return .recorded(path: reference)
        }

        guard exists else {
            if mode != .none { return try record() }
            throw SnapshotFailure(message: """
                no reference at \(reference); record it with:
                  SNAPSHOT_RECORD=missing swift test --filter \(suite)
                """)
        }
        if mode == .all { return try record() }
        let expected = try PNGCodec.read(path: reference)
        let actual = RGBAImage(width: image.width, height: image.height, pixels: image.rgba)
        let differing = try differences(expected, actual, tolerance: options.channelTolerance, reference: reference)
        if differing <= options.maxDifferentPixels { return .matched }
        if mode == .failed { return try record() }
        let failures = root + "/.build/snapshot-failures/\(suite)"
        try FileManager.default.createDirectory(atPath: failures, withIntermediateDirectories: true)
        let actualPath = "\(failures)/\(name).actual.png"
        try image.write(to: actualPath)
        throw SnapshotFailure(message: """
            \(differing) of \(image.width * image.height) pixels differ from \(reference) \
            (tolerance \(options.channelTolerance), \(options.maxDifferentPixels) allowed); \
            actual image at \(actualPath). If the change is intended, look at it, then record with:
              SNAPSHOT_RECORD=failed swift test --filter \(suite)
            """)
    }

    /// Pixels whose largest channel difference exceeds `tolerance`; sizes must agree.
    static func differences(_ a: RGBAImage, _ b: RGBAImage, tolerance: Int, reference: String) throws -> Int {
        guard a.width == b.width, a.height == b.height else {
            throw SnapshotFailure(message: "size \(b.width)x\(b.height) differs from the reference \(reference) (\(a.width)x\(a.height))")
        }
        if a.pixels == b.pixels { return 0 }
        var count = 0
        a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                var i = 0
                while i < pa.count {
                    var worst = 0
                    for c in 0..<4 { worst = max(worst, abs(Int(pa[i + c]) - Int(pb[i + c]))) }
                    if worst > tolerance { count += 1 }
                    i += 4
                }
            }
        }
        return count
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
