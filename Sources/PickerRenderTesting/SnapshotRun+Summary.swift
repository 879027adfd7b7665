// The end-of-run summary: one line with the run's counts, what they mean for its exit status (a
// failure fails the run, a recording fails it under CI=true), and where its report and
// summary.md are, then a line for each reference recorded, printed once per `swift test`.
//
// A `swift test` runs XCTest first and Swift Testing after it, in two processes that share the
// run directory (measured with Swift 6.3 on Linux; `--parallel` makes one XCTest process per
// test, and the Swift Testing process always runs, with no tests when a filter leaves it none).
// So the summary is printed by the last test process (TestRunScope.isLastTestProcess): the
// Swift Testing one, or an XCTest one when Swift Testing is turned off or no `swift test` is the
// parent. That process may have drawn no snapshot at all, so the printing is started by the
// exit hook CPickerRenderTestingExit installs at load time in every process that links this
// module, not by `verify`. It covers the artifacts directories this process's `verify` calls
// used (none given explicitly) and the default one, each only if its results belong to this
// run. Should the hook not be installed, `verify` falls back to an exit handler of its own,
// printed by every process that verified (the run's counts so far).

import CPickerRenderTestingExit
import Foundation
import PickerRenderFiles
import PickerRenderLocking
import PickerRenderSnapshotReport
#if canImport(Glibc)
import Glibc
#endif

@_cdecl("picker_render_testing_at_exit")
func pickerRenderTestingAtExit() {
    guard TestRunScope.isLastTestProcess else { return }
    SnapshotRun.printSummary(including: ArtifactsLocation.directory(packageRoot: FileManager.default.currentDirectoryPath))
}

extension SnapshotRun {
    /// The artifacts directories `verify` used with no artifactsDirectory given.
    private static let exitDirectories = Locked<[String]>([])

    /// Notes `artifacts` for the summary at exit.
    static func announceAtExit(artifacts: String) {
        exitDirectories.withLock { directories in
            guard !directories.contains(artifacts) else { return }
            if directories.isEmpty && picker_render_testing_exit_hook_installed() == 0 {
                atexit { SnapshotRun.printSummary(including: nil) }
            }
            directories.append(artifacts)
        }
    }

    /// Prints the summary of each noted directory (and `extra`) whose results are this run's.
    static func printSummary(including extra: String?) {
        var directories = exitDirectories.withLock { $0 }
        if let extra, !directories.contains(extra) { directories.append(extra) }
        var out = ""
        for d in directories {
            let run = SnapshotRunDirectory(artifacts: d)
            guard run.currentRun() == processRunID else { continue }
            let entries = run.entries()
            guard !entries.isEmpty else { continue }
            func n(_ s: SnapshotEntry.Status) -> Int { entries.filter { $0.status == s }.count }
            let failed = n(.failed), recorded = n(.recorded)
            // What the counts mean for the run's exit status, so the line never reads as a pass
            // of a run that fails: a failure fails it, and so does a recording on CI.
            let verdict = failed > 0 ? " (the run fails)"
                : recorded > 0 && Snapshot.onCI ? " (the run fails: with CI=true a recording is a failure)"
                : recorded > 0 ? " (commit the recorded references)" : ""
            out += ("snapshots: \(failed) failed, \(recorded) recorded, \(n(.passed)) passed in this run\(verdict); "
                  + "report \(run.indexPath), summary \(run.summaryPath)\n")
            for e in entries where e.status == .recorded { out += "snapshots: recorded \(e.reference)\n" }
        }
        // At exit the test process's status is its framework's: a lost line is only lost.
        try? StandardStream.output.write(out, what: "the snapshot summary")
    }
}
