// `snapshots --orphans --check/--delete` after a run that did not run every test (a filter,
// a test process that never closed its log, a log too old to say): exit 2, one `error:` line
// saying why and what to run, nothing deleted. The plain listing still lists, with a warning.

import Foundation
import Testing

@Suite struct OrphansRefusalTests {
    /// Snapshots/S/{used,unused}.png and a run log `log` (with `<used>` for the used reference).
    static func makeRun(in dir: URL, log: String) throws {
        let fm = FileManager.default
        try fm.createDirectory(at: dir.appendingPathComponent("Snapshots/S"), withIntermediateDirectories: true)
        try fm.createDirectory(at: dir.appendingPathComponent(".build/snapshot-usage"), withIntermediateDirectories: true)
        for n in ["used", "unused"] { try Data("x".utf8).write(to: dir.appendingPathComponent("Snapshots/S/\(n).png")) }
        let real = URL(fileURLWithPath: dir.path).resolvingSymlinksInPath().path
        try Data("r1\n".utf8).write(to: dir.appendingPathComponent(".build/snapshot-usage/LAST"))
        try Data(log.replacingOccurrences(of: "<used>", with: "\(real)/Snapshots/S/used.png").utf8)
            .write(to: dir.appendingPathComponent(".build/snapshot-usage/r1.log"))
    }

    @Test(arguments: [
        ("#open 5\n#partial 5 filtered (swift test --filter hoursWheel)\n<used>\n#close 5\n", "was partial: filtered (swift test --filter hoursWheel)"),
        ("#open 5\n<used>\n#close 5\n#open 6\n", "did not finish: test process 6 never closed its log"),
        ("<used>\n", "older PickerRenderTesting"),
    ])
    func checkAndDeleteRefuseAnIncompleteRun(log: String, why: String) throws {
        try withTemporaryDirectory { dir in
            try Self.makeRun(in: dir, log: log)
            for action in ["--check", "--delete"] {
                let r = try CLI.run(["snapshots", "--orphans", action], in: dir)
                #expect(r.status == 2 && r.stdout == "", "\(r)")
                #expect(r.stderr.hasPrefix("error: snapshots --orphans: the last test run (r1) ") && r.stderr.contains(why), "\(r)")
                #expect(r.stderr.contains("run the whole suite (swift test, with no --filter or --skip) first"), "\(r)")
                #expect(r.stderr.split(separator: "\n").count == 1, "\(r)")
            }
            #expect(listing(dir.appendingPathComponent("Snapshots/S")) == ["unused.png", "used.png"], "a refused run deleted something")
            let list = try CLI.run(["snapshots", "--orphans"], in: dir)
            #expect(list.status == 0 && list.stdout == "Snapshots/S/unused.png\n", "\(list)")
            #expect(list.stderr.hasPrefix("warning: the last test run (r1) ") && list.stderr.contains(why), "\(list)")
        }
    }
}
