// SegmentRunner: the parallel-for that the flat encoder's segments run on (cpng_task_runner in
// flat_encoder.h). The C side hands over a job and a body; the segments touch disjoint memory
// and the stream is assembled in segment order afterwards, so the bytes never depend on which
// thread compressed what.
// Design: the calling thread always works through the segments itself; who else may take
// some depends on the calling thread's mode:
// - pool (the default; `PNGCodec.withEncodeHelpers(n)`): up to n helpers on Dispatch's global
//   queue, one per other core by default. For a picture encoded alone (`render`, a batch's
//   contact sheet after its workers are done), when the other cores are free.
// - shared (`PNGCodec.withSharedEncodes`, a batch's workers): no helper is started; the encode
//   is listed, and a worker that has run out of pictures takes its segments
//   (`PNGCodec.helpSharedEncode`). Pool helpers were tried here first: Dispatch started them as
//   a third thread beside the two busy workers, and a worker then waited for a segment whose
//   helper had been descheduled (perf sched: 21 to 45 ms of waiting per worker in a gallery).
// Invariants: `run` returns only when every segment's body has returned; a thread that comes
// to a finished encode finds no segment to claim and never touches its (then freed) job.

import CPickerRenderPNG
import Dispatch
import PickerRenderLocking
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum SegmentRunner {
    /// Pool helpers an encode may have when nobody set a mode: one per other core.
    static let defaultHelpers = max(0, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) - 1)

    enum Mode: Equatable { case pool(helpers: Int), shared }

    /// The calling thread's mode, stored as a pointer-sized number: 0 not set, Int.max shared,
    /// else pool helpers + 1.
    private static let modeKey: pthread_key_t = {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, nil) == 0, "SegmentRunner: no thread-specific key")
        return key
    }()

    static var mode: Mode {
        let stored = Int(bitPattern: pthread_getspecific(modeKey))
        switch stored {
        case 0: return .pool(helpers: defaultHelpers)
        case .max: return .shared
        default: return .pool(helpers: stored - 1)
        }
    }

    static func with<T, E: Error>(_ mode: Mode, _ body: () throws(E) -> T) throws(E) -> T {
        let saved = pthread_getspecific(modeKey)
        let stored: Int
        switch mode {
        case .pool(let helpers): stored = max(0, min(helpers, 1 << 20)) + 1
        case .shared: stored = .max
        }
        pthread_setspecific(modeKey, UnsafeRawPointer(bitPattern: stored))
        defer { pthread_setspecific(modeKey, saved) }
        return try body()
    }

    /// Encodes of threads in shared mode that still have segments to hand out (behind PickerRenderLocking's
    /// pthread mutex, which ThreadSanitizer sees: see Locked).
    private static let shared = Locked<[SegmentWork]>([])

    /// Runs one segment of a listed encode; false when there is none to take.
    static func helpShared() -> Bool {
        while let work = shared.withLock({ $0.first }) {
            if work.runNext() { return true }
            shared.withLock { list in list.removeAll { $0 === work } }
        }
        return false
    }

    /// The C function pointer handed to cpng_encode_flat_with.
    static let run: cpng_task_runner = { _, count, job, body in
        guard let body, count > 0 else { return }
        let work = SegmentWork(count: count, job: job, body: body)
        switch mode {
        case .shared:
            shared.withLock { $0.append(work) }
            while work.runNext() {}
            shared.withLock { list in list.removeAll { $0 === work } }
        case .pool(let helpers):
            for _ in 0..<min(helpers, count - 1) {
                DispatchQueue.global().async { while work.runNext() {} }
            }
            while work.runNext() {}
        }
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
