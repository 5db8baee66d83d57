// libFuzzer target: the spring-spec parser and resolver must never crash.
import FuzzDriver
import SpringKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let spec = try? SpringSpec.parse(text) {
        _ = spec.description
        if let setup = try? spec.resolved() {
            let response = setup.response
            _ = response.position(at: 0.5)
            _ = try? response.metrics(band: .standard)
        }
    }
    return 0
}

runFuzzer(fuzzOneInput)
