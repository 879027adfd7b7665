// LayerEffectsFuzzer: libFuzzer target for the display list's effects, through the pictures
// that make them: the input chooses a tree of views (up to four levels: blur, shadow, opacity,
// offset, scaleEffect, rotationEffect, rotation3DEffect, mask, clipShape, blendMode, colour
// effects and ZStacks, over framed shapes up to 120 pt and short texts) and its numbers (blur
// radii up to 60 pt and shadows' up to 40, past the exact kernel's 12 px; offsets up to 200 pt,
// a shadow's up to 100, scales from -20 to 20, any angle), at a display scale of 1 or 2: small
// enough for a few inputs a second under AddressSanitizer. Each
// picture is drawn twice: as it is, and inside 40 points of padding, so that nothing of its ink
// is cut by the canvas. Invariants, besides "never traps, never reads out of bounds, never
// takes more than libFuzzer's memory and time limits":
//   - a picture draws, or is refused with one error line of status 2 (bad input, the layer
//     limit among it) or 3 (not enough memory);
//   - the picture's pixels are those of the padded one's middle, every channel within 8 levels
//     (a layer's texture is cut to what the canvas shows, LayerPlan; a blur's box passes over
//     lines of other lengths round their sums otherwise, within BoxBlur's stated error).

import Foundation
import FuzzDriver
import FuzzFrames
import PickerRender
import PickerRenderCommandLine

/// A view's JSON from the input, `depth` levels at most.
func view(_ input: inout FuzzBytes, depth: Int) -> String {
    func n(_ range: ClosedRange<Int>) -> Int { input.number(range) }
    func colour() -> String { ["red", "blue", "#00000080", "#FFFFFF", "green", "indigo", "#FF00FF33"][n(0...6)] }
    let leaf = #"{"type": "frame", "width": \#(n(1...120)), "height": \#(n(1...120)), "content": "#
        + [#"{"type": "rectangle", "fill": "\#(colour())"}"#, #"{"type": "circle", "fill": "\#(colour())"}"#,
           #"{"type": "capsule", "gradient": {"colors": ["\#(colour())", "\#(colour())"], "startPoint": "top", "endPoint": "bottom"}}"#,
           #"{"type": "text", "text": "Ag\#(n(0...9))"}"#][n(0...3)] + "}"
    guard depth > 0, !input.exhausted else { return leaf }
    func inner() -> String { view(&input, depth: depth - 1) }
    switch n(0...15) {
    case 0: return #"{"type": "blur", "radius": \#(n(0...60)), "content": \#(inner())}"#
    case 1: return #"{"type": "shadow", "color": "\#(colour())", "radius": \#(n(0...40)), "x": \#(n(-100...100)), "y": \#(n(-100...100)), "content": \#(inner())}"#
    case 2: return #"{"type": "opacity", "opacity": \#(Double(n(0...100)) / 100), "content": \#(inner())}"#
    case 3: return #"{"type": "offset", "x": \#(n(-200...200)), "y": \#(n(-200...200)), "content": \#(inner())}"#
    case 4: return #"{"type": "scaleEffect", "x": \#(Double(n(-200...200)) / 10), "y": \#(Double(n(-200...200)) / 10), "content": \#(inner())}"#
    case 5: return #"{"type": "rotationEffect", "degrees": \#(n(-720...720)), "content": \#(inner())}"#
    case 6: return #"{"type": "rotation3DEffect", "degrees": \#(n(-180...180)), "axis": {"x": \#(n(-2...2)), "y": \#(n(-2...2) | 1)}, "content": \#(inner())}"#
    case 7: return ##"{"type": "mask", "mask": {"type": "linearGradient", "colors": ["black", "#00000000"], "startPoint": "leading", "endPoint": "trailing"}, "content": \##(inner())}"##
    case 8: return #"{"type": "clipShape", "shape": "\#(["circle", "rectangle", "capsule", "ellipse"][n(0...3)])", "content": \#(inner())}"#
    case 9: return #"{"type": "blendMode", "mode": "\#(["multiply", "screen", "plusLighter"][n(0...2)])", "content": \#(inner())}"#
    case 10: return #"{"type": "hueRotation", "degrees": \#(n(-360...360)), "content": \#(inner())}"#
    case 11: return #"{"type": "colorInvert", "content": \#(inner())}"#
    case 12, 13: return #"{"type": "zstack", "children": [\#((0..<n(1...3)).map { _ in inner() }.joined(separator: ", "))]}"#
    default: return leaf
    }
}

/// The picture's image, or nil when it is refused as a valid refusal is (one line, status 2 or 3).
func drawn(_ json: String) -> RenderedImage? {
    do {
        return try Picture(json: Array(json.utf8)).render()
    } catch {
        let (message, status) = PickerRenderTool.errorReport(error)
        precondition(status == 2 || status == 3, "status \(status): \(message)\n\(json)")
        precondition(!message.isEmpty && !message.contains("\n"), "not one line: \(message)")
        return nil
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzBytes(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
    let scale = input.number(1...2)
    let content = view(&input, depth: 4)
    let plain = ##"{"scale": \##(scale), "background": "#FFFFFF", "content": \##(content)}"##
    let padded = ##"{"scale": \##(scale), "background": "#FFFFFF", "padding": 40, "content": \##(content)}"##
    // LAYER_EFFECTS_SPEC set: the picture's spec on standard error, to draw it with the command line.
    if getenv("LAYER_EFFECTS_SPEC") != nil { FileHandle.standardError.write(Data((plain + "\n").utf8)) }
    guard let a = drawn(plain), let b = drawn(padded) else { return 0 }
    let p = 40 * scale
    precondition(b.width == a.width + 2 * p && b.height == a.height + 2 * p, "sizes \(a.width) x \(a.height) and \(b.width) x \(b.height)")
    let pa = a.image.pixels, pb = b.image.pixels
    var worst = 0
    for y in 0..<a.height {
        for x in 0..<(a.width * 4) { worst = max(worst, abs(Int(pa[y * a.width * 4 + x]) - Int(pb[(y + p) * b.width * 4 + p * 4 + x]))) }
    }
    precondition(worst <= 8, "the picture differs from its padded middle by \(worst) levels:\n\(plain)")
    return 0
}

@_cdecl("LayerEffectsFuzzer_main")
public func fuzzerMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv, testOneInput)
}
