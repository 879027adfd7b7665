// PNGDecodeFuzzer: libFuzzer target for PNGCodec's decoder.
// Each input is decoded twice, from memory (PNGCodec.decode) and streamed from a file
// (PNGCodec.read on a scratch file in /dev/shm), and the two results must be
// identical: same pixels or same error. Any crash, sanitizer report, trap, or difference is a
// finding; so is an input that takes more memory than libFuzzer's -rss_limit_mb (make fuzz sets
// 1024: the pixel cap here is 16 MP, 64 MB of RGBA, so only an unbounded allocation gets there).
// Linking (docs/architecture.md §16): SwiftPM links an executable with --defsym main=<Module>_main,
// so that is the entry point, and it hands over to libFuzzer's driver.

import FuzzDriver
import PickerRenderPNG
#if canImport(Glibc)
import Glibc
#endif

/// Small enough that a legitimate image costs little; large enough for every seed.
let maxPixels = 16_000_000

/// One scratch file per process (unlinked at once, so nothing is left behind), rewritten for each
/// input and read back through /proc/self/fd as the regular file PNGCodec.read wants.
nonisolated(unsafe) let fd: Int32 = {
    var template = Array("/dev/shm/png-fuzz-XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    precondition(fd >= 0, "mkstemp failed")
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    return fd
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let fromMemory = Result { () throws(PNGError) -> RGBAImage in try PNGCodec.decode(bytes, source: "x", maxPixels: maxPixels) }
    if case .success(let image) = fromMemory {
        precondition(image.width > 0 && image.height > 0 && image.pixels.count == image.width * image.height * 4)
    }
    precondition(ftruncate(fd, 0) == 0, "ftruncate failed")
    let written = bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
    precondition(written == size, "short write to the scratch file")
    let fromFile = Result { () throws(PNGError) -> RGBAImage in try PNGCodec.read(path: "/proc/self/fd/\(fd)", maxPixels: maxPixels) }
    switch (fromMemory, fromFile) {
    case let (.success(a), .success(b)):
        precondition(a == b, "memory and file decodes differ")
    case let (.failure(a), .failure(b)):
        precondition(sameKind(a, b), "memory and file decodes fail differently: \(a) / \(b)")
    default:
        preconditionFailure("memory and file decodes disagree: \(fromMemory) / \(fromFile)")
    }
    return 0
}

func sameKind(_ a: PNGError, _ b: PNGError) -> Bool {
    switch (a, b) {
    case let (.malformed(_, m1), .malformed(_, m2)): return m1 == m2
    case let (.tooLarge(_, w1, h1, _), .tooLarge(_, w2, h2, _)): return w1 == w2 && h1 == h2
    default: return false
    }
}

@_cdecl("PNGDecodeFuzzer_main")
public func fuzzerMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    return runFuzzer(argc, argv, testOneInput)
}
