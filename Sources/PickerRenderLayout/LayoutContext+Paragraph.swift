// LayoutContext+Paragraph: wrapping text for layout (SwiftUI's `Text` without a line limit).
// A paragraph is broken into lines by TextEngine.layoutParagraph in the width offered; its
// frame is as wide as its widest line (ceil to pixels) and as tall as its lines, so a text that
// fits on one line (and has no newline) is that single line, laid out as `.text` lays it out
// (trailing spaces kept), so it measures and draws exactly as `.text` does.
// Lines are aligned in that frame by `alignment`, which follows this context's direction
// (leading is the right edge in right-to-left), as SwiftUI's multilineTextAlignment does.
// Each line becomes its own text node; a one-line paragraph keeps the whole input as the
// node's string (as a single line does), several lines each carry the text they draw.

import PickerRenderGeometry
import PickerRenderScene
import PickerRenderText

extension LayoutContext {
    /// `s` broken into lines no wider than `maxWidth` (infinite: only newlines break), with the
    /// frame width and each line's top-left in that frame.
    package func paragraph(_ s: String, _ font: Font, maxWidth: Double, lineLimit: Int? = nil,
                          alignment: TextAlignment = .leading) -> (block: TextBlock, frameWidth: Double, origins: [Point]) {
        // An unbounded width still honours newlines: a width no line reaches.
        let width = maxWidth.isFinite ? max(maxWidth, 0) : 1e12
        let block: TextBlock
        let single = line(s, font)
        if single.width <= width + 1e-9, !s.contains(where: \.isNewline) {
            // It fits on one line: exactly the single line (spaces kept, one layout).
            block = TextBlock(lines: [single], origins: [.zero], width: width, height: single.height, truncated: false)
        } else {
            // The user's faces replace the system's per text style, as `line` applies them.
            block = engine.layoutParagraph(s, font: customFaces.applied(to: font), maxWidth: width, lineLimit: lineLimit.map { max($0, 1) },
                                           alignment: alignment, direction: direction, displayScale: scale)
        }
        let frameWidth = block.lines.map(\.frameWidth).max() ?? 0
        // Re-align inside the frame (the block aligned its lines in the whole width offered).
        let factor = alignment.leftFactor(direction)
        let origins = zip(block.lines, block.origins).map { line, o in Point((frameWidth - line.frameWidth) * factor, o.y) }
        return (block, frameWidth, origins)
    }

    /// One text node per line of `block`, the frame's top-left at `topLeft`, each line at its
    /// origin in that frame (pixel-aligned by textNode).
    package func textNodes(_ s: String, block: TextBlock, lineOrigins: [Point], topLeft: Point, color: Color) -> [Node] {
        zip(block.lines, lineOrigins).map { line, o in
            textNode(block.lines.count == 1 ? s : line.text, line: line,
                     topLeft: Point(topLeft.x + o.x, topLeft.y + o.y), color: color)
        }
    }
}
