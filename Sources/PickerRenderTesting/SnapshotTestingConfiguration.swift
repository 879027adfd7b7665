// SnapshotTestingConfiguration: swift-snapshot-testing's record modes and
// `withSnapshotTesting(record:)`, mapped onto SnapshotRecordMode. The configuration is a task
// local, so it holds for the operation and the tasks it starts, as theirs does. `diffTool` is
// taken for its signature: failures are shown in the run's HTML report
// (`picker-render snapshots review`) instead of a diff command.

import Foundation

public struct SnapshotTestingConfiguration: Sendable {
    /// Which references `assertSnapshot` writes.
    public struct Record: Equatable, Sendable, RawRepresentable {
        public let rawValue: String
        public init?(rawValue: String) {
            guard ["all", "missing", "failed", "never"].contains(rawValue) else { return nil }
            self.rawValue = rawValue
        }
        /// Every reference is written again (and fails, so the next run compares).
        public static let all = Record(rawValue: "all")!
        /// Only references that do not exist (the default).
        public static let missing = Record(rawValue: "missing")!
        /// References that do not exist, and those that failed in the previous run.
        public static let failed = Record(rawValue: "failed")!
        /// Nothing: a missing reference fails.
        public static let never = Record(rawValue: "never")!

        var mode: SnapshotRecordMode {
            switch rawValue {
            case "all": .all
            case "failed": .failed
            case "never": .never
            default: .missing
            }
        }

        /// SNAPSHOT_TESTING_RECORD's mode, `.missing` when unset; nil when it names no mode.
        static func fromEnvironment() -> Record? {
            guard let raw = ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"], !raw.isEmpty else { return .missing }
            return Record(rawValue: raw.lowercased())
        }
    }

    /// How a failure is shown by a tool of the user's; accepted for the signature only.
    public struct DiffTool: Sendable {
        public let command: @Sendable (String, String) -> String
        public init(_ command: @escaping @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String) { self.command = command }
        public static let `default` = DiffTool { "file://\($0) file://\($1)" }
    }

    public var record: Record?
    public var diffTool: DiffTool?

    public init(record: Record? = nil, diffTool: DiffTool? = nil) { self.record = record; self.diffTool = diffTool }

    @TaskLocal static var current = SnapshotTestingConfiguration()
}

/// Runs `operation` with `record` (and `diffTool`) as the configuration of every
/// `assertSnapshot` in it; nil keeps the enclosing one.
public func withSnapshotTesting<R>(record: SnapshotTestingConfiguration.Record? = nil,
                                   diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
                                   operation: () throws -> R) rethrows -> R {
    var configuration = SnapshotTestingConfiguration.current
    if let record { configuration.record = record }
    if let diffTool { configuration.diffTool = diffTool }
    return try SnapshotTestingConfiguration.$current.withValue(configuration, operation: operation)
}

/// The same for async code.
public func withSnapshotTesting<R>(record: SnapshotTestingConfiguration.Record? = nil,
                                   diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
                                   operation: () async throws -> R) async rethrows -> R {
    var configuration = SnapshotTestingConfiguration.current
    if let record { configuration.record = record }
    if let diffTool { configuration.diffTool = diffTool }
    return try await SnapshotTestingConfiguration.$current.withValue(configuration, operation: operation)
}
