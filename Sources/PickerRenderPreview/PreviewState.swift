// PreviewState: what the worker publishes and the HTTP threads read, kept behind one Locked
// (PreviewSession.state). The page's settings are asked for by its polls (`wanted`, the most
// recent first, at most `maximumSettings`: a page's control changes, a second tab); for each the
// worker keeps one snapshot: the images shown (by sha256 in `images`), the problems, and
// `version`, raised whenever an image or a problem changes, which the page compares.

import PickerRender

package struct PreviewSnapshot: Sendable, Equatable {
    package struct Image: Sendable, Equatable {
        package var id: String
        package var title: String
        package var command: String
        package var digest: String
        package var animated: Bool
        /// Its width in points (pixels / scale).
        package var width: Double

        /// A PNG's width in points at `scale`: IHDR's width (bytes 16 to 19) over the scale.
        static func width(of png: [UInt8], scale: Int) -> Double {
            let pixels = png.count > 20 ? png[16..<20].reduce(0) { $0 << 8 | Int($1) } : 0
            return Double(pixels) / Double(max(scale, 1))
        }
    }

    package var version = 0
    package var images: [Image] = []
    package var problems: [PreviewProblem] = []
    package var leftOut = 0
    /// The files' stamp this snapshot was made from (PreviewFiles.scan).
    package var stamp = ""

    /// The page's state: `{"version", "images": [{id, title, command, src, animated}], "problems":
    /// [{file, path, message}], "leftOut", "pending", "building"}` (`building`: a Swift build's
    /// progress while it runs, else null).
    package func json(pending: Bool, building: String? = nil) -> String {
        let images = JSONValue.array(images.map { i in
            .object([("id", .string(i.id)), ("title", .string(i.title)), ("command", .string(i.command)),
                     ("src", .string("/image/\(i.digest).png")), ("digest", .string(i.digest)), ("animated", .bool(i.animated)), ("width", .number(i.width))])
        })
        let problems = JSONValue.array(problems.map { p in
            .object([("file", .string(p.file)), ("path", .string(p.path)), ("message", .string(p.message))])
        })
        return JSONValue.object([("version", .number(Double(version))), ("images", images), ("problems", problems),
                                 ("leftOut", .number(Double(leftOut))), ("pending", .bool(pending)),
                                 ("building", building.map(JSONValue.string) ?? .null)]).serialized(pretty: false)
    }
}

package struct PreviewState: Sendable {
    package static let maximumSettings = 4

    package var wanted: [PreviewSettings] = []
    package var snapshots: [PreviewSettings: PreviewSnapshot] = [:]
    package var images = ImageCache()
    package var stopping = false
    /// A Swift source's build under way: its last line of progress.
    package var building: String?

    /// Notes that a page wants `settings` (most recent first); forgets the oldest beyond the bound.
    package mutating func want(_ settings: PreviewSettings) {
        if wanted.first == settings { return }
        wanted.removeAll { $0 == settings }
        wanted.insert(settings, at: 0)
        while wanted.count > Self.maximumSettings { snapshots[wanted.removeLast()] = nil }
    }

    /// Every image a current snapshot shows.
    package var pinned: Set<String> { Set(snapshots.values.flatMap { $0.images.map(\.digest) }) }
}
