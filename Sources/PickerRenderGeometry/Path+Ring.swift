// Path rings: joining paths and reversing their direction, so a stroked outline can be built as
// the outline grown by half the stroke plus the outline shrunk by half the stroke run the other
// way round: filled with the nonzero rule, the hole has winding 0 and the band winding 1.
// Reversal is exact for every element (a cubic reversed is the same curve with its control
// points swapped); each subpath is reversed in place, and stays closed if it was.

extension Path {
    /// Appends `other`'s subpaths after this path's.
    package mutating func append(_ other: Path) {
        for e in other.elements {
            switch e {
            case .move(let p): moveTo(p)
            case .line(let p): lineTo(p)
            case .quad(let c, let p): quadTo(c, p)
            case .cubic(let c1, let c2, let p): cubicTo(c1, c2, p)
            case .close: close()
            }
        }
    }

    /// The same subpaths, each traversed backwards from its end point.
    package func reversed() -> Path {
        var out = Path()
        // A subpath: its start, then (segment, end point) pairs, and whether it closes.
        var start = Point.zero
        var segments: [(element: Element, from: Point)] = []
        var cur = Point.zero
        var closed = false
        func flush() {
            guard !segments.isEmpty else { return }
            out.moveTo(cur)
            for (e, from) in segments.reversed() {
                switch e {
                case .line: out.lineTo(from)
                case .quad(let c, _): out.quadTo(c, from)
                case .cubic(let c1, let c2, _): out.cubicTo(c2, c1, from)
                case .move, .close: break
                }
            }
            if closed { out.close() }
            segments.removeAll(keepingCapacity: true)
        }
        for e in elements {
            switch e {
            case .move(let p):
                flush(); closed = false
                start = p; cur = p
            case .line(let p), .quad(_, let p), .cubic(_, _, let p):
                segments.append((e, cur)); cur = p
            case .close:
                // The implied closing edge back to the start is part of the shape: make it real
                // so the reversed subpath starts where this one ended.
                if cur != start { segments.append((.line(start), cur)); cur = start }
                closed = true
                flush()
                closed = false
            }
        }
        flush()
        return out
    }
}
