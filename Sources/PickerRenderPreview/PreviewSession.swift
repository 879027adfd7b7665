// PreviewSession: a running preview: its state (one Locked), the worker's thread and the
// server. Threads: the worker's one and the server's fixed pool, whatever the saves and
// requests; memory: the state's bounded caches (ImageCache, PreviewState.maximumSettings,
// PreviewWorker.maximumKeys, PreviewDocument.maximumImages).

import Foundation
import PickerRenderLocking

package final class PreviewSession: @unchecked Sendable {
    package let state = Locked(PreviewState())
    package let port: Int
    package let polling: Bool
    private let server: PreviewServer
    private let worker: PreviewWorker
    private let thread: Thread

    package struct CannotListen: Error, CustomStringConvertible {
        package let port: Int
        package var description: String {
            port == 0 ? "cannot listen on 127.0.0.1" : "cannot listen on 127.0.0.1:\(port) (in use?)"
        }
    }

    /// Starts watching and serving `source` (a spec or a folder of specs) on 127.0.0.1:`port` (0: a free one).
    package init(source: PreviewSource, port: Int, polling: Bool) throws {
        let portBox = Locked(0)
        let name = PreviewDocument.name(source.path)
        var routes = PreviewRoutes(state: state, port: portBox, title: name)
        routes.swift = source.swift != nil
        guard let server = PreviewServer(routes: routes, port: port, portBox: portBox) else {
            throw CannotListen(port: port)
        }
        self.server = server
        self.port = server.port
        let worker = PreviewWorker(source: source, state: state, polling: polling)
        self.worker = worker
        self.polling = worker.polling
        thread = Thread { worker.run() }
        thread.name = "preview worker"
        thread.start()
    }

    package var url: String { "http://127.0.0.1:\(port)/" }

    /// Stops serving; the worker ends at its next wake.
    package func stop() {
        server.stop()
        state.withLock { $0.stopping = true }
    }
}
