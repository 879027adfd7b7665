// Output: how the benchmark writes its report, through the package's StandardStream like the
// tool: a report that cannot be written (a closed pipe, a full disk) is an `error:` line on
// standard error and exit status 3, never a crash or a silent exit 0.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PickerRenderFiles

/// Writes `text` and `terminator` to standard output, or ends the process with status 3.
func say(_ text: String = "", terminator: String = "\n") {
    do { try StandardStream.output.write(text + terminator, what: "the benchmark report") } catch {
        try? StandardStream.error.writeLine("error: \(error)", what: "an error")
        exit(3)
    }
}
