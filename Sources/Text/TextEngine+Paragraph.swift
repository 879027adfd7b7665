// Multi-line layout: break opportunities by UAX #14 (libunibreak), then greedy filling: each
// line ends at the last opportunity whose text (trailing white space dropped) fits `maxWidth`,
// found by binary search over the opportunities (widths grow with the prefix). A word wider than
// the line is broken between grapheme clusters, as SwiftUI does. A mandatory break (newline)
// always ends a line. The last line allowed by `lineLimit` takes the rest of the text and, if it
// does not fit or more text follows, is truncated at the tail with "…" (layoutLine's rule).
// Every line is laid out by layoutLine, so fallback faces, bidi and missing code points behave
// the same in one line and many.

import Geometry

extension TextEngine {
    public func layoutParagraph(_ text: String, font: Font, maxWidth: Double, lineLimit: Int? = nil,
                                alignment: TextAlignment = .leading,
                                direction: LayoutDirection = .leftToRight,
                                language: String? = nil, displayScale: Double) -> TextBlock {
        precondition(maxWidth.isFinite && maxWidth >= 0, "maxWidth must be finite and >= 0")
        precondition(lineLimit.map { $0 >= 1 } ?? true, "lineLimit must be at least 1")
        let scalars = Array(text.unicodeScalars)
        let breaks = LineBreaks.opportunities(scalars, language: language)
        // Grapheme boundaries (scalar offsets after which a cluster ends).
        var boundaries: [Int] = []
        var offset = 0
        for c in text { offset += c.unicodeScalars.count; boundaries.append(offset) }
        let isBoundary = Set(boundaries)

        func string(_ r: Range<Int>) -> String {
            var s = String.UnicodeScalarView()
            s.append(contentsOf: scalars[r])
            return String(s)
        }
        func trimmed(_ r: Range<Int>) -> Range<Int> {
            var end = r.upperBound
            while end > r.lowerBound, scalars[end - 1].properties.isWhitespace { end -= 1 }
            return r.lowerBound..<end
        }
        func line(_ r: Range<Int>) -> TextLine {
            layoutLine(string(trimmed(r)), font: font, displayScale: displayScale, direction: direction)
        }
        func fits(_ r: Range<Int>) -> Bool { line(r).width <= maxWidth + 1e-9 }

        var lines: [TextLine] = []
        var truncated = false
        var start = 0
        while start < scalars.count {
            if let lineLimit, lines.count == lineLimit - 1 {
                // Last allowed line: the rest, cut at the first mandatory break.
                let mandatory = (start..<scalars.count).first { breaks[$0] == .mandatory } ?? scalars.count - 1
                let rest = start..<(mandatory + 1)
                let more = mandatory + 1 < scalars.count
                var last = layoutLine(string(trimmed(rest)), font: font, maxWidth: maxWidth,
                                      displayScale: displayScale, direction: direction)
                if more && !last.truncated {
                    // Text follows on lines that are not shown: end this one in "…" too.
                    last = layoutLine(string(trimmed(rest)) + "\u{2026}", font: font, maxWidth: maxWidth,
                                      displayScale: displayScale, direction: direction)
                    last.truncated = true
                }
                truncated = last.truncated
                lines.append(last)
                break
            }
            // Candidate ends (exclusive), up to and including the first mandatory break.
            var candidates: [Int] = []
            for i in start..<scalars.count where breaks[i] != .none && isBoundary.contains(i + 1) {
                candidates.append(i + 1)
                if breaks[i] == .mandatory { break }
            }
            var end: Int
            if let first = candidates.first, fits(start..<first) {
                var low = 0, high = candidates.count  // candidates[low] fits; [high] does not
                while high - low > 1 {
                    let mid = (low + high) / 2
                    if fits(start..<candidates[mid]) { low = mid } else { high = mid }
                }
                end = candidates[low]
            } else {
                // The first word alone is too wide: the most grapheme clusters that fit (at least one).
                let clusterEnds = boundaries.filter { $0 > start && $0 <= (candidates.first ?? scalars.count) }
                end = clusterEnds.first ?? scalars.count
                for e in clusterEnds.dropFirst() {
                    if fits(start..<e) { end = e } else { break }
                }
            }
            lines.append(line(start..<end))
            start = end
        }
        if lines.isEmpty { lines = [layoutLine("", font: font, displayScale: displayScale, direction: direction)] }

        var origins: [Point] = []
        var y = 0.0
        for l in lines {
            let slack = maxWidth - l.width
            let leftFactor: Double
            switch (alignment, direction) {
            case (.center, _): leftFactor = 0.5
            case (.leading, .leftToRight), (.trailing, .rightToLeft): leftFactor = 0
            case (.leading, .rightToLeft), (.trailing, .leftToRight): leftFactor = 1
            }
            origins.append(Point(slack * leftFactor, y))
            y += l.height
        }
        return TextBlock(lines: lines, origins: origins, width: maxWidth, height: y, truncated: truncated)
    }
}
