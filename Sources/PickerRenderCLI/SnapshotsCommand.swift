// `picker-render snapshots --orphans`: the references under Snapshots/ that no test looked at
// in the last test run, from the usage log PickerRenderTesting keeps (see SnapshotRun there:
// .build/snapshot-usage/LAST names the run, <run>.log lists the references it used, one
// absolute path a line). Paths are compared after resolving symbolic links in the directory
// part, as the log does. Prints one orphan a line (paths as under --snapshots); exit 0.
// No usage log is an I/O error (3): run the whole test suite first.

import Foundation
#if canImport(Glibc)
import Glibc
#endif

enum SnapshotsCommand {
    static let help = """
    usage: picker-render snapshots --orphans [--snapshots DIR] [--usage DIR]

    Lists the reference PNGs under DIR (default ./Snapshots) that no test used in the last
    test run, as recorded by PickerRenderTesting in --usage (default ./.build/snapshot-usage).
    The last run is the most recent `swift test` invocation; run the full suite (no --filter)
    before trusting the list. Nothing is deleted.

    """

    static func run(_ args: [String]) throws -> Int32 {
        let a = try Arguments(args, options: ["snapshots", "usage"], switches: ["orphans", "help"])
        if a.has("help") { print(help); return 0 }
        guard a.positionals.isEmpty else { throw UsageError("unexpected argument '\(a.positionals[0])'") }
        guard a.has("orphans") else { throw UsageError("snapshots needs --orphans (the only action so far)") }
        let snapshots = a["snapshots"] ?? "Snapshots"
        let usage = a["usage"] ?? ".build/snapshot-usage"
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
        var orphans = 0
        for rel in references where !used.contains(canonical(snapshots + "/" + rel)) {
            print(snapshots + "/" + rel)
            orphans += 1
        }
        FileHandle.standardError.write(Data("\(orphans) of \(references.count) references unused in run \(run)\n".utf8))
        return 0
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
