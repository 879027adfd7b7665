// Locked: mutual exclusion (no update lost when threads race on one value) and errors passed
// through with their type. Under `make sanitize` (ThreadSanitizer) the racing test is also the
// check that the sanitizer sees this lock: a lock it cannot see is reported as a race here.

import Dispatch
import PickerRenderLocking
import Testing

@Suite struct LockedTests {
    @Test func threadsRacingOnOneValueLoseNoUpdate() {
        let counter = Locked(0)
        let log = Locked<[Int]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for _ in 0..<20_000 {
                // A read, then a write, in one critical section: without exclusion, increments are lost.
                counter.withLock { value in let seen = value; value = seen + 1 }
            }
            log.withLock { $0.append(worker) }
        }
        #expect(counter.withLock { $0 } == 80_000)
        #expect(log.withLock { $0.sorted() } == [0, 1, 2, 3])
    }

    struct Refused: Error, Equatable { let value: Int }

    @Test func aThrownErrorKeepsItsTypeAndTheValueItsChanges() {
        let box = Locked(1)
        #expect(throws: Refused(value: 2)) {
            try box.withLock { (v: inout Int) throws(Refused) in v = 2; throw Refused(value: v) }
        }
        // The lock was released on the throw, and the change before it stays.
        #expect(box.withLock { $0 } == 2)
    }
}
