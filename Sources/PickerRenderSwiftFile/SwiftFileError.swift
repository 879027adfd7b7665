// SwiftFileError: what stops a Swift file from being drawn, by kind. The file or a view it was
// asked for is wrong (the user's input: exit status 2), its code does not compile (input too:
// each compiler error with its file, line and column), or this machine cannot build it (no
// Swift toolchain, no PickerRender package to build against, a build past its time limit:
// exit status 3, as any I/O failure).

package enum SwiftFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// FILE is not a readable Swift file or folder of them: the path and why.
    case unreadable(path: String, reason: String)
    /// A view named with --view that FILE does not declare (nor any preview by that name).
    case noSuchView(name: String, file: String, known: [String])
    /// Nothing to draw: no #Preview, no PreviewProvider, no --view.
    case nothingToDraw(file: String)
    /// The compiler's errors, already pointing at the user's files.
    case doesNotCompile([CompilerDiagnostic], log: String)
    /// The toolchain or the package cannot be used: what is missing and what to do.
    case cannotBuild(String)
    /// The build ran past its limit (seconds).
    case buildTimedOut(seconds: Int)

    /// True for what this machine lacks rather than what the user wrote.
    package var isEnvironment: Bool {
        switch self {
        case .cannotBuild, .buildTimedOut: return true
        default: return false
        }
    }

    package var description: String {
        switch self {
        case .unreadable(let path, let reason): return "\(path): \(reason)"
        case .noSuchView(let name, let file, let known):
            return "\(file): no view or preview named '\(name)'" + (known.isEmpty ? "" : " (it declares \(known.prefix(12).joined(separator: ", ")))")
        case .nothingToDraw(let file):
            return "\(file): no #Preview or PreviewProvider to draw: name a view with --view NAME"
        case .doesNotCompile(let errors, let log):
            guard let first = errors.first else {
                let last = log.split(separator: "\n").last(where: { !$0.isEmpty }).map(String.init) ?? "no output"
                return "the build failed: \(last)"
            }
            return first.description + (errors.count > 1 ? " (and \(errors.count - 1) more error\(errors.count == 2 ? "" : "s"))" : "")
        case .cannotBuild(let what): return what
        case .buildTimedOut(let seconds): return "the build took more than \(seconds) s and was stopped"
        }
    }
}
