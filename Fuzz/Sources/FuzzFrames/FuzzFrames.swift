// FuzzFrames: an animation's frames and timing made from a fuzz input, for the GIF and WebP
// writers' targets. The first bytes choose the size (1 to 48 px a side), the number of frames
// (1 to 6), fps (1 to 60), frames held (1 to 20), plays (0 to 3) and how the pixels are made:
//   0: a few opaque colours (a palette of up to 8, exact in a GIF);
//   1: a few colours, some transparent or translucent;
//   2: any RGBA bytes (hundreds of colours: the GIF's median cut);
//   3: each frame the one before with a rectangle changed (what the writers store as a part).
// The rest of the input is the pixels' bytes, read in a cycle (no input is too short).

import PickerRenderAnimatedImage
import PickerRenderPNG

/// Bytes of a fuzz input, read in order; past the end, in a cycle (0 for an empty input).
public struct FuzzBytes {
    let bytes: [UInt8]
    var at = 0
    public init(_ bytes: [UInt8]) { self.bytes = bytes }
    public mutating func next() -> UInt8 {
        guard !bytes.isEmpty else { return 0 }
        defer { at += 1 }
        return bytes[at % bytes.count]
    }
    /// A number in `range`, from one byte (or two for ranges wider than 256).
    public mutating func number(_ range: ClosedRange<Int>) -> Int {
        let span = range.upperBound - range.lowerBound + 1
        let raw = span > 256 ? Int(next()) << 8 | Int(next()) : Int(next())
        return range.lowerBound + raw % span
    }
    public var exhausted: Bool { at >= bytes.count }
}

public struct FuzzFrames {
    public let width: Int, height: Int
    public let frames: [RGBAImage]
    public let times: FrameTimes
    public let plays: Int

    public init(_ data: [UInt8]) {
        var input = FuzzBytes(data)
        width = input.number(1...48); height = input.number(1...48)
        let count = input.number(1...6)
        times = FrameTimes(count: count, fps: input.number(1...60), held: input.number(1...20))
        plays = input.number(0...3)
        let mode = input.number(0...3)
        let palette: [[UInt8]] = (0..<input.number(1...8)).map { _ in
            let alpha: UInt8 = mode == 1 ? [0, 127, 128, 255, input.next()][Int(input.next()) % 5] : 255
            return [input.next(), input.next(), input.next(), alpha]
        }
        var made: [RGBAImage] = []
        for f in 0..<count {
            var pixels: [UInt8]
            switch mode {
            case 0, 1: pixels = (0..<(width * height)).flatMap { _ in palette[Int(input.next()) % palette.count] }
            case 2: pixels = (0..<(width * height * 4)).map { _ in input.next() }
            default:
                pixels = f == 0 ? (0..<(width * height)).flatMap { _ in palette[Int(input.next()) % palette.count] } : made[f - 1].pixels
                if f > 0 {
                    let x0 = input.number(0...(width - 1)), y0 = input.number(0...(height - 1))
                    let colour = palette[Int(input.next()) % palette.count]
                    for y in y0..<min(height, y0 + input.number(0...height)) {
                        for x in x0..<min(width, x0 + input.number(0...width)) { pixels.replaceSubrange((y * width + x) * 4..<(y * width + x) * 4 + 4, with: colour) }
                    }
                }
            }
            made.append(RGBAImage(width: width, height: height, pixels: pixels))
        }
        frames = made
    }
}
