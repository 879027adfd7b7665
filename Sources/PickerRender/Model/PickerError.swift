// PickerError: invalid input and I/O failures, by kind. Each description is the text of the
// one `error:` line the CLI prints, naming the bad value (and, for a picture, where it is:
// `content.children[1].values`). The underlying TextError / PNGError / FileError is kept, not flattened
// into a string, so callers can tell a missing font from a full disk. Programmer mistakes are
// preconditions, never these.

import PickerRenderFiles
import PickerRenderPNG
import PickerRenderText

public enum PickerError: Error, Equatable, Sendable, CustomStringConvertible {
    case noValues
    case duplicateValue(String)
    /// The selection is not among the values (listed when the control knows them as texts).
    case selectionNotFound(String, among: [String] = [])
    case invalidScale(String)
    case invalidWidth(String)
    /// A scroll offset out of range, in the control's own unit.
    case invalidOffset(control: String, value: String, unit: ScrollUnit)
    case invalidOption(name: String, value: String, expected: String)
    /// An expression that cannot be evaluated here (an unknown name, a division by zero, ...).
    case invalidExpression(name: String, text: String, ExpressionError)
    /// The error of a view inside a picture, at its path (`content.children[1]`).
    indirect case at(path: String, PickerError)
    /// Fonts could not be read (exit status 3).
    case fonts(TextError)
    /// A fonts directory the caller gave lacks a font or holds a file that is not one (exit 2).
    case invalidFonts(TextError)
    /// A user's font (`--font`, a spec's "fonts") for `role` ("all" or a text style) is missing,
    /// a directory, not a font, or a face index beyond its collection (exit 2); or could not be
    /// read (exit 3).
    case invalidFont(role: String, TextError)
    /// A PNG or sidecar could not be encoded or written (exit status 3); `what` names the output.
    case output(what: String, PNGError)
    /// A file could not be read or written (exit status 3); `what` names it.
    case file(what: String, FileError)
    /// A file other than a PNG could not be written (exit status 3).
    case io(String)
    /// A view drawn by Swift code (a GeometryReader's or visualEffect's closure) asked for as a
    /// spec, which holds data only.
    case notWritableAsSpec(path: String, view: String)
    /// A SwiftUI view whose state kept changing: its body was evaluated `passes` times.
    case neverSettles(view: String, state: String, passes: Int)

    public var description: String {
        switch self {
        case .noValues: return "values: the picker needs at least one value"
        case .duplicateValue(let v): return "values: duplicate value '\(v)' (values must be unique)"
        case .selectionNotFound(let v, let values):
            guard !values.isEmpty else { return "selection: '\(v)' is not one of the values" }
            let shown = values.prefix(12).joined(separator: ", ") + (values.count > 12 ? ", ... (\(values.count) in all)" : "")
            return "selection: '\(v)' is not one of the values (\(shown))"
        case .invalidScale(let v): return "scale: '\(v)' is not \(Limits.scalesText)"
        case .invalidWidth(let v): return "width: '\(v)' is not \(Limits.points(from: "one pixel"))"
        case .invalidOffset(let control, let v, let unit):
            return "offset: '\(v)' is not a \(control) offset in \(unit.rawValue) within +-\(unit.limitText)"
        case .invalidOption(let name, let value, let expected): return "\(name): '\(value)' is not \(expected)"
        case .invalidExpression(let name, let text, let e): return "\(name): '\(text)': \(e)"
        case .at(let path, let inner):
            // Inner messages start with the field they are about ("values: ..."): join the
            // path and the field into one JSON path.
            let text = inner.description
            guard !path.isEmpty else { return text }
            return path + (inner.fieldMessage != nil ? "." : ": ") + text
        case .fonts(let e), .invalidFonts(let e): return "fonts: \(e.description)"
        case .invalidFont(let role, let e):
            let name = CustomFonts.label(ofRole: role)
            switch e {
            case .missing(let p): return "\(name): '\(p)' does not exist"
            case .notAFont(let p, let why): return "\(name): '\(p)' is not a usable font: \(why)"
            case .unreadable(let p, let why): return "\(name): cannot read '\(p)': \(why)"
            default: return "\(name): \(e.description)"
            }
        case .output(let what, let e): return "\(what): \(e.description)"
        case .file(let what, let e): return "\(what): \(e.description)"
        case .io(let m): return m
        case .notWritableAsSpec(let path, let view):
            return "\(path): '\(view)' is drawn by a Swift closure and cannot be written as a spec (a spec holds data only)"
        case .neverSettles(let view, let state, let passes):
            return "\(view): its state '\(state)' was still changing after \(passes) passes of onAppear and onChange (a view must settle)"
        }
    }

    /// The field a message is about and the rest ("selection: 'c' is not ..." is "selection"
    /// and "'c' is not ..."), or nil when it does not start with a field.
    package var fieldMessage: (field: String, message: String)? {
        let text = description
        let field = text.prefix { $0 != ":" }
        guard field.count < text.count, !field.isEmpty, !field.contains(" ") else { return nil }
        return (String(field), String(text.dropFirst(field.count + 1).drop { $0 == " " }))
    }

    /// The field a bad value or expression is named by (nil for other errors).
    package var field: String? {
        switch self {
        case .invalidOption(let name, _, _), .invalidExpression(let name, _, _): return name
        default: return nil
        }
    }

    /// The same error naming `field` instead.
    package func named(_ field: String) -> PickerError {
        switch self {
        case .invalidOption(_, let value, let expected): return .invalidOption(name: field, value: value, expected: expected)
        case .invalidExpression(_, let text, let e): return .invalidExpression(name: field, text: text, e)
        default: return self
        }
    }

    /// True for I/O failures (exit status 3), false for bad input (exit status 2).
    public var isIO: Bool {
        switch self {
        case .fonts, .output, .file, .io: return true
        case .invalidFont(_, let e): return !e.isBadInput
        case .at(_, let inner): return inner.isIO
        default: return false
        }
    }

    /// The rules SwiftUI's Picker and WheelPicker give a list of options: at least one, each once,
    /// the selection among them. Returns the selection's index.
    static func checkOptions(_ options: [String], selection: String) throws(PickerError) -> Int {
        guard !options.isEmpty else { throw .noValues }
        var seen = Set<String>(minimumCapacity: options.count)
        for o in options where !seen.insert(o).inserted { throw .duplicateValue(o) }
        guard let i = options.firstIndex(of: selection) else { throw .selectionNotFound(selection, among: options) }
        return i
    }

    /// Formats a user's number for an error line: whole numbers without ".0", NaN as "nan".
    package static func format(_ v: Double) -> String {
        v.isNaN ? "nan" : v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}

/// What a control's scroll offset counts: rows for the wheels, points for the rulers.
public enum ScrollUnit: String, Sendable, CaseIterable {
    case rows, points

    /// The largest offset accepted: far beyond any list, still exact in Int.
    public var limit: Double { self == .rows ? 10_000_000 : 1_000_000_000 }
    /// `limit` with its thousands grouped, as the error line shows it ("10,000,000").
    var limitText: String {
        let digits = Array(String(Int(limit)))
        var text = ""
        for (i, d) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { text += "," }
            text.append(d)
        }
        return text
    }
}
