// SnapshotApprovalFuzzer: libFuzzer target for the artifacts folder that `snapshots approve`,
// `snapshots review` and `snapshots --orphans --delete` read: README tells maintainers to take
// it from CI, where a pull request controls it, so every entry and file in it is untrusted.
// Input (FuzzFolders' format): field 0 is one snapshot entry (entries/Suite/entry.json); the
// other fields build the artifacts folder (snapshot-failures/: images, more entries;
// snapshot-usage/: LAST and the run's log of references used; links to anything, FIFOs), where
// content "@copy:actual.png" is a real PNG drawn at start-up.
// Each input runs, in process and from the repository folder: approve --all, review, and
// --orphans --delete. Invariants, besides "never traps, never hangs":
//   - every exit status is 0, 1, 2 or 3 (1: --orphans found some);
//   - nothing outside Snapshots/ and the artifacts folder changes (links not followed);
//   - under Snapshots/ only PNG files change (replaced, created, removed): no folder is
//     removed, no other file touched, no link created, no file gets the victim's bytes.
// Run with -close_fd_mask=3 (make fuzz does): the commands' lines would fill the log.

import FuzzDriver
import FuzzFolders
import Foundation
import PickerRenderCommandLine
#if canImport(Glibc)
import Glibc
#endif

let fixtures = "/tmp/approve-fuzzer-fixtures"

func drawFixtures() {
    FuzzFolders.removeTree(fixtures)
    mkdir(fixtures, 0o755)
    let status = PickerRenderTool.main(["segmented", "--options", "a,b", "--scale", "1", "--output", fixtures + "/actual.png"])
    precondition(status == 0, "the fixture image could not be drawn")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var fields = FuzzFolders.fields(data, size)
    let entry = fields.isEmpty ? "" : fields.removeFirst()
    var copies: [String] = []
    var i = 0
    while i + 1 < fields.count {
        if fields[i + 1] == "@copy:actual.png" { copies.append(fields[i]); fields[i + 1] = "" }
        i += 2
    }
    let root = FuzzFolders.freshRoot("approve-fuzzer", folders: ["repo/Snapshots/Suite", "artifacts/snapshot-failures/entries/Suite",
                                                                 "artifacts/snapshot-usage"])
    let run = root + "/artifacts/snapshot-failures"
    let png = FileManager.default.contents(atPath: fixtures + "/actual.png")!
    FileManager.default.createFile(atPath: root + "/repo/Snapshots/Suite/ref.png", contents: png)
    FileManager.default.createFile(atPath: root + "/repo/Snapshots/Suite/notes.txt", contents: Data("not a reference\n".utf8))
    mkdir(root + "/repo/Snapshots/Suite/folder.png", 0o755)
    FileManager.default.createFile(atPath: root + "/repo/Package.swift", contents: Data("// a package\n".utf8))
    FileManager.default.createFile(atPath: run + "/RUN", contents: Data("fuzz-run\n".utf8))
    FuzzFolders.build(root + "/artifacts", from: fields[...])
    for path in copies {
        var st = stat()
        guard lstat(root + "/artifacts/" + path, &st) == 0, st.st_mode & S_IFMT == S_IFREG else { continue }
        FileManager.default.createFile(atPath: root + "/artifacts/" + path, contents: png)
    }
    FileManager.default.createFile(atPath: run + "/entries/Suite/entry.json", contents: Data(entry.utf8))

    let writable: Set<String> = ["repo/Snapshots", "artifacts"]
    let before = FuzzFolders.listing(root, excluding: writable)
    let snapshotsBefore = FuzzFolders.listing(root + "/repo/Snapshots")
    // libFuzzer reads its corpus by relative paths: come back to where it started.
    let start = open(".", O_RDONLY | O_DIRECTORY)
    defer { fchdir(start); close(start) }
    chdir(root + "/repo")
    for args in [["snapshots", "approve", "--all", "--artifacts", root + "/artifacts"],
                 ["snapshots", "review", "--artifacts", root + "/artifacts"],
                 ["snapshots", "--orphans", "--delete", "--usage", root + "/artifacts/snapshot-usage"]] {
        let status = PickerRenderTool.main(args)
        precondition([0, 1, 2, 3].contains(status), "\(args[1]) exited \(status)")
    }

    let after = FuzzFolders.listing(root, excluding: writable)
    for c in FuzzFolders.changes(from: before, to: after) {
        preconditionFailure("\(c.path) changed outside Snapshots/ and the artifacts: \(c.before) -> \(c.after)")
    }
    for c in FuzzFolders.changes(from: snapshotsBefore, to: FuzzFolders.listing(root + "/repo/Snapshots")) {
        let file = { (what: String) in what == "absent" || what.hasPrefix("file ") }
        precondition(c.path.hasSuffix(".png") && file(c.before) && file(c.after), "Snapshots\(c.path): \(c.before) -> \(c.after)")
    }
    let leaks = FuzzFolders.leaks(in: root + "/repo/Snapshots")
    precondition(leaks.isEmpty, "Snapshots: \(leaks)")
    return 0
}

@_cdecl("SnapshotApprovalFuzzer_main")
public func fuzzerMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    drawFixtures()
    return runFuzzer(argc, argv, testOneInput)
}
