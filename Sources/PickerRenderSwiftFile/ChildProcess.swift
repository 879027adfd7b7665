// ChildProcess: runs a program (the Swift toolchain's `swift build`, a built view host) as a
// child in a process group of its own, so a time limit ends it and everything it started (the
// compiler's own children) with one kill of the group.
// Design and invariants:
// - The child gets the parent's environment and working directory. Its standard output and
//   error are either the parent's own (`.inherit`: `render FILE.swift` hands its terminal to the
//   host it built) or one pipe read here (`.captured`), of which at most `limit` bytes are kept:
//   the first half and the last, so the first error and the summary both stay, whatever a
//   runaway build prints. Complete lines are passed to `onLine` as they come (build progress).
// - `timeout` is wall-clock seconds from the spawn: past it the group gets SIGKILL and the
//   result says `timedOut`. The child is always waited for: no zombie is left on any path.
// - Nothing here throws for what the child does: only a spawn that fails is an error (the
//   program missing or not executable), with the system's reason.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

package struct ChildProcess {
    package enum Output: Sendable { case inherit, captured(limit: Int) }

    package struct Result: Sendable {
        /// The exit status, or 128 + the signal that ended it.
        package var status: Int32
        package var timedOut: Bool
        /// What the child wrote (captured output only), bounded as the type's comment says.
        package var output: String
        /// Bytes written beyond what was kept.
        package var dropped: Int
    }

    package struct SpawnFailed: Error, CustomStringConvertible {
        package let program: String
        package let reason: String
        package var description: String { "cannot run \(program): \(reason)" }
    }

    package let program: String
    package let arguments: [String]
    package var output: Output = .captured(limit: 1 << 20)
    package var timeout: Double = 600
    /// A line of the captured output, as it comes (without its line feed).
    package var onLine: ((String) -> Void)?

    package init(program: String, arguments: [String]) {
        self.program = program; self.arguments = arguments
    }

    package func run() throws(SpawnFailed) -> Result {
        var fds: [Int32] = [-1, -1]
        if case .captured = output {
            // Both ends close-on-exec: a child another thread spawns meanwhile must not hold the
            // write end open (this read would wait for it); dup2 onto 1 and 2 clears the flag there.
            guard pipe(&fds) == 0 else { throw SpawnFailed(program: program, reason: String(cString: strerror(errno))) }
            for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        }
        defer { if fds[0] >= 0 { close(fds[0]) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if case .captured = output {
            posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
            posix_spawn_file_actions_adddup2(&actions, fds[1], 2)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A group of its own (led by the child), and the default signal mask and handlers: the
        // parent may have blocked or ignored signals that the build's tools rely on.
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none); sigfillset(&all)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        let started = Date()
        let spawned = posix_spawnp(&pid, program, &actions, &attributes, argv, environ)
        if fds[1] >= 0 { close(fds[1]) }
        guard spawned == 0 else { throw SpawnFailed(program: program, reason: String(cString: strerror(spawned))) }

        var kept = OutputBuffer(limit: { if case .captured(let l) = output { return l } else { return 0 } }())
        var timedOut = false
        if fds[0] >= 0 {
            var pending: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 65536)
            while true {
                let left = timeout - Date().timeIntervalSince(started)
                if left <= 0 { timedOut = true; kill(-pid, SIGKILL); break }
                var p = pollfd(fd: fds[0], events: Int16(POLLIN), revents: 0)
                let ready = poll(&p, 1, Int32(min(left, 1) * 1000) + 1)
                if ready < 0 { if errno == EINTR { continue } else { break } }
                if ready == 0 { continue }
                let n = chunk.withUnsafeMutableBytes { read(fds[0], $0.baseAddress, $0.count) }
                if n < 0 { if errno == EINTR { continue } else { break } }
                if n == 0 { break }
                kept.append(chunk[0..<n])
                if let onLine {
                    pending += chunk[0..<n]
                    while let nl = pending.firstIndex(of: 10) {
                        onLine(String(decoding: pending[..<nl], as: UTF8.self))
                        pending.removeSubrange(...nl)
                    }
                    if pending.count > 4096 { pending.removeAll() }   // a line that never ends is not progress
                }
            }
        }
        // Inherited output, or the pipe closed before the child ended: wait, within the limit.
        var status: Int32 = 0
        while true {
            let r = waitpid(pid, &status, timedOut ? 0 : WNOHANG)
            if r == pid { break }
            if r < 0 && errno != EINTR { break }
            if timeout - Date().timeIntervalSince(started) <= 0, !timedOut { timedOut = true; kill(-pid, SIGKILL); continue }
            if r == 0 { usleep(2000) }
        }
        let low = status & 0x7f
        let code: Int32 = low == 0 ? (status >> 8) & 0xff : 128 + low
        return Result(status: code, timedOut: timedOut, output: kept.text, dropped: kept.dropped)
    }

    /// The first half of the limit and the last half: where a build's first error and its
    /// summary are.
    struct OutputBuffer {
        let limit: Int
        var head: [UInt8] = []
        var tail: [UInt8] = []
        var dropped = 0
        mutating func append(_ bytes: ArraySlice<UInt8>) {
            let room = limit / 2 - head.count
            if room > 0 { head += bytes.prefix(room) }
            let rest = bytes.dropFirst(max(room, 0))
            guard !rest.isEmpty else { return }
            tail += rest
            if tail.count > limit / 2 { dropped += tail.count - limit / 2; tail.removeFirst(tail.count - limit / 2) }
        }
        var text: String {
            String(decoding: head, as: UTF8.self) + (dropped > 0 ? "\n[... \(dropped) bytes left out ...]\n" : "") + String(decoding: tail, as: UTF8.self)
        }
    }
}
