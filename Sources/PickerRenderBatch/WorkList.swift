// WorkList: the items a batch's workers share: each worker takes the next index, does the
// work with no lock held, and stores its result at that index, so results come out in the
// items' order whatever the scheduling. One lock guards the cursor and the results; an
// optional progress line (on a terminal) counts finished items.

import Foundation
import PickerRender

final class WorkList<Output: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var cursor = 0, done = 0
    private var stored: [Output?]
    private let showProgress: Bool

    init(count: Int, progress: Bool = false) {
        stored = Array(repeating: nil, count: count)
        showProgress = progress && count > 0
    }

    /// The next item's index, or nil when every item is taken.
    func next() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard cursor < stored.count else { return nil }
        cursor += 1
        return cursor - 1
    }

    /// Stores item `i`'s result; `label` names it on the progress line.
    func finish(_ i: Int, _ output: Output, label: String = "") {
        lock.lock(); defer { lock.unlock() }
        stored[i] = output
        done += 1
        if showProgress { FileHandle.standardError.write(Data("\r\u{1B}[K[\(done)/\(stored.count)] \(label)".utf8)) }
    }

    /// True when every item has its result.
    var isComplete: Bool {
        lock.lock(); defer { lock.unlock() }
        return done == stored.count
    }

    /// The results in the items' order (nil for an item not finished).
    var results: [Output?] {
        lock.lock(); defer { lock.unlock() }
        return stored
    }

    /// Clears the progress line.
    func endProgress() {
        if showProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
