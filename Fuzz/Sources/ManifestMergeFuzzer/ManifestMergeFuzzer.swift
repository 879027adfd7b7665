// ManifestMergeFuzzer: libFuzzer target for the folders `batch --merge` joins and for the old
// manifest.json every `batch` reads in its output folder: both are files a user takes from
// elsewhere (a CI artifact) and must be read as untrusted input.
// Input (FuzzFolders' format): field 0 is a shard's manifest.json; the other fields build that
// shard's folder (files, folders, FIFOs, links to anything, e.g. "../victim.txt"), where content
// "@copy:NAME" is the bytes of NAME from the real second shard drawn at start-up (so forged
// manifests can name real outputs with their real digests); in field 0, "@renderer" is the real
// shards' renderer fingerprint (the fuzzing executable's own) and "@sha256:NAME" the digest the
// real second shard records for NAME, so seeds stay valid whoever builds the fuzzer.
// Each input runs, in process, `batch --merge REAL-SHARD-1 FUZZED-SHARD --out out`, then a one-
// picture `batch` into a folder whose old manifest.json is field 0. Invariants, besides "never
// traps, never hangs":
//   - the exit status is 0, 2 or 3;
//   - nothing outside the output folders changes (the fuzzed shard, the real shard, the victim
//     file and folder beside them: compared entry by entry, links not followed);
//   - no output folder holds a link or a copy of a file it was not given (the victim's bytes).
// Run with -close_fd_mask=3 (make fuzz does): the commands' error lines would fill the log.

import FuzzDriver
import FuzzFolders
import Foundation
import PickerRenderCommandLine
#if canImport(Glibc)
import Glibc
#endif

let fixtures = "/tmp/merge-fuzzer-fixtures"
let oneFrame = #"{"output": "{name}-{appearance}.png", "axes": {"appearance": ["light"], "scale": [1]},"#
    + #" "pictures": [{"name": "seg", "picture": {"content": {"type": "segmented", "title": "T", "options": ["a", "b"]}}}]}"#

/// The real second shard's renderer and digests by file name, for the placeholders.
nonisolated(unsafe) var renderer = ""
nonisolated(unsafe) var digests: [String: String] = [:]

/// Draws the real shards (two of a set with a sheet, an animation and its frames) once.
func drawFixtures() {
    FuzzFolders.removeTree(fixtures)
    mkdir(fixtures, 0o755)
    let set = #"{"output": "{name}-{appearance}.png", "axes": {"appearance": ["light", "dark"], "scale": [1]}, "sheet": "sheet.png","#
        + #" "pictures": [{"name": "seg", "picture": {"content": {"type": "segmented", "title": "T", "options": ["a", "b"]}}},"#
        + #" {"name": "anim", "picture": {"content": {"type": "wheel", "title": "H", "values": ["1", "2", "3"]}},"#
        + #" "animation": {"selectionChange": {"to": "3"}, "fps": 4, "duration": 0.5}, "frames": true}]}"#
    FileManager.default.createFile(atPath: fixtures + "/set.json", contents: Data(set.utf8))
    FileManager.default.createFile(atPath: fixtures + "/one.json", contents: Data(oneFrame.utf8))
    for k in 1...2 {
        let status = PickerRenderTool.main(["batch", fixtures + "/set.json", "--out", fixtures + "/s\(k)", "--shard", "\(k)/2"])
        precondition(status == 0, "the fixture shard \(k) could not be drawn")
    }
    let data = FileManager.default.contents(atPath: fixtures + "/s2/manifest.json")!
    let json = try! JSONSerialization.jsonObject(with: data) as! [String: Any]
    renderer = json["renderer"] as! String
    for case let o as [String: Any] in json["outputs"] as! [Any] {
        if let f = o["file"] as? String, let d = o["sha256"] as? String { digests[f] = d }
    }
}

/// Field 0 with its placeholders filled in.
func filled(_ text: String) -> String {
    guard text.contains("@") else { return text }
    var out = text.replacingOccurrences(of: "@renderer", with: renderer)
    for (file, digest) in digests { out = out.replacingOccurrences(of: "@sha256:" + file, with: digest) }
    return out
}

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var fields = FuzzFolders.fields(data, size)
    let manifest = filled(fields.isEmpty ? "" : fields.removeFirst())
    // "@copy:NAME" fields become the real bytes; the builder takes text, so copy after building.
    var copies: [(String, String)] = []
    var i = 0
    while i + 1 < fields.count {
        if fields[i + 1].hasPrefix("@copy:") { copies.append((fields[i], String(fields[i + 1].dropFirst(6)))); fields[i + 1] = "" }
        i += 2
    }
    let root = FuzzFolders.freshRoot("merge-fuzzer", folders: ["shard", "out", "batch-out"])
    FuzzFolders.build(root + "/shard", from: fields[...])
    for (path, name) in copies where !name.contains("..") {
        var st = stat()
        // Only onto a file the builder made (an empty one), never through a link.
        guard lstat(root + "/shard/" + path, &st) == 0, st.st_mode & S_IFMT == S_IFREG,
              let bytes = FileManager.default.contents(atPath: fixtures + "/s2/" + name) else { continue }
        FileManager.default.createFile(atPath: root + "/shard/" + path, contents: bytes)
    }
    FileManager.default.createFile(atPath: root + "/shard/manifest.json", contents: Data(manifest.utf8))
    FileManager.default.createFile(atPath: root + "/batch-out/manifest.json", contents: Data(manifest.utf8))
    let outputs: Set<String> = ["out", "batch-out"]
    let before = FuzzFolders.listing(root, excluding: outputs), fixturesBefore = FuzzFolders.listing(fixtures)

    let merge = PickerRenderTool.main(["batch", "--merge", fixtures + "/s1", root + "/shard", "--out", root + "/out"])
    precondition([0, 2, 3].contains(merge), "--merge exited \(merge)")
    let batch = PickerRenderTool.main(["batch", fixtures + "/one.json", "--out", root + "/batch-out"])
    precondition([0, 2, 3].contains(batch), "batch over an old manifest exited \(batch)")

    let after = FuzzFolders.listing(root, excluding: outputs)
    for c in FuzzFolders.changes(from: before, to: after) {
        preconditionFailure("\(c.path) changed outside the output folders: \(c.before) -> \(c.after)")
    }
    precondition(FuzzFolders.listing(fixtures) == fixturesBefore, "the real shards changed")
    for folder in outputs {
        let leaks = FuzzFolders.leaks(in: root + "/" + folder)
        precondition(leaks.isEmpty, "\(folder): \(leaks)")
    }
    return 0
}

@_cdecl("ManifestMergeFuzzer_main")
public func fuzzerMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    drawFixtures()
    return runFuzzer(argc, argv, testOneInput)
}
