// Multi-line layout: break opportunities by UAX #14 (libunibreak), then greedy filling: each
// line ends at the last opportunity whose text (trailing white space dropped) fits `maxWidth`.
// A word wider than the line is broken between grapheme clusters, as SwiftUI does. A mandatory
// break (newline) always ends a line. The last line allowed by `lineLimit` takes the rest of the
// text and, if it does not fit or more text follows, is truncated at the tail with "…"
// (layoutLine's rule). Every line is laid out by layoutLine, so fallback faces, bidi and
// missing code points behave the same in one line and many.
// Cost: linear in the text. Each line is found by galloping (Gallop) over the grapheme ends
// up to the first opportunity (how far the first word reaches), then over the opportunities
// when the first word fits: every width measured is of at most twice the line's own text, never
// of the rest of the paragraph. (Measuring "does the first word fit" on the word itself made a
// text without break opportunities lay out the whole rest once per line: a 100,000-character
// title took minutes.) Each measurement is the line's own layout, so breaks are those of
// measuring every candidate, as before: widths grow with the text, and the search relies on it.

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
        // For each offset, where the text before it ends once trailing white space is dropped:
        // trimming is one look-up, not a walk back over a run of spaces per measurement.
        var contentEnd = [Int](repeating: 0, count: scalars.count + 1)
        for i in scalars.indices { contentEnd[i + 1] = scalars[i].properties.isWhitespace ? contentEnd[i] : i + 1 }
        func trimmed(_ r: Range<Int>) -> Range<Int> {
            r.lowerBound..<max(r.lowerBound, contentEnd[r.upperBound])
        }
        func line(_ r: Range<Int>) -> TextLine {
            layoutLine(string(trimmed(r)), font: font, displayScale: displayScale, direction: direction)
        }
        func fits(_ r: Range<Int>) -> Bool { line(r).width <= maxWidth + 1e-9 }
        /// Index in `boundaries` of the first grapheme end after `offset` (its count if none).
        func firstBoundary(after offset: Int) -> Int {
            var lo = 0, hi = boundaries.count
            while lo < hi { let mid = (lo + hi) / 2; if boundaries[mid] <= offset { lo = mid + 1 } else { hi = mid } }
            return lo
        }

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
            // How far the first word reaches: the most grapheme clusters up to the first
            // opportunity that fit (at least one, when even that is too wide).
            let limit = candidates.first ?? scalars.count
            let firstCluster = firstBoundary(after: start), pastLimit = firstBoundary(after: limit)
            let reach = boundaries[Gallop.last(from: firstCluster, below: pastLimit) { fits(start..<boundaries[$0]) }]
            let end: Int
            if reach == limit, !candidates.isEmpty {
                // The first word fits: the last opportunity that does.
                end = candidates[Gallop.last(from: candidates.startIndex, below: candidates.endIndex) {
                    fits(start..<candidates[$0])
                }]
            } else {
                end = reach
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
