// PictureSpecFuzzer: libFuzzer target for the JSON a user hands the tool: picture specs
// (`Picture(json:)`, what `picker-render render` reads) and batch specs (`PickerRenderTool.batchPictures`,
// what `picker-render batch` reads), from arbitrary bytes.
// Invariants checked for every input, besides "never traps, never hangs":
//   - a spec that is read writes back (`specText`) to JSON that reads to an equal Picture, and
//     writing that again gives the same text (the `--print-spec` promise, docs/architecture.md §8);
//   - a spec that is read lays out (scene, no pixels) or fails with a PickerError naming a path;
//   - a batch spec that is read expands to items whose pictures are valid specs themselves.
// Seeds: Fuzz/Corpus/PictureSpecFuzzer, the specs of docs/, README and the tests' --print-spec output.

import FuzzDriver
import Foundation
import PickerRender
import PickerRenderCommandLine

/// Batch specs resolve "file" against this folder: empty, so a fuzzed name finds nothing of ours.
let scratch: String = {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("picture-spec-fuzzer-\(getpid())").path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}()

/// Scenes only at @1x and at most this many points a side: layout is what is fuzzed here, and a
/// 4096 pt @3x canvas would spend the run in allocation, not in the parser.
func layOut(_ picture: Picture) {
    var small = picture
    small.options.scale = 1
    guard let renderer = try? PickerRenderer(options: small.options) else { return }
    do { _ = try small.scene(using: renderer) } catch let e as PickerError { _ = e.description } catch {
        preconditionFailure("scene threw a non-PickerError: \(error)")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    if let picture = try? Picture(json: bytes) {
        let text = picture.specText
        let again: Picture
        do { again = try Picture(json: Array(text.utf8)) } catch {
            preconditionFailure("a written spec does not read back: \(error)\n\(text)")
        }
        precondition(again == picture, "spec round trip changed the picture:\n\(text)")
        precondition(again.specText == text, "spec text is not stable:\n\(text)\n---\n\(again.specText)")
        layOut(picture)
    }
    // Every item of a batch spec that reads is a valid picture (checked by the tool's own
    // precondition); the first 16 are enough to reach every axis kind.
    _ = try? PickerRenderTool.batchPictures(json: bytes, directory: scratch, limit: 16)
    return 0
}

@_cdecl("PictureSpecFuzzer_main")
public func fuzzerMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    return runFuzzer(argc, argv, testOneInput)
}
