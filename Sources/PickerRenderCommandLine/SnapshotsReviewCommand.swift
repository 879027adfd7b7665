// `picker-render snapshots review` and `snapshots approve`: the last test run's results, as
// PickerRenderTesting left them in <artifacts>/snapshot-failures/ (SnapshotRunDirectory).
// review rewrites index.html and summary.md from the run's entries and prints the report's
// path; approve promotes the named failures' actual images to references (SnapshotApproval:
// every name checked before anything is written, each reference inside --snapshots DIR, each
// image the very file its test wrote, each reference replaced atomically) and prints one line
// a change. Entries that cannot be used (names that are not plain relative paths) are left out
// with a `warning:` line each. Unknown names are bad input (2); a missing run is an I/O error (3).

import Foundation
import PickerRenderFiles
import PickerRenderSnapshotReport

enum SnapshotsReviewCommand {
    static func runDirectory(_ a: Arguments) throws -> SnapshotRunDirectory {
        let dir = SnapshotRunDirectory(artifacts: SnapshotsCommand.artifacts(a))
        guard dir.currentRun() != nil else {
            throw IOFailure(description: "no snapshot results in \(dir.path) (cannot read \(dir.path)/RUN); run swift test first")
        }
        return dir
    }

    static func review(_ args: [String]) throws -> Int32 {
        let a = try Arguments(args, options: ["artifacts"], switches: ["help"])
        if a.has("help") { try PickerRenderTool.say(SnapshotsCommand.help, what: "the help"); return 0 }
        guard a.positionals.isEmpty else { throw UsageError("review takes no argument '\(a.positionals[0])'") }
        let dir = try runDirectory(a)
        do { try dir.publish() } catch { throw IOFailure(description: "cannot write the report in \(dir.path): \(error)") }
        let (entries, ignored) = dir.scan()
        for line in ignored { try PickerRenderTool.warn(line) }
        func n(_ s: SnapshotEntry.Status) -> Int { entries.filter { $0.status == s }.count }
        try StandardStream.error.writeLine("\(n(.failed)) failed, \(n(.recorded)) recorded, \(n(.passed)) passed; summary: \(dir.summaryPath)",
                                           what: "the summary")
        try PickerRenderTool.say(URL(fileURLWithPath: dir.indexPath).standardizedFileURL.path, what: "the report's path")
        return 0
    }

    static func approve(_ args: [String]) throws -> Int32 {
        let a = try Arguments(args, options: ["artifacts", "snapshots"], switches: ["all", "help"])
        if a.has("help") { try PickerRenderTool.say(SnapshotsCommand.help, what: "the help"); return 0 }
        guard a.has("all") != !a.positionals.isEmpty else {
            throw UsageError(a.has("all") ? "approve takes names or --all, not both" : "approve needs NAME... or --all")
        }
        let dir = try runDirectory(a)
        for line in dir.scan().ignored { try PickerRenderTool.warn(line) }
        let changes: [SnapshotApproval.Change]
        do {
            changes = try SnapshotApproval.approve(a.positionals, all: a.has("all"), in: dir, snapshots: a["snapshots"] ?? "Snapshots")
        } catch .badName(let m) {
            throw UsageError(m)
        } catch .io(let m) {
            throw IOFailure(description: m)
        }
        let lines = changes.map { c in "approved \(c.label): \(c.actual) -> \(c.reference)\(c.created ? " (new)" : "")" }
        if !lines.isEmpty { try PickerRenderTool.say(lines.joined(separator: "\n"), what: "the list of approved references") }
        if changes.isEmpty { try StandardStream.error.writeLine("nothing to approve: the last run has no failure", what: "the summary") }
        return 0
    }
}
