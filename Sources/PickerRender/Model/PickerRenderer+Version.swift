// The release's version and the identity of the pinned fonts it draws with, for
// `picker-render --version` and for a user's bug report. The version is kept here only; the
// font lock's digest is the sha256 of the fonts.lock the text engine reads (the default fonts
// folder, or PICKER_RENDER_FONTS), hashed by the same code that checks the faces it pins.

import Foundation
import PickerRenderText

extension PickerRenderer {
    /// The version of the PickerRender package.
    public static let version = "0.9.0"

    /// The lowercase hex sha256 of the font lock in `fontsDirectory` (the default fonts folder
    /// when nil), or nil when that folder has no readable fonts.lock (then there is no fallback).
    public static func fontLockDigest(fontsDirectory: String? = nil) -> String? {
        let dir = fontsDirectory ?? TextEngine.defaultFontsDirectory
        guard let data = FileManager.default.contents(atPath: (dir as NSString).appendingPathComponent("fonts.lock")) else {
            return nil
        }
        return data.withUnsafeBytes { FontLock.sha256($0) }
    }
}
