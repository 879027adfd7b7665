// Gallop: how line breaking finds a line's end: the last of a run of ascending choices (grapheme
// ends, break opportunities) whose text still fits, when widths grow with the choice. It probes
// 1, 2, 4, ... choices past the first, then bisects the last step, so it costs what the answer's
// own text costs (O(k log k) for an answer k choices in), never what the rest of the text costs.

package enum Gallop {
    /// The last index in `first ..< end` for which `fits` holds, `first` taken whether or not it
    /// does; `fits` is assumed to turn false once and stay false (widths grow with the index).
    package static func last(from first: Int, below end: Int, where fits: (Int) -> Bool) -> Int {
        precondition(first < end, "a search needs at least one choice")
        var low = first, step = 1
        var high = low + step
        while high < end, fits(high) {
            low = high; step *= 2; high = low + step
        }
        // `low` fits (or is the first), `high` does not (or is past the end).
        high = min(high, end)
        while high - low > 1 {
            let mid = (low + high) / 2
            if fits(mid) { low = mid } else { high = mid }
        }
        return low
    }
}
