// FontFuzzer: libFuzzer target for a user's font file (`--font FILE`, a spec's "fonts"): the
// input is the file's bytes. Seeds are real fonts (make fuzz adds the package's Fonts/ and
// DejaVu's to the corpus): static, variable (Inter's wght axis), collections' faces.
// Each input is written to a new file (the text engine keeps faces by path) and drawn, in
// process, as a menu row and a segmented control at @1x (regular and semibold text, so a
// variable font's weight is set), as every text style's font and as face 1 for one style.
// Invariants, besides "never traps, never hangs, never reads out of bounds" (AddressSanitizer):
//   - a font that cannot be used is a PickerError with status 2 (or 3 for I/O), one line;
//   - an accepted font lays out and renders, or fails with a PickerError.

import FuzzDriver
import Foundation
import PickerRender
import PickerRenderCommandLine

let folder = "/tmp/font-fuzzer"
nonisolated(unsafe) var count = 0

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    count += 1
    let path = folder + "/font-\(count).ttf"
    FileManager.default.createFile(atPath: path, contents: size == 0 ? Data() : Data(bytes: data!, count: size))
    defer { try? FileManager.default.removeItem(atPath: path) }
    for args in [["menu", "--title", "Flavor", "--options", "Ab,Ωé,ﬁ", "--selection", "Ωé", "--subtitle", "Choose",
                  "--scale", "1", "--font", path],
                 ["segmented", "--options", "Ab,Cd", "--scale", "1", "--font", "headline=" + path + "#1", "--font", path]] {
        let picture: Picture
        do {
            guard let p = try PickerRenderTool.picture(forArguments: args) else { continue }
            picture = p
            _ = try picture.render()
        } catch {
            let (message, status) = PickerRenderTool.errorReport(error)
            precondition(status == 2 || status == 3, "status \(status) for \(args): \(message)")
            precondition(!message.isEmpty && !message.contains("\n"), "not one line for \(args): \(message)")
        }
    }
    return 0
}

@_cdecl("FontFuzzer_main")
public func fuzzerMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return runFuzzer(argc, argv, testOneInput)
}
