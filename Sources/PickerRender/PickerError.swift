// PickerError: invalid input and I/O failures, by kind. Each description is the text of the
// one `error:` line the CLI prints, naming the bad value. Programmer mistakes are
// preconditions, never these.

public enum PickerError: Error, Equatable, CustomStringConvertible {
    case noValues
    case duplicateValue(String)
    case selectionNotFound(String)
    case invalidScale(String)
    case invalidWidth(String)
    case invalidOffset(String)
    case invalidOption(name: String, value: String, expected: String)
    /// Fonts could not be read (exit status 3).
    case fonts(String)
    /// A fonts directory the caller gave lacks a font or holds a file that is not one (exit 2).
    case invalidFonts(String)
    /// Output could not be written (exit status 3).
    case output(String)

    public var description: String {
        switch self {
        case .noValues: return "values: the wheel needs at least one value"
        case .duplicateValue(let v): return "values: duplicate value '\(v)' (values must be unique)"
        case .selectionNotFound(let v): return "selection: '\(v)' is not one of the values"
        case .invalidScale(let v): return "scale: '\(v)' is not 1, 2 or 3"
        case .invalidWidth(let v): return "width: '\(v)' is not a number of points from one pixel to 4096"
        case .invalidOffset(let v): return "offset: '\(v)' is not a number of rows within +-10,000,000"
        case .invalidOption(let name, let value, let expected): return "\(name): '\(value)' is not \(expected)"
        case .fonts(let m), .invalidFonts(let m): return m
        case .output(let m): return m
        }
    }

    /// True for I/O failures (exit status 3), false for bad input (exit status 2).
    public var isIO: Bool {
        switch self {
        case .fonts, .output: return true
        default: return false
        }
    }
}
