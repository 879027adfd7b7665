// OutputCommitter: makes a batch's outputs durable and puts them in place on a thread of its
// own, so the workers go on drawing while the disk syncs. Why: every output was fsync'ed,
// renamed and its folder fsync'ed by the worker that drew it; on this machine's ext4 (no
// journal) an fsync is several synchronous writes and a cache flush, and two workers syncing
// at once wait on each other's flushes (sched_switch stacks: ~100 ms blocked per worker in a
// gallery run at --jobs 2, against ~20 ms in all at --jobs 1).
// Invariants: commits run one at a time in the order they were queued (an animation's frames
// are written before its file is queued, so they are there first); a file is synced before it
// is renamed into place (AtomicFile.commit); `finish` waits for every commit and then syncs
// each folder once, and the batch writes its manifest only after that, so the manifest never
// names a file that is not durable. A failed commit is reported as that output's failure.

import Dispatch
import Foundation
import PNGCodec

final class OutputCommitter: @unchecked Sendable {
    private let queue = DispatchQueue(label: "PickerRender.OutputCommitter")
    private let lock = NSLock()
    private var failures: [Int: PickerError] = [:]
    private var committed: [String] = []

    /// Queues item `k`'s prepared output.
    func commit(_ k: Int, _ file: AtomicFile.PendingFile) {
        queue.async { [self] in
            do throws(PNGError) {
                try AtomicFile.commit(file)
                lock.lock(); committed.append(file.path); lock.unlock()
            } catch {
                lock.lock(); failures[k] = .output(what: "output", error); lock.unlock()
            }
        }
    }

    /// Waits for every queued commit, syncs the folders written to, returns the failures by item.
    func finish() -> [Int: PickerError] {
        queue.sync {}
        lock.lock(); defer { lock.unlock() }
        AtomicFile.syncDirectories(of: committed)
        return failures
    }
}
