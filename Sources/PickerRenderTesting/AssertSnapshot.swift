// assertSnapshot: swift-snapshot-testing's API over PickerRenderTesting, so a suite written for
// it compiles on Linux with its imports guarded:
//   #if canImport(SwiftUI)
//   import SnapshotTesting
//   import SwiftUI
//   #else
//   import PickerRenderSwiftUI
//   import PickerRenderTesting
//   #endif
//   assertSnapshot(of: AlarmView(), as: .image(layout: .device(config: .iPhone13)))
// References go where swift-snapshot-testing puts them: `__Snapshots__/<TestFile>/<test>.<n>.png`
// beside the test file (n counts the test's unnamed snapshots from 1; `named:` replaces it),
// with the scene text beside the PNG as `Snapshot.verify` keeps it. What is recorded and when
// comes from `record:`, then `withSnapshotTesting(record:)`, then SNAPSHOT_TESTING_RECORD (all,
// missing, failed, never), else `missing`; as in swift-snapshot-testing, a recording fails its
// test (the reference is written, the next run compares with it).
// Comparing, reporting and the run's results are `Snapshot.verify`'s: exact by default; the
// precision arguments map to a PerceptualTolerance (Snapshotting's header).

import Foundation
import PickerRenderLocking
import PickerRenderSnapshotReport

/// Asserts that `value`, drawn as `snapshotting` says, matches its reference in `__Snapshots__`.
/// - Parameters:
///   - record: true records this snapshot whatever the mode (false: the configured mode).
///   - timeout: accepted for swift-snapshot-testing's signature; drawing is synchronous here.
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let site = TestHost.CallSite(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column), function: testName)
    let file = URL(fileURLWithPath: "\(filePath)")
    let directory = file.deletingLastPathComponent().appendingPathComponent("__Snapshots__").path
    let suite = file.deletingPathExtension().lastPathComponent
    let test = SnapshotTestingNames.sanitized(testName)
    let reference = "\(test).\(name.map(SnapshotTestingNames.sanitized) ?? String(SnapshotTestingNames.next(file: file.path, test: testName)))"
    let mode: SnapshotRecordMode
    switch recording == true ? .all : SnapshotTestingConfiguration.current.record ?? SnapshotTestingConfiguration.Record.fromEnvironment() {
    case .some(let record): mode = record.mode
    case .none:
        TestHost.current.fail("SNAPSHOT_TESTING_RECORD: '\(ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"] ?? "")' is not all, missing, failed or never",
                              at: site, filePath: filePath, images: [])
        return
    }
    let drawn: Value
    do { drawn = try value() } catch {
        TestHost.current.fail("snapshot \(suite)/\(reference): the value could not be made: \(error)", at: site, filePath: filePath, images: [])
        return
    }
    _ = try? Snapshot.check(drawn, snapshotting.strategy, name: reference, suite: suite, options: snapshotting.options,
                            snapshotsDirectory: directory, artifactsDirectory: nil, record: mode, site: site, filePath: filePath,
                            asAssertSnapshot: true) { failure in
        if failure.reportedAt == nil, Snapshot.reportsToTestFramework {
            TestHost.current.fail(failure.message, at: site, filePath: filePath, images: [])
        }
    }
}

/// swift-snapshot-testing's names: a test's name as a path component, and the count of its
/// unnamed snapshots.
enum SnapshotTestingNames {
    private static let counts = Locked<[String: Int]>([:])

    /// `testAlarm()` -> `testAlarm`; every run of characters other than letters, digits, `-`
    /// and `_` becomes one `-`, trimmed at the ends.
    static func sanitized(_ name: String) -> String {
        var out = ""
        var gap = false
        for ch in name {
            if ch.isLetter || ch.isNumber || ch == "-" || ch == "_" {
                if gap, !out.isEmpty { out.append("-") }
                out.append(ch); gap = false
            } else {
                gap = true
            }
        }
        return out.isEmpty ? "snapshot" : out
    }

    /// 1 for a test's first unnamed snapshot in this process, then 2, 3...
    static func next(file: String, test: String) -> Int {
        counts.withLock { c in
            let key = file + "\u{0}" + test
            c[key, default: 0] += 1
            return c[key]!
        }
    }
}
