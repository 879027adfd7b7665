// MeasuredRun: runs picker-render like CLI.run, and also reports the child's peak memory (max
// RSS), for the bounded-memory tests of hostile input.
// Design: posix_spawn of /bin/sh, which cds into the directory and execs
// `timeout -s KILL 300 /usr/bin/time -f %M -o FILE picker-render ARGS`, stdout and stderr in files.
// GNU time forks picker-render from its own small process and reports that child's max RSS
// alone. Measuring the spawned child directly (wait4's rusage) does not work: posix_spawn
// starts it in the test process's address space (CLONE_VM), and Linux carries that peak across
// exec, so every run "peaked" at the test runner's 220 MB. `make deps` installs GNU time.
// The timeout is a watchdog, not a measurement: a regression that hangs (a FIFO opened for
// reading) fails with status 137 instead of stalling the suite. It sends SIGKILL to the
// process group: a picker-render spawned from the test runner was seen to ignore SIGTERM
// (timeout's default), so a hung one outlived the watchdog.

import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

struct MeasuredResult: CustomStringConvertible {
    var run: RunResult
    /// Peak resident set of the child, in bytes.
    var maxRSS: Int
    var description: String { "\(run)\nmax RSS: \(maxRSS / 1_000_000) MB" }
}

enum MeasuredRun {
    /// `'...'` with embedded quotes escaped, for /bin/sh.
    static func quoted(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    static func run(_ arguments: [String], in directory: URL) throws -> MeasuredResult {
        let binary = try CLI.binary().path
        let out = directory.path + "/.stdout-\(UUID().uuidString)", err = directory.path + "/.stderr-\(UUID().uuidString)"
        defer { unlink(out); unlink(err) }
        let rssFile = directory.path + "/.rss-\(UUID().uuidString)"
        defer { unlink(rssFile) }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/time") else {
            throw CLIError(description: "GNU time (/usr/bin/time) is needed to measure memory: run `make deps`")
        }
        let script = "cd \(quoted(directory.path)) && exec timeout -s KILL 300 /usr/bin/time -f %M -o \(quoted(rssFile)) "
            + quoted(binary) + " " + arguments.map(quoted).joined(separator: " ")
            + " </dev/null >\(quoted(out)) 2>\(quoted(err))"
        var env = ProcessInfo.processInfo.environment
        env["PICKER_RENDER_FONTS"] = nil
        let words: [String] = ["/bin/sh", "-c", script]
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { argv.forEach { free($0) }; envp.forEach { free($0) } }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, "/bin/sh", nil, nil, argv, envp)
        guard rc == 0 else { throw CLIError(description: "posix_spawn: \(String(cString: strerror(rc)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw CLIError(description: "waitpid: \(String(cString: strerror(errno)))") }
        }
        // GNU time exits with the command's status; a command killed by a signal makes it write
        // "Command terminated by signal N" before the figure.
        let report = (try? String(contentsOfFile: rssFile, encoding: .utf8)) ?? ""
        let lines = report.split(separator: "\n")
        let exited = (status & 0x7f) == 0 && !report.contains("terminated by signal")
        #expect(exited, "picker-render \(arguments) was killed by a signal: \(report)")
        let result = RunResult(status: exited ? (status >> 8) & 0xff : -1,
                               stdout: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "",
                               stderr: (try? String(contentsOfFile: err, encoding: .utf8)) ?? "")
        #expect(result.status != 124, "picker-render \(arguments) hung (killed by the watchdog)")
        guard let kilobytes = lines.last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) else {
            throw CLIError(description: "no max RSS from /usr/bin/time: '\(report)'")
        }
        return MeasuredResult(run: result, maxRSS: kilobytes * 1024)
    }
}
