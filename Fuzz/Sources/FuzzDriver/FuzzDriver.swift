// FuzzDriver: the one declaration of libFuzzer's driver (LLVMFuzzerRunDriver, from the
// toolchain's libFuzzer, linked by -sanitize=fuzzer) that every target of this package hands its
// input callback to. SwiftPM links an executable with --defsym main=<Module>_main
// (docs/architecture.md §16), so each target still defines its own `<Module>_main`: one call of
// `runFuzzer`.

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// Runs libFuzzer with the process's arguments, calling `testOneInput` once per input.
public func runFuzzer(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                      _ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32 {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv, testOneInput)
}
