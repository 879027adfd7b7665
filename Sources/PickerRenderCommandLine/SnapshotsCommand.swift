// `picker-render snapshots`: the snapshot workflow after a test run.
// - `--orphans`: the references under Snapshots/ that no test looked at in the last test run,
//   from the usage log PickerRenderTesting keeps (see SnapshotRun there: <artifacts>/snapshot-usage/
//   LAST names the run, <run>.log lists the references it used, one absolute path a line).
//   Paths are compared after resolving symbolic links in the directory part, as the log does.
//   Prints one orphan a line; `--check` exits 1 when there is any, `--delete` removes them (and
//   only them: files the walk found, ending in .png, not used by the run). No usage log is an
//   I/O error (3): run the whole test suite first.
// - `review` and `approve`: SnapshotsReviewCommand.

import Foundation
#if canImport(Glibc)
import Glibc
#endif

enum SnapshotsCommand {
    static let help = """
    usage: picker-render snapshots --orphans [--check | --delete] [--snapshots DIR] [--usage DIR]
           picker-render snapshots review [--artifacts DIR]
           picker-render snapshots approve (NAME... | --all) [--artifacts DIR] [--snapshots DIR]

    --orphans lists the reference PNGs under DIR (default ./Snapshots) that no test used in the
    last test run, as recorded by PickerRenderTesting in --usage (default
    <artifacts>/snapshot-usage). The last run is the most recent `swift test` invocation; run the
    full suite (no --filter) before trusting the list. --check exits 1 when there is any orphan;
    --delete removes them. Without --delete nothing is deleted.

    review writes the HTML report of the last run (every failure side by side, swipe, onion
    skin, toggle, diff only; filters failed / recorded / passed) and prints its path.
    approve makes the actual images of the last run's failures the references (NAME is
    Suite/name, or a name unique in the run; --all takes every failure), each atomically,
    printing each change. It writes only inside --snapshots DIR (default ./Snapshots): a failure
    whose reference is not DIR/<Suite>/<name>.png, or whose actual image is not the file its
    test wrote (size and sha256), approves nothing.
    --artifacts defaults to $SNAPSHOT_ARTIFACTS, else ./.build (use your --scratch-path if you
    gave swift test one).

    """

    static func artifacts(_ a: Arguments) -> String {
        if let dir = a["artifacts"] { return dir }
        if let env = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"], !env.isEmpty { return env }
        return ".build"
    }

    static func run(_ args: [String]) throws -> Int32 {
        switch args.first {
        case "review": return try SnapshotsReviewCommand.review(Array(args.dropFirst()))
        case "approve": return try SnapshotsReviewCommand.approve(Array(args.dropFirst()))
        default: break
        }
        let a = try Arguments(args, options: ["snapshots", "usage"], switches: ["orphans", "check", "delete", "help"])
        if a.has("help") { print(help); return 0 }
        guard a.positionals.isEmpty else { throw UsageError("unexpected argument '\(a.positionals[0])' (actions: --orphans, review, approve)") }
        guard a.has("orphans") else { throw UsageError("snapshots needs an action: --orphans, review or approve") }
        guard !(a.has("check") && a.has("delete")) else { throw UsageError("--check and --delete exclude each other") }
        let snapshots = a["snapshots"] ?? "Snapshots"
        let usage = a["usage"] ?? artifacts(a) + "/snapshot-usage"
        let fm = FileManager.default

        let run: String
        do {
            run = try String(contentsOfFile: usage + "/LAST", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        } catch {
            throw IOFailure(description: "no test run recorded in \(usage) (cannot read \(usage)/LAST); run swift test first")
        }
        let log: String
        do {
            log = try String(contentsOfFile: "\(usage)/\(run).log", encoding: .utf8)
        } catch {
            throw IOFailure(description: "cannot read the usage log \(usage)/\(run).log: \(error.localizedDescription)")
        }
        let used = Set(log.split(separator: "\n").map(String.init))

        var isDir: ObjCBool = false
        guard fm.fileExists(atPath: snapshots, isDirectory: &isDir), isDir.boolValue else {
            throw IOFailure(description: "no snapshots directory at \(snapshots)")
        }
        var references: [String] = []
        let walker = fm.enumerator(atPath: snapshots)
        while let rel = walker?.nextObject() as? String {
            if rel.hasSuffix(".png") && !rel.hasSuffix(".actual.png") && !rel.hasSuffix(".diff.png") { references.append(rel) }
        }
        references.sort()
        let orphans = references.filter { !used.contains(canonical(snapshots + "/" + $0)) }
        for rel in orphans {
            let path = snapshots + "/" + rel
            if a.has("delete") {
                do { try fm.removeItem(atPath: path) } catch {
                    throw IOFailure(description: "cannot delete \(path): \(error.localizedDescription)")
                }
                print("deleted " + path)
            } else {
                print(path)
            }
        }
        FileHandle.standardError.write(Data("\(orphans.count) of \(references.count) references unused in run \(run)\n".utf8))
        return a.has("check") && !orphans.isEmpty ? 1 : 0
    }

    /// Absolute path with the directory part's symbolic links resolved (as SnapshotRun logs it).
    static func canonical(_ path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let dir = url.deletingLastPathComponent().path
        guard let real = realpath(dir, nil) else { return url.standardizedFileURL.path }
        defer { free(real) }
        return String(cString: real) + "/" + url.lastPathComponent
    }
}
