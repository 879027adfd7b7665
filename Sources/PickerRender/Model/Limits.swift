// Limits: the bounds the package puts on a picture's numbers and files, each stated once. Every
// check of one of them (the model's, the spec fields', the command line's) and every error or
// help text that names one reads it from here, so a message cannot name another number than
// its check uses and a bound is changed in one line.
// Why these values: a display scale is what iPhones have (1, 2 or 3; docs/architecture.md §2);
// 4096 pt on a side is far beyond any screen (the largest iPhone is 440 pt wide); 100 megapixels (10,000 x 10,000) keeps one picture's pixels
// under 400 MB; a spec is hand-written or generated JSON, where 16 MB is far beyond any real
// one and reading it whole stays cheap (docs/architecture.md §1.4, reads are bounded).
// Invariant: nothing outside this file writes these numbers in code or in a message.

package enum Limits {
    /// The display scales a picture may be drawn at.
    package static let scales = 1...3
    /// Widest width, height, padding, spacing or length accepted, in points.
    package static let maximumLength = 4096.0
    /// Most pixels one picture (or a batch's contact sheet) may have.
    package static let maximumPixels = 100_000_000
    /// Largest spec file read (a `render` spec, or a picture a batch spec names by `file`).
    package static let maximumSpecBytes = 16 << 20

    /// The scales as an error line lists them: "1, 2 or 3".
    package static let scalesText: String = {
        let names = scales.map(String.init)
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }()

    /// The scales as a usage line shows them: "1|2|3".
    package static let scalesChoice = scales.map(String.init).joined(separator: "|")

    /// `maximumLength` as messages write it: "4096".
    package static let maximumLengthText = PickerError.format(maximumLength)

    /// What a length error expects: "a number of points from `least` to 4096".
    package static func points(from least: String) -> String {
        "a number of points from \(least) to \(maximumLengthText)"
    }

    /// `maximumSpecBytes` as messages write it: "16 MB".
    package static let maximumSpecText = "\(maximumSpecBytes >> 20) MB"
}
