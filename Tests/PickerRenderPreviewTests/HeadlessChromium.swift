// HeadlessChromium: Debian's chromium, headless as the report's browser test runs it (same flags,
// found at the same paths), driven over the DevTools protocol on a pipe (--remote-debugging-pipe:
// its descriptors 3 and 4, messages ended by a NUL byte) so a test can keep one page open while
// it changes files on disk, and read the page's DOM and pixels with Runtime.evaluate.

import Foundation
import Glibc

final class HeadlessChromium {
    struct Failure: Error, CustomStringConvertible { var description: String }

    static func path() throws -> String {
        for p in ["/usr/bin/chromium", "/usr/bin/chromium-browser"] where FileManager.default.isExecutableFile(atPath: p) { return p }
        throw Failure(description: "chromium is not installed: run `make browser-deps` (part of `make test`)")
    }

    private var pid: pid_t = 0
    private let toBrowser: Int32
    private let fromBrowser: Int32
    private var buffer: [UInt8] = []
    private var nextID = 1
    private var session = ""

    /// Starts the browser with a blank page attached.
    init(profile: String) throws {
        var a: [Int32] = [0, 0], b: [Int32] = [0, 0]
        guard pipe(&a) == 0, pipe(&b) == 0 else { throw Failure(description: "pipe failed") }
        for fd in a + b { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        // Above 4, so the dup2 onto 3 and 4 never lands on one of them.
        let readEnd = fcntl(a[0], F_DUPFD_CLOEXEC, 10), writeEnd = fcntl(b[1], F_DUPFD_CLOEXEC, 10)
        Glibc.close(a[0]); Glibc.close(b[1])
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, readEnd, 3)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 4)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let args = [try Self.path(), "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                    "--user-data-dir=\(profile)", "--force-device-scale-factor=1", "--window-size=1000,1600",
                    "--remote-debugging-pipe", "about:blank"]
        var argv: [UnsafeMutablePointer<CChar>?] = args.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        let rc = posix_spawn(&pid, args[0], &actions, nil, &argv, environ)
        Glibc.close(readEnd); Glibc.close(writeEnd)
        toBrowser = a[1]; fromBrowser = b[0]
        guard rc == 0 else { throw Failure(description: "posix_spawn chromium: \(rc)") }
        let target = try call("Target.createTarget", ["url": "about:blank"], inSession: false)
        guard let id = target["targetId"] as? String else { throw Failure(description: "no target: \(target)") }
        let attached = try call("Target.attachToTarget", ["targetId": id, "flatten": true], inSession: false)
        guard let s = attached["sessionId"] as? String else { throw Failure(description: "not attached: \(attached)") }
        session = s
    }

    func shutdown() {
        Glibc.close(toBrowser); Glibc.close(fromBrowser)
        if pid > 0 { kill(pid, SIGKILL); var status: Int32 = 0; waitpid(pid, &status, 0); pid = 0 }
    }

    deinit { shutdown() }

    func navigate(_ url: String) throws { _ = try call("Page.navigate", ["url": url]) }

    /// The value of a JavaScript expression (a promise is awaited).
    func evaluate(_ expression: String) throws -> Any? {
        let r = try call("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let e = r["exceptionDetails"] { throw Failure(description: "script failed: \(e)") }
        return (r["result"] as? [String: Any])?["value"]
    }

    /// Evaluates `expression` every 50 ms until it is true, at most `seconds`; whether it was.
    func waitFor(_ expression: String, seconds: Double) throws -> Bool {
        let end = Date().addingTimeInterval(seconds)
        repeat {
            if try evaluate(expression) as? Bool == true { return true }
            usleep(50_000)
        } while Date() < end
        return false
    }

    private func call(_ method: String, _ params: [String: Any], inSession: Bool = true) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": params]
        if inSession { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var off = 0
        while off < bytes.count {
            let n = bytes[off...].withUnsafeBytes { write(toBrowser, $0.baseAddress, $0.count) }
            guard n > 0 else { throw Failure(description: "chromium closed its pipe") }
            off += n
        }
        while true {
            let reply = try readMessage()
            guard reply["id"] as? Int == id else { continue }   // an event
            if let error = reply["error"] { throw Failure(description: "\(method): \(error)") }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    private func readMessage() throws -> [String: Any] {
        while true {
            if let nul = buffer.firstIndex(of: 0) {
                let data = Data(buffer[..<nul])
                buffer.removeSubrange(...nul)
                return (try JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
            }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let n = chunk.withUnsafeMutableBytes { read(fromBrowser, $0.baseAddress, $0.count) }
            guard n > 0 else { throw Failure(description: "chromium closed its pipe") }
            buffer += chunk[..<n]
        }
    }
}
