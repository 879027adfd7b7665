// WorkList: the items a batch's workers share: each worker takes the next index, does the
// work with no lock held, and stores its result at that index, so results come out in the
// items' order whatever the scheduling. One lock guards the cursor and the results; an
// optional progress line (on a terminal) counts finished items. A progress line that cannot be
// written stops the progress (the drawing goes on) and is thrown by `endProgress`.

import Foundation
import PickerRender
import PickerRenderFiles
import PickerRenderLocking

final class WorkList<Output: Sendable>: Sendable {
    private struct State {
        var cursor = 0, done = 0
        var stored: [Output?]
        /// The first progress write that failed; no line is written after it.
        var lostProgress: StreamError?
    }
    private let state: Locked<State>
    private let showProgress: Bool

    init(count: Int, progress: Bool = false) {
        state = Locked(State(stored: Array(repeating: nil, count: count)))
        showProgress = progress && count > 0
    }

    /// The next item's index, or nil when every item is taken.
    func next() -> Int? {
        state.withLock { s in
            guard s.cursor < s.stored.count else { return nil }
            s.cursor += 1
            return s.cursor - 1
        }
    }

    /// Stores item `i`'s result; `label` names it on the progress line.
    func finish(_ i: Int, _ output: Output, label: String = "") {
        state.withLock { s in
            s.stored[i] = output
            s.done += 1
            // Written with the lock held, so the counts on the line only go up.
            if showProgress, s.lostProgress == nil {
                do throws(StreamError) { try StandardStream.error.write("\r\u{1B}[K[\(s.done)/\(s.stored.count)] \(label)", what: "the progress line") } catch {
                    s.lostProgress = error
                }
            }
        }
    }

    /// True when every item has its result.
    var isComplete: Bool {
        state.withLock { $0.done == $0.stored.count }
    }

    /// The results in the items' order (nil for an item not finished).
    var results: [Output?] {
        state.withLock { $0.stored }
    }

    /// Clears the progress line; throws the first progress write that failed.
    func endProgress() throws(StreamError) {
        guard showProgress else { return }
        if let lost = state.withLock({ $0.lostProgress }) { throw lost }
        try StandardStream.error.write("\r\u{1B}[K", what: "the progress line")
    }
}
