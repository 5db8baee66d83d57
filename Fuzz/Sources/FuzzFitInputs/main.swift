// libFuzzer target: the CSV, keyframe and timing-function readers of `fit` must never crash.
import FuzzDriver
import SpringTuning

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    // The three readers of `springtune fit`: CSV data, keyframe lists, timing functions.
    if let samples = try? FitSamples.parseCSV(text, path: "fuzz.csv") {
        if samples.times.isEmpty { fatalError("parsed CSV without samples") }
    }
    if let keyframes = try? KeyframeCurve.parseKeyframes(text) {
        _ = try? KeyframeCurve(keyframes: keyframes, timings: [.linear])
        if let timing = try? TimingFunction.parse("easeInEaseOut"),
           let curve = try? KeyframeCurve(keyframes: keyframes, timings: [timing]) {
            _ = curve
        }
    }
    _ = try? TimingFunction.parse(text)
    return 0
}

runFuzzer(fuzzOneInput)
