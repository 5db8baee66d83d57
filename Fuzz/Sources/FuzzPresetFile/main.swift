// libFuzzer target: the preset-file decoder must never crash, and what it accepts must round-trip.
import FuzzDriver
import SpringPresets

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let file = try? PresetFile.decode(bytes, path: "fuzz.json") {
        // A decoded file writes back to a file that decodes to the same presets.
        let again = try? PresetFile.decode(Array(file.serialized.utf8), path: "again.json")
        if again?.presets.map(\.name) != file.presets.map(\.name) { fatalError("round trip changed the presets") }
    }
    var library = PresetLibrary()
    library.add(bytes: bytes, path: "fuzz.json")
    return 0
}

runFuzzer(fuzzOneInput)
