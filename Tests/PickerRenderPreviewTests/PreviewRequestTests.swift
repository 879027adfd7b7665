// The preview server's refusals, over a real socket to `picker-render preview`, with request
// lines written by hand: a "..", its percent-encoded form, absolute and double-slash paths, a
// file path that exists on the machine, another Host (a DNS-rebinding page), a foreign Origin,
// a method other than GET; and that its own routes answer with the right Host and Origin.
// Then the routes alone (PreviewRoutes, no socket): an image URL that is not a digest, settings
// that are not valid (each a 400 naming the value).

import Foundation
import Testing
import PickerRenderLocking
@testable import PickerRenderPreview

@Suite(.serialized) struct PreviewRequestTests {
    @Test func refusesWhatIsNotItsOwn() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("a.json", PreviewBrowserTests.spec("#FF0000"))
        let preview = try PreviewProcess([folder.path + "/a.json"])
        defer { preview.stop() }
        let host = "Host: 127.0.0.1:\(preview.port)"
        #expect(try preview.get("/").status == 200)
        #expect(try preview.request("GET / HTTP/1.1\r\nHost: localhost:\(preview.port)").status == 200)
        #expect(try preview.get("/app.js").status == 200)
        #expect(try preview.request("GET /state HTTP/1.1\r\n\(host)\r\nOrigin: http://127.0.0.1:\(preview.port)").status == 200)

        for path in ["/../a.json", "/image/../a.json", "/%2e%2e/a.json", "/..%2fa.json", "//etc/passwd", "/a/..", "..", "a.json",
                     "http://127.0.0.1:\(preview.port)/"] {
            #expect(try preview.get(path).status == 400, "\(path)")
        }
        for path in ["/etc/passwd", folder.path + "/a.json", "/a.json", "/index.html", "/image/x.png", "/image/" + String(repeating: "0", count: 64) + ".png"] {
            let r = try preview.get(path)
            #expect(r.status == 404 || (r.status == 400 && path.contains("//")), "\(path): \(r.status)")
            #expect(!String(decoding: r.body, as: UTF8.self).contains("\"content\""), "\(path) served the spec")
        }
        #expect(try preview.request("GET / HTTP/1.1\r\nHost: evil.example:\(preview.port)").status == 403)
        #expect(try preview.request("GET / HTTP/1.1\r\nHost: 127.0.0.1:1").status == 403)
        #expect(try preview.request("GET /state HTTP/1.1\r\nHost: evil.example").status == 403)
        #expect(try preview.request("GET /state HTTP/1.1\r\n\(host)\r\nOrigin: http://evil.example").status == 403)
        #expect(try preview.request("GET /state HTTP/1.1\r\n\(host)\r\nOrigin: null").status == 403)
        #expect(try preview.request("GET /state HTTP/1.1\r\n\(host)\r\nOrigin: http://127.0.0.1:1").status == 403)
        #expect(try preview.request("DELETE / HTTP/1.1\r\n\(host)").status == 405)

        // The images the page shows are served, by digest.
        let state = try preview.waitState { ($0["images"] as? [Any])?.count == 2 }
        let src = ((state["images"] as? [[String: Any]])?.first?["src"] as? String) ?? ""
        let png = try preview.get(src)
        #expect(png.status == 200 && png.body.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(src)")
        #expect(try preview.request("GET \(src) HTTP/1.1\r\nHost: evil.example:\(preview.port)").status == 403)
    }

    @Test func routesCheckTheirValues() {
        let routes = PreviewRoutes(state: Locked(PreviewState()), port: Locked(8000), title: "t")
        func get(_ path: String, _ query: [String: String] = [:]) -> Int {
            routes.respond(PreviewRequest(method: "GET", path: path, host: "127.0.0.1:8000", origin: nil, query: query)).status
        }
        #expect(get("/state") == 200)
        #expect(get("/state", ["scale": "9"]) == 400)
        #expect(get("/state", ["scrub": "101"]) == 400)
        #expect(get("/state", ["locale": "../x"]) == 400)
        #expect(get("/state", ["appearance": "sepia"]) == 400)
        #expect(get("/state", ["dynamicType": "huge"]) == 400)
        #expect(get("/image/ABCDEF.png") == 404)
        #expect(get("/image/" + String(repeating: "G", count: 64) + ".png") == 404)
        #expect(get("/page\u{7F}") == 400)
        // Until the port is known every request is refused.
        let early = PreviewRoutes(state: Locked(PreviewState()), port: Locked(0), title: "t")
        #expect(early.respond(PreviewRequest(method: "GET", path: "/", host: "127.0.0.1:0", origin: nil)).status == 403)
    }
}
