// StreamRun: runs picker-render with its standard output or standard error on a hostile target
// (/dev/full, a closed descriptor, a pipe whose reader has gone) and the other stream in a file,
// for the tests of lost output (StandardStreamTests).
// Design: posix_spawn of the binary itself, no shell in between (a shell would refuse or reopen
// a closed descriptor); glibc's Swift overlay has no posix_spawn_file_actions_addchdir_np, so the
// child runs in the test's directory and its arguments name files by absolute path. The child starts with SIGPIPE at its default action
// (POSIX_SPAWN_SETSIGDEF), as from a terminal whatever the test runner ignores, so a tool that
// did not ignore SIGPIPE itself dies of the signal and the test sees it. The broken pipe's read
// end is closed before the child starts: every write to it fails at once, whatever its size.

import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Where a standard stream of the child goes.
enum StreamTarget: String, Sendable, CustomStringConvertible, CaseIterable {
    /// A file the test reads afterwards.
    case captured
    /// /dev/full: every write fails with ENOSPC.
    case full
    /// No descriptor at all: writes fail with EBADF.
    case closed
    /// A pipe whose reader has exited: writes fail with EPIPE (or SIGPIPE).
    case brokenPipe
    /// A pipe of one page, non-blocking on the child's side (as a parent may leave a shared
    /// pipe), that the test reads only once the child has had time to fill it: writes meet
    /// EAGAIN and must wait. Read to its end, like `captured`.
    case slowNonBlockingPipe

    var description: String { rawValue }

    /// The system's words for the failure, as the `error:` line quotes them.
    var reason: String {
        switch self {
        case .captured, .slowNonBlockingPipe: return ""
        case .full: return "No space left on device"
        case .closed: return "Bad file descriptor"
        case .brokenPipe: return "Broken pipe"
        }
    }

    static let hostile: [StreamTarget] = [.full, .closed, .brokenPipe]
}

struct StreamResult: CustomStringConvertible {
    /// The exit status, or nil when the child was killed by a signal.
    var status: Int32?
    var signal: Int32?
    var stdout: String
    var stderr: String
    var description: String {
        "status \(status.map(String.init) ?? "none") signal \(signal.map(String.init) ?? "none")\nstdout: \(stdout.prefix(300))\nstderr: \(stderr)"
    }
}

enum StreamRun {
    /// Runs picker-render; `directory` holds the captured streams (arguments name files by
    /// absolute path).
    static func run(_ arguments: [String], in directory: URL, stdout: StreamTarget, stderr: StreamTarget) throws -> StreamResult {
        let binary = try CLI.binary().path
        let outFile = directory.path + "/.stdout-\(UUID().uuidString)", errFile = directory.path + "/.stderr-\(UUID().uuidString)"
        defer { unlink(outFile); unlink(errFile) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        var pipeWriteEnds: [Int32] = []
        defer { pipeWriteEnds.forEach { close($0) } }
        var slowReader: (fd: Int32, stream: Int32)?
        defer { if let slowReader { close(slowReader.fd) } }
        for (fd, target, file) in [(Int32(1), stdout, outFile), (Int32(2), stderr, errFile)] {
            switch target {
            case .captured: posix_spawn_file_actions_addopen(&actions, fd, file, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            case .full: posix_spawn_file_actions_addopen(&actions, fd, "/dev/full", O_WRONLY, 0)
            case .closed: posix_spawn_file_actions_addclose(&actions, fd)
            case .brokenPipe:
                var ends: [Int32] = [0, 0]
                guard pipe(&ends) == 0 else { throw CLIError(description: "pipe: \(String(cString: strerror(errno)))") }
                close(ends[0])   // the reader is gone before the child writes a byte
                pipeWriteEnds.append(ends[1])
                posix_spawn_file_actions_adddup2(&actions, ends[1], fd)
            case .slowNonBlockingPipe:
                var ends: [Int32] = [0, 0]
                guard pipe(&ends) == 0 else { throw CLIError(description: "pipe: \(String(cString: strerror(errno)))") }
                _ = fcntl(ends[1], 1031 /* F_SETPIPE_SZ */, 4096)
                _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
                slowReader = (ends[0], fd)
                pipeWriteEnds.append(ends[1])
                posix_spawn_file_actions_adddup2(&actions, ends[1], fd)
                posix_spawn_file_actions_addclose(&actions, ends[0])
            }
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))

        var env = ProcessInfo.processInfo.environment
        env["PICKER_RENDER_FONTS"] = nil
        env["SWIFT_BACKTRACE"] = "enable=no"   // a crash of an old build ends at once, quietly
        let words = [binary] + arguments
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { argv.forEach { free($0) }; envp.forEach { free($0) } }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, binary, &actions, &attributes, argv, envp)
        guard rc == 0 else { throw CLIError(description: "posix_spawn: \(String(cString: strerror(rc)))") }
        pipeWriteEnds.forEach { close($0) }
        pipeWriteEnds = []
        var slowText = ""
        if let slowReader {
            // Not a measurement: time for the child to fill the page and meet EAGAIN first.
            usleep(500_000)
            var bytes: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let n = read(slowReader.fd, &buffer, buffer.count)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { break }
                bytes += buffer[..<n]
            }
            slowText = String(decoding: bytes, as: UTF8.self)
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw CLIError(description: "waitpid: \(String(cString: strerror(errno)))") }
        }
        let signalled = (status & 0x7f) != 0
        func contents(_ path: String) -> String {
            (try? Data(contentsOf: URL(fileURLWithPath: path))).map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
        return StreamResult(status: signalled ? nil : (status >> 8) & 0xff, signal: signalled ? status & 0x7f : nil,
                            stdout: slowReader?.stream == 1 ? slowText : contents(outFile),
                            stderr: slowReader?.stream == 2 ? slowText : contents(errFile))
    }
}
