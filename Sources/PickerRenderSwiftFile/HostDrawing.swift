// HostDrawing: how the preview asks a view host for its images, and reads what it made. The
// host is run as `HOST draw-hosted --out DIR --appearances light,dark [render options]`; it
// draws every hosted view in each appearance to DIR/<n>-<appearance>.png and says one line per
// image on standard output: `<n> TAB <appearance> TAB ok TAB <scale>` or
// `<n> TAB <appearance> TAB error TAB <message>` (a view that never settles, a missing font).
// Both ends use this type, so the format is written once.

package struct HostDrawing: Sendable, Equatable {
    package static let command = "draw-hosted"

    package enum Outcome: Sendable, Equatable {
        case drawn(scale: Int)
        case failed(String)
    }

    package var index: Int
    package var appearance: String
    package var outcome: Outcome

    package init(index: Int, appearance: String, outcome: Outcome) {
        self.index = index; self.appearance = appearance; self.outcome = outcome
    }

    /// The image's file name in the output folder.
    package static func fileName(index: Int, appearance: String) -> String { "\(index)-\(appearance).png" }

    /// The line the host prints (a message's line breaks and tabs made spaces).
    package var line: String {
        switch outcome {
        case .drawn(let scale): return "\(index)\t\(appearance)\tok\t\(scale)"
        case .failed(let message):
            return "\(index)\t\(appearance)\terror\t" + String(message.map { $0 == "\n" || $0 == "\t" || $0 == "\r" ? " " : $0 })
        }
    }

    /// The lines of a host's output that are drawings; others are ignored.
    package static func parse(_ output: String) -> [HostDrawing] {
        output.split(separator: "\n").compactMap { line in
            let f = line.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false)
            guard f.count == 4, let n = Int(f[0]), n >= 0, ["light", "dark"].contains(f[1]) else { return nil }
            switch f[2] {
            case "ok": return Int(f[3]).map { HostDrawing(index: n, appearance: String(f[1]), outcome: .drawn(scale: $0)) }
            case "error": return HostDrawing(index: n, appearance: String(f[1]), outcome: .failed(String(f[3])))
            default: return nil
            }
        }
    }
}
