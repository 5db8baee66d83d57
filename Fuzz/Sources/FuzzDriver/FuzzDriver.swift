// The libFuzzer driver shared by the fuzz targets: each target's main.swift defines its
// LLVMFuzzerTestOneInput and hands it to `runFuzzer`, which passes the command line on.
#if canImport(Glibc)
import Glibc
#endif

/// The callback libFuzzer calls with each input.
public typealias FuzzCallback = @convention(c) (UnsafePointer<UInt8>, Int) -> Int32

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: FuzzCallback
) -> Int32

/// Runs libFuzzer on `callback` with this process's arguments (-max_total_time, corpus folders…).
public func runFuzzer(_ callback: FuzzCallback) -> Never {
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, callback))
}
