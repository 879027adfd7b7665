// `picker-render preview FILE`: a local page of FILE's variants (a picture spec, a batch spec or
// a folder of specs), redrawn as FILE and the files it names change (PickerRenderPreview).
// Bound to 127.0.0.1 only; prints its address, then serves until the process is stopped.
// Bad input (no such spec, a bad --port) is exit 2 before anything listens; a port that cannot be
// listened on is exit 3. A spec that is wrong later is shown on the page, not here.

import Foundation
import PickerRender
import PickerRenderPreview
import PickerRenderSwiftFile

enum PreviewCommand {
    static let help = """
    usage: picker-render preview FILE [--view NAME]... [--port N] [--poll]

    Serves a page on 127.0.0.1 showing FILE drawn: a picture spec in light and dark side by side, a
    batch spec's outputs, or every spec of a folder. After each save of FILE or of a file it names
    (included components, images, fonts) the images that changed are swapped on the page. The page's
    controls choose the appearance, scale, Dynamic Type, locale, layout direction and Increase
    Contrast; its slider scrubs an animation's time and the scrolling controls' offset.
    A Swift file (or a folder of Swift files, one module) shows every #Preview and PreviewProvider,
    light and dark: on each save it is compiled against PickerRenderSwiftUI in a cache folder outside
    your tree (the first build compiles the products: about a minute; later ones a second or two),
    and a compiler error is shown with its file, line and column while the last images stay.
      --view NAME  also draw the view type NAME of a Swift file (repeatable)
      --port N     listen on port N (default: a free port, printed)
      --poll       look for changes every 100 ms instead of with inotify
    """

    static func run(_ args: [String]) throws -> Int32 {
        let a = try Arguments(args, options: ["port", "view"], switches: ["poll", "help"], repeatable: ["view"])
        if a.has("help") { try PickerRenderTool.say(help, what: "the help"); return 0 }
        guard a.positionals.count == 1 else {
            throw UsageError(a.positionals.isEmpty ? "preview needs a spec file or folder: picker-render preview FILE"
                                                  : "unexpected argument '\(a.positionals[1])'")
        }
        let path = a.positionals[0]
        var port = 0
        if let text = a["port"] {
            guard let p = Int(text), (1...65535).contains(p) else { throw UsageError("--port: '\(text)' is not a port from 1 to 65535") }
            port = p
        }
        let source: PreviewSource
        do {
            guard let s = try PreviewSource(path: path, views: a.all("view")) else { throw UsageError("\(path): no such spec file or folder") }
            source = s
            if let swift = source.swift, try swift.entries().isEmpty { throw SwiftFileError.nothingToDraw(file: path) }
        } catch let e as SwiftFileError {
            throw e.isEnvironment ? PickerError.io(e.description) as any Error : UsageError(e.description)
        }
        if source.swift == nil, !a.all("view").isEmpty { throw UsageError("--view: \(path) is not Swift; --view names a view of a Swift file") }
        // A parent may have started this process with signals blocked (a test runner's thread):
        // Ctrl-C and a terminate must end the server whatever it inherited.
        var stopSignals = sigset_t()
        sigemptyset(&stopSignals)
        for sig in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&stopSignals, sig) }
        pthread_sigmask(SIG_UNBLOCK, &stopSignals, nil)
        let session: PreviewSession
        do { session = try PreviewSession(source: source, port: port, polling: a.has("poll")) } catch {
            throw PickerError.io("\(error)")
        }
        try PickerRenderTool.say("preview: \(session.url)" + (session.polling ? " (polling for changes)" : ""), what: "the address")
        while true { sleep(3600) }
    }
}
