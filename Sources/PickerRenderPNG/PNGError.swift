// PNGError: typed errors for bad input and I/O. Each description names the source (a path or
// the caller's label) and the problem, so it can be shown to a user as is.
// Programmer mistakes (bad sizes, negative limits) are preconditions, not PNGErrors.

public enum PNGError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The bytes are not a valid PNG; `message` is libpng's (or the reader's) explanation.
    case malformed(source: String, message: String)
    /// The image is valid but width x height exceeds the caller's pixel limit.
    case tooLarge(source: String, width: Int, height: Int, limit: Int)
    /// The file could not be read.
    case readFailed(path: String, reason: String)
    /// The file could not be written; the target was left as it was.
    case writeFailed(path: String, reason: String)
    /// libpng refused to encode an image (out of memory); not expected for valid images.
    case encodingFailed(message: String)

    public var description: String {
        switch self {
        case let .malformed(source, message):
            return "\(source): not a valid PNG: \(message)"
        case let .tooLarge(source, width, height, limit):
            return "\(source): image is \(width) x \(height) pixels (\(width * height)), more than the limit of \(limit) pixels"
        case let .readFailed(path, reason):
            return "cannot read \(path): \(reason)"
        case let .writeFailed(path, reason):
            return "cannot write \(path): \(reason)"
        case let .encodingFailed(message):
            return "PNG encoding failed: \(message)"
        }
    }
}
