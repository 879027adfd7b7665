// `picker-render snapshots`: the snapshot workflow after a test run.
// - `--orphans`: the references under Snapshots/ that no test looked at in the last test run,
//   from the usage log PickerRenderTesting keeps (see SnapshotRun there: <artifacts>/snapshot-usage/
//   LAST names the run, <run>.log lists the references it used, one absolute path a line).
//   Paths are compared after resolving symbolic links in the snapshots folder's path, as the log
//   does. Prints one orphan a line; `--check` exits 1 when there is any, `--delete` removes them
//   (and only them: regular files the walk found, ending in .png, not used by the run). The walk
//   goes through a ConfinedFolder: no link is followed or listed, a folder is never deleted
//   (one named x.png included), and a name that is not UTF-8 is listed with `\xNN` escapes and
//   deleted by its bytes. No usage log is an I/O error (3): run the whole test suite first.
//   A run that did not look at every reference (SnapshotUsageLog.incompleteness: filtered,
//   skipped tests, a framework turned off, a test process that never closed its log, or a log
//   too old to say) would call live references unused: `--check` and `--delete` refuse it with
//   exit 2 and one line saying why and what to run; the plain listing adds a warning.
// - `review` and `approve`: SnapshotsReviewCommand.

import Foundation
import PickerRenderFiles
import PickerRenderSnapshotReport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum SnapshotsCommand {
    static let help = """
    usage: picker-render snapshots --orphans [--check | --delete] [--snapshots DIR] [--usage DIR]
           picker-render snapshots review [--artifacts DIR]
           picker-render snapshots approve (NAME... | --all) [--artifacts DIR] [--snapshots DIR]

    --orphans lists the reference PNGs under DIR (default ./Snapshots) that no test used in the
    last test run, as recorded by PickerRenderTesting in --usage (default
    <artifacts>/snapshot-usage). The last run is the most recent `swift test` invocation.
    --check exits 1 when there is any orphan; --delete removes them. Without --delete nothing is
    deleted. A run that did not run every test (swift test --filter or --skip, a test framework
    turned off, tests skipped, a test process that crashed or is still running) makes --check
    and --delete fail with exit status 2, deleting nothing: run the whole suite (swift test)
    first.

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
        if a.has("help") { try PickerRenderTool.say(help, what: "the help"); return 0 }
        guard a.positionals.isEmpty else { throw UsageError("unexpected argument '\(a.positionals[0])' (actions: --orphans, review, approve)") }
        guard a.has("orphans") else { throw UsageError("snapshots needs an action: --orphans, review or approve") }
        guard !(a.has("check") && a.has("delete")) else { throw UsageError("--check and --delete exclude each other") }
        let snapshots = a["snapshots"] ?? "Snapshots"
        let usage = a["usage"] ?? artifacts(a) + "/snapshot-usage"

        // The usage log is read as any file a run left: a regular file, size-limited, and the
        // run id it names a plain file name (it picks the log to read).
        let last = try? FileIO.readRegularFile(usage + "/LAST", limit: 4096)
        guard let lastBytes = last ?? nil else {
            throw IOFailure(description: "no test run recorded in \(usage) (cannot read \(usage)/LAST); run swift test first")
        }
        let run = String(decoding: lastBytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard (try? RelativePath(run + ".log"))?.components.count == 1 else {
            throw IOFailure(description: "\(usage)/LAST does not name a run ('\(run)')")
        }
        let log: [UInt8]
        do {
            guard let bytes = try FileIO.readRegularFile("\(usage)/\(run).log", limit: Self.maximumLogBytes) else {
                throw IOFailure(description: "the usage log \(usage)/\(run).log is larger than \(Self.maximumLogBytes >> 20) MB")
            }
            log = bytes
        } catch let error as FileError {
            throw IOFailure(description: "cannot read the usage log \(usage)/\(run).log: \(error.description)")
        }
        let usageLog = SnapshotUsageLog(String(decoding: log, as: UTF8.self))
        if let why = usageLog.incompleteness {
            let line = "the last test run (\(run)) \(why), so references of the tests it did not run would look unused"
            if a.has("check") || a.has("delete") {
                throw UsageError("snapshots --orphans: \(line); run the whole suite (swift test, with no --filter or --skip) first")
            }
            try PickerRenderTool.warn(line + "; run the whole suite (swift test) before deleting anything")
        }
        let used = usageLog.used

        let folder: ConfinedFolder
        do { folder = try ConfinedFolder(path: snapshots) } catch {
            throw IOFailure(description: "no snapshots directory at \(snapshots) (\(error.description))")
        }
        let references = try Self.references(in: folder).sorted { $0.components.lexicographicallyPrecedes($1.components) { $0.lexicographicallyPrecedes($1) } }
        let root = Self.resolved(snapshots)
        // A name that is not UTF-8 is never in the log (it holds the paths tests gave as Strings).
        let orphans = references.filter { !($0.isUTF8 && used.contains(root + "/" + $0.description)) }
        for rel in orphans {
            let shown = folder.shown(rel)
            if a.has("delete") {
                do { try folder.removeFile(rel) } catch {
                    throw IOFailure(description: "cannot delete \(shown): \(error.description)")
                }
                try PickerRenderTool.say("deleted " + shown, what: "the list of deleted references")
            } else {
                try PickerRenderTool.say(shown, what: "the list of unused references")
            }
        }
        try StandardStream.error.writeLine("\(orphans.count) of \(references.count) references unused in run \(run)", what: "the summary")
        return a.has("check") && !orphans.isEmpty ? 1 : 0
    }

    /// The longest usage log read (one line a reference looked at: 64 MB is some 400,000).
    static let maximumLogBytes = 64 << 20

    /// Every reference under `folder`: regular files ending in .png but not .actual.png or
    /// .diff.png, and the scene texts beside them (.scene.txt), at any depth. Links are neither followed nor listed, so a folder named x.png
    /// or a link is never a reference (and never deleted); names are bytes (any encoding).
    static func references(in folder: ConfinedFolder, below prefix: [[UInt8]] = []) throws -> [RelativePath] {
        var out: [RelativePath] = []
        let entries: [(name: [UInt8], kind: mode_t)]
        do { entries = try folder.list() } catch { throw IOFailure(description: "cannot list \(folder.path): \(error.description)") }
        for (name, kind) in entries {
            let here = prefix + [name]
            guard let relative = try? RelativePath(components: here) else { continue }
            if kind == S_IFDIR {
                let sub: ConfinedFolder
                do { sub = try folder.folder(try RelativePath(components: [name])) } catch {
                    throw IOFailure(description: "cannot open \(folder.shown(relative)): \(error)")
                }
                out += try references(in: sub, below: here)
            } else if kind == S_IFREG, (name.ends(with: ".png") && !name.ends(with: ".actual.png") && !name.ends(with: ".diff.png"))
                        || (name.ends(with: ".scene.txt") && !name.ends(with: ".actual.scene.txt")) {
                out.append(relative)
            }
        }
        return out
    }

    /// `path` absolute with its symbolic links resolved (as SnapshotRun logs references).
    static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return URL(fileURLWithPath: path).standardizedFileURL.path }
        defer { free(real) }
        return String(cString: real)
    }
}

extension Array where Element == UInt8 {
    func ends(with suffix: String) -> Bool { count >= suffix.utf8.count && self.suffix(suffix.utf8.count).elementsEqual(suffix.utf8) }
}
