// PreviewTestWriter: the Swift Testing suite that draws every preview of some modules as a
// snapshot, one test per preview, named after its file and its name (or its place among the
// file's unnamed previews). A `#Preview`'s body becomes a view's body, compiled in the test
// target with `@testable import` of its module, under `#sourceLocation` so a compiler error in
// it points at the preview's own line. Each test calls PreviewSnapshot.verify with the preview's
// file and line, so a failure is reported there and its reference is
// `Snapshots/Previews/<File>-<name>.png` of the package holding it.
// Invariants: the text is a function of its input alone (files in the order given), so the
// build's output changes only when a preview does.

package struct PreviewSource: Sendable {
    package var module: String
    /// The file's path, as the compiler and the test report it.
    package var path: String
    package var previews: [ScannedPreview]
    package init(module: String, path: String, previews: [ScannedPreview]) {
        self.module = module; self.path = path; self.previews = previews
    }
}

package enum PreviewTestWriter {
    package static func suite(_ sources: [PreviewSource]) -> String {
        var modules: [String] = []
        for s in sources where !modules.contains(s.module) { modules.append(s.module) }
        var out = """
            // The previews of \(modules.joined(separator: ", ")) as snapshot tests, written by PickerRender's
            // PreviewSnapshots plugin at each build. Do not edit: edit the previews.
            import PickerRenderSwiftUI
            import PickerRenderTesting
            import Testing

            """
        for m in modules { out += "@testable import \(m)\n" }
        var tests = ""
        var used: Set<String> = []
        for source in sources {
            let file = String(source.path.split(separator: "/").last ?? "")
            let base = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
            var unnamed = 0
            for p in source.previews {
                let label: String
                switch p.kind {
                case .provider(let type): label = type
                case .macro: if let n = p.name { label = n } else { unnamed += 1; label = String(unnamed) }
                }
                var reference = base + "-" + pathComponent(label)
                while used.contains(reference) { reference += "-" }   // two previews of one name in one file
                used.insert(reference)
                // The test and the view its body becomes are named apart: inside the suite the
                // test's name would hide the view's.
                let symbol = "preview_" + identifier(reference)
                let viewType = "PreviewView_" + identifier(reference)
                let view: String
                switch p.kind {
                case .macro(let body):
                    out += PreviewViewSource.declaration(type: viewType, body: body, file: source.path, line: p.bodyLine, indent: 0)
                    view = "\(viewType)()"
                case .provider(let type):
                    view = "\(type).previews"
                }
                let shown = "\(file):\(p.line)" + (p.name.map { " \"\($0)\"" } ?? "")
                tests += """

                        @Test(\(literal(file + ": " + label))) func \(symbol)() {
                            PreviewSnapshot.verify(\(view), named: \(literal(reference)), preview: \(literal(shown)),
                                                   fileID: \(literal(source.module + "/" + file)), filePath: \(literal(source.path)), line: \(p.line))
                        }

                    """
            }
        }
        out += "\n@MainActor @Suite struct Previews {\(tests)}\n"
        return out
    }

    /// A preview's name as a file name: letters, digits, `-` and `_`; other runs become `-`.
    package static func pathComponent(_ s: String) -> String {
        var out = "", gap = false
        for u in s.unicodeScalars {
            if u.isASCII, u.properties.isAlphabetic || ("0"..."9").contains(u) || u == "-" || u == "_" {
                if gap, !out.isEmpty { out += "-" }
                out.unicodeScalars.append(u); gap = false
            } else { gap = true }
        }
        return out.isEmpty ? "preview" : out
    }

    static func identifier(_ s: String) -> String { String(s.map { $0 == "-" ? "_" : $0 }) }

    /// `s` as a Swift string literal.
    package static func literal(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case _ where u.value < 0x20 || u.value == 0x7f: out += "\\u{\(String(u.value, radix: 16))}"
            default: out.unicodeScalars.append(u)
            }
        }
        return out + "\""
    }
}
