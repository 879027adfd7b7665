// DiffResult: what a comparison found. Counts follow pixelmatch: `differentPixels` are the
// pixels over the threshold that are not anti-aliasing (or all of them with includeAA);
// `antialiasedPixels` are the ones over the threshold that were excused as anti-aliasing.
// Window and region (ImageComparator's header defines them) are nil when nothing was counted.

import PickerRenderPNG

/// A rectangle of whole pixels; `x`, `y` is the top-left pixel.
public struct PixelBox: Sendable, Equatable, Hashable, CustomStringConvertible {
    public var x: Int, y: Int, width: Int, height: Int
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    public var maxX: Int { x + width - 1 }
    public var maxY: Int { y + height - 1 }
    /// "x 600...619, y 1300...1319 (20 x 20 px)"
    public var description: String {
        "x \(x)...\(maxX), y \(y)...\(maxY) (\(width) x \(height) px)"
    }
}

public struct DiffResult: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// True when the two buffers are byte-identical (the fast path ran).
    public let identical: Bool
    /// Pixels whose four channels are not all equal, whatever the threshold: the exact count.
    public let changedPixels: Int
    /// The largest difference of one channel (R, G, B or A) between the images, 0...255.
    public let largestChannelDifference: Int
    public let differentPixels: Int
    public let antialiasedPixels: Int
    /// The window actually used: min(windowSize, width) x min(windowSize, height).
    public let windowWidth: Int
    public let windowHeight: Int
    /// Largest number of counted pixels in any window that lies inside the image.
    public let maxWindowCount: Int
    /// The first window (in reading order of its top-left corner) holding `maxWindowCount`.
    public let worstWindow: PixelBox?
    /// The bounding box of the cluster of counted pixels grown from the worst window.
    public let worstRegion: PixelBox?
    /// The diff image, when asked for: same size as the inputs, opaque.
    public let diffImage: RGBAImage?

    public var totalPixels: Int { width * height }
    /// differentPixels / totalPixels (0 for an empty image).
    public var differentRatio: Double { totalPixels == 0 ? 0 : Double(differentPixels) / Double(totalPixels) }

    public init(width: Int, height: Int, identical: Bool, changedPixels: Int, largestChannelDifference: Int,
                differentPixels: Int, antialiasedPixels: Int,
                windowWidth: Int, windowHeight: Int, maxWindowCount: Int, worstWindow: PixelBox?,
                worstRegion: PixelBox?, diffImage: RGBAImage?) {
        self.width = width; self.height = height; self.identical = identical
        self.changedPixels = changedPixels; self.largestChannelDifference = largestChannelDifference
        self.differentPixels = differentPixels; self.antialiasedPixels = antialiasedPixels
        self.windowWidth = windowWidth; self.windowHeight = windowHeight
        self.maxWindowCount = maxWindowCount; self.worstWindow = worstWindow
        self.worstRegion = worstRegion; self.diffImage = diffImage
    }
}

/// Two images of different sizes cannot be compared (docs/architecture.md §11: never a silent
/// crop).
package struct ImageSizeMismatch: Error, Equatable, Sendable, CustomStringConvertible {
    package var expectedWidth: Int, expectedHeight: Int, actualWidth: Int, actualHeight: Int
    package init(expectedWidth: Int, expectedHeight: Int, actualWidth: Int, actualHeight: Int) {
        self.expectedWidth = expectedWidth; self.expectedHeight = expectedHeight
        self.actualWidth = actualWidth; self.actualHeight = actualHeight
    }
    package var description: String {
        "image sizes differ: expected \(expectedWidth) x \(expectedHeight), actual \(actualWidth) x \(actualHeight)"
    }
}
