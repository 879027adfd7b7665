// MeasuredRun: runs picker-render like CLI.run, and also reports the child's peak memory (max
// RSS, from wait4's rusage), for the bounded-memory tests of issue 14.
// Design: posix_spawn of /bin/sh, which cds into the directory and execs
// `timeout 300 picker-render ARGS` with stdout and stderr in files. wait4 on Linux returns the
// child's usage together with its waited-for descendants' (RUSAGE_BOTH), so the peak covers
// picker-render under timeout. The timeout is a watchdog, not a measurement: a regression that
// hangs (a FIFO opened for reading) fails with status 124 instead of stalling the suite.

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
        let script = "cd \(quoted(directory.path)) && exec timeout 300 \(quoted(binary)) "
            + arguments.map(quoted).joined(separator: " ")
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
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw CLIError(description: "wait4: \(String(cString: strerror(errno)))") }
        }
        let exited = (status & 0x7f) == 0
        #expect(exited, "picker-render \(arguments) was killed by signal \(status & 0x7f)")
        let result = RunResult(status: exited ? (status >> 8) & 0xff : -1,
                               stdout: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "",
                               stderr: (try? String(contentsOfFile: err, encoding: .utf8)) ?? "")
        #expect(result.status != 124, "picker-render \(arguments) hung (killed by the watchdog)")
        return MeasuredResult(run: result, maxRSS: usage.ru_maxrss * 1024)
    }
}
