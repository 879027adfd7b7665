// StandardStreamTests: what the tool does when its standard output or standard error is lost:
// /dev/full (ENOSPC), a closed descriptor (EBADF), a pipe whose reader has gone (EPIPE, with
// SIGPIPE at its default action as from a terminal), and a full non-blocking pipe (waited on).
// Every output written to stdout (a PNG, a spec, a scene dump, the schema, compare's JSON, the
// help, a batch's files) is exit 3, never a signal, with one `error:` line naming what was lost
// and why; a lost `error:` or `warning:` line is exit 3 with nothing said. The child is spawned
// by StreamRun; the captured stream goes to a file.

import Foundation
import Testing

@Suite struct StandardStreamTests {
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        /// The arguments; `@NAME` is the file NAME in the test's directory.
        var arguments: [String]
        /// What the `error:` line says could not be written.
        var what: String
        var description: String { name }

        func arguments(in dir: URL) -> [String] {
            arguments.map { $0.hasPrefix("@") ? dir.appendingPathComponent(String($0.dropFirst())).path : $0 }
        }
    }

    static let wheel = ["wheel", "--values", "a,b"]

    static let standardOutputs: [Case] = [
        Case(name: "--output -", arguments: wheel + ["--output", "-"], what: "the PNG"),
        Case(name: "--print-spec", arguments: wheel + ["--print-spec"], what: "the spec"),
        Case(name: "--dump-scene", arguments: wheel + ["--dump-scene"], what: "the scene dump"),
        Case(name: "schema", arguments: ["schema"], what: "the schema"),
        Case(name: "compare --json", arguments: ["compare", "--json", "@a.png", "@a.png"], what: "the comparison"),
        Case(name: "--help", arguments: ["--help"], what: "the help"),
        Case(name: "batch", arguments: ["batch", "@batch.json", "--out", "@out"], what: "the list of files written"),
    ]

    /// The inputs: a PNG for `compare`, drawn by the tool with both streams in files, and a
    /// batch spec of one picture.
    func writeInputs(in dir: URL) throws {
        let r = try CLI.run(Self.wheel + ["--output", "a.png"], in: dir)
        #expect(r.status == 0, "\(r)")
        let spec = #"{"output": "{name}.png", "pictures": [{"name": "hours", "picture": {"content": {"type": "wheel", "#
            + #""range": {"from": 0, "through": 3}, "selection": "1"}}}]}"#
        try Data(spec.utf8).write(to: dir.appendingPathComponent("batch.json"))
    }

    @Test(arguments: standardOutputs, StreamTarget.hostile)
    func lostStandardOutputIsExit3WithTheReason(_ c: Case, _ stdout: StreamTarget) throws {
        try withTemporaryDirectory { dir in
            try writeInputs(in: dir)
            let r = try StreamRun.run(c.arguments(in: dir), in: dir, stdout: stdout, stderr: .captured)
            #expect(r.signal == nil, "killed by a signal: \(r)")
            #expect(r.status == 3, "\(r)")
            #expect(r.stderr == "error: cannot write \(c.what) to standard output: \(stdout.reason)\n", "\(r)")
        }
    }

    static let standardErrorLines: [Case] = [
        // Bad input (exit 2 when it can be said): with no standard error, the status says only
        // that something was lost.
        Case(name: "an error: line", arguments: wheel, what: "an error"),
        Case(name: "a warning: line", arguments: ["wheel", "--range", "0...23", "--selection", "7", "--title", "",
                                                  "--accessibility", "@a.json"], what: "a warning"),
    ]

    @Test(arguments: standardErrorLines, StreamTarget.hostile)
    func lostStandardErrorIsExit3Silently(_ c: Case, _ stderr: StreamTarget) throws {
        try withTemporaryDirectory { dir in
            let r = try StreamRun.run(c.arguments(in: dir), in: dir, stdout: .captured, stderr: stderr)
            #expect(r.signal == nil, "killed by a signal: \(r)")
            #expect(r.status == 3, "\(r)")
            #expect(r.stdout == "", "\(r)")
        }
    }

    /// The same runs with both streams captured: the failures above are the streams' alone.
    @Test func capturedStreamsGetEverything() throws {
        try withTemporaryDirectory { dir in
            try writeInputs(in: dir)
            for c in Self.standardOutputs {
                let r = try StreamRun.run(c.arguments(in: dir), in: dir, stdout: .captured, stderr: .captured)
                #expect(r.status == 0 && r.stderr == "" && !r.stdout.isEmpty, "\(c): \(r)")
            }
            let schema = try StreamRun.run(["schema"], in: dir, stdout: .captured, stderr: .captured)
            #expect(schema.stdout == (try String(contentsOf: CLI.packageRoot.appendingPathComponent("spec.schema.json"), encoding: .utf8)))
            let error = try StreamRun.run(Self.standardErrorLines[0].arguments(in: dir), in: dir, stdout: .captured, stderr: .captured)
            #expect(error.status == 2 && error.stderr.hasPrefix("error: "), "\(error)")
            let warning = try StreamRun.run(Self.standardErrorLines[1].arguments(in: dir), in: dir, stdout: .captured, stderr: .captured)
            #expect(warning.status == 0 && warning.stderr.hasPrefix("warning: unlabelled wheel"), "\(warning)")
        }
    }

    /// A warning lost after the sidecar was written: exit 3, and the sidecar is whole.
    @Test func lostWarningKeepsItsSidecar() throws {
        try withTemporaryDirectory { dir in
            let r = try StreamRun.run(Self.standardErrorLines[1].arguments(in: dir), in: dir, stdout: .captured, stderr: .full)
            #expect(r.status == 3, "\(r)")
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("a.json")))
            #expect(json is [String: Any])
        }
    }

    /// A non-blocking pipe that is full is waited on, not lost: C stdio gave up at EAGAIN and
    /// exited 0 with all but the first 4 KB of the schema missing.
    @Test func fullNonBlockingPipeIsWaitedOn() throws {
        try withTemporaryDirectory { dir in
            let r = try StreamRun.run(["schema"], in: dir, stdout: .slowNonBlockingPipe, stderr: .captured)
            #expect(r.status == 0 && r.stderr == "", "\(r)")
            #expect(r.stdout == (try String(contentsOf: CLI.packageRoot.appendingPathComponent("spec.schema.json"), encoding: .utf8)))
        }
    }

    @Test func schemaHelpIsHelp() throws {
        try withTemporaryDirectory { dir in
            for help in ["--help", "-h"] {
                let r = try CLI.run(["schema", help], in: dir)
                #expect(r.status == 0 && r.stderr == "", "\(r)")
                #expect(r.stdout.hasPrefix("usage: picker-render schema [picture | batch]\n"), "\(r)")
            }
            let r = try CLI.run(["schema", "extra"], in: dir)
            expectFailure(r, status: 2, naming: ["schema: 'extra' is not a kind of spec (picture or batch)"])
            let two = try CLI.run(["schema", "batch", "picture"], in: dir)
            expectFailure(two, status: 2, naming: ["schema takes one argument at most"])
        }
    }
}
