// PreviewRequest: a request as the preview server received it, kept as sent (the target's bytes
// still percent-encoded, every header's name and value as bytes, in order) and checked here, a
// plain function of those bytes, before any route sees it (PreviewRoutes; fuzzed by the
// PreviewRequestFuzzer). libmicrohttpd decodes the target and keeps values as C strings, so a
// NUL cut them short: `/app.js%00.html` reached the routes as `/app.js`, and `Host:
// localhost:PORT<NUL>evil` as the right host. Refused, in this order:
//   - a target of more than `maximumTargetBytes` (414: the server also answers it on the socket
//     before reading the headers, CPickerRenderHTTP);
//   - a method other than GET or HEAD (405);
//   - a request not in its plain form (`METHOD SP TARGET SP VERSION CRLF`, `NAME: VALUE CRLF`
//     each, `CRLF`): a NUL in the request line or a header, which the C strings drop; folded,
//     padded or bare-LF lines (400). Browsers, curl and the page send the plain form. What is
//     compared is the head as libmicrohttpd holds it (`Received`): the version's place after the
//     method (so the target as sent is all of the target) and every byte from the version to the
//     head's end, where libmicrohttpd has written a NUL over each colon and line end. A count of
//     bytes alone was fooled: a bare LF is a byte fewer, which hid two bytes after a NUL
//     (PreviewRequestFuzzer's first finding). What no server on libmicrohttpd can see: a NUL
//     sent just before a bare LF, which reads exactly as the CR of a CRLF; it hides no byte;
//   - a NUL or other control character (below 0x20, or 0x7F) in any header's name or value; more
//     than one Host header (400);
//   - a target that is not a path (not starting with "/"), that holds a space or a control
//     character as sent (libmicrohttpd reads `GET /a b HTTP/1.1` as the target `/a b`), or whose
//     path or query has a `%` not followed by two hex digits, or decodes to bytes that are not
//     UTF-8 or hold a control character (or, in the path, a space) (400).
// `checked()` returns the decoded path, the query's values by name (the first of each; `+` is a
// space there) and the Host and Origin. Hosts, origins and routes are PreviewRoutes'.

package struct PreviewRequest: Sendable {
    /// Longest request target (path and query) served: the page's own requests are under 200
    /// bytes.
    package static let maximumTargetBytes = 4096

    package struct Header: Sendable, Equatable {
        package var name: [UInt8]
        package var value: [UInt8]
        package init(name: [UInt8], value: [UInt8]) { self.name = name; self.value = value }
    }

    package var method: String
    /// The target as sent: path and query, percent-encoded.
    package var target: [UInt8]
    package var version: String
    package var headers: [Header]
    /// The head as the server's buffer held it (nil: not read from a socket).
    package var received: Received?

    /// libmicrohttpd's buffer for a request's head: where the version starts, counted from the
    /// method's first byte, and the bytes from there to the head's end, each colon and line end
    /// overwritten with a NUL.
    package struct Received: Sendable, Equatable {
        package var versionAt: Int
        package var tail: [UInt8]
        package init(versionAt: Int, tail: [UInt8]) { self.versionAt = versionAt; self.tail = tail }
    }

    package init(method: String, target: [UInt8], version: String = "HTTP/1.1", headers: [Header], received: Received? = nil) {
        self.method = method; self.target = target; self.version = version; self.headers = headers; self.received = received
    }

    /// A request as a test writes it: `path` and `query`'s values percent-encoded into the target
    /// where they are not plain, Host and Origin as headers.
    package init(method: String, path: String, host: String?, origin: String?, query: [String: String] = [:]) {
        var target = Self.encoded(path, keeping: "/")
        if !query.isEmpty {
            target += Array("?".utf8) + query.sorted { $0.key < $1.key }.map { Self.encoded($0.key, keeping: "") + Array("=".utf8) + Self.encoded($0.value, keeping: "") }
                .joined(separator: Array("&".utf8))
        }
        let headers = [("Host", host), ("Origin", origin)].compactMap { name, value in value.map { Header(name: Array(name.utf8), value: Array($0.utf8)) } }
        self.init(method: method, target: target, headers: headers)
    }

    /// What the routes read of a request that passed the checks.
    package struct Checked: Sendable, Equatable {
        package var path: String
        package var query: [String: String]
        package var host: String?
        package var origin: String?
    }

    /// Why a request is refused: its status and a line for its body.
    package struct Refusal: Error, Sendable, Equatable {
        package var status: Int
        package var message: String
    }

    /// The request's path, query, Host and Origin, or why it is refused (see the file header).
    package func checked() throws(Refusal) -> Checked {
        guard target.count <= Self.maximumTargetBytes else {
            throw Refusal(status: 414, message: "the request target is over \(Self.maximumTargetBytes) bytes")
        }
        guard method == "GET" || method == "HEAD" else { throw Refusal(status: 405, message: "only GET") }
        if let received, received != plainForm {
            throw Refusal(status: 400, message: "the request is not in its plain form (a NUL, a bare LF, a folded or padded line)")
        }
        var host: String?, origin: String?, hosts = 0
        for h in headers {
            guard !(h.name + h.value).contains(where: Self.isControl) else {
                throw Refusal(status: 400, message: "a header holds a NUL or a control character")
            }
            let name = String(decoding: h.name, as: UTF8.self).lowercased()
            if name == "host" { hosts += 1; host = String(decoding: h.value, as: UTF8.self) }
            if name == "origin", origin == nil { origin = String(decoding: h.value, as: UTF8.self) }
        }
        guard hosts <= 1 else { throw Refusal(status: 400, message: "more than one Host header") }
        guard !target.contains(where: { $0 == 0x20 || Self.isControl($0) }) else {
            throw Refusal(status: 400, message: "the request target holds a space or a control character")
        }
        let split = target.firstIndex(of: UInt8(ascii: "?"))
        guard let path = Self.decoded(target[..<(split ?? target.endIndex)], plusIsSpace: false), path.hasPrefix("/") else {
            throw Refusal(status: 400, message: "not a path this server has")
        }
        var query: [String: String] = [:]
        if let split {
            for pair in target[(split + 1)...].split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
                let equals = pair.firstIndex(of: UInt8(ascii: "="))
                guard let name = Self.decoded(pair[..<(equals ?? pair.endIndex)], plusIsSpace: true),
                      let value = Self.decoded(equals.map { pair[($0 + 1)...] } ?? [][...], plusIsSpace: true, spaces: true) else {
                    throw Refusal(status: 400, message: "the query holds a bad escape or a control character")
                }
                if query[name] == nil { query[name] = value }
            }
        }
        return Checked(path: path, query: query, host: host, origin: origin)
    }

    /// What libmicrohttpd holds of this request sent in its plain form.
    package var plainForm: Received {
        var tail = Array(version.utf8) + [0, 0]
        for h in headers { tail += h.name + [0, 0x20] + h.value + [0, 0] }
        return Received(versionAt: method.utf8.count + 1 + target.count + 1, tail: tail + [0, 0])
    }

    static func isControl(_ b: UInt8) -> Bool { b < 0x20 || b == 0x7F }

    /// `bytes` percent-decoded (`+` a space when `plusIsSpace`), or nil for a `%` without two hex
    /// digits, bytes that are not UTF-8, a control character, or a space unless `spaces`.
    static func decoded(_ bytes: ArraySlice<UInt8>, plusIsSpace: Bool, spaces: Bool = false) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = bytes.startIndex
        while i < bytes.endIndex {
            var b = bytes[i]
            if b == UInt8(ascii: "%") {
                guard i + 2 < bytes.endIndex, let hi = hex(bytes[i + 1]), let lo = hex(bytes[i + 2]) else { return nil }
                b = hi << 4 | lo
                i += 2
            } else if b == UInt8(ascii: "+") && plusIsSpace {
                b = 0x20
            }
            guard !isControl(b), b != 0x20 || spaces else { return nil }
            out.append(b)
            i += 1
        }
        return String(validating: out, as: UTF8.self)
    }

    static func hex(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): b - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// `text`'s UTF-8 with every byte but letters, digits, `-._~` and `keeping` percent-encoded.
    static func encoded(_ text: String, keeping: String) -> [UInt8] {
        let plain = Set(Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8) + Array(keeping.utf8))
        let digits = Array("0123456789ABCDEF".utf8)
        return text.utf8.flatMap { b in plain.contains(b) ? [b] : [UInt8(ascii: "%"), digits[Int(b >> 4)], digits[Int(b & 15)]] }
    }
}
