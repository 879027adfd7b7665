// Limits: the bounds the package puts on a picture's numbers and files, each stated once. Every
// check of one of them (the model's, the spec fields', the command line's) and every error or
// help text that names one reads it from here, so a message cannot name another number than
// its check uses and a bound is changed in one line.
// Why these values: a display scale is what iPhones have (1, 2 or 3; docs/architecture.md §2);
// 4096 pt for one length (a width, a padding, a spacing) is far beyond any screen (the largest
// iPhone is 440 pt wide), while a canvas's side is bounded only through its pixels (a stack of
// many views may be wider); 100 megapixels (10,000 x 10,000) keeps one picture's pixels
// under 400 MB; a spec is hand-written or generated JSON, where 16 MB is far beyond any real
// one and reading it whole stays cheap (docs/architecture.md §1.4, reads are bounded); a text of
// 100,000 Unicode scalars is about 20 pages of prose, ten times what a menu row 4096 pt tall
// can show at body size, and bounds what laying a text out may take; 20 megapixels of layers
// let one effect cover a 4096-pt canvas at @1x (16.8 megapixels) with its reach, or five whole
// iPhone screens at @3x, and bound both the memory a picture's layers hold (80 MB) and the work
// its effects take (each texel a bounded number of times whatever the radius: GaussianBlur).
// Invariant: nothing outside this file writes these numbers in code or in a message. The table
// of every limit a user meets is docs/reliability.md's "Limits and the failed-run contract".

package enum Limits {
    /// The display scales a picture may be drawn at.
    package static let scales = 1...3
    /// Widest width, height, padding, spacing or length accepted, in points.
    package static let maximumLength = 4096.0
    /// Most pixels one picture (or a batch's contact sheet) may have.
    package static let maximumPixels = 100_000_000
    /// Longest text a spec or a command line may give (a Text's string, a title, an option, a
    /// value, ...), in Unicode scalars, which is what shaping costs grow with. Measured: a
    /// 100,000-character menu title lays out in 3.6 s at 44 MB peak (debug build) and is then
    /// refused as a 56,000-pt-tall picture; a 12 MB one took 1.15 GB before that refusal.
    package static let maximumTextScalars = 100_000
    /// `maximumTextScalars` as messages write it.
    package static let maximumTextText = String(maximumTextScalars)

    /// Most pixels a picture's layers drawn offscreen may have in all: every texture of a layer
    /// with an effect, opacity or 3D turn, every blend mode's buffer, every blurred shape's
    /// coverage (LayerWork counts them before drawing). What a picture at the limit takes to
    /// draw is measured by `make bench` (docs/performance.md).
    package static let maximumLayerPixels = 20_000_000

    /// `maximumLayerPixels` as messages write it.
    package static let maximumLayerPixelsText = String(maximumLayerPixels)

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
