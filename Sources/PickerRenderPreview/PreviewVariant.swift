// PreviewVariant: one image of the page, made from the spec (PreviewDocument) and not yet drawn:
// a picture, or an animation (an APNG, or with the scrub slider on, its frame at that time).
// `id` stays the same across saves while the spec names the same output (its file, picture and
// appearance), so the page swaps that image in place; `key` is everything the pixels depend on
// (the picture's spec as drawn, the animation's, and the sizes and times of the image and font
// files it reads), so a variant whose key is unchanged is not drawn again.

import PickerRender

package struct PreviewVariant: Sendable {
    package enum Drawing: Sendable {
        case picture(Picture)
        case animation(PictureAnimation)
    }

    package let id: String
    package let title: String
    /// The command line that draws this image.
    package let command: String
    package let key: String
    package let drawing: Drawing
}

/// A spec that cannot be read or drawn: its file, the JSON path in it (empty when the file as a
/// whole is wrong) and what is wrong; shown on the page while the last good images stay.
package struct PreviewProblem: Error, Sendable, Equatable {
    package let file: String
    package let path: String
    package let message: String

    package init(file: String, path: String, message: String) {
        self.file = file; self.path = path; self.message = message
    }

    /// From whatever reading or drawing a spec threw.
    package init(file: String, error: any Error) {
        switch error {
        case let e as SpecError: self.init(file: file, path: e.path, message: e.message)
        case let e as PickerError:
            // PickerError.at names the path first ("content.children[1]: ...").
            let text = e.description
            if let colon = text.range(of: ": "), Self.looksLikePath(text[..<colon.lowerBound]) {
                self.init(file: file, path: String(text[..<colon.lowerBound]), message: String(text[colon.upperBound...]))
            } else {
                self.init(file: file, path: "", message: text)
            }
        default: self.init(file: file, path: "", message: "\(error)")
        }
    }

    private static func looksLikePath(_ s: Substring) -> Bool {
        !s.isEmpty && !s.contains(" ") && s.unicodeScalars.allSatisfy { $0.isASCII }
    }
}
