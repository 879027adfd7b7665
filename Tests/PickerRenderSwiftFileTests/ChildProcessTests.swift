// A child in its own process group: its status and output, its lines as they come, its output
// bounded to the first and last halves, and a time limit that ends the child and what it
// started (a compiler's own children) with one kill of the group.

import Foundation
import Testing
import PickerRenderSwiftFile

struct ChildProcessTests {
    @Test func statusOutputAndLines() throws {
        var lines: [String] = []
        var child = ChildProcess(program: "sh", arguments: ["-c", "echo one; echo two >&2; exit 7"])
        child.onLine = { lines.append($0) }
        let r = try child.run()
        #expect(r.status == 7)
        #expect(!r.timedOut)
        #expect(r.output == "one\ntwo\n")
        #expect(lines == ["one", "two"])
    }

    @Test func aSignalIsItsStatus() throws {
        let r = try ChildProcess(program: "sh", arguments: ["-c", "kill -TERM $$"]).run()
        #expect(r.status == 128 + SIGTERM)
    }

    @Test func outputIsBounded() throws {
        var child = ChildProcess(program: "sh", arguments: ["-c", "echo first; head -c 3000000 /dev/zero | tr '\\0' x; echo; echo last"])
        child.output = .captured(limit: 1000)
        let r = try child.run()
        #expect(r.output.hasPrefix("first\n"))
        #expect(r.output.hasSuffix("\nlast\n"))
        #expect(r.output.utf8.count < 1100)
        #expect(r.dropped > 2_990_000)
    }

    @Test func aTimeLimitEndsTheWholeGroup() throws {
        let marker = FileManager.default.temporaryDirectory.path + "/child-\(UUID().uuidString)"
        // The grandchild would write the marker after 2 s if it outlived the kill.
        var child = ChildProcess(program: "sh", arguments: ["-c", "(sleep 2; touch \(marker)) & sleep 30"])
        child.timeout = 0.5
        let started = Date()
        let r = try child.run()
        #expect(r.timedOut)
        // Ended by the limit, not by the child's own 30 s (a bound far from both, not a speed goal).
        #expect(Date().timeIntervalSince(started) < 20)
        Thread.sleep(forTimeInterval: 2.5)
        #expect(!FileManager.default.fileExists(atPath: marker), "the grandchild outlived the time limit")
        try? FileManager.default.removeItem(atPath: marker)
    }

    @Test func aMissingProgramIsAnError() {
        #expect(throws: ChildProcess.SpawnFailed.self) { try ChildProcess(program: "/nonexistent/swift", arguments: []).run() }
    }
}
