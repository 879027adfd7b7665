// Multi-line layout: break opportunities by UAX #14 (libunibreak), then greedy filling: each
// line ends at the last opportunity whose text (trailing white space dropped) fits `maxWidth`,
// found by a galloping then binary search over the opportunities (widths grow with the prefix;
// galloping keeps a line's cost proportional to its own length, not the rest of the text). A word wider than
// the line is broken between grapheme clusters, as SwiftUI does. A mandatory break (newline)
// always ends a line. The last line allowed by `lineLimit` takes the rest of the text and, if it
// does not fit or more text follows, is truncated at the tail with "…" (layoutLine's rule).
// Every line is laid out by layoutLine, so fallback faces, bidi and missing code points behave
// the same in one line and many.

import PickerRenderGeometry

extension TextEngine {
    package func layoutParagraph(_ text: String, font: Font, maxWidth: Double, lineLimit: Int? = nil,
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
        // Every possible line end (exclusive scalar offset), in order, and those that must end a line.
        var ends: [Int] = []
        var mandatoryEnd = Set<Int>()
        for i in scalars.indices where breaks[i] != .none && isBoundary.contains(i + 1) {
            ends.append(i + 1)
            if breaks[i] == .mandatory { mandatoryEnd.insert(i + 1) }
        }
        // For each candidate, the index of the first mandatory one at or after it.
        var mandatoryFrom = [Int](repeating: ends.count - 1, count: ends.count)
        var nextMandatory = ends.count - 1
        for k in ends.indices.reversed() {
            if mandatoryEnd.contains(ends[k]) { nextMandatory = k }
            mandatoryFrom[k] = nextMandatory
        }
        var next = 0

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
            // Candidate ends of this line (exclusive), up to and including the first mandatory
            // break: a slice of the precomputed list, so a line costs what its own text does.
            while next < ends.count && ends[next] <= start { next += 1 }
            let candidates = next < ends.count ? ends[next...mandatoryFrom[next]] : ends[ends.count...]
            var end: Int
            if let first = candidates.first, fits(start..<first) {
                // Galloping, then binary search: candidates[low] fits, [high] does not (or is
                // past the end). Probing near the start first keeps a long text from laying
                // out half of itself for every line.
                var low = candidates.startIndex, step = 1
                var high = low + step
                while high < candidates.endIndex, fits(start..<candidates[high]) {
                    low = high; step *= 2; high = low + step
                }
                high = min(high, candidates.endIndex)
                while high - low > 1 {
                    let mid = (low + high) / 2
                    if fits(start..<candidates[mid]) { low = mid } else { high = mid }
                }
                end = candidates[low]
            } else {
                // The first word alone is too wide: the most grapheme clusters that fit (at least one).
                let limit = candidates.first ?? scalars.count
                var lo = 0, hi = boundaries.count   // the first boundary after start
                while lo < hi { let mid = (lo + hi) / 2; if boundaries[mid] <= start { lo = mid + 1 } else { hi = mid } }
                var i = lo
                end = i < boundaries.count ? boundaries[i] : scalars.count
                i += 1
                while i < boundaries.count, boundaries[i] <= limit, fits(start..<boundaries[i]) {
                    end = boundaries[i]; i += 1
                }
            }
            lines.append(line(start..<end))
            start = end
        }
        if lines.isEmpty { lines = [layoutLine("", font: font, displayScale: displayScale, direction: direction)] }

        var origins: [Point] = []
        var y = 0.0
        for l in lines {
            origins.append(Point((maxWidth - l.width) * alignment.leftFactor(direction), y))
            y += l.height
        }
        return TextBlock(lines: lines, origins: origins, width: maxWidth, height: y, truncated: truncated)
    }
}
