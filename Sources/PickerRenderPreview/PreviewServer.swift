// PreviewServer: libmicrohttpd serving PreviewRoutes on 127.0.0.1 (CPickerRenderHTTP starts it:
// loopback only). Bounded: `threads` request threads in a fixed pool, at most `connections`
// open connections, each closed after 10 s idle; requests have no body to read; a target over
// PreviewRequest.maximumTargetBytes is answered 414 by the C side before its headers are read.
// The C callback is thin: it copies the request as received (the method, the target as sent,
// the version, every header's bytes, the head as libmicrohttpd's buffer holds it) into a
// PreviewRequest, asks the routes, and queues the response (copied by libmicrohttpd).

import CPickerRenderHTTP
import CPickerRenderLibMicroHTTPD
import PickerRenderLocking

package final class PreviewServer: @unchecked Sendable {
    package static let threads: UInt32 = 2
    package static let connections: UInt32 = 64

    private let daemon: OpaquePointer
    /// Retained for the daemon's life: the callback's context.
    private let box: Unmanaged<RoutesBox>
    package let port: Int

    final class RoutesBox { let routes: PreviewRoutes; init(_ r: PreviewRoutes) { routes = r } }

    /// Listens on 127.0.0.1:`port` (0: a free one); nil when it cannot.
    package init?(routes: PreviewRoutes, port: Int, portBox: Locked<Int>) {
        let box = Unmanaged.passRetained(RoutesBox(routes))
        let tooLong = "the request target is over \(PreviewRequest.maximumTargetBytes) bytes\n"
        guard let d = prh_http_start(UInt16(port), Self.threads, Self.connections, 10, PreviewRequest.maximumTargetBytes, tooLong,
                                     Self.handler, box.toOpaque()) else {
            box.release()
            return nil
        }
        daemon = d
        self.box = box
        self.port = Int(prh_http_port(d))
        portBox.withLock { $0 = self.port }
    }

    package func stop() {
        prh_http_stop(daemon)
        box.release()
    }

    // libmicrohttpd's closed C enums, by their values in microhttpd.h (Swift's names for their
    // cases differ between compiler versions).
    private static let no = MHD_Result(rawValue: 0)!
    private static let headerKind = MHD_ValueKind(rawValue: 1)!
    private static let mustCopy = MHD_ResponseMemoryMode(rawValue: 2)!

    /// A request's headers as they are collected from libmicrohttpd.
    final class Headers { var list: [PreviewRequest.Header] = [] }

    private static let handler: MHD_AccessHandlerCallback = { cls, connection, _, method, version, _, uploadSize, kept in
        guard let cls, let connection, let method else { return no }
        // The target as sent, kept before parsing (nil: no memory for it); answered already when too long.
        guard let raw = kept?.pointee?.assumingMemoryBound(to: prh_request.self), raw.pointee.answered == 0 else { return no }
        let routes = Unmanaged<RoutesBox>.fromOpaque(cls).takeUnretainedValue().routes
        // A body is not read: it is dropped (libmicrohttpd then closes the connection).
        if let uploadSize, uploadSize.pointee > 0 { uploadSize.pointee = 0 }
        let target = prh_request_target(raw)
        let headers = Headers()
        withExtendedLifetime(headers) {
            _ = MHD_get_connection_values_n(connection, headerKind, { list, _, key, keySize, value, valueSize in
                guard let list else { return MHD_Result(rawValue: 0)! }
                func bytes(_ p: UnsafePointer<CChar>?, _ n: Int) -> [UInt8] {
                    p.map { Array(UnsafeRawBufferPointer(start: $0, count: n)) } ?? []
                }
                Unmanaged<Headers>.fromOpaque(list).takeUnretainedValue().list.append(.init(name: bytes(key, keySize), value: bytes(value, valueSize)))
                return MHD_Result(rawValue: 1)!
            }, Unmanaged.passUnretained(headers).toOpaque())
        }
        // The head in libmicrohttpd's buffer: it starts at the method and holds the version and
        // the headers, whose bytes PreviewRequest compares with their plain form. Read only
        // between the version and the head's end, both inside the buffer.
        let size = prh_header_bytes(connection)
        var received: PreviewRequest.Received?
        if let version, size > 0 {
            let at = UnsafeRawPointer(method).distance(to: UnsafeRawPointer(version))
            if at > 0, at < size { received = .init(versionAt: at, tail: Array(UnsafeRawBufferPointer(start: version, count: size - at))) }
        }
        let request = PreviewRequest(method: String(cString: method),
                                     target: Array(UnsafeRawBufferPointer(start: target, count: raw.pointee.length)),
                                     version: version.map { String(cString: $0) } ?? "", headers: headers.list,
                                     received: received ?? .init(versionAt: -1, tail: []))
        let r = routes.respond(request)
        let response = r.body.withUnsafeBytes { b in
            MHD_create_response_from_buffer(b.count, UnsafeMutableRawPointer(mutating: b.baseAddress), mustCopy)
        }
        guard let response else { return no }
        defer { MHD_destroy_response(response) }
        _ = MHD_add_response_header(response, "Content-Type", r.contentType)
        _ = MHD_add_response_header(response, "Cache-Control", r.cache)
        _ = MHD_add_response_header(response, "X-Content-Type-Options", "nosniff")
        _ = MHD_add_response_header(response, "Referrer-Policy", "no-referrer")
        _ = MHD_add_response_header(response, "Cross-Origin-Resource-Policy", "same-origin")
        _ = MHD_add_response_header(response, "Content-Security-Policy",
                                    "default-src 'none'; script-src 'self'; img-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; frame-ancestors 'none'")
        return MHD_queue_response(connection, UInt32(r.status), response)
    }
}
