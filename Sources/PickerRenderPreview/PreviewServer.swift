// PreviewServer: libmicrohttpd serving PreviewRoutes on 127.0.0.1 (CPickerRenderHTTP starts it:
// loopback only). Bounded: `threads` request threads in a fixed pool, at most `connections`
// open connections, each closed after 10 s idle; requests have no body to read. The C callback
// is thin: it copies the method, path, Host, Origin and the settings' query values into a
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
        guard let d = prh_http_start(UInt16(port), Self.threads, Self.connections, 10, Self.handler, box.toOpaque()) else {
            box.release()
            return nil
        }
        daemon = d
        self.box = box
        self.port = Int(prh_http_port(d))
        portBox.withLock { $0 = self.port }
    }

    package func stop() {
        MHD_stop_daemon(daemon)
        box.release()
    }

    // libmicrohttpd's closed C enums, by their values in microhttpd.h (Swift's names for their
    // cases differ between compiler versions).
    private static let no = MHD_Result(rawValue: 0)!
    private static let headerKind = MHD_ValueKind(rawValue: 1)!
    private static let argumentKind = MHD_ValueKind(rawValue: 8)!
    private static let mustCopy = MHD_ResponseMemoryMode(rawValue: 2)!

    private static let handler: MHD_AccessHandlerCallback = { cls, connection, url, method, _, _, uploadSize, _ in
        guard let cls, let connection, let url, let method else { return no }
        let routes = Unmanaged<RoutesBox>.fromOpaque(cls).takeUnretainedValue().routes
        func value(_ kind: MHD_ValueKind, _ name: String) -> String? {
            MHD_lookup_connection_value(connection, kind, name).map { String(cString: $0) }
        }
        // A body is not read: it is dropped (libmicrohttpd then closes the connection).
        if let uploadSize, uploadSize.pointee > 0 { uploadSize.pointee = 0 }
        var request = PreviewRequest(method: String(cString: method), path: String(cString: url),
                                     host: value(headerKind, "Host"), origin: value(headerKind, "Origin"))
        for name in PreviewRoutes.queryNames { request.query[name] = value(argumentKind, name) }
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
