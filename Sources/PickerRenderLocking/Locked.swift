// PickerRenderLocking: the package's one lock type for state shared between threads. Locked<Value> is a
// value behind a pthread mutex, with Synchronization.Mutex's `withLock` shape.
// Why not Mutex: on Linux its lock is a futex inside the uninstrumented runtime, which
// ThreadSanitizer cannot see, so every access it guards is reported as a race under `make
// sanitize` whenever two threads happen to take it (a 4-thread toy program over Mutex<[Int]>
// was flagged on every run, the same over pthread_mutex_t never; CI failed on SegmentRunner's
// list and later on SharedFontFiles' table). The sanitizer intercepts pthread_mutex_lock, so a
// pthread mutex is seen wherever it is taken. Uncontended, both cost a few tens of nanoseconds.
// Invariants: the value is touched only inside `withLock`; `body` must not take the same lock
// again (the mutex is not recursive) and should not block. The value has a size: Locked<Void>
// (a lock around work on files) was reported by ThreadSanitizer as racing with itself, since
// the accesses to a value of no size are recorded at the object's own address, which
// `withLock` reads before it locks; such a lock holds a small value instead (a count).

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

package final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    // Heap-allocated: a pthread mutex must not move once initialised.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    package init(_ value: Value) {
        precondition(MemoryLayout<Value>.size > 0, "Locked: a value of no size is misreported by ThreadSanitizer")
        self.value = value
        precondition(pthread_mutex_init(mutex, nil) == 0, "Locked: pthread_mutex_init failed")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the value, the lock held.
    package func withLock<T, E: Error>(_ body: (inout Value) throws(E) -> T) throws(E) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
