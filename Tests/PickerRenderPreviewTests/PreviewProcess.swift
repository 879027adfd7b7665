// PreviewProcess: `picker-render preview` run as a user runs it (the built executable, found as
// the command-line tests find it), its printed address read, plus a raw HTTP/1.1 client that sends
// exactly the request line and headers a test writes (no client library normalises a "..").

import Foundation
import Glibc

final class PreviewProcess {
    struct Failure: Error, CustomStringConvertible { var description: String }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func binary() throws -> String {
        var candidates = [ProcessInfo.processInfo.environment["PICKER_RENDER_CLI"] ?? "",
                          Bundle.main.bundlePath + "/picker-render"]
        candidates += ["debug", "release"].map { packageRoot.path + "/.build/\($0)/picker-render" }
        guard let found = candidates.first(where: { !$0.isEmpty && FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw Failure(description: "picker-render is not built (swift build); looked in \(candidates)")
        }
        return found
    }

    let process = Process()
    let port: Int
    var pid: Int32 { process.processIdentifier }

    init(_ arguments: [String], environment: [String: String] = [:]) throws {
        process.executableURL = URL(fileURLWithPath: try Self.binary())
        process.arguments = ["preview"] + arguments
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The first line: "preview: http://127.0.0.1:PORT/".
        var line = [UInt8]()
        while true {
            let byte = out.fileHandleForReading.readData(ofLength: 1)
            guard let b = byte.first else { break }
            if b == 10 { break }
            line.append(b)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let r = text.range(of: "http://127.0.0.1:"), let p = Int(text[r.upperBound...].prefix { $0.isNumber }) else {
            process.terminate()
            throw Failure(description: "no address printed: '\(text)'")
        }
        port = p
    }

    func stop() {
        if process.isRunning { process.terminate(); process.waitUntilExit() }
    }

    deinit { stop() }

    var url: String { "http://127.0.0.1:\(port)/" }

    /// `/proc/PID/status`'s field (Threads, VmRSS in kB).
    func status(_ field: String) -> Int {
        // Read to the end: a /proc file says its size is 0.
        guard let handle = FileHandle(forReadingAtPath: "/proc/\(pid)/status") else { return -1 }
        defer { try? handle.close() }
        let text = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            return Int(line.dropFirst(field.count + 1).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "") ?? -1
        }
        return -1
    }

    /// Sends `head` (request line and headers, "\r\n" added) and returns the status and body.
    func request(_ head: String) throws -> (status: Int, body: [UInt8]) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let ok = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        guard ok == 0 else { throw Failure(description: "connect to \(port)") }
        let bytes = Array((head + "\r\nConnection: close\r\n\r\n").utf8)
        _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
        var reply: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n <= 0 { break }
            reply += chunk[..<n]
        }
        let text = String(decoding: reply.prefix(64), as: UTF8.self)
        guard text.hasPrefix("HTTP/1.1 "), let status = Int(text.dropFirst(9).prefix(3)) else { throw Failure(description: "no status: \(text)") }
        let end = reply.indices.first { i in i + 3 < reply.count && reply[i] == 13 && reply[i + 1] == 10 && reply[i + 2] == 13 && reply[i + 3] == 10 }
        return (status, end.map { Array(reply[($0 + 4)...]) } ?? [])
    }

    /// GET `path` with this server's own Host.
    func get(_ path: String) throws -> (status: Int, body: [UInt8]) {
        try request("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)")
    }

    /// The page's state (its JSON) for `query`.
    func state(_ query: String = "") throws -> [String: Any] {
        let r = try get("/state" + (query.isEmpty ? "" : "?" + query))
        guard r.status == 200 else { throw Failure(description: "state: \(r.status)") }
        return (try JSONSerialization.jsonObject(with: Data(r.body))) as? [String: Any] ?? [:]
    }

    /// Polls the state until `done` says so (at most `tries` x 20 ms); the last state.
    func waitState(_ query: String = "", tries: Int = 1500, until done: ([String: Any]) -> Bool) throws -> [String: Any] {
        var s: [String: Any] = [:]
        for _ in 0..<tries {
            s = try state(query)
            if done(s) { return s }
            usleep(20_000)
        }
        return s
    }
}

/// A temporary folder, removed by `remove()`.
struct TemporaryFolder {
    let path: String
    init() throws {
        var template = Array((NSTemporaryDirectory() + "/preview-test-XXXXXX").utf8CString)
        guard let p = mkdtemp(&template) else { throw PreviewProcess.Failure(description: "mkdtemp") }
        path = String(cString: p)
    }
    func write(_ name: String, _ text: String) throws {
        // As an editor saves: a temporary beside it, renamed over it.
        let tmp = path + "/." + name + ".tmp"
        try Data(text.utf8).write(to: URL(fileURLWithPath: tmp))
        guard rename(tmp, path + "/" + name) == 0 else { throw PreviewProcess.Failure(description: "rename") }
    }
    func remove() { try? FileManager.default.removeItem(atPath: path) }
}
