// NumericTextRoll: SwiftUI's `.contentTransition(.numericText())` between two strings of a Text,
// drawn with the picture model's own views: the strings are lined up from their ends (numbers
// grow to the left), each character a column of an HStack with no spacing; a column whose
// character is the same in both stays put, a changed one holds the old character rising out of
// its line and fading (offset -p x the point size, opacity 1 - p) over the new one rising into
// it (offset (1 - p) x the point size, opacity p), p the transition's progress. numericText()
// counts up: new digits always come from below, whichever way the value went; counting down
// (`.numericText(countsDown: true)`, or `.numericText(value:)` whose value went down) they come
// from above and the old ones fall out below.
// Progress p is the spring of the change's animation for a distance of 1 (the wheel's .snappy,
// the ruler's .smooth(duration: 0.7)), from the change at t = 0 until that spring settles; then
// the Text is the new string as written. So each frame is a pure function of time.
// Not drawn: SwiftUI also blurs the leaving and entering digits; the distance a digit travels
// is taken as the font's point size (not measured on iOS frames). A column's width is its
// character set alone, so the kerning between characters is left out while the roll runs
// (tabular digits, as the demos' titles use, have none). The columns are an overlay of the old
// text, hidden, so the picture's layout (and a fit canvas's size) is the old text's throughout.

package struct NumericTextRoll {
    let from: Text
    let to: String
    /// New characters come from above (the old leave downward).
    var countsDown = false

    package init(from: Text, to: String, countsDown: Bool = false) { self.from = from; self.to = to; self.countsDown = countsDown }

    /// Whether a text can roll: a string (not a number expression) on one line.
    static func rolls(_ text: Text) -> Bool { text.number == nil }

    /// The view at progress `p` (0: the old string, 1: the new; a bouncy spring overshoots).
    package func view(progress p: Double, pointSize: Double) -> ViewTree {
        let old = Array(from.string), new = Array(to)
        let count = max(old.count, new.count)
        func character(_ chars: [Character], _ column: Int) -> String? {
            let k = column - (count - chars.count)
            return k >= 0 ? String(chars[k]) : nil
        }
        func glyph(_ s: String) -> Text { var t = from; t.string = s; t.isFixedSize = true; return t }
        let fade = min(max(p, 0), 1)
        var columns: [ViewTree] = []
        for c in 0..<count {
            let a = character(old, c), b = character(new, c)
            if a == b, let a {
                columns.append(glyph(a).tree)
                continue
            }
            var layers: [ViewTree] = []
            let travel = countsDown ? -pointSize : pointSize
            if let a { layers.append(glyph(a).offset(y: Expression(floatLiteral: -p * travel)).opacity(Expression(floatLiteral: 1 - fade)).tree) }
            if let b { layers.append(glyph(b).offset(y: Expression(floatLiteral: (1 - p) * travel)).opacity(Expression(floatLiteral: fade)).tree) }
            columns.append(ZStack(children: layers).tree)
        }
        // Over the old text, hidden: the layout is the old text's whatever the columns measure.
        return from.opacity(0).overlay(HStack(spacing: 0, children: columns)).tree
    }
}
