// PreviewRoutes: every request's answer, as a plain function of the request (the libmicrohttpd
// callback only copies the request in and the response out: PreviewServer). It serves its own
// routes only: `/` (the page), `/app.js`, `/state` (the page's JSON state for the settings in
// its query) and `/image/<sha256>.png` (a drawn image, by its digest, so an image's URL names
// its pixels). Refused, before any route is looked at: what PreviewRequest.checked refuses (an
// over-long target 414, a method other than GET or HEAD 405, NULs and control characters,
// repeated Hosts, bad escapes 400), a path that is not plain (holding "..", "//" or a
// backslash: 400), a Host other than 127.0.0.1:PORT or localhost:PORT (a DNS-rebinding page's
// name: 403), an Origin other than the page's own (another site's script: 403). Anything else
// is 404: no file is ever opened from a URL.

import PickerRenderLocking

package struct PreviewResponse: Sendable, Equatable {
    package var status: Int
    package var contentType: String
    package var body: [UInt8]
    package var cache: String = "no-store"

    static func text(_ status: Int, _ text: String) -> PreviewResponse {
        PreviewResponse(status: status, contentType: "text/plain; charset=utf-8", body: Array((text + "\n").utf8))
    }
}

package struct PreviewRoutes: Sendable {
    let state: Locked<PreviewState>
    /// The port listened on (0 until known: every request is refused until then).
    let port: Locked<Int>
    let title: String
    /// The page of a Swift file: its controls' defaults are the file's, and it has no scrub.
    var swift = false

    package init(state: Locked<PreviewState>, port: Locked<Int>, title: String) {
        self.state = state; self.port = port; self.title = title
    }

    package func respond(_ request: PreviewRequest) -> PreviewResponse {
        let r: PreviewRequest.Checked
        do { r = try request.checked() } catch { return .text(error.status, error.message) }
        guard Self.isPlainPath(r.path) else { return .text(400, "not a path this server has") }
        let port = port.withLock { $0 }
        let hosts = ["127.0.0.1:\(port)", "localhost:\(port)"]
        guard port > 0, let host = r.host, hosts.contains(host.lowercased()) else { return .text(403, "wrong Host") }
        if let origin = r.origin, !hosts.map({ "http://" + $0 }).contains(origin.lowercased()) { return .text(403, "foreign Origin") }
        switch r.path {
        case "/": return PreviewResponse(status: 200, contentType: "text/html; charset=utf-8", body: Array(PreviewPage.html(title: title, swift: swift).utf8))
        case "/app.js": return PreviewResponse(status: 200, contentType: "text/javascript; charset=utf-8", body: Array(PreviewPage.script.utf8))
        case "/state": return stateResponse(r)
        default: return image(r.path)
        }
    }

    private func stateResponse(_ r: PreviewRequest.Checked) -> PreviewResponse {
        let settings: PreviewSettings
        do { settings = try PreviewSettings(query: { r.query[$0] }) } catch { return .text(400, error.description) }
        let json: String = state.withLock { s in
            s.want(settings)
            let snapshot = s.snapshots[settings]
            return (snapshot ?? PreviewSnapshot()).json(pending: snapshot == nil, building: s.building)
        }
        return PreviewResponse(status: 200, contentType: "application/json", body: Array(json.utf8))
    }

    private func image(_ path: String) -> PreviewResponse {
        let prefix = "/image/", suffix = ".png"
        guard path.hasPrefix(prefix), path.hasSuffix(suffix) else { return .text(404, "no such page") }
        let digest = String(path.dropFirst(prefix.count).dropLast(suffix.count))
        guard digest.count == 64, digest.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) }) else {
            return .text(404, "no such image")
        }
        guard let bytes = state.withLock({ $0.images.get(digest) }) else { return .text(404, "no such image (redrawn since)") }
        return PreviewResponse(status: 200, contentType: "image/png", body: bytes, cache: "max-age=3600, immutable")
    }

    static func isPlainPath(_ p: String) -> Bool {
        guard p.hasPrefix("/"), !p.hasPrefix("//"), !p.contains(".."), !p.contains("//"), !p.contains("\\") else { return false }
        return p.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value != 0x7F }
    }
}
