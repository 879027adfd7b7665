// FileError: a file that could not be read or written, naming the path and the system's reason,
// so it can be shown to a user as it is. Every reader and writer of files in the package throws
// it (the PNG codec wraps it in PNGError.file), so reading a JSON spec or writing an HTML index
// fails with a file error, not a PNG one. A failed write left its target as it was.

public enum FileError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The file could not be read.
    case readFailed(path: String, reason: String)
    /// The file could not be written; the target was left as it was.
    case writeFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case let .readFailed(path, reason): return "cannot read \(path): \(reason)"
        case let .writeFailed(path, reason): return "cannot write \(path): \(reason)"
        }
    }

    /// The path the error is about.
    public var path: String {
        switch self {
        case let .readFailed(path, _), let .writeFailed(path, _): return path
        }
    }
}
