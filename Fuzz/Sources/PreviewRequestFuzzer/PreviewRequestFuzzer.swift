// PreviewRequestFuzzer: libFuzzer target for `picker-render preview`'s request handling: the
// input is the bytes a client sends on one connection. The preview runs in this process (the
// command line's `preview`, on a thread, serving a small spec on a free loopback port), so its
// libmicrohttpd server, the C callbacks that keep the target as sent, PreviewRequest's checks and
// the routes are all under AddressSanitizer and in the coverage. Each input is sent on a new
// connection, whose write side is then shut, and the answer read to its end. The server's port
// is a free one chosen when the target starts: every `PORT` in an input is that port's number
// (the seeds write `Host: 127.0.0.1:PORT`), so the mutations reach the routes past the Host check.
// Invariants, besides "never traps, never reads out of bounds, never hangs":
//   - an answer starts with a status line (`HTTP/1.1 NNN `);
//   - a 200 is only for a request this file's own reading (a twin of PreviewRequest's, written
//     apart) accepts: GET or HEAD of a path of its routes (`/`, `/app.js`, `/state`,
//     `/image/<64 hex>.png`), a target of at most 4,096 bytes whose escapes decode to no control
//     character, one Host header naming this server, no byte below 0x20 in the request line or
//     headers but their line ends (a CR or, as libmicrohttpd reads it, a NUL before each LF), an
//     Origin, if any, of this server;
//   - a 414 is only for a target over 4,096 bytes (the server's target: from the request line's
//     first space to its last).

import Foundation
import FuzzDriver
import PickerRenderCommandLine
#if canImport(Glibc)
import Glibc
#endif

let folder = "/tmp/preview-request-fuzzer"
nonisolated(unsafe) var port: UInt16 = 0

/// A port nothing listens on now (the kernel's pick for a socket bound to port 0).
func freePort() -> UInt16 {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) } }
    _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
    return UInt16(bigEndian: address.sin_port)
}

/// A connection to the preview, or nil while it does not listen yet.
func connected() -> Int32? {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    let ok = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
    if ok == 0 { return fd }
    close(fd)
    return nil
}

/// Sends `bytes`, shuts the write side, and reads the answer to its end (at most 5 s). The
/// socket is closed without TIME_WAIT (SO_LINGER 0, once the answer has ended): at 1,700
/// connections a second the kernel's ephemeral ports ran out within two minutes otherwise.
func exchange(_ bytes: [UInt8]) -> [UInt8] {
    var fd: Int32?
    for _ in 0..<200 where fd == nil {
        fd = connected()
        if fd == nil { usleep(10_000) }
    }
    guard let fd else { preconditionFailure("the preview stopped listening") }
    defer {
        var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
        _ = setsockopt(fd, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
        close(fd)
    }
    var sent = 0
    while sent < bytes.count {
        let n = bytes.withUnsafeBytes { send(fd, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL)) }
        if n <= 0 { break }   // the server may close early (an over-long head)
        sent += n
    }
    shutdown(fd, Int32(SHUT_WR))
    var reply: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    var waited = 0
    while waited < 5000 {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&p, 1, 100) > 0 else { waited += 100; continue }
        let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if n <= 0 { return reply }
        reply += chunk[..<n]
    }
    preconditionFailure("no end of answer after 5 s to \(bytes.prefix(120))")
}

/// The twin's reading of a request's head: nil unless it is one the preview may answer 200.
func acceptable(_ bytes: [UInt8]) -> Bool {
    // Lines end at LF, a CR before it dropped (the server takes both), or a NUL: libmicrohttpd
    // writes a NUL over a CR, so a NUL just before a bare LF is the one NUL no server on it can
    // see (PreviewRequest's header says so). The head ends at the first empty line, or at a line
    // of a lone colon, which libmicrohttpd 0.9.75 reads as the end of the headers (and which its
    // buffer then holds as the NUL of a CR: found by this target, harmless, the rest a body).
    let all = bytes.split(separator: 10, omittingEmptySubsequences: false).map { $0.last == 13 || $0.last == 0 ? Array($0.dropLast()) : Array($0) }
    guard let blank = all.firstIndex(where: { $0.isEmpty || $0 == [UInt8(ascii: ":")] }), blank > 0,
          blank < all.count - 1 || bytes.last == 10 else { return false }
    var lines = Array(all[..<blank])
    guard lines.allSatisfy({ !$0.contains(where: { $0 < 0x20 || $0 == 0x7F }) }) else { return false }
    let request = lines.removeFirst().split(separator: 0x20, omittingEmptySubsequences: false)
    guard request.count == 3, ["GET", "HEAD"].contains(String(decoding: request[0], as: UTF8.self)),
          String(decoding: request[2], as: UTF8.self).hasPrefix("HTTP/1.") else { return false }
    let target = Array(request[1])
    guard target.count <= 4096, let path = decoded(Array(target.prefix { $0 != UInt8(ascii: "?") })) else { return false }
    let routes = ["/", "/app.js", "/state"]
    let image = path.hasPrefix("/image/") && path.hasSuffix(".png") && path.count == 7 + 64 + 4
        && path.dropFirst(7).prefix(64).allSatisfy { "0123456789abcdef".contains($0) }
    guard routes.contains(path) || image else { return false }
    if let q = target.firstIndex(of: UInt8(ascii: "?")) {
        for part in target[(q + 1)...].split(separator: UInt8(ascii: "&")) where decoded(Array(part), query: true) == nil { return false }
    }
    var hosts: [String] = [], origins: [String] = []
    for line in lines {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return false }
        let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
        let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        if name == "host" { hosts.append(value) }
        if name == "origin" { origins.append(value) }
    }
    let own = ["127.0.0.1:\(port)", "localhost:\(port)"]
    guard hosts.count == 1, own.contains(hosts[0].lowercased()) else { return false }
    return origins.allSatisfy { o in own.contains { "http://" + $0 == o.lowercased() } }
}

/// Percent-decoded text (a query's `+` a space), nil for a bad escape or a control character
/// (a path's space too).
func decoded(_ bytes: [UInt8], query: Bool = false) -> String? {
    var out: [UInt8] = [], i = 0
    while i < bytes.count {
        var b = bytes[i]
        if b == UInt8(ascii: "%") {
            guard i + 2 < bytes.count, let v = UInt8(String(decoding: bytes[(i + 1)...(i + 2)], as: UTF8.self), radix: 16) else { return nil }
            b = v; i += 2
        } else if query && b == UInt8(ascii: "+") {
            b = 0x20
        }
        guard b >= 0x20, b != 0x7F, query || b != 0x20 else { return nil }
        out.append(b); i += 1
    }
    return String(validating: out, as: UTF8.self)
}

/// `raw` with every `PORT` replaced by the server's port number.
func withPort(_ raw: [UInt8]) -> [UInt8] {
    let mark = Array("PORT".utf8), number = Array(String(port).utf8)
    var out: [UInt8] = [], i = 0
    out.reserveCapacity(raw.count)
    while i < raw.count {
        if raw[i] == mark[0], i + mark.count <= raw.count, Array(raw[i..<(i + mark.count)]) == mark {
            out += number; i += mark.count
        } else {
            out.append(raw[i]); i += 1
        }
    }
    return out
}

/// `bytes` from its request line on: libmicrohttpd skips the lines before it that read empty as
/// C strings (RFC 9112 section 2.2 asks a server to ignore empty lines there), each ending at an
/// LF, a CR LF or a bare CR, and empty when it is or when it starts with a NUL. None of their
/// bytes reaches a header, the target or a route. The twin missed this at first: a CR LF before
/// `GET / HTTP/1.1` drew 200 (this target's find).
func fromRequestLine(_ bytes: [UInt8]) -> [UInt8] {
    var i = 0
    while i < bytes.count {
        var end = i
        while end < bytes.count, bytes[end] != 13, bytes[end] != 10 { end += 1 }
        guard end < bytes.count, end == i || bytes[i] == 0 else { break }
        i = end + (bytes[end] == 13 && end + 1 < bytes.count && bytes[end + 1] == 10 ? 2 : 1)
    }
    return Array(bytes[i...])
}

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let raw = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let bytes = withPort(raw)
    let reply = exchange(bytes)
    guard !reply.isEmpty else { return 0 }
    let line = String(decoding: reply.prefix(13), as: UTF8.self)
    precondition(line.hasPrefix("HTTP/1.1 ") && line.count == 13 && line.last == " ", "no status line: \(reply.prefix(40))")
    let status = Int(line.dropFirst(9).prefix(3)) ?? 0
    let request = fromRequestLine(bytes)
    precondition(status != 200 || acceptable(request), "200 for a request the twin refuses: \(String(decoding: bytes.prefix(60), as: UTF8.self)) ... \(bytes.count) bytes; answer \(String(decoding: reply.prefix(120), as: UTF8.self).debugDescription)")
    if status == 414 {
        // The target as the server reads it: from the request line's first space to its last.
        let line = request.prefix { $0 != 10 }
        let target = line.firstIndex(of: 0x20).flatMap { a in line.lastIndex(of: 0x20).map { b in b > a ? b - a - 1 : 0 } } ?? 0
        precondition(target > 4096, "414 for a target of \(target) bytes")
    }
    return 0
}

@_cdecl("PreviewRequestFuzzer_main")
public func fuzzerMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    FileManager.default.createFile(atPath: folder + "/s.json", contents: Data(#"{"scale": 1, "content": {"type": "text", "text": "Fuzz"}}"#.utf8))
    port = freePort()
    let server = Thread { _ = PickerRenderTool.main(["preview", folder + "/s.json", "--port", String(port)]) }
    server.start()
    for _ in 0..<500 {
        if let fd = connected() { close(fd); break }
        usleep(10_000)
    }
    return runFuzzer(argc, argv, testOneInput)
}
