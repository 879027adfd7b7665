// SegmentRunner: the parallel-for that the flat encoder's segments run on (cpng_task_runner in
// flat_encoder.h). The C side hands over a job and a body; the segments touch disjoint memory
// and the stream is assembled in segment order afterwards, so the bytes never depend on which
// thread compressed what.
// Design: the calling thread works through the segments itself, and offers them to one helper
// per other core on Dispatch's global queue; a helper runs only when the pool has a thread to
// spare, and takes segments until none is left. So a picture encoded alone (`render`, a batch's
// contact sheet) uses every core, encodes running on every core at once (a batch's workers)
// each mostly stay on their own thread, and when a worker runs out of pictures its thread
// goes back to the pool and helps the others finish their last ones. (concurrentPerform was
// not used: nested in a batch's own concurrentPerform, Dispatch runs it serially.)
// Invariant: `run` returns only when every segment's body has returned; a helper that starts
// after that finds no segment to claim and never touches the (then freed) job.

import CPNG
import Dispatch
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

enum SegmentRunner {
    /// Helpers an encode may have when nobody set a limit: one per other core.
    static let defaultHelpers = max(0, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) - 1)

    /// The calling thread's limit (`PNGCodec.withEncodeHelpers`), stored as limit + 1 so that
    /// 0 (no value) means "not set".
    private static let limitKey: pthread_key_t = {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, nil) == 0, "SegmentRunner: no thread-specific key")
        return key
    }()

    static var helperLimit: Int {
        let stored = Int(bitPattern: pthread_getspecific(limitKey))
        return stored == 0 ? defaultHelpers : stored - 1
    }

    static func withHelperLimit<T, E: Error>(_ limit: Int, _ body: () throws(E) -> T) throws(E) -> T {
        let saved = pthread_getspecific(limitKey)
        pthread_setspecific(limitKey, UnsafeRawPointer(bitPattern: max(0, limit) + 1))
        defer { pthread_setspecific(limitKey, saved) }
        return try body()
    }

    /// The C function pointer handed to cpng_encode_flat_with.
    static let run: cpng_task_runner = { _, count, job, body in
        guard let body, count > 0 else { return }
        let work = SegmentWork(count: count, job: job, body: body)
        for _ in 0..<min(helperLimit, count - 1) {
            DispatchQueue.global().async { while work.runNext() {} }
        }
        while work.runNext() {}
        work.waitUntilFinished()
    }
}

/// One encode's segments, handed out one at a time to whichever thread asks.
final class SegmentWork: @unchecked Sendable {
    let count: Int
    // The C encoder's job and body: valid until `run` returns, which is after the last claimed
    // body has returned; bodies of different indices touch disjoint memory (hence Sendable).
    private let job: UnsafeMutableRawPointer?
    private let body: cpng_task_body
    private let next = Atomic<Int>(0)
    private let finished = Atomic<Int>(0)
    private let done = DispatchSemaphore(value: 0)

    init(count: Int, job: UnsafeMutableRawPointer?, body: cpng_task_body) {
        self.count = count; self.job = job; self.body = body
    }

    /// Runs one unclaimed segment; false when every segment has been claimed.
    func runNext() -> Bool {
        let i = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard i < count else { return false }
        body(job, i)
        if finished.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue == count { done.signal() }
        return true
    }

    /// Blocks until every segment, those other threads claimed included, has finished.
    func waitUntilFinished() { done.wait() }
}
