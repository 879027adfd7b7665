// PictureBufferReuse: keeps the C allocator from handing a picture's large buffers back to the
// kernel between pictures. A canvas at @3x is 12.6 MB; glibc maps blocks that large with mmap
// (and unmaps them on free), so every picture of a batch or gallery page-faulted its canvas in
// again, zero-filled by the kernel (perf: two thirds of the process's page faults, and more
// with a second worker, whose arena starts empty). With the mmap threshold at its ceiling
// (32 MB) and a trim threshold above a picture's working set, freed buffers stay in the heap
// and the next picture reuses them.
// Invariants: the process's peak memory is unchanged (the same buffers, reused instead of
// remapped); only the CLI does this (it owns the process); a libc without mallopt is left as it is.

#if canImport(Glibc)
import Glibc
#endif

enum PictureBufferReuse {
    /// glibc's M_TRIM_THRESHOLD and M_MMAP_THRESHOLD (malloc.h; not in Swift's Glibc module).
    private static let trimThreshold: Int32 = -1, mmapThreshold: Int32 = -3

    static func enable() {
        #if canImport(Glibc)
        typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: MallOpt.self)
        _ = mallopt(mmapThreshold, 32 << 20)
        _ = mallopt(trimThreshold, 96 << 20)
        #endif
    }
}
