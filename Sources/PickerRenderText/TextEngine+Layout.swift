// Single-line layout: shape, then fit to a maximum width the way SwiftUI's
// `minimumScaleFactor` + tail truncation do. Shrinking re-evaluates the whole font at the smaller
// nominal size (face choice, tracking), as iOS picks SF's optical size and tracking from the size
// actually used. Widths are advance widths in points (tracking included).

extension TextEngine {
    /// Lays out `text` on one line. Without `maxWidth` (or when it fits) the text is as asked.
    /// Too wide: the largest scale factor in [minimumScaleFactor, 1] that fits (found to within
    /// 1/1000); if even the minimum does not fit, the tail is cut at grapheme boundaries and "…"
    /// appended, at the minimum size. If not even "…" fits, the line is "…" alone (wider than
    /// maxWidth; the caller's frame clips it).
    /// `direction` is the paragraph's base direction for bidi text (runs come back in visual
    /// order); characters the primary face lacks come from `fallbackChain` and any that no face
    /// has are listed in `missingCodePoints`.
    package func layoutLine(_ text: String, font: Font, maxWidth: Double? = nil,
                           minimumScaleFactor: Double = 1, displayScale: Double,
                           direction: LayoutDirection = .leftToRight) -> TextLine {
        precondition(displayScale.isFinite && displayScale > 0, "display scale must be positive")
        precondition(minimumScaleFactor > 0 && minimumScaleFactor <= 1,
                     "minimumScaleFactor must be in (0, 1]")
        precondition(maxWidth.map { !$0.isNaN && $0 >= 0 } ?? true, "maxWidth must be >= 0")

        func line(_ s: String, scale: Double, truncated: Bool) -> TextLine {
            let sized = font.withPointSize(font.pointSize * scale)
            let shaped = shapeRuns(s, font: sized, direction: direction)
            return TextLine(text: s, runs: shaped.runs, missingCodePoints: shaped.missing,
                            pointSize: sized.pointSize, scaleFactor: scale, truncated: truncated,
                            displayScale: displayScale)
        }
        let full = line(text, scale: 1, truncated: false)
        guard let limit = maxWidth, full.width > limit + fitTolerance else { return full }

        if minimumScaleFactor < 1 {
            let smallest = line(text, scale: minimumScaleFactor, truncated: false)
            if smallest.width <= limit + fitTolerance {
                // Invariant: `low` fits, `high` does not.
                var low = minimumScaleFactor, high = 1.0
                var best = smallest
                while high - low > 0.0005 {
                    let mid = (low + high) / 2
                    let candidate = line(text, scale: mid, truncated: false)
                    if candidate.width <= limit + fitTolerance {
                        low = mid; best = candidate
                    } else {
                        high = mid
                    }
                }
                return best
            }
        }

        // Truncate at the minimum size: the longest grapheme prefix that fits with "…".
        let characters = Array(text)
        func truncatedLine(_ count: Int) -> TextLine {
            var prefix = String(characters[0..<count])
            // "Hello …" reads worse than "Hello…"; iOS drops the space before the ellipsis too.
            while let last = prefix.last, last.isWhitespace { prefix.removeLast() }
            return line(prefix + "\u{2026}", scale: minimumScaleFactor, truncated: true)
        }
        var best = truncatedLine(0)
        var low = 0, high = characters.count  // `count` = the full text, known not to fit
        while high - low > 1 {
            let mid = (low + high) / 2
            let candidate = truncatedLine(mid)
            if candidate.width <= limit + fitTolerance {
                low = mid; best = candidate
            } else {
                high = mid
            }
        }
        return best
    }
}

/// Widths are sums of doubles; a text that fits exactly must not be shrunk by float noise.
private let fitTolerance = 1e-9
