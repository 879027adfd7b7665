// RGBAImage: a plain value holding straight-alpha (non-premultiplied) 8-bit RGBA pixels.
// Invariants: width >= 0, height >= 0, pixels.count == width * height * 4, row-major, stride
// width * 4, top row first. A size mismatch is a programmer mistake and traps (precondition).

public struct RGBAImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// RGBA8, straight alpha, row-major, `width * 4` bytes per row.
    public var pixels: [UInt8] {
        // didSet without oldValue keeps in-place mutation O(1) (no copy for the observer).
        didSet { precondition(pixels.count == width * height * 4, "RGBAImage: pixel count cannot change") }
    }

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0, "RGBAImage: negative size \(width) x \(height)")
        let (area, o1) = width.multipliedReportingOverflow(by: height)
        let (count, o2) = area.multipliedReportingOverflow(by: 4)
        precondition(!o1 && !o2, "RGBAImage: size \(width) x \(height) overflows")
        precondition(pixels.count == count,
                     "RGBAImage: \(width) x \(height) needs \(count) bytes, got \(pixels.count)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image filled with one straight-alpha colour.
    public init(width: Int, height: Int, fill: SIMD4<UInt8>) {
        precondition(width >= 0 && height >= 0, "RGBAImage: negative size \(width) x \(height)")
        var bytes = [UInt8]()
        bytes.reserveCapacity(width * height * 4)
        for _ in 0..<(width * height) { bytes.append(contentsOf: [fill.x, fill.y, fill.z, fill.w]) }
        self.init(width: width, height: height, pixels: bytes)
    }

    /// The pixel at column x, row y as (r, g, b, a).
    public func pixel(x: Int, y: Int) -> SIMD4<UInt8> {
        precondition(x >= 0 && x < width && y >= 0 && y < height,
                     "RGBAImage: pixel (\(x), \(y)) outside \(width) x \(height)")
        let i = (y * width + x) * 4
        return SIMD4(pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    public mutating func setPixel(x: Int, y: Int, _ value: SIMD4<UInt8>) {
        precondition(x >= 0 && x < width && y >= 0 && y < height,
                     "RGBAImage: pixel (\(x), \(y)) outside \(width) x \(height)")
        let i = (y * width + x) * 4
        pixels[i] = value.x; pixels[i + 1] = value.y; pixels[i + 2] = value.z; pixels[i + 3] = value.w
    }
}
