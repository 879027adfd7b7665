// CompilerDiagnostic: one `path:line:column: error: message` line of the Swift compiler's
// output, with the path of a build copy turned back into the user's own file, so what is shown
// (on the preview page, on standard error) points where the user edits. Lines that are not
// diagnostics (progress, source excerpts, notes' context) are not diagnostics; one error the
// build prints twice (the driver repeats some) is kept once.

package struct CompilerDiagnostic: Sendable, Equatable, CustomStringConvertible {
    package enum Severity: String, Sendable { case error, warning, note }
    package var file: String
    package var line: Int
    package var column: Int
    package var severity: Severity
    package var message: String

    package init(file: String, line: Int, column: Int, severity: Severity, message: String) {
        self.file = file; self.line = line; self.column = column; self.severity = severity; self.message = message
    }

    package var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }

    /// The diagnostics of `output` of the given severities, in order and without repeats; a path
    /// in `paths` is shown as its value.
    package static func parse(_ output: String, paths: [String: String], severities: Set<Severity> = [.error]) -> [CompilerDiagnostic] {
        var out: [CompilerDiagnostic] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let d = diagnostic(Substring(line)), severities.contains(d.severity) else { continue }
            var shown = d
            if let user = paths[d.file] { shown.file = user }
            if !out.contains(shown) { out.append(shown) }
        }
        return out
    }

    /// `path:12:5: error: message`, the path possibly holding colons of its own.
    static func diagnostic(_ line: Substring) -> CompilerDiagnostic? {
        for severity in [Severity.error, .warning, .note] {
            guard let marker = line.range(of: ": \(severity.rawValue): ") else { continue }
            let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard place.count >= 3, let column = Int(place[place.count - 1]), let row = Int(place[place.count - 2]) else { continue }
            let file = place.dropLast(2).joined(separator: ":")
            guard !file.isEmpty else { continue }
            return CompilerDiagnostic(file: file, line: row, column: column, severity: severity, message: String(line[marker.upperBound...]))
        }
        return nil
    }
}
