// PreviewViewSource: a `#Preview`'s body as the source of a view type, for the code that compiles
// previews without the macro (the view host's main.swift, the PreviewSnapshots plugin's tests).
// `@Previewable` declarations (Xcode 16's `#Preview { @Previewable @State var hour = 7; ... }`)
// become the view's stored properties, as the macro makes them, so their state lives as a
// view's state does; the rest is the body. Every line stays at its own line under
// `#sourceLocation`, the hoisted ones too, and `@Previewable` is blanked to spaces of its length,
// so the compiler's lines and columns are the user's. A declaration runs to the line where its
// brackets close (`@Previewable @State var items = [\n 1,\n 2\n]`).
// Invariant: the text is a function of its input alone.

package enum PreviewViewSource {
    /// `private struct <type>: View` holding `body` (the preview's closure's contents, which
    /// start at `line` of `file` after `indent` bytes of its first line).
    package static func declaration(type: String, body: String, file: String, line: Int, indent: Int) -> String {
        var lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var members: [(line: Int, text: String)] = []
        var k = 0
        while k < lines.count {
            let trimmed = lines[k].drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("@Previewable"), trimmed.dropFirst("@Previewable".count).first.map({ $0 == " " || $0 == "\t" }) ?? false else {
                k += 1
                continue
            }
            // The declaration's lines, until its brackets close.
            var depth = 0, end = k
            while true {
                for c in lines[end] {
                    if "([{".contains(c) { depth += 1 } else if ")]}".contains(c) { depth -= 1 }
                }
                if depth <= 0 || end == lines.count - 1 { break }
                end += 1
            }
            for j in k...end {
                var text = lines[j]
                if j == k, let r = text.firstRange(of: "@Previewable") {
                    text.replaceSubrange(r, with: String(repeating: " ", count: "@Previewable".utf8.count))
                }
                members.append((line + j, (j == 0 ? String(repeating: " ", count: indent) : "") + text))
                lines[j] = ""
            }
            k = end + 1
        }
        var out = "\nprivate struct \(type): View {\n"
        for m in members {
            out += "#sourceLocation(file: \(PreviewTestWriter.literal(file)), line: \(m.line))\n" + m.text + "\n"
        }
        if !members.isEmpty { out += "#sourceLocation()\n" }
        out += "    var body: some View {\n"
        out += "#sourceLocation(file: \(PreviewTestWriter.literal(file)), line: \(line))\n"
        out += String(repeating: " ", count: indent) + lines.joined(separator: "\n") + "\n#sourceLocation()\n    }\n}\n"
        return out
    }
}
