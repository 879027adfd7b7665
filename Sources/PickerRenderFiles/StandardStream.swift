// StandardStream: the one way the package writes to standard output and standard error.
// Design: write(2) straight on descriptor 1 or 2, all of the bytes (FileIO.writeAll: EINTR and
// short writes retried, a non-blocking descriptor waited on), no buffer in between, so an
// output is either wholly handed to the kernel or its failure is known at the call. Swift's
// `print` goes through C stdio, whose buffer is flushed at exit with the error ignored (a
// schema sent to /dev/full was lost with exit status 0), and FileHandle.write traps on an error
// (a closed pipe or a full disk crashed the tool).
// Invariants: every failure is thrown as a StreamError naming the stream, what was being
// written and the system's reason (EPIPE for a reader that left, ENOSPC for /dev/full, EBADF
// for a closed descriptor); nothing here exits or decides a status, the caller does. An
// executable calls `prepareProcess` first: SIGPIPE ignored, so EPIPE arrives as an error instead
// of killing the process, and a closed descriptor 0, 1 or 2 held by /dev/null opened read-only,
// so writes to it still fail (EBADF) but no file the tool opens later can take its number and
// receive a warning meant for standard error. scripts/check-standard-streams.sh keeps every
// other write to the standard streams out of Sources/.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output or standard error, written whole with write(2); failures are thrown.
package enum StandardStream: Sendable, Equatable {
    case output
    case error

    /// The descriptor: 1 or 2.
    package var descriptor: Int32 { self == .output ? STDOUT_FILENO : STDERR_FILENO }

    /// "standard output" or "standard error", for messages.
    package var name: String { self == .output ? "standard output" : "standard error" }

    /// Writes all of `bytes`; `what` names them in the error ("the PNG", "the schema").
    package func write(_ bytes: [UInt8], what: String) throws(StreamError) {
        // Whatever other code in the process left in C stdio's buffers (a test framework's
        // `print`) goes first, so lines keep their order; the tool itself never fills it.
        if self == .output { fflush(nil) }
        let code = bytes.withUnsafeBytes { FileIO.writeAll(fd: descriptor, $0) }
        if code != 0 { throw StreamError(stream: self, what: what, code: code) }
    }

    /// Writes `text` as UTF-8.
    package func write(_ text: String, what: String) throws(StreamError) {
        try write(Array(text.utf8), what: what)
    }

    /// Writes `text` and a line feed, in one write.
    package func writeLine(_ text: String, what: String) throws(StreamError) {
        try write(Array((text + "\n").utf8), what: what)
    }

    /// Makes a write to a pipe whose reader has gone fail with EPIPE instead of killing the
    /// process with SIGPIPE, so the loss is reported like any other (exit status 3), and holds
    /// each closed standard descriptor with /dev/null opened read-only (writes fail with EBADF
    /// as before; open(2) can no longer hand its number to an output file). Called once by an
    /// executable at startup, before any file is opened; a library never changes the process's
    /// signals or descriptors.
    package static func prepareProcess() {
        _ = signal(SIGPIPE, SIG_IGN)
        for fd in Int32(0)...2 where fcntl(fd, F_GETFD) < 0 && errno == EBADF {
            let placeholder = open("/dev/null", O_RDONLY)
            if placeholder >= 0 && placeholder != fd {
                _ = dup2(placeholder, fd)
                close(placeholder)
            }
        }
    }
}

/// A write to a standard stream that failed: which stream, what was lost, and why.
package struct StreamError: Error, Equatable, Sendable, CustomStringConvertible {
    package var stream: StandardStream
    /// What was being written ("the PNG", "a warning").
    package var what: String
    /// The errno of the failed write.
    package var code: Int32

    package init(stream: StandardStream, what: String, code: Int32) {
        self.stream = stream
        self.what = what
        self.code = code
    }

    package var description: String {
        "cannot write \(what) to \(stream.name): \(FileIO.reason(code))"
    }
}
