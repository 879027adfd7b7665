// SnapshotRun: which test run this process belongs to, and the log of the references it used
// (read by `picker-render snapshots --orphans`).
//
// "A test run" is one `swift test` invocation: every test process it starts (the XCTest pass,
// the Swift Testing pass, parallel workers) has that swift-test process as its parent, so the run
// id is the parent's pid and start time ("<ppid>-<start ticks>", from /proc). SNAPSHOT_RUN_ID
// overrides it (for CI wrappers, or to merge several invocations into one run).
//
// Files, under <artifacts>/snapshot-usage/ (artifacts = <package>/.build by default):
// - <run id>.log: one absolute reference path a line, appended (O_APPEND, one write a line)
//   each time Snapshot.verify looks at a reference, whatever the outcome.
// - LAST: the id of the run that wrote most recently. The first use in a process writes it and
//   deletes the logs of other runs, so "the last test run" is the one named in LAST.
// - The log also says whether the run saw every test (SnapshotUsageLog): the first use in a
//   process appends `#open <pid>` and a `#partial` line for each reason TestRunScope finds (a
//   test filter, a framework turned off); at exit the process appends a `#partial` line for the
//   tests XCTest skipped, then `#close <pid>`. A process that crashes or is killed never closes,
//   so `--orphans --check/--delete` refuse its run as they refuse a filtered one.

import Foundation
import PickerRenderFiles
import PickerRenderLocking
import PickerRenderPNG
import PickerRenderSnapshotReport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum SnapshotRun {
    /// The run this process belongs to; tests of the tooling set `runOverride` to act out
    /// several runs in one process.
    static var id: String { runOverride ?? processRunID }
    @TaskLocal static var runOverride: String?

    static let processRunID: String = {
        if let env = ProcessInfo.processInfo.environment["SNAPSHOT_RUN_ID"], !env.isEmpty {
            return env.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." ? $0 : "_" }.reduce("") { $0 + String($1) }
        }
        let ppid = getppid()
        return "\(ppid)-\(startTicks(of: ppid) ?? "0")"
    }()

    /// Field 22 of /proc/<pid>/stat (start time in clock ticks after boot).
    static func startTicks(of pid: pid_t) -> String? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let paren = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: paren)...].split(separator: " ")
        return fields.count > 19 ? String(fields[19]) : nil
    }

    /// The usage directories this process has made belong to this run (and closes at exit).
    private static let started = Locked<Set<String>>([])
    static func usageDirectory(artifacts: String) -> String { artifacts + "/snapshot-usage" }

    /// Appends `reference` to this run's usage log. Best effort: logging never fails a test.
    static func logUse(of reference: String, artifacts: String) {
        let dir = usageDirectory(artifacts: artifacts)
        started.withLock { started in
            if !started.contains(dir) {
                started.insert(dir)
                try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
                let previous = (try? String(contentsOfFile: dir + "/LAST", encoding: .utf8))?
                    .trimmingCharacters(in: .whitespacesAndNewlines)
                if previous != id {
                    try? AtomicFile.write(Array((id + "\n").utf8), to: dir + "/LAST")
                    for name in (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
                    where name.hasSuffix(".log") && name != id + ".log" {
                        try? FileManager.default.removeItem(atPath: dir + "/" + name)
                    }
                }
                if started.count == 1 { atexit { SnapshotRun.closeLogs() } }
                append(SnapshotUsageLog.openLine(pid: getpid()), dir: dir)
                for why in TestRunScope.partialReasons { append(SnapshotUsageLog.partialLine(pid: getpid(), why: why), dir: dir) }
            }
            append(canonical(reference), dir: dir)
        }
    }

    /// At exit: the tests XCTest skipped, then the line that says this process finished.
    static func closeLogs() {
        let skipped = XCTestTracker.shared.skippedTests
        for dir in started.withLock({ $0 }) {
            if skipped > 0 {
                append(SnapshotUsageLog.partialLine(pid: getpid(), why: "\(skipped) XCTest test\(skipped == 1 ? " was" : "s were") skipped"), dir: dir)
            }
            append(SnapshotUsageLog.closeLine(pid: getpid()), dir: dir)
        }
    }

    /// Appends one line to this run's log in `dir` with one write (O_APPEND). Best effort.
    static func append(_ line: String, dir: String) {
        let fd = open(dir + "/" + id + ".log", O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return }
        defer { close(fd) }
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) }
    }

    /// An absolute path with symbolic links in its existing part resolved, so the CLI can match
    /// the paths it lists against the log.
    static func canonical(_ path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let dir = url.deletingLastPathComponent()
        var resolved = dir.path
        if let real = realpath(dir.path, nil) { resolved = String(cString: real); free(real) }
        return resolved + "/" + url.lastPathComponent
    }
}
