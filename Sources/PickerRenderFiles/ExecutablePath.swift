// ExecutablePath: the running executable's file, the one place that knows how each system tells
// it: Linux by the /proc/self/exe link (which names the file even when it was started through a
// symbolic link or from PATH), Darwin by _NSGetExecutablePath. A batch fingerprints that file and
// the snapshot tools find the build folder beside it.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

package enum ExecutablePath {
    /// The path the executable's bytes are read from: /proc/self/exe on Linux (a link the kernel
    /// keeps to the very file, even one replaced since), the resolved path on Darwin.
    package static var readable: String {
        #if canImport(Darwin)
        return resolved ?? CommandLine.arguments.first ?? ""
        #else
        return "/proc/self/exe"
        #endif
    }

    /// The executable's own path, links resolved; nil when the system cannot say.
    package static var resolved: String? {
        #if canImport(Darwin)
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0, let real = realpath(buffer, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
        #else
        var buffer = [CChar](repeating: 0, count: 4097)
        let n = readlink("/proc/self/exe", &buffer, 4096)
        guard n > 0 else { return nil }
        return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #endif
    }
}
