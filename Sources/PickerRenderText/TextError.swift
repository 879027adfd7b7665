// TextError: why the fonts could not be loaded. Every case names the offending path, so a
// user who points PICKER_RENDER_FONTS at the wrong place sees which file was expected where.

public enum TextError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing at that path (or the fonts directory itself is absent).
    case missing(path: String)
    /// It exists but could not be read (permissions, a directory, an I/O error); errno text.
    case unreadable(path: String, reason: String)
    /// Not a regular file, or read fine but FreeType or HarfBuzz does not accept it as a font.
    case notAFont(path: String, reason: String)
    /// Fonts/fonts.lock cannot be parsed.
    case badLockFile(path: String, reason: String)
    /// A face pinned in the lock file is not installed (its Debian package is missing).
    case pinnedFaceMissing(path: String, package: String)
    /// A pinned face's bytes differ from the lock file's digest.
    case pinMismatch(path: String, expected: String, actual: String, lockFile: String, package: String)
    /// Text with characters that only a fallback face could draw, when that face cannot be used
    /// here (each of `faces` is its pinnedFaceMissing, pinMismatch or badLockFile): drawing on
    /// would differ from the picture drawn where the face is.
    case fallbackUnavailable(text: String, codePoints: [UInt32], faces: [TextError])

    package var path: String {
        switch self {
        case .missing(let p), .unreadable(let p, _), .notAFont(let p, _), .badLockFile(let p, _),
             .pinnedFaceMissing(let p, _), .pinMismatch(let p, _, _, _, _): p
        case .fallbackUnavailable(_, _, let faces): faces.first?.path ?? ""
        }
    }

    /// Missing or not a font (or not a regular file): the directory is wrong, as opposed to a
    /// read failing (permissions, I/O).
    public var isBadInput: Bool {
        switch self {
        case .missing, .notAFont: true
        // The machine lacks a pinned package, or the package's own lock is broken: not the user's input.
        case .unreadable, .badLockFile, .pinnedFaceMissing, .pinMismatch, .fallbackUnavailable: false
        }
    }

    public var description: String {
        switch self {
        case .missing(let p):
            "font file not found: \(p) (set PICKER_RENDER_FONTS to the package's Fonts directory)"
        case .unreadable(let p, let why): "cannot read font file \(p): \(why)"
        case .notAFont(let p, let why): "not a usable font: \(p): \(why)"
        case .badLockFile(let p, let why): "bad font lock file \(p): \(why)"
        case .pinnedFaceMissing(let p, let pkg):
            "pinned fallback face not installed: \(p) (from Debian package \(pkg))"
        case .pinMismatch(let p, let want, let got, let lock, let pkg):
            "pinned fallback face changed: \(p) has sha256 \(got), \(lock) pins \(want) (\(pkg))"
        case .fallbackUnavailable(let text, let codePoints, let faces):
            "\"\(text)\" (" + codePoints.map(Self.codePointName).joined(separator: " ")
                + ") needs a fallback face that cannot be used here: " + faces.map(\.unusableFace).joined(separator: "; ")
                + ". Install that package version, or draw with a font pack made where it is installed:"
                + " `picker-render fonts pack DIR` there, then PICKER_RENDER_FONTS=DIR (or --fonts DIR) here"
        }
    }

    /// Why a pinned face cannot be used, as a clause of fallbackUnavailable's sentence.
    var unusableFace: String {
        switch self {
        case .pinnedFaceMissing(let p, let pkg): "\(p) is not installed (Debian package \(pkg))"
        case .pinMismatch(let p, let want, let got, _, let pkg):
            "\(p) is not the pinned file (sha256 \(got.prefix(16))..., pinned \(want.prefix(16))...; Debian package \(pkg))"
        default: description
        }
    }

    /// `U+0627`, `U+1F34E`: at least four hex digits, as Unicode writes them.
    package static func codePointName(_ v: UInt32) -> String {
        let hex = String(v, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
