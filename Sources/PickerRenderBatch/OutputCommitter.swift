// OutputCommitter: makes a batch's outputs durable and puts them in place on threads of its
// own, so the workers go on drawing while the disk syncs. Why: every output was fsync'ed,
// renamed and its folder fsync'ed by the worker that drew it; on this machine's ext4 (no
// journal) an fsync is several synchronous writes and a cache flush, and two workers syncing
// at once wait on each other's flushes (sched_switch stacks: ~100 ms blocked per worker in a
// gallery run at --jobs 2, against ~20 ms in all at --jobs 1).
// Invariants: an item's file is committed once, after the worker wrote all of it (an
// animation's frames are written in place before its file is queued, so they are there
// first); commits run on one lane per worker (item k on lane k mod lanes, each lane in queue
// order), so syncing keeps pace with the drawing at --jobs 2 instead of leaving a backlog
// for the end (one lane: 15 ms of the gallery's 200 waited for it); a file is synced before
// it is renamed into place (AtomicFile.commit); `finish` waits for every commit and then syncs
// each folder once, and the batch writes its manifest only after that, so the manifest never
// names a file that is not durable. A failed commit is reported as that output's failure.

import Dispatch
import PickerRenderFiles
import Foundation
import PickerRender
import PickerRenderLocking
import PickerRenderPNG

final class OutputCommitter: Sendable {
    private let lanes: [DispatchQueue]
    private let outcome = Locked<(failures: [Int: PickerError], committed: [AtomicFile.Target])>(([:], []))

    init(lanes: Int) {
        self.lanes = (0..<max(lanes, 1)).map { DispatchQueue(label: "PickerRender.OutputCommitter.\($0)") }
    }

    /// Queues item `k`'s prepared output.
    func commit(_ k: Int, _ file: AtomicFile.PendingFile) {
        lanes[k % lanes.count].async { [self] in
            do throws(FileError) {
                try AtomicFile.commit(file)
                outcome.withLock { $0.committed.append(file.target) }
            } catch {
                outcome.withLock { $0.failures[k] = .file(what: "output", error) }
            }
        }
    }

    /// Waits for every queued commit; returns the failures by item and the files put in place,
    /// whose folders are not synced yet: the caller syncs them (AtomicFile.syncFolders, or
    /// in the same round as the index files: AtomicFile.write(targets:marker:after:)) before
    /// anything claims the files are there.
    func finish() -> (failures: [Int: PickerError], committed: [AtomicFile.Target]) {
        for lane in lanes { lane.sync {} }
        return outcome.withLock { $0 }
    }
}
