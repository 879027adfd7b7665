// HostSourceWriter: the sources of a view host, written from the user's Swift files: a copy of
// each file as Linux compiles it, and a `main.swift` that hands every preview and every view
// asked for to PickerRenderTool.host (the command line, drawing those views by name).
// The copy differs from the user's text in two ways only, each keeping every line where it was,
// so the compiler's line numbers are the user's:
// - `import SwiftUI` reads `import PickerRenderSwiftUI` (a file guarded with
//   `#if canImport(SwiftUI)` already imports it on Linux; its dead branch changes harmlessly);
// - each `#Preview { ... }` is blanked (its characters become spaces, its line breaks stay):
//   Linux has no Preview macro. Its body goes to main.swift as a view's body, under
//   `#sourceLocation` naming the user's file and line, so an error in it points there too.
// The file's other top-level imports (Foundation, Observation) are repeated in main.swift,
// whose previews may use them. A preview's layout traits are kept as Xcode shows them:
// `.sizeThatFitsLayout` draws the view at its own size, `.fixedLayout(width:height:)` in a
// frame of that size; any other preview is on the iPhone 16 Pro screen.
// Invariants: the text is a function of the input alone, so an unchanged file rebuilds nothing;
// entries are the previews in file order (then providers, then views asked for by name).

import Foundation
import PickerRenderPreviewScan

package struct HostSourceWriter {
    /// One user file: where it is (as the user named it, and as the compiler will see it) and its text.
    package struct File: Sendable {
        package var path: String
        package var text: String
        package var scanned: ScannedFile
        package init(path: String, text: String) {
            self.path = path; self.text = text; scanned = PreviewScanner.scan(text)
        }
        /// The file's name alone.
        package var name: String { String(path.split(separator: "/").last ?? "") }
    }

    /// What the host draws, in the order of its `views` (the page's and `--view`'s numbering).
    package struct Entry: Sendable, Equatable {
        package var title: String
        package var file: String
        package var line: Int
        package var isPreview: Bool
        /// Drawn at its own size (`.sizeThatFitsLayout`, `.fixedLayout`), not on a screen.
        package var sizeThatFits = false
        /// The title as a file name (letters, digits, `-` and `_`).
        package var fileStem: String { PreviewTestWriter.pathComponent(title) }
    }

    package var files: [File]
    /// Views to draw by type name beyond the previews.
    package var views: [String]

    package init(files: [File], views: [String]) {
        self.files = files; self.views = views
    }

    /// A preview's body where the user wrote it: its file and line, and the bytes before it on
    /// its first line (the compiler counts columns in bytes), so its columns are the user's too.
    package struct Body: Sendable {
        /// The view type the body is given to in main.swift.
        var type: String
        var file: String
        var line: Int
        var indent: Int
        var text: String
    }

    /// The entries, and the Swift expression making each one's view.
    package var entries: [(entry: Entry, expression: String, body: Body?)] {
        var out: [(Entry, String, Body?)] = []
        var previewNumber = 0
        for f in files {
            var unnamed = 0, macros = 0
            let scalars = Array(f.text.unicodeScalars)
            for p in f.scanned.previews {
                switch p.kind {
                case .macro(let body):
                    previewNumber += 1
                    let span = f.scanned.macroSpans[macros], arguments = f.scanned.macroArguments[macros]
                    macros += 1
                    // The body ends at the brace that closes the span.
                    let start = span.upperBound - 1 - body.unicodeScalars.count
                    var lineStart = start
                    while lineStart > 0, scalars[lineStart - 1] != "\n" { lineStart -= 1 }
                    let indent = scalars[lineStart..<start].reduce(0) { $0 + String($1).utf8.count }
                    let title: String
                    if let n = p.name { title = n } else { unnamed += 1; title = unnamed == 1 ? "Preview" : "Preview \(unnamed)" }
                    var entry = Entry(title: title, file: f.path, line: p.line, isPreview: true)
                    let type = "PickerRenderHostedPreview\(previewNumber)"
                    var expression = type + "()"
                    if let (width, height) = Self.fixedLayout(arguments) {
                        entry.sizeThatFits = true
                        expression += ".frame(width: \(width), height: \(height))"
                    } else if arguments.contains(".sizeThatFitsLayout") {
                        entry.sizeThatFits = true
                    }
                    out.append((entry, expression, Body(type: type, file: f.path, line: p.bodyLine, indent: indent, text: body)))
                case .provider(let type):
                    out.append((Entry(title: type, file: f.path, line: p.line, isPreview: true), "\(type).previews", nil))
                }
            }
        }
        for v in views {
            let declared = files.lazy.compactMap { f in f.scanned.types.first(where: { $0.name == v }).map { (f, $0) } }.first
            out.append((Entry(title: v, file: declared?.0.path ?? files.first?.path ?? "", line: declared?.1.line ?? 1, isPreview: false), "\(v)()", nil))
        }
        return out
    }

    /// `.fixedLayout(width: W, height: H)`'s numbers, as written, when a preview's traits hold it.
    static func fixedLayout(_ arguments: String) -> (String, String)? {
        guard let regex = try? Regex(#"\.fixedLayout\(\s*width:\s*([0-9]+(?:\.[0-9]+)?)\s*,\s*height:\s*([0-9]+(?:\.[0-9]+)?)\s*\)"#),
              let match = arguments.firstMatch(of: regex), match.count == 3,
              let width = match[1].substring, let height = match[2].substring else { return nil }
        return (String(width), String(height))
    }

    /// The copy of `file` the host compiles.
    package static func copy(_ file: File) -> String {
        var scalars = Array(file.text.unicodeScalars)
        for span in file.scanned.macroSpans {
            for k in span where k < scalars.count && scalars[k] != "\n" && scalars[k] != "\r" { scalars[k] = " " }
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (n, line) in lines.enumerated() {
            if let rewritten = Self.swiftUIImport(line) { lines[n] = rewritten }
        }
        return lines.joined(separator: "\n")
    }

    /// `import SwiftUI` (with attributes or an access level before it) as PickerRenderSwiftUI's import.
    static func swiftUIImport(_ line: String) -> String? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let last = words.last, last == "SwiftUI", words.count >= 2, words[words.count - 2] == "import" else { return nil }
        // Before `import`, only attributes and an access level (not a comment's words).
        let modifiers: Set<Substring> = ["public", "package", "internal", "fileprivate", "private"]
        guard words.dropLast(2).allSatisfy({ $0.hasPrefix("@") || modifiers.contains($0) }) else { return nil }
        let end = line.range(of: "SwiftUI", options: .backwards)!
        return line.replacingCharacters(in: end, with: "PickerRenderSwiftUI")
    }

    /// Import lines at the file's top level, outside any `#if` (other than SwiftUI's).
    static func plainImports(_ file: File) -> [String] {
        var depth = 0, out: [String] = []
        for line in file.text.split(separator: "\n") {
            let t = line.trimmingCharacters(in: .whitespaces)
            if t.hasPrefix("#if") { depth += 1 } else if t.hasPrefix("#endif") { depth = max(0, depth - 1) }
            guard depth == 0, t.hasPrefix("import ") || t.hasPrefix("@preconcurrency import ") else { continue }
            if swiftUIImport(t) != nil || t.hasSuffix(" PickerRenderSwiftUI") { continue }
            out.append(t)
        }
        return out
    }

    /// main.swift: the previews' bodies as views, and the host given every entry.
    package var main: String {
        var imports = ["import PickerRenderSwiftUI", "import PickerRenderCommandLine"]
        for f in files { for i in Self.plainImports(f) where !imports.contains(i) { imports.append(i) } }
        var out = """
            // Written by picker-render before each build: the previews and views of
            // \(files.map(\.path).joined(separator: ", "))
            // handed to the command line, which draws them by name. Edit the files it names, not this one.
            \(imports.joined(separator: "\n"))

            """
        var list = ""
        for (n, e) in entries.enumerated() {
            if let body = e.body {
                out += PreviewViewSource.declaration(type: body.type, body: body.text, file: body.file, line: body.line, indent: body.indent)
            }
            list += "    HostedView(title: \(PreviewTestWriter.literal(e.entry.title)), file: \(PreviewTestWriter.literal(e.entry.file)), line: \(e.entry.line), isPreview: \(e.entry.isPreview)"
            list += (e.entry.sizeThatFits ? ", sizeThatFits: true" : "") + ") { \(e.expression) },"
            list += " // \(n)\n"
        }
        out += "\nPickerRenderTool.host([\n\(list)])\n"
        return out
    }
}
