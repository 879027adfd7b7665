// PNGError: typed errors for bad input and I/O. Each description names the source (a path or
// the caller's label) and the problem, so it can be shown to a user as is.
// Programmer mistakes (bad sizes, negative limits) are preconditions, not PNGErrors.

import PickerRenderFiles

public enum PNGError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The bytes are not a valid PNG; `message` is libpng's (or the reader's) explanation.
    case malformed(source: String, message: String)
    /// The image is valid but width x height exceeds the caller's pixel limit.
    case tooLarge(source: String, width: Int, height: Int, limit: Int)
    /// The file could not be read or written (a failed write left its target as it was).
    case file(FileError)
    /// libpng refused to encode an image (out of memory); not expected for valid images.
    case encodingFailed(message: String)

    public var description: String {
        switch self {
        case let .malformed(source, message):
            return "\(source): not a valid PNG: \(message)"
        case let .tooLarge(source, width, height, limit):
            return "\(source): image is \(width) x \(height) pixels (\(width * height)), more than the limit of \(limit) pixels"
        case let .file(error):
            return error.description
        case let .encodingFailed(message):
            return "PNG encoding failed: \(message)"
        }
    }
}

extension PNGError {
    /// Runs a file operation, its FileError becoming PNGError.file.
    static func file<T>(_ body: () throws(FileError) -> T) throws(PNGError) -> T {
        do { return try body() } catch { throw .file(error) }
    }
}
